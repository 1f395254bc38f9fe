// The orders findings are shown in, and their counts by severity: one definition each for every output.
import { SEVERITY_RANK, type Finding, type Severity } from './types.js';

/** Where a finding is: file, line, column, then rule id (the order of terminal, JSON and SARIF output). */
export function byPosition(a: Finding, b: Finding): number {
  if (a.file !== b.file) return a.file < b.file ? -1 : 1;
  return a.line - b.line || a.column - b.column || (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0);
}

/** Sorts in place by position; the sort is stable, so findings at one spot keep the order rules made them in. */
export function sortFindings<F extends Finding>(findings: F[]): F[] {
  return findings.sort(byPosition);
}

/**
 * Findings ranked for scarce room (a comment's table, ten annotations): severity, then introduced by the
 * change, then (when `inDiff` is given) on a line the diff shows, then file and line.
 */
export function rankFindings(findings: readonly Finding[], inDiff?: (f: Finding) => boolean): Finding[] {
  const diffRank = (f: Finding): number => (inDiff?.(f) ? 1 : 0);
  return [...findings].sort(
    (a, b) =>
      SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity] ||
      Number(b.status === 'new') - Number(a.status === 'new') ||
      diffRank(b) - diffRank(a) ||
      a.file.localeCompare(b.file) ||
      a.line - b.line,
  );
}

export function countBySeverity(findings: readonly Finding[]): Record<Severity, number> {
  const c: Record<Severity, number> = { error: 0, warning: 0, notice: 0 };
  for (const f of findings) c[f.severity]++;
  return c;
}
