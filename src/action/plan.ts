// Pure decisions about what to post: which findings become workflow-command annotations (GitHub shows at
// most 10 of each level per step), check-run annotations, and review suggestions on lines of the diff.
import type { Finding, Severity, TextEdit } from '../core/base/types.js';
import { mdProse } from '../core/render/escape.js';
import { fullMessage } from '../core/render/group.js';
import { fingerprint } from '../core/base/fingerprint.js';
import { SUGGESTION_MARKER, type CheckAnnotation, type ReviewSuggestion } from '../github/publish.js';
import { ANNOTATION_MESSAGE_CUT, ANNOTATION_TITLE_MAX, COMMAND_ANNOTATIONS_PER_LEVEL } from '../github/limits.js';

/** Suggestions posted per run: navguard's choice, so that a review stays readable. */
export const REVIEW_CAP = 30;

/** Findings ranked for scarce slots: severity, then introduced by the PR, then in the diff, then place. */
export { rankFindings } from '../core/base/findings.js';

/** The top findings per level that workflow commands can show, and how many did not fit. */
export function commandAnnotations(ranked: readonly Finding[]): { shown: Finding[]; hidden: Record<Severity, number> } {
  const shown: Finding[] = [];
  const used: Record<Severity, number> = { error: 0, warning: 0, notice: 0 };
  const hidden: Record<Severity, number> = { error: 0, warning: 0, notice: 0 };
  for (const f of ranked) {
    if (used[f.severity] < COMMAND_ANNOTATIONS_PER_LEVEL) {
      used[f.severity]++;
      shown.push(f);
    } else hidden[f.severity]++;
  }
  return { shown, hidden };
}

const LEVEL: Record<Severity, CheckAnnotation['annotation_level']> = {
  error: 'failure',
  warning: 'warning',
  notice: 'notice',
};

export function checkAnnotation(f: Finding): CheckAnnotation {
  const single = f.endLine === undefined || f.endLine === f.line;
  const message = fullMessage(f, '\n\n', 10);
  return {
    path: f.file,
    start_line: f.line,
    end_line: single ? f.line : f.endLine!,
    ...(single ? { start_column: f.column, end_column: Math.max(f.column, (f.endColumn ?? f.column + 1) - 1) } : {}),
    annotation_level: LEVEL[f.severity],
    message: message.slice(0, ANNOTATION_MESSAGE_CUT),
    title: `navguard: ${f.rule}${f.status === 'new' ? ' (new)' : ''}`.slice(0, ANNOTATION_TITLE_MAX),
  };
}

/** Right-side lines inside the PR diff's hunks, per file, from a unified diff. */
export function diffLines(unified: string): Map<string, Set<number>> {
  const out = new Map<string, Set<number>>();
  let file: string | undefined;
  let line = 0;
  let inHunk = false;
  for (const raw of unified.split('\n')) {
    if (raw.startsWith('diff --git')) {
      file = undefined;
      inHunk = false;
      continue;
    }
    if (raw.startsWith('+++ ')) {
      const p = raw.slice(4);
      file = p === '/dev/null' ? undefined : p.replace(/^b\//, '');
      continue;
    }
    const h = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/.exec(raw);
    if (h) {
      line = Number(h[1]);
      inHunk = true;
      continue;
    }
    if (!inHunk || !file || raw.startsWith('\\')) continue;
    if (raw.startsWith('-')) continue;
    if (raw.startsWith('+') || raw.startsWith(' ') || raw === '') {
      let set = out.get(file);
      if (!set) out.set(file, (set = new Set()));
      set.add(line++);
    }
  }
  return out;
}

export interface Suggestion extends ReviewSuggestion {
  finding: Finding;
}

/**
 * Review suggestions for fixable findings whose edit touches a single line that is part of the diff.
 * A suggestion replaces the whole commented line, so the block holds that line with the edit applied. Edits of one
 * line are one suggestion: two suggestions for one line each hold the other's text unfixed, so committing both
 * undid the first (q-uestionable-AI/qai, walk 77: a broken link and a broken anchor in one sentence).
 */
export function planSuggestions(
  findings: readonly Finding[],
  lines: Map<string, Set<number>>,
  lineText: (file: string, line: number) => string | undefined,
): Suggestion[] {
  const byLine = new Map<string, { f: Finding; e: TextEdit }[]>();
  for (const f of findings) {
    const edits = f.fix?.edits;
    if (!edits || edits.length !== 1) continue;
    // A link the rename's suggested redirect mends: the redirect is the fix (as in `navguard fix`), not an edit of
    // every page that links there.
    if ((f.data as { viaRedirect?: string } | undefined)?.viaRedirect !== undefined) continue;
    const e = edits[0]!;
    if (e.line !== e.endLine || !lines.get(e.file)?.has(e.line)) continue;
    const at = `${e.file}\0${e.line}`;
    const same = byLine.get(at);
    // Edits that overlap cannot both be taken: the first stands.
    if (same?.some((x) => x.e.column < e.endColumn && e.column < x.e.endColumn)) continue;
    if (same) same.push({ f, e });
    else byLine.set(at, [{ f, e }]);
  }
  const out: Suggestion[] = [];
  for (const taken of byLine.values()) {
    const { file, line } = taken[0]!.e;
    const text = lineText(file, line);
    if (text === undefined) continue;
    let replaced = text;
    for (const { e } of [...taken].sort((a, b) => b.e.column - a.e.column))
      replaced = replaced.slice(0, e.column - 1) + e.newText + replaced.slice(e.endColumn - 1);
    const fence = '`'.repeat(Math.max(3, ...(replaced.match(/`+/g) ?? []).map((r) => r.length + 1)));
    const fp = fingerprint(`${taken.map((x) => x.f.key).join('|')}|${replaced}`);
    const said = (f: Finding): string => `**navguard** \`${f.rule}\`: ${mdProse(f.fix!.message, 1000)}`;
    const body = [
      ...(taken.length === 1 ? [said(taken[0]!.f)] : taken.map((x) => `- ${said(x.f)}`)),
      '',
      `${fence}suggestion`,
      replaced,
      fence,
      '',
      `<!-- ${SUGGESTION_MARKER} ${fp} -->`,
    ].join('\n');
    out.push({ finding: taken[0]!.f, path: file, line, body, fingerprint: fp });
    if (out.length >= REVIEW_CAP) break;
  }
  return out;
}
