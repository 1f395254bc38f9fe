// `navguard diff`: two states of a docs site (git revisions or folders) → outline, changes, findings.
import type { Comparison } from '../core/compare/compare.js';
import { groupCopies } from '../core/compare/copy-groups.js';
import type { Diffed } from '../app/diff.js';
import type { Io } from './io.js';
import { writeJson, renderText, publicFinding } from '../core/render/findings.js';
import { outlineAsWritten, renderOutlineText, reportedOutline } from '../core/render/outline.js';
import { changeSummary, renderReportMarkdown, reported } from '../core/render/report.js';
import { COMMENT_MAX } from '../github/limits.js';
import { exitCode, settle, type AdoptionOptions } from '../app/adoption.js';
import { baselineJson, noneShownWords, renderRuleSummary } from '../core/render/rule-summary.js';
import type { Finding } from '../core/base/types.js';
import { plural } from '../core/base/plural.js';

export interface DiffOptions extends AdoptionOptions {
  format: 'text' | 'markdown' | 'json';
  report: 'new' | 'all';
  color: boolean;
}

/** Writes a diff's answer in the format asked, and gives its exit code. */
export function renderDiff(opts: DiffOptions, diffed: Diffed, io: Io): number {
  const { format, report } = opts;
  const { states, comparison: c, folders } = diffed;
  // Through the change's renames, as the comparison matches; and no entry is called stale: a diff reads only what
  // the change can break, so an entry it did not see may well still hold (`check --baseline` tells).
  // One problem in several versions or languages of a page is one finding, once the baseline has seen each place.
  const settled = settle(c.findings, opts, (fs) => groupCopies(reported(fs, report), folders), states.renames);
  const { shown } = settled;
  const { stale: _unseen, ...extras } = settled.extras;
  const grouped = (findings: readonly Finding[]): Comparison => ({ ...c, findings: groupCopies(findings, folders) });
  // What the baseline holds is gone from every output, the comment's counts included (JSON and Markdown).
  const kept = (): Comparison => {
    const heldSet = new Set(settled.held);
    return grouped(c.findings.filter((f) => !heldSet.has(f)));
  };

  if (format === 'json') {
    writeJson((piece) => io.out.write(piece), states.rootLabel, shown, c.head?.stats ?? emptyStats(), {
      base: states.base.label,
      head: states.head.label,
      changes: c.changes.map(({ span: _span, ...rest }) => rest),
      ...(c.apiPages && { apiPages: c.apiPages }),
      outline: outlineAsWritten(c.outline, { base: c.base?.site.source, head: c.head?.site.source }),
      fixed: c.fixed.map(publicFinding),
      counts: countsOf(kept().findings),
      ...baselineJson(extras),
    });
  } else if (format === 'markdown') {
    io.out.write(renderReportMarkdown(kept(), { report, failOn: 'error', budget: COMMENT_MAX }).text + '\n');
  } else {
    const none = noneShownWords(extras, true);
    io.out.write(renderDiffText(kept(), shown, states.base.label, states.head.label, opts.color, report, none));
    io.out.write(renderRuleSummary(shown, extras));
  }
  return exitCode(settled, opts);
}

function renderDiffText(
  c: Comparison,
  shown: ReturnType<typeof reported>,
  base: string,
  head: string,
  color: boolean,
  report: 'new' | 'all',
  none?: string,
): string {
  const fixes = c.fixed.length ? `. This change fixes ${plural(c.fixed.length, 'earlier finding')}.` : '';
  const header = `Navigation: ${base} → ${head}: ${changeSummary(c)}${fixes}\n\n`;
  const tree = reportedOutline(c.outline, report, shown);
  // An unchanged navigation is said once, by the header (the closing line counts its entries).
  const outline = tree.changed ? renderOutlineText(tree, color) + '\n' : '';
  const notListed = report === 'new' ? c.findings.filter((f) => f.status === 'existing').length : 0;
  return (
    header +
    outline +
    renderText(shown, c.head?.stats ?? {}, color, {
      notListed,
      linksReadIn: c.linksReadIn,
      changedFiles: c.changedFiles,
      noneShown: none,
    })
  );
}

function countsOf(findings: readonly Finding[]): { new: number; existing: number } {
  return {
    new: findings.filter((f) => f.status === 'new').length,
    existing: findings.filter((f) => f.status === 'existing').length,
  };
}

function emptyStats() {
  return {
    pages: 0,
    entries: 0,
    endpoints: 0,
    orphans: 0,
    dangling: 0,
    redirects: 0,
    linksChecked: 0,
    filesLinkChecked: 0,
    specs: 0,
    endpointsUnchecked: 0,
  };
}
