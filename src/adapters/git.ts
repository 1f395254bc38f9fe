// A thin adapter over the git CLI: run git (blocking or not), resolve revisions (fetching a missing one in
// shallow clones), and ask git what changed. Reading a revision's files is in ./git-source.ts.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { suggest } from '../core/base/suggest.js';
import { dirname } from '../core/base/paths.js';

export class GitError extends Error {}

/** The files that make a folder a docs root: docs.json, or mint.json on a site still on the older format (read as upgraded). */
export const SITE_FILES: readonly string[] = ['docs.json', 'mint.json'];

// Every git call runs with this environment and these options: never prompt for credentials (a CI job
// would hang), and print paths as they are (not octal-quoted).
const GIT_ENV = { ...process.env, GIT_TERMINAL_PROMPT: '0' };
const GIT_ARGS = ['-c', 'core.quotepath=off'];
const MAX_OUTPUT = 4 * 1024 * 1024 * 1024;

function gitFailed(args: string[], stderr: string): GitError {
  return new GitError(`git ${args.join(' ')} failed: ${stderr.trim()}`);
}

export interface GitResult {
  /** git's exit code; -1 when git could not be started (not installed, or the folder is missing). */
  exitCode: number;
  stdout: Buffer;
  stderr: string;
}

/**
 * The one place git runs blocking. A non-zero exit throws a GitError unless `allowFailure` is set; then
 * the caller reads `exitCode` and `stderr` (for questions whose "no" is an answer, e.g. "is this a repository?").
 */
export function gitExec(
  repo: string,
  args: string[],
  opts: { input?: string | Buffer; allowFailure?: boolean } = {},
): GitResult {
  const r = spawnSync('git', [...GIT_ARGS, ...args], {
    cwd: repo,
    input: opts.input,
    maxBuffer: MAX_OUTPUT,
    env: GIT_ENV,
  });
  if (r.error) {
    if (opts.allowFailure) return { exitCode: -1, stdout: Buffer.alloc(0), stderr: r.error.message };
    throw new GitError(`git could not be run: ${r.error.message}`);
  }
  const result = { exitCode: r.status ?? -1, stdout: r.stdout, stderr: r.stderr.toString() };
  if (result.exitCode !== 0 && !opts.allowFailure) throw gitFailed(args, result.stderr);
  return result;
}

export function git(repo: string, args: string[], input?: string | Buffer): Buffer {
  return gitExec(repo, args, { input }).stdout;
}

/** git's trimmed output, or undefined when it fails. */
function gitAnswer(repo: string, args: string[]): string | undefined {
  const r = gitExec(repo, args, { allowFailure: true });
  return r.exitCode === 0 ? r.stdout.toString().trim() : undefined;
}

/**
 * Run git without blocking, so that several git processes and the caller's own work overlap. Output goes
 * to `consume` as it arrives when given (the result is then empty), else is returned whole.
 */
export function gitAsync(repo: string, args: string[], input = '', consume?: (chunk: Buffer) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', [...GIT_ARGS, ...args], { cwd: repo, env: GIT_ENV });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (d: Buffer) => (consume ? consume(d) : out.push(d)));
    child.stderr.on('data', (d: Buffer) => err.push(d));
    child.on('error', (e) => reject(new GitError(`git could not be run: ${e.message}`)));
    child.on('close', (code) =>
      code === 0 ? resolve(Buffer.concat(out)) : reject(gitFailed(args, Buffer.concat(err).toString())),
    );
    // git may exit before reading all its input (a bad revision); 'close' then says why.
    child.stdin.on('error', () => undefined);
    child.stdin.end(input);
  });
}

/** The top folder of the git work tree holding `dir`; undefined outside one. */
export function repoTop(dir: string): string | undefined {
  return gitAnswer(dir, ['rev-parse', '--show-toplevel']) || undefined;
}

/**
 * The blob ids git's index gives the regular files under `dir` whose working copy it holds to be unchanged
 * (paths relative to `dir`): what a folder's files hash to, without reading them. Files git lists as modified,
 * marked assume-unchanged or skip-worktree, in a conflict, or symlinks are left out; undefined when git cannot
 * tell (no repository, no git).
 */
export function worktreeBlobIds(dir: string): Map<string, string> | undefined {
  const listed = gitExec(dir, ['ls-files', '--stage', '-v', '-z', '--', '.'], { allowFailure: true });
  const modified = gitExec(dir, ['diff-files', '--name-only', '--relative', '-z'], { allowFailure: true });
  if (listed.exitCode !== 0 || modified.exitCode !== 0) return undefined;
  const changed = new Set(modified.stdout.toString('utf8').split('\0'));
  const ids = new Map<string, string>();
  // "H <mode> <id> <stage>\t<path>": H is a tracked file with no assume-unchanged or skip-worktree mark.
  for (const rec of listed.stdout.toString('utf8').split('\0')) {
    const tab = rec.indexOf('\t');
    if (tab < 0 || !rec.startsWith('H 100') || !rec.endsWith(' 0', tab)) continue;
    const [, mode, id] = rec.slice(0, tab).split(' ');
    const file = rec.slice(tab + 1);
    if ((mode === '100644' || mode === '100755') && id && !changed.has(file)) ids.set(file, id);
  }
  return ids;
}

/** The repository's own folder (`.git`, shared by its worktrees). */
export function commonGitDir(repo: string): string | undefined {
  const dir = gitAnswer(repo, ['rev-parse', '--git-common-dir']);
  return dir ? path.resolve(repo, dir) : undefined;
}

/**
 * The commit a revision names. In a shallow clone (as actions/checkout makes) the base commit is often
 * absent: fetch just that commit from origin, then try again.
 */
export function resolveCommit(repo: string, rev: string, fetch = true): string {
  const tryResolve = (): string | undefined => gitAnswer(repo, ['rev-parse', '--verify', '--quiet', `${rev}^{commit}`]);
  let sha = tryResolve();
  if (!sha && fetch) {
    const r = gitExec(repo, ['fetch', '--no-tags', '--quiet', '--depth=1', 'origin', rev], { allowFailure: true });
    if (r.exitCode === 0)
      sha =
        tryResolve() ??
        (/^[0-9a-f]{7,40}$/i.test(rev) ? undefined : gitAnswer(repo, ['rev-parse', 'FETCH_HEAD']) || undefined);
    if (!sha) {
      // git's own first line ("fatal: couldn't find remote ref …"), not its last, which is half a sentence.
      const lines = r.stderr.trim().split('\n');
      const said = lines.find((l) => /^fatal:/.test(l)) ?? lines[0];
      const why = r.exitCode === 0 ? '' : ` (fetching it from origin failed: ${said?.replace(/^fatal:\s*/, '')})`;
      throw new GitError(`the revision "${rev}" is not in this clone${why}.${missingRevisionAdvice(repo, rev)}`);
    }
  }
  if (!sha) throw new GitError(`the revision "${rev}" is not in this clone.${missingRevisionAdvice(repo, rev)}`);
  return sha;
}

/**
 * What to do about a revision git lacks: in a workflow, fetch more history (a shallow clone lacks the base);
 * elsewhere it is most likely mistyped: the nearest branch or tag.
 */
function missingRevisionAdvice(repo: string, rev: string): string {
  if (process.env.GITHUB_ACTIONS === 'true')
    return ' With actions/checkout, set fetch-depth: 0 or let navguard fetch the base commit.';
  const refs = (
    gitAnswer(repo, ['for-each-ref', '--format=%(refname:short)', 'refs/heads', 'refs/remotes', 'refs/tags']) ?? ''
  )
    .split('\n')
    .filter(Boolean);
  const near = suggest(rev, refs);
  return near ? ` Did you mean "${near}"?` : ' `git branch -a` lists the branches it has.';
}

/** A full object id, SHA-1 or SHA-256. */
const OBJECT_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;

/**
 * The repository's top folder (repoTop) and the commits `revs` name (resolveCommit), asked of one git process
 * rather than one each (a process costs ~20 ms where memory is slow). Undefined unless git answers each plainly —
 * not a repository, a revision it lacks (which resolveCommit may fetch), one that names a range or could read as
 * an option or a path —: the callers then ask one at a time, as before, and say why.
 */
export function topAndCommits(dir: string, revs: readonly string[]): { top: string; commits: string[] } | undefined {
  if (revs.some((r) => !r || r.startsWith('-') || /\s/.test(r))) return undefined;
  const r = gitExec(dir, ['rev-parse', '--show-toplevel', ...revs.map((rev) => `${rev}^{commit}`)], {
    allowFailure: true,
  });
  if (r.exitCode !== 0) return undefined;
  const lines = r.stdout.toString().split('\n');
  // The top folder, a line per revision, and the newline that ends the last.
  if (lines.length !== revs.length + 2 || lines.pop() !== '') return undefined;
  const top = lines[0]!.trim();
  const commits = lines.slice(1);
  return top && commits.every((c) => OBJECT_ID.test(c)) ? { top, commits } : undefined;
}

export interface Rename {
  from: string;
  to: string;
  similarity: number;
}

/** Files git sees as renamed between two commits (or a commit and the working tree), docs-root-relative. */
export async function gitChanges(
  repo: string,
  base: string,
  head: string | undefined,
  rootPrefix: string,
): Promise<{ renames: Rename[]; changed: string[]; note?: string }> {
  const prefix = rootPrefix ? `${rootPrefix}/` : '';
  const args = (renames: boolean): string[] => [
    'diff',
    renames ? '--find-renames' : '--no-renames',
    '-z',
    '--name-status',
    base,
    ...(head ? [head] : []),
    '--',
    ...(rootPrefix ? [rootPrefix] : ['.']),
  ];
  let output: Buffer;
  let note: string | undefined;
  try {
    output = await gitAsync(repo, args(true));
  } catch (e) {
    // Finding renames reads the contents of files that differ, and a repository may lack some (a partial or
    // trimmed clone: mcp-use's mirror lacks a 4 MB image). Without renames the change is still known; pages
    // renamed as they were are still paired by their content.
    try {
      output = await gitAsync(repo, args(false));
    } catch {
      throw e;
    }
    const why = (e as Error).message.replace(/^git .*? failed: /s, '').split('\n')[0];
    note = `git could not read every file it needed to find renames (${why}): a file it would have found moved is compared as removed and added`;
  }
  const renames: Rename[] = [];
  const changed: string[] = [];
  const strip = (p: string): string => (p.startsWith(prefix) ? p.slice(prefix.length) : p);
  for (const { status, file, to } of nameStatus(output)) {
    if (to === undefined) {
      changed.push(strip(file));
      continue;
    }
    if (status.startsWith('R'))
      renames.push({ from: strip(file), to: strip(to), similarity: Number(status.slice(1)) || 0 });
    changed.push(strip(to));
  }
  return { renames, changed, ...(note && { note }) };
}

/** `git diff -z --name-status` output, entry by entry: the status, the file, and where a rename or copy went. */
function* nameStatus(output: Buffer): Generator<{ status: string; file: string; to?: string }> {
  const parts = output.toString('utf8').split('\0');
  for (let i = 0; i < parts.length;) {
    const status = parts[i++];
    if (!status) continue;
    const file = parts[i++]!;
    yield status.startsWith('R') || status.startsWith('C') ? { status, file, to: parts[i++]! } : { status, file };
  }
}

/**
 * The last commit that deleted a docs.json or mint.json at or below `dir` (a git working folder), when the folder
 * holds none now: the site was there and is gone (rivet-dev/rivetkit 4dcfb98, fresh set 122), which a run without
 * one should say rather than only ask for --root. The file's path is from `dir`, as a --root would name its folder.
 * Undefined outside git or when none was ever deleted.
 */
export function removedSite(dir: string): { file: string; commit: string; date: string } | undefined {
  const specs = SITE_FILES.map((f) => `:(glob)**/${f}`);
  const log = ['log', '-1', '--diff-filter=D', '--format=%h %cs', '--name-only', '--relative', 'HEAD'];
  const out = gitAnswer(dir, [...log, '--', ...specs]);
  const [head, ...files] = (out ?? '').split('\n').filter(Boolean);
  const [commit, date] = (head ?? '').split(' ');
  const file = files.find((f) => SITE_FILES.some((s) => f === s || f.endsWith(`/${s}`)));
  return commit && date && file ? { file, commit, date } : undefined;
}

/** The commit where two histories meet: what a PR's "before" really is. */
export function mergeBase(repo: string, a: string, b: string): string | undefined {
  return gitAnswer(repo, ['merge-base', a, b]);
}

/**
 * Where the head's docs root came from when the base has no site there: the folder whose docs.json (or mint.json)
 * the change renamed or copied into it. A copy counts too: a workflow that copies `docs/` into `mintlify/` leaves
 * the old folder in place (OpenMind/OM1 0b0f82ff), and the site it copied is what the new root's pages were. Else
 * the folder whose site file the change deleted while it moved that folder's pages into the root as they were.
 */
export async function movedDocsRoot(
  repo: string,
  base: string,
  head: string | undefined,
  rootPrefix: string,
): Promise<{ from: string; copied: boolean } | undefined> {
  const targets = SITE_FILES.map((n) => (rootPrefix ? `${rootPrefix}/${n}` : n));
  // Copies are looked for among the unchanged site files too; the pathspec keeps that to a handful of files.
  const args = [
    'diff',
    '--find-renames',
    '--find-copies-harder',
    '-z',
    '--name-status',
    base,
    ...(head ? [head] : []),
    '--',
  ];
  const globs = SITE_FILES.map((n) => `:(glob)**/${n}`);
  const isSiteFile = (file: string): boolean => SITE_FILES.some((n) => file === n || file.endsWith(`/${n}`));
  let copy: { from: string; copied: boolean } | undefined;
  const deleted: string[] = [];
  for (const { status, file: from, to } of nameStatus(await gitAsync(repo, [...args, ...globs]))) {
    if (to === undefined) {
      if (status === 'D' && isSiteFile(from)) deleted.push(dirname(from));
      continue;
    }
    if (!targets.includes(to) || !isSiteFile(from)) continue;
    // A rename says more than a copy: it is taken first.
    if (status.startsWith('R')) return { from: dirname(from), copied: false };
    copy ??= { from: dirname(from), copied: true };
  }
  if (copy) return copy;
  // mint.json upgraded to docs.json as the folder moved: the two files differ too much for git to pair them
  // (expectedparrot/edsl 4781baf578, fresh set 107: 305 old problems called new). The pages tell the move.
  for (const from of new Set(deleted))
    if (from !== rootPrefix && (await pagesMovedWhole(repo, base, head, from, rootPrefix)))
      return { from, copied: false };
  return undefined;
}

/**
 * Whether the change moved the pages of folder `from` into `to` as they were: at least half of the pages it took
 * out of `from` went to the same place under `to`, renamed by git.
 */
async function pagesMovedWhole(
  repo: string,
  base: string,
  head: string | undefined,
  from: string,
  to: string,
): Promise<boolean> {
  const args = ['diff', '--find-renames', '-z', '--name-status', base, ...(head ? [head] : []), '--'];
  const [fromPrefix, toPrefix] = [from ? `${from}/` : '', to ? `${to}/` : ''];
  let gone = 0;
  let moved = 0;
  for (const { status, file: source, to: target } of nameStatus(
    await gitAsync(repo, [...args, from || '.', to || '.']),
  )) {
    if (!source.startsWith(fromPrefix) || !/\.mdx?$/i.test(source) || !(status === 'D' || status.startsWith('R')))
      continue;
    gone++;
    if (target === toPrefix + source.slice(fromPrefix.length)) moved++;
  }
  return moved > 0 && moved * 2 >= gone;
}
