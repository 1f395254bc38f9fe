// Which pages the site builder cannot parse, read within a budget of page text and kept by content (the
// mdx-syntax rule reports them; the comparison asks first, so that the check of the same state is free).
import { MDX_SYNTAX, pageSyntaxError, type PageSyntaxError } from '../mdx/page-syntax.js';
import { stripPageExt } from '../base/paths.js';
import type { SiteModel } from './model.js';
import { isSnippetPath } from './pages.js';

/**
 * Page text holding MDX syntax read per run: a full check of a large site reads this much, then counts the rest.
 * Every site of the test corpus fits (the largest holds 3.5 MB): at 1 MB, 7 of its 20 were read in part, and two
 * new users in a row took `check`'s pass for every page parsing (swarms-framework-docs: 1 of its 3 broken pages
 * found). Telling a page valid costs 0.15–0.3 s per MB.
 */
export const SYNTAX_BUDGET = 4_000_000;

/** Pages asked of the source at a time. */
const PREFETCH = 128;

/**
 * The pages among `paths` the site builder cannot parse, read in path order until the budget of page text holding
 * MDX syntax is spent; `unchecked`: how many were not read then. Verdicts are kept by text (pageSyntaxError), so a
 * comparison that asks first (see compare.ts) makes the check of the same state free.
 */
export function unparsablePages(
  site: SiteModel,
  paths: readonly string[],
  budget = SYNTAX_BUDGET,
): { invalid: Map<string, { text: string; error: PageSyntaxError }>; unchecked: number } {
  const pages = [...paths].sort();
  const invalid = new Map<string, { text: string; error: PageSyntaxError }>();
  const { source, memos } = site;
  let left = budget;
  for (let i = 0; i < pages.length; i++) {
    // Past the budget the other pages are not read at all: each costs a read, which on a large site is much of a run.
    if (left <= 0) return { invalid, unchecked: pages.length - i };
    const path = pages[i]!;
    const id = source.knownContentId?.(path);
    let verdict = id === undefined ? undefined : memos.syntax.verdicts.get(id);
    let text: string | undefined;
    if (!verdict) {
      // A source that reads lazily (a large diff's pages come back from git) fetches them a batch at a time.
      if (i % PREFETCH === 0) source.prefetch?.(pages.slice(i, i + PREFETCH));
      text = source.read(path);
      if (text === undefined) continue;
      const counted = MDX_SYNTAX.test(text) ? text.length : 0;
      const error = counted ? pageSyntaxError(text, memos.mdx) : undefined;
      verdict = error ? { counted, error } : { counted };
      if (id !== undefined) memos.syntax.verdicts.set(id, verdict);
    }
    if (id !== undefined) memos.syntax.used.add(id);
    left -= verdict.counted;
    if (!verdict.error) continue;
    text ??= source.read(path);
    if (text !== undefined) invalid.set(path, { text, error: verdict.error });
  }
  return { invalid, unchecked: 0 };
}

/** The pages of a set of files: docs-root-relative paths of page files, snippets left out. */
export function pagesAmong(site: SiteModel, files: Iterable<string>): string[] {
  const out: string[] = [];
  for (const path of files)
    if (site.index.pages.get(stripPageExt(path))?.path === path && !isSnippetPath(path)) out.push(path);
  return out;
}
