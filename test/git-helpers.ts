// Real git repositories for tests: write files, commit with fixed dates, return the SHAs.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 'Test',
  GIT_AUTHOR_EMAIL: 'test@example.invalid',
  GIT_COMMITTER_NAME: 'Test',
  GIT_COMMITTER_EMAIL: 'test@example.invalid',
  GIT_AUTHOR_DATE: '2026-01-01T00:00:00Z',
  GIT_COMMITTER_DATE: '2026-01-01T00:00:00Z',
  GIT_CONFIG_NOSYSTEM: '1',
  HOME: os.tmpdir(),
};

export function sh(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, env: ENV, stdio: ['ignore', 'pipe', 'pipe'] })
    .toString()
    .trim();
}

/** A new folder under the test run's own temporary folder (test/temp-root.js), or the system's outside Jest. */
export function tempDir(prefix = 'navguard-'): string {
  return fs.mkdtempSync(path.join(process.env.NAVGUARD_TEST_TEMP ?? os.tmpdir(), prefix));
}

export function writeFiles(dir: string, files: Record<string, string | null>): void {
  for (const [rel, text] of Object.entries(files)) {
    const abs = path.join(dir, rel);
    if (text === null) {
      fs.rmSync(abs, { force: true });
      continue;
    }
    fs.mkdirSync(path.dirname(abs), { recursive: true });
    fs.writeFileSync(abs, text);
  }
}

export function initRepo(files: Record<string, string>): { dir: string; sha: string } {
  const dir = tempDir();
  sh(dir, 'init', '-q', '-b', 'main');
  writeFiles(dir, files);
  return { dir, sha: commitAll(dir, 'base') };
}

export function commitAll(dir: string, message: string): string {
  sh(dir, 'add', '-A');
  sh(dir, 'commit', '-q', '--allow-empty', '-m', message);
  return headSha(dir);
}

/**
 * The commit HEAD names, read from .git as git itself would (a loose ref, or a detached HEAD), else by asking
 * git: a third of the tests' git processes were `rev-parse HEAD` after a commit.
 */
export function headSha(dir: string): string {
  const git = path.join(dir, '.git');
  const head = fs.readFileSync(path.join(git, 'HEAD'), 'utf8').trim();
  if (/^[0-9a-f]{40}$/.test(head)) return head;
  const ref = /^ref: (refs\/\S+)$/.exec(head)?.[1];
  const loose = ref === undefined ? undefined : path.join(git, ref);
  if (loose && fs.existsSync(loose)) {
    const sha = fs.readFileSync(loose, 'utf8').trim();
    if (/^[0-9a-f]{40}$/.test(sha)) return sha;
  }
  return sh(dir, 'rev-parse', 'HEAD');
}

/** Move a file with git (so rename detection sees it), optionally rewriting its text. */
export function gitMove(dir: string, from: string, to: string, newText?: string): void {
  fs.mkdirSync(path.dirname(path.join(dir, to)), { recursive: true });
  sh(dir, 'mv', from, to);
  if (newText !== undefined) fs.writeFileSync(path.join(dir, to), newText);
}

/** Copy a folder tree (for corpus sites). */
export function copyTree(from: string, to: string): void {
  fs.cpSync(from, to, { recursive: true });
}
