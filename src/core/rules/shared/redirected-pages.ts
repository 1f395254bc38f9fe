// The page a redirect's source names exactly: that URL is answered by the page or by the redirect, never both.
// Shared by redirect-shadows-page (which reports it) and orphan-page (which leaves such a page to it).
import { stripPageExt } from '../../base/paths.js';
import type { Redirect, SiteModel } from '../../site/model.js';
import type { PageFile } from '../../site/pages.js';
import type { Routes } from '../../site/routes.js';

/**
 * The page at a redirect's exact source. Only the page's own URL counts: `/gpu.mdx` or `/guides/index` are
 * other URLs, which a redirect may rightly catch; a source the host never matches (a fragment, a query, no
 * leading "/") names no page.
 */
export function shadowedPage(site: SiteModel, routes: Routes, r: Redirect): PageFile | undefined {
  if (/[?#]/.test(r.source) || !r.source.startsWith('/')) return undefined;
  const exact = routes.sourcePattern(r).exact;
  if (exact === undefined || stripPageExt(exact) !== exact || /(^|\/)index$/.test(exact)) return undefined;
  const t = routes.resolveDirect(exact);
  if (t.kind !== 'page') return undefined;
  return site.index.pages.get(t.path) ?? site.index.pages.get(stripPageExt(t.path));
}
