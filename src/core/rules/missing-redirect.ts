// missing-redirect: a published page the change removed or renamed without a redirect from its old path.
// Runs on a before/after pair (navguard diff, pull requests), never on one state of a site.
import { bool, get, jsonNodes, str, type JNode } from '../json/document.js';
import { firstPageEntries, walk, type NavNode, type PageNode } from '../site/nav.js';
import { madeApiPaths } from '../site/endpoint-pages.js';
import { whereIn, type SiteModel } from '../site/model.js';
import { folderWithoutIndex, HOSTED_ENDPOINTS, isExternal, routePath } from '../site/routes.js';
import type { Span } from '../json/document.js';
import { basename, dirname, stripPageExt } from '../base/paths.js';
import { leafNames, linkPath, mayLeadTo, pageLedTo, servedAt } from '../site/link-path.js';
import { addedByNameAs, OVERVIEW } from '../site/added-by-name.js';
import type { PairCheck, PairContext, RuleMeta } from './rule.js';
import { firstPageUnder, sameTopFolder, survivingInGroups, survivingParent } from './shared/surviving-page.js';
import { inAnotherCopy } from '../site/page-copies.js';
import { redirectJson } from '../json/redirect-json.js';
import { insertRedirects } from './shared/insert-redirects.js';
import { sameContentAs, showsAnotherOperation, type SameContent } from './shared/same-content.js';
import { guessWords, type GuessEvidence } from './shared/guess-words.js';
import { addedBesideAs, renamedAsTranslation, retitledAs, rewrittenAs } from './shared/replacing-page.js';
import { droppedRedirectsAs, quotedUrls, redirectsTo } from './shared/redirects-to.js';
import { plural } from '../base/plural.js';
import { reportApiPages } from './shared/moved-endpoints.js';
import { unsureOfUnbuiltBase } from './shared/unbuilt-base.js';
import { reportDroppedRedirects } from './shared/dropped-redirects.js';
import type { FindingSink } from './rule.js';

export const rules = [
  {
    id: 'missing-redirect',
    safeFix: {
      what: 'a redirect for a page or folder the change renamed or moved',
      // What the change itself did, said where it was not yet said. Not a removed page's redirect: where it should
      // lead is a guess.
      when: (data) => data.renamedTo !== undefined,
    },
    family: 'links',
    severity: 'error',
    summary: 'A published page was removed or renamed without a redirect (before/after only).',
    trigger: '`diff` only: `install.mdx` renamed to `setup/install.mdx` with no redirect from `/install`',
    description: [
      'Only in before/after comparisons (`navguard diff`, the pull-request check): a published page was removed or',
      'renamed and docs.json has no redirect for its old path, so bookmarks, search results and links from other sites',
      'get a 404. For a rename the fix is an exact edit adding the redirect. A rename is what git finds, a page with',
      'the same text under another name, or a navigation entry edited in place to a page of the same subject (file',
      "names or titles alike: `what-is-julep` → `what_is_julep`; a page become its folder's `introduction`); another",
      'page in its place is a removal, whose redirect is a guess (the one page left in its top folder that shows the',
      'same API operation or the same file, a page of a near name, else a neighbour in the navigation; for a page',
      "that showed an API operation, never another operation's page, nor a namesake showing none) that",
      '`navguard fix` applies only when asked. Redirects to the page that the same change deleted, whose URLs then lead',
      'nowhere either, are named in the finding and sent to the same destination.',
      '',
      'A folder that went as a whole (at least 3 pages, none left) is one finding with one wildcard redirect:',
      '`/old/:slug*` → `/new/:slug*` when every page kept its place under a new folder, else to the nearest page that',
      'survives (when fewer than half of its pages were renamed), plus an exact redirect for the bare `/old` when it',
      'was a page (the wildcard does not match it). A folder at least half of whose pages were renamed, not all into',
      'one new folder, is reported page by page instead, each renamed page with its exact redirect: one wildcard would',
      'send them astray. Links',
      'elsewhere in the site that led into the folder are listed on that finding rather than reported once each. A page',
      "whose file went while its navigation entry stayed is reported once, as that entry's `page-not-found`. A folder's",
      "index page is served at the folder's URL, `/guides`, and is reported there: the redirect asked for is from",
      '`/guides`; nothing is asked when a page (`guides/index.mdx` → `guides.mdx`) or a redirect answers there.',
      'A hidden page (in no navigation entry) that no page, docs.json link or redirect led to is a warning, not an',
      'error, unless `seo.indexing` is `"all"`: the site keeps hidden pages out of search engines, its sitemap and',
      'search, so only readers who kept its URL from elsewhere miss it; so is a folder of such pages removed as a whole',
      '(links between such pages lead no reader there unless one of them is reached).',
      'A redirect the change took out is asked back where nothing answers its old URL now (not one to a page the change',
      "removed: that page's finding names it, nor one whose destination was already missing, nor one whose source the",
      'change rewrote, to the same destination).',
      "Nothing is asked when the base's docs.json does not parse: that state built no site, so published none of its pages.",
      "Where the site builder rejects the base's docs.json (a `schema` error that fails the build), the base built no",
      "site either, and the live site is an earlier commit's, which a comparison does not read: what it asks is then",
      'a warning that says so.',
      '',
      'The API pages a navigation element makes of its spec (each operation, or those its entries list) move when the spec renames a tag or',
      'edits a summary (the builder names each `<directory>/<first tag>/<summary>`): those are asked their redirects',
      'too, with one wildcard for a tag renamed whole (`/api-reference/old-tag/:slug*` → `/api-reference/new-tag/:slug*`).',
      'An operation is the same where its method and path are, or, where those changed, its `operationId` (used by one',
      'operation in each state); one the change removed from the spec is not asked for (the API no longer has it).',
      'A page the navigation no longer makes of an operation its spec still holds (an endpoint entry taken out, a',
      'section that no longer names the spec, whose file stays, edited or not) is asked too: its redirect is a guess, the API page next to it in the',
      'navigation that is still made, which `navguard fix` applies only when asked; three or more of one spec are one',
      "finding. Nothing is asked of a spec that fails the builder's OpenAPI validation in either state (no site was built).",
    ],
    examples: [
      {
        passes: false,
        caption: 'Fails (install.mdx renamed to setup/install.mdx, navigation updated, no redirect):',
        lang: 'json',
        code: `"pages": ["index", "quickstart", "setup/install"]`,
      },
      {
        passes: true,
        caption: 'Passes:',
        lang: 'json',
        code: `"pages": ["index", "quickstart", "setup/install"],
"redirects": [{ "source": "/install", "destination": "/setup/install" }]`,
      },
    ],
    afterword: '(The second line belongs at the top level of docs.json, beside `navigation`.)',
    // Before the move: install.mdx, listed as "install".
    exampleSite: { before: '"pages": ["index", "quickstart", "install"]' },
  },
] satisfies RuleMeta[];

/** A folder is reported as one finding (one wildcard redirect) when at least this many of its pages went. */
const FOLDER_MIN_PAGES = 3;

interface Gone {
  slug: string;
  renamedTo?: string;
  entry?: NavNode;
  /** A hidden page nothing led to: in no navigation entry, linked from no page or docs.json, not indexed. */
  unreached?: true;
  /** A link page: frontmatter `url:` sent its navigation entry to this external address, not to the page. */
  linkTo?: string;
  /** A hidden page the site publishes to search engines all the same (`seo.indexing: "all"`). */
  indexedHidden?: true;
  /** A hidden page readers reached from this file of the base (a page, or docs.json: DOCS_JSON). */
  ledFrom?: string;
  /** Its URL is now a folder with no index page: whether the live site answers there is not documented. */
  folderNow?: boolean;
}

/** ledFrom for a hidden page docs.json led readers to (a link of its frame, a redirect's destination). */
const DOCS_JSON = '';

export const checkPair: PairCheck = unsureOfUnbuiltBase(({ base, head: site, headRoutes, renamed, out }) => {
  // A base whose docs.json does not parse builds no site: none of its pages was published from it, so none needs
  // a redirect (latitude-llm 76eebc93: a change that replaced a broken fragment of docs.json by a whole one).
  if (!site.docs || site.docs.type !== 'object' || !base.docs || base.docs.type !== 'object') return;
  const docs = site.docs;
  const redirectsNode = get(docs, 'redirects');
  // Both navigations are walked only when a page went (most changes remove none).
  let baseNav: Map<string, NavNode> | undefined;
  let stillListed: Set<string> | undefined;
  const gone: Gone[] = [];
  // Pages that went but are not asked a redirect of their own, yet count as gone from their folder (goneFolders):
  // those whose URL still answers (a redirect the site already had: a wildcard for their folder, listed after that
  // redirect, leaves them as they are), and those whose file went while their entry stayed, reported as that
  // entry's page-not-found (GetSteps-App/getsteps-docs 972f631 moved features/ whole, one entry left behind: 18
  // redirects asked one by one instead of the folder's wildcard).
  const alsoGone: string[] = [];
  // A redirect written with a #fragment or ?query for the page's path shows the writer meant to keep that URL:
  // redirect-source-format tells why it answers nothing and fixes it, so it is not asked for a second time here.
  const meant = new Set<string>();
  for (const r of site.redirects) if (/[?#]/.test(r.source)) meant.add(routePath(r.source, headRoutes.basePath));
  const made = madeApiPaths(site);
  const anchor = keyAnchor(docs, 'redirects') ?? navigationAnchor(docs);
  const answers = reportApiPages(base, site, headRoutes, made, meant, anchor, out);
  for (const slug of base.index.pages.keys()) {
    if (site.index.pages.has(slug) || HOSTED_ENDPOINTS.has(slug)) continue;
    // A page whose file went while its entry stayed is one cause, reported once: as the entry's page-not-found.
    if (!stillListed) {
      stillListed = new Set();
      if (site.nav) for (const n of walk(site.nav)) if (n.kind === 'page') stillListed.add(n.page);
    }
    if (stillListed.has(slug)) {
      alsoGone.push(slug);
      continue;
    }
    // A page whose URL is now a folder with no index page (x.mdx moved to x/x.mdx): `mint broken-links` counts a
    // folder as there, the live site serves no page at it (undocumented). Asked, as a warning that says so: five
    // fresh samples left it unsure, and chainstream-io/docs f33e42a (fresh set 88) passed in silence.
    const folderNow = folderWithoutIndex(headRoutes.resolve(slug), site) && !meant.has(slug);
    if (answers(slug) && !folderNow) {
      alsoGone.push(slug);
      continue;
    }
    // The home page is served at "/", which the site builder sends to the navigation's first page when there is no
    // index page: nothing is lost while the navigation lists a page (shopperlabs/docs 335b911 deleted the starter's
    // index.mdx: "/index was removed").
    if (slug === 'index' && stillListed.size) continue;
    // A folder's index page is served at the folder's URL, which readers lose unless something answers there now:
    // a page (x/index.mdx → x.mdx) or a redirect. The folder's other pages do not (it has no page of its own).
    const url = servedAt(slug);
    if (
      url !== slug &&
      (!['missing', 'folder'].includes(headRoutes.resolve(url).kind) || headRoutes.redirectFor(url) || meant.has(url))
    )
      continue;
    baseNav ??= base.nav ? firstPageEntries(base.nav) : new Map<string, NavNode>();
    const to = renamed.get(slug);
    const entry = baseNav.get(slug);
    const linkTo = base.index.frontmatter(base.index.pages.get(slug)!).url;
    gone.push({
      slug,
      ...(to ? { renamedTo: to } : {}),
      ...(entry ? { entry } : {}),
      ...(linkTo ? { linkTo } : {}),
      ...(folderNow ? { folderNow } : {}),
    });
  }
  reportDroppedRedirects(base, site, headRoutes, { docs, redirectsNode, anchor }, out);
  if (!gone.length) return;
  // A hidden page (in no entry) is reached by search engines when the site has them index hidden pages, else only
  // through what leads to it.
  const indexed = indexesHiddenPages(base.docs);
  const hidden = gone.filter((g) => !g.entry);
  const reached = indexed ? new Map<string, string>() : reachedInBase(base, headRoutes.basePath, hidden);
  for (const g of hidden) {
    const from = reached.get(g.slug);
    if (indexed) {
      if (!g.linkTo) g.indexedHidden = true;
    } else if (from !== undefined) g.ledFrom = from;
    else g.unreached = true;
  }
  // A folder the navigation's spec makes pages in is not gone: a wildcard for it would shadow them.
  const folders = goneFolders(base.index.pages.keys(), [...site.index.pages.keys(), ...made.paths], gone, alsoGone);
  const covered = new Set<string>();
  const droppedTo = droppedRedirectsAs(base, site, headRoutes);
  const context = { site, docs, headRoutes, redirectsNode, out, droppedTo, ...guessers(base, site, renamed) };
  const { added } = context;
  // Outermost first; a folder told page by page hands its own whole folders on, each judged the same way.
  const queue = folders.filter((d) => nearestIn(d, folders) === undefined);
  while (queue.length) {
    const folder = queue.shift()!;
    const pages = gone.filter((g) => g.slug.startsWith(`${folder}/`));
    // At least half of its pages renamed, not all into one new folder: each gets its own exact redirect (a renamed
    // page's is certain, a removed one's a guess), not one wildcard to a placeholder that would send the renamed
    // ones astray (chatgpt-on-wechat 2cb54514 moved zh/ to the top: 11 pages renamed, 3 removed). A folder mostly
    // removed stays one finding: its few renamed pages are not worth a finding per removed one. A folder inside it
    // whose pages all went to one new folder still gets its wildcard (formalco b2d830b: legacy-api/ within a
    // backup folder that was otherwise spread out).
    const movedTo = commonRename(folder, pages) ?? rewrittenFolder(folder, pages, site.index.pages, added);
    const renamedPages = pages.filter((g) => g.renamedTo !== undefined).length;
    if (movedTo === undefined && renamedPages * 2 >= pages.length) {
      queue.push(...folders.filter((d) => d.startsWith(`${folder}/`) && nearestIn(d, folders) === folder));
      continue;
    }
    for (const g of pages) covered.add(g.slug);
    reportFolder(
      context,
      base,
      folder,
      pages,
      movedTo,
      movedTo === undefined ? samePathAbove(folder, pages, site.index.pages, added) : undefined,
    );
  }
  for (const g of gone) if (!covered.has(g.slug)) reportPage(context, g);
});

interface Context {
  /** Whether a page of the head is one this change added (a page moved there comes so). */
  added: (slug: string) => boolean;
  /** The same page in this change's rename of another language's copy of a removed page (renamedAsTranslation). */
  translated: (slug: string) => { to: string; from: string; renamedTo: string } | undefined;
  /** The page this change added under a removed page's title, the only one it added with that title (retitledAs). */
  retitled: (slug: string) => string | undefined;
  /** The one page this change added beside a removed page that holds most of its text (rewrittenAs). */
  rewritten: (slug: string) => string | undefined;
  /** The one page this change added to the head's section holding these pages (addedBesideAs). */
  addedBeside: (siblings: readonly string[]) => string | undefined;
  /** The one page this change added under a removed page's name, or that name a word shorter or longer (addedByNameAs). */
  addedByName: (slug: string) => string | undefined;
  /** The one page left in a removed page's top folder that shows its API operation or content (sameContentAs). */
  sameContent: (slug: string) => SameContent | undefined;
  /** Whether a page shows another API operation than a removed page did: no guess for it (showsAnotherOperation). */
  otherOperation: (slug: string, page: string, orNone?: boolean) => boolean;
  /** Whether a head page is in another language or version than a removed page was: no guess for it (inAnotherCopy). */
  otherCopy: (slug: string, page: string) => boolean;
  /** The exact sources of the base's redirects to a URL that the change deleted and nothing answers now. */
  droppedTo: (url: string) => string[];
  site: PairContext['head'];
  docs: JNode;
  headRoutes: PairContext['headRoutes'];
  redirectsNode: JNode | undefined;
  out: FindingSink;
}

/** What tells where a removed page's readers may go: the Context's guessers. */
function guessers(
  base: PairContext['base'],
  head: PairContext['head'],
  renamed: ReadonlyMap<string, string>,
): Pick<
  Context,
  | 'added'
  | 'retitled'
  | 'rewritten'
  | 'addedBeside'
  | 'addedByName'
  | 'translated'
  | 'sameContent'
  | 'otherOperation'
  | 'otherCopy'
> {
  const added = (slug: string): boolean => !base.index.pages.has(slug);
  const otherCopy = inAnotherCopy(base, head);
  return {
    added,
    sameContent: sameContentAs(base, head),
    otherOperation: showsAnotherOperation(base, head),
    otherCopy,
    retitled: retitledAs(base, head),
    rewritten: rewrittenAs(base, head),
    addedBeside: addedBesideAs(head, added),
    addedByName: addedByNameAs(head, added, otherCopy),
    translated: renamedAsTranslation(renamed, head, added),
  };
}

function reportPage(context: Context, g: Gone): void {
  const { site, docs, headRoutes, redirectsNode, out, added, otherOperation, droppedTo } = context;
  const { slug, renamedTo: to, entry } = g;
  const url = servedAt(slug);
  const section = entry?.parent;
  // For a removed page, its old section's overview page, else the first page left there, is a sensible place to
  // send readers: the first alone sent amp-labs' removed SQS, SNS and Pub/Sub pages to /destinations/kinesis.
  const left = (section?.children ?? []).filter(
    (c): c is PageNode => c.kind === 'page' && c.page !== slug && site.index.pages.has(c.page),
  );
  const overview = left.find((c) => OVERVIEW.test(c.page));
  const sibling = (overview ?? left.find((c) => !otherOperation(slug, c.page)))?.page;
  const { guess, ...why } = guessFor(context, g, left, overview !== undefined);
  const likely = guess !== undefined && (sameTopFolder(slug, guess) || added(guess));
  const destination = to ?? (likely ? guess : undefined) ?? sibling;
  const what = to ? `was renamed to /${servedAt(to)}` : 'was removed';
  const where = g.linkTo
    ? ` (a link page: its navigation entry${entry ? ` ${whereIn(entry.parent)}` : ''} led readers to ${g.linkTo}, not to the page)`
    : entry
      ? ` (it was in the navigation ${whereIn(entry.parent)})`
      : g.unreached
        ? ` (a hidden page: in no navigation entry, linked from no page, and kept out of search engines, as hidden pages are unless ${indexingSetting(out.configFile)})`
        : g.indexedHidden
          ? // Adspirer/docs 274079ad (fresh set 79): an internal page, deleted on purpose, read as a page readers use.
            ` (a hidden page, in no navigation entry, which search engines list all the same because ${indexingSetting(out.configFile)})`
          : g.ledFrom !== undefined
            ? // towns-protocol/towns 0a4ba6760a (fresh set 83): an error, where hidden pages read as warnings, said no why.
              ` (a hidden page, in no navigation entry, that ${g.ledFrom === DOCS_JSON ? `${out.configFile} led readers to` : `${out.repoPath(g.ledFrom)} linked to`})`
            : '';
  const lost = g.folderNow
    ? `the URL is now the folder /${url}/, which has no index page; \`mint broken-links\` counts a folder as there, but no page is served at it, and what the live site shows there (a 404 or another page) is not documented`
    : g.unreached || g.linkTo
      ? `bookmarks and links from other sites now get ${headRoutes.notFound}`
      : `bookmarks, search results and links from other sites now get ${headRoutes.notFound}`;
  const source = `/${url}`;
  // An index page is served at its folder's URL (Osier-Yi/docs 06aeb43, fresh set 87: /versions/2.0.5dev/en, not …/en/index).
  const served = destination === undefined ? undefined : servedAt(destination);
  const object = `{ "source": "${source}", "destination": "/${served ?? 'NEW-PATH'}" }`;
  // Why a removed page's destination is the one it is: the fix says so, as a guess.
  const guessedAs = guessWords({ ...why, likely, overview });
  // Redirects to the old path would become chains through the new one: the fix points them straight there.
  const repoint = destination ? redirectsTo(site, headRoutes, url) : [];
  const repointEdits = repoint.flatMap(
    (r) =>
      out.replaceEdit(r.destinationSpan, JSON.stringify(`/${served}${/[?#].*$/.exec(r.destination)?.[0] ?? ''}`)) ?? [],
  );
  const also = repoint.length
    ? ` Then send ${repoint.map((r) => `"${r.source}"`).join(', ')} straight to "/${served}": ${repoint.length === 1 ? 'it leads' : 'they lead'} to ${source}.`
    : '';
  // The renamed entry is the line the author touched, so its annotation shows in the diff; else the line that
  // opens the redirects list (its whole span made annotations hundreds of lines long) or the navigation.
  const headEntry = to && site.nav ? walk(site.nav).find((n) => n.kind === 'page' && n.page === to) : undefined;
  const anchor = headEntry?.span ?? keyAnchor(docs, 'redirects') ?? navigationAnchor(docs);
  // Redirects to it that the change deleted too: their URLs lead nowhere now, and want the same destination.
  const dropped = droppedTo(url);
  const droppedSaid = dropped.length
    ? ` This change also deleted the ${dropped.length === 1 ? 'redirect' : plural(dropped.length, 'redirect')} that led here from ${quotedUrls(dropped)}: ${dropped.length === 1 ? 'that URL leads' : 'those URLs lead'} nowhere now too.`
    : '';
  const redirects = destination ? [source, ...dropped].map((s) => ({ source: s, destination: `/${served}` })) : [];
  out.add(
    'missing-redirect',
    anchor,
    `${source}${url === slug ? '' : ` (the folder's index page, ${slug})`} ${what}${where}, but ${out.configFile} has no redirect for it: ${lost}.${droppedSaid}`,
    {
      key: slug,
      // Only readers who kept its URL from before can miss it: worth a redirect, not worth blocking the change. So
      // with a link page (askui/docs-mintlify's release notes, each entry sending readers to GitHub).
      ...(g.unreached || g.linkTo || g.folderNow ? { severity: 'warning' as const } : {}),
      data: {
        source,
        ...(destination ? { destination: `/${served}` } : {}),
        ...(to ? { renamedTo: to } : {}),
        redirects,
      },
      fix: {
        message:
          (to
            ? `Add ${object} to "redirects".`
            : `Add ${object} to "redirects"${destination ? `, or send it to the page that replaces it: /${served} is a guess, ${guessedAs}` : ', with the page that replaces it as destination'}.`) +
          (dropped.length ? ` Send ${quotedUrls(dropped)} there too.` : '') +
          also,
        ...(destination ? { edits: [...insertRedirects(out, docs, redirectsNode, redirects), ...repointEdits] } : {}),
      },
    },
  );
}

/**
 * Where a removed page's readers are likely wanted, by the first evidence that holds (guessWords says which), and
 * that evidence. `left`: the pages left in its old section; `overview`: whether one of them is its overview.
 */
function guessFor(
  {
    site,
    headRoutes,
    retitled,
    rewritten,
    translated,
    addedBeside,
    addedByName,
    sameContent,
    otherOperation,
    otherCopy,
  }: Context,
  g: Gone,
  left: readonly PageNode[],
  overview: boolean,
): GuessEvidence & { guess: string | undefined } {
  const { slug, renamedTo: to } = g;
  const url = servedAt(slug);
  // A page of a near name is a guess. One in another top folder that was there before is the same page of another
  // language, version or product (0xsequence es/ -> ja/, agentops v2/ -> v1/, mcp-use typescript/ -> python/); one
  // the change added there is likely the page moved (lago guide/payments/x -> integrations/payments/x).
  // Another API operation's page replaces none (showsAnotherOperation), nor another language's copy (inAnotherCopy:
  // useMorph/morph-docs-2 47df2ba0bd, fresh set 123, sent a Japanese page's readers to the English page of its name).
  const fit = (page?: string): string | undefined =>
    page && !otherOperation(slug, page) && !otherCopy(slug, page) ? page : undefined;
  if (to) return { guess: undefined };
  const counterpart = translated(slug);
  if (counterpart) return { guess: counterpart.to, counterpart };
  const same = sameContent(slug);
  if (same) return { guess: same.page, same };
  // A page the removed one was split into, its URL now their folder's (CradlAI/cradl-docs a8a39d72a6, fresh set 123:
  // integrations/powerautomate → powerautomate/{trigger,export}, sent to the section's first page, /integrations/email).
  const split = g.folderNow ? fit(firstPageUnder(site, url)) : undefined;
  if (split) return { guess: split, split };
  const held = fit(rewritten(slug));
  if (held) return { guess: held, held };
  const titled = fit(retitled(slug));
  if (titled) return { guess: titled, titled };
  const named = fit(addedByName(slug));
  if (named) return { guess: named, named };
  // Not where the section has an overview page: a page added beside it is then as likely another subject
  // (0xsequence d1074dd106 added sidekick where it removed quickstart, beside unity/overview).
  const beside = overview ? undefined : fit(addedBeside(left.map((c) => c.page)));
  if (beside) return { guess: beside, beside };
  return { guess: fit(headRoutes.suggest(slug)) };
}

/**
 * One finding for a folder that went as a whole: one wildcard redirect (`/old/:slug*` → `/new/:slug*` when every
 * page kept its place under a new folder, else to the nearest page that survives), plus an exact one for the
 * bare `/old` when it was a page, which the wildcard does not match.
 */
function reportFolder(
  { site, docs, headRoutes, redirectsNode, out, otherOperation, otherCopy }: Context,
  base: PairContext['base'],
  folder: string,
  pages: Gone[],
  /** Where every page of the folder went together (commonRename), if it did. */
  movedTo: string | undefined,
  /** Where every page of the removed folder has its counterpart at the same path (samePathAbove), if it has. */
  twin?: string,
): void {
  const firstEntry = pages.find((g) => g.entry)?.entry;
  const sibling = survivingInGroups(firstEntry?.parent, site);
  const along = movedTo ?? twin;
  const found = along ?? sibling ?? survivingParent(folder, headRoutes);
  // Served at its URL: an index page at its folder's.
  const landing = found === undefined || found === along ? found : servedAt(found);
  const source = `/${folder}/:slug*`;
  const destination =
    along !== undefined ? `${along ? `/${along}` : ''}/:slug*` : landing !== undefined ? `/${landing}` : undefined;
  // Pages of a removed folder that moved elsewhere, each to its own place, before the wildcard that would catch them
  // (NewscatcherAPI/docs 8ec6f9d188, fresh set 99: 5 of libraries/' 11 pages moved to news-api/libraries/, the
  // legacy ones went; the folder was told removed, with a placeholder).
  const moved = along === undefined ? pages.filter((g) => g.renamedTo !== undefined) : [];
  const exact = moved.map((g) => ({ source: `/${servedAt(g.slug)}`, destination: `/${servedAt(g.renamedTo!)}` }));
  // Pages left that have the one page of their name elsewhere (agno-agi/docs 4e43be24c9, fresh set 109: three usage
  // folders of duplicates removed, their readers sent to "/" while multimodal/agent/usage/ held each page): a guess.
  const named = along === undefined ? sameNameElsewhere(pages, folder, site, otherOperation, otherCopy) : [];
  const redirects = [...exact, ...named, ...(destination ? [{ source, destination }] : [])];
  // The folder's own URL, when its index page answered there. A page of the folder's name beside it (x.mdx and x/)
  // is a page of its own, asked its redirect on its own: asked here too, the block of suggested redirects listed
  // its source twice, which fails the build (stack-auth/stack-auth 46227d0, fresh set 89).
  const bare = base.index.pages.has(`${folder}/index`) && !base.index.pages.has(folder);
  // Not where the index page moved, and is asked its own exact redirect above.
  if (bare && landing !== undefined && !site.index.pages.has(folder) && !exact.some((r) => r.source === `/${folder}`))
    redirects.push({ source: `/${folder}`, destination: `/${landing}` });
  const what = movedTo
    ? `was moved to /${movedTo}/`
    : movedTo === ''
      ? 'was moved to the top of the site'
      : 'was removed';
  const listed = pages.filter((g) => g.entry).length;
  // A folder of hidden pages is reported like each such page alone (dune-docs 7f22540e deleted zz_unused/).
  const hidden = pages.every((g) => g.unreached || g.linkTo);
  const where = listed
    ? `, ${listed} of them in the navigation`
    : hidden
      ? pages.every((g) => g.unreached)
        ? ', all hidden: in no navigation entry, linked from no page, and kept out of search engines'
        : ', all hidden or link pages whose entries led readers elsewhere'
      : hiddenButReached(pages, out);
  const lost = hidden
    ? `bookmarks and links from other sites now get ${headRoutes.notFound}`
    : `bookmarks, search results and links from other sites now get ${headRoutes.notFound}`;
  const sample = pages
    .slice(0, 3)
    .map((g) => `/${g.slug}`)
    .join(', ');
  // Past three, counted (circle-devdocs 04df2595df, fresh set 118: 42 redirects in one sentence of 7 KB).
  const shown = redirects.slice(0, 3).map((r) => redirectJson(r.source, r.destination));
  const objects =
    redirects.length > 3
      ? `${shown.join(', ')} and ${redirects.length - 3} more like them (the fix's edit adds all ${redirects.length})`
      : shown.join(' and ');
  const movedWords = exact.length
    ? ` ${exact.length === 1 ? 'One of them' : `${exact.length} of them`} moved: ${redirectsSaid(exact)}.`
    : '';
  const namedWords = named.length
    ? ` ${exact.length ? 'Of the rest, ' : ''}${named.length === 1 ? (exact.length ? 'one has' : 'One of them has') : `${named.length}${exact.length ? '' : ' of them'} have`} a page of ${named.length === 1 ? 'its' : 'their'} name elsewhere, where the fix sends ${named.length === 1 ? 'its readers' : 'theirs'} (a guess): ${redirectsSaid(named)}.`
    : '';
  out.add(
    'missing-redirect',
    keyAnchor(docs, 'redirects') ?? navigationAnchor(docs),
    `The folder /${folder}/ ${what} with its ${pages.length} pages (${sample}${pages.length > 3 ? ', …' : ''})${where}, but ${out.configFile} has no redirect for them: ${lost}.${movedWords}${namedWords}`,
    {
      key: `${folder}/`,
      ...(hidden ? { severity: 'warning' as const } : {}),
      data: {
        source,
        ...(destination ? { destination } : {}),
        ...(movedTo !== undefined ? { renamedTo: movedTo } : {}),
        pages: pages.map((g) => g.slug),
        redirects,
      },
      fix: {
        message: exact.length
          ? `Add ${objects} to "redirects": each page that moved to its new place first, then ${destination ? 'one wildcard for the rest of the folder' : `{ "source": "${source}", "destination": "/NEW-PATH" } with the page that replaces the rest of the folder as destination`}.`
          : redirects.length
            ? twin !== undefined && movedTo === undefined
              ? `Add ${objects} to "redirects": every page of the folder has its counterpart at the same path under ${twin ? `/${twin}/` : 'the top of the site'}, so one wildcard keeps each reader on their page.`
              : landing !== undefined && along === undefined
                ? `Add ${objects} to "redirects" (one wildcard covers every page of the folder), or send them to the page that replaces the folder: "/${landing}" is a guess, ${landingWords(landing, found === sibling)}.`
                : destination !== undefined
                  ? `Add ${objects} to "redirects": one wildcard covers every page of the folder.`
                  : // No page left to send the rest to (thiomileapp/docs f2f1d43ec1, fresh set 119: told "one wildcard covers
                    // every page" of one exact redirect for a page of its name elsewhere).
                    `Add ${objects} to "redirects" (${redirects.length > 1 ? 'each ' : ''}to the page of its name elsewhere, a guess), and { "source": "${source}", "destination": "/NEW-PATH" } with the page that replaces the rest of the folder.`
            : `Add { "source": "${source}", "destination": "/NEW-PATH" } to "redirects", with the page that replaces the folder as destination.`,
        ...(redirects.length ? { edits: insertRedirects(out, docs, redirectsNode, redirects) } : {}),
      },
    },
  );
}

/**
 * Why a folder of pages in no navigation entry still needs its redirect: pages of it were linked to, or listed by
 * search engines (Osier-Yi/docs bd264ad, fresh set 87: the starter's api-reference/ removed, an error without a why).
 */
function hiddenButReached(pages: readonly Gone[], out: FindingSink): string {
  const led = pages.filter((g) => g.ledFrom !== undefined);
  if (led.length) {
    const from = [...new Set(led.map((g) => (g.ledFrom === DOCS_JSON ? out.configFile : out.repoPath(g.ledFrom!))))];
    const files = `${from.slice(0, 2).join(', ')}${from.length > 2 ? ` and ${from.length - 2} more` : ''}`;
    return `, none of them in the navigation; ${led.length === 1 ? `/${led[0]!.slug} was` : `${led.length} of them were`} linked to from ${files}`;
  }
  return pages.some((g) => g.indexedHidden)
    ? ', none of them in the navigation; search engines list them all the same'
    : '';
}

/**
 * The folders, nested ones too, whose every published page went (and none is left in the head), holding at least
 * FOLDER_MIN_PAGES of them; pages whose URL still answers through an older redirect, and pages whose entry stayed
 * when their file went, count as gone (`alsoGone`).
 */
function goneFolders(
  basePages: Iterable<string>,
  headPages: Iterable<string>,
  gone: Gone[],
  alsoGone: string[],
): string[] {
  const count = (slugs: Iterable<string>): Map<string, number> => {
    const m = new Map<string, number>();
    for (const s of slugs) for (let d = dirname(s); d; d = dirname(d)) m.set(d, (m.get(d) ?? 0) + 1);
    return m;
  };
  const before = count(basePages);
  const left = count(headPages);
  const went = count(gone.map((g) => g.slug));
  const still = count(alsoGone);
  const whole = (d: string): boolean =>
    !!d &&
    (went.get(d) ?? 0) >= FOLDER_MIN_PAGES &&
    (went.get(d) ?? 0) + (still.get(d) ?? 0) === before.get(d) &&
    !left.has(d);
  return [...went.keys()].filter(whole).sort();
}

/** The nearest folder above `d` among `folders`, if any. */
function nearestIn(d: string, folders: readonly string[]): string | undefined {
  for (let up = dirname(d); up; up = dirname(up)) if (folders.includes(up)) return up;
  return undefined;
}

/**
 * `new` when every page of `folder` was renamed to the same place under `new/`; '' when each moved to the top of the
 * site (julep's `docs/advanced/chat` → `advanced/chat`, 43 pages).
 */
function commonRename(folder: string, pages: Gone[]): string | undefined {
  let target: string | undefined;
  for (const g of pages) {
    const rest = g.slug.slice(folder.length + 1);
    const to =
      g.renamedTo === rest
        ? ''
        : g.renamedTo?.endsWith(`/${rest}`)
          ? g.renamedTo.slice(0, -rest.length - 1)
          : undefined;
    if (to === undefined) return undefined;
    if (target !== undefined && to !== target) return undefined;
    target = to;
  }
  return target;
}

/**
 * The one folder this change added that holds a page of the same name for every page of `folder`, rewritten past
 * git's rename threshold (AbacatePay/documentation #53, fresh set 84: pages/coupon/ → pages/coupons/ and
 * pages/withdraw/ → pages/payouts/, told "removed" with a placeholder redirect). Where several such folders were
 * added, the one git moved most of the folder's pages into: a version folder released and the next one opened in
 * one commit (Osier-Yi/docs 06aeb43, fresh set 87: 2.0.4dev/ became 2.0.4/ and 2.0.5dev/, git paired 3 pages with
 * the first and 13 with the second; 17 exact redirects asked, split between the two, where one wildcard fits).
 */
function rewrittenFolder(
  folder: string,
  pages: readonly Gone[],
  headPages: ReadonlyMap<string, unknown>,
  added: (slug: string) => boolean,
): string | undefined {
  const rests = pages.map((g) => g.slug.slice(folder.length + 1));
  const first = rests[0];
  if (first === undefined) return undefined;
  const candidates = new Set<string>();
  for (const slug of headPages.keys())
    if (slug.endsWith(`/${first}`) && added(slug)) candidates.add(slug.slice(0, -first.length - 1));
  // Not a folder git says most of the renamed pages did not go to (useMorph/morph-docs-2 7cd0392f0d, fresh set 123:
  // /sql-python/ja/ was "moved to /reference/en/", the English copies, where git moved 26 of its 28 to reference/ja/).
  const renamed = pages.filter((g) => g.renamedTo !== undefined).length;
  const into = (c: string): number => pages.filter((g) => g.renamedTo?.startsWith(`${c}/`)).length;
  const found = [...candidates].filter(
    (c) => rests.every((r) => headPages.has(`${c}/${r}`) && added(`${c}/${r}`)) && into(c) * 2 >= renamed,
  );
  if (found.length < 2) return found[0];
  const intoEach = found.map(into);
  const most = Math.max(...intoEach);
  return most > 0 && intoEach.filter((n) => n === most).length === 1 ? found[intoEach.indexOf(most)] : undefined;
}

/**
 * The folder above a removed one where each of its pages has a page at the same path that the change did not add
 * ('' for the top of the site): a language's folder removed, its pages' originals kept (berachain/docs c33b47a
 * removed cn/, ko/ and vi/, 68 pages each: sent to "/"; enigm-llc/docs es/ to a placeholder; fresh set 88).
 */
function samePathAbove(
  folder: string,
  pages: readonly Gone[],
  headPages: ReadonlyMap<string, unknown>,
  added: (slug: string) => boolean,
): string | undefined {
  const above = dirname(folder);
  const at = (rest: string): string => (above ? `${above}/${rest}` : rest);
  const rests = pages.map((g) => g.slug.slice(folder.length + 1));
  return rests.length && rests.every((r) => headPages.has(at(r)) && !added(at(r))) ? above : undefined;
}

/** The first three of `redirects` as "/a to /b", the rest elided. */
function redirectsSaid(redirects: readonly { source: string; destination: string }[]): string {
  const said = redirects
    .slice(0, 3)
    .map((r) => `${r.source} to ${r.destination}`)
    .join(', ');
  return `${said}${redirects.length > 3 ? ', …' : ''}`;
}

/**
 * Redirects for the pages of a removed folder, not moved, whose name the head gives one page outside the folder (an
 * overview's or a placeholder's name says nothing of a subject: not those).
 */
function sameNameElsewhere(
  pages: readonly Gone[],
  folder: string,
  site: SiteModel,
  otherOperation: Context['otherOperation'],
  otherCopy: Context['otherCopy'],
): { source: string; destination: string }[] {
  const byName = new Map<string, string[]>();
  for (const slug of site.index.pages.keys()) {
    if (slug.startsWith(`${folder}/`)) continue;
    const same = byName.get(basename(slug));
    if (same) same.push(slug);
    else byName.set(basename(slug), [slug]);
  }
  return pages.flatMap((g) => {
    const name = basename(g.slug);
    const there = byName.get(name);
    if (g.renamedTo !== undefined || OVERVIEW.test(g.slug) || there?.length !== 1) return [];
    // An API operation's page is not replaced by a page of its name that shows no operation, or another.
    if (otherOperation(g.slug, there[0]!, true) || otherCopy(g.slug, there[0]!)) return [];
    return [{ source: `/${servedAt(g.slug)}`, destination: `/${servedAt(there[0]!)}` }];
  });
}

/**
 * Why a removed folder's wildcard leads where it does. "/ is a guess, the nearest page that survives" read badly,
 * and called the home page near (mcgrphub/mc-markets-doc aa33bdbc9f, fresh set 120).
 */
function landingWords(landing: string, inSection: boolean): string {
  if (inSection) return 'the first page left in the section that held the folder';
  return landing
    ? 'the page of the nearest folder above it that still has one'
    : 'the home page: no page is left in the section that held the folder, nor in a folder above it';
}

function navigationAnchor(docs: JNode): Span {
  return keyAnchor(docs, 'navigation') ?? docs.span;
}

/** A top-level key of docs.json, one line where its value may run for hundreds. */
function keyAnchor(docs: JNode, key: string): Span | undefined {
  return docs.props?.find((p) => p.key === key)?.keySpan;
}

/** Whether the site has search engines index its hidden pages: `seo.indexing: "all"` (mint.json: `seo.indexHiddenPages`). */
function indexesHiddenPages(docs: PairContext['base']['docs']): boolean {
  const seo = get(docs, 'seo');
  return str(get(seo, 'indexing')) === 'all' || bool(get(seo, 'indexHiddenPages')) === true;
}

/** The setting that publishes hidden pages to search engines, as the site's config file spells it. */
function indexingSetting(configFile: string): string {
  return configFile === 'mint.json' ? '"seo.indexHiddenPages" is true' : '"seo.indexing" is "all"';
}

/**
 * Of these pages (none in the base's navigation), on a site that keeps hidden pages out of the sitemap, search and
 * AI context (see indexesHiddenPages), those readers of the base site could reach other than by a URL kept from
 * elsewhere, each with the first file found leading there (DOCS_JSON for docs.json): those a page or docs.json links
 * to, or a redirect sends readers to.
 */
function reachedInBase(base: PairContext['base'], basePath: string, pages: readonly Gone[]): Map<string, string> {
  const slugs = new Set(pages.map((g) => g.slug));
  const reached = new Map<string, string>();
  if (!slugs.size) return reached;
  const led = pageLedTo(slugs);
  const note = (path: string, from: string): void => {
    const slug = led(path);
    if (slug !== undefined && !reached.has(slug)) reached.set(slug, from);
  };
  const names = leafNames(slugs);
  // Links from one of these pages reach readers only once that page is reached: a folder of hidden pages that link
  // to each other (a GitBook import's SUMMARY.md) is no more reachable for it (Byzantine-Finance/docs).
  const onward = new Map<string, string[]>();
  for (const [file, scan] of base.index.scans) {
    const from = stripPageExt(file);
    const hiddenFrom = slugs.has(from) && base.index.pages.get(from)?.path === file;
    for (const l of scan.links) {
      if (!mayLeadTo(l.url, names)) continue;
      const p = linkPath(l.url, file, basePath);
      if (p.kind !== 'path') continue;
      if (!hiddenFrom) note(p.path, file);
      else {
        const to = led(p.path);
        if (to === undefined || to === from) continue;
        const list = onward.get(from);
        if (list) list.push(to);
        else onward.set(from, [to]);
      }
    }
  }
  // docs.json's own links (navbar, footer, anchors) and redirect destinations.
  for (const node of jsonNodes(base.docs)) {
    if (node.type !== 'string') continue;
    const v = (node.value as string).trim();
    if (v.startsWith('/') && !isExternal(v)) note(routePath(v, basePath), DOCS_JSON);
  }
  // A Map visits what is added while it is walked: pages reached through reached ones, and so on.
  for (const slug of reached.keys())
    for (const to of onward.get(slug) ?? []) if (!reached.has(to)) reached.set(to, base.index.pages.get(slug)!.path);
  return reached;
}
