// A revision's docs folder read from git as a SiteSource, without a checkout: trees listed with ls-tree,
// blobs read with `git cat-file --batch` in the background, pages scanned as they arrive.
import { availableParallelism } from 'node:os';
import type { LoadProblem, SiteSource } from '../core/site/source.js';
import {
  MAX_FILE_BYTES,
  MAX_LINKED_FILES,
  decodeUtf8,
  notUtf8,
  tooLarge,
  danglingLink,
  outsideLink,
  tooManyLinked,
  utf16Bom,
} from './file-text.js';
import ignore from 'ignore';
import { builderIgnores, inBuilderFolder } from '../core/site/ignores.js';
import { dirname, isPageFile, joinPath, normalizePath } from '../core/base/paths.js';
import { scanPage } from '../core/mdx/scan.js';
import { isSnippetPath, type ScanCache } from '../core/site/pages.js';
import { git, gitAsync, gitExec } from './git.js';
import { splitRecords } from './records.js';

const TEXT_FILE = /\.(mdx?|json|ya?ml)$|(^|\/)\.mintignore$/i;
/** Files read only when asked (script-fragments.ts): a docs folder's scripts and script components. */
const SCRIPT_FILE = /\.[jt]sx?$/i;
const SCRIPT_MAX_BYTES = 1_000_000;

interface TreeEntry {
  /** A symlink (mode 120000): its blob holds the path it points to. */
  link: boolean;
  sha: string;
  path: string;
}

const SYMLINK_MODE = Buffer.from('120000 ');
const BLOB_TYPE = Buffer.from(' blob ');

/**
 * The blobs of a tree under `prefix` (files and symlinks; not submodules), parsed from git's output as it
 * streams in: a 25,000-file tree is 2 MB of output, which as one string and 25,000 record strings cost more
 * fresh memory than the entries themselves.
 */
async function lsTree(repo: string, commit: string, prefix: string): Promise<TreeEntry[]> {
  const entries: TreeEntry[] = [];
  // "<mode> <type> <id>\t<path>\0"
  const record = (rec: Buffer): void => {
    const space = rec.indexOf(32);
    if (space < 0 || !rec.subarray(space, space + BLOB_TYPE.length).equals(BLOB_TYPE)) return;
    const idStart = space + BLOB_TYPE.length;
    const tab = rec.indexOf(9, idStart);
    if (tab < 0) return;
    const path = rec.toString('utf8', tab + 1);
    if (!path.startsWith(prefix)) return;
    const link = rec.subarray(0, SYMLINK_MODE.length).equals(SYMLINK_MODE);
    entries.push({ link, sha: rec.toString('latin1', idStart, tab), path });
  };
  const records = splitRecords(0, record);
  await gitAsync(repo, ['ls-tree', '-r', '-z', '--full-tree', commit, ...(prefix ? ['--', prefix] : [])], '', records);
  records.end();
  return entries;
}

/**
 * A blob read ahead, by object id in a BlobCache: the two states of a PR share almost all of them.
 * `released`: its text was let go (scanned as it arrived, or read once), or it was never read because its
 * scan was known (then `size` is 0: only a text that decoded, within MAX_FILE_BYTES, has a scan); a read
 * goes back to git.
 */
export interface BlobEntry {
  size: number;
  text: string | undefined;
  released?: boolean;
  /** Its text stays: it was within the cache's budget of kept texts (keepText). */
  kept?: boolean;
  /** No text: its bytes are UTF-16 (they open with its byte-order mark). */
  utf16?: true;
}
export type BlobCache = Map<string, BlobEntry>;

/**
 * Characters of page text a BlobCache keeps after their first read. Rules read some pages again (to confirm
 * links, for a page's ids), and each read that goes back to git costs a process. A site whose page texts all
 * fit (most do: 24 MB is ~2,500 long pages) keeps them; on a larger one every kept text is let go as soon as
 * one does not fit, and none is kept after: its memory stays bounded, and its re-reads are batched (prefetch).
 */
const KEPT_TEXT_CHARS = 24 << 20;
/** Past this many pages a site's texts hardly ever fit: none is kept, rather than some kept and then let go. */
const KEPT_MAX_PAGES = 4000;
const KEPT = new WeakMap<BlobCache, { left: number; entries: BlobEntry[] }>();

/** Sets a cache's budget of kept page texts (before its first use), in characters: tests read pages back from git. */
export function limitKeptTexts(cache: BlobCache, chars: number): void {
  KEPT.set(cache, { left: chars, entries: [] });
}

/** Whether an entry's page text may stay in the cache for good (and, when not, lets go of those kept). */
function keepText(cache: BlobCache, entry: BlobEntry, text: string): boolean {
  let kept = KEPT.get(cache);
  if (!kept) KEPT.set(cache, (kept = { left: KEPT_TEXT_CHARS, entries: [] }));
  if (kept.left >= text.length) {
    kept.left -= text.length;
    kept.entries.push(entry);
    return true;
  }
  for (const e of kept.entries) {
    e.text = undefined;
    e.released = true;
    e.kept = false;
  }
  kept.entries = [];
  kept.left = -1;
  return false;
}

/**
 * Takes a blob's text as it arrives, with the entry the cache is about to hold: true when it took it for good
 * (the cache then keeps no copy), false when the entry keeps it (until its first read, or for good if it says so).
 */
type TextConsumer = (sha: string, text: string, entry: BlobEntry) => boolean;

/**
 * Read many blobs, skipping those already in the cache. Large batches are split over one `git cat-file
 * --batch` per core; each output is parsed as it streams in, so the whole of it is never held at once.
 */
async function readBlobs(repo: string, shas: string[], cache: BlobCache, consume?: TextConsumer): Promise<void> {
  const unique = [...new Set(shas)].filter((s) => !cache.has(s));
  if (!unique.length) return;
  const parts = unique.length < 1000 ? 1 : Math.min(4, availableParallelism());
  const size = Math.ceil(unique.length / parts);
  const batches: string[][] = [];
  for (let i = 0; i < unique.length; i += size) batches.push(unique.slice(i, i + size));
  await Promise.all(
    batches.map((batch) =>
      gitAsync(repo, ['cat-file', '--batch', '--buffer'], batch.join('\n') + '\n', batchReader(cache, consume)),
    ),
  );
}

/**
 * A consumer of `git cat-file --batch` output ("<sha> <type> <size>\n<bytes>\n" or "<sha> missing\n")
 * that stores each blob in the cache as soon as its bytes are in.
 */
export function batchReader(cache: BlobCache, consume?: TextConsumer): (chunk: Buffer) => void {
  let pending: Buffer[] = [];
  let need = -1; // bytes of the current object still to come (+1 for its newline); -1: reading a header
  let sha = '';
  let size = 0;
  let header = '';
  return (chunk) => {
    let pos = 0;
    while (pos < chunk.length) {
      if (need < 0) {
        const nl = chunk.indexOf(10, pos);
        if (nl < 0) {
          header += chunk.toString('latin1', pos);
          return;
        }
        header += chunk.toString('latin1', pos, nl);
        pos = nl + 1;
        const [id, type, n] = header.split(' ');
        header = '';
        if (type === 'missing' || n === undefined) continue;
        sha = id!;
        size = Number(n);
        need = size + 1;
        continue;
      }
      const take = Math.min(need, chunk.length - pos);
      if (size <= MAX_FILE_BYTES) pending.push(chunk.subarray(pos, pos + take));
      pos += take;
      need -= take;
      if (need === 0) {
        const bytes = pending.length === 1 ? pending[0]! : Buffer.concat(pending);
        // Oversized blobs are not decoded: the caller reports them from the size.
        const text = size > MAX_FILE_BYTES ? undefined : decodeUtf8(bytes.subarray(0, size));
        const entry: BlobEntry = { size, text };
        if (text === undefined && size <= MAX_FILE_BYTES && utf16Bom(bytes)) entry.utf16 = true;
        const taken = text !== undefined && consume?.(sha, text, entry);
        if (taken) {
          entry.text = undefined;
          entry.released = true;
        }
        cache.set(sha, entry);
        pending = [];
        need = -1;
      }
    }
  };
}

/** What one revision's tree holds under the docs root, before any blob is read. */
interface TreePlan {
  files: string[];
  wanted: TreeEntry[];
  /**
   * Data files (JSON, YAML) .mintignore lists, not read with the pages: the builder does not publish them, and a
   * folder of them can be gigabytes (adcontextprotocol/adcp's dist/schemas/, 2.5 GB: a diff ran out of memory,
   * fresh set 92). Read when asked, as scripts are.
   */
  ignoredData: ReadonlySet<string>;
  /** The blob ids of the files not read (images and other assets), by docs-root-relative path. */
  assets: Map<string, string>;
  problems: LoadProblem[];
}

const MAX_LINK_HOPS = 8;

function isAncestorOrSelf(dir: string, of: string): boolean {
  return dir === '' || of === dir || of.startsWith(`${dir}/`);
}

/**
 * What a revision lists under the docs root, as a walk of the folder would see it: folders the site builder
 * skips are left out, and symlinks that stay inside the root are followed (to a file, or to a folder whose
 * files then appear under the link's path too), never into a loop.
 */
function planTree(
  entries: TreeEntry[],
  prefix: string,
  linkTargets: BlobCache,
  mintignored: (rel: string) => boolean = () => false,
): TreePlan {
  const problems: LoadProblem[] = [];
  const ignoredData = new Set<string>();
  // Asked only to follow symlinks, which most trees have none of.
  let byPathMap: Map<string, TreeEntry> | undefined;
  const byPath = (): Map<string, TreeEntry> => {
    if (!byPathMap) {
      byPathMap = new Map();
      for (const e of entries) byPathMap.set(e.path.slice(prefix.length), e);
    }
    return byPathMap;
  };
  const files: string[] = [];
  const wanted: TreeEntry[] = [];
  const assets = new Map<string, string>();
  const skippedFolder = new Map<string, boolean>();
  const skipped = (rel: string): boolean => {
    const dir = dirname(rel);
    if (!dir) return false;
    let s = skippedFolder.get(dir);
    if (s === undefined) skippedFolder.set(dir, (s = builderIgnores(`${dir}/`)));
    return s;
  };
  let linkedBudget = MAX_LINKED_FILES;
  const list = (rel: string, entry: TreeEntry, viaLink: boolean): void => {
    if (viaLink && linkedBudget-- <= 0) return;
    files.push(rel);
    if (TEXT_FILE.test(rel) && (isPageFile(rel) || !mintignored(rel)))
      wanted.push(entry.path === prefix + rel ? entry : { ...entry, path: prefix + rel });
    else {
      assets.set(rel, entry.sha);
      if (TEXT_FILE.test(rel)) ignoredData.add(rel);
    }
  };
  /**
   * Where a symlink (at its real place `real`) leads inside the root: a file entry, a folder, or nothing there
   * (`inside`: to a path in the root that holds nothing; else out of the root, or too many hops).
   */
  const resolve = (
    real: string,
    entry: TreeEntry,
  ): { file?: TreeEntry; folder?: string; target: string; inside?: true } => {
    let at = real;
    let e = entry;
    let target = '';
    for (let hop = 0; hop < MAX_LINK_HOPS; hop++) {
      target = linkTargets.get(e.sha)?.text ?? '';
      const next = target.startsWith('/') ? undefined : normalizePath(joinPath(dirname(at), target));
      if (next === undefined) return { target };
      const dest = byPath().get(next);
      if (!dest) return isFolder(next) ? { folder: next, target } : { target, inside: true };
      if (!dest.link) return { file: dest, target };
      at = next;
      e = dest;
    }
    return { target };
  };
  const isFolder = (dir: string): boolean => dir === '' || entries.some((e) => e.path.startsWith(`${prefix}${dir}/`));
  /**
   * A symlink at `real` in the tree, listed as `rel`. `within`: the real folders this walk is in (the one
   * holding the first link, and each folder entered through a link since).
   */
  const follow = (rel: string, real: string, entry: TreeEntry, within: readonly string[]): void => {
    if (builderIgnores(rel)) return;
    const { file, folder, target, inside } = resolve(real, entry);
    if (file) return list(rel, file, within.length > 1);
    if (folder === undefined) {
      if (!inBuilderFolder(rel)) problems.push(inside ? danglingLink(rel, target) : outsideLink(rel, target));
      return;
    }
    // A link to a folder that holds it, or to one this walk came through, is a loop: the builder's walk
    // would not end there either.
    if (isAncestorOrSelf(folder, dirname(real)) || within.some((w) => isAncestorOrSelf(folder, w))) return;
    if (builderIgnores(`${rel}/`)) return;
    const inner = [...within, folder];
    const from = folder ? `${prefix}${folder}/` : prefix;
    for (const e of entries) {
      if (!e.path.startsWith(from)) continue;
      const innerReal = e.path.slice(prefix.length);
      const innerRel = `${rel}/${e.path.slice(from.length)}`;
      if (skipped(innerRel)) continue;
      if (e.link) follow(innerRel, innerReal, e, inner);
      else list(innerRel, e, true);
    }
  };
  for (const e of entries) {
    const rel = e.path.slice(prefix.length);
    if (skipped(rel)) continue;
    if (e.link) follow(rel, rel, e, [dirname(rel)]);
    else list(rel, e, false);
  }
  if (linkedBudget < 0) problems.push(tooManyLinked());
  files.sort();
  return { files, wanted, ignoredData, assets, problems };
}

/** The blob ids of a plan's pages. */
function pageBlobs(plan: TreePlan): Set<string> {
  return new Set(plan.wanted.filter((w) => isPageFile(w.path)).map((w) => w.sha));
}

/**
 * Blob ids of the pages `head` has at a path where `base` has none, while `base` has the blob elsewhere: pages a
 * change moved (or copied). Both plans list their pages in git's order, by path, so one walk through the two
 * finds the paths only `head` has; a page listed through a symlink may sit out of that order, and then at worst
 * counts as moved or not when it is not — which decides whether a text is kept, never an answer.
 */
function movedPages(base: TreePlan, head: TreePlan, baseBlobs: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  const before = base.wanted;
  let i = 0;
  for (const w of head.wanted) {
    while (i < before.length && before[i]!.path < w.path) i++;
    if (before[i]?.path !== w.path && baseBlobs.has(w.sha) && isPageFile(w.path)) out.add(w.sha);
  }
  return out;
}

/** Blob ids in one set and not in the other. */
function eitherNotBoth(x: ReadonlySet<string>, y: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  for (const sha of x) if (!y.has(sha)) out.add(sha);
  for (const sha of y) if (!x.has(sha)) out.add(sha);
  return out;
}

function missingObject(path: string, sha: string): LoadProblem {
  return {
    path,
    kind: 'missing-object',
    detail: `git has no object ${sha.slice(0, 12)} for this file (a partial or damaged clone), so it was not read and nothing in it was checked`,
  };
}

function sourceFromPlan(
  repo: string,
  commit: string,
  plan: TreePlan,
  prefix: string,
  rootPrefix: string,
  blobs: BlobCache,
): SiteSource {
  const { files, problems } = plan;
  const ids = new Map<string, string>();
  for (const w of plan.wanted) {
    const rel = w.path.slice(prefix.length);
    const blob = blobs.get(w.sha);
    if (!blob) {
      // git has no such object (a partial or damaged clone): said, so that what it holds is not taken as checked.
      problems.push(missingObject(rel, w.sha));
      continue;
    }
    if (blob.size > MAX_FILE_BYTES) {
      problems.push(tooLarge(rel, blob.size));
      continue;
    }
    if (blob.text === undefined && !blob.released) problems.push(notUtf8(rel, blob.utf16));
    ids.set(rel, w.sha);
  }
  // The engine reads most pages once, to scan them (a state whose page has the same id reuses that scan), so
  // on a site too large for the cache's budget of kept texts (keepText) a page's text is let go after its first
  // read and a second read goes back to git: on a 30,000-page site that is ~60 MB that need not stay alive.
  // Texts fetched again in one batch for files about to be read a second time (say, to confirm their links).
  const fetched = new Map<string, string>();
  const prefetch = (paths: readonly string[]): void => {
    const want = [
      ...new Set(paths.map((p) => ids.get(p)).filter((id) => id && blobs.get(id)?.released && !fetched.has(id))),
    ];
    if (want.length < 2) return;
    const again: BlobCache = new Map();
    batchReader(again)(git(repo, ['cat-file', '--batch'], `${want.join('\n')}\n`));
    for (const [id, b] of again) if (b.text !== undefined) fetched.set(id, b.text);
  };
  // Script files are not read with the pages: a docs root in a code repository may hold thousands. The few the
  // engine asks for (a docs folder's custom scripts and script components) are read when asked.
  const scripts = new Map<string, string>();
  const script = (p: string): string | undefined => {
    const data = plan.ignoredData.has(p);
    const sha = SCRIPT_FILE.test(p) || data ? plan.assets.get(p) : undefined;
    if (sha === undefined) return undefined;
    let text = scripts.get(p);
    if (text === undefined) {
      // A bundle of megabytes is no docs script: not read (script-fragments.ts reads 2 MB in all).
      const size = Number(git(repo, ['cat-file', '-s', sha]).toString('utf8'));
      const limit = data ? MAX_FILE_BYTES : SCRIPT_MAX_BYTES;
      text = size > limit ? '' : git(repo, ['cat-file', 'blob', sha]).toString('utf8');
      // A data file is read once for the one who asked, not kept: a folder of them is what made it lazy.
      if (data) return text;
      scripts.set(p, text);
    }
    return text;
  };
  const read = (p: string): string | undefined => {
    const id = ids.get(p);
    const blob = id === undefined ? undefined : blobs.get(id);
    if (!blob) return script(p);
    if (blob.released) {
      const early = fetched.get(id!);
      fetched.delete(id!);
      const text = early ?? git(repo, ['cat-file', 'blob', id!]).toString('utf8');
      // A text read alone is kept until its next read at least: the other revision of a diff often wants it too.
      blob.text = text;
      blob.released = false;
      blob.kept = keepText(blobs, blob, text);
      return text;
    }
    const text = blob.text;
    // Snippets are read again for every page that imports them: kept.
    if (text !== undefined && !blob.kept && isPageFile(p) && !isSnippetPath(p)) {
      if (keepText(blobs, blob, text)) blob.kept = true;
      else {
        blob.text = undefined;
        blob.released = true;
      }
    }
    return text;
  };
  return {
    files,
    problems,
    rootPrefix: rootPrefix.replace(/\/+$/, ''),
    read,
    prefetch,
    contentId: (p) => ids.get(p) ?? plan.assets.get(p),
    knownContentId: (p) => ids.get(p) ?? plan.assets.get(p),
    repoHas: outsideFiles(repo, commit),
  };
}

/** How many files outside the docs root a revision is asked about, each with a git process, at most. */
const OUTSIDE_ASKED = 50;

/** Whether the revision holds a blob at a repository path (asked of a few links that climb out of the docs folder). */
function outsideFiles(repo: string, commit: string): (repoPath: string) => boolean {
  const known = new Map<string, boolean>();
  return (repoPath) => {
    let has = known.get(repoPath);
    if (has === undefined) {
      has =
        known.size < OUTSIDE_ASKED &&
        gitExec(repo, ['cat-file', '-t', `${commit}:${repoPath}`], { allowFailure: true })
          .stdout.toString()
          .trim() === 'blob';
      known.set(repoPath, has);
    }
    return has;
  };
}

/**
 * Revisions' docs folders as SiteSources, in the order of `commits`. Trees are listed and blobs read by
 * git processes running beside each other (and beside whatever the caller does meanwhile); a blob the
 * revisions share is read once. Given `scans`, pages are scanned as they arrive, while git is still
 * reading, and only their scans are kept (by blob id, as the engine's scan cache wants them).
 */
export async function gitSources(
  repo: string,
  commits: string[],
  rootPrefix: string,
  cache: BlobCache = new Map(),
  scans?: ScanCache,
): Promise<SiteSource[]> {
  const prefix = rootPrefix ? `${rootPrefix.replace(/\/+$/, '')}/` : '';
  const trees = await Promise.all(commits.map((c) => lsTree(repo, c, prefix)));
  // Symlinks' targets and each revision's .mintignore first: planning the reads needs both.
  const mintignoreAt = `${prefix}.mintignore`;
  await readBlobs(
    repo,
    trees.flatMap((t) => t.filter((e) => e.link || e.path === mintignoreAt).map((e) => e.sha)),
    cache,
  );
  const plans = trees.map((t) => {
    const entry = t.find((e) => e.path === mintignoreAt && !e.link);
    const text = entry ? cache.get(entry.sha)?.text : undefined;
    const listed = text === undefined ? undefined : ignore().add(text);
    return planTree(t, prefix, cache, listed ? (rel) => listed.ignores(rel) : undefined);
  });
  const pagesPerPlan = plans.map(pageBlobs);
  const pages = new Set(pagesPerPlan.flatMap((p) => [...p]));
  if (pages.size > KEPT_MAX_PAGES && !KEPT.has(cache)) limitKeptTexts(cache, -1);
  // The pages one revision has and the other has not (a change's pages, as both revisions have them), and those
  // it moved, are read again by the rules of a diff (their ids, their links, what links into them): their texts
  // are kept, whatever the budget, unless the change is larger than a site whose texts are all kept.
  const changed = commits.length === 2 ? eitherNotBoth(pagesPerPlan[0]!, pagesPerPlan[1]!) : new Set<string>();
  if (commits.length === 2) for (const sha of movedPages(plans[0]!, plans[1]!, pagesPerPlan[0]!)) changed.add(sha);
  if (changed.size > KEPT_MAX_PAGES) changed.clear();
  // Pages are scanned just after the chunk of git's output that completed them, not inside its handler:
  // a chunk still held while scanning allocates survives into the old generation, and on a large site
  // those chunks pile up to tens of MB until the next full collection.
  const queue: [string, string][] = [];
  const drain = (): void => {
    for (let job = queue.shift(); job; job = queue.shift()) scans!.set(job[0], scanPage(job[1]));
  };
  const snippets = new Set(
    plans.flatMap((p) => p.wanted.filter((w) => isSnippetPath(w.path.slice(prefix.length))).map((w) => w.sha)),
  );
  const scan: TextConsumer | undefined =
    scans &&
    ((sha, text, entry) => {
      if (!pages.has(sha)) return false;
      if (queue.push([sha, text]) === 1) queueMicrotask(drain);
      // Snippets are scanned too, but their texts are kept: each page that imports one reads it again.
      if (snippets.has(sha) || changed.has(sha)) return false;
      entry.kept = keepText(cache, entry, text);
      return !entry.kept;
    });
  // A page scanned before (this run, or a run whose scans were kept: ./scan-index.ts) is not read: only a
  // rule that needs its text reads it, as it reads a page whose text was let go. Snippets are read still.
  if (scans)
    for (const sha of pages)
      if (!snippets.has(sha) && !changed.has(sha) && scans.has(sha) && !cache.has(sha))
        cache.set(sha, { size: 0, text: undefined, released: true });
  await readBlobs(
    repo,
    plans.flatMap((p) => p.wanted.map((w) => w.sha)),
    cache,
    scan,
  );
  for (const sha of changed) {
    const entry = cache.get(sha);
    if (entry?.text !== undefined) entry.kept = true;
  }
  if (scans) drain();
  return plans.map((p, i) => sourceFromPlan(repo, commits[i]!, p, prefix, rootPrefix, cache));
}
