// Phase 2 of a run: the commits to compare (the head, and for a pull request or merge group the merge base
// with its base) and the docs roots to check in them. Reads git; never GitHub.
import { mergeBase, resolveCommit } from '../adapters/git.js';
import { findRoots } from '../adapters/roots.js';
import type { EventRefs } from './event.js';
import type { Step } from './request.js';

export interface Revisions {
  head: string;
  /** Undefined on a push: the head is checked alone. */
  base?: string;
  roots: string[];
}

export function resolveRevisions(workspace: string, refs: EventRefs, wantedRoots: readonly string[]): Step<Revisions> {
  let head: string;
  let base: string | undefined;
  try {
    head = resolveCommit(workspace, refs.head);
    if (refs.kind !== 'push') {
      const b = resolveCommit(workspace, refs.base);
      base = mergeBase(workspace, b, head) ?? b;
    }
  } catch (e) {
    return { ok: false, message: (e as Error).message };
  }
  const roots = findRoots(workspace, base ? [base, head] : [head], wantedRoots);
  if (!roots.length)
    return {
      ok: false,
      message: `no docs.json found in this repository${wantedRoots.length ? ` under ${wantedRoots.join(', ')}` : ''}. Set the "root" input to the folder that holds docs.json.`,
    };
  return { ok: true, value: { head, base, roots } };
}
