// The ids of the pages fragment links lead to, computed as the links check needs them (the quick look at plain
// headings first, the MDX parser within a budget), once per page and analysis, and what a change did to the lines
// they come from. The links rule asks through AnchorChecker; the comparison asks whether a page's ids changed.
// Ids themselves come from ../mdx/anchors.ts.
import { distance } from 'fastest-levenshtein';
import { get } from '../json/document.js';
import {
  completeIds,
  idBearingLines,
  plainHeadingId,
  plainHeadingIds,
  plainAnchors,
  snippetPageAnchors,
} from '../mdx/anchor-quick-look.js';
import { pageAnchors } from '../mdx/anchors.js';
import { cleanHeadingId } from '../mdx/anchor-slugs.js';
import { type Anchor, type PageAnchors } from '../mdx/anchor-model.js';
import { dirname, extname, isPageFile, stripPageExt } from '../base/paths.js';
import { renderers, resolveImport, type PageFile } from './pages.js';
import { unclosedBlock } from './unclosed-blocks.js';
import { computedIdScripts, scriptFragments } from './script-fragments.js';
import type { MdxMemos } from '../mdx/memos.js';
import type { Memos, ParsedIds, TextIds } from './memos.js';
import type { SiteModel } from './model.js';
import type { Target } from './routes.js';
import { withoutAccents } from '../base/suggest.js';

export interface FragmentTarget {
  /** The page file whose ids count. */
  page: PageFile;
  /** The fragment as written (no `#`), or a redirect destination's own fragment, which replaces it. */
  fragment: string;
}

export interface AnchorProblem extends FragmentTarget {
  /** Ids of the page close to the fragment, closest first. */
  close: string[];
  /** The one id the fragment obviously meant, when there is one. */
  suggestion?: string;
  /**
   * An id written percent-encoded in the page whose decoded form is the fragment (the builder writes a Tab title
   * outside ASCII so: `Español` → `espa%C3%B1ol`): a browser opening the link encodes it alike and reaches it.
   */
  encoded?: string;
  /** The suggestion has the fragment's letters and digits, its punctuation written another way (GitHub's ids). */
  sameLetters?: boolean;
  /**
   * The heading whose id the fragment is, inside a code block that never closes (unclosed-code-block): the site
   * shows it as code, with no id. Its line, its text, and the line of the fence that opens the block.
   */
  inCode?: { line: number; heading: string; fence: number };
  /** Letters of the suggestion outside ASCII that the fragment wrote plain or left out (`ç` as `c`, `’` dropped). */
  kept?: string[];
  /** The suggestion is the fragment with what the builder drops from ids dropped (`:`, `?`, quotes, emoji). */
  cleaned?: true;
}

/** A line of a page that imports something: a snippet the quick look may tell with the page (snippetPageAnchors). */
const SNIPPET_IMPORT_LINE = /^import\s/m;

/**
 * Fragments that are no element ids: the top of the page, text fragments, and a single-page app's root route `#/`
 * (GitBook writes it; the reader lands at the top of the page, which is what it asks for).
 */
const NOT_AN_ID = /^(?:top|\/|:~:.*)$/i;

/**
 * Page text parsed for ids per analysis, at most (smallest pages first): the MDX parser reads ~2 MB/s, and a full
 * audit of a large site may have thousands of target pages whose plain headings do not answer every link (issue
 * 12's budget for a whole check is 2 s). Fragments past it are counted in the stats (`anchorsUnchecked`).
 */
export const PARSE_BUDGET = 1_000_000;

/** The key of a page's kept ids when it renders these snippets' contents (the key alone holds another's). */
function withImports(key: string, imports: readonly (readonly [string, string | undefined])[]): string {
  return `${key}\0${imports.map(([p, c]) => `${p}=${c ?? ''}`).join('\0')}`;
}

/** docs.json `variables` that the builder substitutes (string values), or undefined without any. */
export function docsVariables(site: SiteModel): Record<string, string> | undefined {
  const vars = get(site.docs, 'variables');
  if (vars?.type !== 'object') return undefined;
  const out: Record<string, string> = {};
  for (const p of vars.props ?? []) if (p.value.type === 'string') out[p.key] = p.value.value as string;
  return out;
}

/** The page a link leads to without a redirect: a page, or a folder's index page. */
export function targetPage(site: SiteModel, t: Target | undefined): PageFile | undefined {
  const { pages } = site.index;
  if (t?.kind === 'page') return pages.get(t.path) ?? pages.get(stripPageExt(t.path));
  if (t?.kind === 'folder') return pages.get(t.path ? `${t.path}/index` : 'index');
  return undefined;
}

/** The page a file is, for its same-page `#id` links (undefined for a snippet or a file another page shadows). */
export function ownPage(site: SiteModel, file: string): PageFile | undefined {
  const own = site.index.pages.get(stripPageExt(file));
  return own?.path === file ? own : undefined;
}

/** Ids of pages, computed as fragment links need them, once per page and analysis. */
export class AnchorChecker {
  private readonly cache = new Map<string, PageAnchors>();
  private readonly plain = new Map<string, Set<string>>();
  /** Whether a target page's plain headings are all its ids (looked at only for pages a fragment missed). */
  private readonly complete = new Map<string, boolean>();
  /** Pages told by their plain headings, counted once towards the parse budget. */
  private readonly told = new Set<string>();
  /** Target pages' lengths, noted by the quick look: the parse reads the smallest first. */
  private readonly sizes = new Map<string, number>();
  private readonly variables?: Record<string, string>;
  private parsed = 0;
  private readonly skipped = new Set<string>();
  /** Target pages' text, read once (a git source reads a blob per call). */
  private readonly texts = new Map<string, string | undefined>();
  /**
   * Anchors of pages told whole with the snippets they render (snippetPageAnchors), for this analysis. Other
   * analyses and runs get them only by the page's and its snippets' contents (keepParsed, `told`), never from the
   * memos by the page's content alone: they hang on the snippets too.
   */
  private readonly withSnippets = new Map<string, Anchor[]>();
  /** What the run remembers of pages' ids (Memos.ids). */
  private readonly memo: Memos['ids'];
  /** Fragments the site's own scripts handle on every page, read when a fragment first names no id. */
  private scripted?: ReadonlySet<string>;
  /** Pages that render a script component giving elements computed ids (`id={…}`), by path. */
  private readonly computed = new Map<string, boolean>();
  /** The site's script files that give an element a computed id, read when first asked. */
  private idScripts?: ReadonlySet<string>;

  constructor(
    private readonly site: SiteModel,
    private readonly budget = Infinity,
  ) {
    this.variables = docsVariables(site);
    this.memo = site.memos.ids;
  }

  /**
   * The page and fragment a link's `#…` names, when it can be checked: it leads to a page (itself for `#x`, a
   * folder's index page, a redirect's final page) and its fragment is one. `from` is the linking file ('' for
   * docs.json); `target` is where the link's path resolved.
   */
  fragmentTarget(url: string, from: string, target: Target | undefined): FragmentTarget | undefined {
    const u = url.trim();
    const hash = u.indexOf('#');
    if (hash === -1) return undefined;
    let fragment = u.slice(hash + 1);
    let page: PageFile | undefined;
    if (hash === 0) {
      // Same page: only a page's own links (a snippet renders in pages it cannot know of).
      page = ownPage(this.site, from);
    } else {
      let t = target;
      if (t?.kind === 'redirect') {
        const dest = t.redirect.destination;
        // The destination's own fragment is where the reader lands.
        if (dest.includes('#')) fragment = dest.slice(dest.indexOf('#') + 1);
        t = t.final;
      }
      page = targetPage(this.site, t);
    }
    if (!page || !fragment || NOT_AN_ID.test(fragment) || /[{}$<>]/.test(fragment)) return undefined;
    return { page, fragment };
  }

  /** A target page's length in characters, as the quick look read it (0 before). */
  size(page: PageFile): number {
    return this.sizes.get(page.path) ?? 0;
  }

  /**
   * Of target pages sorted smallest first, those the parse budget can reach: the others are never read again,
   * so only these are worth fetching (and a large site's missed pages would not fit in memory together).
   */
  withinBudget(pages: readonly PageFile[]): PageFile[] {
    const out: PageFile[] = [];
    let total = this.parsed;
    for (const p of new Set(pages)) {
      total += this.size(p);
      if (total > this.budget) break;
      // Its plain headings are all its ids: nothing to parse, nothing to read again.
      if (!this.complete.get(p.path)) out.push(p);
    }
    return out;
  }

  /** A page's text, read once per analysis. */
  text(page: PageFile): string {
    return this.read(page.path) ?? '';
  }

  /**
   * Whether the page imports a script component (`.js`, `.jsx`, `.ts`, `.tsx`) that gives an element a computed id:
   * its ids are made in the browser, beyond what navguard reads (stack-auth/stack-auth 5d9c7d9, fresh set 88:
   * `<details id={type + property}>` opened when the URL names it; 22 links to them called broken).
   */
  private computesIds(page: PageFile): boolean {
    const known = this.computed.get(page.path);
    if (known !== undefined) return known;
    // The site's script files that compute ids, read once: most sites have none, and their pages are not read again.
    const scripts = (this.idScripts ??= computedIdScripts(this.site));
    let found = false;
    if (scripts.size) {
      // The page's imports as written, a named one over several lines too (a line scan sees only its first line).
      const text = this.read(page.path) ?? '';
      for (const m of text.matchAll(/^[ \t]*import\s[^;]*?\bfrom\s*["']([^"']+)["']/gm)) {
        const path = resolveImport(page.path, m[1]!, this.site.index.files);
        if (path !== undefined && scripts.has(path)) {
          found = true;
          break;
        }
      }
    }
    this.computed.set(page.path, found);
    return found;
  }

  /** A file's text, read once per analysis: a git source reads a page back with a process per call. */
  private read(path: string): string | undefined {
    if (this.texts.has(path)) return this.texts.get(path);
    const t = this.site.source.read(path);
    this.texts.set(path, t);
    return t;
  }

  /**
   * Target pages read by the quick look, and those whose ids read then lacked the fragment asked (their plain
   * headings, or all their ids once pages are told whole first): only which reading comes first hangs on them.
   */
  private looked = 0;
  private missed = 0;

  /** Whether most target pages so far lacked the fragment in their plain headings (after a few dozen). */
  private mostlyMissed(): boolean {
    return this.looked >= 32 && this.missed * 2 > this.looked;
  }

  /** Whether the page's plain headings (read without parsing) answer the fragment. */
  quickly(t: FragmentTarget): boolean {
    const { path } = t.page;
    let plain = this.plain.get(path);
    if (!plain) {
      const { id, known } = this.textIds(t.page);
      if (id !== undefined) this.memo.used.texts.add(id);
      if (known) {
        plain = new Set(known.plain);
        this.sizes.set(path, known.size);
      } else {
        // Not kept: most target pages are answered here, and their texts would be much of a large site's memory.
        // A page that needs parsing is read again (prefetched first: see prefetch).
        const text = this.texts.get(path) ?? this.site.source.read(path) ?? '';
        this.sizes.set(path, text.length);
        let own: Set<string>;
        if (this.mostlyMissed()) {
          // Where most fragments miss the plain headings (translated pages' English fragments), the reading that
          // tells a page whole comes first: it holds the headings' ids too, and the page is read once, not twice.
          const all = this.toldWhole(path, text);
          own = all && !this.withSnippets.has(path) ? all : plainHeadingIds(text, this.site.memos.mdx);
          plain = all ?? own;
        } else {
          own = plainHeadingIds(text, this.site.memos.mdx);
          plain = own;
          if (!hasId(plain, t.fragment)) plain = this.toldWhole(path, text) ?? plain;
        }
        this.looked++;
        if (!hasId(own, t.fragment)) this.missed++;
        if (id !== undefined) {
          const bySnippets = this.withSnippets.has(path);
          this.memo.texts.set(id, {
            plain: [...(bySnippets ? own : plain)],
            size: text.length,
            complete: bySnippets ? undefined : this.complete.get(path),
          });
        }
      }
      this.plain.set(path, plain);
    }
    if (hasId(plain, t.fragment)) return true;
    this.isComplete(t.page);
    return false;
  }

  /** The page's content id when it costs no read, and what the quick look learned of that content before. */
  private textIds(page: PageFile): { id?: string; known?: TextIds } {
    const id = this.site.source.knownContentId?.(page.path);
    return { id, known: id === undefined ? undefined : this.memo.texts.get(id) };
  }

  /** Whether the page's plain headings are all its ids (plainIdsComplete), from its text read once, or as kept. */
  private isComplete(page: PageFile): boolean {
    let complete = this.complete.get(page.path);
    if (complete !== undefined) return complete;
    const { id, known } = this.textIds(page);
    complete = known?.complete;
    // Ids kept for this content by an earlier analysis or run answer unread: told with its snippets (then they are
    // all its ids, as if told now), or parsed (the page is not told whole).
    if (complete === undefined && id !== undefined) {
      const told = this.parsedBefore(page, true, id);
      if (told?.anchors.known) {
        this.withSnippets.set(page.path, told.anchors.anchors);
        this.plain.set(page.path, new Set(told.anchors.ids));
        complete = true;
      } else if (this.parsedBefore(page, false, id)) complete = false;
    }
    if (complete === undefined) {
      // First looked at for a fragment its plain headings had: read again (prefetched with the pages to parse).
      const all = this.toldWhole(page.path, this.text(page));
      complete = all !== undefined;
      if (known && !this.withSnippets.has(page.path)) {
        known.complete = complete;
        if (all) known.plain = [...all];
        this.memo.completed.add(id!);
      }
    }
    this.complete.set(page.path, complete);
    return complete;
  }

  /**
   * All the page's ids when the quick look tells them (plainIdsComplete), else undefined; noted either way, and its
   * plain ids become those ids: those of headings whose slug repeats too, which plainHeadingIds leaves out.
   */
  private toldWhole(path: string, text: string): Set<string> | undefined {
    let all = completeIds(text, this.site.memos.mdx);
    if (!all && SNIPPET_IMPORT_LINE.test(text)) {
      const { source } = this.site;
      const imports: [string, string | undefined][] = [];
      const anchors = snippetPageAnchors(
        text,
        (from) => {
          const file = resolveImport(path, from, this.site.index.files);
          const snippet = file === undefined ? undefined : this.read(file);
          if (file !== undefined) imports.push([file, source.knownContentId?.(file)]);
          return snippet === undefined ? undefined : { path: file!, text: snippet };
        },
        this.site.memos.mdx,
      );
      if (anchors) {
        this.withSnippets.set(path, anchors);
        all = new Set(anchors.map((a) => a.id));
        // Kept as a parse's would be (by the page's and its snippets' contents): a later run need not read them.
        const id = source.knownContentId?.(path);
        if (id !== undefined) this.keepParsed(path, id, { known: true, anchors, ids: all }, imports, true);
      }
    }
    this.complete.set(path, all !== undefined);
    if (all) this.plain.set(path, all);
    return all;
  }

  /** A page's ids when its plain headings are all of them (plainIdsComplete), read without the parser. */
  private plainIds(page: PageFile): ReadonlySet<string> | undefined {
    return this.isComplete(page) ? this.plain.get(page.path) : undefined;
  }

  anchors(page: PageFile): PageAnchors {
    let a = this.cache.get(page.path) ?? this.parsedBefore(page)?.anchors;
    // Its plain headings, div ids and Accordions are all its anchors: read without the parser.
    if (!a && this.isComplete(page)) {
      const anchors = this.withSnippets.get(page.path) ?? plainAnchors(this.text(page), this.site.memos.mdx);
      a = { known: true, anchors, ids: new Set(anchors.map((x) => x.id)) };
    }
    if (!a) {
      const { site } = this;
      const id = site.source.contentId?.(page.path);
      // The contents the ids came from besides the page: its snippets (undefined: one did not resolve).
      let imports: [string, string | undefined][] | undefined = [];
      a = pageAnchors(
        this.text(page),
        {
          path: page.path,
          variables: this.variables,
          readImport: (source, from) => {
            const path = resolveImport(from, source, site.index.files);
            const text = path === undefined ? undefined : this.read(path);
            if (path === undefined) imports = undefined;
            else imports?.push([path, site.source.contentId?.(path)]);
            return path === undefined || text === undefined ? undefined : { path, text };
          },
        },
        site.memos.mdx,
      );
      if (id !== undefined && imports) this.keepParsed(page.path, id, a, imports);
    }
    this.cache.set(page.path, a);
    return a;
  }

  /**
   * Ids another analysis computed from the same page and snippet contents (a diff's base and head share most),
   * or an earlier run kept: parsed, or (`told`) told by the quick look with its snippets. `id`: the page's content
   * id (read when not given).
   */
  private parsedBefore(
    page: PageFile,
    told = false,
    id = this.site.source.contentId?.(page.path),
  ): ParsedIds | undefined {
    const { source } = this.site;
    if (id === undefined) return undefined;
    const key = this.parsedKey(page.path, id, told);
    const usable = (k: string): ParsedIds | undefined => {
      const known = this.memo.parsed.get(k);
      // Imports resolve from the page's folder: elsewhere the same text may render other snippets.
      if (!known || (known.imports.length && known.dir !== dirname(page.path))) return undefined;
      if (!known.imports.every(([p, c]) => source.contentId?.(p) === c)) return undefined;
      this.memo.used.parsed.add(k);
      return known;
    };
    const hit = usable(key);
    if (hit) return hit;
    // The same page with other snippets' contents (a diff's base and head, when the change edits a snippet) is
    // kept beside it, under its snippets' contents as they are here.
    const first = this.memo.parsed.get(key);
    if (!first?.imports.length) return undefined;
    return usable(
      withImports(
        key,
        first.imports.map(([p]) => [p, source.contentId?.(p)]),
      ),
    );
  }

  /** Keeps a page's ids by its content and its snippets' (all known), for the analyses and runs that meet them again. */
  private keepParsed(
    path: string,
    id: string,
    anchors: PageAnchors,
    imports: [string, string | undefined][],
    told = false,
  ): void {
    if (!imports.every(([, c]) => c !== undefined)) return;
    const parsed = this.memo.parsed;
    let key = this.parsedKey(path, id, told);
    const first = parsed.get(key);
    // Kept beside the ids of the same page with other snippets' contents, not instead of them: the other state of
    // a diff asks for those again.
    if (first && first.imports.length && JSON.stringify(first.imports) !== JSON.stringify(imports))
      key = withImports(key, imports);
    parsed.set(key, { anchors, dir: dirname(path), imports });
    this.memo.used.parsed.add(key);
  }

  /** The key of a page's kept ids; those the quick look told (with snippets) apart from those the parser gave. */
  private parsedKey(path: string, id: string, told = false): string {
    return `${told ? 'told\0' : ''}${extname(path)}\0${id}\0${JSON.stringify(this.variables ?? {})}`;
  }

  /** Fragments (page and id) not checked: their page was past the parse budget. */
  get unchecked(): number {
    return this.skipped.size;
  }

  /** A hint that these pages' ids will be asked for next (and that the files `also` will be read soon after). */
  prefetch(pages: Iterable<PageFile>, also: readonly string[] = []): void {
    const paths = [...new Set([...[...pages].map((p) => p.path).filter((p) => !this.cache.has(p)), ...also])];
    if (paths.length) this.site.source.prefetch?.(paths);
  }

  /** problem()'s answers by page and fragment: the links check asks twice of each broken fragment link. */
  private readonly problems = new Map<string, AnchorProblem | undefined>();

  /** What is wrong with a fragment link, or undefined when its fragment names an id (or cannot be checked). */
  problem(t: FragmentTarget): AnchorProblem | undefined {
    const key = `${t.page.path}#${t.fragment}`;
    if (this.problems.has(key)) return this.problems.get(key);
    const found = this.findProblem(t);
    const inCode = found && headingInCode(this.site, t, this.site.memos.mdx);
    const problem = inCode ? { ...found, inCode } : found;
    this.problems.set(key, problem);
    return problem;
  }

  private findProblem(t: FragmentTarget): AnchorProblem | undefined {
    if (this.quickly(t)) return undefined;
    const plain = this.plainIds(t.page);
    // A page told without the parser still counts towards the budget, so the pages parsed are never more (nor
    // slower) than if it had been parsed; past the budget it is still checked.
    if (plain && !this.told.has(t.page.path)) {
      this.told.add(t.page.path);
      this.parsed += this.size(t.page);
    }
    const before = plain || this.cache.has(t.page.path) ? undefined : this.parsedBefore(t.page);
    if (!plain && !this.cache.has(t.page.path) && (!before || before.kept)) {
      // The quick look (just above) noted the size: a page past the budget is not read again.
      const size = this.size(t.page);
      if (this.parsed + size > this.budget) {
        this.skipped.add(`${t.page.path}#${t.fragment}`);
        return undefined;
      }
      this.parsed += size;
      // Counted here as this run would have counted parsing it; a later analysis of this run reuses it freely.
      if (before) before.kept = false;
    }
    const a = plain ? { known: true as const, ids: plain } : this.anchors(t.page);
    if (!a.known || hasId(a.ids, t.fragment)) return undefined;
    const wanted = decodeOnce(t.fragment);
    if ((this.scripted ??= scriptFragments(this.site)).has(wanted)) return undefined;
    if (this.computesIds(t.page)) return undefined;
    const known = [...a.ids];
    const encoded = known.find((id) => id !== wanted && /%[0-9A-Fa-f]{2}/.test(id) && decodeOnce(id) === wanted);
    if (encoded) return { ...t, close: [encoded], encoded };
    const limit = Math.max(2, Math.floor(wanted.length / 3));
    const lower = wanted.toLowerCase();
    // An id that is the fragment and more words (`open` → `open-surface`: a heading that grew) is as near as one
    // edit, however long the rest.
    const scored: { id: string; d: number }[] = [];
    for (const id of known) {
      const folded = id.toLowerCase();
      // Lengths further apart than the limit are further apart in edits too: no distance is computed for them (a
      // translated site's broken anchors each met every id of their page).
      const d =
        folded === lower
          ? 0
          : folded.startsWith(`${lower}-`)
            ? 1
            : Math.abs(id.length - wanted.length) > limit
              ? Infinity
              : distance(id, wanted);
      if (d <= limit) scored.push({ id, d });
    }
    scored.sort((x, y) => x.d - y.d);
    const close = scored.map((x) => x.id);
    // One id is the obvious match when it is the closest by a margin, or the same but for case.
    const best = scored[0];
    const obvious = best !== undefined && (best.d === 0 || scored.filter((x) => x.d === best.d).length === 1);
    if (obvious) {
      const kept = keptLetters(best.id, wanted);
      // `mint broken-links` cleans a link's fragment as the builder cleans ids, and passes it (skip-mev/skip-go
      // fb15a2e14b, fresh set 112: `#step-3%3A-escalate-if-needed` for the id `step-3-escalate-if-needed`).
      const cleaned = best.id !== wanted && cleanHeadingId(wanted) === best.id;
      return {
        ...t,
        close: close.slice(0, 5),
        suggestion: best.id,
        ...(kept && { kept }),
        ...(cleaned && { cleaned: true as const }),
      };
    }
    const same = sameLetters(known, wanted);
    if (same)
      return {
        ...t,
        close: [same, ...close.filter((c) => c !== same)].slice(0, 5),
        suggestion: same,
        sameLetters: true,
      };
    return { ...t, close: close.length ? close.slice(0, 5) : sharingWords(known, wanted) };
  }
}

/** Words too common to say two ids name one section. */
const COMMON_WORDS = new Set(['the', 'and', 'for', 'with', 'your', 'you', 'how', 'from', 'into', 'using', 'via']);

/** An id's words of three letters or more, but the common ones. */
function idWords(id: string): Set<string> {
  return new Set(
    id
      .toLowerCase()
      .split(/[-_\s]+/)
      .filter((w) => w.length >= 3 && !COMMON_WORDS.has(w)),
  );
}

/**
 * Ids that share two words or more with the fragment, the most first (up to 5), where none is a few edits away: a
 * heading reworded keeps some of its words (Brale-xyz/docs 9af7704262, fresh set 117:
 * `#create-addresses-through-plaid` for the heading "Create via Plaid-linked bank account"). Listed, never applied.
 */
function sharingWords(known: readonly string[], wanted: string): string[] {
  const words = idWords(wanted);
  if (words.size < 2) return [];
  const shared = known.flatMap((id) => {
    let n = 0;
    for (const w of idWords(id)) if (words.has(w)) n++;
    return n >= 2 ? [{ id, n }] : [];
  });
  return shared
    .sort((a, b) => b.n - a.n)
    .slice(0, 5)
    .map((x) => x.id);
}

/** Letters and digits only: what a GitHub-style id and the builder's id of one heading share. */
function skeleton(id: string): string {
  return id.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * The one id with the fragment's letters and digits in order, when there is exactly one: a link written as GitHub
 * makes ids (`3-050--060`, punctuation dropped) for the builder's `3-0-5-0-→-0-6-0` (punctuation kept or turned to
 * "-") is too many edits away to be near, yet means one heading.
 */
function sameLetters(known: readonly string[], wanted: string): string | undefined {
  const want = skeleton(wanted);
  if (want.length < 3) return undefined;
  const hits = known.filter((id) => skeleton(id) === want);
  return hits.length === 1 ? hits[0] : undefined;
}

export function decodeOnce(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

/** The fragment as written or percent-decoded once names an id (a Tab keeps `caf%C3%A9` in its id). */
export function hasId(ids: ReadonlySet<string>, fragment: string): boolean {
  return ids.has(fragment) || ids.has(decodeOnce(fragment));
}

// ---- anchor-removed ----

/** A page's id-bearing lines, kept on the state: the comparison and anchor-removed both ask, reading costs. */
export function idLinesOf(site: SiteModel, path: string): string {
  let lines = site.idLines.get(path);
  if (lines === undefined) site.idLines.set(path, (lines = idBearingLines(site.source.read(path) ?? '')));
  return lines;
}

/**
 * Whether a page's ids may differ between two states: ids change only with the lines they come from, so a page
 * the change left alone there (or did not change at all) lost none.
 */
export function idLinesChanged(base: SiteModel, basePath: string, head: SiteModel, headPath: string): boolean {
  const same = base.source.contentId?.(basePath);
  if (same !== undefined && same === head.source.contentId?.(headPath)) return false;
  return idLinesOf(base, basePath) !== idLinesOf(head, headPath);
}

/** Reads in one go the pages idLinesChanged will compare (base path, head path). */
export function prefetchIdLines(base: SiteModel, head: SiteModel, pairs: readonly [string, string][]): void {
  base.source.prefetch?.(pairs.map(([b]) => b).filter((p) => !base.idLines.has(p)));
  head.source.prefetch?.(pairs.map(([, h]) => h).filter((p) => !head.idLines.has(p)));
}

/** The snippets a file imports, nested (those that resolve in the site). */
export function snippetsOf(site: SiteModel, path: string): Set<string> {
  const out = new Set<string>();
  const todo = [path];
  for (let from = todo.pop(); from !== undefined; from = todo.pop())
    for (const imp of site.index.scans.get(from)?.imports ?? []) {
      const to = resolveImport(from, imp.source, site.index.files);
      if (to === undefined || to === path || out.has(to) || !isPageFile(to)) continue;
      out.add(to);
      todo.push(to);
    }
  return out;
}

/**
 * Whether a page's ids may differ between two states: the lines they come from changed in the page or in a
 * snippet it imports (directly or through another snippet) in either state.
 */
export function pageIdsChanged(base: SiteModel, basePath: string, head: SiteModel, headPath: string): boolean {
  if (idLinesChanged(base, basePath, head, headPath)) return true;
  const snippets = new Set([...snippetsOf(base, basePath), ...snippetsOf(head, headPath)]);
  for (const p of snippets) if (idLinesChanged(base, p, head, p)) return true;
  return false;
}

/**
 * Slugs of the pages (in both states, unchanged themselves or not) that render a snippet among `touched` whose
 * id-bearing lines changed, directly or through other snippets: their ids may have changed with it. The touched
 * snippets are read in one go; the imports of the rest of the site are followed only when one of them changed there.
 */
export function pagesRenderingChangedSnippets(base: SiteModel, head: SiteModel, touched: Iterable<string>): string[] {
  const isPageIn = (site: SiteModel, p: string): boolean => site.index.pages.get(stripPageExt(p))?.path === p;
  const snippets = [...touched].filter(
    // Not a page in either state: a page the change deleted is no snippet (and reading it back costs).
    (p) =>
      isPageFile(p) && !isPageIn(head, p) && !isPageIn(base, p) && (head.index.scans.has(p) || base.index.scans.has(p)),
  );
  if (!snippets.length) return [];
  prefetchIdLines(
    base,
    head,
    snippets.map((p) => [p, p]),
  );
  const edited = snippets.filter((p) => idLinesChanged(base, p, head, p));
  if (!edited.length) return [];
  // Who imports what, in the head (and in the base, for a snippet the change deleted).
  const sites = edited.some((p) => !head.index.files.has(p)) ? [head, base] : [head];
  const reached = renderers(edited, (p) => sites.flatMap((site) => site.index.importers.get(p) ?? []));
  return [...reached].filter((p) => isPageIn(head, p) && isPageIn(base, p)).map(stripPageExt);
}

/**
 * The heading whose id is the fragment, when it stands inside a code block of the page that never closes: the link is
 * mended by closing the block, not by editing it (tursodatabase/turso-docs 567c5693b7, fresh set 96: a link to a
 * heading an unclosed fence had made code was told only that the page had no such id).
 */
function headingInCode(site: SiteModel, t: FragmentTarget, memos: MdxMemos): AnchorProblem['inCode'] {
  const block = unclosedBlock(site, t.page);
  if (!block) return undefined;
  const wanted = decodeOnce(t.fragment);
  const at = block.inside.findIndex((line) => plainHeadingId(line, memos) === wanted);
  if (at < 0) return undefined;
  return { line: block.open.line + 1 + at, heading: block.inside[at]!.trim(), fence: block.open.line };
}

/**
 * The letters of an id outside ASCII that a fragment wrote as their plain letter or left out, when that is all that
 * sets them apart: the builder keeps accents and typographic quotes in heading ids (oismaelash/docs 40030872eb, fresh
 * set 102: `#precos-…-numeros` for "Preços … números", `#…-isnt-…` for "isn’t"), which a writer does not guess.
 */
function keptLetters(id: string, fragment: string): string[] | undefined {
  const plain = (s: string): string => withoutAccents(s).replace(/[‘’“”]/g, '');
  if (id === fragment || plain(id) !== plain(fragment)) return undefined;
  const kept = [...new Set([...id].filter((c) => c.charCodeAt(0) > 127 && !fragment.includes(c)))];
  return kept.length ? kept : undefined;
}

/** Why a link `mint broken-links` passes is still broken (AnchorProblem.cleaned). */
const CLEANED_WORDS =
  ' The site builder drops ?,;:!\'"()[]{} and emoji from heading ids. `mint broken-links` passes the link because it drops them from the link as well, but a browser looks for the id as written.';

/**
 * Why a suggested id differs from the fragment, in the words of a fix: letters the fragment lacks (keptLetters), or
 * punctuation the builder drops (`cleaned`); empty without any.
 */
export function keptWords(kept: readonly string[] | undefined, cleaned?: boolean): string {
  if (cleaned) return CLEANED_WORDS;
  if (!kept) return '';
  // Smart punctuation: a heading's straight quotes become typographic ones in its text, and so in its id.
  const quotes = kept.filter((c) => QUOTES.includes(c));
  const letters = kept.filter((c) => !QUOTES.includes(c));
  const list = (cs: readonly string[]): string => cs.map((c) => `"${c}"`).join(', ');
  return (
    (letters.length ? ` The site builder keeps ${list(letters)} in heading ids.` : '') +
    (quotes.length ? ` The site builder writes a heading's quotes as ${list(quotes)} in its id.` : '')
  );
}

const QUOTES = '‘’“”';
