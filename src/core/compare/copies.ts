// A page copied is not a problem made. A versioned site freezes a release by copying its current pages into a
// new version folder (crewAIInc/crewAI's "[docs-freeze] snapshot for v1.15.x": 746 of 766 added files are the
// Edge pages byte for byte); the broken links they carry are the Edge pages' own, known on the base branch, and
// were called new on every release, 49 to 118 errors each. A page the change added with the same content and
// file name as a page the base has and the head keeps is such a copy: its findings that its source had in the
// base are existing. Links are read from the copy's own folder, so one that breaks only there is still new.
import { basename } from '../paths.js';
import type { SiteModel } from '../site/model.js';
import { listIn } from './identity.js';

/** Pages the head added as copies of a base page it keeps: the copy's path → its source's (docs-root-relative). */
export function copiedPages(base: SiteModel, head: SiteModel): Map<string, string> {
  const out = new Map<string, string>();
  const added: string[] = [];
  for (const page of head.index.pages.values()) if (!base.index.files.has(page.path)) added.push(page.path);
  if (!added.length) return out;
  const names = new Set(added.map(basename));
  const byContent = new Map<string, string[]>();
  for (const page of base.index.pages.values()) {
    if (!names.has(basename(page.path)) || !head.index.files.has(page.path)) continue;
    const id = contentOf(base, page.path);
    if (id !== undefined) listIn(byContent, id).push(page.path);
  }
  if (!byContent.size) return out;
  for (const path of added) {
    const id = contentOf(head, path);
    const sources = id === undefined ? undefined : byContent.get(id)?.filter((s) => basename(s) === basename(path));
    if (sources?.length) out.set(path, closest(path, sources));
  }
  return out;
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
