// Where an internal link leads, read the way the site reads it. Used by the link rule and by the comparison
// (to find the files that link to a page a change removed).
import { dirname, joinPath, normalizePath } from '../paths.js';
import { isExternal, routePath } from './routes.js';

/**
 * What an internal link names, as the reader's browser gets it: a link starting with "/" is read from the docs
 * root; any other (`./x`, `../x`, and a bare `x` or `x.md`) from the page's folder, as the site resolves it
 * (mint's own broken-links check reads a bare `x` from the root, but the rendered page does not). Query, hash
 * and, for root links, the site's base path are dropped.
 */
export type LinkPath = { kind: 'path'; path: string } | { kind: 'skip' } | { kind: 'outside' };

export function linkPath(url: string, from: string, basePath: string): LinkPath {
  const u = url.trim();
  if (!u || u.startsWith('#') || isExternal(u) || /[{}$<>]/.test(u) || u.startsWith('?')) return { kind: 'skip' };
  // A browser resolves `/a/../b` to `/b` before asking the site; `..` above the root leads nowhere.
  const path = u.startsWith('/')
    ? normalizePath(routePath(u, basePath))
    : normalizePath(joinPath(dirname(from), routePath(u)));
  return path === undefined ? { kind: 'outside' } : { kind: 'path', path };
}
