// The `baseline` input: findings listed in a baseline file (written by `navguard check --update-baseline`) are
// taken out of every root's results before they are tallied, so they neither fail the run nor fill the comment.
// Files the change renamed are followed, as `diff --baseline` follows them.
import { applyBaseline, parseBaseline } from '../core/compare/baseline.js';
import type { Analysed } from './analyse.js';

/** The results without the findings the baseline holds, and how many it held. */
export function holdBaselined(analysed: Analysed, text: string, source: string): { analysed: Analysed; held: number } {
  const baseline = parseBaseline(text, source);
  let held = 0;
  const results = analysed.results.map((r) => {
    const m = applyBaseline(r.comparison.findings, baseline, r.renames);
    held += m.baselined.length;
    return { ...r, comparison: { ...r.comparison, findings: m.fresh } };
  });
  return { analysed: { ...analysed, results }, held };
}
