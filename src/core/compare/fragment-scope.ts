// Which #fragment links a diff need not check: those whose answer cannot differ between the two states. A link's
// fragment check depends only on the link, the page it leads to and the ids that page gets (its text, its
// snippets' texts, docs.json `variables`); when all of these are the same in both states, the finding (or its
// absence) is the same too, so it is neither new nor fixed. Reading target pages' ids is the costly part of a
// diff on a large site, and this keeps it to what the change touched.
import { siteRoutesFor } from '../analyze.js';
import type { NavguardConfig } from '../config.js';
import { get } from '../json/document.js';
import { stripPageExt } from '../paths.js';
import { linkPath } from '../site/link-path.js';
import type { SiteModel } from '../site/model.js';
import { resolveImport, type PageFile } from '../site/pages.js';
import type { Target } from '../site/routes.js';
import type { SameFragment } from '../rules/rule.js';

/** Snippets imported within snippets, followed this deep at most (as pageAnchors inlines them). */
const MAX_DEPTH = 10;

export interface FragmentScope {
  /** Pages the change edited without touching the lines their ids come from. */
  idsKept?: ReadonlySet<string>;
  /**
   * Files of `site` the change deleted (not renamed): their links reach no reader any more, and a broken anchor
   * in them is not worth a parse to list as fixed.
   */
  deleted?: ReadonlySet<string>;
}

/** For the analysis of `site`, the links whose fragment answer is the same in `other`, or does not matter. */
export function sameFragmentAs(
  site: SiteModel,
  other: SiteModel,
  config: NavguardConfig,
  { idsKept = new Set(), deleted = new Set() }: FragmentScope = {},
): SameFragment {
  const never: SameFragment = () => false;
  if (!site.source.contentId || !other.source.contentId) return never;
  if (variablesOf(site) !== variablesOf(other)) return never;
  const mine = siteRoutesFor(site, config);
  const theirs = siteRoutesFor(other, config);
  if (mine.config.basePath !== theirs.config.basePath) return never;
  const sameContents = new Map<string, boolean>();
  const sameFile = (path: string, depth: number, seen: Set<string>): boolean => {
    const known = sameContents.get(path);
    if (known !== undefined) return known;
    const id = site.source.contentId!(path);
    let same = (id !== undefined && id === other.source.contentId!(path)) || (depth === 0 && idsKept.has(path));
    // A snippet's headings are ids of the page that renders it.
    const imports = site.index.scans.get(path)?.imports ?? [];
    for (const imp of imports) {
      if (!same) break;
      const here = resolveImport(path, imp.source, site.index.files);
      const there = resolveImport(path, imp.source, other.index.files);
      if (here !== there) same = false;
      else if (here !== undefined && !seen.has(here))
        same = depth < MAX_DEPTH && sameFile(here, depth + 1, new Set(seen).add(here));
    }
    if (depth === 0) sameContents.set(path, same);
    return same;
  };
  return (from, url, target) => {
    if (!from) return false;
    if (deleted.has(from)) return true;
    const u = url.trim();
    const otherScan = other.index.scans.get(from);
    if (!otherScan || site.index.scans.get(from) === undefined) return false;
    // The same link in the same file, or it is new (or gone) and its answer must be known.
    if (!otherScan.links.some((l) => l.url === url)) return false;
    let page: PageFile | undefined;
    let otherPage: PageFile | undefined;
    if (u.startsWith('#')) {
      page = site.index.pages.get(stripPageExt(from));
      otherPage = other.index.pages.get(stripPageExt(from));
      if (page?.path !== from) return false;
    } else {
      const p = linkPath(u, from, mine.config.basePath);
      if (p.kind !== 'path') return false;
      page = directPage(site, target);
      otherPage = directPage(other, theirs.routes.resolve(p.path));
    }
    if (!page || !otherPage || page.path !== otherPage.path) return false;
    return sameFile(page.path, 0, new Set([page.path]));
  };
}

/** The page a link reaches without a redirect (a page or a folder's index), as AnchorChecker reads it. */
function directPage(site: SiteModel, t: Target | undefined): PageFile | undefined {
  const { pages } = site.index;
  if (t?.kind === 'page') return pages.get(t.path) ?? pages.get(stripPageExt(t.path));
  if (t?.kind === 'folder') return pages.get(t.path ? `${t.path}/index` : 'index');
  return undefined;
}

function variablesOf(site: SiteModel): string {
  const vars = get(site.docs, 'variables');
  if (vars?.type !== 'object') return '';
  return JSON.stringify((vars.props ?? []).map((p) => [p.key, p.value.type === 'string' ? p.value.value : null]));
}
