// `navguard history`: replay `navguard diff` over the last commits that touched the docs root, each against
// its first parent (a merged branch's commit as its pull request's check saw it), reading only git objects: what
// navguard would have said on a site's recent history before a team turns the check on; how precision is measured.
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { copyFolders, groupCopies, type CopyFolders } from '../core/compare/copy-groups.js';
import type { NavguardConfig } from '../core/config/config.js';
import { fails, reported } from '../core/render/report.js';
import { publicFinding } from '../core/render/findings.js';
import type { Finding } from '../core/base/types.js';
import type { SiteSource } from '../core/site/source.js';
import type { ScanCache } from '../core/site/pages.js';
import { mintJsonNote } from '../core/site/mint-json.js';
import { Memos } from '../core/site/memos.js';
import { dirname } from '../core/base/paths.js';
import { loadConfigFile } from '../adapters/config-file.js';
import { git, repoTop } from '../adapters/git.js';
import { docsFolders, foldersBelow, siteFiles } from '../adapters/roots.js';
import type { BlobCache } from '../adapters/git-source.js';
import { readRevisionPair } from '../adapters/states.js';
import { compareRevisionPair } from './compare-states.js';
import { NoSiteError, UsageError } from './request.js';

export interface HistoryRequest {
  /** The repository: a work tree or a bare repository. */
  repo: string;
  /** The docs root, repository-relative as given; detected from HEAD when absent. */
  root: string | undefined;
  last: number;
  links: 'changed' | 'all' | 'none';
  /** --config FILE; undefined: looked up in the docs root, then the repository's top. */
  config: string | undefined;
}

/** What each replay compares with, and the run's memos: consecutive commits share most pages. */
interface HistoryOptions {
  links: HistoryRequest['links'];
  config: NavguardConfig;
  memos: Memos;
}

export interface LoggedCommit {
  sha: string;
  parent: string | undefined;
  /** A merge's other parents. */
  merged?: string[];
  /**
   * For a commit of a branch merged into HEAD's first-parent line: where that branch meets the line (what a pull
   * request check on it compared with).
   */
  forkedFrom?: string;
  date: string;
  subject: string;
}

/** A commit replayed: as logged, and what `navguard diff` said of it. */
export interface ReplayedCommit extends LoggedCommit {
  /** What `navguard diff` would exit with: 0 pass, 1 fail, 2 nothing to compare or an error. */
  exitCode: 0 | 1 | 2;
  /** Set when navguard failed on the commit (its note says how); an exit 2 without it had nothing to compare. */
  failed?: true;
  ms: number;
  /** Why a side could not be compared (no docs.json there, an older mint.json site, an error). */
  notes: string[];
  /**
   * Nothing to compare, and nothing odd about it: neither the commit nor its parent has docs.json anywhere in the
   * repository, or mint.json in the docs root (a commit from before the site began). Text folds runs of them.
   */
  noDocsJson?: true;
  newErrors: number;
  newWarnings: number;
  findings: Record<string, unknown>[];
}

export interface HistoryReport {
  root: string;
  commits: ReplayedCommit[];
  summary: {
    commits: number;
    exitCodes: Record<'0' | '1' | '2', number>;
    /** Of the exit 2 commits, those navguard failed on (the others had nothing to compare). */
    failed: number;
    msP50: number;
    msMax: number;
  };
}

const FIELD = '\x1f';
const RECORD = '\x1e';

function isHidden(p: string): boolean {
  return p.split('/').some((s) => s === 'node_modules' || s.startsWith('.'));
}

/**
 * The docs root at HEAD: docs.json at the top, else the one folder (shallowest) that holds it; a site still on
 * mint.json (no docs.json anywhere) is found by its mint.json the same way.
 */
export function detectRoot(repo: string): string {
  const names = git(repo, ['ls-tree', '-r', '--name-only', '-z', 'HEAD'])
    .toString('utf8')
    .split('\0')
    .filter((n) => !isHidden(n));
  const holding = (config: string): string[] =>
    names
      .filter((n) => n === config || n.endsWith(`/${config}`))
      .map((n) => (n === config ? '.' : n.slice(0, -config.length - 1)));
  let config = 'docs.json';
  let roots = holding(config);
  if (!roots.length) roots = holding((config = 'mint.json'));
  if (roots.includes('.')) return '.';
  if (!roots.length) throw new NoSiteError('no docs.json (nor mint.json) at HEAD in this repository; pass --root DIR');
  const depth = (r: string): number => r.split('/').length;
  const shallowest = Math.min(...roots.map(depth));
  const top = roots.filter((r) => depth(r) === shallowest);
  if (top.length === 1) return top[0]!;
  throw new UsageError(`several folders hold a ${config} at HEAD (${top.join(', ')}); pass --root DIR`);
}

/**
 * A --root above the docs root (a monorepo's `apps` for `apps/docs`) would replay every commit as "nothing to
 * compare": refused as check and diff refuse it, naming the folders below that hold the site at HEAD. A root that
 * has nothing at HEAD and nothing below (a site that moved away) is still replayed: its older commits have it.
 */
function refuseRootAbove(repo: string, root: string): void {
  let found: string[];
  try {
    found = docsFolders(repo, ['HEAD']);
  } catch {
    return; // A tree git cannot list (a trimmed clone): each commit's replay says what it could not read.
  }
  if (found.includes(root)) return;
  const below = foldersBelow(found, root);
  if (!below.length) return;
  const where = root === '.' ? 'the repository root' : `${root}/`;
  throw new NoSiteError(
    `no docs.json (nor mint.json) in ${where} at HEAD; below it, ${below.join(', ')} ${below.length === 1 ? 'has one' : 'have one'}: pass --root ${below.length === 1 ? below[0] : 'one of them'}`,
  );
}

/**
 * Marks the commits of branches merged into HEAD's first-parent line with where their branch meets that line. A
 * pull request's check compares each push with that point, not with the commit before: a page the branch adds and
 * removes again, or a folder it moves and moves back, never reaches the line (tkhq/docs 8a535390, helius-labs/docs
 * 379c82dd), and compared with its parent alone such a commit looked like a removal without a redirect.
 */
function markBranchCommits(repo: string, commits: LoggedCommit[]): void {
  const line = new Set(git(repo, ['rev-list', '--first-parent', 'HEAD']).toString('utf8').split('\n').filter(Boolean));
  for (const c of commits) {
    if (line.has(c.sha) || !c.parent) continue;
    // The first commit of the line that holds this one: the merge that brought its branch in.
    const after = git(repo, ['rev-list', '--ancestry-path', `${c.sha}..HEAD`])
      .toString('utf8')
      .split('\n')
      .filter((s) => line.has(s));
    const merge = after.at(-1);
    if (!merge) continue;
    let fork: string;
    try {
      fork = git(repo, ['merge-base', `${merge}^1`, c.sha])
        .toString('utf8')
        .trim();
    } catch {
      continue; // unrelated histories: the branch met the line only at its merge
    }
    if (fork && fork !== c.parent) c.forkedFrom = fork;
  }
}

function docsCommits(repo: string, root: string, last: number): LoggedCommit[] {
  const format = ['%H', '%P', '%cI', '%s'].join('%x1f') + '%x1e';
  const out = git(repo, ['log', `-n${last}`, `--format=${format}`, 'HEAD', '--', root === '.' ? ':/' : root]);
  return out
    .toString('utf8')
    .split(RECORD)
    .map((r) => r.replace(/^\n/, ''))
    .filter((r) => r)
    .map((r) => {
      const [sha, parents, date, subject] = r.split(FIELD);
      const [parent, ...merged] = parents!.split(' ').filter(Boolean);
      return { sha: sha!, parent, ...(merged.length && { merged }), date: date!, subject: subject ?? '' };
    });
}

/**
 * Where a commit keeps a site (for a note when the root holds none there): "docs.json in site", "mint.json in
 * docs/mintlify-migration"; docs.json alone where a folder has both, as the builder reads it.
 */
function sitesElsewhere(repo: string, commit: string): string[] {
  const files = siteFiles(repo, [commit]);
  const folder = (f: string): string => dirname(f) || '.';
  const withDocs = new Set(files.filter((f) => f.endsWith('docs.json')).map(folder));
  const named = (file: string): string[] =>
    files.filter((f) => f.endsWith(file) && (file === 'docs.json' || !withDocs.has(folder(f)))).map(folder);
  return (['docs.json', 'mint.json'] as const).flatMap((file) => {
    const folders = named(file);
    return folders.length ? [`${file} in ${folders.join(', ')}`] : [];
  });
}

/** `known`: the commit's sitesElsewhere, when the caller has them already. */
function missingDocsNote(
  repo: string,
  side: string,
  commit: string,
  root: string,
  src: SiteSource,
  known?: string[],
): string {
  const where = root === '.' ? 'the repository root' : `${root}/`;
  if (src.files.includes('mint.json'))
    return `${side} ${commit.slice(0, 7)} has mint.json but no docs.json in ${where} (the older format): nothing to compare on that side`;
  const elsewhere = known ?? sitesElsewhere(repo, commit);
  const hint = elsewhere.length ? `; it has ${elsewhere.join(' and ')} (the docs root moved?)` : '';
  const what = src.files.length ? 'no docs.json' : 'nothing';
  return `${side} ${commit.slice(0, 7)} has ${what} in ${where}${hint}`;
}

/**
 * Neither side has docs.json under the root (a commit touching a folder the site has left): one note, not the same
 * hint twice, when both keep docs.json in the same other folders.
 */
function missingOnBothSides(
  repo: string,
  parent: string,
  sha: string,
  root: string,
  raw: { base?: SiteSource; head: SiteSource },
): { notes: string[]; noDocs: boolean } {
  const apart = (before?: string[], after?: string[]): string[] => [
    missingDocsNote(repo, 'the parent', parent, root, raw.base!, before),
    missingDocsNote(repo, 'the commit', sha, root, raw.head, after),
  ];
  if ([raw.base!, raw.head].some((src) => src.files.includes('mint.json'))) return { notes: apart(), noDocs: false };
  // Each commit's tree listed once, for the one note or the two.
  const [before, after] = [sitesElsewhere(repo, parent), sitesElsewhere(repo, sha)];
  const noDocs = !before.length && !after.length;
  if (!after.length || before.join('\0') !== after.join('\0')) return { notes: apart(before, after), noDocs };
  const where = root === '.' ? 'the repository root' : `${root}/`;
  return {
    notes: [
      `neither the parent ${parent.slice(0, 7)} nor the commit ${sha.slice(0, 7)} has docs.json in ${where}; they have ${after.join(' and ')} (the docs root moved?)`,
    ],
    noDocs,
  };
}

/**
 * One commit against its first parent, as `navguard diff --base parent --head commit` would judge it. A merge
 * brings in what its other parents hold: merging the default branch into a feature branch, compared with the
 * branch alone, would blame it for every change the default branch made (firecrawl-docs 4b35a383: 16 missing
 * redirects, each already blamed on the commit that removed the page). So a merge's finding is new only when it
 * is new against every parent: what the merge itself wrote (its resolution of conflicts). Likewise a commit of a
 * merged branch is blamed only for what is new against where its branch meets the first-parent line too.
 */
async function replay(repo: string, c: LoggedCommit, root: string, opts: HistoryOptions): Promise<ReplayedCommit> {
  const start = performance.now();
  const done = (
    exitCode: 0 | 1 | 2,
    notes: string[],
    found: Finding[] = [],
    why: { failed?: boolean; noDocs?: boolean } = {},
  ): ReplayedCommit => {
    const fresh = found.filter((f) => f.status === 'new');
    return {
      ...c,
      exitCode,
      ...(why.failed ? { failed: true as const } : {}),
      ...(why.noDocs ? { noDocsJson: true as const } : {}),
      ms: Math.round(performance.now() - start),
      notes,
      newErrors: fresh.filter((f) => f.severity === 'error').length,
      newWarnings: fresh.filter((f) => f.severity === 'warning').length,
      findings: fresh.map(publicFinding),
    };
  };
  if (!c.parent) return done(2, ['the first commit has no parent to compare with']);
  // Fresh caches per commit: each replay costs what one PR check would. A merge's comparisons share them: the
  // commit's own pages are read and scanned once.
  const caches = { scans: new Map() as ScanCache, blobs: new Map() as BlobCache };
  const first =
    (await branchDelta(repo, c, root, opts, caches)) ?? (await against(repo, c.parent, c.sha, root, opts, caches));
  if (!first.shown) return done(2, first.notes, [], { failed: first.failed, noDocs: first.noDocs });
  let shown = first.shown;
  const notes = [...first.notes];
  const others = (c.merged ?? []).map((sha) => ({ sha, which: `its other parent ${sha.slice(0, 7)}` }));
  for (const { sha: other, which } of others) {
    if (!shown.some((f) => f.status === 'new')) break;
    const also = await against(repo, other, c.sha, root, opts, caches);
    // Against a parent it cannot be compared with, nothing is known to be older than the merge: said, not skipped.
    if (!also.shown) {
      const why = also.notes.length ? also.notes.join('; ') : 'nothing to compare there';
      notes.push(`not compared with ${which} (${why}): what is new against the first parent is kept as new`);
      continue;
    }
    for (const n of also.notes) notes.push(`against ${which}: ${n}`);
    const fresh = new Set(also.shown.filter((f) => f.status === 'new').map(place));
    const before = shown.length;
    shown = shown.filter((f) => f.status !== 'new' || fresh.has(place(f)));
    // A pull request's merge passing where its check failed reads as a miss unless it says where the blame went.
    const brought = before - shown.length;
    if (brought)
      notes.push(
        `a merge: ${brought === 1 ? '1 finding' : `${brought} findings`} new against the first parent came with ${which}, so ${brought === 1 ? 'it is' : 'they are'} blamed on the merged branch's commits, not on the merge`,
      );
  }
  // One problem in several versions or languages of a page is one finding, as the pull request's comment counts it,
  // once each place was judged new or not.
  const grouped = first.folders ? groupCopies(shown, first.folders) : shown;
  return done(fails(grouped, 'error') ? 1 : 0, notes, grouped);
}

/**
 * A commit of a merged branch as its pull request's check saw it: new only when new against where the branch meets
 * the first-parent line and against its parent too. Against the meeting point alone, the commit would be blamed for
 * what earlier commits of its branch did (and, where that comparison could not read as far as the parent's, for
 * what the parent already had: ngrok-docs-v2 ccec5d6c, an anchor broken on both sides of a commit that left both
 * pages alone); against its parent alone, for a page its branch added and removed again. Undefined when it is no
 * such commit, or when the branch's start cannot be compared.
 */
async function branchDelta(
  repo: string,
  c: LoggedCommit,
  root: string,
  opts: HistoryOptions,
  caches: { scans: ScanCache; blobs: BlobCache },
): Promise<Compared | undefined> {
  if (!c.forkedFrom || !c.parent) return undefined;
  const now = await against(repo, c.forkedFrom, c.sha, root, opts, caches);
  const parent = now.shown && (await against(repo, c.parent, c.sha, root, opts, caches));
  if (!now.shown || !parent?.shown) return undefined;
  const fresh = new Set(now.shown.filter((f) => f.status === 'new').map(place));
  const note = `on a branch: new only when new against its parent and against where its branch meets the first-parent line (${c.forkedFrom.slice(0, 7)})`;
  // The findings as the commit's own comparison words them: against the meeting point, a page the branch had
  // copied earlier could pass for where this commit's renamed page went (Endgame-Labs 0d01020c).
  return {
    shown: parent.shown.filter((f) => f.status !== 'new' || fresh.has(place(f))),
    notes: [note, ...new Set([...parent.notes, ...now.notes])],
    ...(parent.folders ? { folders: parent.folders } : {}),
  };
}

/** One comparison of the commit: what diff reports new, the notes on it, and the head's copy folders. */
interface Compared {
  shown?: Finding[];
  notes: string[];
  /** Nothing to compare because neither side has a site at all (see ReplayedCommit.noDocsJson). */
  noDocs?: true;
  failed?: boolean;
  folders?: CopyFolders;
}

/** A head finding's identity and place: the head is the same whichever parent it is compared with. */
function place(f: Finding): string {
  return `${f.rule}\0${f.key}\0${f.file}:${f.line}:${f.column}`;
}

/** The findings diff reports of `sha` against `parent` (undefined: nothing to compare), and the notes on it. */
async function against(
  repo: string,
  parent: string,
  sha: string,
  root: string,
  opts: HistoryOptions,
  reading: { scans: ScanCache; blobs: BlobCache },
): Promise<Compared> {
  const notes: string[] = [];
  const prefix = root === '.' ? '' : root;
  let noDocs = false;
  try {
    const pair = await readRevisionPair(repo, prefix, parent, sha, reading);
    // Said where it changes (the commit that moves to docs.json, or back): on a site that stays on mint.json it
    // would repeat under every commit, and its legacy-mint-json notice says it once.
    const parentUpgraded = !pair.moved && !!pair.base?.upgradedFrom;
    const upgraded = !!pair.head?.upgradedFrom;
    const said = parentUpgraded === upgraded ? undefined : mintJsonNote([parentUpgraded ? 'the parent' : 'the commit']);
    if (said) notes.push(said);
    if (pair.moved) notes.push(pair.moved);
    else if (!pair.base && !pair.head) {
      const missing = missingOnBothSides(repo, parent, sha, root, pair.raw);
      noDocs = missing.noDocs && !notes.length;
      notes.push(...missing.notes);
    } else if (!pair.base) notes.push(missingDocsNote(repo, 'the parent', parent, root, pair.raw.base!));
    if (pair.base && !pair.head) notes.push(missingDocsNote(repo, 'the commit', sha, root, pair.raw.head));
    if (pair.changes?.note) notes.push(pair.changes.note);
    if (!pair.base && !pair.head) return { notes, ...(noDocs && !pair.changes?.note && { noDocs: true as const }) };
    const comparison = compareRevisionPair(pair, {
      config: opts.config,
      scans: reading.scans,
      memos: opts.memos,
      links: opts.links,
    });
    return { shown: reported(comparison.findings, 'new'), notes, folders: copyFolders(comparison.head?.site) };
  } catch (e) {
    notes.push(`navguard failed on this commit: ${(e as Error).message}`);
    return { notes, failed: true };
  }
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p + 0.5))]!;
}

/**
 * The repository's top folder and the docs root in it. --repo may name a folder inside a work tree (the current
 * one, by default) and --root is read from that folder, as check and diff read theirs: in a clone's `sub/`,
 * git listed HEAD's files under `sub/` only ("no docs.json at HEAD in this repository") and `--root ..` was handed
 * to git as "../" for every commit (flexprice/flexprice-docs).
 */
function repositoryAndRoot(repo: string, root: string | undefined): { repo: string; root: string | undefined } {
  const top = repoTop(repo);
  const from = top === undefined ? '' : path.relative(fs.realpathSync(top), fs.realpathSync(repo));
  if (top === undefined || from.startsWith('..')) return { repo, root: root?.replace(/^\.\/+|\/+$/g, '') || undefined };
  const inRepo =
    root === undefined ? undefined : path.posix.normalize(path.posix.join(from.split(path.sep).join('/'), root));
  if (inRepo === '..' || inRepo?.startsWith('../'))
    throw new UsageError(`--root ${root} is outside the repository at ${top}`);
  return { repo: top, root: inRepo?.replace(/\/+$/, '') || (root === undefined ? undefined : '.') };
}

export async function history(req: HistoryRequest): Promise<HistoryReport> {
  const { repo, root: given } = repositoryAndRoot(req.repo, req.root);
  const opts: HistoryOptions = {
    links: req.links,
    config: loadConfigFile(req.config, [path.join(repo, given ?? '.'), repo]).config,
    memos: new Memos(),
  };
  const root = given || detectRoot(repo);
  if (given !== undefined) refuseRootAbove(repo, root);
  const commits: ReplayedCommit[] = [];
  const logged = docsCommits(repo, root, req.last);
  markBranchCommits(repo, logged);
  for (const c of logged) commits.push(await replay(repo, c, root, opts));
  const times = commits.map((c) => c.ms).sort((a, b) => a - b);
  const exitCodes = { '0': 0, '1': 0, '2': 0 };
  for (const c of commits) exitCodes[`${c.exitCode}`]++;
  return {
    root,
    commits,
    summary: {
      commits: commits.length,
      exitCodes,
      failed: commits.filter((c) => c.failed).length,
      msP50: percentile(times, 0.5),
      msMax: times.at(-1) ?? 0,
    },
  };
}
