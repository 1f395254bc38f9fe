// POSIX path helpers for docs-root-relative paths. They never produce a path that leaves the root.

export function dirname(path: string): string {
  const i = path.lastIndexOf('/');
  return i === -1 ? '' : path.slice(0, i);
}

/** A path's first folder ('' for a path at the top): `ja` of `ja/guides/x`. */
export function topFolder(path: string): string {
  const slash = path.indexOf('/');
  return slash === -1 ? '' : path.slice(0, slash);
}

/** A path's first folder when it reads as a language code (`ja`, `pt-BR`, `zh-CN`), lower-cased; else ''. */
export function languageFolder(path: string): string {
  const first = topFolder(path);
  return /^[a-z]{2}(?:-[a-z]{2,4})?$/i.test(first) ? first.toLowerCase() : '';
}

/** A path without its language folder (languageFolder), if it has one. */
export function withoutLanguage(path: string): string {
  const folder = languageFolder(path);
  return folder ? path.slice(folder.length + 1) : path;
}

export function basename(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

export function joinPath(a: string, b: string): string {
  if (!a) return b;
  if (!b) return a;
  return `${a}/${b}`;
}

/** A path with a leading, trailing or doubled slash, or a `.`/`..` segment; most paths have none. */
const NEEDS_NORMALIZING = /^\/|\/$|\/\/|(^|\/)\.\.?(\/|$)|^$/;

/**
 * Collapse `.`, `..` and repeated slashes. Returns undefined when the path climbs above the root, so callers can
 * report it instead of reading outside; with `clampAtRoot`, a `..` at the root stays there, as a browser resolves a URL.
 */
export function normalizePath(path: string, clampAtRoot = false): string | undefined {
  if (!NEEDS_NORMALIZING.test(path)) return path;
  const out: string[] = [];
  for (const seg of path.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') {
      if (out.length === 0 && !clampAtRoot) return undefined;
      out.pop();
    } else out.push(seg);
  }
  return out.join('/');
}

/**
 * How the site builder normalises a navigation page string: resolved as a POSIX path against `/`
 * (so `..` can never climb out: `../x` becomes `x`), leading slash removed, one trailing slash dropped.
 */
export function builderPagePath(entry: string): string {
  if (!NEEDS_NORMALIZING.test(entry)) return entry;
  const out: string[] = [];
  for (const seg of entry.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') out.pop();
    else out.push(seg);
  }
  return out.join('/');
}

/** File path without a page extension (`.md`/`.mdx`), the way pages become URLs. */
export function stripPageExt(path: string): string {
  return path.replace(/\.mdx?$/i, '');
}

export function isPageFile(path: string): boolean {
  return /\.mdx?$/i.test(path);
}

export function extname(path: string): string {
  const b = basename(path);
  const i = b.lastIndexOf('.');
  return i <= 0 ? '' : b.slice(i).toLowerCase();
}

/**
 * The folders (docs-root-relative, up to the one that differs) of two paths (a copy's and its source's) that differ in
 * exactly one folder: `['evm/v0.6.0', 'evm/next']`; undefined when they differ otherwise.
 */
export function versionFolders(copy: string, source: string): [string, string] | undefined {
  const a = copy.split('/');
  const b = source.split('/');
  if (a.length !== b.length || a.length < 2) return undefined;
  let at = -1;
  for (let i = 0; i < a.length; i++) {
    if (a[i] === b[i]) continue;
    if (at !== -1 || i === a.length - 1) return undefined;
    at = i;
  }
  return at === -1 ? undefined : [a.slice(0, at + 1).join('/'), b.slice(0, at + 1).join('/')];
}

/** A repository path as a path inside the docs root `rootPrefix` (repository-relative, '' for the top), or
 * undefined when it lies outside it. */
export function inDocsRoot(rootPrefix: string | undefined, repoFile: string): string | undefined {
  const prefix = rootPrefix ? `${rootPrefix}/` : '';
  return repoFile.startsWith(prefix) ? repoFile.slice(prefix.length) : undefined;
}
