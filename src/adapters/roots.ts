// Which docs roots a repository has: the folders holding a docs.json in some commits (read from git), narrowed
// to the paths or globs the user asked for.
import micromatch from 'micromatch';
import { git } from './git.js';

/** Repo-relative folders ('.' for the top) holding docs.json (or mint.json) in any of the commits, outside hidden folders and node_modules. */
export function docsFolders(repo: string, commits: string[]): string[] {
  const found = new Set<string>();
  for (const c of commits) {
    const names = git(repo, ['ls-tree', '-r', '--name-only', '-z', c]).toString('utf8').split('\0');
    for (const n of names) {
      // mint.json: a site still on the format before docs.json, which the builder upgrades.
      const file = ['docs.json', 'mint.json'].find((f) => n === f || n.endsWith(`/${f}`));
      if (!file) continue;
      if (n.split('/').some((s) => s === 'node_modules' || s.startsWith('.'))) continue;
      found.add(n === file ? '.' : n.slice(0, -file.length - 1));
    }
  }
  return [...found].sort();
}

/**
 * The roots to check: every folder found when nothing is asked for; else each asked path as written (a
 * missing one is reported later), and for a glob, the found folders it matches.
 */
export function selectRoots(found: readonly string[], wanted: readonly string[]): string[] {
  if (!wanted.length) return [...found].sort();
  const out = new Set<string>();
  for (const w of wanted) {
    const clean = w.replace(/^\.\/+/, '').replace(/\/+$/, '') || '.';
    if (micromatch.scan(clean).isGlob) {
      for (const f of found) if (micromatch.isMatch(f, clean, { dot: true })) out.add(f);
    } else out.add(clean);
  }
  return [...out].sort();
}

/** Folders (repo-relative) holding docs.json in any of the commits, filtered by the `root` input's paths or globs. */
export function findRoots(repo: string, commits: string[], wanted: readonly string[]): string[] {
  return selectRoots(docsFolders(repo, commits), wanted);
}
