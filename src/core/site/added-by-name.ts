// Which page a change added that likely replaces one it removed, by name: missing-redirect's guess for a removed
// page's redirect, and a diff's for an entry whose page the change deleted (compare/says-deleted.ts).
import { basename, languageFolder } from '../base/paths.js';
import type { SiteModel } from './model.js';

/** The name of an overview page (index, overview, introduction): it says nothing of a page's subject. */
export const OVERVIEW = /(?:^|\/)(?:index|overview|introduction|intro|about)$/;

/** Names Mintlify's web editor gives a new page (`untitled-page`, `untitled-page-2`): nor do they. */
export const PLACEHOLDER = /^(?:untitled(?:-page)?|new-page)(?:-\d+)?$/;

/**
 * The page that likely replaces a removed page: the one page the change added, in the same language, whose name is
 * the removed page's, or that name without its last word, or with one more (`recall` for `recall-ai`). gladiaio/docs
 * 05d0836c71 (fresh set 98) moved its integrations to chapters/integrations/ and rewrote recall-ai.md as recall.mdx;
 * the redirect asked for had no destination. An overview's name (index, overview) says nothing of the subject, nor
 * does a name shorter than four letters.
 */
export function addedByNameAs(
  head: SiteModel,
  added: (slug: string) => boolean,
  otherCopy: (slug: string, page: string) => boolean = () => false,
): (slug: string) => string | undefined {
  let fresh: { slug: string; name: string; lang: string | undefined }[] | undefined;
  const lessAWord = (name: string): string => name.slice(0, Math.max(0, name.lastIndexOf('-')));
  // Or its first word: a prefix dropped once the page sits in a folder of that name (useMorph/morph-docs-2
  // 47df2ba0bd, fresh set 123: python/morphlib-execute_sql became morph_lib/database/execute_sql).
  const lessFirstWord = (name: string): string => name.slice(name.indexOf('-') + 1);
  const alike = (a: string, b: string): boolean =>
    a === b ||
    (b.length >= 4 && (lessAWord(a) === b || (a.includes('-') && lessFirstWord(a) === b))) ||
    (a.length >= 4 && (lessAWord(b) === a || (b.includes('-') && lessFirstWord(b) === a)));
  return (slug) => {
    fresh ??= [...head.index.pages.keys()]
      .filter((s) => added(s) && !OVERVIEW.test(s) && !PLACEHOLDER.test(basename(s)))
      .map((s) => ({ slug: s, name: basename(s).toLowerCase(), lang: languageFolder(s) }));
    // In any letter case: ComposioHQ/docs (fresh set 106) rewrote pages under lower-case names, each "removed".
    const name = basename(slug).toLowerCase();
    if (OVERVIEW.test(slug) || PLACEHOLDER.test(name)) return undefined;
    const lang = languageFolder(slug);
    const found = fresh.filter((f) => f.lang === lang && alike(name, f.name) && !otherCopy(slug, f.slug));
    return found.length === 1 ? found[0]!.slug : undefined;
  };
}
