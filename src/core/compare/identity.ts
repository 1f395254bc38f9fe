// New or existing: a head finding is existing when the base had a finding with the same identity (rule + what
// it is about, followed through renames). Where several share an identity and the head has more than the base,
// the change's own lines decide which are new: those on added or changed lines, so an annotation lands on the
// line the author wrote rather than on an old occurrence outside the diff.
import { listIn } from '../base/lookup-table.js';
import { diffLines } from 'diff';
import type { Finding } from '../base/types.js';
import type { SiteSource } from '../site/source.js';
import { inDocsRoot, stripPageExt, versionFolders } from '../base/paths.js';
import { STRUCTURE_RULES } from '../rules/registry.js';
import { folderMoves, movedPath, type FolderMove } from './folder-moves.js';

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
  /**
   * Pages the change added as copies of base pages (compare/copies.ts), docs-root-relative: the copy's file → its
   * source's. A copy's finding that its source had in the base is existing.
   */
  copies?: ReadonlyMap<string, string>;
  /** The two states, to tell which lines of a file the change added (read only where identities tie). */
  baseSource?: SiteSource;
  headSource?: SiteSource;
  /** The base's docs.json is not JSON: it told nothing that only the structure tells (see fromUnreadBase). */
  baseUnread?: boolean;
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

/**
 * A copy's finding key read as its source's: the copy's file and page named as the source's (as renameKey reads a
 * renamed file's), and links into the copy's version folder as links into the source's, when their paths differ
 * in that folder only (paths.ts versionFolders).
 */
export function copyKey(key: string, copy: string, source: string): string {
  const copySlug = stripPageExt(copy);
  const sourceSlug = stripPageExt(source);
  const folders = versionFolders(copy, source);
  return key
    .split('|')
    .map((seg) => {
      if (seg === copy) return source;
      if (seg === copySlug) return sourceSlug;
      return folders ? seg.split(`/${folders[0]}/`).join(`/${folders[1]}/`) : seg;
    })
    .join('|');
}

/**
 * Files renamed from one version folder into another (their paths differ in that folder only), by git or as pages:
 * the head's file → the base's.
 */
function versionMoves(files: ReadonlyMap<string, string>, renamed: ReadonlyMap<string, string>): Map<string, string> {
  const out = new Map<string, string>();
  for (const [from, to] of files) if (versionFolders(to, from)) out.set(to, from);
  for (const [from, to] of renamed)
    if (versionFolders(to, from))
      for (const ext of ['mdx', 'md']) if (!out.has(`${to}.${ext}`)) out.set(`${to}.${ext}`, `${from}.${ext}`);
  return out;
}

export function markNew(input: MarkInput): Marked {
  const files = new Map((input.fileRenames ?? []).map((r) => [r.from, r.to]));
  const pool = new Map<string, Finding[]>();
  for (const f of input.base) {
    const k = renameKey(f.key, input.renamed, files);
    listIn(pool, k).push(f);
  }
  const groups = new Map<string, number[]>();
  input.head.forEach((f, i) => {
    listIn(groups, f.key).push(i);
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
    // Of the added or changed lines, those least like the base's lines of this problem: a sentence reworded keeps
    // its old link, a row written beside it is the new one (opencomputer c2b6458).
    const ranked = onAdded.length > extra ? lines.leastLike(onAdded, input.head, before) : onAdded;
    const picked = new Set(ranked.slice(0, extra));
    extra -= picked.size;
    for (let j = indexes.length - 1; j >= 0 && extra > 0; j--)
      if (!picked.has(indexes[j]!)) {
        picked.add(indexes[j]!);
        extra--;
      }
    for (const i of indexes) status[i] = picked.has(i) ? 'new' : 'existing';
  }
  for (const rest of pool.values()) fixed.push(...rest);
  // Second looks, each only between what is still unmatched: the same problem known another way.
  const stillFixed = new Set(fixed);
  const rematch = (keyOf: (f: Finding, side: 'base' | 'head') => string | undefined, oneToOne = false): void => {
    const byKey = new Map<string, Finding[]>();
    for (const f of stillFixed) {
      const k = keyOf(f, 'base');
      if (k === undefined) continue;
      listIn(byKey, k).push(f);
    }
    const heads = new Map<string, number[]>();
    input.head.forEach((f, i) => {
      const k = status[i] === 'new' ? keyOf(f, 'head') : undefined;
      if (k === undefined) return;
      listIn(heads, k).push(i);
    });
    for (const [k, indexes] of heads) {
      const candidates = byKey.get(k);
      if (!candidates?.length || (oneToOne && (candidates.length !== 1 || indexes.length !== 1))) continue;
      for (const i of indexes) {
        const match = candidates.pop();
        if (!match) break;
        status[i] = 'existing';
        stillFixed.delete(match);
      }
    }
  };
  const renamedKey = (key: string, side: 'base' | 'head'): string =>
    side === 'base' ? renameKey(key, input.renamed, files) : key;
  // What a wrapper moved (tabs put inside a new version, say): known by its innermost labelled element.
  rematch((f, side) => placeKey(renamedKey(f.key, side)));
  // A missing entry the change renamed with its folder and that still names no file: known by the end of its path,
  // when exactly one went and one came with it — its last two segments (`quick-trade/tutorials`, for a site that
  // has several `tutorials`), then its file name (a common name like "overview" proves nothing on its own).
  // Not an entry whose page the base had: the change took that file away, so the entry is newly dangling (moving it
  // to mend another entry of the same name is no rename of the entry).
  let baseFiles: ReadonlySet<string> | undefined;
  const hadPage = (f: Finding): boolean => {
    if (f.rule !== 'page-not-found' || !input.baseSource) return false;
    baseFiles ??= new Set(input.baseSource.files);
    return baseFiles.has(`${f.data.page}.mdx`) || baseFiles.has(`${f.data.page}.md`);
  };
  const dangling = (f: Finding, side: 'base' | 'head', segments?: number): string | undefined =>
    side === 'head' && hadPage(f) ? undefined : danglingName(renamedKey(f.key, side), segments);
  rematch((f, side) => dangling(f, side, 2), true);
  rematch((f, side) => dangling(f, side), true);
  regroupedMissing(input, status, stillFixed);
  droppedAgain(input, status, stillFixed);
  if (input.baseUnread) fromUnreadBase(input, status, lines);
  // One thing reported by another rule as it changed state (see Finding.subject).
  rematch((f, side) => (f.subject ? renamedKey(f.subject, side) : undefined));
  // A broken link written otherwise, to the same missing path, in the same file (not a folder's warning: links.ts).
  rematch((f, side) => {
    if (f.rule !== 'broken-link' || typeof f.data.target !== 'string' || f.data.folder) return undefined;
    const file = side === 'base' ? lines.headFileOf(f.file, input.baseSource) : f.file;
    return file === undefined ? undefined : `${file}|${stripPageExt(f.data.target.replace(/\/+$/, ''))}`;
  });
  // A broken anchor written differently that still names the same missing id on the same page (followed through
  // its rename), in the same file: a restructure that moved both pages and rewrote the link to follow them.
  rematch((f, side) => {
    // A baseline entry written before entries kept their data has neither page nor fragment.
    if (f.rule !== 'broken-anchor' || typeof f.data.page !== 'string') return undefined;
    const file = side === 'base' ? lines.headFileOf(f.file, input.baseSource) : f.file;
    const slug = stripPageExt(f.data.page);
    const page = side === 'base' ? (input.renamed.get(slug) ?? slug) : slug;
    return file === undefined ? undefined : `${file}|${page}#${f.data.fragment}`;
  });
  // A page moved into another version folder with its links rewritten to follow it (v1/b.mdx → v2/b.mdx, `/v1/x`
  // → `/v2/x`): its findings read with the folder mapped back, as a copy's are (copyKey), are its old ones.
  const movedAcross = versionMoves(files, input.renamed);
  if (movedAcross.size)
    rematch((f, side) => {
      if (side === 'base') return f.key;
      const file = f.key.split('|', 2)[1];
      const from = file === undefined ? undefined : movedAcross.get(file);
      return from === undefined ? undefined : copyKey(f.key, file!, from);
    });
  const folders = folderMoves(input.renamed);
  if (folders.length) rematch(folderEntry(folders));
  markCopies(input, status);
  return { marked: input.head.map((f, i) => ({ ...f, status: status[i]! })), fixed: [...stillFixed] };
}

/**
 * An entry naming a folder (page-path-format) whose folder the change moved, named at its new place, is the same
 * entry (cudoventures/cudo-compute-docs fb6a1d997d, fresh set 121: 17 read as new after the site moved under docs/).
 */
function folderEntry(moves: readonly FolderMove[]): (f: Finding, side: 'base' | 'head') => string | undefined {
  return (f, side) => {
    if (f.rule !== 'page-path-format') return undefined;
    return side === 'base' ? movedPath(f.data.page, moves) : f.data.page;
  };
}

/**
 * A copy's key, read with its file and page named as its source's (as renameKey reads a renamed file's), is the
 * source's. Not one to one: the source keeps its own finding, and every copy of it carries the same one.
 */
function markCopies(input: MarkInput, status: ('new' | 'existing')[]): void {
  if (!input.copies?.size) return;
  const pages = new Map([...input.copies].map(([to, from]) => [stripPageExt(to), stripPageExt(from)]));
  const before = new Set(input.base.map((f) => f.key));
  input.head.forEach((f, i) => {
    if (status[i] !== 'new') return;
    // The copy the finding is in (its key names the copy's file first), read with its folder as the source's.
    const file = f.key.split('|', 2)[1];
    const source = file === undefined ? undefined : input.copies!.get(file);
    const k = source === undefined ? renameKey(f.key, pages, input.copies) : copyKey(f.key, file!, source);
    if (k !== f.key && before.has(k)) status[i] = 'existing';
  });
}

const LABELLED = /(^|\/)(tab|anchor|dropdown|product|version|language|item|group):/g;

/** A place key cut down to its innermost labelled element (`…/group:Auth/collapsed`); undefined for other keys. */
export function placeKey(key: string): string | undefined {
  let last = -1;
  for (const m of key.matchAll(LABELLED)) last = m.index + m[1]!.length;
  if (last < 0) return undefined;
  const rule = key.slice(0, key.indexOf('|'));
  return `${rule}|${key.slice(last)}`;
}

/**
 * A missing entry's key cut down to the last `segments` of its path; undefined for other keys and shorter paths,
 * and for a folder of missing entries (`agents/`): its name ends in nothing, which every other folder's shares.
 */
export function danglingName(key: string, segments = 1): string | undefined {
  if (!key.startsWith('page-not-found|') || key.endsWith('/')) return undefined;
  const parts = key.slice('page-not-found|'.length).split('/');
  if (parts.length < segments) return undefined;
  return `page-not-found|name:${parts.slice(-segments).join('/')}`;
}

/** The pages a page-not-found finding says are missing (a folder's entries, or its one entry); undefined for others. */
function missingPages(f: Finding): string[] | undefined {
  if (f.rule !== 'page-not-found') return undefined;
  return (f.data.entries ?? [f.data.page]).map((p) => stripPageExt(p.replace(/^\/+/, '')));
}

/**
 * Entries missing under a folder with no files are one finding for the folder while there are enough of them
 * (rules/pages.ts), one each otherwise: a change that adds a file there, or the folder's first entries, reports the
 * same missing entries the other way. potpie-ai/mintlify-docs 293cb21 added agents/qna.mdx, and the folder's two
 * other entries were called new; a new folder of missing entries then took the old folder's identity (their keys
 * end alike) and passed as old. Where a folder's finding is on either side, a head finding is existing when the
 * base named every page it names missing (as renamed), and new when it names one the base did not; a base
 * finding is not fixed while the head still names a page of it missing.
 */
function regroupedMissing(input: MarkInput, status: ('new' | 'existing')[], stillFixed: Set<Finding>): void {
  const grouped = (f: Finding): boolean => f.rule === 'page-not-found' && f.data.folder !== undefined;
  if (!input.base.some(grouped) && !input.head.some(grouped)) return;
  // By path, and by the end of it: a folder of missing entries renamed as it stays missing (`defi-services/dex/
  // exchange/` to `dex/exchange/`, 0xnicholas/docs b18eda7d) is known as a renamed missing entry is (danglingName).
  // Only a page the head no longer names can have been renamed: one still missing where it was is another page,
  // however its path ends (0xsequence/docs d1074dd1: a deleted ja/sdk/unity/power/write-to-blockchain passed as
  // old by es/sdk/unreal/power/write-to-blockchain, missing in both states).
  const headNamed = new Set(input.head.flatMap((f) => missingPages(f) ?? []));
  const namedBy = new Map<string, Finding[]>();
  for (const f of input.base)
    for (const p of missingPages(f) ?? []) {
      const page = input.renamed.get(p) ?? p;
      listIn(namedBy, page).push(f);
      if (!headNamed.has(page)) listIn(namedBy, lastSegments(page)).push(f);
    }
  const stillNamed = new Set<string>();
  input.head.forEach((f, i) => {
    const pages = missingPages(f);
    if (!pages) return;
    for (const p of pages) stillNamed.add(p).add(lastSegments(p));
    const before = pages.map((p) => namedBy.get(p) ?? namedBy.get(lastSegments(p)) ?? []);
    if (!grouped(f) && !before.some((fs) => fs.some(grouped))) return;
    status[i] = before.every((fs) => fs.length) ? 'existing' : 'new';
  });
  for (const f of stillFixed) {
    const pages = missingPages(f)?.map((p) => input.renamed.get(p) ?? p);
    if (pages?.some((p) => stillNamed.has(p) || stillNamed.has(lastSegments(p)))) stillFixed.delete(f);
  }
}

/**
 * The pages a finding about content the builder drops (mixed-children, multiple-roots) says it drops, and so hides:
 * not one whose pages are all listed elsewhere too (a warning: nothing was hidden).
 */
function droppedPagesOf(f: Finding): string[] | undefined {
  return (f.rule === 'mixed-children' || f.rule === 'multiple-roots') && !f.data.listedElsewhere
    ? f.data.pages
    : undefined;
}

/** The pages a finding says readers cannot reach from the navigation: dropped content's, or an orphan. */
function hiddenPagesOf(f: Finding): string[] | undefined {
  return droppedPagesOf(f) ?? (f.rule === 'orphan-page' ? [f.data.page] : undefined);
}

/**
 * Content the builder drops is known by the pages it drops: a change that regroups such content (its groups made
 * tabs, root anchors moved into a language that keeps only its href) drops the same pages under another key.
 * INNOQ-doc/innoq-doc 2e671dd422 (fresh set 105) was told of a new mixed-children error, and the old one fixed, while
 * the sidebar was as empty before as after. A head finding is existing when every page it drops was dropped at the
 * base too (as renamed); a base finding, a drop or an orphan, is not fixed while the head still drops a page of it
 * (an orphan moved into dropped content was listed as fixed: INNOQ 73e14cac49).
 */
function droppedAgain(input: MarkInput, status: ('new' | 'existing')[], stillFixed: Set<Finding>): void {
  const after = new Set<string>();
  for (const f of input.head) for (const p of droppedPagesOf(f) ?? []) after.add(p);
  if (!after.size) return;
  // Dropped at the base, not merely unlisted: an orphan the change lists in content the builder drops is the
  // change's own entry doing nothing (Swader/mintlify-docs a6ce0f06cd, fresh set 124: a new tab's 22 pages beside its
  // groups, told "already on base" because they had been orphans).
  const before = new Set<string>();
  for (const f of input.base) for (const p of droppedPagesOf(f) ?? []) before.add(input.renamed.get(p) ?? p);
  input.head.forEach((f, i) => {
    const pages = droppedPagesOf(f);
    if (status[i] === 'new' && pages?.length && pages.every((p) => before.has(p))) status[i] = 'existing';
  });
  for (const f of stillFixed)
    if (hiddenPagesOf(f)?.some((p) => after.has(input.renamed.get(p) ?? p))) stillFixed.delete(f);
}

/** A page path's last two segments, as a key apart from paths (`name:exchange/place-order`). */
function lastSegments(page: string): string {
  return `name:${page.split('/').slice(-2).join('/')}`;
}

/**
 * A base whose docs.json is not JSON told nothing that only the structure tells (missing entries, orphans,
 * redirects): a change that mends it would be blamed for every such old problem (potpie-ai/mintlify-docs f2d0290:
 * 11 orphans). Of those, new are the ones on lines the change wrote (an entry it added, a page it created).
 */
function fromUnreadBase(input: MarkInput, status: ('new' | 'existing')[], lines: AddedLines): void {
  input.head.forEach((f, i) => {
    if (status[i] === 'new' && STRUCTURE_RULES.has(f.rule) && !lines.added(f)) status[i] = 'existing';
  });
}

/** Which head lines of a file the change added or changed, from a line diff against its base version. */
class AddedLines {
  private readonly cache = new Map<string, ReadonlySet<number> | 'all'>();
  /** Files' lines read by lineText, by side and path. */
  private readonly texts = new Map<string, string[]>();
  private readonly fromPath: Map<string, string>;
  private readonly toPath: Map<string, string>;

  constructor(
    private readonly base: SiteSource | undefined,
    private readonly head: SiteSource | undefined,
    renames: readonly FileRename[],
  ) {
    this.fromPath = new Map(renames.map((r) => [r.to, r.from]));
    this.toPath = new Map(renames.map((r) => [r.from, r.to]));
  }

  added(f: Finding): boolean {
    const set = this.linesOf(f.file);
    return set === 'all' || set.has(f.line);
  }

  /**
   * Head findings (indexes), in order of how little their line shares words with the base findings' lines: the
   * least like any of them first, ties in their own order.
   */
  leastLike(indexes: readonly number[], head: readonly Finding[], base: readonly Finding[]): number[] {
    const baseWords = base.map((f) => words(this.lineText(this.base, f)));
    const likeness = new Map(
      indexes.map((i) => {
        const mine = words(this.lineText(this.head, head[i]!));
        return [i, Math.max(0, ...baseWords.map((b) => overlap(mine, b)))];
      }),
    );
    return [...indexes].sort((a, b) => likeness.get(a)! - likeness.get(b)!);
  }

  private lineText(source: SiteSource | undefined, f: Finding): string {
    const path = source && inDocsRoot(source.rootPrefix, f.file);
    if (path === undefined) return '';
    // Several findings of one problem often share a page: each side's text is split once.
    const key = `${source === this.base ? 'base' : 'head'}\0${path}`;
    let lines = this.texts.get(key);
    if (!lines) {
      lines = source!.read(path)?.split('\n') ?? [];
      this.texts.set(key, lines);
    }
    return lines[f.line - 1] ?? '';
  }

  /** The head file (repository path) a base file (repository path) became. */
  headFileOf(baseFile: string, base: SiteSource | undefined): string | undefined {
    const path = this.head && base && inDocsRoot(base.rootPrefix, baseFile);
    if (!this.head || path === undefined) return undefined;
    const now = this.toPath.get(path) ?? path;
    return this.head.rootPrefix ? `${this.head.rootPrefix}/${now}` : now;
  }

  private linesOf(repoFile: string): ReadonlySet<number> | 'all' {
    let got = this.cache.get(repoFile);
    if (got) return got;
    got = this.compute(repoFile);
    this.cache.set(repoFile, got);
    return got;
  }

  private compute(repoFile: string): ReadonlySet<number> | 'all' {
    // No states (a baseline file stands in for the base): which lines are new is unknown, so none is preferred
    // and the last occurrences are the new ones.
    if (!this.head || !this.base) return new Set();
    const path = inDocsRoot(this.head.rootPrefix, repoFile);
    if (path === undefined) return 'all';
    const after = this.head.read(path);
    const before = this.base?.read(this.fromPath.get(path) ?? path);
    if (after === undefined || before === undefined) return 'all';
    const out = new Set<number>();
    let line = 1;
    for (const part of diffLines(before, after)) {
      const count = part.count ?? 0;
      if (part.removed) continue;
      if (part.added) for (let k = 0; k < count; k++) out.add(line + k);
      line += count;
    }
    return out;
  }
}

function words(line: string): Set<string> {
  return new Set(line.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
}

/** The share of words two lines have in common (Dice's coefficient): 0 for none, 1 for the same words. */
function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (!a.size || !b.size) return 0;
  let both = 0;
  for (const w of a) if (b.has(w)) both++;
  return (2 * both) / (a.size + b.size);
}
