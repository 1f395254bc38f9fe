// What `check` and `diff` share for adopting navguard on a site with many known problems: a baseline file
// (`--baseline`, `--update-baseline`), errors only (`--quiet`), and a warning budget (`--max-warnings`).
import fs from 'node:fs';
import {
  applyBaseline,
  makeBaseline,
  parseBaseline,
  serializeBaseline,
  BaselineError,
  type BaselineEntry,
} from '../core/compare/baseline.js';
import type { Finding } from '../core/base/types.js';
import type { FileRename } from '../core/compare/identity.js';
import type { SummaryExtras } from '../core/render/rule-summary.js';
import { UsageError, type Say } from './request.js';
import type { Checked } from './check.js';
import { gitChanges, resolveCommit } from '../adapters/git.js';
import { LINK_RULES } from '../core/rules/registry.js';
import { copyFolders, groupCopies } from '../core/compare/copy-groups.js';

export interface AdoptionOptions {
  /** Baseline file (relative to the working directory). */
  baseline?: string;
  /** Errors only. */
  quiet?: boolean;
  /** Fail when more warnings than this are reported. */
  maxWarnings?: number;
}

export interface Settled {
  /** What is shown, and decides the exit code. */
  shown: Finding[];
  extras: SummaryExtras;
  /** Findings the baseline holds. */
  held: Finding[];
  /** Warnings the baseline does not hold, shown or hidden by --quiet: what --max-warnings counts. */
  warnings: number;
}

/**
 * Holds back what the baseline knows, narrows (diff: `--report new`), then hides what --quiet hides. The
 * baseline sees every finding first, so an old finding takes its entry before a new one with the same identity.
 */
export function settle(
  findings: readonly Finding[],
  opts: AdoptionOptions,
  narrow: (fs: Finding[]) => Finding[] = (fs) => fs,
  /** Files renamed since the baseline was written (check follows them in git: baselineRenames). */
  renames: readonly FileRename[] = [],
  baseline = opts.baseline === undefined ? undefined : readBaseline(opts.baseline),
): Settled {
  let shown = [...findings];
  let held: Finding[] = [];
  const extras: SummaryExtras = {};
  if (baseline) {
    const m = applyBaseline(shown, baseline, renames);
    shown = m.fresh;
    held = m.baselined;
    extras.baselined = m.baselined.length;
    extras.stale = m.stale.length;
  }
  shown = narrow(shown);
  const warnings = shown.filter((f) => f.severity === 'warning').length;
  if (opts.quiet) {
    const errors = shown.filter((f) => f.severity === 'error');
    extras.hidden = shown.length - errors.length;
    shown = errors;
  }
  return { shown, held, extras, warnings };
}

/** Exit 1 on an error, or on more warnings than --max-warnings allows (counted before --quiet hides them). */
export function exitCode(s: Settled, opts: AdoptionOptions): number {
  if (s.shown.some((f) => f.severity === 'error')) return 1;
  return opts.maxWarnings !== undefined && s.warnings > opts.maxWarnings ? 1 : 0;
}

function readBaseline(file: string): ReturnType<typeof parseBaseline> {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    throw new UsageError(`--baseline ${file} cannot be read; write it first with --update-baseline`);
  }
  try {
    return parseBaseline(text, file);
  } catch (e) {
    if (e instanceof BaselineError) throw new UsageError(e.message);
    throw e;
  }
}

/**
 * Writes every finding, and the old entries `kept`, as the new baseline, with the commit it was written at (in
 * git); returns how many entries.
 */
function writeBaseline(
  file: string,
  findings: readonly Finding[],
  kept: readonly BaselineEntry[] = [],
  commit?: string,
): number {
  const b = makeBaseline(findings, kept, commit);
  fs.writeFileSync(file, serializeBaseline(b));
  return b.findings.length;
}

/** HEAD's commit id, or undefined (no commit yet). */
function headCommit(repo: string): string | undefined {
  try {
    return resolveCommit(repo, 'HEAD', false);
  } catch {
    return undefined;
  }
}

/**
 * The files renamed between the commit a baseline was written at and the working tree, as git finds them, so a
 * renamed page keeps its findings held; a note where they cannot be followed.
 */
async function baselineRenames(
  commit: string | undefined,
  repo: string | undefined,
  prefix: string,
): Promise<{ renames: FileRename[]; note?: string }> {
  if (!repo)
    return { renames: [], note: 'outside a git repository, files renamed since the baseline cannot be followed' };
  if (!commit)
    return {
      renames: [],
      note: 'the baseline records no commit (written by an older navguard): files renamed since are not followed; rewrite it with --update-baseline',
    };
  try {
    const at = resolveCommit(repo, commit, false);
    const { renames, note } = await gitChanges(repo, at, undefined, prefix);
    return { renames, ...(note ? { note } : {}) };
  } catch {
    return {
      renames: [],
      note: `the baseline's commit ${commit.slice(0, 12)} is not in this clone: files renamed since are not followed (fetch more history, or rewrite the baseline)`,
    };
  }
}

/**
 * `--update-baseline`: every finding of the check written to `file`, with the commit it was written at. Links not
 * checked (`--links none`): their findings are unknown, not gone, so the old baseline's link entries stay.
 */
export function updateBaseline(
  checked: Checked,
  file: string,
  links: 'all' | 'none',
): { written: number; keptLinks: number } {
  const kept =
    links === 'none' && fs.existsSync(file) ? readBaseline(file).findings.filter((e) => LINK_RULES.has(e.rule)) : [];
  const written = writeBaseline(
    file,
    checked.analysis.findings,
    kept,
    checked.repoRoot && headCommit(checked.repoRoot),
  );
  return { written, keptLinks: kept.length };
}

/**
 * A check's findings under the adoption options: what the baseline holds held back (through the files renamed
 * since it was written), one finding per problem across copies, then --quiet.
 */
export async function settleCheck(checked: Checked, opts: AdoptionOptions, say: Say): Promise<Settled> {
  const baseline = opts.baseline === undefined ? undefined : readBaseline(opts.baseline);
  const followed = baseline
    ? await baselineRenames(baseline.commit, checked.repoRoot, checked.source.rootPrefix)
    : { renames: [] };
  if (followed.note) say(followed.note);
  const folders = copyFolders(checked.analysis.site);
  return settle(checked.analysis.findings, opts, (fs) => groupCopies(fs, folders), followed.renames, baseline);
}
