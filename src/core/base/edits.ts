// Applying a fix's text edits to a file's text: what `navguard fix` will do, and what the fix round-trip test
// does to prove that each fix removes its finding and brings no other.
import type { TextEdit } from './types.js';
import { lineStarts } from './text-lines.js';

export type Edit = Pick<TextEdit, 'line' | 'column' | 'endLine' | 'endColumn' | 'newText'>;

/** An edit that replaces what a finding spans, in its file; undefined for a finding without an end. */
export function spanEdit(
  f: Pick<TextEdit, 'file' | 'line' | 'column'> & Partial<Pick<TextEdit, 'endLine' | 'endColumn'>>,
  newText: string,
): TextEdit | undefined {
  if (f.endLine === undefined || f.endColumn === undefined) return undefined;
  return { file: f.file, line: f.line, column: f.column, endLine: f.endLine, endColumn: f.endColumn, newText };
}

// An insertion that adds a key holding an array (`,\n  "redirects": [\n    {…}\n  ]`): prefix, key, items, close.
const ADDS_ARRAY_KEY = /^(\s*,?\s*"([^"]*)"\s*:\s*\[)([\s\S]*?)(\s*\]\s*)$/;

/**
 * The edits with insertions at one point that each add the same key holding an array made one: the copies of one
 * finding (a page and its translation) each add "redirects" where docs.json has none, and applied together they
 * wrote the key twice (banana-slides 25f9a18f8b, fresh set 115).
 */
export function mergeKeyInsertions(edits: readonly TextEdit[]): TextEdit[] {
  const out: TextEdit[] = [];
  const adding = new Map<string, { at: number; items: string[]; open: string; close: string }>();
  for (const e of edits) {
    const m = e.line === e.endLine && e.column === e.endColumn ? ADDS_ARRAY_KEY.exec(e.newText) : null;
    if (!m) {
      out.push(e);
      continue;
    }
    const where = `${e.file}\0${e.line}\0${e.column}\0${m[2]}`;
    const known = adding.get(where);
    if (known) {
      known.items.push(m[3]!);
      continue;
    }
    adding.set(where, { at: out.length, items: [m[3]!], open: m[1]!, close: m[4]! });
    out.push(e);
  }
  for (const { at, items, open, close } of adding.values())
    if (items.length > 1) out[at] = { ...out[at]!, newText: `${open}${items.join(',')}${close}` };
  return out;
}

/** Edits that overlap cannot be applied together: which one wins would be a guess. */
export class EditConflict extends Error {}

/** Character offsets of each edit's start and end in `text`; RangeError for a position outside it. */
export function editOffsets(text: string, edits: readonly Edit[]): { start: number; end: number }[] {
  const starts = lineStarts(text);
  const offset = (line: number, column: number): number => {
    const start = starts[line - 1];
    const next = starts[line];
    const lineEnd = next === undefined ? text.length : next - 1;
    if (start === undefined || column < 1 || start + column - 1 > lineEnd)
      throw new RangeError(`position ${line}:${column} is outside the text`);
    return start + column - 1;
  };
  return edits.map((e) => {
    const start = offset(e.line, e.column);
    const end = offset(e.endLine, e.endColumn);
    if (end < start)
      throw new RangeError(`edit ${e.line}:${e.column}–${e.endLine}:${e.endColumn} ends before it starts`);
    return { start, end };
  });
}

/**
 * `text` with every edit applied. Positions (1-based lines and columns, end exclusive) refer to the original
 * text; insertions at one point keep their order. Throws EditConflict when two edits overlap.
 */
export function applyEdits(text: string, edits: readonly Edit[]): string {
  const spans = editOffsets(text, edits)
    .map((s, i) => ({ ...s, i, newText: edits[i]!.newText }))
    .sort((a, b) => a.start - b.start || a.end - b.end || a.i - b.i);
  const out: string[] = [];
  let at = 0;
  for (const s of spans) {
    if (s.start < at) throw new EditConflict(`two edits overlap at offset ${s.start}`);
    out.push(text.slice(at, s.start), s.newText);
    at = s.end;
  }
  out.push(text.slice(at));
  return out.join('');
}

/**
 * The files a set of edits changes, with their text before and after (edits grouped by the file they name, in
 * the order first named). `read` gives a file's text; a file it cannot give is an error.
 */
export function applyToFiles(
  edits: readonly TextEdit[],
  read: (file: string) => string | undefined,
): { file: string; before: string; after: string }[] {
  const byFile = new Map<string, TextEdit[]>();
  for (const e of edits) byFile.set(e.file, [...(byFile.get(e.file) ?? []), e]);
  return [...byFile].map(([file, list]) => {
    const before = read(file);
    if (before === undefined) throw new Error(`an edit names ${file}, which is not a file of the site`);
    return { file, before, after: applyEdits(before, list) };
  });
}
