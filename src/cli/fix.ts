// `navguard fix`: applies the exact edits that findings carry to the files on disk, then checks again and says
// what it changed and what is left for a person. In a git repository it compares the working tree with a base
// (as `diff` does), since the safe fixes come from what the change did (renames, removed pages); elsewhere it
// checks the folder alone. `--dry-run` prints the edits as a unified diff and writes nothing.
import fs from 'node:fs';
import path from 'node:path';
import { createTwoFilesPatch } from 'diff';
import { auditSource } from '../core/compare/audit.js';
import { compareSources } from '../core/compare/compare.js';
import { applyToFiles } from '../core/base/edits.js';
import { planFixes } from '../core/fix/plan.js';
import { fixInRounds, waitingFixes } from '../core/fix/rounds.js';
import { plural } from '../core/render/outline.js';
import { ruleCounts } from '../core/render/rule-summary.js';
import type { Finding, TextEdit } from '../core/base/types.js';
import { loadConfigFor } from '../adapters/config-file.js';
import { directorySource, findRepoRoot } from '../adapters/fs-source.js';
import { loadStates } from '../adapters/states.js';
import { siteAsBuilt } from '../core/site/mint-json.js';
import { UsageError, type Io } from './io.js';
import { isRuleId, RULE_IDS } from '../core/rules/ids.js';
import { suggest } from '../core/base/suggest.js';
import { compileSource } from '../core/site/redirect-pattern.js';
import { routePath } from '../core/site/routes.js';

export interface FixOptions {
  root: string;
  config: string | undefined;
  /** The revision to compare with (default: as `diff`); ignored outside a git repository. */
  base?: string;
  /** Only these rules' fixes (safe or not). */
  rules?: readonly string[];
  dryRun: boolean;
}

/** The findings of the site as it is on disk, and the folder its finding paths are relative to. */
async function analyse(opts: FixOptions): Promise<{ findings: Finding[]; top: string; notes: string[] }> {
  const repo = findRepoRoot(opts.root);
  const config = loadConfigFor(opts.root, opts.config, repo);
  if (repo) {
    const states = await loadStates({ root: opts.root, base: opts.base });
    const c = compareSources(states.base.source, states.head.source, {
      config,
      renames: states.renames,
      changed: states.changed,
      scans: states.scans,
    });
    return { findings: c.findings, top: fs.realpathSync(repo), notes: states.notes };
  }
  const folder = directorySource(opts.root, undefined);
  const source = siteAsBuilt(folder) ?? folder;
  return { findings: auditSource(source, { config }).head.findings, top: fs.realpathSync(opts.root), notes: [] };
}

/** The files these edits change, read from the folder finding paths are relative to. */
function edited(top: string, edits: readonly TextEdit[]): { file: string; before: string; after: string }[] {
  return applyToFiles(edits, (file) => fs.readFileSync(path.join(top, file), 'utf8'));
}

function byRule(findings: readonly Finding[]): string {
  return ruleCounts(findings)
    .map(([rule, n]) => `${rule} ${n}`)
    .join(', ');
}

/**
 * What is left after the fixes, as one line: the findings the change brought (or, outside git, every finding)
 * apart from those already on the base branch, which `diff` and the action do not fail on.
 */
function leftLine(left: readonly Finding[]): string {
  const shown = left.filter((f) => f.severity !== 'notice');
  const fresh = shown.filter((f) => f.status !== 'existing');
  const old = shown.length - fresh.length;
  if (!shown.length) return 'Nothing is left.\n';
  const parts = [
    ...(fresh.length ? [`${plural(fresh.length, 'finding')} (${byRule(fresh)})`] : []),
    ...(old ? [`${old} already on the base branch`] : []),
  ];
  return `Left for a person: ${parts.join('; ')}; run "navguard check" or "navguard diff" to see them.\n`;
}

/** Whether a docs-root path is a source of one of the redirects these fixes add. */
function redirectedPaths(applied: readonly Finding[]): (target: string) => boolean {
  const sources = applied.flatMap((f) =>
    f.rule === 'missing-redirect' ? f.data.redirects.map((r) => compileSource(routePath(r.source))) : [],
  );
  return (target) => sources.some((p) => (p.exact !== undefined ? p.exact === target : p.regex!.test(target)));
}

/** One rule for a dry run and a real one: 1 while an error that is not already on the base branch is left. */
function leftCode(left: readonly Finding[]): number {
  return left.some((f) => f.severity === 'error' && f.status !== 'existing') ? 1 : 0;
}

export async function runFix(opts: FixOptions, io: Io): Promise<number> {
  const unknown = opts.rules?.filter((r) => !isRuleId(r)) ?? [];
  if (unknown.length) {
    const near = suggest(unknown[0]!, RULE_IDS);
    throw new UsageError(
      `--rule "${unknown[0]}" is not a navguard rule${near ? `; did you mean ${near}?` : ''} (the rules are in docs/rules.md)`,
    );
  }
  const rules = opts.rules && new Set(opts.rules);
  const first = await analyse(opts);
  for (const note of first.notes) io.err.write(`navguard: ${note}\n`);
  const plan = planFixes(first.findings, rules);
  if (!plan.edits.length) {
    const left = first.findings.filter((f) => f.fix?.edits?.length).length;
    io.out.write(
      `navguard fix: nothing to fix${opts.rules ? ` for ${opts.rules.join(', ')}` : ' safely'}.` +
        (left && !opts.rules
          ? ` ${plural(left, 'finding')} ${left === 1 ? 'carries' : 'carry'} edits that may change what the site means; apply them by rule with --rule.`
          : '') +
        '\n',
    );
    return leftCode(first.findings);
  }
  if (opts.dryRun) {
    const changed = edited(first.top, plan.edits);
    for (const c of changed) io.out.write(createTwoFilesPatch(`a/${c.file}`, `b/${c.file}`, c.before, c.after));
    const waiting = waitingFixes(plan).length;
    io.out.write(
      `navguard fix --dry-run: ${plural(plan.applied.length, 'fix')} (${byRule(plan.applied)}) would change ${plural(changed.length, 'file')}` +
        (waiting ? `, and ${waiting} more after them (a second round)` : '') +
        '; nothing written.\n',
    );
    // What a real run would leave, as far as one round tells: the findings no planned edit is for, less the broken
    // links a planned redirect will answer (the real run checks again and finds them fixed).
    const planned = new Set(plan.applied);
    const answered = redirectedPaths(plan.applied);
    // A link that reached a renamed page through a redirect is answered where that page's redirect is added.
    const served = (f: Finding): boolean =>
      f.rule === 'broken-link' &&
      ((f.data.target !== undefined && answered(f.data.target)) ||
        (f.data.viaRedirect !== undefined && answered(routePath(f.data.viaRedirect))));
    const left = first.findings.filter((f) => !planned.has(f) && !served(f));
    io.out.write(leftLine(left));
    return leftCode(left);
  }
  // Rounds: an edit that waited for another (a second redirect once the first made "redirects") comes next.
  // Each round's texts are written before the site is checked again.
  const top = first.top;
  const rounds = await fixInRounds(first.findings, {
    read: (file) => fs.readFileSync(path.join(top, file), 'utf8'),
    recheck: async (texts) => {
      for (const [file, text] of texts) fs.writeFileSync(path.join(top, file), text);
      return (await analyse(opts)).findings;
    },
    rules,
  });
  const mended = rounds.mended.length ? `, ${rounds.mended.length} more mended by them (${byRule(rounds.mended)})` : '';
  io.out.write(
    `navguard fix: changed ${rounds.files.map((c) => c.file).join(', ')}; ${plural(rounds.fixed.length, 'finding')} fixed (${byRule(rounds.fixed)})${mended}.\n`,
  );
  for (const s of rounds.waiting)
    io.out.write(`  not applied: ${s.finding.rule} ${s.finding.file}:${s.finding.line}: ${s.reason}\n`);
  io.out.write(leftLine(rounds.after));
  return leftCode(rounds.after);
}
