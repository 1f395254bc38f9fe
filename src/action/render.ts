// Phase 4 of a run: what the findings amount to (what is shown, whether the run fails) and the Markdown a
// reviewer reads — in the summary comment, the check run and the job summary. Pure.
import { mdText } from '../core/render/escape.js';
import { plural } from '../core/base/plural.js';
import { fails, renderReportMarkdown, reported, type ReportContext } from '../core/render/report.js';
import type { Finding } from '../core/base/types.js';
import type { Repo } from '../github/publish.js';
import { CHECK_SUMMARY_BUDGET, CHECK_SUMMARY_CUT } from '../github/limits.js';
import type { Analysed } from './analyse.js';
import type { Inputs } from './inputs.js';

/** Hidden in the summary comment, so that a later run finds and updates it. */
export const MARKER = '<!-- navguard:summary -->';

export const RESOLVED_BODY = `${MARKER}\n## ✅ navguard: navigation OK\n\nEverything this comment reported earlier is resolved.`;

type Policy = Pick<Inputs, 'report' | 'failOn'>;

export interface Tally {
  /** The findings the `report` input keeps, over all roots. */
  shown: Finding[];
  /** Roots that could not be checked (no docs.json where the input points, say). */
  problems: number;
  /** Whether the run fails: a shown finding at or above `fail-on`, or a problem. */
  failed: boolean;
  errors: number;
  warnings: number;
}

export function tally({ results, problems }: Analysed, policy: Policy): Tally {
  const shown = reported(
    results.flatMap((r) => r.comparison.findings),
    policy.report,
  );
  return {
    shown,
    problems: problems.length,
    failed: fails(shown, policy.failOn) || problems.length > 0,
    errors: shown.filter((f) => f.severity === 'error').length,
    warnings: shown.filter((f) => f.severity === 'warning').length,
  };
}

/** Whether there is anything to say in a comment: findings, navigation changes or problems. */
export function hasNews({ results, problems }: Analysed, t: Tally): boolean {
  return t.shown.length > 0 || results.some((r) => r.comparison.changes.length > 0) || problems.length > 0;
}

export function checkTitle(t: Tally): string {
  const counts = `${plural(t.errors, 'error')}, ${plural(t.warnings, 'warning')}`;
  if (!t.problems) return counts;
  // A misconfigured root is not a site without problems: "0 errors" over a failed check reads as a fault of ours.
  const could = `Could not check ${t.problems === 1 ? '1 docs root' : `${t.problems} docs roots`}: see the summary`;
  return t.shown.length ? `${could}; ${counts}` : could;
}

/** The check run's summary: every root's report, in a share of the check's budget, cut to GitHub's limit. */
export function checkSummary(
  { results, problems }: Analysed,
  policy: Policy,
  titled = false,
  context?: ReportContext,
): string {
  const said = problems.map((p) => `> ❌ ${mdText(p)}`);
  const reports = results.map(
    (r) =>
      renderReportMarkdown(r.comparison, {
        report: policy.report,
        failOn: policy.failOn,
        budget: Math.floor(CHECK_SUMMARY_BUDGET / results.length),
        title: results.length > 1 || titled ? r.root : undefined,
        context,
      }).text,
  );
  return [...(said.length ? [said.join('\n')] : []), ...reports].join('\n\n').slice(0, CHECK_SUMMARY_CUT);
}

/** Links a file line at the head commit on GitHub. */
export function blobLink(serverUrl: string, repo: Repo, head: string): (file: string, line: number) => string {
  return (file, line) =>
    `${serverUrl}/${repo.owner}/${repo.repo}/blob/${head}/${file.split('/').map(encodeURIComponent).join('/')}#L${line}`;
}

/** The marker of a run's own comment when its check is keyed by root (one matrix job per root). */
export function keyedMarker(key: string | undefined): string {
  return key ? `<!-- navguard:summary root=${JSON.stringify(key).replace(/--/g, '-\\u002d')} -->` : MARKER;
}

/**
 * The comment and the job summary: the marker, the problems, then every root's report in a share of `budget`.
 * `titled`: name the root even when there is one (a run keyed by root).
 */
export function renderReport(
  { results, problems }: Analysed,
  policy: Policy,
  opts: {
    budget: number;
    link: (file: string, line: number) => string;
    notes: string[];
    marker?: string;
    titled?: boolean;
    context?: ReportContext;
    /** Places of a repeated finding named one by one (the job summary names them all). */
    maxPlaces?: number;
    /** See ReportOptions.siteNotes. */
    siteNotes?: boolean;
    /** See ReportOptions.where. */
    where?: 'comment' | 'job-summary';
  },
): string {
  return [
    opts.marker ?? MARKER,
    ...problems.map((p) => `> ❌ ${mdText(p)}`),
    ...results.map(
      (r) =>
        renderReportMarkdown(r.comparison, {
          report: policy.report,
          failOn: policy.failOn,
          budget: Math.floor(opts.budget / Math.max(1, results.length)) - 200,
          link: opts.link,
          title: results.length > 1 || opts.titled ? r.root : undefined,
          notes: opts.notes,
          context: opts.context,
          maxPlaces: opts.maxPlaces,
          ...(opts.siteNotes === false ? { siteNotes: false } : {}),
          ...(opts.where ? { where: opts.where } : {}),
        }).text,
    ),
  ].join('\n\n');
}
