// A page the change took out of the navigation while leaving its file is still published, reachable only by its
// URL: the usual trace of a move that copied pages to their new place and forgot the old ones (projectdiscovery/docs
// c6cda124 moved its tools' docs to opensource/ and left 66 pages in tools/). Its new orphan-page says so, with
// where it was, the page that looks like its copy, and the fix a move wants.
import { firstPageEntries } from '../site/nav.js';
import { locationOf, whereIn, type SiteModel } from '../site/model.js';
import { languageFolder } from '../base/paths.js';
import { configFileOf } from '../rules/rule.js';
import { listIn } from '../base/lookup-table.js';
import { servedAt } from '../site/link-path.js';
import { redirectJson } from '../json/redirect-json.js';
import type { Finding } from '../base/types.js';

/** `marked` with each new orphan-page that was a navigation entry in the base told so. */
export function leftBehind(marked: Finding[], base: SiteModel | undefined, head: SiteModel | undefined): Finding[] {
  if (!base?.nav || !head || !marked.some((f) => f.rule === 'orphan-page' && f.status === 'new')) return marked;
  const entries = firstPageEntries(base.nav);
  const copyOf = copies(base, head);
  const config = configFileOf(head);
  return marked.map((f): Finding => {
    if (f.rule !== 'orphan-page' || f.status !== 'new') return f;
    const { page } = f.data;
    const entry = entries.get(page);
    if (!entry) return f;
    const wasIn = locationOf(entry.parent);
    const copy = copyOf(page);
    const url = `/${servedAt(page)}`;
    const redirect = redirectJson(url, copy ? `/${servedAt(copy)}` : '/NEW-PATH');
    return {
      ...f,
      message: `${f.message} This change took it out of the navigation (it was ${whereIn(entry.parent)}) but left its file${copy ? `, and added ${copy}, which looks like its new place` : ''}.`,
      data: { ...f.data, wasIn, ...(copy ? { copy } : {}) },
      fix: {
        message: `If it moved, delete ${f.file} and add ${redirect} to "redirects" in ${config}; if it stays, put it back in the navigation or add \`hidden: true\` to its frontmatter.`,
      },
    };
  });
}

/**
 * The page the change added that ends in the same two path segments as a page (`opensource/alterx/install` for
 * `tools/alterx/install`), in the same language folder, when one alone does.
 */
function copies(base: SiteModel, head: SiteModel): (page: string) => string | undefined {
  let byTail: Map<string, string[]> | undefined;
  const tail = (slug: string): string => slug.split('/').slice(-2).join('/');
  return (page) => {
    if (!byTail) {
      byTail = new Map();
      for (const slug of head.index.pages.keys()) {
        if (base.index.pages.has(slug)) continue;
        listIn(byTail, tail(slug)).push(slug);
      }
    }
    // Not across languages: 0xsequence's ja/sdk/web/hooks/x, dropped, is no copy of the English sdk/web/hooks-sdk/hooks/x.
    const found = page.includes('/')
      ? byTail.get(tail(page))?.filter((c) => languageFolder(c) === languageFolder(page))
      : undefined;
    return found?.length === 1 ? found[0] : undefined;
  };
}
