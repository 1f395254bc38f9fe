// File renames git does not report but the change implies: a page moved and rewritten, named by the redirect the
// change added (redirectRenames); a page that was both x.md and x.mdx, one of them deleted (twinRenames); and a
// page that moved with its folder and was rewritten on the way (folderRenames).
import { basename, stripPageExt } from '../base/paths.js';
import type { SiteModel } from '../site/model.js';
import { routePath } from '../site/routes.js';
import type { FileRename } from './identity.js';
import { titlesAgree } from './same-subject.js';

/**
 * A page moved and rewritten in one change is a deleted file and an added one to git when less than half of its
 * text stayed (git's rename threshold). When the same change adds a redirect from the old page's URL to the new
 * page's, the author has said it is a move: its old problems moved with it and are not new.
 */
export function redirectRenames(base: SiteModel, head: SiteModel, renames: readonly FileRename[]): FileRename[] {
  const had = new Set(base.redirects.map((r) => `${r.source}\u0000${r.destination}`));
  const added = head.redirects.filter((r) => !had.has(`${r.source}\u0000${r.destination}`));
  if (!added.length) return [];
  const from = new Set(renames.map((r) => r.from));
  const to = new Set(renames.map((r) => r.to));
  const out: FileRename[] = [];
  for (const r of added) {
    const gone = pageAt(base, r.source);
    const now = pageAt(head, r.destination);
    if (!gone || !now || head.index.files.has(gone) || base.index.files.has(now)) continue;
    if (from.has(gone) || to.has(now)) continue;
    out.push({ from: gone, to: now });
    from.add(gone);
    to.add(now);
  }
  return out;
}

/** The page file a site-relative URL without wildcards names (its index page for a folder), if any. */
function pageAt(site: SiteModel, url: string): string | undefined {
  if (!url.startsWith('/') || /[:*?]/.test(url)) return undefined;
  const slug = stripPageExt(routePath(url));
  const page = site.index.pages.get(slug) ?? site.index.pages.get(slug ? `${slug}/index` : 'index');
  return page?.path;
}

/**
 * A page both `x.md` and `x.mdx` in the base, one of them deleted: the other is the page now, and the base read the
 * deleted one as the page (one file per URL). Its problems, where the kept one had them too, are not new (a
 * GitBook migration's .mdx copies, whose .md originals went: redbrick-ai 08cb1a8c).
 */
export function twinRenames(base: SiteModel, head: SiteModel, renames: readonly FileRename[]): FileRename[] {
  const from = new Set(renames.map((r) => r.from));
  const out: FileRename[] = [];
  for (const [slug, page] of base.index.pages) {
    if (head.index.files.has(page.path) || from.has(page.path)) continue;
    const now = head.index.pages.get(slug);
    if (now && now.path !== page.path && base.index.files.has(now.path)) out.push({ from: page.path, to: now.path });
  }
  return out;
}

/**
 * A page deleted from a folder whose other pages git saw renamed, all into one folder, where the change added a page
 * of the same file name: it moved with them, rewritten past git's rename threshold. llm-tools/embedJs 5aec5ede moved
 * `components/caches/` to `components/stores/`; `mongodb.mdx` (its title kept, 43% of its text) read as removed, so
 * the folder did not read as moved whole and got three exact redirects and a "removed" page instead of one wildcard.
 * Not a page of another title (titlesAgree).
 */
export function folderRenames(base: SiteModel, head: SiteModel, renames: readonly FileRename[]): FileRename[] {
  const folderOf = (file: string): string => file.slice(0, file.lastIndexOf('/') + 1);
  // Each folder's renamed files, by the folder they went to; `null` when they went to several.
  const went = new Map<string, string | null>();
  for (const r of renames) {
    const from = folderOf(r.from);
    const to = folderOf(r.to);
    // The top of the site holds pages of every subject: a move out of it says nothing of the others.
    if (from === to || !from) continue;
    went.set(from, went.has(from) && went.get(from) !== to ? null : to);
  }
  if (!went.size) return [];
  const from = new Set(renames.map((r) => r.from));
  const to = new Set(renames.map((r) => r.to));
  const out: FileRename[] = [];
  for (const [slug, page] of base.index.pages) {
    if (head.index.files.has(page.path) || from.has(page.path)) continue;
    const folder = went.get(folderOf(page.path));
    if (folder === undefined || folder === null) continue;
    const now = folder + basename(page.path);
    if (!head.index.files.has(now) || base.index.files.has(now) || to.has(now)) continue;
    if (!titlesAgree(base, slug, head, stripPageExt(now))) continue;
    out.push({ from: page.path, to: now });
    to.add(now);
  }
  return out;
}
