// A page the base could not parse (an MDX syntax error) has its links left unread there when every link is checked
// (`--links all`), while a pull request's check (links of the changed files) reads them in the base as written. So
// a change that repairs the page made its old dead links new in one mode and existing in the other
// (wundergraph/cosmo-docs 3283260: fixing `<graph_name>` in a table "brought" two dead links further down). As
// for a broken anchor into a page the base could not parse (askedOfBase), the change that mended the page did not
// break them: a dead link the base page already had, written the same, is existing in both modes.
import type { Finding } from '../base/types.js';
import type { SiteModel } from '../site/model.js';
import { unparsablePages } from '../site/unparsable.js';
import { rootFile } from './could-not-tell.js';

/** `marked` with the new dead links that a page the change repaired already had marked existing. */
export function inRepairedPages(
  marked: Finding[],
  base: SiteModel | undefined,
  head: SiteModel | undefined,
  /** Docs-root paths of the files the change wrote (their base verdict is asked only of these). */
  touched: Iterable<string> | undefined,
  /** Head path → base path, for pages the change renamed. */
  baseNames: ReadonlyMap<string, string>,
): Finding[] {
  if (!base || !head || !touched) return marked;
  const wrote = new Set(touched);
  if (!wrote.size) return marked;
  const baseOf = (p: string): string => baseNames.get(p) ?? p;
  const pageOf = (f: Finding): string | undefined => {
    const url = f.rule === 'broken-anchor' || f.rule === 'broken-link' ? f.data.url : undefined;
    if (f.status !== 'new' || url === undefined) return undefined;
    const file = rootFile(head.source.rootPrefix, f.file);
    if (file === undefined || !wrote.has(file)) return undefined;
    return base.index.scans.get(baseOf(file))?.links.some((l) => l.url === url) ? file : undefined;
  };
  const pageOfEach = marked.map(pageOf);
  const pages = [...new Set(pageOfEach.filter((p): p is string => p !== undefined))];
  if (!pages.length) return marked;
  const broken = unparsablePages(base, pages.map(baseOf)).invalid;
  if (!broken.size) return marked;
  return marked.map((f, i) => {
    const page = pageOfEach[i];
    return page !== undefined && broken.has(baseOf(page)) ? { ...f, status: 'existing' } : f;
  });
}
