// Navigation entries that name pages, the page a mis-written entry evidently means, and the pages entries reach.
// Shared by the page rules (which report the entry), the orphan rule (a page an entry means is not an orphan)
// and the redirect rules (a page a redirect hides says whether the navigation still lists it).
import type { Span } from '../../json/document.js';
import { walk, type NavNode } from '../../site/nav.js';
import { stripPageExt } from '../../base/paths.js';
import type { SiteIndex } from '../../site/pages.js';
import type { SiteModel } from '../../site/model.js';

export interface PageRef {
  entry: string;
  page: string;
  span: Span;
  node: NavNode;
  /** A group's `root` page rather than an entry of its `pages`. */
  isRoot: boolean;
}

/** Every page entry of the navigation, group roots included, in navigation order. */
export function pageRefs(nav: NavNode): PageRef[] {
  const refs: PageRef[] = [];
  for (const n of walk(nav)) {
    if (n.kind === 'page') refs.push({ entry: n.entry, page: n.page, span: n.span, node: n, isRoot: false });
    if (n.kind === 'group' && n.root)
      refs.push({ entry: n.root.entry, page: n.root.page, span: n.root.span, node: n, isRoot: true });
  }
  return refs;
}

/**
 * The existing page an entry with no page of its own names in a form the builder does not match (with its
 * extension, in another letter case, or a folder for its index page), and why it does not match.
 */
export function meantPage(
  index: SiteIndex,
  ref: PageRef,
  /** How the message names a file (repository-relative, as every message does). */
  show: (file: string) => string = (file) => file,
): { page: string; why: string } | undefined {
  const noExt = stripPageExt(ref.page);
  if (noExt !== ref.page && index.pages.has(noExt))
    return { page: noExt, why: 'includes the file extension, but navigation entries are written without it' };
  // A folder of the entry's own case first: `agents` beside agents/index.mdx and the repository's AGENTS.md means the
  // folder's page (coder/mux, fresh set 112: "Write AGENTS", the instructions for coding agents).
  if (index.pages.has(`${ref.page}/index`))
    return { page: `${ref.page}/index`, why: 'names a folder; the page inside it must be written with "/index"' };
  const sameCase = index.slugsLike(ref.page);
  if (sameCase.length === 1)
    return {
      page: sameCase[0]!,
      why: `does not match the file name's case ("${show(index.pages.get(sameCase[0]!)!.path)}"); paths are case-sensitive`,
    };
  return undefined;
}

/** The pages navigation entries reach: those they name, and those mis-written entries evidently mean (meantPage). */
export function reachedPages(site: SiteModel): Set<string> {
  const reached = new Set<string>();
  if (!site.nav) return reached;
  for (const ref of pageRefs(site.nav)) {
    if (ref.entry === '') continue;
    if (site.index.pages.has(ref.page)) reached.add(ref.page);
    else {
      const meant = meantPage(site.index, ref);
      if (meant) reached.add(meant.page);
    }
  }
  return reached;
}
