// Whether a page is another language's or version's copy than the page a reader came for: a guess for a removed
// page's readers, or a "did you mean" for a link, stays in their language. Language folders are not always at the top
// (useMorph/morph-docs-2, fresh set 123: `docs/ja/…`, `reference/ja/…` under versions "English" and "日本語", whose
// Japanese readers were sent to the English pages of the same name): the navigation says which folders are copies
// wherever they sit (copy-folders.ts).
import { copyFolders, segments, type CopyFolders } from './copy-folders.js';
import type { SiteModel } from './model.js';

/** The version and language folders of a docs-root path, by kind. */
function marks(path: string, folders: CopyFolders): Map<'version' | 'language', string> {
  const out = new Map<'version' | 'language', string>();
  for (const s of segments(path, folders, false)) if (s.copy) out.set(folders.names.get(s.segment)!.kind, s.segment);
  return out;
}

/**
 * Whether `to` (a path of `toSite`) is in another version or language folder than `from` was (a path of `fromSite`),
 * one `toSite` still has: another copy, not the page a reader of `from` wants. A folder the change removed or
 * renamed (a version released under a new name) is crossed by moving on; a path outside such folders crosses none.
 */
export function inAnotherCopy(
  fromSite: SiteModel | undefined,
  toSite: SiteModel | undefined,
): (from: string, to: string) => boolean {
  const before = copyFolders(fromSite);
  const after = copyFolders(toSite);
  if (!before.names.size || !after.names.size) return () => false;
  return (from, to) => {
    const was = marks(from, before);
    if (!was.size) return false;
    const now = marks(to, after);
    for (const [kind, folder] of was) {
      const there = now.get(kind);
      if (there !== undefined && there !== folder && after.names.has(folder)) return true;
    }
    return false;
  };
}

/** Whether a docs-root path of the site lies in a version or language folder. */
export function inACopy(site: SiteModel | undefined): (path: string) => boolean {
  const folders = copyFolders(site);
  return (path) => folders.names.size > 0 && marks(path, folders).size > 0;
}
