// A problem the base held back is not the change's. Where a spec could not be read (a file missing or broken, a
// URL not fetched), any path under its folder might be a generated API page, so the check says nothing of links
// and redirects into that folder. A change that adds or repairs the spec makes them checkable, and one already
// dead before (dubinc/docs 683990d8: eleven redirects into /api-reference/endpoint/, unchanged, called new by
// the commit that only added the spec) is found as if the change had broken it. Such a finding is existing when
// the base had the same link or redirect and could not tell where it led.
// A link written as an absolute URL on the site's own address (docs.json's `seo.metatags.canonical`) is external
// to the check: rewritten as a root link (upstash/docs df9e4965: `https://upstash.com/docs/x#id` to `/x#id`), it
// is checked for the first time, and a target already missing is missing as before.
import { siteRoutesFor } from '../analyze.js';
import { get, str } from '../json/document.js';
import type { NavguardConfig } from '../config.js';
import { linkPath } from '../site/link-path.js';
import type { SiteModel } from '../site/model.js';
import { isExternal, routePath } from '../site/routes.js';
import type { Finding } from '../types.js';
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
  const ownUrl = siteUrl(head);
  if (!routes.unknowablePrefixes.length && ownUrl === undefined) return marked;
  const oldName = new Map(fileRenames.map((r) => [r.to, r.from]));
  const undetermined = (path: string): boolean => {
    const t = routes.resolve(path);
    const final = t.kind === 'redirect' ? t.final : t;
    return final?.kind === 'unknowable' && !isExternal(final.path);
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
      const absolute = ownUrl !== undefined && url.startsWith('/') ? ownUrl + url : undefined;
      if (absolute !== undefined && links.some((l) => l.url.trim() === absolute)) return true;
      if (f.rule === 'broken-anchor' || !links.some((l) => l.url === f.data.url)) return false;
      const p = linkPath(url, file!, used.basePath);
      return p.kind === 'path' && undetermined(p.path);
    }
    return false;
  };
  return marked.map((f) => (f.status === 'new' && heldBack(f) ? { ...f, status: 'existing' as const } : f));
}

const CHECKABLE: ReadonlySet<string> = new Set(['broken-link', 'broken-anchor', 'redirect-target-missing']);

/** The site's own address as its docs.json gives it (no trailing slash), when it does. */
function siteUrl(site: SiteModel): string | undefined {
  const url = str(get(get(get(site.docs, 'seo'), 'metatags'), 'canonical'))?.trim();
  return url && /^https?:\/\/[^/\s]+/i.test(url) ? url.replace(/\/+$/, '') : undefined;
}

/** The base's docs-root path of a head finding's file (findings name files from the repository's root). */
function baseFile(root: string, repoFile: string, oldName: ReadonlyMap<string, string>): string | undefined {
  const prefix = root ? `${root}/` : '';
  if (prefix && !repoFile.startsWith(prefix)) return undefined;
  const rel = repoFile.slice(prefix.length);
  return oldName.get(rel) ?? rel;
}
