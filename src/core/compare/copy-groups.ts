// One cause, one finding, across a site's versions and languages: the navigation says which folders hold one
// version or one language of the same pages (crewAI: `v1.15.0/en/…`, `v1.15.0/ko/…`, 35 versions × 4 languages),
// and a mistake copied into each of them (a `#fragment` link, a listed page twice) is the same problem in every
// copy. Findings whose file and data differ only by those folders are one finding on the canonical copy (the
// default version and language, else the first), with the other places listed. Pure; run after the comparison
// and the baseline, which work place by place, so a new copy of an old problem still counts as new.
import { get } from '../json/document.js';
import { walk, type NavNode } from '../site/nav.js';
import type { SiteModel } from '../site/model.js';
import type { Finding } from '../base/types.js';
import { shapeKey } from '../base/findings.js';
import { mergeKeyInsertions } from '../base/edits.js';

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

// Declared here, on the navigation model of site/: what it holds is the comparison's.
declare module '../site/nav.js' {
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
      const pages = siblings.map((s) => pagePaths(s, seen));
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
      const marked = siblings.findIndex((s) => get(s.json, 'default')?.value === true);
      const canonical = marked === -1 ? 0 : marked;
      own.forEach((folder, i) => {
        if (!folder || out.has(folder[1])) return;
        const copied = stripped[i]!.some((p, k) => listedBy.get(pages[i]![k]!.path) !== MANY && paths.get(p) !== i);
        if (copied) out.set(folder[1], { kind, canonical: i === canonical, depth: folder[0] });
      });
    }
  }
  return out;
}

/**
 * A path's segments under the docs root (a finding's file is repository-relative; a URL starts at the site's root),
 * with whether each is a version or language folder where such folders sit.
 */
function segments(path: string, folders: CopyFolders, isFile: boolean): { segment: string; copy: boolean }[] {
  const root = folders.rootPrefix;
  const rest = isFile && root && path.startsWith(`${root}/`) ? path.slice(root.length + 1) : path.replace(/^\//, '');
  return rest.split('/').map((segment, i) => {
    const folder = folders.names.get(segment);
    return { segment, copy: folder !== undefined && i <= folder.depth };
  });
}

/** The kinds of copy folder (version, language) a file's path holds under the docs root. */
export function copyKinds(path: string, folders: CopyFolders): Set<'version' | 'language'> {
  const kinds = new Set<'version' | 'language'>();
  for (const s of segments(path, folders, false)) if (s.copy) kinds.add(folders.names.get(s.segment)!.kind);
  return kinds;
}

/** A path with the version and language folders taken out: the same for every copy of one page. */
export function withoutCopyFolders(path: string, folders: CopyFolders, isFile = false): string {
  return segments(path, folders, isFile)
    .filter((s) => !s.copy)
    .map((s) => s.segment)
    .join('/');
}

/** A value with every string's version and language folders taken out. */
export function normalised(value: unknown, folders: CopyFolders): unknown {
  if (typeof value === 'string') return value.includes('/') ? withoutCopyFolders(value, folders) : value;
  if (Array.isArray(value)) return value.map((v) => normalised(v, folders));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normalised(v, folders)]));
  return value;
}

/**
 * What a finding says apart from where it is and which copy of the page it is in. Not its fix's words: they name
 * the copy's place in the navigation by its labels ("version "v1.15.0" › tab …"), one fix for every copy.
 */
function copyKey(f: Finding, folders: CopyFolders): string {
  const data = normalised(f.data, folders) as Finding['data'];
  const { fix: _words, ...rest } = f;
  const shape = shapeKey({ ...rest, data } as Finding);
  return `${withoutCopyFolders(f.file, folders, true)}\u0000${shape}`;
}

/** The version and language folders a finding names: in its file, or in its data (docs.json's entries). */
function namedFolders(f: Finding, folders: CopyFolders): string[] {
  const out: string[] = [];
  const visit = (value: unknown, isFile = false): void => {
    if (typeof value === 'string') {
      if (value.includes('/')) for (const s of segments(value, folders, isFile)) if (s.copy) out.push(s.segment);
    } else if (Array.isArray(value)) value.forEach((v) => visit(v));
    else if (value && typeof value === 'object') Object.values(value).forEach((v) => visit(v));
  };
  visit(f.file, true);
  visit(f.data);
  return out;
}

/**
 * Findings that are one problem in several copies of a page, as one finding each: the canonical copy's, with the
 * others in `copies` and every copy's exact edits in its fix. Order kept (by each group's first finding).
 */
export function groupCopies(findings: readonly Finding[], folders: CopyFolders): Finding[] {
  if (!folders.names.size) return [...findings];
  const groups = new Map<string, Finding[]>();
  for (const f of findings) {
    const k = copyKey(f, folders);
    const g = groups.get(k);
    if (g) g.push(f);
    else groups.set(k, [f]);
  }
  const out: Finding[] = [];
  for (const members of groups.values()) {
    // Repeats within one copy (a link twice on a page) are the existing grouping's; this one needs two copies.
    if (members.length === 1 || (oneOf(members, (m) => m.file) && oneOf(members, shapeKey))) {
      out.push(...members);
      continue;
    }
    const named = new Map(members.map((m) => [m, namedFolders(m, folders)]));
    // How far each is from the canonical copy: how many of its folders are not the default version or language.
    const far = (m: Finding): number => named.get(m)!.filter((s) => !folders.names.get(s)!.canonical).length;
    const lead = members.reduce((a, b) => (far(b) < far(a) ? b : a));
    const others = members.filter((m) => m !== lead);
    const edits = members.every((m) => m.fix?.edits?.length)
      ? mergeKeyInsertions(members.flatMap((m) => m.fix!.edits!))
      : undefined;
    const seen = { version: new Set<string>(), language: new Set<string>() };
    for (const names of named.values()) for (const name of names) seen[folders.names.get(name)!.kind].add(name);
    const grouped: Finding = {
      ...lead,
      ...(lead.fix && { fix: { ...lead.fix, ...(edits ? { edits } : {}) } }),
      copies: {
        places: others.map(({ file, line, column, key }) => ({ file, line, column, key })),
        versions: seen.version.size,
        languages: seen.language.size,
      },
    };
    if (edits && grouped.rule === 'missing-redirect')
      grouped.data = { ...grouped.data, redirects: redirectsOf(members) };
    out.push(grouped);
  }
  return out;
}

/**
 * The redirects every copy's fix adds, each source once: the fix holds them all, and the report's "Suggested
 * redirects" block lists them (mcgrphub/mc-markets-doc aa33bdbc9f, fresh set 120: the zh copy's was left out).
 */
function redirectsOf(members: readonly Finding[]): { source: string; destination: string }[] {
  const bySource = new Map<string, { source: string; destination: string }>();
  for (const m of members)
    if (m.rule === 'missing-redirect')
      for (const r of m.data.redirects) if (!bySource.has(r.source)) bySource.set(r.source, r);
  return [...bySource.values()];
}

/** Whether all members give one key (read until one differs). */
function oneOf(members: readonly Finding[], key: (f: Finding) => string): boolean {
  const first = key(members[0]!);
  return members.every((m) => key(m) === first);
}
