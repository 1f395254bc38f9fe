// A site state with some files' texts replaced: what a state looks like after fixes, without writing it
// anywhere (the action checks its fix commit before it makes it).
import type { SiteSource } from '../site/source.js';
import { inDocsRoot } from '../base/paths.js';

/** `source` where each file in `texts` (repository-relative, inside the docs root) has that text. */
export function overlaySource(source: SiteSource, texts: ReadonlyMap<string, string>): SiteSource {
  const replaced = new Map<string, string>();
  for (const [file, text] of texts) {
    const path = inDocsRoot(source.rootPrefix, file);
    if (path !== undefined) replaced.set(path, text);
  }
  if (!replaced.size) return source;
  const added = [...replaced.keys()].filter((f) => !source.files.includes(f));
  return {
    ...source,
    files: added.length ? [...source.files, ...added].sort() : source.files,
    read: (p) => replaced.get(p) ?? source.read(p),
    // A replaced file's old id would share the old file's scan.
    contentId: source.contentId && ((p) => (replaced.has(p) ? undefined : source.contentId!(p))),
    knownContentId: source.knownContentId && ((p) => (replaced.has(p) ? undefined : source.knownContentId!(p))),
  };
}
