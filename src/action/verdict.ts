// Phase 6 of a run: what it leaves behind — the JSON report, the step's outputs — and its verdict, with
// the sentence that says why. Pure; run.ts writes them.
import { publicFinding } from '../core/render/findings.js';
import { plural } from '../core/base/plural.js';
import { rulesWith } from '../core/rules/registry.js';
import type { Analysed } from './analyse.js';
import { OUTPUT_MAX } from '../github/limits.js';
import type { Inputs } from './inputs.js';
import type { Tally } from './render.js';
import type { Revisions } from './revisions.js';
import type { Finding } from '../core/base/types.js';

const DANGLING_RULES = rulesWith('dangling');

/** The report written to RUNNER_TEMP/navguard-report.json (its `version` is the document's format). */
export function reportDocument(eventName: string, { base, head }: Revisions, { results, problems }: Analysed): object {
  return {
    version: 1,
    event: eventName,
    base,
    head,
    roots: results.map((r) => ({
      root: r.root,
      stats: r.comparison.head?.stats,
      changes: r.comparison.changes.map(({ span: _s, ...c }) => c),
      ...(r.comparison.apiPages && { apiPages: r.comparison.apiPages }),
      findings: r.comparison.findings.map(publicFinding),
    })),
    problems,
  };
}

/** A step output cut to GitHub's limit, saying so at its end. */
export function fitOutput(text: string, max = OUTPUT_MAX): string {
  if (text.length <= max) return text;
  const note = '\n\n*navguard: cut here to fit the size of a step output; the job summary has the whole report.*';
  return text.slice(0, max - note.length) + note;
}

/** The `roots` output: the docs roots checked (or, with `list-roots`, to check), as a JSON array. */
export function rootsOutput(roots: readonly string[]): string {
  return JSON.stringify(roots);
}

/** The places findings are at: each finding's own, and those of its copies in other versions and languages. */
function places(findings: readonly Finding[]): number {
  return findings.reduce((n, f) => n + 1 + (f.copies?.places.length ?? 0), 0);
}

/** The step's outputs, as action.yml declares them. */
export function actionOutputs(
  t: Tally,
  { results }: Analysed,
  reportPath: string,
  more?: { roots: readonly string[]; commentContent: string },
): Record<string, string> {
  return {
    ...(more ? { roots: rootsOutput(more.roots), 'comment-content': fitOutput(more.commentContent) } : {}),
    errors: String(t.errors),
    warnings: String(t.warnings),
    // Pages and references, each copy of one (a version's, a language's) counted: one finding may hold several.
    orphans: String(places(t.shown.filter((f) => f.rule === 'orphan-page'))),
    dangling: String(places(t.shown.filter((f) => DANGLING_RULES.has(f.rule)))),
    'outline-changed': String(results.some((r) => r.comparison.changes.length > 0)),
    'report-json': reportPath,
  };
}

/** The step's status and the one line that explains it. */
export function verdict(
  t: Tally,
  { problems }: Analysed,
  policy: Pick<Inputs, 'report' | 'failOn'>,
): { failed: boolean; message: string } {
  const scope = policy.report === 'new' ? ' introduced by this change' : '';
  const found = `${plural(t.errors, 'error')} and ${plural(t.shown.length - t.errors, 'other finding')}${scope}`;
  if (t.failed) {
    // Only problems (no docs.json where the root input points): nothing was checked, so no count is said.
    const parts = [...problems];
    if (!problems.length || t.shown.length) parts.push(`${found} (fail-on: ${policy.failOn}).`);
    return { failed: true, message: `navguard: ${parts.join(' ')}` };
  }
  return {
    failed: false,
    message: `navguard: ${plural(t.shown.length, 'finding')}${scope}; nothing at or above fail-on "${policy.failOn}".`,
  };
}
