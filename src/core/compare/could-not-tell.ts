// A problem the base held back is not the change's. Where a spec could not be read (a file missing or broken, a
// URL not fetched), any path under its folder might be a generated API page, so the check says nothing of links
// and redirects into that folder. A change that adds or repairs the spec makes them checkable, and one already
// dead before (dubinc/docs 683990d8: eleven redirects into /api-reference/endpoint/, unchanged, called new by
// the commit that only added the spec) is found as if the change had broken it. Such a finding is existing when
// the base had the same link or redirect and could not tell where it led.
// A link written as an absolute URL on the site's own address is external to the check: rewritten as a root link
// (upstash/docs df9e4965: `https://upstash.com/docs/x#id` to `/x#id`; dubinc/docs e2db7f4a:
// `https://dub.co/docs/partners/white-labeling` to `/docs/partners/white-labeling`), it is checked for the first
// time, and a target already missing is missing as before. The address is the site's own when docs.json's
// `seo.metatags.canonical` names it, or when the base's own links through it lead to its pages.
import { siteRoutesFor, type Analysis } from '../engine/analyze.js';
import { linkAsker } from '../site/link-asker.js';
import { rulesWith } from '../rules/registry.js';
import { dirname } from '../base/paths.js';
import { listIn } from '../base/lookup-table.js';
import { get, str } from '../json/document.js';
import type { NavguardConfig } from '../config/config.js';
import { linkPath } from '../site/link-path.js';
import type { SiteModel } from '../site/model.js';
import { finalTarget, isExternal, routePath, type Routes } from '../site/routes.js';
import type { Finding } from '../base/types.js';
import type { FileRename } from './identity.js';

/** `marked` with the new findings the base could not have told about marked existing. */
export function heldBackInBase(
  marked: Finding[],
  base: SiteModel | undefined,
  head: SiteModel | undefined,
  config: NavguardConfig,
  fileRenames: readonly FileRename[],
): Finding[] {
  if (!base || !head || !marked.some((f) => f.status === 'new' && CHECKABLE.has(f.rule))) return marked;
  const { routes, config: used } = siteRoutesFor(base, config);
  const ownAddress = siteAddresses(base, routes, used.basePath, siteUrl(head));
  const oldName = new Map(fileRenames.map((r) => [r.to, r.from]));
  const undetermined = (path: string): boolean => {
    const final = finalTarget(routes.resolve(path));
    return final?.kind === 'unknowable' && !isExternal(final.path);
  };
  const headLinks = (repoFile: string): readonly { url: string }[] => {
    const file = rootFile(head.source.rootPrefix, repoFile);
    return (file === undefined ? undefined : head.index.scans.get(file)?.links) ?? [];
  };
  const heldBack = (f: Finding): boolean => {
    if (f.rule === 'redirect-target-missing') {
      const { source, destination } = f.data;
      return (
        base.redirects.some((r) => r.source === source && r.destination === destination) &&
        undetermined(routePath(destination, used.basePath))
      );
    }
    if (f.rule === 'broken-link' || f.rule === 'broken-anchor') {
      const file = baseFile(head.source.rootPrefix, f.file, oldName);
      const links = file === undefined ? undefined : base.index.scans.get(file)?.links;
      if (!links) return false;
      const url = f.data.url.trim();
      if (url.startsWith('/') && rewrittenFromOwnAddress(url, links, headLinks(f.file), ownAddress)) return true;
      if (!routes.unknowablePrefixes.length) return false;
      if (f.rule === 'broken-anchor' || !links.some((l) => l.url === f.data.url)) return false;
      const p = linkPath(url, file!, used.basePath);
      return p.kind === 'path' && undetermined(p.path);
    }
    return false;
  };
  return marked.map((f) => (f.status === 'new' && heldBack(f) ? { ...f, status: 'existing' as const } : f));
}

/**
 * `marked` with the new dead links the base, asked now, had dead the same way, where it did not say so itself:
 * - a broken anchor in the same file (under the name `baseName` gives it: before a rename, or the page it was copied
 *   from), whose target page the base reached past the parse budget it had spent. crewAI's 6491f5a6 copied the pages
 *   of a release into its own folder: the copies' sources, read in both states, used the base's budget before the
 *   pages their Arabic links led to, and 12 broken anchors the base had were called new;
 * - a broken anchor in the same file, written the same, into a page the base could not read ids from (it did not
 *   parse there): the change mended the page, not broke the link;
 * - a dead link the change took out of a page (`takenOut`: the base files it was written in, by URL as written),
 *   written the same and leading to the same place: text moved out of a page takes its dead links along — out of a
 *   page it then deleted (mindsdb 97038c07 split a page into five and deleted it; three broken anchors it had had
 *   for months were blamed on the split), or out of one it kept (tyk-docs 56ac4248 moved a section of a 5,000-line
 *   page into a new one, with a link to an h5 heading, which has no id). The base does not read a link the change
 *   left alone or took away, so its answer is asked now. Each such link answers for one finding.
 */
export function askedOfBase(
  marked: Finding[],
  base: Analysis | undefined,
  head: SiteModel | undefined,
  baseName: (file: string) => string,
  takenOut: ReadonlyMap<string, string[]>,
): Finding[] {
  const pastBudget = !!base?.stats.anchorsUnchecked;
  const newAnchors = marked.some((f) => f.status === 'new' && f.rule === 'broken-anchor');
  if (!base || !head || (!pastBudget && !takenOut.size && !newAnchors)) return marked;
  const ask = linkAsker(base.site, base.routes, base.config);
  const dead = (f: Finding, url: string, file: string): boolean =>
    f.rule === 'broken-anchor'
      ? ask.fragmentMissing(url, file) === true
      : f.rule === 'broken-link' && f.data.folder
        ? ask.folderOnly(url, file)
        : ask.broken(url, file);
  // Each link taken out answers once (the lists are consumed: copied here). One the base reported itself is the
  // identity's to match (a moved link, compare/moved-links.ts), not asked again.
  const reported = new Set(
    base.findings.flatMap((f) =>
      f.rule === 'broken-anchor' || f.rule === 'broken-link'
        ? [`${rootFile(base.site.source.rootPrefix, f.file)}\0${f.data.url.trim()}`]
        : [],
    ),
  );
  const left = new Map(
    [...takenOut].map(([url, files]) => [url, files.filter((file) => !reported.has(`${file}\0${url}`))]),
  );
  return marked.map((f) => {
    const written = f.rule === 'broken-anchor' || f.rule === 'broken-link' ? f.data.url : undefined;
    if (f.status !== 'new' || written === undefined) return f;
    const rel = rootFile(head.source.rootPrefix, f.file);
    if (rel === undefined) return f;
    const existing = { ...f, status: 'existing' as const };
    if (f.rule === 'broken-anchor') {
      const file = baseName(rel);
      const had = base.site.index.scans.get(file)?.links.some((l) => l.url === written);
      if (had && pastBudget && dead(f, written, file)) return existing;
      // The same link into a page that did not parse in the base: its ids were unknown there, and the change that
      // mended the page (hedera-docs 62c76cc1: an HTML comment taken out of the release notes) did not break it.
      if (had && ask.fragmentUnknown(written, file)) return existing;
    }
    const url = written.trim();
    const files = left.get(url) ?? [];
    // A relative link leads to the same place only from the same folder.
    const at = files.findIndex(
      (file) => (url.startsWith('/') || dirname(file) === dirname(rel)) && dead(f, written, file),
    );
    if (at < 0) return f;
    files.splice(at, 1);
    return existing;
  });
}

/**
 * The links a change took out of pages, by URL as written (trimmed): every link of a base file it deleted, and
 * the occurrences of a URL an edited file has fewer of than before (`headName`: the file's name in the head).
 */
export function linksTakenOut(
  base: SiteModel,
  head: SiteModel,
  deleted: ReadonlySet<string>,
  edited: Iterable<string>,
  headName: (file: string) => string,
): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const file of deleted)
    for (const l of base.index.scans.get(file)?.links ?? []) listIn(out, l.url.trim()).push(file);
  for (const file of edited) {
    if (deleted.has(file)) continue;
    const before = base.index.scans.get(file)?.links;
    const after = head.index.scans.get(headName(file))?.links;
    if (!before?.length || !after) continue;
    const count = new Map<string, number>();
    for (const l of after) count.set(l.url.trim(), (count.get(l.url.trim()) ?? 0) + 1);
    for (const l of before) {
      const url = l.url.trim();
      const n = count.get(url) ?? 0;
      if (n > 0) count.set(url, n - 1);
      else listIn(out, url).push(file);
    }
  }
  return out;
}

const CHECKABLE = rulesWith('checkedAgainstBase');

/** Pages the base's links through an address lead to, enough to call it the site's when docs.json does not. */
// On the corpus's sites, their own addresses lead to 6 to 32 pages; other sites' to at most 2.
const OWN_ADDRESS_EVIDENCE = 5;

/**
 * Whether the root link `url` stands where the base's file had it written on one of the site's own addresses
 * (`https://host/prefix` + url), which the change took out of the file.
 */
function rewrittenFromOwnAddress(
  url: string,
  baseLinks: readonly { url: string }[],
  headLinks: readonly { url: string }[],
  ownAddress: (address: string) => boolean,
): boolean {
  return baseLinks.some((l) => {
    const was = l.url.trim();
    if (was.length <= url.length || !was.endsWith(url)) return false;
    const address = was.slice(0, -url.length);
    return ADDRESS.test(address) && ownAddress(address) && !headLinks.some((h) => h.url.trim() === was);
  });
}

/** `https://host` with a path of its own or none, no query, fragment or trailing slash. */
const ADDRESS = /^https?:\/\/[^/?#\s]+(?:\/[^?#\s]*[^/?#\s])?$/i;

/**
 * Whether an address (`https://host/prefix`) is the site's own: docs.json's canonical one, or one through which
 * the base's own links lead to its pages (memoized: the base's links are read once per address).
 */
function siteAddresses(
  base: SiteModel,
  routes: Routes,
  basePath: string,
  canonical: string | undefined,
): (address: string) => boolean {
  const known = new Map<string, boolean>();
  return (address) => {
    let own = known.get(address);
    if (own !== undefined) return own;
    own = address.toLowerCase() === canonical?.toLowerCase() || leadsHome(base, routes, basePath, `${address}/`);
    known.set(address, own);
    return own;
  };
}

/**
 * Whether the base's links written under `prefix` (and under the site's base path, where it has one) lead, past it,
 * to at least OWN_ADDRESS_EVIDENCE of its pages. Counted by distinct path, the home page left out: another site's
 * front page, or a path or two it shares with this one (trigger.dev's `/roadmap` on its feedback site, ollama's
 * `/quickstart` and `/cli` on OpenAI's), is no evidence. Not a majority: dub.co serves its docs and help pages beside
 * its blog and pricing (32 of its pages and 55 other paths linked).
 */
function leadsHome(base: SiteModel, routes: Routes, basePath: string, prefix: string): boolean {
  const home = new Set<string>();
  for (const [file, scan] of base.index.scans) {
    for (const l of scan.links) {
      const u = l.url.trim();
      if (!u.startsWith(prefix) || !underBasePath(u, basePath)) continue;
      const p = linkPath(u.slice(prefix.length - 1), file, basePath);
      if (p.kind !== 'path' || p.path === '' || p.path === 'index') continue;
      if (finalTarget(routes.resolve(p.path))?.kind === 'page' && home.add(p.path).size >= OWN_ADDRESS_EVIDENCE)
        return true;
    }
  }
  return false;
}

/**
 * Whether an absolute URL's path is under the base path the site is served at (mintlify.com/docs): the host's
 * other paths are another site's.
 */
function underBasePath(url: string, basePath: string): boolean {
  if (!basePath) return true;
  const path = url.replace(/^https?:\/\/[^/?#\s]+/i, '');
  return path.startsWith(`${basePath}/`);
}

/** The site's own address as its docs.json gives it (no trailing slash), when it does. */
function siteUrl(site: SiteModel): string | undefined {
  const url = str(get(get(get(site.docs, 'seo'), 'metatags'), 'canonical'))?.trim();
  return url && /^https?:\/\/[^/\s]+/i.test(url) ? url.replace(/\/+$/, '') : undefined;
}

/** The base's docs-root path of a head finding's file (findings name files from the repository's root). */
function baseFile(root: string, repoFile: string, oldName: ReadonlyMap<string, string>): string | undefined {
  const rel = rootFile(root, repoFile);
  return rel === undefined ? undefined : (oldName.get(rel) ?? rel);
}

/** A repository path as a path from the docs root, when it is under it. */
export function rootFile(root: string, repoFile: string): string | undefined {
  const prefix = root ? `${root}/` : '';
  return prefix && !repoFile.startsWith(prefix) ? undefined : repoFile.slice(prefix.length);
}
