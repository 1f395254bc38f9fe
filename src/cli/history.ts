// `navguard history`: what `navguard diff` would have said on each of the last commits that touched the docs root
// (src/app/history.ts), as text or JSON.
import { copiesSentence } from '../core/render/group.js';
import type { Copies } from '../core/base/types.js';
import { history, type HistoryReport, type HistoryRequest } from '../app/history.js';
import type { Io } from './io.js';
import { plural } from '../core/base/plural.js';

/** New warnings named per commit; the rest are counted. */
const WARNINGS_NAMED = 3;

/** The docs root as the report names it. */
function rootWords(root: string): string {
  return root === '.' ? 'the repository root' : `${root}/`;
}

function renderText(r: HistoryReport): string {
  const where = rootWords(r.root);
  const lines: string[] = [`navguard history of ${where} (newest first)`, ''];
  for (const [i, c] of r.commits.entries()) {
    // Commits from before the site began are one line, not two notes each (10play/tenmol: 9 of the last 20).
    if (c.noDocsJson && (r.commits[i - 1]?.noDocsJson || r.commits[i + 1]?.noDocsJson)) {
      if (r.commits[i - 1]?.noDocsJson) continue;
      let end = i;
      while (r.commits[end + 1]?.noDocsJson) end++;
      const last = r.commits[end]!;
      lines.push(
        `${c.sha.slice(0, 7)}…${last.sha.slice(0, 7)} ${last.date.slice(0, 10)}–${c.date.slice(0, 10)} exit 2  ${end - i + 1} commits with no docs.json (nor mint.json) in ${where} on either side, nor anywhere in the repository: nothing to compare`,
      );
      continue;
    }
    const counts =
      c.exitCode === 2 ? '' : `  ${plural(c.newErrors, 'new error')}, ${plural(c.newWarnings, 'new warning')}`;
    lines.push(
      `${c.sha.slice(0, 7)} ${c.date.slice(0, 10)} exit ${c.exitCode} ${c.ms} ms${counts}  ${shortSubject(c.subject)}`,
    );
    for (const n of c.notes) lines.push(`    note: ${n}`);
    const line = (f: Record<string, unknown>): string => {
      const copies = f.copies as Copies | undefined;
      const also = copies ? ` ${copiesSentence(copies, 0)}` : '';
      const head = `    ${String(f.severity)} [${String(f.rule)}] ${String(f.file)}:${String(f.line)} ${String(f.message)}${also}`;
      // Where a removed page's readers should go is the answer a reader of the replay looks for, as diff gives it.
      const fix = f.rule === 'missing-redirect' ? (f.fix as { message?: string } | undefined)?.message : undefined;
      return fix ? `${head}\n      fix: ${fix}` : head;
    };
    for (const f of c.findings) if (f.severity === 'error') lines.push(line(f));
    // Warnings do not block, but a count nothing names sent a reader to diff (Factory-AI/factory 843fec9): the first
    // few are named, the rest counted.
    const warnings = c.findings.filter((f) => f.severity === 'warning');
    for (const f of warnings.slice(0, WARNINGS_NAMED)) lines.push(line(f));
    if (warnings.length > WARNINGS_NAMED)
      lines.push(
        `    … ${plural(warnings.length - WARNINGS_NAMED, 'more new warning')}: navguard diff --base ${c.sha.slice(0, 7)}^ --head ${c.sha.slice(0, 7)} lists them`,
      );
  }
  const s = r.summary;
  lines.push(
    '',
    `${plural(s.commits, 'commit')}; exit 0: ${s.exitCodes['0']}, exit 1: ${s.exitCodes['1']}, exit 2: ${s.exitCodes['2']}${s.exitCodes['2'] ? ` (${s.exitCodes['2'] - s.failed} with nothing to compare, ${s.failed} navguard failed on)` : ''}; time per commit p50 ${s.msP50} ms, max ${s.msMax} ms`,
  );
  return lines.join('\n') + '\n';
}

/**
 * Why the replay as a whole checked nothing or failed (exit 2), else undefined (exit 0, whatever the commits'
 * verdicts: history reports them, it blocks nothing). A run where navguard failed on every commit, or compared
 * none, exited 0 like a clean one (flexprice/flexprice-docs, `--root` naming a folder without docs.json).
 */
function runProblem(r: HistoryReport): string | undefined {
  const where = rootWords(r.root);
  const { commits, failed, exitCodes } = r.summary;
  if (!commits) return `no commit touched ${where}: nothing was replayed`;
  if (failed) return `navguard failed on ${plural(failed, 'commit')} of ${commits} (the notes above say why)`;
  if (exitCodes['2'] === commits)
    return `the ${plural(commits, 'commit')} replayed had no docs.json (nor mint.json) in ${where} on either side: nothing was checked`;
  return undefined;
}

export async function runHistory(opts: HistoryRequest & { format: 'text' | 'json' }, io: Io): Promise<number> {
  const report = await history(opts);
  io.out.write(opts.format === 'json' ? JSON.stringify(report, null, 2) + '\n' : renderText(report));
  const problem = runProblem(report);
  if (problem) io.err.write(`navguard: ${problem}\n`);
  return problem ? 2 : 0;
}

/** Git joins a first paragraph with no blank line after it into one subject: hundreds of characters (the JSON keeps it). */
const SUBJECT_MAX = 100;

function shortSubject(subject: string): string {
  return subject.length > SUBJECT_MAX ? `${subject.slice(0, SUBJECT_MAX - 1).trimEnd()}…` : subject;
}
