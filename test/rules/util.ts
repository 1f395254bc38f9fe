// Helpers for the rule tests: positions derived from fixture text (never hard-coded), one-finding
// lookups, and a source that refuses to read anything it does not list.
import { expect } from '@jest/globals';
import type { Finding, FindingOf } from '../../src/core/base/types.js';
import type { SiteSource } from '../../src/core/site/source.js';
import type { RuleId } from '../../src/core/rules/ids.js';

// A type alias, not an interface: jest's toMatchObject wants something assignable to Record<string, unknown>.
export type Pos = {
  line: number;
  column: number;
};

/** 1-based line and column of the `nth` (0-based) occurrence of `needle` in `text`. */
export function posOf(text: string, needle: string, nth = 0): Pos {
  let idx = -1;
  for (let i = 0; i <= nth; i++) {
    idx = text.indexOf(needle, idx + 1);
    if (idx === -1) throw new Error(`fixture does not contain ${JSON.stringify(needle)} ${nth + 1} time(s)`);
  }
  return offsetPos(text, idx);
}

/** 1-based line and column of a character offset. */
export function offsetPos(text: string, offset: number): Pos {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - (before.lastIndexOf('\n') + 1) + 1 };
}

/** Position of a JSON string value as written in a file (the opening quote). */
export function jsonPos(text: string, value: string, nth = 0): Pos {
  return posOf(text, JSON.stringify(value), nth);
}

/** Position and end of `needle` (end exclusive), for edits and ranges. */
export function spanOf(text: string, needle: string, nth = 0): Pos & { endLine: number; endColumn: number } {
  const start = posOf(text, needle, nth);
  const lines = needle.split('\n');
  const endLine = start.line + lines.length - 1;
  const endColumn = lines.length === 1 ? start.column + needle.length : lines[lines.length - 1]!.length + 1;
  return { ...start, endLine, endColumn };
}

/** The only finding of a rule; fails the test with the full list when there is not exactly one. */
export function one<R extends RuleId>(findings: Finding[], rule: R): FindingOf<R>;
export function one(findings: Finding[], rule: string): Finding;
export function one(findings: Finding[], rule: string): Finding {
  const hits = findings.filter((f) => f.rule === rule);
  if (hits.length !== 1)
    expect(findings.map((f) => `${f.rule} ${f.file}:${f.line}:${f.column} ${f.message}`)).toEqual([
      `exactly one ${rule}`,
    ]);
  return hits[0]!;
}

/** Rule ids of all findings, for "nothing else was reported" checks. */
export function ids(findings: Finding[]): string[] {
  return findings.map((f) => f.rule);
}

/**
 * A site whose read() throws for any path it does not list: proves the engine never reads outside the
 * docs folder (or anything it was not given), whatever a docs.json or page asks for.
 */
export function strictSource(files: Record<string, string>, rootPrefix = ''): SiteSource & { reads: string[] } {
  const map = new Map(Object.entries(files));
  const reads: string[] = [];
  return {
    files: [...map.keys()].sort(),
    rootPrefix,
    reads,
    read(path: string): string | undefined {
      if (!map.has(path)) throw new Error(`read outside the listed files: ${path}`);
      reads.push(path);
      return map.get(path);
    },
  };
}

/** The key parts of a message (what is wrong, where, what the live site does), each as written. */
export function says(message: string | undefined, ...parts: string[]): void {
  for (const part of parts) expect(message).toContain(part);
}
