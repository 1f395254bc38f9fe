// Which #fragment links a diff need not check: those whose answer cannot differ between the two states. A link's
// fragment check depends only on the link, the page it leads to and the ids that page gets (its text, its
// snippets' texts, docs.json `variables`); when all of these are the same in both states, the finding (or its
// absence) is the same too, so it is neither new nor fixed. Reading target pages' ids is the costly part of a
// diff on a large site, and this keeps it to what the change touched.
import { siteRoutesFor } from '../engine/analyze.js';
import type { NavguardConfig } from '../config/config.js';
import { linkPath } from '../site/link-path.js';
import type { SiteModel } from '../site/model.js';
import type { PageFile } from '../site/pages.js';
import { docsVariables, ownPage, snippetsOf, targetPage } from '../site/page-ids.js';
import type { SameFragment } from '../rules/rule.js';

export interface FragmentScope {
  /** Pages the change edited without touching the lines their ids come from. */
  idsKept?: ReadonlySet<string>;
  /**
   * Files of `site` the change deleted (not renamed): their links reach no reader any more, and a broken anchor
   * in them is not worth a parse to list as fixed.
   */
  deleted?: ReadonlySet<string>;
  /** Files of `site` the change renamed, by their name in the other state: a renamed page's links stay its links. */
  renamedFiles?: ReadonlyMap<string, string>;
  /** Files whose links are checked whatever the change did: copies' sources, which tell what a copy already had. */
  checked?: ReadonlySet<string>;
}

/** For the analysis of `site`, the links whose fragment answer is the same in `other`, or does not matter. */
export function sameFragmentAs(
  site: SiteModel,
  other: SiteModel,
  config: NavguardConfig,
  { idsKept = new Set(), deleted = new Set(), renamedFiles = new Map(), checked = new Set() }: FragmentScope = {},
): SameFragment {
  const never: SameFragment = () => false;
  if (!site.source.contentId || !other.source.contentId) return never;
  if (JSON.stringify(docsVariables(site)) !== JSON.stringify(docsVariables(other))) return never;
  const mine = siteRoutesFor(site, config);
  const theirs = siteRoutesFor(other, config);
  if (mine.config.basePath !== theirs.config.basePath) return never;
  const theirName = (path: string): string => renamedFiles.get(path) ?? path;
  const same = (path: string, theirPath = path): boolean => {
    const id = site.source.contentId?.(path);
    return id !== undefined && id === other.source.contentId?.(theirPath);
  };
  // A page gives the same ids when it and the snippets it renders (nested) are the same files with the same
  // contents, or when the change touched only its prose.
  const sameIds = new Map<string, boolean>();
  const sameIdsOf = (path: string): boolean => {
    let known = sameIds.get(path);
    if (known === undefined) {
      const theirPath = theirName(path);
      const snippets = snippetsOf(site, path);
      const theirSnippets = snippetsOf(other, theirPath);
      known =
        (same(path, theirPath) || (path === theirPath && idsKept.has(path))) &&
        snippets.size === theirSnippets.size &&
        [...snippets].every((p) => theirSnippets.has(p) && same(p));
      sameIds.set(path, known);
    }
    return known;
  };
  return (from, url, target) => {
    if (!from || checked.has(from)) return false;
    if (deleted.has(from)) return true;
    const u = url.trim();
    const theirFrom = theirName(from);
    const otherScan = other.index.scans.get(theirFrom);
    if (!otherScan || site.index.scans.get(from) === undefined) return false;
    // The same link in the same file, or it is new (or gone) and its answer must be known.
    if (!otherScan.links.some((l) => l.url === url)) return false;
    let page: PageFile | undefined;
    let otherPage: PageFile | undefined;
    if (u.startsWith('#')) {
      page = ownPage(site, from);
      otherPage = ownPage(other, theirFrom);
    } else {
      const p = linkPath(u, theirFrom, mine.config.basePath);
      if (p.kind !== 'path') return false;
      page = targetPage(site, target);
      otherPage = targetPage(other, theirs.routes.resolve(p.path));
    }
    if (!page || !otherPage || theirName(page.path) !== otherPage.path) return false;
    return sameIdsOf(page.path);
  };
}
