// The closing lines of a terminal report: how many findings each rule made, and what a baseline held back.
// Kept apart from the findings' own rendering so that grouping them changes nothing here.
import type { Finding } from '../base/types.js';
import type { RuleData } from '../rules/ids.js';
import { stripPageExt } from '../base/paths.js';

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

/**
 * Where broken links lead, most linked first, when several links lead to one path (beeos-ai/beeos-docs d1f432e0f8,
 * fresh set 86: 65 broken links to 8 pages not yet written): a page or a redirect at each mends every link to it.
 */
export function brokenTargets(findings: readonly Finding[]): BrokenTargets | undefined {
  const counts = new Map<string, number>();
  let pages = true;
  for (const f of findings) {
    const data = f.rule === 'broken-link' ? (f.data as RuleData['broken-link'] | undefined) : undefined;
    // Not a link to a folder with no index page: a warning that it may not be answered, no broken link.
    if (data?.target === undefined || data.folder) continue;
    // `benchmarks.md` and `/benchmarks` lead to one path: the builder serves a page without its extension.
    const target = stripPageExt(data.target);
    counts.set(target, (counts.get(target) ?? 0) + 1);
    // A file (an image) wants the file; a path in other letter case, its case written right.
    if (data.casedAs !== undefined || /\.[a-z0-9]+$/i.test(target)) pages = false;
  }
  const links = [...counts.values()].reduce((k, n) => k + n, 0);
  // Worth a line when it at least halves what the writer must mend (65 links, 8 pages), not 5 links to 4 paths.
  if (links < 3 || counts.size * 2 > links) return undefined;
  const paths = [...counts].map(([t, n]): [string, number] => [`/${t}`, n]).sort((a, b) => b[1] - a[1]);
  return { paths, pages };
}

export interface BrokenTargets {
  /** Each path broken links lead to, with how many lead there; most first. */
  paths: [string, number][];
  /** Every path is a page's, which a page or a redirect there would answer. */
  pages: boolean;
}

/** brokenTargets in one sentence, the first `named` paths spelled out with `show`. */
export function brokenTargetsSentence(
  { paths, pages }: BrokenTargets,
  show = (path: string) => path,
  named = 5,
): string {
  const links = paths.reduce((k, [, n]) => k + n, 0);
  const listed = paths.slice(0, named).map(([path, n]) => `${show(path)} (${n})`);
  const rest = paths.length - listed.length;
  const one = paths.length === 1;
  const mend = pages ? ` A page or a redirect at ${one ? 'it' : 'each'} mends every link to it.` : '';
  return `${links} broken links lead to ${one ? '1 path' : `${paths.length} paths`}: ${listed.join(', ')}${rest ? ` and ${rest} more` : ''}.${mend}`;
}

export function renderRuleSummary(findings: readonly Finding[], extras: SummaryExtras = {}): string {
  const lines: string[] = [];
  const counts = ruleCounts(findings);
  if (counts.length) lines.push(`By rule: ${counts.map(([rule, n]) => `${rule} ${n}`).join(', ')}`);
  const targets = brokenTargets(findings);
  if (targets) lines.push(brokenTargetsSentence(targets));
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
