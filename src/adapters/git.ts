// A thin adapter over the git CLI: resolve revisions (fetching a missing one in shallow clones), list
// trees, read blobs in batches, and ask git for renames. Nothing is checked out.
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import type { LoadProblem, SiteSource } from '../core/types.js';
import { MAX_FILE_BYTES, decodeUtf8 } from './fs-source.js';
import { dirname, isPageFile, joinPath, normalizePath } from '../core/paths.js';
import { scanPage } from '../core/mdx/scan.js';
import type { ScanCache } from '../core/site/pages.js';

export class GitError extends Error {}

const TEXT_FILE = /\.(mdx?|json|ya?ml)$|(^|\/)\.mintignore$/i;

const GIT_ENV = { ...process.env, GIT_TERMINAL_PROMPT: '0' };

function gitFailed(args: string[], stderr: string): GitError {
  return new GitError(`git ${args.join(' ')} failed: ${stderr.trim()}`);
}

export function git(repo: string, args: string[], input?: string | Buffer): Buffer {
  const r = spawnSync('git', ['-c', 'core.quotepath=off', ...args], { cwd: repo, input, maxBuffer: 4 * 1024 * 1024 * 1024, env: GIT_ENV });
  if (r.error) throw new GitError(`git could not be run: ${r.error.message}`);
  if (r.status !== 0) throw gitFailed(args, r.stderr.toString());
  return r.stdout;
}

/**
 * Run git without blocking, so that several git processes and the caller's own work overlap. Output goes
 * to `consume` as it arrives when given (the result is then empty), else is returned whole.
 */
export function gitAsync(repo: string, args: string[], input = '', consume?: (chunk: Buffer) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', ['-c', 'core.quotepath=off', ...args], { cwd: repo, env: GIT_ENV });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (d: Buffer) => (consume ? consume(d) : out.push(d)));
    child.stderr.on('data', (d: Buffer) => err.push(d));
    child.on('error', (e) => reject(new GitError(`git could not be run: ${e.message}`)));
    child.on('close', (code) => (code === 0 ? resolve(Buffer.concat(out)) : reject(gitFailed(args, Buffer.concat(err).toString()))));
    // git may exit before reading all its input (a bad revision); 'close' then says why.
    child.stdin.on('error', () => undefined);
    child.stdin.end(input);
  });
}

/** The top folder of the git work tree holding `dir`; undefined outside one. */
export function repoTop(dir: string): string | undefined {
  const r = spawnSync('git', ['rev-parse', '--show-toplevel'], { cwd: dir });
  return r.status === 0 ? r.stdout.toString().trim() || undefined : undefined;
}

/**
 * The commit a revision names. In a shallow clone (as actions/checkout makes) the base commit is often
 * absent: fetch just that commit from origin, then try again.
 */
export function resolveCommit(repo: string, rev: string, fetch = true): string {
  const tryResolve = (): string | undefined => {
    const r = spawnSync('git', ['rev-parse', '--verify', '--quiet', `${rev}^{commit}`], { cwd: repo });
    return r.status === 0 ? r.stdout.toString().trim() : undefined;
  };
  let sha = tryResolve();
  if (!sha && fetch) {
    const r = spawnSync('git', ['fetch', '--no-tags', '--quiet', '--depth=1', 'origin', rev], { cwd: repo, env: { ...process.env, GIT_TERMINAL_PROMPT: '0' } });
    if (r.status === 0) sha = tryResolve() ?? (/^[0-9a-f]{7,40}$/i.test(rev) ? undefined : spawnSync('git', ['rev-parse', 'FETCH_HEAD'], { cwd: repo }).stdout.toString().trim() || undefined);
    if (!sha) {
      const why = r.status === 0 ? '' : ` (fetching it from origin failed: ${r.stderr.toString().trim().split('\n').pop()})`;
      throw new GitError(`the revision "${rev}" is not in this clone${why}. With actions/checkout, set fetch-depth: 0 or let navguard fetch the base commit.`);
    }
  }
  if (!sha) throw new GitError(`the revision "${rev}" is not in this clone`);
  return sha;
}

interface TreeEntry {
  mode: string;
  type: string;
  sha: string;
  path: string;
}

async function lsTree(repo: string, commit: string, prefix: string): Promise<TreeEntry[]> {
  const out = (await gitAsync(repo, ['ls-tree', '-r', '-z', '--full-tree', commit, ...(prefix ? ['--', prefix] : [])])).toString('utf8');
  const entries: TreeEntry[] = [];
  for (const rec of out.split('\0')) {
    if (!rec) continue;
    const tab = rec.indexOf('\t');
    const [mode, type, sha] = rec.slice(0, tab).split(' ');
    entries.push({ mode: mode!, type: type!, sha: sha!, path: rec.slice(tab + 1) });
  }
  return entries;
}

/**
 * A blob read ahead, by object id in a BlobCache: the two states of a PR share almost all of them.
 * `released`: its text was let go (scanned as it arrived, or read once) and a second read goes back to git.
 */
export interface BlobEntry {
  size: number;
  text: string | undefined;
  released?: boolean;
}
export type BlobCache = Map<string, BlobEntry>;

/** Takes a blob's text as it arrives; true when it took it for good (the cache then keeps no copy). */
type TextConsumer = (sha: string, text: string) => boolean;

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
  await Promise.all(batches.map((batch) => gitAsync(repo, ['cat-file', '--batch', '--buffer'], batch.join('\n') + '\n', batchReader(cache, consume))));
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
        cache.set(sha, text !== undefined && consume?.(sha, text) ? { size, text: undefined, released: true } : { size, text });
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
  problems: LoadProblem[];
}

function planTree(entries: TreeEntry[], prefix: string, linkTargets: BlobCache): TreePlan {
  const problems: LoadProblem[] = [];
  const byPath = new Map(entries.map((e) => [e.path.slice(prefix.length), e]));
  const files: string[] = [];
  const wanted: TreeEntry[] = [];
  for (const e of entries) {
    const rel = e.path.slice(prefix.length);
    if (rel.split('/').some((s) => s === '.git' || s === 'node_modules')) continue;
    if (e.mode === '120000') {
      // A symlink in git is a blob holding its target: follow it only when it stays inside the docs folder.
      const target = linkTargets.get(e.sha)?.text ?? '';
      const resolved = target.startsWith('/') ? undefined : normalizePath(joinPath(dirname(rel), target));
      const dest = resolved !== undefined ? byPath.get(resolved) : undefined;
      if (!dest || dest.mode === '120000') {
        problems.push({ path: rel, kind: 'symlink-outside-root', detail: `this symlink points to "${target}", outside the docs folder (or at nothing); navguard did not follow it` });
        continue;
      }
      files.push(rel);
      if (TEXT_FILE.test(rel)) wanted.push({ ...dest, path: e.path });
      continue;
    }
    files.push(rel);
    if (TEXT_FILE.test(rel)) wanted.push(e);
  }
  files.sort();
  return { files, wanted, problems };
}

function sourceFromPlan(repo: string, plan: TreePlan, prefix: string, rootPrefix: string, blobs: BlobCache): SiteSource {
  const { files, problems } = plan;
  const ids = new Map<string, string>();
  for (const w of plan.wanted) {
    const rel = w.path.slice(prefix.length);
    const blob = blobs.get(w.sha);
    if (!blob) continue;
    if (blob.size > MAX_FILE_BYTES) {
      problems.push({ path: rel, kind: 'too-large', detail: `the file is ${(blob.size / 1048576).toFixed(0)} MB; navguard reads files up to ${MAX_FILE_BYTES / 1048576} MB` });
      continue;
    }
    if (blob.text === undefined && !blob.released) problems.push({ path: rel, kind: 'not-utf8', detail: 'the file is not valid UTF-8 text, so it was not read' });
    ids.set(rel, w.sha);
  }
  // The engine reads a page once, to scan it (a state whose page has the same id reuses that scan), so a
  // page's text is let go after its first read and the rare second read goes back to git: on a
  // 30,000-page site that is ~60 MB that need not stay alive to the end.
  const read = (p: string): string | undefined => {
    const id = ids.get(p);
    const blob = id === undefined ? undefined : blobs.get(id);
    if (!blob) return undefined;
    if (blob.released) return git(repo, ['cat-file', 'blob', id!]).toString('utf8');
    const text = blob.text;
    if (text !== undefined && isPageFile(p)) {
      blob.text = undefined;
      blob.released = true;
    }
    return text;
  };
  return { files, problems, rootPrefix: rootPrefix.replace(/\/+$/, ''), read, contentId: (p) => ids.get(p) };
}

/**
 * Revisions' docs folders as SiteSources, in the order of `commits`. Trees are listed and blobs read by
 * git processes running beside each other (and beside whatever the caller does meanwhile); a blob the
 * revisions share is read once. Given `scans`, pages are scanned as they arrive, while git is still
 * reading, and only their scans are kept (by blob id, as the engine's scan cache wants them).
 */
export async function gitSources(repo: string, commits: string[], rootPrefix: string, cache: BlobCache = new Map(), scans?: ScanCache): Promise<SiteSource[]> {
  const prefix = rootPrefix ? `${rootPrefix.replace(/\/+$/, '')}/` : '';
  const trees = (await Promise.all(commits.map((c) => lsTree(repo, c, prefix)))).map((t) => t.filter((e) => e.type === 'blob' && e.path.startsWith(prefix)));
  await readBlobs(repo, trees.flatMap((t) => t.filter((e) => e.mode === '120000').map((e) => e.sha)), cache);
  const plans = trees.map((t) => planTree(t, prefix, cache));
  const pages = new Set(plans.flatMap((p) => p.wanted.filter((w) => isPageFile(w.path)).map((w) => w.sha)));
  // Pages are scanned just after the chunk of git's output that completed them, not inside its handler:
  // a chunk still held while scanning allocates survives into the old generation, and on a large site
  // those chunks pile up to tens of MB until the next full collection.
  const queue: [string, string][] = [];
  const drain = (): void => {
    for (let job = queue.shift(); job; job = queue.shift()) scans!.set(job[0], scanPage(job[1]));
  };
  const scan: TextConsumer | undefined =
    scans &&
    ((sha, text) => {
      if (!pages.has(sha)) return false;
      if (queue.push([sha, text]) === 1) queueMicrotask(drain);
      return true;
    });
  await readBlobs(repo, plans.flatMap((p) => p.wanted.map((w) => w.sha)), cache, scan);
  if (scans) drain();
  return plans.map((p) => sourceFromPlan(repo, p, prefix, rootPrefix, cache));
}

export interface Rename {
  from: string;
  to: string;
  similarity: number;
}

/** Files git sees as renamed between two commits (or a commit and the working tree), docs-root-relative. */
export async function gitChanges(repo: string, base: string, head: string | undefined, rootPrefix: string): Promise<{ renames: Rename[]; changed: string[] }> {
  const prefix = rootPrefix ? `${rootPrefix}/` : '';
  const args = ['diff', '--find-renames', '-z', '--name-status', base, ...(head ? [head] : []), '--', ...(rootPrefix ? [rootPrefix] : ['.'])];
  const parts = (await gitAsync(repo, args)).toString('utf8').split('\0');
  const renames: Rename[] = [];
  const changed: string[] = [];
  const strip = (p: string): string => (p.startsWith(prefix) ? p.slice(prefix.length) : p);
  for (let i = 0; i < parts.length; ) {
    const status = parts[i++];
    if (!status) continue;
    if (status.startsWith('R') || status.startsWith('C')) {
      const from = strip(parts[i++]!);
      const to = strip(parts[i++]!);
      if (status.startsWith('R')) renames.push({ from, to, similarity: Number(status.slice(1)) || 0 });
      changed.push(to);
    } else changed.push(strip(parts[i++]!));
  }
  return { renames, changed };
}

/** The commit where two histories meet: what a PR's "before" really is. */
export function mergeBase(repo: string, a: string, b: string): string | undefined {
  const r = spawnSync('git', ['merge-base', a, b], { cwd: repo });
  return r.status === 0 ? r.stdout.toString().trim() : undefined;
}
