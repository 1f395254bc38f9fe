// A thin adapter over the git CLI: run git (blocking or not), resolve revisions (fetching a missing one in
// shallow clones), and ask git what changed. Reading a revision's files is in ./git-source.ts.
import { spawn, spawnSync } from 'node:child_process';

export class GitError extends Error {}

const GIT_ENV = { ...process.env, GIT_TERMINAL_PROMPT: '0' };

function gitFailed(args: string[], stderr: string): GitError {
  return new GitError(`git ${args.join(' ')} failed: ${stderr.trim()}`);
}

export function git(repo: string, args: string[], input?: string | Buffer): Buffer {
  const r = spawnSync('git', ['-c', 'core.quotepath=off', ...args], {
    cwd: repo,
    input,
    maxBuffer: 4 * 1024 * 1024 * 1024,
    env: GIT_ENV,
  });
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
    const r = spawnSync('git', ['fetch', '--no-tags', '--quiet', '--depth=1', 'origin', rev], {
      cwd: repo,
      env: { ...process.env, GIT_TERMINAL_PROMPT: '0' },
    });
    if (r.status === 0)
      sha =
        tryResolve() ??
        (/^[0-9a-f]{7,40}$/i.test(rev)
          ? undefined
          : spawnSync('git', ['rev-parse', 'FETCH_HEAD'], { cwd: repo }).stdout.toString().trim() || undefined);
    if (!sha) {
      const why =
        r.status === 0 ? '' : ` (fetching it from origin failed: ${r.stderr.toString().trim().split('\n').pop()})`;
      throw new GitError(
        `the revision "${rev}" is not in this clone${why}. With actions/checkout, set fetch-depth: 0 or let navguard fetch the base commit.`,
      );
    }
  }
  if (!sha) throw new GitError(`the revision "${rev}" is not in this clone`);
  return sha;
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
): Promise<{ renames: Rename[]; changed: string[] }> {
  const prefix = rootPrefix ? `${rootPrefix}/` : '';
  const args = [
    'diff',
    '--find-renames',
    '-z',
    '--name-status',
    base,
    ...(head ? [head] : []),
    '--',
    ...(rootPrefix ? [rootPrefix] : ['.']),
  ];
  const parts = (await gitAsync(repo, args)).toString('utf8').split('\0');
  const renames: Rename[] = [];
  const changed: string[] = [];
  const strip = (p: string): string => (p.startsWith(prefix) ? p.slice(prefix.length) : p);
  for (let i = 0; i < parts.length;) {
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
