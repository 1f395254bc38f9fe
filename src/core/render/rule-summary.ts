// The closing lines of a terminal report: how many findings each rule made, and what a baseline held back.
// Kept apart from the findings' own rendering so that grouping them changes nothing here.
import type { Finding } from '../base/types.js';

export interface SummaryExtras {
  /** Findings a baseline held (not shown, not failing). */
  baselined?: number;
  /** Baseline entries that matched nothing: fixed since, dropped by `--update-baseline`. */
  stale?: number;
  /** Findings left out by `--quiet` (warnings and notices). */
  hidden?: number;
}

/** `rule count` pairs, most frequent first, then by rule id. */
export function ruleCounts(findings: readonly Finding[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const f of findings) counts.set(f.rule, (counts.get(f.rule) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
}

/**
 * What a report's closing line says when it lists nothing because a baseline or --quiet left findings out, not "no
 * problems" (CrewForm/crewform, walk 73); undefined when nothing was left out. `fresh`: a diff's, of new findings.
 */
export function noneShownWords(extras: SummaryExtras, fresh: boolean): string | undefined {
  const what = fresh ? 'new ' : '';
  if (extras.baselined) return `no ${what}findings beyond the baseline`;
  return extras.hidden ? `no ${what}errors` : undefined;
}

export function renderRuleSummary(findings: readonly Finding[], extras: SummaryExtras = {}): string {
  const lines: string[] = [];
  const counts = ruleCounts(findings);
  if (counts.length) lines.push(`By rule: ${counts.map(([rule, n]) => `${rule} ${n}`).join(', ')}`);
  if (extras.hidden)
    lines.push(
      `${extras.hidden === 1 ? '1 warning or notice' : `${extras.hidden} warnings and notices`} not shown (--quiet).`,
    );
  if (extras.baselined)
    lines.push(`${extras.baselined} known ${extras.baselined === 1 ? 'finding' : 'findings'} held by the baseline.`);
  if (extras.stale)
    lines.push(
      `${extras.stale} baseline ${extras.stale === 1 ? 'entry no longer occurs' : 'entries no longer occur'}: run with --update-baseline to drop ${extras.stale === 1 ? 'it' : 'them'}.`,
    );
  return lines.length ? lines.join('\n') + '\n' : '';
}

/** What the JSON report adds when a baseline was applied. */
export function baselineJson(extras: SummaryExtras): Record<string, unknown> {
  if (extras.baselined === undefined) return {};
  return { baseline: { held: extras.baselined, ...(extras.stale !== undefined ? { stale: extras.stale } : {}) } };
}
