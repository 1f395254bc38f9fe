// The action's inputs, read once and checked, with one readable error per bad value.
import micromatch from 'micromatch';
import { suggest } from '../core/base/suggest.js';

export interface Inputs {
  roots: string[];
  config?: string;
  /** Baseline file (repository-relative) whose findings are held back. */
  baseline?: string;
  failOn: 'error' | 'warning' | 'never';
  report: 'new' | 'all';
  comment: 'always' | 'on-change' | 'never';
  /** Review suggestions (one-click fixes on the PR's changed lines); off with the comment off too. */
  suggestions: boolean;
  annotations: 'check' | 'commands' | 'none';
  /** Which places findings are kept from: lines the change added, its diff hunks, files it changed, or all. */
  filter: Filter;
  /** Revisions to compare instead of the event's (branch, tag or commit). */
  baseRef?: string;
  headRef?: string;
  /** Only find the docs roots (the `roots` output), for a matrix that checks one root per job. */
  listRoots: boolean;
  token: string;
  /** `commit`: the safe fixes of the reported findings become one commit on a same-repository PR's branch. */
  fix: 'none' | 'commit';
  /** Token for the fix commit (a PAT or an app's token, so that the commit starts a new run); else `token`. */
  fixToken?: string;
  /** Where rule ids link (docs/rules.md); default: the action's own repository at its ref. */
  rulesUrl?: string;
  /** Folder (workspace-relative or absolute) that keeps page scans between runs, restored by actions/cache. */
  cache?: string;
}

export const FILTERS = ['added', 'diff-context', 'file', 'all'] as const;
export type Filter = (typeof FILTERS)[number];

export class InputError extends Error {}

function oneOf<T extends string>(name: string, value: string, allowed: readonly T[], fallback: T): T {
  const v = value.trim() || fallback;
  if (!(allowed as readonly string[]).includes(v)) {
    const near = suggest(v, allowed);
    throw new InputError(
      `input "${name}" must be one of ${allowed.join(', ')} (got "${value}")${near ? `; did you mean ${near}?` : ''}`,
    );
  }
  return v as T;
}

export function readInputs(get: (name: string) => string): Inputs {
  const roots = get('root')
    .split(/[\n,]/)
    .map((s) => s.trim())
    .filter(Boolean);
  return {
    roots,
    config: get('config').trim() || undefined,
    baseline: get('baseline').trim() || undefined,
    failOn: oneOf('fail-on', get('fail-on'), ['error', 'warning', 'never'] as const, 'error'),
    report: oneOf('report', get('report'), ['new', 'all'] as const, 'new'),
    comment: oneOf('comment', get('comment'), ['always', 'on-change', 'never'] as const, 'on-change'),
    annotations: oneOf('annotations', get('annotations'), ['check', 'commands', 'none'] as const, 'check'),
    filter: oneOf('filter', get('filter'), FILTERS, 'all'),
    baseRef: get('base-ref').trim() || undefined,
    headRef: get('head-ref').trim() || undefined,
    suggestions: oneOf('suggestions', get('suggestions'), ['true', 'false'] as const, 'true') === 'true',
    listRoots: oneOf('list-roots', get('list-roots'), ['true', 'false'] as const, 'false') === 'true',
    token: get('token').trim(),
    fix: oneOf('fix', get('fix'), ['none', 'commit'] as const, 'none'),
    fixToken: get('fix-token').trim() || undefined,
    rulesUrl: get('rules-url').trim() || undefined,
    cache: get('cache').trim() || undefined,
  };
}

/**
 * Entries of the `root` input that name nothing: globs that match none of the docs roots found. (A plain
 * folder is always checked, and reported there when it holds no docs.json.)
 */
export function unmatchedRoots(wanted: readonly string[], roots: readonly string[]): string[] {
  const clean = (w: string): string => w.replace(/^\.\/+/, '').replace(/\/+$/, '') || '.';
  return wanted.filter(
    (w) => micromatch.scan(clean(w)).isGlob && !roots.some((r) => micromatch.isMatch(r, clean(w), { dot: true })),
  );
}
