// The OpenAPI specs a navigation's sections make API pages of, and how a change of them reads: which a section stopped
// or started naming, and which the other state names under another folder (its pages moved there).
import { isLeaf, walk, type NavNode } from '../site/nav.js';
import { apiFolder } from '../openapi/spec.js';

/** A spec a section names in its own `openapi`, as written, and the folder its API pages go in when one is set. */
export interface SectionSpec {
  source: string;
  directory?: string;
  /**
   * The folder the other state makes this spec's API pages in, where it names the same file only under another
   * `directory`: the pages moved there rather than went or came (rivet-dev/rivetkit e63bd12baf, fresh set 122).
   */
  elsewhere?: string;
}

/** The OpenAPI specs a section makes API pages of, gone and new with the change (`spec` changes). */
export interface SpecChange {
  before: SectionSpec[];
  after: SectionSpec[];
  /** The section lists endpoints (`GET /x`): the builder makes pages of those only, not of every operation. */
  listed?: true;
}

/**
 * The specs a section names in its own `openapi`, whose operations the builder makes pages of, as written (with the
 * folder they go in when one is set). Not those only pages' frontmatter and the playground read (`api.openapi`).
 */
export function ownSpecs(n: NavNode): SectionSpec[] {
  if (!n.ownOpenapi) return [];
  return n.openapi
    .filter((r) => !r.apiOnly && r.entry === undefined)
    .map((r) => {
      const directory = r.directory?.replace(/^\/+|\/+$/g, '');
      return directory ? { source: r.source, directory } : { source: r.source };
    });
}

/** A spec's identity in its section: its file (as `moved` names it, when given: a renamed file) and directory. */
export function specId(s: SectionSpec, moved?: ReadonlyMap<string, string>): string {
  const bare = s.source.replace(/^\/+/, '');
  const source = moved?.has(bare) ? moved.get(bare)! : bare;
  return s.directory === undefined ? source : `${source}\0${s.directory}`;
}

/** A section's specs gone and new (`after`, named by `n`), with whether it lists its endpoints; undefined: none. */
export function specChangeOf(before: SectionSpec[], after: SectionSpec[], n: NavNode): SpecChange | undefined {
  if (!before.length && !after.length) return undefined;
  const listed = walk(n).some((c) => c.kind === 'endpoint');
  return { before, after, ...(listed && { listed: true as const }) };
}

/**
 * Of `specs`, those `named` (the other state's specsNamed) does not hold, each with the folder the other state makes
 * its file's pages in when it names that file only under another directory.
 */
export function notNamedIn(
  specs: SectionSpec[],
  named: Set<string>,
  moved: ReadonlyMap<string, string>,
): SectionSpec[] {
  const out: SectionSpec[] = [];
  for (const s of specs) {
    if (named.has(specId(s, moved))) continue;
    const file = specId({ source: s.source }, moved);
    const folders = [...named].filter((id) => id === file || id.startsWith(`${file}\0`));
    const folder = folders.length === 1 ? folders[0]!.slice(file.length + 1) || undefined : null;
    out.push(folder === null ? s : { ...s, elsewhere: apiFolder(folder) });
  }
  return out;
}

/** Every spec (with its folder) some section of a navigation names in its own `openapi`. */
export function specsNamed(root: NavNode): Set<string> {
  const out = new Set<string>();
  for (const n of walk(root)) if (!isLeaf(n)) for (const s of ownSpecs(n)) out.add(specId(s));
  return out;
}

export function specKey(n: NavNode): string {
  return n.ownOpenapi
    ? ownSpecs(n)
        .map((s) => specId(s))
        .sort()
        .join('\n')
    : '';
}
