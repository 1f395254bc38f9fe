// A root link written in a translated page without its language's folder (`/apps/x#triggers-aanmaken` in nl/…)
// leads to the default language's page; the writer meant the same page in their own language.
import { topFolder } from '../../base/paths.js';
import type { SiteModel } from '../../site/model.js';
import { navigationLanguages } from '../../site/nav.js';
import type { AnchorChecker, AnchorProblem } from '../../site/page-ids.js';
import type { PageFile } from '../../site/pages.js';

/**
 * The page a root link of a page in a language's folder meant, when it leads out of that language: the same path
 * in the language's folder (`/apps/x` in nl/…, for /nl/apps/x). Undefined outside a language folder of the
 * navigation, for a link into one, or where the language has no such page.
 */
export type LanguageCopy = (from: string, page: PageFile) => PageFile | undefined;

export function ownLanguageCopy(site: SiteModel): LanguageCopy {
  const codes = navigationLanguages(site.nav);
  return (from, page) => {
    const language = topFolder(from);
    if (!language || !codes.has(language.toLowerCase()) || codes.has(topFolder(page.path).toLowerCase()))
      return undefined;
    return site.index.pages.get(`${language}/${page.slug}`);
  };
}

/** The same page in the linking page's language, and `id`, the one the fragment obviously meant there (if not its own). */
export interface InLanguage {
  page: PageFile;
  id?: string;
}

/**
 * Where a broken #fragment of a root link in `from` is answered in `from`'s language: the copy has the id, or one it
 * obviously meant (HireData/documentation 9a60afd, walk 80: `#installer-les-skills-avec-un-prompt` from a French
 * page, whose French copy kept the English heading "Install the skills with a prompt").
 */
export function answerInLanguage(
  url: string,
  from: string,
  problem: AnchorProblem,
  anchors: AnchorChecker,
  languageCopy: LanguageCopy | undefined,
): InLanguage | undefined {
  const copy = url.startsWith('/') && url.indexOf('#') > 0 ? languageCopy?.(from, problem.page) : undefined;
  if (!copy) return undefined;
  const there = anchors.problem({ page: copy, fragment: problem.fragment });
  if (!there) return { page: copy };
  return there.suggestion ? { page: copy, id: there.suggestion } : undefined;
}
