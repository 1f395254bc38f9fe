// `navguard fix`: the fixes made (src/app/fix.ts), said: what changed and what is left for a person;
// `--dry-run` prints the edits as a unified diff.
import { createTwoFilesPatch } from 'diff';
import { plural } from '../core/base/plural.js';
import { ruleCounts } from '../core/render/rule-summary.js';
import type { Finding } from '../core/base/types.js';
import { fix, type FixRequest } from '../app/fix.js';
import { groupCopies } from '../core/compare/copy-groups.js';
import { sayOn, type Io } from './io.js';

function byRule(findings: readonly Finding[]): string {
  return ruleCounts(findings)
    .map(([rule, n]) => `${rule} ${n}`)
    .join(', ');
}

/**
 * What is left after the fixes, as one line: the findings the change brought (or, outside git, every finding)
 * apart from those already on the base branch, which `diff` and the action do not fail on.
 */
function leftLine(left: readonly Finding[], besides = 0): string {
  const shown = left.filter((f) => f.severity !== 'notice');
  const fresh = shown.filter((f) => f.status !== 'existing');
  const old = shown.length - fresh.length;
  if (!shown.length) return 'Nothing is left.\n';
  const parts = [
    ...(fresh.length ? [`${plural(fresh.length, 'finding')} (${byRule(fresh)})`] : []),
    ...(old ? [`${old} already on the base branch`] : []),
  ];
  // After the line offering `besides` findings' edits by rule, these are others (a walk read them as the same).
  const lead = besides ? `Besides ${besides === 1 ? 'that one' : 'those'}, left for a person` : 'Left for a person';
  return `${lead}: ${parts.join('; ')}; run "navguard check" or "navguard diff" to see them.\n`;
}

/** One rule for a dry run and a real one: 1 while an error that is not already on the base branch is left. */
function leftCode(left: readonly Finding[]): number {
  return left.some((f) => f.severity === 'error' && f.status !== 'existing') ? 1 : 0;
}

/**
 * What is left, said alike whether fixes were written, planned or there were none: the findings whose edits wait
 * for `--rule` (guesses, edits that may change meaning) offered by rule, then the rest as left for a person. (A walk
 * saw a guess offered only once nothing safe was left, and counted among "already on the base branch" before.)
 * `lead`, the line before, is ended by the offer when there is one.
 */
function leftLines(left: readonly Finding[], rules: FixRequest['rules'], lead?: string): string {
  const offered = rules ? [] : left.filter((f) => f.fix?.edits?.length);
  const rest = rules ? left : left.filter((f) => !f.fix?.edits?.length);
  const asked = [...new Set(offered.map((f) => f.rule))].sort().join(',');
  // A guess about an old problem reads as the change's own unless said (tenmol, walk 75).
  const old = offered.filter((f) => f.status === 'existing').length;
  const oldNote = !old
    ? ''
    : old === offered.length
      ? `, ${old === 1 ? '' : 'all '}already on the base branch`
      : `, ${old} of them already on the base branch`;
  const offer = offered.length
    ? `${plural(offered.length, 'finding')} ${offered.length === 1 ? 'carries' : 'carry'} edits that may change what the site means (${byRule(offered)}${oldNote}); apply them by rule with --rule ${asked}.`
    : '';
  const first = [lead, offer].filter(Boolean).join(' ');
  // The offered findings are not counted again as left for a person: both counts read as two sets of findings.
  const tail = offered.length && !rest.some((f) => f.severity !== 'notice') ? '' : leftLine(rest, offered.length);
  return (first ? `${first}\n` : '') + tail;
}

export async function runFix(opts: FixRequest, io: Io): Promise<number> {
  const fixed = await fix(opts, sayOn(io));
  // One problem in several versions or languages is counted once, as `diff` lists it (trytrama/docs, walk 78: an
  // image deleted under three languages left "broken-link 4" where diff showed 2).
  const one = (findings: readonly Finding[]): Finding[] => groupCopies(findings, fixed.folders);
  if (fixed.kind === 'nothing') {
    const lead = `navguard fix: nothing to fix${opts.rules ? ` for ${opts.rules.join(', ')}` : ' safely'}.`;
    io.out.write(leftLines(one(fixed.findings), opts.rules, lead));
    return leftCode(fixed.findings);
  }
  const { rounds } = fixed;
  if (fixed.kind === 'planned') {
    const applied = one(rounds.fixed);
    const mended = one(rounds.mended);
    for (const c of rounds.files) io.out.write(createTwoFilesPatch(`a/${c.file}`, `b/${c.file}`, c.before, c.after));
    const lead =
      `navguard fix --dry-run: ${plural(applied.length, 'fix')} (${byRule(applied)}) would change ${plural(rounds.files.length, 'file')}` +
      (mended.length ? `, mending ${mended.length} more (${byRule(mended)})` : '') +
      '; nothing written.';
    for (const s of rounds.waiting)
      io.out.write(`  would not apply: ${s.finding.rule} ${s.finding.file}:${s.finding.line}: ${s.reason}\n`);
    io.out.write(leftLines(one(rounds.after), opts.rules, lead));
    return leftCode(rounds.after);
  }
  const mendedOnce = one(rounds.mended);
  const mended = mendedOnce.length ? `, ${mendedOnce.length} more mended by them (${byRule(mendedOnce)})` : '';
  const fixedOnce = one(rounds.fixed);
  io.out.write(
    `navguard fix: changed ${rounds.files.map((c) => c.file).join(', ')}; ${plural(fixedOnce.length, 'finding')} fixed (${byRule(fixedOnce)})${mended}.\n`,
  );
  for (const s of rounds.waiting)
    io.out.write(`  not applied: ${s.finding.rule} ${s.finding.file}:${s.finding.line}: ${s.reason}\n`);
  io.out.write(leftLines(one(rounds.after), opts.rules));
  return leftCode(rounds.after);
}
