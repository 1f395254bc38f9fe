// The page a redirect's source names exactly: that URL is answered by the page or by the redirect, never both.
// Shared by redirect-shadows-page (which reports it) and orphan-page (which leaves such a page to it).
import { stripPageExt } from '../../base/paths.js';
import type { Redirect, SiteModel } from '../../site/model.js';
import type { PageFile } from '../../site/pages.js';
import type { Routes } from '../../site/routes.js';
import type { FindingSink } from '../rule.js';

/**
 * The page at a redirect's exact source. Only the page's own URL counts: `/gpu.mdx` or `/guides/index` are
 * other URLs, which a redirect may rightly catch; a source the host never matches (a fragment, a query, no
 * leading "/") names no page.
 */
export function shadowedPage(site: SiteModel, routes: Routes, r: Redirect): PageFile | undefined {
  if (unmatchable(r.source)) return undefined;
  const exact = routes.sourcePattern(r).exact;
  if (exact === undefined || stripPageExt(exact) !== exact || /(^|\/)index$/.test(exact)) return undefined;
  const t = routes.resolveDirect(exact);
  if (t.kind !== 'page') return undefined;
  return site.index.pages.get(t.path) ?? site.index.pages.get(stripPageExt(t.path));
}

/** A source the host never matches: it carries a fragment or a query, or lacks the leading "/". */
export function unmatchable(source: string): boolean {
  return /[?#]/.test(source) || !source.startsWith('/');
}

/** Where another redirect is, as the writer finds it from one: its line (and file, when $ref put it in another). */
export function redirectLine(out: FindingSink, other: Redirect, from: Redirect): string {
  const there = out.locate(other.sourceSpan);
  return there.file === out.locate(from.sourceSpan).file
    ? `line ${there.line}`
    : `${out.repoPath(there.file)} line ${there.line}`;
}
