// Where a removed page's or folder's readers are sent when nothing says where it went: the nearest page that survives.
import { dirname, topFolder } from '../../base/paths.js';
import type { SiteModel } from '../../site/model.js';
import { walk, type NavNode, type PageNode } from '../../site/nav.js';
import type { Routes } from '../../site/routes.js';

/**
 * The nearest parent of a folder that still answers with a page: its own, its index, or its overview page (an
 * `overview`, `introduction` or `intro`), else the home page.
 */
export function survivingParent(folder: string, routes: Routes): string | undefined {
  for (let d = dirname(folder); ; d = dirname(d)) {
    if (!d) return routes.resolve('index').kind === 'page' ? '' : undefined;
    // A language's home (zh/index, served at /zh) before the site's (b2proxy da43ae81b3, fresh set 115: a zh folder
    // was sent to "/", the English home).
    if (routes.resolve(d).kind === 'page' || routes.resolve(`${d}/index`).kind === 'page') return d;
    // mcgrphub/mc-markets-doc aa33bdbc9f (fresh set 120): /api-reference/endpoints/ was sent to "/" beside
    // /api-reference/overview.
    const overview = OVERVIEW_NAMES.map((n) => `${d}/${n}`).find((p) => routes.resolve(p).kind === 'page');
    if (overview) return overview;
  }
}

/** The names of a folder's overview page, in the order one is taken. */
const OVERVIEW_NAMES = ['overview', 'introduction', 'intro'];

/**
 * The first page left in the group that held a removed folder's first entry, or in the groups around it (a
 * sub-group removed whole: b2proxy da43ae81b3, where its parent group kept /zh/integrations/anti-detect-browser).
 */
export function survivingInGroups(group: NavNode | undefined, site: SiteModel): string | undefined {
  for (let g = group; g; g = g.kind === 'group' ? g.parent : undefined) {
    const page = g.children.find((c): c is PageNode => c.kind === 'page' && site.index.pages.has(c.page))?.page;
    if (page !== undefined) return page;
  }
  return undefined;
}

/** Whether a guess stays in the page's top folder (any guess does for a page at the top). */
export function sameTopFolder(slug: string, guess: string): boolean {
  return topFolder(slug) === '' || topFolder(slug) === topFolder(guess);
}

/** The first page under `folder` the navigation lists, else the first of its pages by path. */
export function firstPageUnder(site: SiteModel, folder: string): string | undefined {
  const under = (page: string): boolean => page.startsWith(`${folder}/`) && site.index.pages.has(page);
  const listed = site.nav ? walk(site.nav).find((n): n is PageNode => n.kind === 'page' && under(n.page)) : undefined;
  return listed?.page ?? [...site.index.pages.keys()].filter(under).sort()[0];
}
