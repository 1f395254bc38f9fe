// A dead link moved is not a dead link made. A link's identity names its file, so text moved from one page to
// another (lago-doc #647 split its product changelog into one page per year: 20 dead links, each verbatim in the
// old page, were called new in the new ones, and fixed in the old) looked introduced. A new dead link that leads
// where a dead link the change took away led — the same URL as written, the same target — is that link moved:
// existing, and the one taken away is not listed as fixed. Paired one to one, so a second copy is still new.
import type { Finding } from '../types.js';

const MOVABLE: ReadonlySet<string> = new Set(['broken-link', 'broken-anchor']);

/** What a dead link is, wherever it is written: its rule, its URL as written and where that leads. */
function destination(f: Finding): string | undefined {
  if (f.rule === 'broken-link') return `${f.rule}\0${f.data.url.trim()}\0${f.data.target ?? ''}`;
  if (f.rule === 'broken-anchor') return `${f.rule}\0${f.data.url.trim()}\0${f.data.page}#${f.data.fragment}`;
  return undefined;
}

export function movedLinks(r: { marked: Finding[]; fixed: Finding[] }): { marked: Finding[]; fixed: Finding[] } {
  if (!r.fixed.some((f) => MOVABLE.has(f.rule)) || !r.marked.some((f) => f.status === 'new' && MOVABLE.has(f.rule)))
    return r;
  const gone = new Map<string, Finding[]>();
  for (const f of r.fixed) {
    const d = destination(f);
    if (d === undefined) continue;
    const list = gone.get(d);
    if (list) list.push(f);
    else gone.set(d, [f]);
  }
  const moved = new Set<Finding>();
  const marked = r.marked.map((f) => {
    if (f.status !== 'new') return f;
    const d = destination(f);
    const from = d === undefined ? undefined : gone.get(d)?.pop();
    if (!from) return f;
    moved.add(from);
    return { ...f, status: 'existing' as const };
  });
  return { marked, fixed: r.fixed.filter((f) => !moved.has(f)) };
}
