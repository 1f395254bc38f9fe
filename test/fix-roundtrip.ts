// The fix round trip (as markdownlint tests its fixes): apply the edits a finding's fix carries, analyse the
// result again, and fail when the finding is still reported or a finding appears that was not there before.
// Findings are matched by key (rule + what they are about), never by position, since the edits move text.
import { applyToFiles, editOffsets } from '../src/core/base/edits.js';
import type { Finding, TextEdit } from '../src/core/base/types.js';

/** Reads a file of the site by docs-root-relative path. */
export type Read = (path: string) => string | undefined;

export interface RoundTrip {
  /** Fixes applied: one finding's edits at a time, plus the batch of all non-overlapping ones together. */
  applied: number;
  /** What went wrong, one line each; empty when every fix did what it says. */
  failures: string[];
}

/**
 * Findings a fix knowingly leaves behind, each with the reason; anything else a fix brings is a failure.
 */
const EXPECTED_AFTER_FIX: { when: (fixed: Finding, appeared: Finding) => boolean; why: string }[] = [
  {
    // No code satisfies both: the builder rejects the spec's "ua" (an error), the spec does not list "uk".
    when: (fixed, appeared) =>
      fixed.rule === 'unknown-language' &&
      fixed.data.code === 'ua' &&
      appeared.rule === 'unknown-language' &&
      appeared.data.code === 'uk' &&
      appeared.severity === 'notice',
    why: 'Ukrainian: "ua" (rejected by the builder) becomes "uk" (accepted, but not in the spec: a notice)',
  },
  {
    // The live site showed none of the page; once it parses, what is wrong on it can be read.
    when: (fixed, appeared) => fixed.rule === 'mdx-syntax' && appeared.file === fixed.file,
    why: 'a page the builder could not parse hid its own problems (its links) until its comments were fixed',
  },
];

const withEdits = (f: Finding): f is Finding & { fix: { edits: TextEdit[] } } => !!f.fix?.edits?.length;

function counts(findings: readonly Finding[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const f of findings) m.set(f.key, (m.get(f.key) ?? 0) + 1);
  return m;
}

const describe = (f: Finding): string => `${f.rule} ${f.file}:${f.line}:${f.column}`;

/** The files these edits change, with the edits applied (edits name repository paths; `rootPrefix` leads to the docs root). */
export function applyTo(read: Read, edits: readonly TextEdit[], rootPrefix = ''): Map<string, string> {
  const prefix = rootPrefix ? `${rootPrefix}/` : '';
  const local = (file: string): string => (file.startsWith(prefix) ? file.slice(prefix.length) : file);
  return new Map(applyToFiles(edits, (file) => read(local(file))).map((c) => [local(c.file), c.after]));
}

/** What changed between two analyses, for the fixed findings: those left, and those that are new. */
function judge(before: readonly Finding[], after: readonly Finding[], fixed: readonly Finding[]): string[] {
  const expected = (f: Finding): boolean => fixed.some((x) => EXPECTED_AFTER_FIX.some((e) => e.when(x, f)));
  const was = counts(before);
  const now = counts(after);
  const problems: string[] = [];
  const fixedCounts = counts(fixed);
  for (const [key, n] of fixedCounts) {
    if ((now.get(key) ?? 0) > (was.get(key) ?? 0) - n) {
      const f = after.find((x) => x.key === key)!;
      problems.push(`still reported after its fix: ${describe(f)} ${f.message}`);
    }
  }
  const seen = new Map<string, number>();
  for (const f of after) {
    const n = (seen.get(f.key) ?? 0) + 1;
    seen.set(f.key, n);
    if (n > (was.get(f.key) ?? 0) && !expected(f)) problems.push(`new after the fix: ${describe(f)} ${f.message}`);
  }
  return problems;
}

/**
 * Applies each fix with edits alone, then all that do not overlap together, re-running `analyse` on the site
 * with the changed files each time.
 * `oneByOne: false` skips the first part (for large sites, where one analysis per fix is too slow).
 */
export function fixRoundTrip(
  read: Read,
  findings: readonly Finding[],
  analyse: (changed: ReadonlyMap<string, string>) => readonly Finding[],
  options: { rootPrefix?: string; oneByOne?: boolean } = {},
): RoundTrip {
  const fixable = findings.filter(withEdits);
  const failures: string[] = [];
  let applied = 0;
  const attempt = (fixes: Finding[], label: string): void => {
    let changed: Map<string, string>;
    try {
      changed = applyTo(
        read,
        fixes.flatMap((f) => f.fix!.edits!),
        options.rootPrefix,
      );
    } catch (e) {
      failures.push(`${label}: the edits cannot be applied: ${(e as Error).message}`);
      return;
    }
    applied += fixes.length;
    for (const p of judge(findings, analyse(changed), fixes)) failures.push(`${label}: ${p}`);
  };
  if (options.oneByOne !== false) for (const f of fixable) attempt([f], `fix of ${describe(f)} ("${f.fix.message}")`);
  // Together: every fix whose edits overlap none already taken (by file and offset range).
  if (fixable.length > 1 || options.oneByOne === false) {
    const taken = new Map<string, { start: number; end: number }[]>();
    const batch: Finding[] = [];
    const prefix = options.rootPrefix ? `${options.rootPrefix}/` : '';
    for (const f of fixable) {
      let ranges: { file: string; start: number; end: number }[];
      try {
        ranges = f.fix.edits.map((e) => {
          const path = e.file.startsWith(prefix) ? e.file.slice(prefix.length) : e.file;
          return { file: path, ...editOffsets(read(path) ?? '', [e])[0]! };
        });
      } catch {
        continue; // reported by the one-by-one pass, or by applyTo below
      }
      const clash = ranges.some((r) => (taken.get(r.file) ?? []).some((t) => r.start < t.end && t.start < r.end));
      if (clash) continue;
      for (const r of ranges) taken.set(r.file, [...(taken.get(r.file) ?? []), r]);
      batch.push(f);
    }
    if (batch.length) attempt(batch, `${batch.length} fixes together`);
  }
  return { applied, failures };
}
