// Where an internal link leads, read the way the site reads it. Used by the link rule and by the comparison
// (to find the files that link to a page a change removed).
import { basename, dirname, joinPath, normalizePath, stripPageExt } from '../base/paths.js';
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
  // A browser resolves `/a/../b` to `/b` before asking the site, and a `..` at the root stays there
  // (odigos-io/odigos: `../../../images/x.png` from /central/adding-connections/vmagent is /images/x.png). On a site
  // served under a base path that `..` leaves the site: nothing of it answers there.
  const atRoot = !basePath || basePath === '/';
  const path = u.startsWith('/')
    ? normalizePath(routePath(u, basePath), atRoot)
    : normalizePath(joinPath(dirname(from), routePath(u)), atRoot);
  return path === undefined ? { kind: 'outside' } : { kind: 'path', path };
}

/**
 * For a relative link in a folder's index page (`x/index.mdx`), the path a browser reads from the URL the page is
 * served at (`/x`, whose folder is the one above): gnosispay/docs writes `[…](account/update-authenticated-account)`
 * in account/index.mdx, which works on the live site, where navguard read it from account/ and called it broken
 * (fresh set 80). Readers may also arrive at `/x/index`, where the page's own folder holds: a link is broken only
 * when neither reading leads anywhere (link-asker.ts). Undefined for other pages and links.
 */
export function servedReading(url: string, from: string, basePath: string): { kind: 'path'; path: string } | undefined {
  if (!/(^|\/)index\.mdx?$/.test(from) || !from.includes('/') || url.trim().startsWith('/')) return undefined;
  const p = linkPath(url, dirname(from), basePath);
  return p.kind === 'path' ? p : undefined;
}

/** Which of these pages a link's path leads to: the page itself, or its folder when it is an index page. */
export function pageLedTo(slugs: ReadonlySet<string>): (path: string) => string | undefined {
  const folders = new Map(
    [...slugs].filter((s) => s === 'index' || s.endsWith('/index')).map((s) => [s.slice(0, -'index'.length - 1), s]),
  );
  return (path) => {
    const slug = stripPageExt(path);
    return slugs.has(slug) ? slug : folders.get(path);
  };
}

/** Whether a link's path leads to one of these pages (pageLedTo). */
export function leadsToOneOf(slugs: ReadonlySet<string>): (path: string) => boolean {
  const led = pageLedTo(slugs);
  return (path) => led(path) !== undefined;
}

/**
 * The last segments a link must end in to lead to one of these pages: each page's file name, and for a folder's
 * index page the folder's name too (`/guides` leads to guides/index); '' for the root index.
 */
export function leafNames(slugs: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const slug of slugs) {
    out.add(basename(slug));
    if (slug === 'index') out.add('');
    else if (slug.endsWith('/index')) out.add(basename(slug.slice(0, -'/index'.length)));
  }
  return out;
}

/**
 * False when a link cannot lead to a page with one of these file names (leafNames): where a link leads ends in
 * the last segment written in the link itself, unless it ends in `.`/`..` or is escaped. A cheap test before
 * resolving every link of a large site.
 */
export function mayLeadTo(url: string, names: ReadonlySet<string>): boolean {
  const u = url.trim();
  if (u.includes('%') || u.includes('\\')) return true;
  const query = u.indexOf('?');
  const hash = u.indexOf('#');
  let end = query === -1 ? (hash === -1 ? u.length : hash) : hash === -1 ? query : Math.min(query, hash);
  while (end > 0 && u.charCodeAt(end - 1) === 47) end--;
  const last = u.slice(u.lastIndexOf('/', end - 1) + 1, end);
  return last === '.' || last === '..' || names.has(last) || names.has(stripPageExt(last));
}

/**
 * The URL a page is served at, without its leading `/`: a folder's index page at the folder's (`x/index` → `x`),
 * the home page at the site's (`index` → ``: GetClamo/docs 0ca4d793a6, fresh set 108, was sent to "/index").
 */
export function servedAt(slug: string): string {
  if (slug === 'index') return '';
  return slug.endsWith('/index') ? slug.slice(0, -'/index'.length) : slug;
}
