// The orders findings are shown in, their counts by severity, and what a finding says apart from where it is: one
// definition each for every output and for the comparison's grouping of copies.
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

/** docs.json or mint.json (at any docs root): what every page of the site is built from. */
const CONFIG_FILE = /(^|\/)(docs|mint)\.json$/;

/**
 * Findings ranked for scarce room (a comment's table, ten annotations): severity, then introduced by the
 * change, then (when `inDiff` is given) on a line the diff shows, then those in the site's config file, then file
 * and line. The config first: getprimo/docs ec55f0f2 dropped every language's tabs (5 mixed-children errors in
 * docs.json) and the comment showed them after 72 broken links in pages whose paths sort before "docs.json".
 */
export function rankFindings(findings: readonly Finding[], inDiff?: (f: Finding) => boolean): Finding[] {
  const diffRank = (f: Finding): number => (inDiff?.(f) ? 1 : 0);
  const configRank = (f: Finding): number => (CONFIG_FILE.test(f.file) ? 1 : 0);
  return [...findings].sort(
    (a, b) =>
      SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity] ||
      Number(b.status === 'new') - Number(a.status === 'new') ||
      diffRank(b) - diffRank(a) ||
      configRank(b) - configRank(a) ||
      a.file.localeCompare(b.file) ||
      a.line - b.line,
  );
}

export function countBySeverity(findings: readonly Finding[]): Record<Severity, number> {
  const c: Record<Severity, number> = { error: 0, warning: 0, notice: 0 };
  for (const f of findings) c[f.severity]++;
  return c;
}

/** Object keys sorted, so that data built in another key order still compares equal. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object')
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(v) ?? 'undefined';
}

/**
 * What a finding says apart from where it is. A JSON path in the data (`path` as an array: schema, structure
 * rules) is a place like the line is; a `path` string (an endpoint's URL path, a symlink) is what it is about.
 */
export function shapeKey(f: Finding): string {
  const data: Record<string, unknown> = { ...(f.data as Record<string, unknown>) };
  if (Array.isArray(data.path)) delete data.path;
  return canonical([f.rule, f.severity, f.status ?? '', f.fix?.message ?? '', data]);
}
