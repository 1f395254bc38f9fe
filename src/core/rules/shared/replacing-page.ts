// The page a change added that replaces a page it removed, told by where, under which title, or by another
// language's rename: missing-redirect's guesses for a removed page's readers.
import { walk, type NavNode } from '../../site/nav.js';
import { dirname, languageFolder, withoutLanguage } from '../../base/paths.js';
import { pageTitle } from '../../site/pages.js';
import type { PairContext } from '../rule.js';
import { listIn } from '../../base/lookup-table.js';

/**
 * The page that likely replaces a removed page: the one page the change added to the section its siblings are in
 * now. teamhanko/docs c7f7bfcc40 (fresh set 96) replaced the node and bun quickstarts by quickstarts/backend/javascript
 * in the same group; the redirects asked for sent node's readers to the nearest name, /quickstarts/backend/go.
 */
export function addedBesideAs(
  head: PairContext['head'],
  added: (slug: string) => boolean,
): (siblings: readonly string[]) => string | undefined {
  let sectionOf: Map<string, NavNode> | undefined;
  return (siblings) => {
    if (!head.nav || !siblings.length) return undefined;
    if (!sectionOf) {
      sectionOf = new Map();
      for (const n of walk(head.nav))
        if (n.kind !== 'page') for (const c of n.children ?? []) if (c.kind === 'page') sectionOf.set(c.page, n);
    }
    const section = sectionOf.get(siblings[0]!);
    const fresh = (section?.children ?? []).filter((c) => c.kind === 'page' && added(c.page));
    return fresh.length === 1 && fresh[0]!.kind === 'page' ? fresh[0]!.page : undefined;
  };
}

/**
 * The page that replaces a removed page: the one page the change added in its folder under its title, if only one.
 * gnosispay/docs a9d3323 (fresh set 80) replaced account/accounts.mdx by account/index.mdx, both "Accounts on
 * Gnosis Pay"; the redirect asked for sent readers to a sibling, /account/iban-integration, which `fix` would have
 * written. Asked only of pages reported one by one; titles are read from the pages (pageTitle), so a folder with
 * many new pages is not read.
 */
export function retitledAs(base: PairContext['base'], head: PairContext['head']): (slug: string) => string | undefined {
  const addedBy = addedInFolderOf(base, head);
  // A title's words, in any case and number: solidyne/docs 66649b68f9 (fresh set 125) re-added "Grounding and
  // protection" as "Grounding and Protections", and its readers were sent to the first page left in the section.
  const said = (t: string | undefined): string | undefined =>
    t
      ?.toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .map((w) => (w.length > 3 ? w.replace(/s$/, '') : w))
      .join(' ') || undefined;
  return (slug) => {
    const candidates = addedBy(slug);
    if (!candidates.length) return undefined;
    const title = said(pageTitle(base, slug));
    const same = title ? candidates.filter((c) => said(pageTitle(head, c)) === title) : [];
    return same.length === 1 ? same[0] : undefined;
  };
}

/**
 * For a page removed from a language's folder, the page at the same place in its folder that this change added where
 * another language's copy of it was renamed (Duzzle-development/Shanone-docs 819b938a52, fresh set 86: schedule →
 * automations in English and Japanese; git found the English rename, and the Japanese page read as removed).
 */
export function renamedAsTranslation(
  renamed: ReadonlyMap<string, string>,
  head: PairContext['head'],
  added: (slug: string) => boolean,
): (slug: string) => { to: string; from: string; renamedTo: string } | undefined {
  const rest = (slug: string): [string, string] => {
    const lang = languageFolder(slug);
    return [lang ? slug.slice(0, lang.length) : '', withoutLanguage(slug)];
  };
  let byRest: Map<string, [string, string]> | undefined;
  return (slug) => {
    if (!byRest) {
      byRest = new Map();
      for (const [from, to] of renamed) {
        const [fromLang, fromRest] = rest(from);
        const [toLang, toRest] = rest(to);
        if (fromLang === toLang && !byRest.has(fromRest)) byRest.set(fromRest, [from, toRest]);
      }
    }
    const [lang, own] = rest(slug);
    const found = byRest.get(own);
    if (!found || found[0] === slug) return undefined;
    const to = lang ? `${lang}/${found[1]}` : found[1];
    return head.index.pages.has(to) && added(to)
      ? { to, from: found[0], renamedTo: renamed.get(found[0])! }
      : undefined;
  };
}

/**
 * Lines of a page's text that say something: its body's non-blank lines, not frontmatter, fences or imports, as read
 * (a link's text without its target, no emphasis marks, spaces collapsed: Conquest's rewrite bolded phrases and
 * linked words of the same sentences).
 */
function sayingLines(text: string): string[] {
  const body = text.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '');
  return body
    .split('\n')
    .filter((l) => !/^\s*(?:```|~~~|import\s)/.test(l))
    .map((l) =>
      l
        .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/[*_`]/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((l) => l.length >= 12);
}

/**
 * For a page removed from a folder, the one page this change added in that folder whose text holds at least half
 * of its lines, rewritten past git's rename threshold (ThomasBnf/Conquest 915c0e7f98, fresh set 124:
 * get-started.mdx's text re-added as quickstart.mdx under a new title, its readers sent to the section's
 * overview). Of two such pages, none: the likeliest is then no longer clear.
 */
export function rewrittenAs(
  base: PairContext['base'],
  head: PairContext['head'],
): (slug: string) => string | undefined {
  const addedBy = addedInFolderOf(base, head);
  const lines = new Map<string, Set<string>>();
  const linesOf = (slug: string): Set<string> => {
    let found = lines.get(slug);
    if (!found)
      lines.set(slug, (found = new Set(sayingLines(head.source.read(head.index.pages.get(slug)!.path) ?? ''))));
    return found;
  };
  return (slug) => {
    const candidates = addedBy(slug);
    if (!candidates.length) return undefined;
    const had = sayingLines(base.source.read(base.index.pages.get(slug)!.path) ?? '');
    if (had.length < 3) return undefined;
    const held = candidates.filter((c) => {
      const now = linesOf(c);
      return had.filter((l) => now.has(l)).length * 2 >= had.length;
    });
    return held.length === 1 ? held[0] : undefined;
  };
}

/**
 * The pages this change added in a removed page's folder, none where it added more than 20 there (a restructure, where
 * one of them is no telling guess): the candidates retitledAs and rewrittenAs read. Grouped when first asked.
 */
function addedInFolderOf(base: PairContext['base'], head: PairContext['head']): (slug: string) => readonly string[] {
  let addedIn: Map<string, string[]> | undefined;
  return (slug) => {
    if (!addedIn) {
      addedIn = new Map();
      for (const s of head.index.pages.keys()) if (!base.index.pages.has(s)) listIn(addedIn, dirname(s)).push(s);
    }
    const candidates = addedIn.get(dirname(slug)) ?? [];
    return candidates.length > 20 ? [] : candidates;
  };
}
