// Where a link leads, asked of one state of a site: whether it leads nowhere, and whether its #fragment names no
// id there. The links rule reports with these answers; the comparison asks them of the other state of a diff.
import type { NavguardConfig } from '../config/config.js';
import { globMatcher } from '../base/glob.js';
import { extname } from '../base/paths.js';
import { linkPath, servedReading } from './link-path.js';
import type { SiteModel } from './model.js';
import { AnchorChecker } from './page-ids.js';
import { folderWithoutIndex, leadsNowhere, type Routes, type Target } from './routes.js';

export const PAGE_EXT = new Set(['', '.md', '.mdx']);

export interface Resolution {
  target?: Target;
  /** Set when the link is not checked at all (external, anchor-only, template, ignored). */
  skip?: boolean;
  outside?: boolean;
  path: string;
}

export function resolveLink(
  url: string,
  from: string,
  routes: Routes,
  config: NavguardConfig,
  ignored: (p: string) => boolean,
): Resolution {
  const p = linkPath(url, from, config.basePath);
  if (p.kind === 'skip') return { skip: true, path: url.trim() };
  if (p.kind === 'outside') return { outside: true, path: url.trim() };
  const { path } = p;
  if (!config.links.assets && !PAGE_EXT.has(extname(path))) return { skip: true, path };
  const skipped = (p: string): boolean => ignored(p) || ignored(`/${p}`);
  if (skipped(path)) return { skip: true, path };
  const target = routes.resolve(path);
  if (leadsNowhere(target)) {
    // An index page's link, read from the folder above, as a browser does at the folder's URL.
    const served = servedReading(url, from, config.basePath);
    const there = served && !skipped(served.path) && routes.resolve(served.path);
    if (there && !leadsNowhere(there)) return { target: there, path: served.path };
  }
  return { target, path };
}

export function broken(r: Resolution): boolean {
  if (r.skip) return false;
  if (r.outside) return true;
  return leadsNowhere(r.target!);
}

/**
 * A link to a folder that has no index page (the site's root aside): `mint broken-links` counts a folder as there,
 * the live site serves no page at it, and what it shows instead is not documented (Alchemyst-ai/docs 1e0020a, fresh
 * set 89: 13 links to a folder whose overview page became a folder of pages, passed in silence). A warning.
 */
export function folderOnly(r: Resolution, site: SiteModel): boolean {
  return !r.skip && !r.outside && folderWithoutIndex(r.target, site);
}

/**
 * What a state's links answer when asked one at a time, past its analysis (whose parse budget may have run out):
 * whether a link of `file` leads nowhere (what broken-link reports, before the parser's confirmation), and whether
 * its #fragment names no id on the page it leads to (undefined when it leads to no page's fragment). One anchor
 * check serves every question, so a target page is read once.
 */
export function linkAsker(
  site: SiteModel,
  routes: Routes,
  config: NavguardConfig,
): {
  broken(url: string, file: string): boolean;
  /** Whether the link leads to a folder with no index page (folderOnly). */
  folderOnly(url: string, file: string): boolean;
  fragmentMissing(url: string, file: string): boolean | undefined;
  /** Whether the link's #fragment leads into a page whose ids cannot be known (it does not parse). */
  fragmentUnknown(url: string, file: string): boolean;
} {
  const ignored = globMatcher(config.links.ignore);
  let anchors: AnchorChecker | undefined;
  // The page and fragment a link that leads somewhere names, with the one anchor checker that answers for them.
  const fragmentOf = (url: string, file: string) => {
    const r = resolveLink(url, file, routes, config, ignored);
    if (broken(r)) return undefined;
    anchors ??= new AnchorChecker(site);
    const target = anchors.fragmentTarget(url, file, r.target);
    return target && { target, anchors };
  };
  return {
    broken: (url, file) => broken(resolveLink(url, file, routes, config, ignored)),
    folderOnly: (url, file) => folderOnly(resolveLink(url, file, routes, config, ignored), site),
    fragmentMissing(url, file) {
      const t = fragmentOf(url, file);
      return t && !!t.anchors.problem(t.target);
    },
    fragmentUnknown(url, file) {
      const t = fragmentOf(url, file);
      return !!t && !t.anchors.anchors(t.target.page).known;
    },
  };
}
