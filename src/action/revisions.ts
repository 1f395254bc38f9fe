// Phase 2 of a run: the commits to compare and the docs roots to check in them. A pull request, merge group
// or `base-ref` compares from where the histories meet; a push compares with the branch's previous tip; a
// manual or scheduled run (and a branch's first push) checks the head alone. Reads git; never GitHub.
import { GitError, mergeBase, resolveCommit, topAndCommits } from '../adapters/git.js';
import { docsFolders, selectRoots } from '../adapters/roots.js';
import type { EventRefs } from './event.js';
import type { Step } from './request.js';

export interface Revisions {
  head: string;
  /** Undefined when the head is checked alone (an audit). */
  base?: string;
  roots: string[];
  /**
   * Set when the `root` input picks some of the repository's docs roots: then this run's check run and
   * comment are its own, so that one job per root (a matrix) does not overwrite another's.
   */
  key?: string;
  /** What a reader should know about the choice of commits (a push whose previous commit is gone). */
  notes?: string[];
}

/** The previous tip of a pushed branch, or why the push is checked on its own. */
function pushBase(workspace: string, before: string, head: string, forced = false): { base?: string; note?: string } {
  let base: string;
  try {
    base = resolveCommit(workspace, before);
  } catch (e) {
    const why = e instanceof GitError ? e.message : String(e);
    return {
      note: `The push's previous commit ${before.slice(0, 12)} cannot be read${forced ? ' (the push rewrote history)' : ''}, so this run checks ${head.slice(0, 12)} on its own and reports every finding as existing. ${why}`,
    };
  }
  // A forced push that only added commits rewrote nothing; in a shallow clone git cannot tell, so it is said.
  const rewrote = forced && mergeBase(workspace, base, head) !== base;
  return {
    base,
    note: rewrote
      ? `This push rewrote history: findings are compared with the branch as it was before the push (${base.slice(0, 12)}).`
      : undefined,
  };
}

export function resolveRevisions(workspace: string, refs: EventRefs, wantedRoots: readonly string[]): Step<Revisions> {
  let head: string;
  let base: string | undefined;
  const notes: string[] = [];
  try {
    // The two commits of a comparison, asked of one git process when it can answer both plainly.
    const both = 'base' in refs ? topAndCommits(workspace, [refs.head, refs.base])?.commits : undefined;
    head = both?.[0] ?? resolveCommit(workspace, refs.head);
    if (refs.kind === 'push') {
      if (refs.before) {
        const b = pushBase(workspace, refs.before, head, refs.forced);
        base = b.base;
        if (b.note) notes.push(b.note);
      }
    } else if (refs.kind !== 'audit') {
      const b = both?.[1] ?? resolveCommit(workspace, refs.base);
      base = mergeBase(workspace, b, head) ?? b;
    }
  } catch (e) {
    return { ok: false, message: (e as Error).message };
  }
  const found = docsFolders(workspace, base ? [base, head] : [head]);
  const roots = selectRoots(found, wantedRoots);
  if (!roots.length)
    return {
      ok: false,
      message: `no docs.json found in this repository${wantedRoots.length ? ` under ${wantedRoots.join(', ')}` : ''}. Set the "root" input to the folder that holds docs.json.`,
    };
  const partial = wantedRoots.length > 0 && found.some((r) => !roots.includes(r));
  return { ok: true, value: { head, base, roots, key: partial ? roots.join(', ') : undefined, notes } };
}
