// A page copied is not a problem made. A versioned site freezes a release by copying its current pages into a
// new version folder (crewAIInc/crewAI's "[docs-freeze] snapshot for v1.15.x": 746 of 766 added files are the
// Edge pages byte for byte); the broken links they carry are the Edge pages' own, known on the base branch, and
// were called new on every release, 49 to 118 errors each. A page the change added with the same content and
// file name as a page the base has and the head keeps is such a copy: its findings that its source had in the
// base are existing. Links are read from the copy's own folder, so one that breaks only there is still new.
//
// A snapshot need not be a byte copy: a release that copies draft/ into 2026-07-28/ rewrites the copies' links
// from /draft/ to /2026-07-28/, and a versioned changelog is copied with a line changed. A page added under
// another top folder, with the same path below it as a base page, is its copy when its text is the source's once
// the copy's folder is read as the source's, or differs from it in at most one line in ten (NEAR_COPY). Its
// findings are then read with the folder mapped back (identity.ts copyKey).
//
// A copy of a page no navigation entry reached, placed in the navigation, is no copy here: the source's broken
// images reached only readers who knew its URL; the copy's reach every reader of the sidebar.
import { diffLines } from 'diff';
import { basename, stripPageExt, versionFolders } from '../base/paths.js';
import type { SiteModel } from '../site/model.js';
import { firstPageEntries } from '../site/nav.js';
import { listIn } from '../base/lookup-table.js';

/** At most this share of a near copy's lines differ from its source's (a changelog copied with a line changed). */
const NEAR_COPY = 0.1;

/** Pages the head added as copies of a base page it keeps: the copy's path → its source's (docs-root-relative). */
export function copiedPages(
  base: SiteModel,
  head: SiteModel,
  renames: readonly { from: string; to: string }[] = [],
): Map<string, string> {
  // A source may have moved: Nova 5 moved its pages into v4/ and copied them into v5/ in one change.
  const movedTo = new Map(renames.map((r) => [r.from, r.to]));
  const out = new Map<string, string>();
  const added: string[] = [];
  for (const page of head.index.pages.values()) if (!base.index.files.has(page.path)) added.push(page.path);
  if (!added.length) return out;
  const names = new Set(added.map(basename));
  const byContent = new Map<string, string[]>();
  const byName = new Map<string, string[]>();
  for (const page of base.index.pages.values()) {
    if (!names.has(basename(page.path))) continue;
    if (!head.index.files.has(page.path) && !head.index.files.has(movedTo.get(page.path) ?? '')) continue;
    listIn(byName, basename(page.path)).push(page.path);
    const id = contentOf(base, page.path);
    if (id !== undefined) listIn(byContent, id).push(page.path);
  }
  if (!byName.size) return out;
  const listedIn = (site: SiteModel): ReadonlyMap<string, unknown> =>
    site.nav ? firstPageEntries(site.nav) : new Map<string, unknown>();
  let listed: { base: ReadonlyMap<string, unknown>; head: ReadonlyMap<string, unknown> } | undefined;
  // Unlisted in the base and listed now: its problems reach readers they did not reach.
  const newlyListed = (copy: string, source: string): boolean => {
    listed ??= { base: listedIn(base), head: listedIn(head) };
    return !listed.base.has(stripPageExt(source)) && listed.head.has(stripPageExt(copy));
  };
  for (const path of added) {
    const id = contentOf(head, path);
    // A page is no copy of the page it was renamed from.
    const other = (s: string): boolean => movedTo.get(s) !== path;
    const same =
      id === undefined ? undefined : byContent.get(id)?.filter((s) => basename(s) === basename(path) && other(s));
    let source = same?.length ? closest(path, same) : undefined;
    source ??= nearCopyOf(base, head, path, (byName.get(basename(path)) ?? []).filter(other), movedTo);
    if (source !== undefined && !newlyListed(path, source)) out.set(path, source);
  }
  return out;
}

/**
 * The base page `path` (added in the head) is a near copy of: one whose path differs from it in one folder only
 * (the version: `evm/next/x` for `evm/v0.6.0/x`, `draft/x` for `2026-07-28/x`) and whose text is the copy's with
 * that folder read as the source's, or differs from it in at most NEAR_COPY of its lines.
 */
function nearCopyOf(
  base: SiteModel,
  head: SiteModel,
  path: string,
  sources: readonly string[],
  movedTo: ReadonlyMap<string, string>,
): string | undefined {
  // The folder the copy's links name, read as the one the source's text names: its own in the base (2.0.4/ for
  // 2.0.4dev/ when a release and the next version were made of it at once: Osier-Yi/docs 06aeb43), or, for a source
  // that moved from another depth, where it went (v4/x for v5/x when x moved into v4/).
  const own = (s: string) => versionFolders(path, s);
  const moved = (s: string) => {
    const to = movedTo.get(s);
    return to === undefined ? undefined : versionFolders(path, to);
  };
  const candidates = sources.filter((s) => own(s) !== undefined || moved(s) !== undefined);
  if (!candidates.length) return undefined;
  const text = head.source.read(path);
  if (text === undefined) return undefined;
  const readAs = ([copyFolder, sourceFolder]: [string, string]): string =>
    text.split(`/${copyFolder}/`).join(`/${sourceFolder}/`);
  // The copy's text with its folder read as each source's: equal to one of them is a copy.
  for (const source of candidates) {
    const before = base.source.read(source);
    for (const folders of [own(source), moved(source)]) if (folders && readAs(folders) === before) return source;
  }
  // Else a line diff against one source only (closest): a site of 35 versions would diff each added page 35 times.
  const source = closest(path, candidates);
  const before = base.source.read(source);
  if (before === undefined) return undefined;
  let changed = 0;
  let lines = 0;
  for (const part of diffLines(before, readAs((own(source) ?? moved(source))!))) {
    if (part.added || part.removed) changed += part.count ?? 0;
    else lines += part.count ?? 0;
  }
  return changed <= NEAR_COPY * (lines + changed) ? source : undefined;
}

/** The source whose path ends most like the copy's (the same page of the nearest version), the first on a tie. */
function closest(path: string, sources: readonly string[]): string {
  const mine = path.split('/').reverse();
  let best = sources[0]!;
  let bestRun = -1;
  for (const s of sources) {
    const theirs = s.split('/').reverse();
    let run = 0;
    while (run < mine.length && run < theirs.length && mine[run] === theirs[run]) run++;
    if (run > bestRun) {
      best = s;
      bestRun = run;
    }
  }
  return best;
}

function contentOf(site: SiteModel, path: string): string | undefined {
  return site.source.knownContentId?.(path) ?? site.source.contentId?.(path) ?? site.source.read(path);
}
