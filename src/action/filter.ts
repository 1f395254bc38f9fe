// The `filter` input: which places of a change findings are kept from — lines it added (`added`), its diff
// hunks with their context lines (`diff-context`), files it changed (`file`), or everywhere (`all`). It narrows
// the `report` input (new findings, or all), never widens it. `changedPlaces` asks git (adapter);
// `filterAnalysed` is pure.
import { git } from '../adapters/git.js';
import type { Finding } from '../core/base/types.js';
import type { Analysed } from './analyse.js';
import type { Filter } from './inputs.js';
import { diffLines } from './plan.js';

/** Where a change touched the repository, repository-relative. */
export interface ChangedPlaces {
  /** Files the change added, modified, renamed into or deleted. */
  files: Set<string>;
  /** Of those, the ones it deleted: a finding there is about the deletion itself. */
  deleted: Set<string>;
  /** Right-side lines per file: added ones (`-U0`), or those inside hunks with 3 lines of context. */
  lines: Map<string, Set<number>>;
}

export function changedPlaces(
  workspace: string,
  base: string,
  head: string,
  roots: readonly string[],
  filter: Exclude<Filter, 'all'>,
): ChangedPlaces {
  const scope = ['--', ...roots];
  const deleted = new Set(
    git(workspace, ['diff', '--no-ext-diff', '--name-only', '--diff-filter=D', '-z', base, head, ...scope])
      .toString('utf8')
      .split('\0')
      .filter(Boolean),
  );
  const files = new Set(
    git(workspace, ['diff', '--no-ext-diff', '--name-only', '-z', base, head, ...scope])
      .toString('utf8')
      .split('\0')
      .filter(Boolean),
  );
  if (filter === 'file') return { files, deleted, lines: new Map() };
  const context = filter === 'added' ? '-U0' : '-U3';
  const unified = git(workspace, ['diff', '--no-color', '--no-ext-diff', context, base, head, ...scope]);
  return { files, deleted, lines: diffLines(unified.toString('utf8').replace(/\n$/, '')) };
}

/** Whether a finding lies where the filter looks. A finding in a file the change deleted is on the change. */
export function inFilter(f: Finding, filter: Filter, places: ChangedPlaces): boolean {
  if (filter === 'all') return true;
  if (!places.files.has(f.file)) return false;
  if (filter === 'file') return true;
  if (places.deleted.has(f.file)) return true;
  const lines = places.lines.get(f.file);
  if (!lines) return false;
  for (let l = f.line; l <= Math.max(f.line, f.endLine ?? f.line); l++) if (lines.has(l)) return true;
  return false;
}

/** The same analysis with only the findings the filter keeps. */
export function filterAnalysed(analysed: Analysed, filter: Filter, places: ChangedPlaces): Analysed {
  if (filter === 'all') return analysed;
  return {
    ...analysed,
    results: analysed.results.map((r) => ({
      ...r,
      comparison: { ...r.comparison, findings: r.comparison.findings.filter((f) => inFilter(f, filter, places)) },
    })),
  };
}
