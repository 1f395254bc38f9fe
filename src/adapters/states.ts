// The two states a comparison needs — each a git revision (read without checkout) or a plain folder —
// plus what changed between them. Shared by the CLI and the action.
import fs from 'node:fs';
import path from 'node:path';
import type { FileRename } from '../core/compare/compare.js';
import type { SiteSource } from '../core/site/source.js';
import type { ScanCache } from '../core/site/pages.js';
import { directorySource } from './fs-source.js';
import {
  GitError,
  commonGitDir,
  gitChanges,
  movedDocsRoot,
  mergeBase,
  repoTop,
  resolveCommit,
  topAndCommits,
} from './git.js';
import { RunCache } from './run-cache.js';
import { docsFolders, foldersBelow } from './roots.js';
import { gitSources, type BlobCache } from './git-source.js';
import { mintJsonNote, siteAsBuilt } from '../core/site/mint-json.js';
import { Memos } from '../core/site/memos.js';

export interface State {
  source?: SiteSource;
  label: string;
  commit?: string;
}

export interface States {
  base: State;
  head: State;
  renames: FileRename[];
  changed: Set<string>;
  /** Page scans made while git read the revisions, by blob id: hand them to compareSources. */
  scans: ScanCache;
  /**
   * Where the scans are kept between runs (its `scans` are the ones above), with the run's memos: hand them to
   * compareSources, and save it after the run.
   */
  index: RunCache;
  rootLabel: string;
  notes: string[];
  /** When neither state has a site in the root: the folders below it that hold one in either commit (root-relative). */
  sitesBelow?: string[];
}

const DEFAULT_BASES = ['origin/HEAD', 'origin/main', 'origin/master', 'main', 'master'];

function isDir(p: string | undefined): p is string {
  return !!p && fs.existsSync(p) && fs.statSync(p).isDirectory();
}

function folderState(dir: string): State {
  const abs = path.resolve(dir);
  const source = ['docs.json', 'mint.json'].some((f) => fs.existsSync(path.join(abs, f)))
    ? siteAsBuilt(directorySource(abs, undefined))
    : undefined;
  return { source, label: dir };
}

/**
 * The repository that holds `root`, the docs root's path inside it, and the `named` revisions resolved. Both sides
 * may come from git, so the root need not exist on disk: its nearest existing folder finds the repository, and the
 * rest of the path is the docs folder inside it.
 */
function repositoryOf(
  root: string,
  named: readonly string[],
): { repo: string; prefix: string; resolved: Map<string, string> } {
  const resolved = new Map<string, string>();
  let onDisk = root;
  while (!isDir(onDisk) && path.dirname(onDisk) !== onDisk) onDisk = path.dirname(onDisk);
  const early = topAndCommits(onDisk, named);
  if (early) named.forEach((rev, i) => resolved.set(rev, early.commits[i]!));
  const repo = early?.top ?? repoTop(onDisk);
  if (!repo)
    throw new GitError(
      `${root} is not inside a git repository; pass folders with --base DIR --head DIR to compare without git`,
    );
  const real = path.join(fs.realpathSync(onDisk), path.relative(onDisk, root));
  const prefix = path.relative(fs.realpathSync(repo), real).split(path.sep).join('/');
  if (prefix.startsWith('..')) throw new GitError(`${root} is outside the git repository ${repo}`);
  return { repo, prefix, resolved };
}

/** The base when none is given: the merge base with the first of DEFAULT_BASES that exists (said in `notes`). */
function defaultBase(repo: string, head: State, notes: string[], headRev?: string): string {
  const found = DEFAULT_BASES.find((b) => {
    try {
      resolveCommit(repo, b, false);
      return true;
    } catch {
      return false;
    }
  });
  if (!found)
    throw new GitError(
      'no base revision given and none of origin/HEAD, origin/main, origin/master, main, master exists; pass --base REV',
    );
  const mb = mergeBase(repo, found, head.commit ?? 'HEAD');
  // A commit the default branch already holds is its own merge base: comparing it with itself would pass, silently.
  if (head.commit !== undefined && mb === head.commit) {
    const named = headRev ?? head.commit.slice(0, 12);
    throw new GitError(
      `--head ${named} is already on ${found} (their merge base is that commit), so there is nothing to compare it with: pass --base REV, e.g. --base ${named}^ for the change it made`,
    );
  }
  notes.push(`comparing against ${found}${mb ? ` (merge base ${mb.slice(0, 12)})` : ''}`);
  return mb ?? found;
}

/**
 * Resolve the two states and start reading them. Revisions are resolved before this returns a promise;
 * git then lists and reads them in the background while the caller loads the engine.
 */
export async function loadStates(opts: {
  root: string;
  base?: string;
  head?: string;
  fetch?: boolean;
  /**
   * Opens the run cache, with the run's memos, for the repository the states are read from (undefined: folders
   * only); by default the repository's own (cacheDirFor) with new memos.
   */
  openCache?: (repo: string | undefined) => RunCache;
}): Promise<States> {
  const notes: string[] = [];
  const root = path.resolve(opts.root);
  const baseIsDir = isDir(opts.base);
  const headIsDir = isDir(opts.head);
  const needsGit = !baseIsDir || (opts.head !== undefined && !headIsDir);
  // The revisions named on the command line, resolved with the repository's top in one git process when they can be.
  const named = [headIsDir ? undefined : opts.head, baseIsDir ? undefined : opts.base].filter(
    (r): r is string => r !== undefined,
  );
  const { repo, prefix, resolved } = needsGit
    ? repositoryOf(root, named)
    : { repo: undefined, prefix: '', resolved: new Map<string, string>() };
  const revision = (rev: string): State => {
    const commit = resolved.get(rev) ?? resolveCommit(repo!, rev, opts.fetch ?? true);
    return { label: rev === commit ? commit.slice(0, 12) : `${rev} (${commit.slice(0, 12)})`, commit };
  };

  let head: State;
  if (headIsDir) head = folderState(opts.head!);
  else if (opts.head !== undefined) head = revision(opts.head);
  else head = { ...folderState(root), label: 'working tree' };

  let base: State;
  if (baseIsDir) base = folderState(opts.base!);
  else {
    let rev = opts.base;
    if (rev === undefined) rev = defaultBase(repo!, head, notes, opts.head);
    base = revision(rev);
  }

  const atCommit = [base, head].filter((s) => s.commit !== undefined);
  const changes =
    repo && base.commit && (head.commit || !headIsDir) ? gitChanges(repo, base.commit, head.commit, prefix) : undefined;
  const index = opts.openCache?.(repo) ?? new RunCache(cacheDirFor(undefined, repo), new Memos());
  const scans = index.scans;
  // Shared with a second look at the base (a moved root, mint.json): what was read is not read again.
  const blobs: BlobCache = new Map();
  const reading = Promise.all([
    atCommit.length
      ? docsAt(
          repo!,
          atCommit.map((s) => s.commit!),
          prefix,
          blobs,
          scans,
        )
      : [],
    changes,
  ]);
  // While git lists the trees: the scans kept are looked up only once their blob ids are known.
  index.load();
  const [sources, changed] = await reading;
  atCommit.forEach((s, i) => (s.source = sources[i]));

  if (!base.source && head.source && repo && base.commit) {
    const moved = await missingBase(repo, base.commit, head.commit, prefix, blobs, scans);
    if (moved) {
      base.source = moved.source;
      notes.push(moved.note);
    }
  }
  const upgraded = mintJsonNote([
    ...(base.source?.upgradedFrom ? ['the base'] : []),
    ...(head.source?.upgradedFrom ? ['the head'] : []),
  ]);
  if (upgraded) notes.push(upgraded);
  const renames: FileRename[] = changed?.renames ?? [];
  if (changed?.note) notes.push(changed.note);
  const changedFiles = changed
    ? new Set(changed.changed)
    : base.source && head.source
      ? changedBetween(base.source, head.source)
      : new Set<string>();
  if (!base.source && head.source)
    notes.push(`the base (${base.label}) has no docs.json: the change adds it, so every finding counts as new`);
  const below =
    !base.source && !head.source && repo && atCommit.length
      ? foldersBelow(
          docsFolders(
            repo,
            atCommit.map((s) => s.commit!),
          ),
          prefix || '.',
        ).map((f) => (prefix ? f.slice(prefix.length + 1) : f))
      : undefined;
  return {
    ...(below?.length && { sitesBelow: below }),
    base,
    head,
    renames,
    changed: changedFiles,
    scans,
    index,
    rootLabel: repo ? prefix || '.' : '.',
    notes: [...index.notes, ...notes],
  };
}

/** Where a repository keeps page scans between runs unless told otherwise: inside its git folder, out of sight. */
export function defaultCacheDir(repo: string): string | undefined {
  const dir = commonGitDir(repo);
  return dir && path.join(dir, 'navguard');
}

/**
 * The run cache's folder as asked: a folder (absolute), false for none, undefined for the repository's own (none
 * outside a repository).
 */
export function cacheDirFor(asked: string | false | undefined, repo: string | undefined): string | undefined {
  return asked === false ? undefined : (asked ?? (repo && defaultCacheDir(repo)));
}

/** Revisions' docs folders, each undefined when it has no docs.json there (a PR that adds or deletes it). */
export async function docsAt(
  repo: string,
  commits: string[],
  prefix: string,
  blobs?: BlobCache,
  scans?: ScanCache,
): Promise<(SiteSource | undefined)[]> {
  const sources = await gitSources(repo, commits, prefix, blobs, scans);
  return sources.map(siteAsBuilt);
}

/**
 * Files whose text differs between two folder states (added ones included): by content id where both have one
 * (the scans use those ids too, so no page is read just for this), else by text.
 */
export function changedBetween(a: SiteSource, b: SiteSource): Set<string> {
  const out = new Set<string>();
  const before = new Set(a.files);
  const same = (f: string): boolean => {
    const [x, y] = [a.contentId?.(f), b.contentId?.(f)];
    return x !== undefined && y !== undefined ? x === y : a.read(f) === b.read(f);
  };
  for (const f of b.files) if (!before.has(f) || !same(f)) out.add(f);
  return out;
}

/**
 * What to compare with when the base has no site in the docs root (neither docs.json nor mint.json, which
 * `docsAt` already reads as upgraded) but the head has: the folder the change moved or copied the docs root from
 * (docs.json renamed or copied into it). The old site is then compared with the new one, not with nothing, so what it
 * already had is not called new.
 */
export async function missingBase(
  repo: string,
  base: string,
  head: string | undefined,
  prefix: string,
  blobs?: BlobCache,
  scans?: ScanCache,
): Promise<{ source: SiteSource; note: string } | undefined> {
  const name = (p: string): string => (p ? `${p}/` : 'the repository root');
  const moved = await movedDocsRoot(repo, base, head, prefix);
  if (moved !== undefined) {
    const [source] = await docsAt(repo, [base], moved.from, blobs, scans);
    if (source)
      return {
        source,
        note: `the docs root ${moved.copied ? 'was copied' : 'moved'} from ${name(moved.from)} to ${name(prefix)}: the base is read from ${name(moved.from)}`,
      };
  }
  return undefined;
}

/** Two revisions of a docs root, read from the repository's objects (what the action and `history` compare). */
export interface RevisionPair {
  /** The sides as git holds them, a site still on mint.json not upgraded (absent: no base revision asked). */
  raw: { base?: SiteSource; head: SiteSource };
  /** The sides as the builder reads them; undefined where that revision has no site in the docs root. */
  base?: SiteSource;
  head?: SiteSource;
  /** Said when the base was read from the folder the change moved or copied the docs root from (missingBase). */
  moved?: string;
  /** What git says the change did (undefined without a base revision). */
  changes?: { renames: FileRename[]; changed: string[]; note?: string };
}

/** `head`, and `base` if given, of the docs root at `prefix`: read from git, with the base's site found if it moved. */
export async function readRevisionPair(
  repo: string,
  prefix: string,
  base: string | undefined,
  head: string,
  reading: { blobs: BlobCache; scans: ScanCache },
): Promise<RevisionPair> {
  const { blobs, scans } = reading;
  const [sources, changes] = await Promise.all([
    gitSources(repo, base ? [base, head] : [head], prefix, blobs, scans),
    base ? gitChanges(repo, base, head, prefix) : undefined,
  ]);
  const raw = { ...(base ? { base: sources[0]! } : {}), head: sources.at(-1)! };
  const headSource = siteAsBuilt(raw.head);
  let baseSource = raw.base && siteAsBuilt(raw.base);
  let moved: string | undefined;
  if (base && !baseSource && headSource) {
    const found = await missingBase(repo, base, head, prefix, blobs, scans);
    if (found) {
      baseSource = found.source;
      moved = found.note;
    }
  }
  return {
    raw,
    ...(baseSource ? { base: baseSource } : {}),
    ...(headSource ? { head: headSource } : {}),
    ...(moved ? { moved } : {}),
    ...(changes ? { changes } : {}),
  };
}
