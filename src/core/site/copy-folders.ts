// The folders of a site that hold one version or one language of the same pages, as the navigation declares them
// (crewAI: `v1.15.0/en/…`, `v1.15.0/ko/…`; useMorph/morph-docs-2: `docs/ja/…`, `reference/ja/…` under version
// "日本語"). The comparison groups a mistake copied into each (compare/copy-groups.ts); a guess for a removed page's
// readers stays in their language (page-copies.ts).
import { get } from '../json/document.js';
import { listIn } from '../base/lookup-table.js';
import { walk, type NavNode } from './nav.js';
import type { SiteModel } from './model.js';

/** The folder of one version or language, whether it is the default one, and how deep it sits. */
interface CopyFolder {
  kind: 'version' | 'language';
  canonical: boolean;
  /**
   * Its depth under the docs root (0: `v1.15.0/…`; 1: `v1.15.0/ko/…`): a folder of that name deeper down
   * (`api/v1/users` on a site whose versions are `v1/`, `v2/`) is no copy's mark.
   */
  depth: number;
}

/** Every folder that holds one version or one language of the site's pages, by name; where the docs root is. */
export interface CopyFolders {
  names: ReadonlyMap<string, CopyFolder>;
  /** The docs root in the repository ('' at the top): finding files are repository-relative. */
  rootPrefix: string;
}

const MANY = -1;

/** A page under a navigation node: its docs-root-relative path and that path's segments. */
interface PagePath {
  path: string;
  parts: string[];
}

/** Pages under a navigation node; `seen`: each page entry's, split once (a page sits under a version and a language). */
function pagePaths(node: NavNode, seen: Map<NavNode, PagePath | undefined>): PagePath[] {
  const out: PagePath[] = [];
  for (const n of walk(node)) {
    let p = seen.get(n);
    if (p === undefined && !seen.has(n)) {
      const page = n.kind === 'page' ? n.page : n.kind === 'group' ? n.root?.page : undefined;
      seen.set(n, (p = page ? { path: page, parts: page.split('/') } : undefined));
    }
    if (p) out.push(p);
  }
  return out;
}

/** The folder every page has at one depth, the shallowest first: depth and name. */
function sharedFolders(pages: readonly PagePath[]): [number, string][] {
  const first = pages[0]?.parts ?? [];
  return first
    .slice(0, -1)
    .map((name, depth): [number, string] => [depth, name])
    .filter(([depth, name]) => pages.every(({ parts }) => parts.length > depth + 1 && parts[depth] === name));
}

/** A page's path without its folder at `depth` (a folder: some segment follows it). */
function withoutFolder({ path, parts }: PagePath, depth: number): string {
  let start = 0;
  for (let d = 0; d < depth; d++) start += parts[d]!.length + 1;
  return path.slice(0, start) + path.slice(start + parts[depth]!.length + 1);
}

/**
 * The folders of each version and language division. A division's folder is the shallowest one all its pages share
 * and none of its siblings' pages has at that depth; it marks a copy only where taking it out gives a sibling's page
 * (taken out of its own folder, or at the top: a default language kept without a folder); otherwise it is only where
 * the pages are. Linear in the pages: crewAI's 35 versions × 4 languages are 24,000 of them.
 */
export function copyFolders(site: SiteModel | undefined): CopyFolders {
  const rootPrefix = site?.source.rootPrefix ?? '';
  const nav = site?.nav;
  if (!nav) return { names: new Map(), rootPrefix };
  // Kept on the navigation: states that share a docs.json share its navigation model (a history replay's commits,
  // most of them).
  nav.copyFolders ??= new Map<string, CopyFolders>();
  let found = nav.copyFolders.get(rootPrefix);
  if (!found) nav.copyFolders.set(rootPrefix, (found = { names: foldersOf(nav), rootPrefix }));
  return found;
}

// Declared here, on the navigation model: what it holds is this module's.
declare module './nav.js' {
  interface NavBase {
    /** copyFolders' answers for this navigation, by docs root: filled when first asked. */
    copyFolders?: Map<string, CopyFolders>;
  }
}

function foldersOf(nav: NavNode): Map<string, CopyFolder> {
  const out = new Map<string, CopyFolder>();
  const seen = new Map<NavNode, PagePath | undefined>();
  for (const parent of walk(nav)) {
    for (const kind of ['version', 'language'] as const) {
      const siblings = parent.children.filter((c) => c.kind === kind);
      if (siblings.length < 2) continue;
      const marked = siblings.findIndex((s) => get(s.json, 'default')?.value === true);
      addFolders(
        out,
        kind,
        siblings.map((s) => pagePaths(s, seen)),
        marked === -1 ? 0 : marked,
      );
    }
  }
  // A mint.json site's versions are its groups' `version` (the builder's upgrade keeps them together, with no version
  // division): useMorph/morph-docs-2 (fresh set 123) writes English and Japanese as versions, in `…/en/` and `…/ja/`.
  const versions = mintVersions(nav, seen);
  if (versions.length >= 2) addFolders(out, 'version', versions, 0);
  return out;
}

/** The pages of each `version` a mint.json group names, in the order first met: its versions' pages. */
function mintVersions(nav: NavNode, seen: Map<NavNode, PagePath | undefined>): PagePath[][] {
  const byVersion = new Map<string, PagePath[]>();
  for (const n of walk(nav)) {
    if (n.kind !== 'group') continue;
    const version = get(n.json, 'version')?.value;
    if (typeof version !== 'string' || (n.parent?.kind === 'group' && get(n.parent.json, 'version'))) continue;
    const pages = listIn(byVersion, version);
    for (const p of pagePaths(n, seen)) pages.push(p);
  }
  return [...byVersion.values()];
}

/** The folders of one kind of sibling divisions, each given by its pages; `canonical`: the default one's index. */
function addFolders(
  out: Map<string, CopyFolder>,
  kind: CopyFolder['kind'],
  pages: PagePath[][],
  canonical: number,
): void {
  // Which sibling has a folder at each depth, by name, or MANY: one entry per name, not a set.
  const holders: Map<string, number>[] = [];
  const hold = (map: Map<string, number>, key: string, i: number): void => {
    const was = map.get(key);
    if (was === undefined) map.set(key, i);
    else if (was !== i) map.set(key, MANY);
  };
  pages.forEach((mine, i) => {
    for (const { parts } of mine)
      for (let d = 0; d < parts.length - 1; d++) hold((holders[d] ??= new Map()), parts[d]!, i);
  });
  // A page several siblings list is shared, not copied (b3-fun/b3's Spanish navigation lists English pages not
  // yet translated beside its es/ ones): the folder is the one its own pages share.
  const listedBy = new Map<string, number>();
  pages.forEach((mine, i) => {
    for (const p of mine) hold(listedBy, p.path, i);
  });
  const own = pages.map((mine) => {
    const ownPages = mine.filter((p) => listedBy.get(p.path) !== MANY);
    return sharedFolders(ownPages).find(([d, name]) => holders[d]!.get(name) !== MANY);
  });
  // Each sibling's pages as written and with its own folder taken out: path → the sibling that has it, or MANY.
  const paths = new Map<string, number>();
  const stripped = pages.map((mine, i) =>
    mine.map((p) => {
      const cut = own[i] && p.parts[own[i][0]] === own[i][1] ? withoutFolder(p, own[i][0]) : p.path;
      hold(paths, cut, i);
      hold(paths, p.path, i);
      return cut;
    }),
  );
  own.forEach((folder, i) => {
    if (!folder || out.has(folder[1])) return;
    const copied = stripped[i]!.some((p, k) => listedBy.get(pages[i]![k]!.path) !== MANY && paths.get(p) !== i);
    if (copied) out.set(folder[1], { kind, canonical: i === canonical, depth: folder[0] });
  });
}

/**
 * A path's segments under the docs root (a finding's file is repository-relative; a URL starts at the site's root),
 * with whether each is a version or language folder where such folders sit.
 */
export function segments(path: string, folders: CopyFolders, isFile: boolean): { segment: string; copy: boolean }[] {
  const root = folders.rootPrefix;
  const rest = isFile && root && path.startsWith(`${root}/`) ? path.slice(root.length + 1) : path.replace(/^\//, '');
  return rest.split('/').map((segment, i) => {
    const folder = folders.names.get(segment);
    return { segment, copy: folder !== undefined && i <= folder.depth };
  });
}
