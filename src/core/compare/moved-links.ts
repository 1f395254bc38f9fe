// A dead link moved is not a dead link made. A link's identity names its file, so text moved from one page to
// another (lago-doc #647 split its product changelog into one page per year: 20 dead links, each verbatim in the
// old page, were called new in the new ones, and fixed in the old) looked introduced. A new dead link that leads
// where a dead link the change took away led — the same URL as written, the same target — is that link moved:
// existing, and the one taken away is not listed as fixed. Paired one to one, so a second copy is still new.
// So is a dead link mended halfway: a link to a missing page rewritten to the page that exists but with the same
// #fragment still naming no heading there (lago-doc 46296dcb: `/guide/invoicing/taxes#taxes-at-the-add-on-level`
// to `/guide/invoicing/invoicing-settings/taxes#taxes-at-the-add-on-level`): the link was dead before, to that
// section, in that file; its broken-anchor is not new. And a dead link left dead another way is not fixed.
import type { Finding } from '../base/types.js';
import { listIn } from '../base/lookup-table.js';
import { onFindingData, RULES, rulesWith } from '../rules/registry.js';

const MOVABLE = rulesWith('followsMoves');
/** The rules a dead link may have been before the change mended it halfway (mendedHalfwayFrom). */
const HALF_MENDED_FROM = new Set(
  [...RULES.values()].flatMap((r) => (r.mendedHalfwayFrom ? [r.mendedHalfwayFrom] : [])),
);

/** What a dead link is, wherever it is written: its rule, then what the rule's metadata says (followsMoves). */
function destination(f: Finding): string | undefined {
  const as = onFindingData(f, (meta) => meta.followsMoves);
  // And its severity: a link to a folder with no index page (a warning) whose folder the change removed is an error
  // made, not the warning moved.
  return as === undefined ? undefined : `${f.rule}\0${f.severity}\0${as}`;
}

/** What stays of a dead link mended halfway: its rule, its file and the section it names (sectionNamed). */
function halfMended(rule: string, f: Finding): string | undefined {
  const section = onFindingData(f, (meta) => meta.sectionNamed);
  return section === undefined ? undefined : `${rule}\0${f.file}\0${section}`;
}

/** The URL as written, for findings whose data names one. */
export function urlOf(f: Finding): string | undefined {
  const url = (f.data as { url?: unknown }).url;
  return typeof url === 'string' ? url : undefined;
}

/** A link as written in its file, for findings whose data names the URL. */
function linkAsWritten(f: Finding): string | undefined {
  const url = urlOf(f);
  return url === undefined ? undefined : `${f.file}\0${url.trim()}`;
}

export function movedLinks(r: { marked: Finding[]; fixed: Finding[] }): { marked: Finding[]; fixed: Finding[] } {
  if (!r.fixed.some((f) => MOVABLE.has(f.rule)) || !r.marked.some((f) => f.status === 'new' && MOVABLE.has(f.rule)))
    return r;
  const gone = new Map<string, Finding[]>();
  for (const f of r.fixed) {
    const d = destination(f);
    if (d !== undefined) listIn(gone, d).push(f);
  }
  const moved = new Set<Finding>();
  // Dead links the change took away, by rule, file and the section they named.
  const missing = new Map<string, Finding[]>();
  for (const f of r.fixed) {
    const key = HALF_MENDED_FROM.has(f.rule) ? halfMended(f.rule, f) : undefined;
    if (key !== undefined) listIn(missing, key).push(f);
  }
  const take = (list: Finding[] | undefined): Finding | undefined => {
    while (list?.length) {
      const f = list.pop()!;
      if (!moved.has(f)) return f;
    }
    return undefined;
  };
  const marked = r.marked.map((f) => {
    if (f.status !== 'new') return f;
    const d = destination(f);
    let from = d === undefined ? undefined : take(gone.get(d));
    const was = RULES.get(f.rule)?.mendedHalfwayFrom;
    const rest = was === undefined ? undefined : halfMended(was, f);
    if (!from && rest !== undefined) from = take(missing.get(rest));
    if (!from) return f;
    moved.add(from);
    return { ...f, status: 'existing' as const };
  });
  // A dead link the change left dead another way is not fixed: a #section link into a page the change renamed was
  // a broken-anchor before and is a broken-link now, in the same file, as written (CrewForm/crewform, walk 73:
  // "This change fixes 1 earlier finding" above the link it broke further).
  const stillDead = new Set(marked.filter((f) => f.status === 'new' && MOVABLE.has(f.rule)).map(linkAsWritten));
  stillDead.delete(undefined);
  return {
    marked,
    fixed: r.fixed.filter((f) => !moved.has(f) && !(MOVABLE.has(f.rule) && stillDead.has(linkAsWritten(f)))),
  };
}
