// New or existing: a head finding is existing when the base had a finding with the same identity (rule + what
// it is about, followed through renames). Where several share an identity and the head has more than the base,
// the change's own lines decide which are new: those on added or changed lines, so an annotation lands on the
// line the author wrote rather than on an old occurrence outside the diff.
import { diffLines } from 'diff';
import type { Finding, SiteSource } from '../types.js';

export interface FileRename {
  from: string;
  to: string;
}

export interface MarkInput {
  base: readonly Finding[];
  head: readonly Finding[];
  /** Page renames, old slug → new slug. */
  renamed: ReadonlyMap<string, string>;
  /** File renames git detected (docs-root-relative). */
  fileRenames?: readonly FileRename[];
  /** The two states, to tell which lines of a file the change added (read only where identities tie). */
  baseSource?: SiteSource;
  headSource?: SiteSource;
}

export interface Marked {
  marked: Finding[];
  /** Base findings the change made go away. */
  fixed: Finding[];
}

/** A base key as it reads after the change: renamed pages and files take their new names. */
export function renameKey(
  key: string,
  renamed: ReadonlyMap<string, string>,
  files?: ReadonlyMap<string, string>,
): string {
  if (!renamed.size && !files?.size) return key;
  return key
    .split('|')
    .map((seg) => {
      const byPath = files?.get(seg);
      if (byPath) return byPath;
      const bySlug = renamed.get(seg);
      if (bySlug) return bySlug;
      const m = /^(.*)\.(mdx?)$/.exec(seg);
      const byFile = m ? renamed.get(m[1]!) : undefined;
      return byFile ? `${byFile}.${m![2]}` : seg;
    })
    .join('|');
}

export function markNew(input: MarkInput): Marked {
  const files = new Map((input.fileRenames ?? []).map((r) => [r.from, r.to]));
  const pool = new Map<string, Finding[]>();
  for (const f of input.base) {
    const k = renameKey(f.key, input.renamed, files);
    const list = pool.get(k);
    if (list) list.push(f);
    else pool.set(k, [f]);
  }
  const groups = new Map<string, number[]>();
  input.head.forEach((f, i) => {
    const list = groups.get(f.key);
    if (list) list.push(i);
    else groups.set(f.key, [i]);
  });
  const status: ('new' | 'existing')[] = input.head.map(() => 'new');
  const fixed: Finding[] = [];
  const lines = new AddedLines(input.baseSource, input.headSource, input.fileRenames ?? []);
  for (const [key, indexes] of groups) {
    const before = pool.get(key) ?? [];
    pool.delete(key);
    if (indexes.length <= before.length) {
      for (const i of indexes) status[i] = 'existing';
      fixed.push(...before.slice(indexes.length));
      continue;
    }
    if (!before.length) continue;
    // More than before: the extra ones are new, chosen first among those on lines the change added.
    let extra = indexes.length - before.length;
    const onAdded = indexes.filter((i) => lines.added(input.head[i]!));
    const picked = new Set(onAdded.slice(0, extra));
    extra -= picked.size;
    for (let j = indexes.length - 1; j >= 0 && extra > 0; j--)
      if (!picked.has(indexes[j]!)) {
        picked.add(indexes[j]!);
        extra--;
      }
    for (const i of indexes) status[i] = picked.has(i) ? 'new' : 'existing';
  }
  for (const rest of pool.values()) fixed.push(...rest);
  // A second look for what a wrapper moved (tabs put inside a new version, say): the same element, known by
  // the innermost labelled element on its path, is still the same problem.
  const loosePool = new Map<string, Finding[]>();
  for (const f of fixed) {
    const k = looseKey(renameKey(f.key, input.renamed, files));
    if (k === undefined) continue;
    const list = loosePool.get(k);
    if (list) list.push(f);
    else loosePool.set(k, [f]);
  }
  const stillFixed = new Set(fixed);
  input.head.forEach((f, i) => {
    if (status[i] !== 'new') return;
    const k = looseKey(f.key);
    const match = k === undefined ? undefined : loosePool.get(k)?.pop();
    if (!match) return;
    status[i] = 'existing';
    stillFixed.delete(match);
  });
  // And one thing reported by another rule as it changed state (see Finding.subject).
  const bySubject = new Map<string, Finding[]>();
  for (const f of stillFixed) {
    if (!f.subject) continue;
    const k = renameKey(f.subject, input.renamed, files);
    const list = bySubject.get(k);
    if (list) list.push(f);
    else bySubject.set(k, [f]);
  }
  input.head.forEach((f, i) => {
    if (status[i] !== 'new' || !f.subject) return;
    const match = bySubject.get(f.subject)?.pop();
    if (!match) return;
    status[i] = 'existing';
    stillFixed.delete(match);
  });
  // A broken link the change rewrote in place into another broken link was broken before and is still broken:
  // the same link, on the line it was edited on.
  const editedBase = new Map<string, Finding[]>();
  for (const f of stillFixed) {
    if (f.rule !== 'broken-link' || !input.baseSource) continue;
    const prefix = input.baseSource.rootPrefix ? `${input.baseSource.rootPrefix}/` : '';
    const file = lines.headFile(f.file.startsWith(prefix) ? f.file.slice(prefix.length) : f.file);
    if (!file) continue;
    const k = `${file}:${f.line}`;
    const list = editedBase.get(k);
    if (list) list.push(f);
    else editedBase.set(k, [f]);
  }
  if (editedBase.size)
    input.head.forEach((f, i) => {
      if (status[i] !== 'new' || f.rule !== 'broken-link') return;
      const from = lines.editedFrom(f);
      const match = from === undefined ? undefined : editedBase.get(`${f.file}:${from}`)?.pop();
      if (!match) return;
      status[i] = 'existing';
      stillFixed.delete(match);
    });
  return { marked: input.head.map((f, i) => ({ ...f, status: status[i]! })), fixed: [...stillFixed] };
}

const LABELLED = /(^|\/)(tab|anchor|dropdown|product|version|language|item|group):/g;

/**
 * A place key cut down to its innermost labelled element (`…/group:Auth/collapsed`), a missing entry's key to its
 * file name; undefined for other keys.
 */
export function looseKey(key: string): string | undefined {
  // An entry that names no file, renamed by the change (its folder renamed with its section) and still naming
  // no file: the same dangling entry, known by its file name.
  if (key.startsWith('page-not-found|')) {
    const page = key.slice('page-not-found|'.length);
    return `page-not-found|name:${page.slice(page.lastIndexOf('/') + 1)}`;
  }
  let last = -1;
  for (const m of key.matchAll(LABELLED)) last = m.index + m[1]!.length;
  if (last < 0) return undefined;
  const rule = key.slice(0, key.indexOf('|'));
  return `${rule}|${key.slice(last)}`;
}

interface FileDiff {
  /** Head lines the change added or changed. */
  added: ReadonlySet<number>;
  /** Base line → head line, for lines the change rewrote in place (a removed run replaced by an added one). */
  edited: ReadonlyMap<number, number>;
}

/** Which head lines of a file the change added or changed, from a line diff against its base version. */
class AddedLines {
  private readonly cache = new Map<string, FileDiff | 'all'>();
  private readonly fromPath: Map<string, string>;

  constructor(
    private readonly base: SiteSource | undefined,
    private readonly head: SiteSource | undefined,
    renames: readonly FileRename[],
  ) {
    this.fromPath = new Map(renames.map((r) => [r.to, r.from]));
  }

  added(f: Finding): boolean {
    const d = this.diffOf(f.file);
    return d === 'all' || d.added.has(f.line);
  }

  /** The base line a head finding's line was rewritten from, if the change edited that line in place. */
  editedFrom(f: Finding): number | undefined {
    const d = this.diffOf(f.file);
    if (d === 'all') return undefined;
    for (const [from, to] of d.edited) if (to === f.line) return from;
    return undefined;
  }

  /** The head file (repo path) a base file (docs-root path) became. */
  headFile(basePath: string): string | undefined {
    if (!this.head) return undefined;
    let path = basePath;
    for (const [to, from] of this.fromPath) if (from === basePath) path = to;
    return this.head.rootPrefix ? `${this.head.rootPrefix}/${path}` : path;
  }

  private diffOf(repoFile: string): FileDiff | 'all' {
    let got = this.cache.get(repoFile);
    if (got) return got;
    got = this.compute(repoFile);
    this.cache.set(repoFile, got);
    return got;
  }

  private compute(repoFile: string): FileDiff | 'all' {
    if (!this.head) return 'all';
    const prefix = this.head.rootPrefix ? `${this.head.rootPrefix}/` : '';
    if (!repoFile.startsWith(prefix)) return 'all';
    const path = repoFile.slice(prefix.length);
    const after = this.head.read(path);
    const before = this.base?.read(this.fromPath.get(path) ?? path);
    if (after === undefined || before === undefined) return 'all';
    const added = new Set<number>();
    const edited = new Map<number, number>();
    let line = 1;
    let baseLine = 1;
    let removedRun: { from: number; count: number } | undefined;
    for (const part of diffLines(before, after)) {
      const count = part.count ?? 0;
      if (part.removed) {
        removedRun = { from: baseLine, count };
        baseLine += count;
        continue;
      }
      if (part.added) {
        for (let k = 0; k < count; k++) added.add(line + k);
        if (removedRun)
          for (let k = 0; k < Math.min(count, removedRun.count); k++) edited.set(removedRun.from + k, line + k);
        line += count;
      } else {
        line += count;
        baseLine += count;
      }
      removedRun = undefined;
    }
    return { added, edited };
  }
}
