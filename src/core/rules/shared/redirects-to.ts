// The redirects that send readers to a page's URL: those of the head, which a rename or removal turns into chains,
// and those of the base that the same change deleted, whose URLs then lead nowhere either.
import { isExternal, routePath } from '../../site/routes.js';
import type { Redirect } from '../../site/model.js';
import type { PairContext } from '../rule.js';

/** A redirect's destination as a route path of this site; undefined for one that leaves it. */
function destinationPath(r: Redirect, routes: PairContext['headRoutes']): string | undefined {
  return isExternal(r.destination) ? undefined : routePath(r.destination, routes.basePath);
}

/** The head's redirects whose destination is `url` (a route path). */
export function redirectsTo(site: PairContext['head'], routes: PairContext['headRoutes'], url: string) {
  return site.redirects.filter((r) => destinationPath(r, routes) === url);
}

/** The base's redirects of one exact path (no pattern, #fragment or ?query) whose source the head no longer has. */
export function redirectsTakenOut(base: PairContext['base'], head: PairContext['head']): Redirect[] {
  const kept = new Set(head.redirects.map((r) => r.source));
  return base.redirects.filter((r) => r.source.startsWith('/') && !/[:*?#]/.test(r.source) && !kept.has(r.source));
}

/**
 * For a URL (a route path), the exact sources of the base's redirects to it that the change deleted, where nothing
 * answers now: a page and the redirects that led to it removed together (OrderlyNetwork/documentation-public
 * 1a0e7e7a8b, fresh set 101, took out the Market Making Rewards API pages and the evm-api/ redirects to them; those
 * old URLs lead nowhere too). The deleted redirects are indexed by destination once, when first asked.
 */
export function droppedRedirectsAs(
  base: PairContext['base'],
  head: PairContext['head'],
  routes: PairContext['headRoutes'],
): (url: string) => string[] {
  let byDestination: Map<string, string[]> | undefined;
  return (url) => {
    if (!byDestination) {
      byDestination = new Map();
      for (const r of redirectsTakenOut(base, head)) {
        const to = destinationPath(r, routes);
        if (to === undefined) continue;
        const list = byDestination.get(to);
        if (list) list.push(r.source);
        else byDestination.set(to, [r.source]);
      }
    }
    return (byDestination.get(url) ?? []).filter(
      (source) => routes.resolve(routePath(source, routes.basePath)).kind === 'missing',
    );
  };
}

/** URLs as a writer reads them in a message: quoted, the first three, and how many more. */
export function quotedUrls(urls: readonly string[]): string {
  const shown = urls.slice(0, 3).map((u) => `"${u}"`);
  return urls.length > 3
    ? `${shown.join(', ')} and ${urls.length - 3} more`
    : shown.join(urls.length === 2 ? ' and ' : ', ');
}
