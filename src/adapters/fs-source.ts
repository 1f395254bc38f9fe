// A docs folder on disk as a SiteSource. The only place the engine touches the file system for a site:
// it lists what is under the root (following symlinks that stay inside it, skipping what the site builder
// ignores), refuses symlinks that lead out of it, and reads only listed files.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { LoadProblem, SiteSource } from '../core/types.js';
import { MAX_FILE_BYTES, MAX_LINKED_FILES, decodeUtf8, notUtf8, tooLarge, tooManyLinked } from './file-text.js';
import { builderIgnores, inBuilderFolder } from '../core/site/ignores.js';
import { isPageFile } from '../core/paths.js';

export function findRepoRoot(dir: string): string | undefined {
  for (let d = path.resolve(dir); ; d = path.dirname(d)) {
    if (fs.existsSync(path.join(d, '.git'))) return d;
    if (path.dirname(d) === d) return undefined;
  }
}

/** Characters of page text a folder source keeps after the first read (~16 MB as one-byte strings). */
const KEPT_PAGE_CHARS = 16 * 1024 * 1024;

export function directorySource(
  rootDir: string,
  repoRoot = findRepoRoot(rootDir),
  /** Content ids known without reading (worktreeBlobIds): the file's git blob id, by root-relative path. */
  knownIds?: ReadonlyMap<string, string>,
): SiteSource {
  const root = fs.realpathSync(path.resolve(rootDir));
  const problems: LoadProblem[] = [];
  const files: string[] = [];
  let linkedBudget = MAX_LINKED_FILES;
  // `dir` is always a real path. `within`: the folders being walked, so that a symlink back up one of them
  // (a loop) is not followed.
  const walk = (dir: string, rel: string, within: ReadonlySet<string>, viaLink: boolean): void => {
    for (const ent of fs.readdirSync(dir, { withFileTypes: true })) {
      const relPath = rel ? `${rel}/${ent.name}` : ent.name;
      const abs = path.join(dir, ent.name);
      if (ent.isSymbolicLink()) {
        if (builderIgnores(relPath)) continue;
        let real: string;
        try {
          real = fs.realpathSync(abs);
        } catch {
          if (!inBuilderFolder(relPath))
            problems.push({ path: relPath, kind: 'unreadable', detail: 'this symlink points at nothing' });
          continue;
        }
        if (real !== root && !real.startsWith(root + path.sep)) {
          if (!inBuilderFolder(relPath))
            problems.push({
              path: relPath,
              kind: 'symlink-outside-root',
              detail:
                'this symlink points outside the docs folder; navguard did not follow it, and the site builder will not publish what it points to',
            });
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
  const listed = new Set(files);
  const cache = new Map<string, string | undefined>();
  let keptPageChars = 0;
  const ids = new Map<string, string | undefined>();
  const rootPrefix = repoRoot ? path.relative(fs.realpathSync(repoRoot), root).split(path.sep).join('/') : '';
  return {
    files,
    problems,
    rootPrefix: rootPrefix.startsWith('..') ? '' : rootPrefix,
    read(p: string): string | undefined {
      if (!listed.has(p)) return undefined;
      if (cache.has(p)) return cache.get(p);
      let text: string | undefined;
      const bytes = readUpTo(path.join(root, p));
      if (typeof bytes === 'number') problems.push(tooLarge(p, bytes));
      else {
        text = decodeUtf8(bytes);
        if (text === undefined) problems.push(notUtf8(p));
      }
      // A page is read to be scanned, and again when a link in it or into it needs a closer look (on a site
      // with many broken links, most pages). Pages are kept up to a budget: beyond it, the texts of a large
      // site's pages would be most of its memory, and a second read goes back to the disk.
      if (text === undefined || !isPageFile(p)) cache.set(p, text);
      else if (keptPageChars + text.length <= KEPT_PAGE_CHARS) {
        keptPageChars += text.length;
        cache.set(p, text);
      }
      return text;
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
      if (known !== undefined) return known;
      const bytes = readUpTo(path.join(root, p));
      const id = typeof bytes === 'number' ? undefined : gitBlobId(bytes);
      ids.set(p, id);
      return id;
    },
  };
}

/**
 * A file's bytes, or its size when it is over MAX_FILE_BYTES (then not read). One open, fstat, read and close:
 * a stat before fs.readFileSync (which stats again) was a fifth of the system calls of reading a large site.
 */
function readUpTo(abs: string): Buffer | number {
  const fd = fs.openSync(abs, 'r');
  try {
    const { size } = fs.fstatSync(fd);
    if (size > MAX_FILE_BYTES) return size;
    const buf = Buffer.allocUnsafe(size);
    let got = 0;
    while (got < size) {
      const n = fs.readSync(fd, buf, got, size - got, got);
      if (n === 0) break;
      got += n;
    }
    return got === size ? buf : buf.subarray(0, got);
  } finally {
    fs.closeSync(fd);
  }
}

export function gitBlobId(bytes: Buffer): string {
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}
