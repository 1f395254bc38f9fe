// Whether a page that took an old page's place in the navigation is that page renamed: an entry edited in place
// from one page to another is a rename only when the two evidently name one subject. Without that test a
// rewritten section paired its pages by position (lmnr-ai/docs cc6e13de: "configuration" "renamed to" datasets;
// onyx's regenerated API reference: "upload_file" to "stop_chat_session"), and a rename's redirect and link
// retargets are fixes `navguard fix` applies unasked.
import { distance } from 'fastest-levenshtein';
import { basename } from '../base/paths.js';
import type { SiteModel } from '../site/model.js';
import { pageTitle } from '../site/pages.js';
import { PLACEHOLDER } from '../site/added-by-name.js';

/** Names a section's front page goes by: one of them replacing another is the same page. */
const FRONT = new Set(['index', 'introduction', 'intro', 'overview', 'home', 'welcome', 'readme']);

/** Words of a name or title, lower case: `get_user-by ID` → get, user, by, id. */
function words(s: string): string[] {
  return s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** One's words all among the other's (`Quickstart`, `React Quickstart`), or the two spelt nearly alike. */
function alike(a: string, b: string): boolean {
  const wa = words(a);
  const wb = words(b);
  if (!wa.length || !wb.length) return false;
  const [few, many] = wa.length <= wb.length ? [wa, new Set(wb)] : [wb, new Set(wa)];
  if (few.every((w) => many.has(w))) return true;
  const ja = wa.join('');
  const jb = wb.join('');
  return 1 - distance(ja, jb) / Math.max(ja.length, jb.length) >= 0.8;
}

/** Whether page `to` of the head is page `from` of the base under another name (see the top of this file). */
export function sameSubject(base: SiteModel, from: string, head: SiteModel, to: string): boolean {
  const a = basename(from);
  const b = basename(to);
  // A page become its folder's front page (`deployment` → `deployment/introduction`), or one front page for another.
  if (to.startsWith(`${from}/`) && FRONT.has(b)) return true;
  if (FRONT.has(a) && FRONT.has(b)) return true;
  // bhollenbachnds/docs 8452a93509 (fresh set 105) deleted a/untitled-page ("OAuth 2.0 settings") and put a root
  // untitled-page ("Active Directory") in its entry: called renamed, its redirect sent OAuth readers there.
  if (!PLACEHOLDER.test(a) && !PLACEHOLDER.test(b) && alike(a, b)) return true;
  // Only a few pages come this far (pageTitle reads the page).
  const ta = pageTitle(base, from);
  const tb = pageTitle(head, to);
  return ta !== undefined && tb !== undefined && alike(ta, tb);
}

/**
 * Whether two pages' titles, where both have one, name one subject: a page of the same file name added where a folder
 * moved is no move of the old one when its title is another's (mexmaster241/docs 798a14d9e0, fresh set 121: the
 * starter's "Global Settings" and a new "Herramientas" page, both settings.mdx, read as moved).
 */
export function titlesAgree(base: SiteModel, from: string, head: SiteModel, to: string): boolean {
  // A folder's front page moves with it whatever its title (0xnicholas/docs b18eda7dd6: terminal/overview, "Terminal
  // Overview", is quick-trade/overview, "Quick Trade", as the product was renamed).
  if (FRONT.has(basename(from)) && basename(from) === basename(to)) return true;
  const ta = pageTitle(base, from);
  const tb = pageTitle(head, to);
  return ta === undefined || tb === undefined || alike(ta, tb);
}
