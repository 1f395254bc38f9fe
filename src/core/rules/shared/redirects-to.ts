// The redirects that send readers to a page's URL: those of the head, which a rename or removal turns into chains,
// and those of the base that the same change deleted, whose URLs then lead nowhere either.
import { isExternal, routePath } from '../../site/routes.js';
import type { PairContext } from '../rule.js';

/** The head's redirects whose destination is `url` (a route path). */
export function redirectsTo(site: PairContext['head'], routes: PairContext['headRoutes'], url: string) {
  return site.redirects.filter((r) => !isExternal(r.destination) && routePath(r.destination, routes.basePath) === url);
}

/**
 * The exact sources of the base's redirects to `url` that the change deleted, where nothing answers now: a page and
 * the redirects that led to it removed together (OrderlyNetwork/documentation-public 1a0e7e7a8b, fresh set 101, took
 * out the Market Making Rewards API pages and the evm-api/ redirects to them; those old URLs lead nowhere too).
 */
export function droppedRedirectsTo(
  base: PairContext['base'],
  head: PairContext['head'],
  routes: PairContext['headRoutes'],
  url: string,
): string[] {
  const kept = new Set(head.redirects.map((r) => r.source));
  return base.redirects
    .filter(
      (r) =>
        r.source.startsWith('/') &&
        !/[:*?#]/.test(r.source) &&
        !kept.has(r.source) &&
        !isExternal(r.destination) &&
        routePath(r.destination, routes.basePath) === url &&
        routes.resolve(routePath(r.source, routes.basePath)).kind === 'missing',
    )
    .map((r) => r.source);
}

/** URLs as a writer reads them in a message: quoted, the first three, and how many more. */
export function quotedUrls(urls: readonly string[]): string {
  const shown = urls.slice(0, 3).map((u) => `"${u}"`);
  return urls.length > 3
    ? `${shown.join(', ')} and ${urls.length - 3} more`
    : shown.join(urls.length === 2 ? ' and ' : ', ');
}
