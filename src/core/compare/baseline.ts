// A baseline: the findings a site already had when navguard was adopted, written to a file so that only new
// ones fail. An entry holds a finding's identity (rule, file, key), never its line, so the file survives edits;
// it is matched with the same code that tells a pull request's new findings from inherited ones (markNew),
// so an entry moved into another group or a page renamed in the same commit still match. Count-aware: two
// identical entries absorb at most two findings.
import type { Finding } from '../base/types.js';
import { markNew, type FileRename } from './identity.js';
import { isPageFile, stripPageExt } from '../base/paths.js';

export const BASELINE_VERSION = 1;

export interface BaselineEntry {
  rule: Finding['rule'];
  file: string;
  key: string;
  /** Set where the finding has one (see Finding.subject). */
  subject?: string;
  /**
   * The finding's structured data, which some identities read (a broken anchor's page and fragment). Baselines
   * written before it was kept lack it: their entries match by key alone.
   */
  data?: Record<string, unknown>;
  /** The finding's message when written: for a reviewer reading the file, never matched on. */
  message: string;
}

export interface Baseline {
  version: number;
  /**
   * The commit whose working tree the baseline was written from, when in git: `check --baseline` follows the
   * files renamed since, so a renamed page keeps its findings held.
   */
  commit?: string;
  findings: BaselineEntry[];
}

export class BaselineError extends Error {}

/**
 * A baseline of these findings and the old entries `kept` (findings this run could not see), sorted so that a
 * rewrite after a small change is a small diff.
 */
export function makeBaseline(
  findings: readonly Finding[],
  kept: readonly BaselineEntry[] = [],
  commit?: string,
): Baseline {
  const entries = findings.map((f): BaselineEntry => ({
    rule: f.rule,
    file: f.file,
    key: f.key,
    ...(f.subject ? { subject: f.subject } : {}),
    ...(Object.keys(f.data).length ? { data: f.data } : {}),
    message: f.message,
  }));
  entries.push(...kept);
  entries.sort((a, b) => cmp(a.file, b.file) || cmp(a.rule, b.rule) || cmp(a.key, b.key) || cmp(a.message, b.message));
  return { version: BASELINE_VERSION, ...(commit ? { commit } : {}), findings: entries };
}

/** The file's text: one entry per line group, stable order, trailing newline. */
export function serializeBaseline(b: Baseline): string {
  return JSON.stringify(b, null, 2) + '\n';
}

/** Reads a baseline file's text; throws BaselineError saying what is wrong. */
export function parseBaseline(text: string, source = 'baseline'): Baseline {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    throw new BaselineError(`${source} is not JSON: ${(e as Error).message}`);
  }
  const r = raw as Partial<Baseline> | null;
  if (!r || typeof r !== 'object' || !Array.isArray(r.findings))
    throw new BaselineError(`${source} is not a navguard baseline (no "findings" list)`);
  if (r.version !== BASELINE_VERSION)
    throw new BaselineError(`${source} has version ${String(r.version)}; this navguard reads ${BASELINE_VERSION}`);
  if (r.commit !== undefined && (typeof r.commit !== 'string' || !/^[0-9a-f]{7,64}$/.test(r.commit)))
    throw new BaselineError(`${source}: "commit" must be a commit id (got ${JSON.stringify(r.commit)})`);
  r.findings.forEach((e, i) => {
    const ok =
      e &&
      typeof e === 'object' &&
      typeof e.rule === 'string' &&
      typeof e.file === 'string' &&
      typeof e.key === 'string' &&
      (e.subject === undefined || typeof e.subject === 'string') &&
      (e.data === undefined || (typeof e.data === 'object' && e.data !== null && !Array.isArray(e.data)));
    if (!ok)
      throw new BaselineError(
        `${source}: findings[${i}] needs "rule", "file" and "key" strings (and "data", where given, an object)`,
      );
  });
  return { version: r.version, ...(r.commit ? { commit: r.commit } : {}), findings: r.findings };
}

export interface BaselineMatch {
  /** Findings the baseline does not hold: these are reported. */
  fresh: Finding[];
  /** Findings the baseline holds: counted, not reported. */
  baselined: Finding[];
  /** Entries that matched nothing (fixed since): `--update-baseline` drops them. */
  stale: BaselineEntry[];
}

/**
 * Splits findings into those the baseline holds and the rest. `renames`: files renamed since the baseline was
 * written (docs-root-relative), so that their findings, and findings about their pages, are known again.
 */
export function applyBaseline(
  findings: readonly Finding[],
  baseline: Baseline,
  renames: readonly FileRename[] = [],
): BaselineMatch {
  // Entries stand in for base findings: markNew reads rule, file, key and subject, and data only per rule (an
  // entry from an older baseline has none, and matches by key alone).
  const base = baseline.findings.map(
    (e) =>
      ({
        rule: e.rule,
        severity: 'notice',
        file: e.file,
        line: 0,
        column: 0,
        message: e.message,
        key: e.key,
        ...(e.subject ? { subject: e.subject } : {}),
        data: e.data ?? {},
      }) as unknown as Finding,
  );
  const entryOf = new Map(base.map((f, i) => [f, baseline.findings[i]!]));
  const pages = new Map(
    renames
      .filter((r) => isPageFile(r.from) && isPageFile(r.to))
      .map((r) => [stripPageExt(r.from), stripPageExt(r.to)]),
  );
  const { marked, fixed } = markNew({ base, head: findings, renamed: pages, fileRenames: renames });
  const fresh: Finding[] = [];
  const baselined: Finding[] = [];
  marked.forEach((m, i) => (m.status === 'existing' ? baselined : fresh).push(findings[i]!));
  return { fresh, baselined, stale: fixed.map((f) => entryOf.get(f)!) };
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
