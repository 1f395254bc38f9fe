// page-not-found, page-path-format and duplicate-page: navigation entries against page files.
import { labelPath, type SiteModel } from '../site/model.js';
import { hiddenInNav } from '../site/nav.js';
import { dirname, languageFolder, stripPageExt, topFolder, withoutLanguage } from '../base/paths.js';
import { ANY_LANGUAGE, isExternal, keptInSidebar, listedAnyway, type Routes } from '../site/routes.js';
import type { Check, RuleMeta } from './rule.js';
import { meantPage, pageRefs, type PageRef } from './shared/entries.js';
import { symlinkClause, symlinkFix } from './shared/symlinks.js';
import { PLATFORM_LANGUAGES } from './structure.js';
import type { FindingSink } from './rule.js';
import type { NotPageReason, SiteIndex } from '../site/pages.js';

export const rules = [
  {
    id: 'page-not-found',
    safeFix: {
      what: 'an entry pointed at the page the change moved it to (the redirect for its old URL follows as missing-redirect)',
      when: (data) => data.renamedTo !== undefined,
    },
    dangling: true,
    family: 'pages',
    severity: 'error',
    summary: 'A navigation entry names a page file that does not exist.',
    trigger: '`"pages": ["guides/intro"]` with no `guides/intro.mdx`',
    description: [
      'A navigation entry (or a group `root`) names no page; the site builder warns and lists it in the sidebar all the',
      'same, titled from its path, and readers who click it or follow a link to the path get a 404. Entries resolve as',
      'the builder resolves them: one leading and trailing',
      '`/` stripped, exact and case-sensitive against the file path without `.md`/`.mdx`. Files that exist but are not',
      'pages are named with the reason: anything under `snippets/` or `_snippets/`, `.mintignore`d files, `README.md`',
      '(and LICENSE, CONTRIBUTING, CHANGELOG), and MDX files another page imports.',
      '',
      'Pages a build step creates before the site builds (an SDK reference generated into `sdk/latest/`) are declared',
      'with `"generatedPages": ["sdk/latest/**"]` in `.navguard.json`: their entries are not reported and links to',
      'them resolve. Entries naming at least 3 pages under a folder that has no files at all are one cause, told once:',
      'one finding on the first of them lists them (`data.folder`, `data.entries`, `data.pages`) and suggests that glob,',
      'in `check` as in a diff, so a team adopting navguard declares its generated pages before a pull request is',
      'blocked; in a diff whose change deleted or moved those files, it says so instead, naming where each moved, and',
      'asks a redirect from each old URL, as a single entry whose page the change deleted does. Under',
      "a language's folder (the folder of a `languages` entry, or one named like a language code) such a folder is",
      'translations not written yet: one finding too, saying so, with no glob suggested. Fewer than 3 missing pages are',
      'one finding each, naming the page to translate.',
    ],
    examples: [
      {
        passes: false,
        caption: 'Fails (quickstart.mdx exists; the fix is an edit to `"quickstart"`):',
        lang: 'json',
        code: `"groups": [{ "group": "Start", "pages": ["index", "quickstrat"] }]`,
        site: { files: { 'index.mdx': '', 'quickstart.mdx': '' } },
      },
      {
        passes: false,
        caption: 'Also fails (snippets/callout.mdx exists, but snippets are never pages):',
        lang: 'json',
        code: `"pages": ["index", "snippets/callout"]`,
        site: { files: { 'index.mdx': '', 'snippets/callout.mdx': '' } },
      },
      {
        passes: true,
        caption: 'Passes (intro.mdx, setup.mdx, notes.md, guides/index.mdx):',
        lang: 'json',
        code: `"pages": ["/intro", "setup/", "/notes/", "guides/index"]`,
        site: { files: { 'intro.mdx': '', 'setup.mdx': '', 'notes.md': '', 'guides/index.mdx': '' } },
      },
    ],
  },
  {
    id: 'page-path-format',
    family: 'pages',
    severity: 'error',
    severityNote: 'warning for `./` and `../`, which the builder resolves',
    summary: 'A page entry is written in a form the builder will not match (extension, case, folder, `./`).',
    trigger: '`"guides/Intro"` for `guides/intro.mdx`; `"intro.mdx"`; `"guides"` for `guides/index.mdx`',
    description: [
      'An entry names an existing page in a form the builder does not match: with its extension, in the wrong case, or',
      'a folder instead of `folder/index`. The sidebar link it makes leads to a 404; the fix is an exact edit. Entries with `./` or',
      '`../` do resolve, and get a warning with an edit to the plain path.',
    ],
    examples: [
      {
        passes: false,
        caption: 'Fails (intro.mdx, quick-start.mdx and guides/index.mdx exist):',
        lang: 'json',
        code: `"pages": ["intro.mdx", "Quick-Start", "guides", "./intro"]`,
      },
      {
        passes: true,
        caption: 'Passes:',
        lang: 'json',
        code: `"pages": ["intro", "quick-start", "guides/index"]`,
      },
    ],
    exampleSite: { files: { 'intro.mdx': '', 'quick-start.mdx': '', 'guides/index.mdx': '' } },
  },
  {
    id: 'duplicate-page',
    family: 'pages',
    severity: 'warning',
    summary: 'The same page is listed twice in one navigation section.',
    trigger: '`"pages": ["intro", "setup", "intro"]` in one version',
    description: [
      'The same page is listed twice in one part of the navigation (tabs, anchors and groups share one part; each',
      'language, version and product is its own); the sidebar shows it twice and breadcrumbs follow the first.',
    ],
    examples: [
      {
        passes: false,
        caption: 'Fails:',
        lang: 'json',
        code: `"tabs": [{ "tab": "Guides", "groups": [{ "group": "Start", "pages": ["a"] }, { "group": "More", "pages": ["b", "a"] }] }]`,
      },
      {
        passes: true,
        caption: 'Passes (once per language and version):',
        lang: 'json',
        code: `"languages": [
  { "language": "en", "versions": [{ "version": "v1", "pages": ["a"] }, { "version": "v2", "pages": ["a"] }] },
  { "language": "fr", "versions": [{ "version": "v1", "pages": ["a"] }, { "version": "v2", "pages": ["a"] }] }
]`,
      },
    ],
  },
] satisfies RuleMeta[];

const NOT_PAGE_TEXT: Record<string, string> = {
  snippet: 'it lives in a snippets folder, and snippets are never pages',
  mintignore: 'it is excluded by .mintignore',
  imported: 'another page imports it, which makes it a snippet rather than a page',
  'reserved-name': 'README, LICENSE, CONTRIBUTING and CHANGELOG files are never published as pages',
  'default-ignore': 'it is in a folder the site builder skips (such as node_modules, .github or .mintlify)',
};

/** What to do about an entry that names a file which exists but is not a page (creating it is no answer). */
const NOT_PAGE_FIX: Record<string, string> = {
  snippet: 'Move the file out of the snippets folder to publish it as a page, or remove the entry.',
  mintignore: 'Remove the file from .mintignore to publish it, or remove the entry.',
  imported: 'Stop importing this file from other pages (shared parts belong in snippets/), or remove the entry.',
  'reserved-name': 'Rename the file (or make it .mdx) to publish it as a page, or remove the entry.',
  'default-ignore': 'Move the file out of that folder to publish it, or remove the entry.',
};

// Reads the site's structure only (see SiteRuleModule.reads).
export const reads = 'structure';

export const check: Check = ({ site, routes, out }) => {
  let dangling = 0;
  if (!site.nav) return { dangling };
  // The first entry of each page, by part of the navigation (partition, then page).
  const seenIn = new Map<string, Map<string, PageRef>>();
  const refs = pageRefs(site.nav);
  // Pages each part of the navigation lists: suggesting one of them for a missing entry would list it twice.
  // Made when a missing entry first asks (most sites have none).
  let listedSet: Set<string> | undefined;
  const listed = (partition: string, page: string): boolean =>
    (listedSet ??= new Set(
      refs.filter((r) => !r.isRoot && site.index.pages.has(r.page)).map((r) => `${r.node.partition}|${r.page}`),
    )).has(`${partition}|${page}`);
  const folders = missingFolders(site, routes, refs);
  for (const ref of refs) {
    if (ref.entry === '') continue; // an empty entry is a schema error, not a missing file
    const ok = site.index.pages.has(ref.page) || routes.buildGenerated(ref.page);
    if (ok) {
      if (ref.entry.includes('.') && /(^|\/)\.\.?(\/|$)/.test(ref.entry)) {
        out.add(
          'page-path-format',
          ref.span,
          `"${ref.entry}" contains "./" or "../"; the site builder reads it as "${ref.page}". Write that path directly.`,
          {
            key: `${ref.entry}|dots`,
            data: { entry: ref.entry, page: ref.page },
            severity: 'warning',
            fix: { message: `Write "${ref.page}".`, edits: out.replaceEdit(ref.span, JSON.stringify(ref.page)) },
          },
        );
      }
      if (!ref.isRoot) {
        let seen = seenIn.get(ref.node.partition);
        if (!seen) seenIn.set(ref.node.partition, (seen = new Map<string, PageRef>()));
        const first = seen.get(ref.page);
        if (first) {
          out.add(
            'duplicate-page',
            ref.span,
            `"${ref.page}" is listed twice in this part of the navigation (also in ${labelPath(first.node) || 'the navigation root'}). The sidebar shows it in both places and breadcrumbs follow the first.`,
            {
              key: ref.page,
              data: { page: ref.page },
              fix: { message: 'Remove one of the two entries.' },
            },
          );
        } else seen.set(ref.page, ref);
      }
      continue;
    }
    dangling++;
    const folder = folders.get(ref);
    if (folder) {
      // One finding for the folder, on its first entry; the others are listed in it.
      if (folder.refs[0] === ref) reportFolder(folder, routes, out);
      continue;
    }
    reportMissing(site, routes, ref, labelPath(ref.node) || 'the navigation root', listed, out);
  }
  return { dangling };
};

/** At least this many missing entries under one folder with no files suggest pages generated at build time. */
const MIN_GENERATED_FOLDER = 3;

/** Missing entries under one folder that has no files at all. */
interface MissingFolder {
  /** The deepest folder that holds them all, docs-root-relative. */
  folder: string;
  /** The entries, in navigation order (an entry listed twice is in it twice). */
  refs: PageRef[];
  /** How many pages they name. */
  pages: number;
  /** The language whose navigation lists them, when they sit in its folder: translations not written yet. */
  language?: string;
  /** The folder that holds a page at every path they name (`docs` for `sessions/overview` in docs/sessions/). */
  under?: string;
}

/** The folder under which every page exists that the entries name (each suggestion is `folder/page`), if one does. */
function commonPrefix(routes: Routes, pages: readonly string[]): string | undefined {
  let prefix: string | undefined;
  for (const page of pages) {
    const near = routes.suggest(page, ANY_LANGUAGE);
    if (!near?.endsWith(`/${page}`)) return undefined;
    const at = near.slice(0, -page.length - 1);
    if (prefix !== undefined && at !== prefix) return undefined;
    prefix = at;
  }
  return prefix;
}

/**
 * A top folder named by a code the builder takes for a language: outside a language's navigation, only such a folder
 * reads as translations to come (two letters alone also name `ai/`, `io/`, `go/`).
 */
const LANGUAGE_CODES = new Set(PLATFORM_LANGUAGES.map((c) => c.toLowerCase()));

/**
 * Entries under a folder that has no files at all, at least MIN_GENERATED_FOLDER pages of them: one cause, told
 * once. A whole folder of entries missing at once is what pages a build step generates (an SDK reference) look
 * like from the repository, or a folder deleted with its entries left; either way one finding says it, not one per
 * entry (142 on one real commit that listed its generated sections).
 */
function missingFolders(site: SiteModel, routes: Routes, refs: readonly PageRef[]): Map<PageRef, MissingFolder> {
  const byFolder = new Map<string, { refs: PageRef[]; language?: string }>();
  for (const ref of refs) {
    if (!ref.entry || site.index.pages.has(ref.page) || routes.buildGenerated(ref.page)) continue;
    if (meantPage(site.index, ref) || site.index.notPages.has(stripPageExt(ref.page))) continue;
    // The top-most folder of the page that holds no file.
    const parts = dirname(ref.page).split('/');
    let folder: string | undefined;
    for (let i = 1; i <= parts.length && parts[0]; i++) {
      const f = parts.slice(0, i).join('/');
      if (!site.index.dirs.has(f)) {
        folder = f;
        break;
      }
    }
    if (folder === undefined) continue;
    let held = byFolder.get(folder);
    if (!held) byFolder.set(folder, (held = { refs: [] }));
    held.refs.push(ref);
    // A language's folder with no files holds translations not written yet, not generated pages: told so. Each
    // was its own finding: Firma-esign/firma-docs 66f3fce listed a version's 104 API pages in "es" and "fr" with
    // only the English ones written, and check printed 208 findings for two folders.
    const lang = languageOf(ref);
    if (LANGUAGE_CODES.has(languageFolder(ref.page)) || (lang && ref.page.startsWith(`${lang}/`)))
      held.language = lang ?? '';
  }
  const out = new Map<PageRef, MissingFolder>();
  for (const [top, { refs: list, language }] of byFolder) {
    const pages = new Set(list.map((r) => r.page)).size;
    if (pages < MIN_GENERATED_FOLDER) continue;
    // Name the deepest folder that holds them all: sdk/latest/, not sdk/, when every entry is under sdk/latest/.
    let folder = dirname(list[0]!.page);
    for (const r of list) while (folder !== top && !r.page.startsWith(`${folder}/`)) folder = dirname(folder);
    const under = language === undefined ? commonPrefix(routes, [...new Set(list.map((r) => r.page))]) : undefined;
    const group = {
      folder,
      refs: list,
      pages,
      ...(language !== undefined && { language }),
      ...(under !== undefined && { under }),
    };
    for (const r of list) out.set(r, group);
  }
  return out;
}

/** page-not-found for a folder of missing entries (missingFolders), with how to declare generated pages. */
function reportFolder({ folder, refs, pages, language, under }: MissingFolder, routes: Routes, out: FindingSink): void {
  const first = refs[0]!;
  const names = [...new Set(refs.map((r) => r.entry))];
  const shown = names
    .slice(0, 3)
    .map((e) => `"${e}"`)
    .join(', ');
  const places = [...new Set(refs.map((r) => labelPath(r.node) || 'the navigation root'))];
  const listing = `${shown}${names.length > 3 ? ', …' : ''}, in ${places.length === 1 ? places[0] : `${places.length} parts of the navigation`}`;
  const hidden = refs.every((r) => hiddenInNav(r.node));
  const skipped = listedAnyway(pages, routes.notFound, hidden);
  out.add(
    'page-not-found',
    first.span,
    language !== undefined
      ? `${pages} entries${language ? ` of the "${language}" navigation` : ''} name pages under ${out.repoPath(folder)}/, and that folder has no files (${listing}): translations not written yet. ${skipped}.`
      : under !== undefined
        ? `${pages} entries name pages under ${out.repoPath(folder)}/, and that folder has no files (${listing}); ${out.repoPath(under)}/${folder}/ has a page at each of those paths. ${skipped}.`
        : `${pages} entries name pages under ${out.repoPath(folder)}/, and that folder has no files (${listing}). ${skipped}, unless a build step writes these pages before the site builds.`,
    {
      key: `${folder}/`,
      data: {
        entry: first.entry,
        page: first.page,
        groupRoot: first.isRoot,
        folder,
        entries: names,
        pages: [...new Set(refs.map((r) => r.page))],
        ...(hidden && { hidden }),
      },
      fix: {
        message:
          language !== undefined
            ? `Write the pages under ${out.repoPath(folder)}/ (or copy the originals there until they are translated), or remove these entries${language ? ` from the "${language}" navigation` : ''}.`
            : under !== undefined
              ? `Write the entries with the folder the pages are in: "${under}/${first.entry.replace(/^\/+/, '')}" and so on.`
              : `If a build step generates them, declare them in .navguard.json with "generatedPages": ["${folder}/**"] (then they are not reported, and links to them resolve). Otherwise create the files or remove the entries.`,
      },
    },
  );
}

/** Reports an entry with no page: a rewrite of the entry when it evidently means an existing page. */
function reportMissing(
  site: SiteModel,
  routes: Routes,
  ref: PageRef,
  where: string,
  listed: (partition: string, page: string) => boolean,
  out: FindingSink,
): void {
  const { index } = site;
  const label = ref.isRoot ? `The group root "${ref.entry}"` : `"${ref.entry}"`;
  const key = ref.page;
  const meant = meantPage(index, ref, (file) => out.repoPath(file));
  if (meant) {
    const better = meant.page;
    out.add(
      'page-path-format',
      ref.span,
      `${label} in ${where} ${meant.why}. ${listedAnyway(1, routes.notFound, hiddenInNav(ref.node))}. Write "${better}" instead.`,
      {
        key,
        data: { entry: ref.entry, page: better },
        fix: { message: `Change the entry to "${better}".`, edits: out.replaceEdit(ref.span, JSON.stringify(better)) },
      },
    );
    return;
  }
  const noExt = stripPageExt(ref.page);
  // In other letter case too: `usage/readme` for usage/README.md (dimensionalOS/dimos e1d324243a, fresh set 91) read
  // "no file usage/readme.md exists" and asked to create one, where the file is there and is never published.
  const exactNotPage = index.notPages.get(ref.page) ?? index.notPages.get(noExt);
  const notPage = exactNotPage ?? notPageInOtherCase(index.notPages, noExt);
  let detail: string;
  let fixText: string | undefined;
  const link = notPage ? undefined : routes.symlinkAt(ref.page);
  // `quickstart#step-6` (michelangelo-land/docs, fresh set 84): the entry meant a section of a page it names.
  const hash = ref.page.indexOf('#');
  const sectionOf =
    !notPage && hash > 0 && index.pages.has(stripPageExt(ref.page.slice(0, hash)))
      ? ref.page.slice(0, hash)
      : undefined;
  if (notPage) {
    detail = `${out.repoPath(notPage.path)} exists${exactNotPage ? '' : ' (in other letter case)'}, but it is not a page: ${NOT_PAGE_TEXT[notPage.reason]}`;
    fixText = exactNotPage
      ? NOT_PAGE_FIX[notPage.reason]
      : `Rename ${out.repoPath(notPage.path)} to ${out.repoPath(noExt)}.mdx to publish it at this entry's path, or remove the entry.`;
  } else if (sectionOf !== undefined) {
    detail = `an entry names a whole page, and the site builder reads "${ref.page.slice(hash)}" as part of its file name: no file ${out.repoPath(ref.page)}.mdx exists`;
    if (!ref.isRoot && listed(ref.node.partition, sectionOf))
      fixText = `Remove the entry: "${sectionOf}" is in this navigation already, and an entry cannot lead to a section of it (a link in a page can: "/${sectionOf}${ref.page.slice(hash)}").`;
  } else if (link) {
    detail = `${out.repoPath(link.path)} is a symlink ${symlinkClause(link)}`;
    fixText = symlinkFix(link);
  } else if (/^https?:\/\//i.test(ref.entry)) {
    detail = 'it is a URL, and page entries must be files of this site';
    fixText = 'To link to another site, use an anchor or tab with "href" instead.';
  } else if (ref.page === '') {
    detail = `"${ref.entry}" names the site's root, which is no page file: the home page is the file index.mdx, written "index"`;
    fixText = index.pages.has('index') ? 'Write "index".' : 'Create index.mdx and write "index".';
  } else if (/\s/.test(ref.entry.trim()) || ref.entry.trim() !== ref.entry)
    detail = `no file ${out.repoPath(ref.page)}.mdx or ${out.repoPath(ref.page)}.md exists (the entry contains spaces${/^[A-Z]/.test(ref.entry) ? ' and looks like a label; a group needs {"group": …, "pages": […]}' : ''})`;
  else detail = `no file ${out.repoPath(ref.page)}.mdx or ${out.repoPath(ref.page)}.md exists`;
  const redirect = routes.redirectFor(ref.page);
  if (redirect) detail += `; a redirect sends "/${ref.page}" to "${redirect.redirect.destination}"`;
  // Links to the path still work when a redirect takes them somewhere that exists.
  const target = redirect ? routes.resolve(ref.page) : undefined;
  const redirected =
    target?.kind === 'redirect' && target.final?.kind !== 'missing' && target.final?.kind !== 'ignored';
  if (redirected && !fixText && isExternal(redirect!.destination))
    fixText =
      'To show that external page in the sidebar, use an anchor or tab with "href"; otherwise remove the entry.';
  // Where the redirect lands is what the writer sent this path's readers to: the entry most likely meant that page.
  const landed = redirected && !fixText && target.final?.kind === 'page' ? stripPageExt(target.final.path) : undefined;
  const landedListed = landed !== undefined && !ref.isRoot && listed(ref.node.partition, landed);
  if (landed !== undefined && landedListed)
    fixText = `Remove the entry: the redirect sends its readers to "${landed}", which this navigation already lists.`;
  // The page the entry most likely meant: none for a symlink (the file is there, out of reach), the page a
  // `#section` entry names, where a redirect lands, else a name near it.
  let near: string | undefined;
  if (link) near = undefined;
  else if (sectionOf !== undefined) near = fixText ? undefined : sectionOf;
  else if (landed !== undefined) near = landedListed ? undefined : landed;
  else near = routes.suggestForWriter(ref.page, ANY_LANGUAGE);
  // In a language's navigation, a page of another language is no replacement for a missing translation.
  const lang = languageOf(ref);
  if (near && lang && translationOf(ref.page, near, lang)) {
    fixText ??= `Create ${out.repoPath(ref.page)}.mdx (the "${lang}" version of ${out.repoPath(index.pages.get(near)?.path ?? near)}), or remove the entry.`;
    near = undefined;
  }
  // A page this part of the navigation already lists is not what the entry meant: the edit would only list it twice.
  if (near && !ref.isRoot && listed(ref.node.partition, near)) near = undefined;
  const hidden = hiddenInNav(ref.node);
  out.add(
    'page-not-found',
    ref.span,
    `${label} in ${where}: ${detail}. ${redirected ? `${keptInSidebar(1, hidden)}, and the redirect from its path answers it and links to it` : listedAnyway(1, routes.notFound, hidden)}.`,
    {
      key,
      data: {
        entry: ref.entry,
        page: ref.page,
        groupRoot: ref.isRoot,
        ...(hidden && { hidden }),
        ...(near ? { suggestion: near } : {}),
        ...(landed !== undefined ? { redirectedTo: landed } : {}),
      },
      fix: near
        ? {
            message:
              near === landed
                ? `Change the entry to "${near}", the page the redirect sends "/${ref.page}" to.`
                : near === sectionOf
                  ? `Change the entry to "${near}": an entry leads to a whole page (a link in a page can lead to a section).`
                  : `Did you mean "${near}"?`,
            edits: out.replaceEdit(ref.span, JSON.stringify(near)),
          }
        : { message: fixText ?? `Create ${out.repoPath(ref.page)}.mdx, or remove the entry.` },
    },
  );
}

/** The language of the navigation an entry is in (its `language` division's code), if any. */
function languageOf(ref: PageRef): string | undefined {
  return /(?:^|\/)language:([^/]+)/.exec(ref.node.partition)?.[1];
}

/**
 * Whether a missing entry of a language's navigation names a translation of the page `near`: it sits in the
 * language's folder and `near` does not, or it is `near` (or `near` in another top folder) under a folder named like
 * a language. A site's folder need not be its language code: openclaw's "zh-Hans" navigation lists
 * `zh-CN/providers/x`, where `providers/x` is the English page the translation waits for.
 */
function translationOf(page: string, near: string, lang: string): boolean {
  if (page.startsWith(`${lang}/`) && !near.startsWith(`${lang}/`)) return true;
  const folder = languageFolder(page);
  if (!folder || topFolder(near).toLowerCase() === folder) return false;
  const rest = withoutLanguage(page);
  return rest === near || rest === near.slice(near.indexOf('/') + 1);
}

/** The one file that is not a page whose slug is `slug` but for letter case, if there is exactly one. */
function notPageInOtherCase(
  notPages: SiteIndex['notPages'],
  slug: string,
): { path: string; reason: NotPageReason } | undefined {
  const lower = slug.toLowerCase();
  let found: { path: string; reason: NotPageReason } | undefined;
  for (const [other, np] of notPages) {
    if (other.toLowerCase() !== lower) continue;
    if (found) return undefined;
    found = np;
  }
  return found;
}
