// Whether two states of a site have the same structure: what the checks that read only the structure read
// (SiteRuleModule.reads). Most pull requests edit the text of pages and nothing else; the head then gets those
// checks' findings from the base's analysis instead of running them again (on a 25,000-page site, a fifth of a
// small diff's analysis). Only what is sure to be equal counts: a file whose contents cannot be compared without
// reading it makes the states differ.
import { isPageFile } from '../base/paths.js';
import type { ScannedPage } from '../mdx/scan.js';
import type { SiteModel } from '../site/model.js';

export function sameStructure(base: SiteModel, head: SiteModel): boolean {
  const a = base.source;
  const b = head.source;
  if (a.rootPrefix !== b.rootPrefix || !!a.upgradedFrom !== !!b.upgradedFrom) return false;
  if (a.files.length !== b.files.length || a.files.some((f, i) => f !== b.files[i])) return false;
  if (JSON.stringify(a.problems ?? []) !== JSON.stringify(b.problems ?? [])) return false;
  for (const f of a.files) {
    if (isPageFile(f)) {
      const x = base.index.scans.get(f);
      const y = head.index.scans.get(f);
      if (x !== y && !(x && y && sameReadByStructure(x, y))) return false;
      continue;
    }
    // Specs, docs.json and the files it `$ref`s, .mintignore, mint.json, images: by their content ids alone.
    const id = a.knownContentId?.(f);
    if (id === undefined || id !== b.knownContentId?.(f)) return false;
  }
  return true;
}

/** Whether two scans are equal in what the structure checks read of a page: frontmatter, imports, body line. */
function sameReadByStructure(x: ScannedPage, y: ScannedPage): boolean {
  return (
    x.frontmatter === y.frontmatter &&
    x.bodyLine === y.bodyLine &&
    x.imports.length === y.imports.length &&
    x.imports.every((i, k) => {
      const j = y.imports[k]!;
      return i.source === j.source && i.line === j.line && i.column === j.column;
    })
  );
}
