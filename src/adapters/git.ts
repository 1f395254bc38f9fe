// A thin adapter over the git CLI: resolve revisions (fetching a missing one in shallow clones), list a
// tree, read blobs in one batch, and ask git for renames. Nothing is checked out.
import { spawnSync } from 'node:child_process';
import type { LoadProblem, SiteSource } from '../core/types.js';
import { MAX_FILE_BYTES, decodeUtf8 } from './fs-source.js';
import { dirname, joinPath, normalizePath } from '../core/paths.js';

export class GitError extends Error {}

const TEXT_FILE = /\.(mdx?|json|ya?ml)$|(^|\/)\.mintignore$/i;

export function git(repo: string, args: string[], input?: string | Buffer): Buffer {
  const r = spawnSync('git', ['-c', 'core.quotepath=off', ...args], { cwd: repo, input, maxBuffer: 4 * 1024 * 1024 * 1024, env: { ...process.env, GIT_TERMINAL_PROMPT: '0' } });
  if (r.error) throw new GitError(`git could not be run: ${r.error.message}`);
  if (r.status !== 0) throw new GitError(`git ${args.join(' ')} failed: ${r.stderr.toString().trim()}`);
  return r.stdout;
}

export function isGitRepo(dir: string): boolean {
  const r = spawnSync('git', ['rev-parse', '--is-inside-work-tree'], { cwd: dir });
  return r.status === 0 && r.stdout.toString().trim() === 'true';
}

export function repoTop(dir: string): string {
  return git(dir, ['rev-parse', '--show-toplevel']).toString().trim();
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

function lsTree(repo: string, commit: string, prefix: string): TreeEntry[] {
  const out = git(repo, ['ls-tree', '-r', '-z', '--full-tree', commit, ...(prefix ? ['--', prefix] : [])]).toString('utf8');
  const entries: TreeEntry[] = [];
  for (const rec of out.split('\0')) {
    if (!rec) continue;
    const tab = rec.indexOf('\t');
    const [mode, type, sha] = rec.slice(0, tab).split(' ');
    entries.push({ mode: mode!, type: type!, sha: sha!, path: rec.slice(tab + 1) });
  }
  return entries;
}

/** Blob texts already read, by object id: the two states of a PR share almost all of them. */
export type BlobCache = Map<string, { size: number; text: string | undefined }>;

/** Read many blobs with one `git cat-file --batch`, skipping those already in the cache. */
function readBlobs(repo: string, shas: string[], cache: BlobCache = new Map()): BlobCache {
  const result = cache;
  const unique = [...new Set(shas)].filter((s) => !cache.has(s));
  if (!unique.length) return result;
  const out = git(repo, ['cat-file', '--batch'], unique.join('\n') + '\n');
  let pos = 0;
  for (const sha of unique) {
    const nl = out.indexOf(10, pos);
    const header = out.subarray(pos, nl).toString();
    const size = Number(header.split(' ')[2]);
    pos = nl + 1;
    // Oversized blobs are not decoded: the caller reports them from the size.
    if (!header.endsWith('missing') && Number.isFinite(size)) result.set(sha, { size, text: size > MAX_FILE_BYTES ? undefined : decodeUtf8(out.subarray(pos, pos + size)) });
    pos += (Number.isFinite(size) ? size : 0) + (header.endsWith('missing') ? 0 : 1);
  }
  return result;
}

/** One revision's docs folder as a SiteSource; text files are read up front in one batch. */
export function gitSource(repo: string, commit: string, rootPrefix: string, cache: BlobCache = new Map()): SiteSource {
  const prefix = rootPrefix ? `${rootPrefix.replace(/\/+$/, '')}/` : '';
  const entries = lsTree(repo, commit, prefix).filter((e) => e.type === 'blob' && e.path.startsWith(prefix));
  const problems: LoadProblem[] = [];
  const byPath = new Map(entries.map((e) => [e.path.slice(prefix.length), e]));
  const files: string[] = [];
  const wanted: TreeEntry[] = [];
  const links = entries.filter((e) => e.mode === '120000');
  const linkTargets = readBlobs(repo, links.map((l) => l.sha), cache);
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
  const blobs = readBlobs(repo, wanted.map((w) => w.sha), cache);
  const texts = new Map<string, string | undefined>();
  const ids = new Map<string, string>();
  for (const w of wanted) {
    const rel = w.path.slice(prefix.length);
    const blob = blobs.get(w.sha);
    if (!blob) continue;
    if (blob.size > MAX_FILE_BYTES) {
      problems.push({ path: rel, kind: 'too-large', detail: `the file is ${(blob.size / 1048576).toFixed(0)} MB; navguard reads files up to ${MAX_FILE_BYTES / 1048576} MB` });
      continue;
    }
    const text = blob.text;
    if (text === undefined) problems.push({ path: rel, kind: 'not-utf8', detail: 'the file is not valid UTF-8 text, so it was not read' });
    texts.set(rel, text);
    ids.set(rel, w.sha);
  }
  files.sort();
  return { files, problems, rootPrefix: rootPrefix.replace(/\/+$/, ''), read: (p) => texts.get(p), contentId: (p) => ids.get(p) };
}

export interface Rename {
  from: string;
  to: string;
  similarity: number;
}

/** Files git sees as renamed between two commits (or a commit and the working tree), docs-root-relative. */
export function gitChanges(repo: string, base: string, head: string | undefined, rootPrefix: string): { renames: Rename[]; changed: string[] } {
  const prefix = rootPrefix ? `${rootPrefix}/` : '';
  const args = ['diff', '--find-renames', '-z', '--name-status', base, ...(head ? [head] : []), '--', ...(rootPrefix ? [rootPrefix] : ['.'])];
  const parts = git(repo, args).toString('utf8').split('\0');
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
