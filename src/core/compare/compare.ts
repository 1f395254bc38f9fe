// Two states of one site → what the change did: navigation changes, the outline, findings marked new or
// existing, and redirects the change forgot. Pure: both states arrive as SiteSources.
import {
  analyzeSite,
  applyPolicy,
  settleChangeBasePath,
  siteRoutesFor,
  type Analysis,
  type AnalyzeOptions,
} from '../engine/analyze.js';
import { sortFindings } from '../base/findings.js';
import { isLeaf, trailKey, walk, type NavNode } from '../site/nav.js';
import { isPageFile, stripPageExt } from '../base/paths.js';
import { saysDeleted } from './says-deleted.js';
import { defaultSeverity, PAIR_CHECKS, REMOVED_CHECKS } from '../rules/registry.js';
import { FindingSink } from '../rules/rule.js';
import { DEFAULT_CONFIG, type NavguardConfig } from '../config/config.js';
import { leadsToOneOf, leafNames, linkPath, mayLeadTo, servedReading } from '../site/link-path.js';
import { idLinesChanged, idLinesOf, pagesRenderingChangedSnippets, prefetchIdLines } from '../site/page-ids.js';
import { pagesAmong, unparsablePages } from '../site/unparsable.js';
import { idsFollowIdLines } from '../mdx/anchor-quick-look.js';
import { proseOnlyEdit } from '../mdx/page-syntax.js';
import { sameFragmentAs } from './fragment-scope.js';
import { sameStructure } from './same-structure.js';
import { sameSubject } from './same-subject.js';
import { copiedPages } from './copies.js';
import { folderRenames, redirectRenames, twinRenames } from './implied-renames.js';
import { docsJsonLinks } from '../site/frame-links.js';
import { askedOfBase, heldBackInBase, linksTakenOut } from './could-not-tell.js';
import { leftBehind } from './left-behind.js';
import { movedLinks } from './moved-links.js';
import { retarget } from './retarget.js';
import { editedDeadLinks } from './edited-dead-links.js';
import { loadSite, type SiteModel } from '../site/model.js';
import { Memos } from '../site/memos.js';
import type { ScanCache } from '../site/pages.js';
import type { ScannedPage } from '../mdx/scan.js';
import { routePath, type Routes } from '../site/routes.js';
import type { Finding } from '../base/types.js';
import type { SiteSource } from '../site/source.js';
import { notedNewlyPublished } from './newly-published.js';
import { notedCopiedLinks } from './copied-links.js';
import { withoutDocsAnswered } from './unread-docs.js';
import { exactSource, movedApiPages, redirectedPaths } from './redirected-paths.js';
import { apiPageChanges, endpointPages, type ApiPageCounts } from '../site/endpoint-pages.js';
import { markNew, type FileRename, type Marked, type MarkInput } from './identity.js';
import { inRepairedPages } from './repaired-pages.js';
import { diffNavigation, summarize, type Change, type OutlineNode } from './navdiff.js';

export type { FileRename } from './identity.js';

export interface CompareOptions extends AnalyzeOptions {
  /** File renames git detected (docs-root-relative). */
  renames?: FileRename[];
  /** Files the change touched (docs-root-relative); links are checked in these and in files that link to removed pages. */
  changed?: ReadonlySet<string>;
  /** Page scans already made (by content id), e.g. while the states were read. */
  scans?: ScanCache;
}

export interface Comparison {
  base?: Analysis;
  head?: Analysis;
  changes: Change[];
  outline: OutlineNode;
  /** Head findings plus missing-redirect, each marked new or existing. */
  findings: Finding[];
  /** Base findings the change made go away. */
  fixed: Finding[];
  /** Page renames old slug → new slug. */
  renamed: Map<string, string>;
  /**
   * How many files' links both states were checked in, when not every file's were (a pull request's diff reads the
   * pages it changed and those linking to what it removed; not every file it touched is a page): existing link
   * findings are counted only there.
   */
  linksReadIn?: number;
  /** With linksReadIn: how many of the site's files the change touched (0: none, a code-only change). */
  changedFiles?: number;
  /** The side whose docs.json (or mint.json) is not JSON, when the other's is: its navigation was not compared. */
  unread?: 'base' | 'head';
  /** API pages the navigation makes of its specs that moved, were added or removed (absent when none did). */
  apiPages?: ApiPageCounts;
}

export function compareSources(
  base: SiteSource | undefined,
  head: SiteSource | undefined,
  options: CompareOptions = {},
): Comparison {
  const scans: ScanCache = options.scans ?? new Map<string, ScannedPage>();
  // One for both states: they share most of what is computed of them.
  const memos = options.memos ?? new Memos();
  const config = options.config ?? DEFAULT_CONFIG;
  const [baseSite, headSite] = loadBoth(base, head, scans, memos, config);
  const renames = allRenames(baseSite, headSite, options.renames ?? []);
  // `paired` also holds entries edited in place to a page of another subject: not renames a redirect or a link
  // should follow, but the place a page's old text (and its old problems) most likely went.
  const { renamed, paired } = pageRenames(baseSite, headSite, renames);
  const copies = baseSite && headSite ? copiedPages(baseSite, headSite, renames) : new Map<string, string>();
  // A copy's source is read as the copy is, in both states, so that what it already had is known.
  const sources = new Set(copies.values());

  const baseFinal = finalPageInBase(baseSite, config);
  // Changed pages whose ids are as before (see fragment-scope.ts).
  const idsKept = new Set<string>();
  // Links are checked where the change could have broken them: changed files, and files that link to a
  // page or another file that is gone.
  const changed =
    options.links !== 'all' && options.links !== 'none' && baseSite && headSite
      ? filesToCheck(baseSite, headSite, { changed: options.changed, sources, config, baseFinal, idsKept })
      : options.changed;
  const opts: AnalyzeOptions = { ...options, links: options.links ?? 'changed', changed };
  // A #fragment link the change left alone, into a page it left alone, answers the same in both states.
  const scoped = opts.links === 'changed' && baseSite && headSite;
  // The base checks the same files under their old names, so a renamed file's old problems are found as old. A
  // file the change deleted reaches no reader any more: its links are not read to list their problems as fixed.
  const deleted = scoped ? deletedFiles(baseSite, headSite, renames, paired) : new Set<string>();
  const baseChanged = changed && new Set([...withOldNames(changed, renames)].filter((f) => !deleted.has(f)));
  const renamedTo =
    baseSite && headSite ? renamedFiles(baseSite, headSite, renames, paired) : new Map<string, string>();
  const headNames = scoped ? renamedTo : new Map<string, string>();
  const baseNames = new Map([...headNames].map(([b, h]) => [h, b]));
  const { touched, baseTouched } = syntaxScope(baseSite, headSite, options.changed, renamedTo, deleted);
  const baseA = baseSite
    ? analyzeSite(baseSite, {
        ...opts,
        changed: baseChanged,
        ...(baseTouched && { syntax: baseTouched }),
        ...(scoped && {
          sameFragment: sameFragmentAs(baseSite, headSite, config, {
            idsKept,
            deleted,
            renamedFiles: headNames,
            checked: sources,
          }),
        }),
      })
    : undefined;
  const headA = headSite
    ? analyzeSite(headSite, {
        ...opts,
        ...(baseA && sameStructure(baseA.site, headSite) && { sameStructure: baseA }),
        ...(touched && { syntax: new Set(touched) }),
        ...(scoped && {
          sameFragment: sameFragmentAs(headSite, baseSite, config, {
            idsKept,
            renamedFiles: baseNames,
            checked: sources,
          }),
        }),
      })
    : undefined;

  const { changes, outline, unread } = navigationChange(baseSite, headSite, renamed, renames);
  const missing = headA && baseSite ? pairFindings(baseSite, headA, renamed, options) : [];
  const headFindings = headFindingsOf(baseSite, headSite, headA, { missing, renamed, renamedTo, baseFinal, config });
  const oldNames = new Map(renames.map((r) => [r.to, r.from]));
  const { marked: byIdentity, fixed } = markedByIdentity(
    {
      base: baseA?.findings ?? [],
      head: headFindings,
      renamed: paired,
      fileRenames: renames,
      copies,
      baseSource: base,
      headSource: head,
      baseUnread: !!baseSite?.hasDocsJson && !baseSite.docs && !!headSite?.docs,
    },
    oldNames,
  );
  const newNames = new Map(renames.map((r) => [r.from, r.to]));
  const takenOut =
    scoped && baseSite && headSite
      ? linksTakenOut(baseSite, headSite, deleted, baseChanged ?? [], (file) => newNames.get(file) ?? file)
      : new Map<string, string[]>();
  const marked = leftBehind(
    askedOfBase(
      heldBackInBase(byIdentity, baseSite, headSite, config, renames),
      baseA,
      headSite,
      (file) => copies.get(file) ?? oldNames.get(file) ?? file,
      takenOut,
    ),
    baseSite,
    headSite,
  );
  const repaired = inRepairedPages(marked, baseSite, headSite, touched ?? options.changed, baseNames);
  const noted = notedNewlyPublished(notedCopiedLinks(repaired, headSite, config), baseSite, headSite, renames);
  const told = unread === 'head' && baseA ? withoutDocsAnswered(noted, baseA.routes) : noted;
  attachFindings(outline, told, headSite);
  return {
    base: baseA,
    head: headA,
    changes,
    outline,
    findings: told,
    // Nothing that a navigation tells can be said fixed by a change whose navigation cannot be read.
    fixed: unread === 'head' ? [] : fixed,
    renamed,
    ...(unread && { unread }),
    ...(scoped && { linksReadIn: headA?.stats.filesLinkChecked ?? 0, changedFiles: changed?.size ?? 0 }),
    ...apiPageChanges(baseSite, headSite),
  };
}

/**
 * What the change did to the navigation. A docs.json (or mint.json) one side cannot read as JSON stops the build
 * there: that side's navigation is unknown, not empty, so its sections are neither removed nor added
 * (potpie-ai/mintlify-docs 6012538 broke mint.json: "5 removed", 11 old problems "fixed"; f2d0290 mended it:
 * "41 added"). The side read is shown unchanged.
 */
function navigationChange(
  baseSite: SiteModel | undefined,
  headSite: SiteModel | undefined,
  renamed: ReadonlyMap<string, string>,
  files: readonly FileRename[],
): { changes: Change[]; outline: OutlineNode; unread?: 'base' | 'head' } {
  const unreadable = (site: SiteModel | undefined): boolean => !!site?.hasDocsJson && !site.docs;
  const unread = unreadable(headSite) ? 'head' : unreadable(baseSite) ? 'base' : undefined;
  if (!unread) return diffNavigation(baseSite?.nav, headSite?.nav, renamed, files);
  // Unread on both sides, nothing is known of either.
  const read = unread === 'head' ? baseSite?.nav : headSite?.nav;
  return { ...diffNavigation(read, read, new Map()), unread };
}

/** The two states' models, read under one base path when the config names none (settleChangeBasePath). */
function loadBoth(
  base: SiteSource | undefined,
  head: SiteSource | undefined,
  scans: ScanCache,
  memos: Memos,
  config: NavguardConfig,
): [SiteModel | undefined, SiteModel | undefined] {
  const baseSite = base ? loadSite(base, scans, memos) : undefined;
  const headSite = head ? loadSite(head, scans, memos) : undefined;
  if (baseSite && headSite) settleChangeBasePath(baseSite, headSite, config);
  return [baseSite, headSite];
}

/**
 * The head's findings as a comparison reports them: those about a page the change deleted say so, links and
 * redirects to a renamed page point at its new name, broken anchors follow renamed headings, a moved folder's
 * findings fold into one, and a deleted docs.json is one finding in the base's terms.
 */
function headFindingsOf(
  baseSite: SiteModel | undefined,
  headSite: SiteModel | undefined,
  headA: Analysis | undefined,
  {
    missing,
    renamed,
    renamedTo,
    baseFinal,
    config,
  }: {
    missing: Finding[];
    renamed: Map<string, string>;
    /** Files the change moved, base path → head path. */
    renamedTo: ReadonlyMap<string, string>;
    baseFinal: (path: string) => string | undefined;
    config: NavguardConfig;
  },
): Finding[] {
  const removed =
    baseSite && !headSite ? applyPolicy(removedFindings(baseSite), config, baseSite.source.rootPrefix) : [];
  // API pages a spec change moved are renamed pages too, whose links the redirects asked for serve.
  const moved = movedApiPages(missing);
  const redirected = new Map([...redirectedPaths(missing), ...moved]);
  const { kept, folders } = foldIntoFolders(
    retargetAnchors(
      retarget(
        baseSite && headSite
          ? saysDeleted(headA?.findings ?? [], baseSite, headSite, renamed, redirected, renamedTo)
          : (headA?.findings ?? []),
        moved.size ? new Map([...moved, ...renamed]) : renamed,
        redirected,
        baseFinal,
      ),
      missing,
    ),
    missing,
  );
  return sortFindings([...kept, ...folders, ...removed]);
}

/** New or existing by identity, dead links the change moved or rewrote followed (moved-links, edited-dead-links). */
function markedByIdentity(input: MarkInput, oldNames: ReadonlyMap<string, string>): Marked {
  const moved = movedLinks(alwaysNew(markNew(input)));
  return editedDeadLinks(moved, input.baseSource, input.headSource, oldNames);
}

/** The renames git found, with those redirects and copies imply (see implied-renames.ts). */
function allRenames(
  baseSite: SiteModel | undefined,
  headSite: SiteModel | undefined,
  gitRenames: FileRename[],
): FileRename[] {
  if (!baseSite || !headSite) return gitRenames;
  const implied = [...gitRenames, ...redirectRenames(baseSite, headSite, gitRenames)];
  return [...implied, ...twinRenames(baseSite, headSite, implied), ...folderRenames(baseSite, headSite, implied)];
}

/**
 * The page a link's path reached in the base through its redirects (crewAI's `/en/:slug*` → `/v1.15.17/en/:slug*`):
 * renaming that page breaks the link as surely as a link written to it. The base's routes are built when first asked.
 */
function finalPageInBase(
  baseSite: SiteModel | undefined,
  config: NavguardConfig,
): (path: string) => string | undefined {
  let baseRoutes: Routes | undefined;
  return (path) => {
    if (!baseSite?.redirects.length) return undefined;
    baseRoutes ??= siteRoutesFor(baseSite, config).routes;
    const t = baseRoutes.resolve(path);
    return t.kind === 'redirect' && t.final?.kind === 'page' ? t.final.path : undefined;
  };
}

/**
 * The files whose links a diff checks: the changed files and copies' sources, and the files that link to a page or
 * another file the change took away, or by #fragment to a page whose id lines it edited. The fast scan already holds
 * every page's link candidates, so nothing is parsed here. Adds to `idsKept` the changed pages whose ids are as
 * before.
 */
function filesToCheck(
  baseSite: SiteModel,
  headSite: SiteModel,
  {
    changed,
    sources,
    config,
    baseFinal,
    idsKept,
  }: {
    changed: ReadonlySet<string> | undefined;
    sources: ReadonlySet<string>;
    config: NavguardConfig;
    baseFinal: (path: string) => string | undefined;
    idsKept: Set<string>;
  },
): Set<string> {
  const gone = new Set([...baseSite.index.pages.keys()].filter((s) => !headSite.index.pages.has(s)));
  // A deleted or renamed file that is no page (an image, a download) breaks the links to it as a page does.
  const pagePaths = new Set([...baseSite.index.pages.values()].map((p) => p.path));
  for (const f of baseSite.index.files) if (!headSite.index.files.has(f) && !pagePaths.has(f)) gone.add(f);
  // So does a folder the change emptied: a link to its URL answered (as mint broken-links counts a folder), and now
  // leads nowhere; left unread, it was called existing.
  for (const d of baseSite.index.dirs) if (!headSite.index.dirs.has(d)) gone.add(d);
  // So does an API page a navigation spec made and makes no more (a tag renamed, an operation removed).
  const apiAfter = new Set([...endpointPages(headSite).values()].map((p) => p.slug));
  for (const p of endpointPages(baseSite).values()) if (!apiAfter.has(p.slug)) gone.add(p.slug);
  const files = new Set([...(changed ?? []), ...sources]);
  // The base path the head's analysis will use (inferred once: the analysis reuses it).
  let basePathKnown: string | undefined;
  const basePath = (): string => (basePathKnown ??= siteRoutesFor(headSite, config).config.basePath);
  // A changed page may have lost an id that links elsewhere name: files with a #fragment link to one are checked too.
  const pairs = [...(changed ?? [])].flatMap((p): [string, string, string][] => {
    const page = headSite.index.pages.get(stripPageExt(p));
    const before = baseSite.index.pages.get(page?.slug ?? '');
    return page?.path === p && before ? [[before.path, p, page.slug]] : [];
  });
  prefetchIdLines(
    baseSite,
    headSite,
    pairs.map(([b, h]) => [b, h]),
  );
  // Only a change to the lines ids come from can take an id away (prose and link edits cannot), in the page or
  // in a snippet it renders.
  const edited = pairs.filter(([b, h]) => idLinesChanged(baseSite, b, headSite, h)).map(([, , slug]) => slug);
  edited.push(...pagesRenderingChangedSnippets(baseSite, headSite, changed ?? []));
  const editedSlugs = new Set(edited);
  for (const [b, h, slug] of pairs)
    if (b === h && !editedSlugs.has(slug) && idsFollowIdLines(idLinesOf(headSite, h))) idsKept.add(h);
  // Adds the files with a link (of those `wanted`) whose path `leadsTo` one of `targets`.
  const addLinking = (
    targets: ReadonlySet<string>,
    wanted: (url: string) => boolean,
    leadsTo: (path: string) => boolean,
    alsoNamed: readonly string[] = [],
  ): void => {
    // Past a few hundred targets most links end in one of their names (a versioned site's copies share them):
    // resolving every link is then cheaper than testing it first.
    const names = targets.size <= 200 ? leafNames([...targets, ...alsoNamed]) : undefined;
    for (const [path, scan] of headSite.index.scans) {
      if (files.has(path)) continue;
      if (
        scan.links.some((l) => {
          if (!wanted(l.url) || (names && !mayLeadTo(l.url, names))) return false;
          const p = linkPath(l.url, path, basePath());
          if (p.kind === 'path' && leadsTo(p.path)) return true;
          const served = servedReading(l.url, path, basePath());
          return !!served && leadsTo(served.path);
        })
      )
        files.add(path);
    }
  };
  const targets = new Set(edited);
  if (targets.size)
    addLinking(targets, (url) => url.includes('#') && !url.trim().startsWith('#'), leadsToOneOf(targets));
  if (gone.size) {
    const isGone = leadsToOneOf(gone);
    const throughRedirect = (path: string): boolean => {
      const final = baseFinal(path);
      return final !== undefined && isGone(final);
    };
    // A redirect that renames the last segment (`/start` → `/guides/setup`) reaches a gone page by another name.
    const sources = baseSite.redirects
      .map((r) => ({ source: exactSource(r.source), destination: routePath(r.destination) }))
      .filter((r): r is { source: string; destination: string } => r.source !== undefined && isGone(r.destination))
      .map((r) => r.source);
    addLinking(
      gone,
      () => true,
      (path) => isGone(path) || throughRedirect(path),
      sources,
    );
    // docs.json's own links (the logo, the navbar's, a tab's href) break as a page's do when what they name goes.
    for (const { node } of docsJsonLinks(headSite.docs, headSite.nav)) {
      const p = linkPath(node.value as string, '', basePath());
      if (p.kind === 'path' && (isGone(p.path) || throughRedirect(p.path))) files.add(node.span.file);
    }
  }
  return files;
}

/** Files of the base that the head has neither under their name nor under a name they were renamed to. */
function deletedFiles(
  base: SiteModel,
  head: SiteModel,
  renames: readonly FileRename[],
  renamed: ReadonlyMap<string, string>,
): Set<string> {
  const moved = new Set(renames.map((r) => r.from));
  const out = new Set<string>();
  for (const f of base.index.files)
    if (!head.index.files.has(f) && !moved.has(f) && !renamed.has(stripPageExt(f))) out.add(f);
  return out;
}

/**
 * The pages whose MDX syntax a change reads: those it wrote (not those read for links into them, nor a page moved as
 * it was: the same text parses alike), whatever the links' scope: with every link checked, the budget went to the
 * site's pages in path order, hid new errors on pages the change wrote and called old ones new when the change moved
 * which pages fit (lemondata-docs, fresh set seed 73). The head's first: a page it cannot parse is read in the base
 * too (`baseTouched`), so that one already broken before is not blamed on the change; a page that parses needs no
 * base verdict.
 */
function syntaxScope(
  baseSite: SiteModel | undefined,
  headSite: SiteModel | undefined,
  changed: Iterable<string> | undefined,
  renamedTo: ReadonlyMap<string, string>,
  deleted: ReadonlySet<string>,
): { touched?: string[]; baseTouched?: Set<string> } {
  if (!baseSite || !headSite) return {};
  const wroteFrom = new Map([...renamedTo].map(([b, h]) => [h, b]));
  const touched = rewrittenPages(baseSite, headSite, changed ?? [], wroteFrom);
  const headInvalid = unparsablePages(headSite, touched).invalid;
  const baseTouched = new Set([...headInvalid.keys()].map((p) => wroteFrom.get(p) ?? p).filter((f) => !deleted.has(f)));
  return { touched, baseTouched };
}

/**
 * The head's pages among the changed files whose syntax the change may have changed: not those moved as they were,
 * nor those whose edit is prose only (proseOnlyEdit): either parses as its base file did.
 */
function rewrittenPages(
  base: SiteModel,
  head: SiteModel,
  changed: Iterable<string>,
  baseNames: ReadonlyMap<string, string>,
): string[] {
  return pagesAmong(head, changed).filter((p) => {
    const was = baseNames.get(p) ?? p;
    const id = head.source.contentId?.(p);
    if (id !== undefined && id === base.source.contentId?.(was)) return false;
    if (!base.index.files.has(was)) return true;
    const before = base.source.read(was);
    const after = head.source.read(p);
    return before === undefined || after === undefined || !proseOnlyEdit(before, after);
  });
}

/** Base files the change renamed, with their names in the head: git's renames and pages renamed by content. */
function renamedFiles(
  base: SiteModel,
  head: SiteModel,
  renames: readonly FileRename[],
  renamed: ReadonlyMap<string, string>,
): Map<string, string> {
  const out = new Map<string, string>();
  for (const r of renames) if (base.index.files.has(r.from) && head.index.files.has(r.to)) out.set(r.from, r.to);
  for (const [from, to] of renamed) {
    const b = base.index.pages.get(from)?.path;
    const h = head.index.pages.get(to)?.path;
    if (b && h && !out.has(b)) out.set(b, h);
  }
  return out;
}

function withOldNames(files: ReadonlySet<string>, renames: readonly FileRename[]): ReadonlySet<string> {
  const out = new Set(files);
  for (const r of renames) if (files.has(r.to)) out.add(r.from);
  return out;
}

/**
 * Page renames from git's file renames, identical content, and an entry replaced in the same slot by a page of the
 * same subject (`renamed`); with those, every entry replaced in its slot (`paired`: where the old page's text went).
 */
function pageRenames(
  base: SiteModel | undefined,
  head: SiteModel | undefined,
  fileRenames: FileRename[],
): { renamed: Map<string, string>; paired: Map<string, string> } {
  const out = new Map<string, string>();
  if (!base || !head) return { renamed: out, paired: out };
  const isGone = (slug: string): boolean => base.index.pages.has(slug) && !head.index.pages.has(slug);
  const isNew = (slug: string): boolean => head.index.pages.has(slug) && !base.index.pages.has(slug);
  for (const r of fileRenames) {
    if (!isPageFile(r.from) || !isPageFile(r.to)) continue;
    const from = stripPageExt(r.from);
    const to = stripPageExt(r.to);
    if (isGone(from) && isNew(to)) out.set(from, to);
  }
  // Without git (two folders), an unchanged file under a new name is still a rename. Contents are
  // compared by id where both states have ids (git blobs), else by text.
  const byId = !!base.source.contentId && !!head.source.contentId;
  const content = (site: SiteModel, path: string): string | undefined =>
    byId ? site.source.contentId!(path) : site.source.read(path);
  const goneByText = new Map<string, string>();
  for (const [slug, p] of base.index.pages)
    if (isGone(slug) && !out.has(slug)) goneByText.set(content(base, p.path) ?? '', slug);
  const taken = new Set(out.values());
  for (const [slug, p] of head.index.pages) {
    if (!isNew(slug) || taken.has(slug)) continue;
    const from = goneByText.get(content(head, p.path) ?? '\u0000');
    if (from && !out.has(from)) {
      out.set(from, slug);
      taken.add(slug);
    }
  }
  // An entry edited in place from an old page to a new one (same section, same position) of the same subject
  // (sameSubject: a rewritten section's pages are not renames of each other by position). Most changes leave
  // no gone page or no new page unpaired by now, and then the walk of both navigations finds nothing.
  const unpaired = (site: SiteModel, is: (slug: string) => boolean, paired: { has(slug: string): boolean }) => {
    for (const slug of site.index.pages.keys()) if (is(slug) && !paired.has(slug)) return true;
    return false;
  };
  const paired = new Map(out);
  if (base.nav && head.nav && unpaired(base, isGone, out) && unpaired(head, isNew, taken)) {
    const headByTrail = new Map<string, NavNode>();
    for (const n of walk(head.nav)) if (!isLeaf(n)) headByTrail.set(trailKey(n), n);
    for (const b of walk(base.nav)) {
      if (isLeaf(b)) continue;
      const h = headByTrail.get(trailKey(b));
      if (!h) continue;
      b.children.forEach((bc, i) => {
        const hc = h.children[i];
        if (
          bc.kind === 'page' &&
          hc?.kind === 'page' &&
          bc.page !== hc.page &&
          isGone(bc.page) &&
          isNew(hc.page) &&
          !paired.has(bc.page) &&
          !taken.has(hc.page)
        ) {
          paired.set(bc.page, hc.page);
          taken.add(hc.page);
          if (sameSubject(base, bc.page, head, hc.page)) out.set(bc.page, hc.page);
        }
      });
    }
  }
  return { renamed: out, paired };
}

/** Findings of a change that deletes docs.json (docs-json-removed), in the base's terms. */
function removedFindings(base: SiteModel): Finding[] {
  const out = new FindingSink(base, defaultSeverity);
  for (const check of REMOVED_CHECKS) check({ base, out });
  return out.findings;
}

/** Findings of the before/after rules (missing-redirect), under the same policy as the head's findings. */
function pairFindings(
  base: SiteModel,
  head: Analysis,
  renamed: Map<string, string>,
  options: CompareOptions,
): Finding[] {
  const out = new FindingSink(head.site, defaultSeverity);
  for (const check of PAIR_CHECKS)
    check({ base, head: head.site, headRoutes: head.routes, renamed, headFindings: head.findings, out });
  return applyPolicy(out.findings, options.config ?? DEFAULT_CONFIG, head.site.source.rootPrefix);
}

/**
 * One cause, one finding: a link into a folder the change removed as a whole is part of that folder's
 * missing-redirect finding (its wildcard redirect serves the link too), listed there rather than reported again.
 */
function foldIntoFolders(findings: Finding[], pair: Finding[]): { kept: Finding[]; folders: Finding[] } {
  const folders = pair.flatMap((f) =>
    f.rule === 'missing-redirect' && f.data.pages && f.data.redirects.length
      ? [{ finding: f, prefix: f.data.source.replace(/^\/|:slug\*$/g, '') }]
      : [],
  );
  if (!folders.length) return { kept: findings, folders: pair };
  const into = new Map<Finding, { file: string; line: number; url: string }[]>();
  const kept = findings.filter((f) => {
    if (f.rule !== 'broken-link' || f.data.target === undefined) return true;
    const target = f.data.target;
    const folder = folders.find((d) => target.startsWith(d.prefix));
    if (!folder) return true;
    const list = into.get(folder.finding) ?? [];
    list.push({ file: f.file, line: f.line, url: f.data.url });
    into.set(folder.finding, list);
    return false;
  });
  return {
    kept,
    folders: pair.map((f) => {
      const links = into.get(f);
      if (!links || f.rule !== 'missing-redirect') return f;
      const pages = new Set(links.map((l) => l.file)).size;
      const shown = links
        .slice(0, 3)
        .map((l) => `${l.file}:${l.line}`)
        .join(', ');
      return {
        ...f,
        message: `${f.message} ${links.length} ${links.length === 1 ? 'link' : 'links'} in ${pages} ${pages === 1 ? 'page' : 'pages'} of this site ${links.length === 1 ? 'leads' : 'lead'} into it (${shown}${links.length > 3 ? ', …' : ''}); the redirect serves them too, or point them at the pages that replace it.`,
        data: { ...f.data, links },
      };
    }),
  };
}

/** What a change renamed when an id of this kind changed (an Accordion's, a Tab's, a Step's… title otherwise). */
const RENAMED: Record<string, string> = { heading: 'heading', element: "element's id", param: 'parameter' };

/**
 * Links whose #fragment named a heading the change renamed get the exact fix: the new id (anchor-removed found
 * the rename and lists the links).
 */
function retargetAnchors(findings: Finding[], pair: Finding[]): Finding[] {
  const to = new Map<string, { id: string; kind: string }>();
  // hashiraio/garden-docs f79ee46 (walk 82): the link's error and the removal's warning told one cause apart.
  const gone = new Map<string, string>();
  for (const f of pair)
    if (f.rule === 'anchor-removed')
      for (const l of f.data.links)
        if (f.data.to === undefined) gone.set(`${l.file}:${l.line}|${l.url}`, `${f.file}:${f.line}`);
        else to.set(`${l.file}:${l.line}|${l.url}`, { id: f.data.to, kind: f.data.toKind ?? 'heading' });
  if (!to.size && !gone.size) return findings;
  return findings.map((f): Finding => {
    if (f.rule !== 'broken-anchor') return f;
    const renamed = to.get(`${f.file}:${f.line}|${f.data.url}`);
    const removedAt = gone.get(`${f.file}:${f.line}|${f.data.url}`);
    if (removedAt) return { ...f, message: `${f.message} This change removed that id (anchor-removed, ${removedAt}).` };
    const hash = f.data.url.lastIndexOf('#');
    if (!renamed || f.endLine === undefined || f.data.url.slice(hash + 1) !== f.data.fragment) return f;
    const { id, kind } = renamed;
    const edit = {
      file: f.file,
      line: f.line,
      column: f.column + hash + 1,
      endLine: f.endLine,
      endColumn: f.endColumn!,
      newText: id,
    };
    return {
      ...f,
      message: `${f.message} This change renamed the ${RENAMED[kind] ?? `${kind}'s title`}, and its id is now "#${id}".`,
      fix: { message: `Point it at "#${id}".`, edits: [edit] },
      data: { ...f.data, renamedTo: id },
    };
  });
}

/**
 * A site with nothing to check is reported on every change, however old: otherwise a docs root that was
 * empty before and after would pass in silence.
 */
function alwaysNew(r: { marked: Finding[]; fixed: Finding[] }): { marked: Finding[]; fixed: Finding[] } {
  const empty = (f: Finding): boolean => f.rule === 'empty-site';
  return {
    marked: r.marked.map((f) => (empty(f) ? { ...f, status: 'new' as const } : f)),
    fixed: r.fixed.filter((f) => !empty(f) || !r.marked.some(empty)),
  };
}

/** Findings about a navigation entry are shown on that entry in the outline. */
function attachFindings(outline: OutlineNode, findings: Finding[], head: SiteModel | undefined): void {
  if (!head) return;
  const byPos = new Map<string, Finding[]>();
  for (const f of findings) {
    const k = `${f.file}:${f.line}:${f.column}`;
    const list = byPos.get(k);
    if (list) list.push(f);
    else byPos.set(k, [f]);
  }
  const sink = new FindingSink(head, defaultSeverity);
  const at = new Map<OutlineNode, string>();
  const nodesAt = new Map<string, number>();
  const place = (o: OutlineNode): void => {
    if (o.side === 'head') {
      const loc = sink.locate(o.span);
      const k = `${sink.repoPath(loc.file)}:${loc.line}:${loc.column}`;
      at.set(o, k);
      nodesAt.set(k, (nodesAt.get(k) ?? 0) + 1);
    }
    o.children.forEach(place);
  };
  place(outline);
  const visit = (o: OutlineNode): void => {
    const k = at.get(o);
    // A place several sections share is none of theirs: the sections a mint.json upgrade makes (written nowhere,
    // placed at the file's start) would each repeat the site's notice about mint.json.
    const hits = k === undefined || nodesAt.get(k)! > 1 ? undefined : byPos.get(k);
    if (hits)
      o.findings = hits.map((f) => ({
        rule: f.rule,
        severity: f.severity,
        message: f.message,
        status: f.status,
        key: f.key,
      }));
    o.children.forEach(visit);
  };
  visit(outline);
  summarize(outline);
}
