// Where an internal link leads, read the way the site reads it. Used by the link rule and by the comparison
// (to find the files that link to a page a change removed).
import { dirname, joinPath, normalizePath } from '../paths.js';
import { isExternal, routePath } from './routes.js';

/**
 * What an internal link names, as the site reads it: only links starting with "." are relative to the page,
 * everything else is read from the docs root; query, hash and the site's base path are dropped.
 */
export type LinkPath = { kind: 'path'; path: string } | { kind: 'skip' } | { kind: 'outside' };

export function linkPath(url: string, from: string, basePath: string): LinkPath {
  const u = url.trim();
  if (!u || u.startsWith('#') || isExternal(u) || /[{}$<>]/.test(u) || u.startsWith('?')) return { kind: 'skip' };
  // A browser resolves `/a/../b` to `/b` before asking the site; `..` above the root leads nowhere.
  const path = u.startsWith('.')
    ? normalizePath(joinPath(dirname(from), routePath(u)))
    : normalizePath(routePath(u, basePath));
  return path === undefined ? { kind: 'outside' } : { kind: 'path', path };
}
