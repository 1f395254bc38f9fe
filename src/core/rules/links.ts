// broken-link: internal links in pages that lead nowhere. A fast scan proposes candidates; only files with a candidate
// that does not resolve are parsed with micromark (the blocks around them when safe), whose reading is reported.
import { lineReader } from '../base/text-lines.js';
import type { LinkRef } from '../mdx/scan.js';
import { basename, dirname, extname, joinPath, normalizePath, stripPageExt, topFolder } from '../base/paths.js';
import type { JNode } from '../json/document.js';
import { docsJsonLinks } from '../site/frame-links.js';
import { linkPath } from '../site/link-path.js';
import { finalTarget, HOSTED_ENDPOINTS, leadsNowhere, type Routes } from '../site/routes.js';
import { globMatcher } from '../base/glob.js';
import type { Check, CheckContext, RuleMeta } from './rule.js';
import { confirmKey, confirmed } from '../site/confirmed-links.js';
import { symlinkClause, symlinkFix } from './shared/symlinks.js';
import type { LoadProblem } from '../site/source.js';
import { broken, folderOnly, PAGE_EXT, resolveLink, type Resolution } from '../site/link-asker.js';
import type { SiteModel } from '../site/model.js';
import { quietUnshownSnippets, snippetPages } from './shared/snippet-use.js';
import { answerInLanguage, ownLanguageCopy, type InLanguage, type LanguageCopy } from './shared/language-copy.js';
import type { FindingSink } from './rule.js';
import type { TextEdit } from '../base/types.js';
import type { RuleData } from './ids.js';
import { AnchorChecker, keptWords, PARSE_BUDGET, type AnchorProblem, type FragmentTarget } from '../site/page-ids.js';

export const rules = [
  {
    id: 'broken-link',
    safeFix: {
      what: 'a link retargeted to the page it was renamed to (unless the redirect for the rename mends it) or the file the change moved, or its path written in the letter case of the file',
      // Or the path written in the letter case of the file it names: the link the writer's preview showed working.
      // Not where the rename's redirect mends it: the redirect is the fix, and pages (old versions' snapshots among
      // them) keep their text unless broken-link is asked for.
      when: (data) => (data.renamedTo !== undefined && data.viaRedirect === undefined) || data.casedAs !== undefined,
    },
    onlyWhereLinksChecked: true,
    dangling: true,
    checkedAgainstBase: true,
    followsMoves: (data) => `${data.url.trim()}\0${data.target ?? ''}`,
    sectionNamed: (data) => {
      const hash = data.url.indexOf('#');
      return hash === -1 ? undefined : data.url.slice(hash + 1).trim();
    },
    family: 'links',
    severity: 'error',
    summary: 'An internal link in a page points at nothing.',
    trigger: '`[setup](/guides/setup)` in a page when nothing answers at `/guides/setup`',
    description: [
      'An internal link in a page or snippet (Markdown links and images, reference definitions, `<a href>`, `<Card',
      'href>`, `<img src>`) leads nowhere; readers get a 404. Pages are read as the site renders them: MDX with',
      'GitHub-flavoured Markdown (a `[^1]:` footnote is no link definition; a table cell ends at `|`); `href`/`src`',
      'inside an inline `<svg>` (`<use href="icons.svg#i">`) and `xlink:href` are not page links. Links resolve as the',
      "reader's browser does: one starting with `/` from the docs root, any other (`./x`, `../x`, a bare `x` or `x.md`)",
      "from the page's folder (in a snippet, from that of each page showing it) — where `mint broken-links` reads a bare",
      '`x` from the root; the message quotes the link as',
      'written and says where it resolves. `?query`, trailing slashes and page extensions are ignored, and so is the',
      '`#hash` here (`broken-anchor` checks that the page has that id); pages,',
      'files, folders, OpenAPI-generated pages and redirects whose destination exists all count, but not a Markdown file',
      'the site does not publish (README, LICENSE, CHANGELOG, CONTRIBUTING, a snippet, an ignored file). A folder with',
      'no index page counts as `mint broken-links` counts it, with a warning: what the live site serves there is not',
      'documented. Links in code are not',
      'checked; `links.assets: false` skips images and other files; `basePath` is stripped (and inferred when unset).',
      'A path that exists in other letter case (`/images/Guides/a.png` for `images/guides/a.png`) is said so: the live',
      'site matches paths case-sensitively, though a preview on macOS or Windows shows it working.',
      'A link without `./`, `../` or `/` that leads somewhere from the docs root (`deployment/docker` in',
      '`deployment/index.mdx`) is said so: `mint broken-links` passes it, the live site does not.',
      "docs.json's own links are checked too: a tab's or anchor's `href`, and the files and pages every page's frame",
      'names — `logo` and `favicon` (or their `light`/`dark`), `background.image`, `thumbnails.background`, an',
      "`…image` metatag of `seo.metatags` (`og:image`), and every `href` outside the navigation (the logo's, the",
      'navbar\'s and footer\'s links), and any `icon` written as an image file (`"icon": "/icons/brand.svg"`, which the',
      "builder takes for any icon beside a library's icon names). In a diff, a change that deletes such a file is",
      'checked against docs.json even when docs.json is unchanged. In a snippet no page shows (none imports it, or',
      'those importing it render it only inside a `{/* */}` comment or not at all), a broken link or anchor is a',
      'warning that says so: `mint broken-links` reads every snippet, and readers meet the link once a page shows it.',
      'The fix edits only the URL: the path in the letter case of the file, the link from the docs root, a page a typo',
      'away, `mailto:` before an email address, the address whole for a web address written without',
      '`https://` (`[PostHog](posthog.com)` is a path of this site to a browser), the link without the quotes',
      'written around it (`href="\'/guides/setup\'"`).',
    ],
    examples: [
      {
        passes: false,
        caption: 'Fails (in guides/intro.mdx; guides/setup.mdx exists):',
        lang: 'mdx',
        code: `Read the [setup guide](/guides/stup) first, or [this](guides/setup).`,
      },
      {
        passes: true,
        caption: 'Passes:',
        lang: 'mdx',
        code: `Read the [setup guide](/guides/setup#install) first, or [this](setup), or [that](./setup.md).`,
      },
    ],
    exampleSite: { file: 'guides/intro.mdx', files: { 'guides/setup.mdx': '## Install\n' } },
  },
  {
    id: 'assets-missing',
    onlyWhereLinksChecked: true,
    family: 'links',
    severity: 'notice',
    summary: 'Nearly every image or file link fails: the assets are likely not in the repository.',
    trigger: '48 of 50 image links of a site lead nowhere (images served from a CDN)',
    description: [
      'At least 90% of at least 10 checked links to images and other files lead nowhere. That is the mark of assets',
      'served from elsewhere (a CDN, a build step) rather than a site full of broken images: the live site may show',
      'them all. One notice per site, at the first such link, says so and how to stop checking assets',
      '(`"links": { "assets": false }` in `.navguard.json`); the `broken-link` findings stay, since navguard cannot',
      'tell which of the two it is.',
    ],
    examples: [
      {
        passes: false,
        caption: 'Fails (no file under images/ exists, 12 such links):',
        lang: 'mdx',
        code: `![Dashboard](/images/dashboard.png)`,
      },
      {
        passes: true,
        caption: 'Passes (with `"links": { "assets": false }`, or with the images in the repository):',
        lang: 'mdx',
        code: `![Dashboard](/images/dashboard.png)`,
        site: { config: { links: { assets: false } } },
      },
    ],
    // The caption's 12 such links.
    exampleSite: { expand: (code) => Array(12).fill(code).join('\n\n') },
  },
] satisfies RuleMeta[];

/** The share of failing asset links, out of at least MIN_ASSETS, at which the assets-missing notice appears. */
const MIN_ASSETS = 10;
const FAILING_SHARE = 0.9;

// Reads links and page text (or other checks' findings): run on each state (see SiteRuleModule.reads).
export const reads = 'pages';

export const check: Check = ({ site, routes, config, options, out, unparsable }) => {
  const { links: scope, sameFragment } = options;
  if (scope === 'none') return { linksChecked: 0, filesLinkChecked: 0 };
  const ignored = globMatcher(config.links.ignore);
  let checked = 0;
  let files = 0;
  const sources = linkSources(site, options, unparsable);
  // A link in a snippet resolves from each page showing it: the first page where it leads nowhere, else the first.
  const rendered = sources.some((src) => !site.index.pages.has(stripPageExt(src.path)))
    ? snippetPages(site)
    : undefined;
  const resolveIn = (url: string, path: string): { r: Resolution; from: string } => {
    const shownIn = rendered?.get(path);
    if (!shownIn || url.trim().startsWith('/'))
      return { r: resolveLink(url, path, routes, config, ignored), from: path };
    let first: { r: Resolution; from: string } | undefined;
    for (const page of shownIn) {
      const r = resolveLink(url, page, routes, config, ignored);
      if (broken(r)) return { r, from: page };
      first ??= { r, from: page };
    }
    return first!;
  };
  let assets = 0;
  let assetsFailed = 0;
  // Links into a folder of pages made from a spec that was not read: neither broken nor known good.
  let unknowable = 0;
  // Failing links whose file the site holds at another path: it is here, the links miss it.
  let assetsElsewhere = 0;
  let firstFailed: { path: string; link: LinkRef } | undefined;
  const suspects: string[] = [];
  // Per suspect file, the lines of its candidates that do not resolve: only the blocks around them are parsed.
  const suspectLines = new Map<string, number[]>();
  const suspect = (path: string, lines: number[]): void => {
    const known = suspectLines.get(path);
    if (known) known.push(...lines);
    else {
      suspects.push(path);
      suspectLines.set(path, lines);
    }
  };
  // Links with a #fragment into a page: that page's ids are computed (once) only for these.
  const anchors = new AnchorChecker(site, PARSE_BUDGET);
  const fragmentLinks: { path: string; line: number; target: FragmentTarget }[] = [];
  for (const src of sources) {
    files++;
    const links = src.links;
    if (!links.length) continue;
    checked += links.length;
    const badLines: number[] = [];
    for (const l of links) {
      const { r, from } = resolveIn(l.url, src.path);
      const bad = broken(r);
      if (r.target && finalTarget(r.target)?.kind === 'unknowable') unknowable++;
      if (bad || folderOnly(r, site)) badLines.push(l.line);
      else if (l.url.includes('#')) {
        const target = anchors.fragmentTarget(l.url, from, r.target);
        if (target && !sameFragment?.(src.path, l.url, r.target))
          fragmentLinks.push({ path: src.path, line: l.line, target });
      }
      if (r.skip || PAGE_EXT.has(extname(r.path.replace(/[?#].*$/, '')))) continue;
      assets++;
      if (!bad) continue;
      assetsFailed++;
      if (r.target?.kind === 'missing' && routes.fileElsewhere(r.target.path)) assetsElsewhere++;
      firstFailed ??= { path: src.path, link: l };
    }
    if (badLines.length) suspect(src.path, badLines);
  }
  // Pages about to be read again, fetched together: on a source that reads them back through git each batch is a
  // process, and one started while the heap is large costs more than its reading (forking copies the process's
  // page tables, and each page it writes next faults). The files whose broken links are to be confirmed are known
  // already, so they come in the batch of the fragments' target pages; those a broken fragment adds come after.
  const toConfirm = (): string[] =>
    suspects.filter((p) => !site.memos.confirm.confirmed.has(confirmKey(site, p, suspectLines.get(p)!) ?? ''));
  anchors.prefetch(
    fragmentLinks.map((f) => f.target.page),
    toConfirm(),
  );
  // Links the target's plain headings do not answer need its ids: small pages first, to read most within budget.
  const misses = fragmentLinks.filter((f) => !anchors.quickly(f.target));
  const bySize = misses.map((f) => ({ f, n: anchors.size(f.target.page) })).sort((a, b) => a.n - b.n);
  anchors.prefetch(anchors.withinBudget(bySize.map(({ f }) => f.target.page)));
  for (const { f } of bySize) if (anchors.problem(f.target)) suspect(f.path, [f.line]);
  // Confirm with the real parser: the scan may have picked up text a parser would not call a link.
  // A file whose lines the memo holds the reading of is not read: only the others are fetched.
  const keys = new Map(suspects.map((p) => [p, confirmKey(site, p, suspectLines.get(p)!)]));
  let languages: LanguageCopy | undefined;
  site.source.prefetch?.(toConfirm());
  const confirmedFrom = out.findings.length;
  for (const path of suspects) {
    const { links: parsed, text } = confirmed(site, path, suspectLines.get(path)!, keys.get(path));
    // The text read to confirm serves the lines a broken anchor wants (emptyLink), else it is read then.
    const lineOf = lineReader(() => text ?? site.source.read(path));
    for (const l of parsed.links) {
      const { r, from } = resolveIn(l.url, path);
      if (broken(r)) report(l, r, path, routes, anchors, out, from);
      else if (folderOnly(r, site)) reportFolderLink(l, r.target!.path, path, out);
      else if (!sameFragment?.(path, l.url, r.target))
        checkFragment(l, r, path, anchors, out, from, lineOf, (languages ??= ownLanguageCopy(site)));
    }
  }
  quietUnshownSnippets(site, out.findings, confirmedFrom);
  const inDocsJson = navigationLinks({ site, routes, config, options, out }, ignored, anchors);
  checked += inDocsJson;
  // docs.json is a file whose links were read, as a page is.
  if (inDocsJson) files++;
  // Most of the failing files here under other paths: not assets served from elsewhere, but links gone astray.
  if (firstFailed && assetsElsewhere * 2 < assetsFailed) assetsMissing(out, firstFailed, assets, assetsFailed);
  return {
    linksChecked: checked,
    filesLinkChecked: files,
    anchorsUnchecked: anchors.unchecked,
    linksUnknowable: unknowable,
  };
};

/**
 * The files whose links are checked: pages, and snippets (they render inside pages, so their links reach readers
 * too); with scope "changed", only the changed ones, looked up rather than filtered from every page of the site.
 */
function linkSources(
  site: SiteModel,
  { links: scope, changed }: CheckContext['options'],
  unparsable: ReadonlySet<string>,
): { path: string; links: LinkRef[] }[] {
  const sources: { path: string; links: LinkRef[] }[] = [];
  const linkSource = (path: string, slug = stripPageExt(path)): void => {
    if (unparsable.has(path)) return;
    const page = site.index.pages.get(slug);
    if (page?.path === path) return void sources.push({ path, links: page.scan.links });
    const np = site.index.notPages.get(slug);
    const scan =
      np?.path === path && (np.reason === 'snippet' || np.reason === 'imported')
        ? site.index.scans.get(path)
        : undefined;
    if (scan) sources.push({ path, links: scan.links });
  };
  if (scope === 'changed') for (const path of changed ?? []) linkSource(path);
  else {
    for (const [slug, page] of site.index.pages) linkSource(page.path, slug);
    for (const [slug, np] of site.index.notPages) linkSource(np.path, slug);
  }
  return sources;
}

/**
 * Links in docs.json: in the navigation (a tab, anchor or global anchor with a relative href), as mint broken-links
 * checks them, and in the frame of every page (frame-links.ts: the logo, the favicon, the navbar's links, icons
 * given as files); how many were checked.
 */
function navigationLinks(
  { site, routes, config, options, out }: Pick<CheckContext, 'site' | 'routes' | 'config' | 'options' | 'out'>,
  ignored: (path: string) => boolean,
  anchors: AnchorChecker,
): number {
  const { links: scope, changed } = options;
  let checked = 0;
  if (!(scope === 'all' || [...site.docsJson.files.keys()].some((f) => changed?.has(f)))) return 0;
  const check = (node: JNode, kind: LinkRef['kind'], said?: SaidLink['said']): void => {
    const url = node.value as string;
    checked++;
    const r = resolveLink(url, '', routes, config, ignored);
    // Placed where written (mint.json, on a site still on it), named by docs.json: one identity across a migration.
    const at = out.locate(node.span);
    const l: SaidLink = { url, line: at.line, column: at.column + 1, kind, placedIn: at.file, ...(said && { said }) };
    if (broken(r)) report(l, r, node.span.file, routes, anchors, out);
    else if (kind === 'href') checkFragment(l, r, node.span.file, anchors, out, '');
  };
  for (const { node, kind, said } of docsJsonLinks(site.docs, site.nav)) check(node, kind, said);
  return checked;
}

/** assets-missing: most links to images and other files fail, which usually means they are served from elsewhere. */
function assetsMissing(
  out: FindingSink,
  firstFailed: { path: string; link: LinkRef },
  assets: number,
  assetsFailed: number,
): void {
  if (assets >= MIN_ASSETS && assetsFailed >= FAILING_SHARE * assets) {
    const { path, link } = firstFailed;
    out.add(
      'assets-missing',
      { file: path, line: link.line, column: link.column },
      `${assetsFailed} of ${assets} links to images and other files lead nowhere (the first: "${link.url}" in ${out.repoPath(path)}). So many failing at once usually means the assets are served from elsewhere (a CDN, a build step), not that they are all broken on the live site.`,
      {
        key: 'site',
        data: { failed: assetsFailed, checked: assets },
        fix: {
          message:
            'If the images live outside this repository, set "links": { "assets": false } in .navguard.json to check page links only; otherwise add the missing files.',
        },
      },
    );
  }
}

/**
 * A link, with what it is and what readers meet when it is broken where that is not its kind's (the logo), and the
 * file it is written in when that is not the one it is about (mint.json for docs.json).
 */
type SaidLink = LinkRef & { said?: { name: string; outcome: string }; placedIn?: string };

/** folderOnly's link, as a warning: whether readers meet a 404 there is not known. */
function reportFolderLink(l: LinkRef, folder: string, file: string, out: FindingSink): void {
  out.add(
    'broken-link',
    linkLoc(l, file),
    `${linkWord(l)} "${l.url}" leads to the folder /${folder}/, which has no index page: \`mint broken-links\` counts a folder as there, but no page is served at it, and what the live site shows there (a 404 or another page) is not documented.`,
    {
      // Not the key of the link's error: a change that removes the folder makes the error new, not this warning's.
      key: `${file}|${l.url}|folder`,
      data: { url: l.url, target: folder, kind: l.kind, folder: true },
      severity: 'warning',
      fix: { message: `Point it at a page of the folder, or give the folder an index page (${folder}/index.mdx).` },
    },
  );
}

/**
 * The repository file a relative link names when, read from the page's file as GitHub reads it, it climbs out of
 * the docs folder to a file the repository holds (`../README.md` in a page of docs/): what the writer meant, which
 * the site does not publish. Undefined when the docs folder is the top of the repository, the link stays inside it,
 * or no such file is there (ringcentral's `../../img/x.png`, images that are nowhere).
 */
function outOfDocsFolder(url: string, from: string, out: FindingSink, routes: Routes): string | undefined {
  const path = url.trim().replace(/[?#].*$/, '');
  const docs = out.repoPath('');
  if (!docs || !path.startsWith('../')) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  const file = normalizePath(joinPath(dirname(out.repoPath(from)), decoded));
  return file && !file.startsWith(`${docs}/`) && routes.repoHas(file) ? file : undefined;
}

/** Why a link's target answers nothing, as a clause: not published, a redirect to nothing, a symlink, or nothing. */
function whyBroken(
  t: NonNullable<Resolution['target']>,
  relative: boolean,
  symlink: LoadProblem | undefined,
  routes: Routes,
  out: FindingSink,
): string {
  const it = relative ? 'it' : `"/${t.path}"`;
  if (t.kind === 'missing' && HOSTED_ENDPOINTS.has(t.path))
    return `"/${t.path}" is where Mintlify serves the search MCP server it hosts for every site, not a page`;
  if (t.kind === 'ignored') return `${it} exists as a file, but ${t.reason}, so it is not published`;
  if (t.kind === 'redirect') {
    // Where the reader ends up: wildcards filled in (`/blog/:slug` → `/news/x`), after any further hops.
    const landed = t.final?.kind === 'missing' ? `/${t.final.path.replace(/^\/+/, '')}` : t.redirect.destination;
    return `${it} redirects to "${landed}", which does not exist either`;
  }
  if (symlink) return `${it} is a symlink (${out.repoPath(symlink.path)}) ${symlinkClause(symlink)}`;
  const prefix = routes.prefixRedirect(t.path);
  return `no page, file or redirect answers ${relative ? 'there' : `at "/${t.path}"`}${prefix ? ` (the redirect "${prefix.source}" needs something after "/${t.path}/"; an exact redirect for "/${t.path}", listed before it, would catch this)` : ''}${routes.unlistedNote(t.path)}`;
}

/** What a reader who follows a link to a broken target meets: the site's 404, or Mintlify's MCP server. */
function met(t: NonNullable<Resolution['target']>, routes: Routes): string {
  return t.kind === 'missing' && HOSTED_ENDPOINTS.has(t.path)
    ? 'reach that server, not a page'
    : `get ${routes.notFound}`;
}

function report(
  l: SaidLink,
  r: Resolution,
  file: string,
  routes: Routes,
  anchors: AnchorChecker,
  out: FindingSink,
  /** The page the link is read in, when it is not `file` (a snippet rendered there). */
  from = file,
): void {
  const word = linkWord(l);
  const what = l.said?.name ?? word;
  const loc = linkLoc(l, file);
  const key = `${file}|${l.url}`;
  const data: RuleData['broken-link'] = { url: l.url, ...(r.outside ? {} : { target: r.path }), kind: l.kind };
  if (r.outside) {
    out.add(
      'broken-link',
      loc,
      `${what} "${l.url}" climbs above the docs folder; the site has nothing there, so readers get ${routes.notFound}.`,
      {
        key,
        data,
        fix: { message: 'Link to a page of this site by its path from the docs root, e.g. "/guides/setup".' },
      },
    );
    return;
  }
  const t = r.target!;
  // A relative link is quoted as written, with the path it resolves to; a root link is that path already.
  const relative = !l.url.trim().startsWith('/');
  const symlink = t.kind === 'missing' ? routes.symlinkAt(t.path) : undefined;
  let detail = whyBroken(t, relative, symlink, routes, out);
  // CrewForm/crewform (walk 73): `./agents.md` after a rename, redirect from /agents: the browser asks for the file.
  const bare = t.path.replace(/\.mdx?$/, '');
  const byPage = t.kind === 'missing' && bare !== t.path ? routes.resolve(bare) : undefined;
  if (byPage?.kind === 'redirect')
    detail += `; the redirect "${byPage.redirect.source}" answers the page's path "/${bare}", not its file "/${t.path}"`;
  const cased = t.kind === 'missing' ? routes.caseVariant(t.path) : undefined;
  const elsewhere = t.kind === 'missing' && !cased && !symlink ? routes.fileMeant(t.path) : undefined;
  // A file of another kind (`blueprints.py`) is no typo of a page's name (dimensionalOS/dimos 81671c5994, set 91).
  const fileKind = /\.[a-z][a-z0-9]*$/i.test(basename(bare));
  const near =
    t.kind === 'missing' && !cased && !elsewhere && !fileKind ? routes.suggestForWriter(bare, from) : undefined;
  let fix: { message: string; edits?: ReturnType<FindingSink['replaceEdit']> } = {
    message:
      word === 'Link'
        ? `Point the link at an existing page, or add a redirect for this path in ${out.configFile}.`
        : `Add the file "/${t.path}" to the docs folder, or point it at one that exists.`,
  };
  const urlEdit = (newText: string) => lineEdit(out, file, l.line, l.column, l.column + l.url.length, newText);
  const web = relative && t.kind === 'missing' ? webAddressWithoutScheme(l.url) : undefined;
  const mail = relative && t.kind === 'missing' && !web ? emailWithoutScheme(l.url) : undefined;
  const unquoted = relative && t.kind === 'missing' ? quotedLink(l.url, from, routes) : undefined;
  const rooted = relative && t.kind === 'missing' && !cased ? rootReading(l.url, from, routes) : undefined;
  const repoFile = relative && t.kind === 'missing' && !cased ? outOfDocsFolder(l.url, from, out, routes) : undefined;
  /** `url` with the #fragment written, when the page it leads to has that id: a fix must not make a broken anchor. */
  const withFragment = (url: string, page: string): string => {
    const hash = l.url.includes('#') ? l.url.slice(l.url.indexOf('#')) : '';
    const at = hash ? anchors.fragmentTarget(`${url}${hash}`, '', routes.resolve(page)) : undefined;
    return at && anchors.problem(at) ? url : `${url}${hash}`;
  };
  if (symlink) fix = { message: symlinkFix(symlink) };
  else if (web) {
    // traceloop/docs: [PostHog](posthog.com) led to /openllmetry/privacy/posthog.com.
    detail += `; "${l.url.trim()}" reads as a web address, but without "https://" a browser takes it for a path on this site`;
    fix = { message: `Write the address whole: "${web}".`, edits: urlEdit(web) };
  } else if (mail) {
    // Scale3-Labs/langtrace-docs e6a34ec1: [support@langtrace.ai](support@langtrace.ai).
    detail += `; "${l.url.trim()}" reads as an email address, but without "mailto:" a browser takes it for a path on this site`;
    fix = { message: `Write it as an email link: "${mail}".`, edits: urlEdit(mail) };
  } else if (unquoted) {
    // projectdiscovery/docs: href="'/cloud/scanning/overview'", the quotes part of the path.
    detail += `; the quotes around "${unquoted}" are part of the link`;
    fix = { message: `Remove the quotes: "${unquoted}".`, edits: urlEdit(unquoted) };
  } else if (cased) {
    // onyx-dot-app/documentation: 17 images under /images/guides/Assistants/, a folder named assistants.
    data.casedAs = cased;
    detail = `the site has "/${stripPageExt(cased)}", in other letter case, and matches paths case-sensitively (a local preview on macOS or Windows, whose disks ignore case, shows the link working)`;
    const recased = recaseUrl(l.url, t.path, cased);
    const p = recased === undefined ? undefined : linkPath(recased, from, routes.basePath);
    fix =
      recased !== undefined && p?.kind === 'path' && samePath(p.path, cased)
        ? { message: `Write it in the file's letter case: "${recased}".`, edits: urlEdit(recased) }
        : { message: `Write the path in the file's letter case: "/${stripPageExt(cased)}".` };
  } else if (rooted) {
    // dograh, novu, browserbase, langtrace: `deployment/docker` in deployment/index.mdx, meant from the docs root.
    detail = `a browser reads a link without a leading "/" from the page's folder, where nothing answers; \`mint broken-links\` reads it from the docs root, where it leads to "${rooted.url}", and passes it`;
    const replacement = withFragment(rooted.url, rooted.path);
    fix = { message: `Write it from the docs root: "${replacement}".`, edits: urlEdit(replacement) };
  } else if (repoFile) {
    // Fresh set 87: `../README.md` from a page of docs/, a file GitHub shows and the site cannot.
    detail += `; "${l.url.trim()}" leads out of the docs folder (${out.repoPath('')}/) to the repository's ${repoFile}, and the site publishes only what is inside the docs folder`;
    fix = {
      message: `Link to ${repoFile} by its full address on GitHub, or move what readers need into a page of the site.`,
    };
  } else if (near) {
    const replacement = withFragment(`/${near}`, near);
    fix = { message: `Did you mean "${replacement}"?`, edits: urlEdit(replacement) };
  } else if (elsewhere) {
    const named = basename(elsewhere) === basename(t.path);
    detail += named ? `; the file is at "/${elsewhere}"` : `; its folder has "/${elsewhere}", a name a letter away`;
    fix = {
      message: `Did you mean "/${elsewhere}"? Written from the docs root, the path holds wherever the page moves.`,
      edits: urlEdit(`/${elsewhere}`),
    };
  }
  // A file docs.json names (the logo) wants the file, not a page or a redirect.
  if (l.said && !fix.edits)
    fix = { message: `Add the file "/${t.path}" to the docs folder, or write the path of one that exists.` };
  const shown = from === file ? '' : ` on ${out.repoPath(from)}, which shows this snippet`;
  const link = relative
    ? `${what} "${l.url}", which resolves to "/${byPage?.kind === 'redirect' ? t.path : bare}"${shown},`
    : `${what} "${l.url}"`;
  // An image is not followed: it shows broken where it stands.
  const outcome = l.said?.outcome ?? (word === 'Link' ? `Readers who follow it ${met(t, routes)}` : OUTCOME[word]);
  out.add('broken-link', loc, `${link} is broken: ${detail}. ${outcome}.`, { key, data, fix });
}

const VIDEO = /\.(?:mp4|webm|mov|m4v|ogv)$/i;

/** What a reader meets where a broken image or video stands: it is shown in place (a link followed: Routes.notFound). */
const OUTCOME = {
  Image: 'Readers see a broken image in its place',
  Video: 'Readers see a video that does not play',
} as const;

/**
 * What a link is, as a reader meets it: an image or a video shown in place (by its file, which no redirect serves:
 * Agenta-AI/agenta 21c5e5048c, fresh set 105, was told to add one), or a link followed.
 */
function linkWord(l: LinkRef): 'Image' | 'Video' | 'Link' {
  if (l.kind !== 'image' && l.kind !== 'src') return 'Link';
  // Factory-AI/factory: a `<video src="/images/…/hero.mp4">` was called a broken image.
  return VIDEO.test(l.url.replace(/[?#].*$/, '')) ? 'Video' : 'Image';
}

// Top-level domains common in links to other sites. Not those that are also file extensions of docs (.md, .sh,
// .py, .rs, .so, .in): `install.sh` is more likely a missing file than a site.
const WEB_TLD = new Set(
  'com org net io dev ai co app xyz cloud tech info me gg us uk de fr eu ca jp ru br au tv fm ly to site page link live run tools build studio'.split(
    ' ',
  ),
);

/**
 * The link written as a web address when it is one without its scheme (`posthog.com`, `www.x.org/docs`,
 * `github.com/org`), which a browser resolves as a relative path; else undefined.
 */
export function webAddressWithoutScheme(url: string): string | undefined {
  const u = url.trim();
  const host = /^([a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+)(?=$|[/?#:])/i.exec(u)?.[1];
  if (!host) return undefined;
  const tld = host.slice(host.lastIndexOf('.') + 1).toLowerCase();
  return WEB_TLD.has(tld) || /^www\./i.test(host) ? `https://${u}` : undefined;
}

/** The link written as an email link when it is an email address without `mailto:`; else undefined. */
function emailWithoutScheme(url: string): string | undefined {
  const u = url.trim();
  return /^[^\s/:@#?<>()[\]]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}$/i.test(
    u,
  )
    ? `mailto:${u}`
    : undefined;
}

/**
 * A relative link written without `./` or `../` (`guides/setup`) read from the docs root, as `mint broken-links` reads
 * it, when it leads somewhere from there: its URL (`/guides/setup`, fragment left out) and route path; else undefined.
 */
function rootReading(url: string, from: string, routes: Routes): { url: string; path: string } | undefined {
  const u = url.trim();
  if (/^(?:\.\.?(?:\/|$)|#)/.test(u)) return undefined;
  const bare = u.replace(/[?#].*$/, '');
  const p = linkPath(`/${bare}`, from, routes.basePath);
  if (p.kind !== 'path' || leadsNowhere(routes.resolve(p.path))) return undefined;
  return { url: `/${bare}`, path: p.path };
}

/** The link without the quotes written around it (`'/a/b'`), when without them it leads to a page. */
function quotedLink(url: string, from: string, routes: Routes): string | undefined {
  const inner = /^\s*(['"‘“])(.+)(['"’”])\s*$/.exec(url)?.[2]?.trim();
  if (!inner) return undefined;
  const p = linkPath(inner, from, routes.basePath);
  if (p.kind !== 'path') return undefined;
  return finalTarget(routes.resolve(p.path))?.kind === 'page' ? inner : undefined;
}

/**
 * `url` with the segments that name `wanted` in another letter case written as in `cased` (the same path but for
 * case), matched from its end; undefined when the URL does not spell those segments as `wanted` does (escapes, `..`).
 */
function recaseUrl(url: string, wanted: string, cased: string): string | undefined {
  const cut = url.search(/[?#]/);
  const segments = (cut < 0 ? url : url.slice(0, cut)).split('/');
  const w = wanted.split('/');
  const c = cased.split('/');
  if (w.length !== c.length) return undefined;
  let i = segments.length - 1;
  while (i >= 0 && segments[i]!.trim() === '') i--;
  for (let k = w.length - 1; k >= 0; k--, i--) {
    if (w[k] === c[k]) continue;
    if (i < 0 || segments[i] !== w[k]) return undefined;
    segments[i] = c[k]!;
  }
  return segments.join('/') + (cut < 0 ? '' : url.slice(cut));
}

function samePath(a: string, b: string): boolean {
  return a === b || stripPageExt(a) === stripPageExt(b);
}

/** The edit that replaces columns [from, to) of one line of a page (1-based) with `newText`. */
function lineEdit(out: FindingSink, file: string, line: number, from: number, to: number, newText: string): TextEdit[] {
  return [{ file: out.repoPath(file), line, column: from, endLine: line, endColumn: to, newText }];
}

/** broken-anchor for a link that leads somewhere, when its #fragment names no id there. */
function checkFragment(
  l: SaidLink,
  r: Resolution,
  file: string,
  anchors: AnchorChecker,
  out: FindingSink,
  from = file,
  lineOf?: (line: number) => string | undefined,
  languageCopy?: LanguageCopy,
): void {
  if (!l.url.includes('#')) return;
  const target = anchors.fragmentTarget(l.url, from, r.target);
  const problem = target && anchors.problem(target);
  if (!problem) return;
  // HireData/documentation c8546dba70 (fresh set 92): `/apps/mcp/x#triggers-aanmaken` in a Dutch page, written
  // without /nl/: the English page has no such id, the Dutch one has; the fix offered was the English page's.
  const inCopy = answerInLanguage(l.url.trim(), from, problem, anchors, languageCopy);
  // Only a Markdown link can be written with no text; its line is read only then.
  const line = l.kind === 'markdown' ? lineOf?.(l.line) : undefined;
  const empty = emptyLink(line, l.column);
  // In a heading, the writer may have meant the id (Docusaurus' own heading ids are written `{#id}`). The heading is
  // its line without the empty link, which stands after its text (Docusaurus) or before it (a page scraped from a
  // built site: `## [U+200B](#quick-start)Quick Start`, z-up-com/mintlify-docs 2f7a93c, fresh set 83, whose heading
  // was shown as "## {#quick-start}", its text lost).
  const unlinked =
    empty && l.url.trim().startsWith('#') ? line!.slice(0, empty.start - 1) + line!.slice(empty.end - 1) : '';
  const heading = /^ {0,3}#{1,6}[ \t]+\S.*/.exec(unlinked.trimEnd());
  reportAnchor(l, file, problem, out, empty && { ...empty, ...(heading && { heading: heading[0] }) }, inCopy);
}

// `[](` or a text of zero-width spaces only (Docusaurus writes U+200B in heading links), as characters or entities.
const EMPTY_LINK_OPEN = /(\\*)\[(?:[\u200b-\u200d\u2060\ufeff]|&#8203;|&#x200b;|&ZeroWidthSpace;)*\]\(\s*<?$/i;

/**
 * The columns of `[](url …)` (1-based, its `[` to after its `)`) when the link at `column` has no text: readers never
 * see it. Docusaurus writes one after each heading (`## Setup[](#setup "Direct link to heading")`), and sites moved
 * from it keep them.
 */
export function emptyLink(line: string | undefined, column: number): { start: number; end: number } | undefined {
  const before = line?.slice(0, column - 1);
  const open = before === undefined ? null : EMPTY_LINK_OPEN.exec(before);
  // `\[](x)` is no link: an escaped bracket (an even run of backslashes escapes none).
  if (!open || open[1]!.length % 2) return undefined;
  const close = line!.indexOf(')', column - 1);
  return close === -1 ? undefined : { start: open.index + open[1]!.length + 1, end: close + 2 };
}

/** Where a finding about a link stands: its URL, in the file it is written in. */
function linkLoc(l: SaidLink, file: string) {
  return {
    file: l.placedIn ?? file,
    line: l.line,
    column: l.column,
    endLine: l.line,
    endColumn: l.column + l.url.length,
  };
}

function reportAnchor(
  l: SaidLink,
  file: string,
  p: AnchorProblem,
  out: FindingSink,
  /** Where the link stands when it has no text (emptyLink), and the heading it follows. */
  empty?: { start: number; end: number; heading?: string },
  /** The same page in the linking page's language, which answers the fragment (answerInLanguage). */
  inLanguage?: InLanguage,
): void {
  const loc = linkLoc(l, file);
  const url = l.url.trim();
  const samePage = url.startsWith('#');
  const slug = stripPageExt(p.page.path);
  const page = samePage ? 'this page' : `/${slug === 'index' ? '' : slug.replace(/\/index$/, '')}`;
  const own = url.slice(url.indexOf('#') + 1) === p.fragment;
  const via = own ? '' : ` (its redirect sends readers to "#${p.fragment}")`;
  const what = linkWord(l);
  // On its own page a browser does not move for a fragment it cannot find (flowx-ai/flowx-docs 2aab342430, fresh
  // set 94: "readers land at the top of the page" said of a link within the page).
  const lands = samePage ? 'readers who follow it stay where they are' : 'readers land at the top of the page';
  const code = p.inCode;
  const why = code
    ? `its heading "${code.heading}" (line ${code.line}) is inside the code block opened at line ${code.fence}, which never closes and shows it as code, with no id`
    : `nothing there has the id "${p.fragment}"`;
  const message = `${what} "${l.url}"${via} names no anchor on ${page}: ${why}, so ${lands}, not at the section.`;
  const data = {
    url: l.url,
    page: p.page.path,
    fragment: p.fragment,
    close: p.close,
    kind: l.kind,
    ...(p.suggestion ? { suggestion: p.suggestion } : {}),
    ...(code && { inCode: code }),
  };
  let fix: { message: string; edits?: ReturnType<FindingSink['replaceEdit']> } = {
    message: p.close.length
      ? `Point it at one of the ids that exist there: ${p.close.map((c) => `"#${c}"`).join(', ')}.`
      : `Point it at a heading of ${page} (its id is the heading text in lower case, spaces as "-", ASCII punctuation dropped or made "-"; letters of every script and their own punctuation, such as "：" or "？", stay), or drop the fragment.`,
  };
  if (p.suggestion && own) {
    const at = l.url.lastIndexOf('#') + 1;
    // The whole link when it names another page: "#x" alone reads as a section of the linking page.
    const meant = `${l.url.slice(0, at).trimStart()}${p.suggestion}`;
    fix = {
      message: p.sameLetters
        ? `Did you mean "${meant}"? It is the id the site builder gives that heading: it keeps or turns to "-" the punctuation that GitHub's ids drop.`
        : `Did you mean "${meant}"?${keptWords(p.kept, p.cleaned)}`,
      edits: lineEdit(out, file, l.line, l.column + at, l.column + l.url.length, p.suggestion),
    };
  }
  if (inLanguage && own) {
    const folder = topFolder(inLanguage.page.path);
    const id = inLanguage.id ?? p.fragment;
    const replacement = `/${folder}${url.slice(0, url.indexOf('#') + 1)}${id}`;
    const has = inLanguage.id ? `has the id "${id}", near "${p.fragment}"` : `has the id "${p.fragment}"`;
    fix = {
      message: `Did you mean "${replacement}"? The link leads out of this page's language to ${page}; the same page in ${folder}/ ${has}.`,
      edits: lineEdit(out, file, l.line, l.column, l.column + l.url.length, replacement),
    };
  }
  if (code)
    fix = {
      message: `Close the code block opened at line ${code.fence} of ${p.page.path} with a fence on a line of its own (unclosed-code-block): the heading, and this link, then work as written.`,
    };
  if (p.encoded && !empty) {
    // The Tab is there under its encoded title: a page load finds it, so it is a warning about how it is written.
    out.add(
      'broken-anchor',
      loc,
      `${what} "${l.url}" names the id "${p.encoded}" on ${page} only in decoded form: the site builder writes a Tab title outside ASCII into the page percent-encoded. A browser that opens the link encodes it the same way and reaches the tab, but script that looks the id up decoded (the site's own navigation between pages) does not find it, and its readers land at the top of the page.`,
      {
        key: `${file}|${l.url}`,
        data: { ...data, encoded: p.encoded },
        severity: 'warning',
        fix: {
          message: `Give the Tab an id in plain ASCII (\`<Tab title="…" id="…">\`) and link to that; ids in ASCII read the same everywhere.`,
        },
      },
    );
    return;
  }
  if (empty) {
    // Invisible: no reader follows it, so it blocks nothing; it is dead markup all the same.
    out.add(
      'broken-anchor',
      loc,
      `${what} "${l.url}" has no text, so readers never see it, and names no anchor on ${page}: nothing there has the id "${p.fragment}".`,
      {
        key: `${file}|${l.url}`,
        data: { ...data, empty: true },
        severity: 'warning',
        fix: {
          message: `Remove the empty link: it is a leftover of another site builder's heading links (Docusaurus writes \`[](#id "Direct link to heading")\`); Mintlify links each heading itself.${empty.heading ? ` If pages link to "#${p.fragment}", give the heading that id instead: "${empty.heading} {#${p.fragment}}".` : ''}`,
          edits: lineEdit(out, file, l.line, empty.start, empty.end, ''),
        },
      },
    );
    return;
  }
  out.add('broken-anchor', loc, message, { key: `${file}|${l.url}`, data, fix });
}
