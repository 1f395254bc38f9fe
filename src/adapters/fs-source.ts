// A docs folder on disk as a SiteSource. The only place the engine touches the file system for a site:
// it lists what is under the root (following symlinks that stay inside it, skipping what the site builder
// ignores), refuses symlinks that lead out of it, and reads only listed files (on a large site, some of them on a
// second thread: ./scan-thread.ts, which is handed the listed files it may read).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { LoadProblem, SiteSource } from '../core/site/source.js';
import {
  MAX_LINKED_FILES,
  danglingLink,
  listedFile,
  outsideLink,
  readText,
  readUpTo,
  tooManyLinked,
  unreadableProblem,
} from './file-text.js';
import { builderIgnores, inBuilderFolder } from '../core/site/ignores.js';
import { isPageFile } from '../core/base/paths.js';
import { scanPage, type ScannedPage } from '../core/mdx/scan.js';
import { scanThreadWanted, scanWithThread } from './scan-thread.js';

export function findRepoRoot(dir: string): string | undefined {
  for (let d = path.resolve(dir); ; d = path.dirname(d)) {
    if (fs.existsSync(path.join(d, '.git'))) return d;
    if (path.dirname(d) === d) return undefined;
  }
}

/** Characters of page text a folder source keeps after the first read (~16 MB as one-byte strings). */
const KEPT_PAGE_CHARS = 16 * 1024 * 1024;

/**
 * The files under `root` (a real path) as the site builder would publish them: its own folders left out, symlinks
 * inside the root followed (to a file or a folder, never round a loop, at most MAX_LINKED_FILES through links),
 * those pointing outside or at nothing told in `problems`. Sorted.
 */
function listFiles(root: string, problems: LoadProblem[]): string[] {
  const files: string[] = [];
  let linkedBudget = MAX_LINKED_FILES;
  // `dir` is always a real path. `within`: the folders being walked, so that a symlink back up one of them
  // (a loop) is not followed.
  const walk = (dir: string, rel: string, within: ReadonlySet<string>, viaLink: boolean): void => {
    for (const ent of fs.readdirSync(dir, { withFileTypes: true })) {
      const relPath = rel ? `${rel}/${ent.name}` : ent.name;
      if (ent.isSymbolicLink()) {
        if (builderIgnores(relPath)) continue;
        let real: string;
        try {
          real = fs.realpathSync(path.join(dir, ent.name));
        } catch {
          if (!inBuilderFolder(relPath)) problems.push(danglingLink(relPath, linkTarget(path.join(dir, ent.name))));
          continue;
        }
        if (real !== root && !real.startsWith(root + path.sep)) {
          if (!inBuilderFolder(relPath)) problems.push(outsideLink(relPath, linkTarget(path.join(dir, ent.name))));
          continue;
        }
        const stat = fs.statSync(real);
        if (stat.isFile()) {
          if (viaLink && linkedBudget-- <= 0) continue;
          files.push(relPath);
        } else if (stat.isDirectory() && !within.has(real) && !builderIgnores(`${relPath}/`))
          walk(real, relPath, new Set(within).add(real), true);
        continue;
      }
      if (ent.isDirectory()) {
        const abs = path.join(dir, ent.name);
        if (!builderIgnores(`${relPath}/`)) walk(abs, relPath, new Set(within).add(abs), viaLink);
      } else if (ent.isFile()) {
        if (viaLink && linkedBudget-- <= 0) continue;
        files.push(relPath);
      }
    }
  };
  walk(root, '', new Set([root]), false);
  if (linkedBudget < 0) problems.push(tooManyLinked());
  files.sort();
  return files;
}

/** A folder's SiteSource, and how many of its pages a second thread scanned (scanFiles). */
export type FolderSource = SiteSource & { readonly scannedByThread: number };

export function directorySource(
  rootDir: string,
  repoRoot = findRepoRoot(rootDir),
  /** Content ids known without reading (worktreeBlobIds): the file's git blob id, by root-relative path. */
  knownIds?: ReadonlyMap<string, string>,
  /** Whether pages may be read and scanned by a second thread too (./scan-thread.ts), when there are many. */
  threads = false,
  /**
   * Whether a file `knownIds` lacks gets its id by reading and hashing it (what a cache wants: the id it is kept
   * under); otherwise it has none, and is only read when its text is wanted.
   */
  hashUnknown = true,
): FolderSource {
  const root = fs.realpathSync(path.resolve(rootDir));
  const problems: LoadProblem[] = [];
  const files = listFiles(root, problems);
  const listed = new Set(files);
  const cache = new Map<string, string | undefined>();
  let keptPageChars = 0;
  const ids = new Map<string, string | undefined>();
  const rootPrefix = repoRoot ? path.relative(fs.realpathSync(repoRoot), root).split(path.sep).join('/') : '';
  const read = (p: string): string | undefined => {
    if (!listed.has(p)) return undefined;
    if (cache.has(p)) return cache.get(p);
    const got = readText(listedFile(root, p));
    const text = typeof got === 'string' ? got : undefined;
    if (typeof got !== 'string') problems.push(unreadableProblem(p, got));
    // A page is read to be scanned, and again when a link in it or into it needs a closer look (on a site
    // with many broken links, most pages). Pages are kept up to a budget: beyond it, the texts of a large
    // site's pages would be most of its memory, and a second read goes back to the disk.
    if (text === undefined || !isPageFile(p)) cache.set(p, text);
    else if (keptPageChars + text.length <= KEPT_PAGE_CHARS) {
      keptPageChars += text.length;
      cache.set(p, text);
    }
    return text;
  };
  let scannedByThread = 0;
  // Pages read and scanned by this thread and a second one: what is left out (the thread failed on it) is read
  // and scanned by the caller, as ever. Problems are reported in the order of the files, as reading one by one.
  const scanFiles = (paths: readonly string[]): ReadonlyMap<string, ScannedPage> => {
    const out = new Map<string, ScannedPage>();
    const wanted = paths.filter((p) => listed.has(p) && !cache.has(p));
    if (!scanThreadWanted(wanted.length)) return out;
    const before = problems.length;
    scannedByThread += scanWithThread(root, wanted, {
      own(i) {
        const text = read(wanted[i]!);
        if (text !== undefined) out.set(wanted[i]!, scanPage(text));
      },
      scanned: (i, scan) => out.set(wanted[i]!, scan),
      unread(i, why) {
        problems.push(unreadableProblem(wanted[i]!, why));
        cache.set(wanted[i]!, undefined);
      },
    });
    const order = new Map(wanted.map((p, i) => [p, i]));
    problems.push(...problems.splice(before).sort((a, b) => order.get(a.path)! - order.get(b.path)!));
    return out;
  };
  const top = repoRoot === undefined ? undefined : fs.realpathSync(repoRoot);
  return {
    files,
    problems,
    rootPrefix: rootPrefix.startsWith('..') ? '' : rootPrefix,
    ...(top !== undefined && {
      repoHas: (p: string) => fs.statSync(path.join(top, p), { throwIfNoEntry: false })?.isFile() ?? false,
    }),
    read,
    ...(threads && { scanFiles }),
    get scannedByThread() {
      return scannedByThread;
    },
    knownContentId(p: string): string | undefined {
      return ids.get(p) ?? (listed.has(p) ? knownIds?.get(p) : undefined);
    },
    // The id git would give the file (a blob's SHA-1), so that a folder and a git revision compare by
    // content too: scans are shared and identical pages under new names are renames, without texts.
    contentId(p: string): string | undefined {
      if (!listed.has(p)) return undefined;
      if (ids.has(p)) return ids.get(p);
      const known = knownIds?.get(p);
      if (known !== undefined || !hashUnknown) return known;
      const bytes = readUpTo(listedFile(root, p));
      const id = typeof bytes === 'number' ? undefined : gitBlobId(bytes);
      ids.set(p, id);
      return id;
    },
  };
}

export function gitBlobId(bytes: Buffer): string {
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}

/** Where a symlink points, as written in it. */
function linkTarget(file: string): string {
  try {
    return fs.readlinkSync(file);
  } catch {
    return '';
  }
}
