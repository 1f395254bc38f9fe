// What a URL path on the site leads to: a page, a file or folder, an OpenAPI-generated page, or a redirect.
// Shared by the link, redirect and missing-redirect rules so all three resolve paths the same way.
import { distance } from 'fastest-levenshtein';
import { basename, dirname, languageFolder, stripPageExt, withoutLanguage } from '../base/paths.js';
import { apiFolder, generatedSlugs } from '../openapi/spec.js';
import type { SiteModel, Redirect } from './model.js';
import { madeOperations } from './endpoint-pages.js';
import { get } from '../json/document.js';
import { symlinkAt, type LoadProblem } from './source.js';
import { compileSource, fillDestination, type SourcePattern } from './redirect-pattern.js';
import { withoutAccents } from '../base/suggest.js';
import { inACopy, inAnotherCopy } from './page-copies.js';

/** Where a path finally leads: past its redirect, if it is one (undefined: a redirect to nothing known). */
export function finalTarget(t: Target): Target | undefined {
  return t.kind === 'redirect' ? t.final : t;
}

/**
 * A target that is a folder with no index page, the site's root aside: it serves no page of its own (links to it
 * are folderOnly warnings; a redirect from its URL answers there, see Routes.resolve).
 */
export function folderWithoutIndex(t: Target | undefined, site: SiteModel): boolean {
  return t?.kind === 'folder' && t.path !== '' && !site.index.pages.has(`${t.path}/index`);
}

/** Whether a reader who follows a path gets nothing: missing or unpublished, or a redirect to such. */
export function leadsNowhere(t: Target): boolean {
  const end = finalTarget(t);
  return end !== undefined && (end.kind === 'missing' || end.kind === 'ignored');
}

/**
 * Files the site builder serves at the root of every site, whether the repository has them or not (a file of the
 * same name replaces its own): the AI indexes, the sitemap and robots.txt (docs/pages-and-links.md). A link to
 * `/llms-full.txt` was called broken (flexprice/flexprice-docs e765bf9).
 */
const HOSTED_FILES: ReadonlySet<string> = new Set([
  'llms.txt',
  'llms-full.txt',
  '.well-known/llms.txt',
  'sitemap.xml',
  'robots.txt',
  'skill.md',
  ...[
    '.well-known/mcp',
    '.well-known/mcp.json',
    '.well-known/mcp/server-card.json',
    '.well-known/mcp/server-cards.json',
  ],
]);

/**
 * Paths Mintlify keeps for the search MCP server it hosts for every site (its "Search MCP server" page): a page
 * there is never served at its URL (Verkan39/letmepost.dev 3021d0da7e, fresh set 95, moved mcp.mdx "to dodge
 * mintlify's reserved /mcp route", and was asked a redirect from /mcp), and a link there reaches the server, not a
 * page (0xinsider/docs: a card "MCP Server" sent readers to /mcp, meaning /integrations/mcp).
 */
export const HOSTED_ENDPOINTS: ReadonlySet<string> = new Set(['mcp', 'authed/mcp']);

export type Target =
  | { kind: 'page' | 'file' | 'folder' | 'generated' | 'unknowable'; path: string }
  | { kind: 'redirect'; path: string; redirect: Redirect; final?: Target }
  | { kind: 'ignored'; path: string; reason: string }
  | { kind: 'missing'; path: string };

/**
 * What the live site does with navigation entries that name no page: the builder keeps each in the sidebar, titled
 * from its path (@mintlify/prebuild's handleUnknownPage: a warning, then `{ title: slugToTitle(page), href }`), so
 * readers who click it, as those who follow a link to its path, meet `notFound` (fresh set 105: "does not appear in
 * the sidebar" was said before).
 */
export function listedAnyway(entries: number, notFound: string, hidden = false): string {
  const it = entries === 1 ? 'it' : 'one';
  return hidden
    ? `${keptInSidebar(entries, hidden)}: readers who follow a link to ${it} get ${notFound}`
    : `${keptInSidebar(entries)}: readers who click ${it}, or follow a link to it, get ${notFound}`;
}

/**
 * The first words of listedAnyway's sentence, for a message that goes on otherwise (a redirect answers the path).
 * `hidden`: the entries sit in a hidden part of the navigation, which the sidebar does not show (Brale-xyz/docs
 * bc54d0130d, fresh set 117: "lists it in the sidebar" was said of a hidden group's entry).
 */
export function keptInSidebar(entries: number, hidden = false): string {
  return hidden
    ? `The site builder keeps ${entries === 1 ? 'it' : 'each'} in the navigation all the same, titled from its path, in a part the sidebar hides`
    : `The site builder lists ${entries === 1 ? 'it' : 'each'} in the sidebar all the same, titled from its path`;
}

/** What readers who ask for a path nothing answers meet on a site (Routes.notFound). */
export function notFoundOn(site: SiteModel): string {
  return get(get(get(site.docs, 'errors'), '404'), 'redirect')?.value === true
    ? 'the home page instead (docs.json\'s "errors.404.redirect" sends every unknown path there)'
    : 'a 404';
}

/**
 * Markdown files that are no page, by why: a link to one is a 404 on the live site, as its navigation entry is
 * (a README.md or a snippet is in the repository, and a preview of the file on GitHub shows it).
 */
const UNPUBLISHED = {
  mintignore: 'it is excluded by .mintignore',
  'default-ignore': 'it is in a folder the site builder skips',
  'reserved-name': 'the site builder never publishes README, LICENSE, CHANGELOG or CONTRIBUTING files',
  snippet: 'it is a snippet, shown only inside the pages that import it',
} as const;

interface CompiledRedirect {
  redirect: Redirect;
  pattern: SourcePattern;
}

const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;

export function isExternal(url: string): boolean {
  return EXTERNAL.test(url) || url.startsWith('//');
}

/** `/docs/a/b/?x#y` → `a/b` once the base path and decorations are gone. */
export function routePath(url: string, basePath = ''): string {
  const cut = url.search(/[?#]/);
  let p = cut < 0 ? url : url.slice(0, cut);
  if (p.includes('%')) {
    try {
      p = decodeURI(p);
    } catch {
      // Keep it as written: a malformed escape is reported as the path it is.
    }
  }
  if (basePath && (p === basePath || p.startsWith(`${basePath}/`))) p = p.slice(basePath.length);
  return p.startsWith('/') || p.endsWith('/') ? p.replace(/^\/+/, '').replace(/\/+$/, '') : p;
}

/** What joins the words of a page's file name. */
const WORD_JOIN = /[-_]/;

/** Whether `whole` starts or ends with `part` as whole words. */
function wordsAtEnd(whole: string, part: string): boolean {
  return (
    (whole.endsWith(part) && WORD_JOIN.test(whole[whole.length - part.length - 1] ?? '')) ||
    (whole.startsWith(part) && WORD_JOIN.test(whole[part.length] ?? ''))
  );
}

/**
 * Whether two names differ in whole words, the rest the same, by at least half of them: another subject, not a typo
 * (BudEcosystem/bud-runtime fbb7dc70a7, fresh set 120: /developer-docs/api-reference was offered cli-reference;
 * cudoventures/cudo-compute-docs, fresh set 121: create-a-virtual-machine was offered what-is-a-virtual-machine).
 */
function wordSwapped(a: string, b: string): boolean {
  const [x, y] = [a.split(WORD_JOIN), b.split(WORD_JOIN)];
  let head = 0;
  while (head < x.length && head < y.length && x[head] === y[head]) head++;
  let tail = 0;
  while (tail < x.length - head && tail < y.length - head && x[x.length - 1 - tail] === y[y.length - 1 - tail]) tail++;
  // No word in common, or words added rather than replaced: left to the distance.
  if (!head && !tail) return false;
  const [u, v] = [x.slice(head, x.length - tail).join('-'), y.slice(head, y.length - tail).join('-')];
  if (!u || !v) return false;
  const d = distance(u, v);
  return d >= 2 && d * 2 >= Math.max(u.length, v.length);
}

/**
 * Whose language a suggestion may be in besides the wanted path's: the page a reader follows the link from (its
 * language folder), or any.
 */
export type Languages = string | typeof ANY_LANGUAGE;
export const ANY_LANGUAGE = { anyLanguage: true } as const;

export class Routes {
  readonly generated = new Set<string>();
  /** Which paths are other languages' or versions' copies (page-copies.ts): made when first asked. */
  private copies?: { other: (from: string, to: string) => boolean; marked: (path: string) => boolean };
  /** The folders each spec the navigation names makes pages in (by its source). */
  private readonly specFolders: ReadonlyMap<string, ReadonlySet<string | undefined>>;
  /** Paths of operations whose spec the navigation names, but which no page is made of: made when first asked. */
  private unlisted?: Map<string, string>;
  /** Folders of specs given by URL (not fetched): any path under them might be a generated page. */
  readonly unknowablePrefixes: string[] = [];
  private readonly redirects: CompiledRedirect[] = [];
  private readonly patterns = new Map<Redirect, SourcePattern>();
  private readonly exactRedirects = new Map<string, CompiledRedirect>();
  private stemCache?: Set<string>;
  private byName?: {
    slugs: string[];
    order: Map<string, number>;
    byName: Map<string, number[]>;
    byLength: Map<number, [string, number[]][]>;
    /** The pages of each folder, as indexes into slugs (asked only for names no typo explains). */
    byFolder?: Map<string, number[]>;
  };
  /** namesNear's answers, by name. */
  private readonly near = new Map<string, [number, string, number[]][]>();
  // A site's links name the same paths again and again (a large site: 37,000 links to 11,000 paths, a third
  // of them missing and each compared with every redirect and every page name): each is resolved once.
  private readonly resolved = new Map<string, Target>();
  private readonly suggested = new Map<string, string | undefined>();
  /** Pages and generated pages whose paths hold accents, by their paths without them (unaccented). */
  private byUnaccented?: Map<string, string[]>;

  /**
   * What readers who ask for a path nothing answers meet: the site's 404 page, or the home page where docs.json
   * sets `"errors": { "404": { "redirect": true } }` (siderolabs/docs: every unknown URL answered with a redirect to
   * its landing page). Unset, the live site shows its 404 page, whatever Mintlify's settings page says of the
   * default (PrefectHQ/prefect#18946, 2025-09: it stopped redirecting until the key was set).
   */
  readonly notFound: string;

  constructor(
    private readonly site: SiteModel,
    readonly basePath = '',
    /** Pages a build step creates (navguard's `generatedPages`): they answer although no file exists. */
    readonly buildGenerated: (slug: string) => boolean = () => false,
  ) {
    this.notFound = notFoundOn(site);
    // One spec may be read under several folders (a language's tab in jp/api-reference, the default language's in
    // the default folder; Factory-AI/factory): each folder gets its pages.
    const dirs = new Map<string, Set<string | undefined>>();
    for (const r of site.specRefs) {
      // A spec that makes no pages leaves no folder where pages might be (openchatai/copilot, fresh set 90: a
      // mint.json's `"openapi": "https://…"` left every link and removal under api-reference/ unchecked).
      if (r.apiOnly) continue;
      const known = dirs.get(r.source);
      if (known) known.add(r.directory);
      else dirs.set(r.source, new Set([r.directory]));
    }
    for (const [source, folders] of dirs) {
      const spec = site.specs.get(source);
      if (!spec || !('spec' in spec)) for (const dir of folders) this.unknowablePrefixes.push(apiFolder(dir));
    }
    // Of a spec read, the pages the builder makes: every operation's where no endpoint entry lists some, else those
    // listed only (mintlify-onboarding/circle-devdocs, fresh set 118: links to operations whose entries had gone
    // read as answered while one entry of their spec stayed, then "new" when the last went).
    for (const { ref, operations } of madeOperations(site))
      for (const op of operations) for (const s of generatedSlugs(op, ref.directory)) this.generated.add(s);
    this.specFolders = dirs;
    for (const r of site.redirects) {
      // The host matches sources against the requested path, which never holds a fragment or a query: such a
      // source answers nothing (redirect-source-format says so), and must not claim the bare path.
      if (/[?#]/.test(r.source)) continue;
      const c: CompiledRedirect = { redirect: r, pattern: compileSource(routePath(r.source, basePath)) };
      this.redirects.push(c);
      this.patterns.set(r, c.pattern);
      const exact = c.pattern.exact;
      if (exact !== undefined && !this.exactRedirects.has(exact)) this.exactRedirects.set(exact, c);
    }
  }

  private stems(): Set<string> {
    if (!this.stemCache) {
      this.stemCache = new Set();
      for (const f of this.site.index.files) this.stemCache.add(f.replace(/\.[^./]+$/, ''));
    }
    return this.stemCache;
  }

  /** The redirect whose source matches a route path, with its destination filled in. */
  redirectFor(path: string): { redirect: Redirect; destination: string } | undefined {
    const exact = this.exactRedirects.get(path);
    if (exact) return { redirect: exact.redirect, destination: exact.redirect.destination };
    for (const c of this.redirects) {
      const m = c.pattern.regex?.exec(path);
      if (m) return { redirect: c.redirect, destination: fillDestination(c.redirect.destination, c.pattern, m) };
    }
    return undefined;
  }

  /** A wildcard redirect `/x/*` or `/x/:slug*` for the bare prefix `x`, which it does not match on the host. */
  prefixRedirect(path: string): Redirect | undefined {
    return this.redirects.find(({ pattern: { route } }) => {
      return route.startsWith(`${path}/`) && /^(\*|:\w+\*)$/.test(route.slice(path.length + 1));
    })?.redirect;
  }

  /** How a redirect's source matches, as compiled for this site (its base path stripped). */
  sourcePattern(redirect: Redirect): SourcePattern {
    return this.patterns.get(redirect) ?? compileSource(routePath(redirect.source, this.basePath));
  }

  /** Resolve a route path (already stripped of base path, query and hash) without following redirects. */
  resolveDirect(path: string): Target {
    const { index } = this.site;
    const slug = path === '' ? 'index' : path;
    if (index.pages.has(slug) || index.pages.has(stripPageExt(slug))) return { kind: 'page', path: slug };
    const hidden = index.notPages.get(stripPageExt(slug));
    if (hidden && hidden.reason in UNPUBLISHED) {
      return { kind: 'ignored', path: slug, reason: UNPUBLISHED[hidden.reason as keyof typeof UNPUBLISHED] };
    }
    if (index.files.has(path) || HOSTED_FILES.has(path)) return { kind: 'file', path };
    if (path === '' || index.dirs.has(path)) return { kind: 'folder', path };
    if (this.generated.has(slug) || this.buildGenerated(stripPageExt(slug))) return { kind: 'generated', path: slug };
    if (this.unknowablePrefixes.some((p) => slug === p || slug.startsWith(`${p}/`)))
      return { kind: 'unknowable', path: slug };
    if (this.stems().has(stripPageExt(slug))) return { kind: 'file', path: slug };
    return { kind: 'missing', path: slug };
  }

  /**
   * Whether a path resolved without redirects answers on its own: found, and not a folder with no index page, which
   * serves no page (elementary-data/elementary d5a7b1c980, fresh set 99: /features/data-tests, a page moved into a
   * folder of that name, with its redirect written; the redirect was asked for again and links to it called folder
   * links): a redirect from its URL answers there.
   */
  private answersDirectly(t: Target): boolean {
    return t.kind !== 'missing' && !folderWithoutIndex(t, this.site);
  }

  /** Resolve a route path, following redirects (at most 20 hops; a loop ends as missing). Callers must not change the target. */
  resolve(path: string): Target {
    let target = this.resolved.get(path);
    if (!target) {
      target = this.resolveUncached(path);
      this.resolved.set(path, target);
    }
    return target;
  }

  private resolveUncached(path: string): Target {
    const direct = this.resolveDirect(path);
    if (this.answersDirectly(direct)) return direct;
    const r = this.redirectFor(path);
    if (!r) return direct;
    const seen = new Set([path]);
    let dest = r.destination;
    for (let hop = 0; hop < 20; hop++) {
      if (isExternal(dest))
        return { kind: 'redirect', path, redirect: r.redirect, final: { kind: 'unknowable', path: dest } };
      const next = routePath(dest, this.basePath);
      if (seen.has(next)) break;
      seen.add(next);
      const t = this.resolveDirect(next);
      if (this.answersDirectly(t)) return { kind: 'redirect', path, redirect: r.redirect, final: t };
      const again = this.redirectFor(next);
      if (!again) return { kind: 'redirect', path, redirect: r.redirect, final: t };
      dest = again.destination;
    }
    return { kind: 'redirect', path, redirect: r.redirect, final: { kind: 'missing', path: dest } };
  }

  /** Whether the repository holds this file outside the docs root (SiteSource.repoHas); false when unknown. */
  repoHas(repoPath: string): boolean {
    return this.site.source.repoHas?.(repoPath) ?? false;
  }

  /** The symlink at a path nothing answers, out of the docs folder or to nothing (./source.ts symlinkAt). */
  symlinkAt(path: string): LoadProblem | undefined {
    return symlinkAt(this.site.source, path);
  }

  /**
   * The path that is `path` but for letter case, when exactly one published page or file is (`images/Guides/a.png`
   * for `images/guides/a.png`): the live site matches paths case-sensitively, while a preview on a disk that ignores
   * case (macOS, Windows) shows the link working. A page is given as written (`guides/Setup.mdx` → `guides/setup.mdx`).
   */
  caseVariant(path: string): string | undefined {
    const { index } = this.site;
    const noExt = stripPageExt(path);
    const slugs = index.slugsLike(noExt);
    const files = slugs.length ? [] : index.filesLike(path);
    const cased = slugs.length === 1 ? slugs[0]! + path.slice(noExt.length) : files.length === 1 ? files[0] : undefined;
    if (cased === undefined || cased === path) return undefined;
    const t = this.resolveDirect(cased);
    return t.kind === 'missing' || t.kind === 'ignored' ? undefined : cased;
  }

  /** Files by their name, for filesNamed (made when first asked). */
  private filesByName?: Map<string, string[]>;

  /** The site's files of a name, at any path. */
  filesNamed(name: string): readonly string[] {
    this.filesByName ??= filesBy(this.site.index.files, basename);
    return this.filesByName.get(name) ?? [];
  }

  /**
   * The published file of the wanted file's name at another path, sharing the longest tail of folders with it
   * (`images/alias/a.png` for `v1/images/alias/a.png`), when one does: pages moved a folder deeper keep relative
   * image links that now miss (Osier-Yi/docs 6efddaa, fresh set 87). Pages are not files here.
   */
  fileElsewhere(wanted: string): string | undefined {
    const name = basename(wanted);
    if (/\.mdx?$/i.test(name) || !/\.[^.]+$/.test(name)) return undefined;
    const b = wanted.split('/');
    const tail = (f: string): number => {
      const a = f.split('/');
      let k = 0;
      while (k < a.length && k < b.length && a[a.length - 1 - k] === b[b.length - 1 - k]) k++;
      return k;
    };
    const found = this.filesNamed(name)
      .filter((f) => f !== wanted)
      .map((f) => ({ f, k: tail(f) }));
    const best = Math.max(0, ...found.map((x) => x.k));
    const top = found.filter((x) => x.k === best).map((x) => x.f);
    if (top.length !== 1) return undefined;
    // A name of a few letters or a number shares nothing else (Contrax-co/contrax-dapp, fresh set 116: Farms/7.png
    // was offered Ramp/7.png, another screenshot): only a folder in common says it is the same file.
    if (best < 2 && /^(?:\d+|.{1,3})$/.test(name.replace(/\.[^.]+$/, ''))) return undefined;
    return this.resolveDirect(top[0]!).kind === 'file' ? top[0] : undefined;
  }

  /**
   * Why an operation's API page is not there, when the path is one its spec would give it: the navigation lists
   * other operations of the spec as entries, and the builder makes pages of those only. '' otherwise.
   */
  unlistedNote(path: string): string {
    if (!this.unlisted) {
      // Only a broken link or redirect asks: the other operations' paths are not worked out on every run.
      this.unlisted = new Map();
      for (const [source, folders] of this.specFolders) {
        const spec = this.site.specs.get(source);
        if (spec && 'spec' in spec)
          for (const dir of folders)
            for (const op of spec.spec.operations)
              for (const s of generatedSlugs(op, dir))
                if (!this.generated.has(s)) this.unlisted.set(s, `${op.method} ${op.path} of ${source}`);
      }
    }
    const op = this.unlisted.get(path.replace(/^\/+|\/+$/g, ''));
    return op
      ? `; it would be the API page of ${op}, but the navigation lists other operations of that spec as entries, and the builder makes pages of the listed ones only`
      : '';
  }

  /** The file a link to a missing one most likely meant: of its name elsewhere, else of a near name beside it. */
  fileMeant(wanted: string): string | undefined {
    return this.fileElsewhere(wanted) ?? this.fileNearby(wanted);
  }

  /** Files by their folder, for fileNearby (made when first asked). */
  private filesByFolder?: Map<string, string[]>;

  /**
   * The one published file in the wanted file's folder whose name is a letter away (`exhange.png` for `exchange.png`:
   * Contrax-co/contrax-web 617100e8b1, fresh set 117, added the one and linked the other) or the same name with the
   * other spelling of its type (`.jpeg` for `.jpg`). Only in its folder, and for names of five letters or more: a
   * short or distant name says nothing of being the same file.
   */
  fileNearby(wanted: string): string | undefined {
    const name = basename(wanted);
    const dot = name.lastIndexOf('.');
    if (dot < 5 || /\.mdx?$/i.test(name)) return undefined;
    this.filesByFolder ??= filesBy(this.site.index.files, dirname);
    const kind = (n: string): string => n.slice(n.lastIndexOf('.')).toLowerCase().replace('.jpeg', '.jpg');
    const stem = name.slice(0, dot);
    const near = (this.filesByFolder.get(dirname(wanted)) ?? []).filter((f) => {
      const other = basename(f);
      if (other === name || kind(other) !== kind(name)) return false;
      const otherStem = other.slice(0, other.lastIndexOf('.'));
      return otherStem === stem || distance(otherStem.toLowerCase(), stem.toLowerCase()) === 1;
    });
    return near.length === 1 && this.resolveDirect(near[0]!).kind === 'file' ? near[0] : undefined;
  }

  /**
   * A page slug close to a wanted one: the same file name elsewhere, or a name a typo away. Short names
   * get no guess ("b" is one edit from "a", which says nothing). Only in the wanted path's language (its top folder
   * named like one) or the reader's (the linking page's), or any (ANY_LANGUAGE: a navigation entry's missing
   * translation is told by the page it translates).
   */
  suggest(wanted: string, languages?: Languages): string | undefined {
    const key = `${typeof languages === 'object' ? '*' : languages === undefined ? '-' : languageFolder(languages)}\0${wanted}`;
    if (this.suggested.has(key)) return this.suggested.get(key);
    const near = this.suggestUncached(wanted, languages);
    this.suggested.set(key, near);
    return near;
  }

  private suggestUncached(wanted: string, languages: Languages | undefined): string | undefined {
    const { slugs, order, byName, byLength } = this.pagesByName();
    const name = basename(wanted);
    const folder = dirname(wanted);
    // Of a name's pages, the one in the wanted folder is the page at that slug.
    const inFolder = (n: string): number | undefined => order.get(folder ? `${folder}/${n}` : n);
    // A page in another language's folder is that language's copy, not the one a reader of this link wants
    // (Veviad/docs, fresh set 114: an English page's link to a renamed page got its German copy).
    const lang = languageFolder(wanted);
    const reader = typeof languages === 'string' ? languageFolder(languages) : undefined;
    const inLanguage = (i: number): boolean => {
      if (typeof languages === 'object') return true;
      const of = languageFolder(slugs[i]!);
      return of === lang || of === reader;
    };
    const named = byName.get(name);
    const sameName = named?.filter(inLanguage);
    // The one page of the name in the language, where its copies elsewhere are of that page only: a page that is
    // left in one language of several places (0xsequence/docs: unreal's write-to-blockchain in English, unity's and
    // unreal's in Japanese) is no guess for another place.
    if (sameName?.length === 1 && new Set(named!.map((i) => withoutLanguage(slugs[i]!))).size === 1) {
      // The one page of the name is in another folder, and the wanted folder has a page one edit from the name: the
      // sibling is the likelier typo (Celedon-Solutions/davinci-docs 61e0dff, fresh set 93: /pages/modeling/objects/
      // state, beside objects/states, went to /pages/user-guide/views/state, and `fix --rule` would have written it).
      const only = sameName[0]!;
      if (!folder || dirname(slugs[only]!) === folder || name.length < 4) return slugs[only];
      let sibling: number | undefined;
      for (const [dist, near] of this.namesNear(name, byLength)) {
        const here = dist === 1 ? inFolder(near) : undefined;
        if (here !== undefined && (sibling === undefined || here < sibling)) sibling = here;
      }
      return slugs[sibling ?? only];
    }
    if (sameName?.length) {
      const here = inFolder(name);
      if (here !== undefined) return slugs[here];
      // Or the one page holding the whole wanted path under another folder: pages kept in docs/ while links and
      // entries are written from the site's root (NexaLayer/nexalayer-docs 0170d7f: "/testing/overview", of four
      // "overview" pages, got no guess where "/testing/smoke-tests" got "/docs/testing/smoke-tests"). Not under a
      // language's folder: an English path is not meant to lead to its translation (0xsequence/docs: /ja/sdk/…).
      const under = folder
        ? sameName.filter((i) => slugs[i]!.endsWith(`/${wanted}`) && !languageFolder(slugs[i]!))
        : [];
      if (under.length === 1) return slugs[under[0]!];
      // Or the one page the wanted path ends with: a relative link that names its own folder again
      // (`./manual/platform/windows/installing` in manual/getting-started.mdx: ankitects/anki 2fcaa56023, fresh set
      // 91, one of three "installing" pages). Not past a language's folder: a translation missing is no typo.
      const within = languageFolder(wanted)
        ? []
        : sameName.filter((i) => wanted.endsWith(`/${slugs[i]!}`) && slugs[i]!.includes('/'));
      return within.length === 1 ? slugs[within[0]!] : undefined;
    }
    if (name.length < 4) return undefined;
    // The closest name wins, then one in the same folder, then the first in page order (so the order names
    // are looked at in does not matter): of each name, the page in the folder, else its first.
    let best = -1;
    let bestD = Infinity;
    // A name of several pages, none in the folder, says no one of them (0xsequence/docs: an es page's link to
    // /sdk/unreal/getting_started got /es/sdk/web/checkout-sdk/getting-started, the first of five).
    let ambiguous = false;
    for (const [dist, near, pages] of this.namesNear(name, byLength)) {
      if (dist >= 2 && wordSwapped(name, near)) continue;
      const here = inFolder(near);
      const d = dist * 2 + (here === undefined ? 1 : 0);
      const mine = here === undefined ? pages.filter(inLanguage) : [here];
      const i = mine[0];
      if (i === undefined) continue;
      if (d < bestD || (d === bestD && i < best)) {
        bestD = d;
        best = i;
        ambiguous = mine.length > 1;
      }
    }
    if (ambiguous) best = -1;
    // A name two edits away or more is a weaker match than the one page of the folder that is the name and more
    // words (chainstream-io/docs da1294e, fresh set 88: redpacket-id went to redpacket-get, not redpacket-id-get).
    if (bestD >= 4) {
      const words = this.byWords(folder, name);
      if (words !== undefined) return words;
    }
    return best < 0 ? undefined : slugs[best];
  }

  /**
   * suggest(), or else the one page of the wanted folder whose name holds the wanted name as its first or last
   * words: a guess shown to the writer of a link or an entry, never one a fix or a redirect is made of (suggest()
   * takes that page only in place of a name two edits away or more, a guess it would make all the same).
   */
  suggestForWriter(wanted: string, languages?: Languages): string | undefined {
    const near =
      this.unaccented(wanted) ??
      this.suggest(wanted, languages) ??
      this.byWords(dirname(wanted), basename(wanted)) ??
      this.byPart(dirname(wanted), basename(wanted)) ??
      this.generatedUnderAll(wanted);
    // Not another language's or version's copy of the page (useMorph/morph-docs-2 bf32f3ff24, fresh set 123: a
    // Japanese page's link to /data-application/ja/… was offered the English page): of the wanted path's folder
    // where it names one, else of the linking page's.
    // ANY_LANGUAGE asks for another language's copy on purpose (a missing translation's original).
    if (near === undefined || typeof languages === 'object') return near;
    this.copies ??= { other: inAnotherCopy(this.site, this.site), marked: inACopy(this.site) };
    const from = typeof languages === 'string' && !this.copies.marked(wanted) ? languages : wanted;
    return this.copies.other(from, near) ? undefined : near;
  }

  /**
   * The one page or generated API page whose path is the wanted one but for accents (Heurismo/docs fc54209eac, fresh
   * set 111: `/api-reference/puntos-de-emision/…` where the spec's tag made `puntos-de-emisión/…`; two edits, past
   * what a typo may be in so short a name).
   */
  private unaccented(wanted: string): string | undefined {
    const key = withoutAccents(wanted);
    if (!this.byUnaccented) {
      this.byUnaccented = new Map();
      for (const slug of [...this.site.index.pages.keys(), ...this.generated]) {
        const k = withoutAccents(slug);
        if (k === slug) continue;
        const list = this.byUnaccented.get(k);
        if (list) list.push(slug);
        else this.byUnaccented.set(k, [slug]);
      }
    }
    const found = this.byUnaccented.get(key)?.filter((slug) => slug !== wanted) ?? [];
    // Or the link has the accents and the page has none.
    if (key !== wanted && (this.site.index.pages.has(key) || this.generated.has(key))) found.push(key);
    return found.length === 1 ? found[0] : undefined;
  }

  /**
   * The generated page (an OpenAPI operation's) at the wanted path without its language folder: the builder serves
   * each generated API page at one path, with no language's folder before it (ubik-agent/api-documentation
   * cdf3057aae, fresh set 104: `/en/api-reference/public-api/list-documents`, `/fr/…`).
   */
  private generatedUnderAll(wanted: string): string | undefined {
    if (!languageFolder(wanted)) return undefined;
    const rest = wanted.slice(wanted.indexOf('/') + 1);
    return this.resolveDirect(rest).kind === 'generated' ? rest : undefined;
  }

  /**
   * The one page of the folder whose name is `name` with words before or after it (`/api-reference/fake` beside
   * aixyz-model-fake.mdx: AgentlyHQ/aixyz ba8cead; `quickstart` beside quickstart-guide), or undefined: a name
   * shortened or lengthened by whole words is too far for a typo.
   */
  private byWords(folder: string, name: string): string | undefined {
    if (name.length < 3) return undefined;
    return this.onlyInFolder(folder, (n) => n.length > name.length + 1 && wordsAtEnd(n, name));
  }

  /**
   * The one page of the folder whose name is the wanted name's first or last words: heyy-io/heyy-docs 7682d14695
   * (fresh set 120) linked /channels/facebook-messenger, where channels/facebook is the page.
   */
  private byPart(folder: string, name: string): string | undefined {
    return this.onlyInFolder(folder, (n) => n.length >= 4 && name.length > n.length + 1 && wordsAtEnd(name, n));
  }

  /** The one page of a folder whose name passes `test`. */
  private onlyInFolder(folder: string, test: (name: string) => boolean): string | undefined {
    const names = this.pagesByName();
    if (!names.byFolder) {
      names.byFolder = new Map();
      names.slugs.forEach((slug, i) => {
        const list = names.byFolder!.get(dirname(slug));
        if (list) list.push(i);
        else names.byFolder!.set(dirname(slug), [i]);
      });
    }
    const found = (names.byFolder.get(folder) ?? []).filter((i) => test(basename(names.slugs[i]!)));
    return found.length === 1 ? names.slugs[found[0]!] : undefined;
  }

  /**
   * The pages' file names a typo away from `name` (a quarter of its length at most; names whose length differs by
   * more are too far), as their distance, the name and its pages. Kept by name: broken links want the same few
   * names from many folders (the legacy 6k bench site: 26,297 wanted paths, 554 names).
   */
  private namesNear(name: string, byLength: Map<number, [string, number[]][]>): [number, string, number[]][] {
    let near = this.near.get(name);
    if (near) return near;
    near = [];
    const limit = Math.max(1, Math.floor(name.length / 4));
    for (let length = name.length - limit; length <= name.length + limit; length++)
      for (const [b, pages] of byLength.get(length) ?? []) {
        const dist = distance(b, name);
        if (dist <= limit) near.push([dist, b, pages]);
      }
    this.near.set(name, near);
    return near;
  }

  /**
   * Page slugs in page order, their positions by slug and by file name (also grouped by the name's length); built
   * on the first suggestion asked for.
   */
  private pagesByName(): NonNullable<Routes['byName']> {
    if (this.byName) return this.byName;
    const slugs = [...this.site.index.pages.keys()];
    const order = new Map(slugs.map((slug, i) => [slug, i]));
    const byName = new Map<string, number[]>();
    slugs.forEach((slug, i) => {
      const name = basename(slug);
      const list = byName.get(name);
      if (list) list.push(i);
      else byName.set(name, [i]);
    });
    const byLength = new Map<number, [string, number[]][]>();
    for (const entry of byName) {
      const list = byLength.get(entry[0].length);
      if (list) list.push(entry);
      else byLength.set(entry[0].length, [entry]);
    }
    return (this.byName = { slugs, order, byName, byLength });
  }
}

/** Files grouped by a part of their path (their name, their folder). */
function filesBy(files: Iterable<string>, part: (file: string) => string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const f of files) {
    const k = part(f);
    const list = out.get(k);
    if (list) list.push(f);
    else out.set(k, [f]);
  }
  return out;
}
