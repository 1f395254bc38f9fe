// A dead link the change edited and left dead is new (the writer touched it), but it was not made by the change:
// CerebriumAI/documentation 5dd68a120b (fresh set 96) rewrote `../environments/app-scaling` to
// `/environments/app-scaling`, both leading nowhere, and turso-docs rewrote one wrong #fragment to another; each read
// as a 404 the change brought. Such a finding now says what the line's link was, and the old one is not listed as
// fixed. Paired through the file's own diff: a line the change rewrote in place (as many lines removed as added).
// One rewritten only to follow a folder the change moved, to the same missing page there, is the dead link moved,
// not one the writer made: cudoventures/cudo-compute-docs fb6a1d997d (fresh set 121) moved the site under docs/ and
// prefixed every link, and 19 links dead before read as new.
import { diffLines } from 'diff';
import type { Finding } from '../base/types.js';
import type { SiteSource } from '../site/source.js';
import { rulesWith } from '../rules/registry.js';
import { listIn } from '../base/lookup-table.js';
import { urlOf } from './moved-links.js';
import { folderMoves, movedPath } from './folder-moves.js';

const DEAD = rulesWith('followsMoves');

/** Base line → head line, for the lines a change rewrote in place. */
function rewrittenLines(before: string, after: string): Map<number, number> {
  const map = new Map<number, number>();
  let a = 1;
  let b = 1;
  const parts = diffLines(before, after);
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i]!;
    const n = p.count ?? 0;
    const next = parts[i + 1];
    if (p.removed && next?.added && (next.count ?? 0) === n) {
      for (let k = 0; k < n; k++) map.set(a + k, b + k);
      a += n;
      b += n;
      i++;
    } else if (p.removed) a += n;
    else if (p.added) b += n;
    else {
      a += n;
      b += n;
    }
  }
  return map;
}

export function editedDeadLinks(
  r: { marked: Finding[]; fixed: Finding[] },
  base: SiteSource | undefined,
  head: SiteSource | undefined,
  /** Head files' names in the base (renamed files). */
  oldNames: ReadonlyMap<string, string>,
): { marked: Finding[]; fixed: Finding[] } {
  if (!base || !head) return r;
  const oldName = (file: string): string => oldNames.get(file) ?? file;
  const moves = folderMoves([...oldNames].map(([now, was]) => [was, now] as const));
  const gone = new Map<string, Finding[]>();
  for (const f of r.fixed) if (DEAD.has(f.rule) && urlOf(f) !== undefined) listIn(gone, f.file).push(f);
  if (!gone.size) return r;
  const maps = new Map<string, Map<number, number>>();
  const used = new Set<Finding>();
  const marked = r.marked.map((f): Finding => {
    if (f.status !== 'new' || (f.rule !== 'broken-link' && f.rule !== 'broken-anchor')) return f;
    const was = oldName(f.file);
    const candidates = gone.get(was);
    if (!candidates) return f;
    let map = maps.get(f.file);
    if (!map) {
      map = rewrittenLines(base.read(was) ?? '', head.read(f.file) ?? '');
      maps.set(f.file, map);
    }
    const before = candidates.find((c) => !used.has(c) && map.get(c.line) === f.line && urlOf(c) !== f.data.url);
    if (!before) return f;
    used.add(before);
    const url = urlOf(before)!;
    const [then, now] = [deadEnd(before), deadEnd(f)];
    const followed = then !== undefined && now !== undefined && movedPath(then, moves) === now;
    return {
      ...f,
      ...(followed && { status: 'existing' as const }),
      message: `${f.message} This change rewrote the link on this line: before it, the line linked to "${url}", which was dead too${followed ? ', at the same place before the folders moved' : ''}.`,
      data: { ...f.data, brokenBefore: url },
    } as Finding;
  });
  return { marked, fixed: r.fixed.filter((f) => !used.has(f)) };
}

/** Where a dead link leads, as a path of the docs root (with its #fragment for a broken anchor). */
function deadEnd(f: Finding): string | undefined {
  if (f.rule === 'broken-link') return f.data.target;
  if (f.rule === 'broken-anchor') return `${f.data.page}#${f.data.fragment}`;
  return undefined;
}
