// The two states a comparison needs — each a git revision (read without checkout) or a plain folder —
// plus what changed between them. Shared by the CLI and the action.
import fs from 'node:fs';
import path from 'node:path';
import type { FileRename } from '../core/compare/compare.js';
import type { SiteSource } from '../core/types.js';
import { directorySource } from './fs-source.js';
import { GitError, gitChanges, gitSource, isGitRepo, mergeBase, repoTop, resolveCommit, type BlobCache } from './git.js';

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
  rootLabel: string;
  notes: string[];
}

const DEFAULT_BASES = ['origin/HEAD', 'origin/main', 'origin/master', 'main', 'master'];

function isDir(p: string | undefined): p is string {
  return !!p && fs.existsSync(p) && fs.statSync(p).isDirectory();
}

function folderState(dir: string): State {
  const abs = path.resolve(dir);
  return { source: fs.existsSync(path.join(abs, 'docs.json')) ? directorySource(abs, undefined) : undefined, label: dir };
}

export function loadStates(opts: { root: string; base?: string; head?: string; fetch?: boolean }): States {
  const notes: string[] = [];
  const root = path.resolve(opts.root);
  const baseIsDir = isDir(opts.base);
  const headIsDir = isDir(opts.head);
  const needsGit = !baseIsDir || (opts.head !== undefined && !headIsDir);
  let repo: string | undefined;
  let prefix = '';
  if (needsGit) {
    if (!isGitRepo(root)) throw new GitError(`${root} is not inside a git repository; pass folders with --base DIR --head DIR to compare without git`);
    repo = repoTop(root);
    prefix = path.relative(fs.realpathSync(repo), fs.realpathSync(root)).split(path.sep).join('/');
  }
  const blobs: BlobCache = new Map();
  const gitState = (rev: string): State => {
    const commit = resolveCommit(repo!, rev, opts.fetch ?? true);
    return { source: docsAt(repo!, commit, prefix, blobs), label: rev === commit ? commit.slice(0, 12) : `${rev} (${commit.slice(0, 12)})`, commit };
  };

  let head: State;
  if (headIsDir) head = folderState(opts.head!);
  else if (opts.head !== undefined) head = gitState(opts.head);
  else head = { ...folderState(root), label: 'working tree' };

  let base: State;
  if (baseIsDir) base = folderState(opts.base!);
  else {
    let rev = opts.base;
    if (rev === undefined) {
      const found = DEFAULT_BASES.find((b) => {
        try {
          resolveCommit(repo!, b, false);
          return true;
        } catch {
          return false;
        }
      });
      if (!found) throw new GitError('no base revision given and none of origin/HEAD, origin/main, origin/master, main, master exists; pass --base REV');
      const mb = mergeBase(repo!, found, head.commit ?? 'HEAD');
      rev = mb ?? found;
      notes.push(`comparing against ${found}${mb ? ` (merge base ${mb.slice(0, 12)})` : ''}`);
    }
    base = gitState(rev);
  }

  let renames: FileRename[] = [];
  let changed = new Set<string>();
  if (repo && base.commit && (head.commit || !headIsDir)) {
    const r = gitChanges(repo, base.commit, head.commit, prefix);
    renames = r.renames;
    changed = new Set(r.changed);
  } else if (base.source && head.source) {
    changed = changedBetween(base.source, head.source);
  }
  if (!base.source && head.source) notes.push(`the base (${base.label}) has no docs.json: the change adds it, so every finding counts as new`);
  if (base.source && !head.source) notes.push(`the head (${head.label}) has no docs.json: the change removes it, so the site loses its navigation`);
  return { base, head, renames, changed, rootLabel: repo ? prefix || '.' : '.', notes };
}

/** A revision's docs folder, or undefined when it has no docs.json there (a PR that adds or deletes it). */
export function docsAt(repo: string, commit: string, prefix: string, blobs: BlobCache): SiteSource | undefined {
  const src = gitSource(repo, commit, prefix, blobs);
  return src.files.includes('docs.json') ? src : undefined;
}

/** Files whose text differs between two folder states (added ones included). */
export function changedBetween(a: SiteSource, b: SiteSource): Set<string> {
  const out = new Set<string>();
  const before = new Set(a.files);
  for (const f of b.files) if (!before.has(f) || a.read(f) !== b.read(f)) out.add(f);
  return out;
}
