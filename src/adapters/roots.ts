// Which docs roots a repository has: the folders holding a docs.json in some commits (read from git), narrowed
// to the paths or globs the user asked for.
import fs from 'node:fs';
import path from 'node:path';
import micromatch from 'micromatch';
import { SITE_FILES, git } from './git.js';
import { dirname } from '../core/base/paths.js';

/** Repo-relative folders ('.' for the top) holding docs.json (or mint.json) in any of the commits, outside hidden folders and node_modules. */
export function docsFolders(repo: string, commits: string[]): string[] {
  return [...new Set(siteFiles(repo, commits).map((f) => dirname(f) || '.'))].sort();
}

/** The repo-relative paths of the docs.json and mint.json files of the commits, as docsFolders finds them. */
export function siteFiles(repo: string, commits: string[]): string[] {
  const found = new Set<string>();
  for (const c of commits) {
    // The whole tree's paths, NUL-terminated: only those ending in a site file are decoded (a large repository
    // lists tens of thousands of paths, a string each when split).
    const listing = git(repo, ['ls-tree', '-r', '--name-only', '-z', c]);
    for (const file of SITE_FILES) {
      const needle = Buffer.from(`${file}\0`);
      for (let at = listing.indexOf(needle); at !== -1; at = listing.indexOf(needle, at + needle.length)) {
        const start = at === 0 ? 0 : listing.lastIndexOf(0, at - 1) + 1;
        const n = listing.toString('utf8', start, at + file.length);
        if (n !== file && !n.endsWith(`/${file}`)) continue;
        if (n.split('/').some((seg) => seg === 'node_modules' || seg.startsWith('.'))) continue;
        found.add(n);
      }
    }
  }
  return [...found].sort();
}

/** Of `found` (docsFolders), those strictly below `root` (`.`: every one but the top). */
export function foldersBelow(found: readonly string[], root: string): string[] {
  return found.filter((f) => f !== root && (root === '.' || f.startsWith(`${root}/`)));
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

/**
 * Folders below `dir` on disk (relative, `/`-separated) that hold docs.json or mint.json, a few levels deep,
 * outside hidden folders and node_modules: what to suggest when `--root` names a folder without one (a monorepo).
 */
export function sitesBelow(dir: string, depth = 4, most = 10): string[] {
  const found: string[] = [];
  const walk = (abs: string, rel: string, left: number): void => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(abs, { withFileTypes: true });
    } catch {
      return;
    }
    if (rel && entries.some((e) => e.isFile() && SITE_FILES.includes(e.name))) found.push(rel);
    if (left === 0) return;
    for (const e of entries.sort((a, b) => (a.name < b.name ? -1 : 1)))
      if (e.isDirectory() && !e.name.startsWith('.') && e.name !== 'node_modules' && found.length < most)
        walk(path.join(abs, e.name), rel ? `${rel}/${e.name}` : e.name, left - 1);
  };
  walk(dir, '', depth);
  return found;
}

/** The nearest folder above `dir` (within its git repository) that holds docs.json or mint.json. */
export function siteAbove(dir: string): string | undefined {
  for (let d = dir; !fs.existsSync(path.join(d, '.git')) && path.dirname(d) !== d;) {
    d = path.dirname(d);
    if (SITE_FILES.some((f) => fs.existsSync(path.join(d, f)))) return d;
  }
  return undefined;
}
