// Inline suppression comments in pages: `{/* navguard-disable-next-line broken-link */}` (or, read too though it
// breaks the page for the builder, which reads `.md` as MDX: `<!-- … -->`) silence the named rules on the next line;
// `navguard-disable-file` silences them in the whole file. No rule ids: every rule. Text after ` -- ` is the
// reason, for the reader. Read by the page scan (fenced code is skipped there, so examples in docs don't count).

export interface SuppressionRef {
  scope: 'next-line' | 'file';
  /** Rule ids as written; empty: every rule. */
  rules: string[];
  line: number;
  column: number;
  /** Column just past the comment (1-based). */
  endColumn: number;
  /** The comment is all its line holds: deleting it deletes the line. */
  alone: boolean;
}

const MARKER = 'navguard-disable-';
const COMMENT = /(?:\{\s*\/\*|<!--)\s*navguard-disable-(next-line|file)\b([^]*?)(?:\*\/\s*\}|-->)/g;

/** Where the marker's `vg` sits in it: few pages hold a `vg` at all (see hasSuppressions). */
const MARKER_VG = MARKER.indexOf('vg');

/**
 * Whether a page may hold a suppression comment: one search per page, so that most lines are never looked at.
 * The search is for `vg` first, then for the marker from there: the engine looks for a pattern's first letter
 * and compares from each, and `n` is a frequent letter where `v` is not (the versioned bench site's 161 MB of
 * pages: 78 ms searched for the marker, 24 ms for `vg`).
 */
export function hasSuppressions(
  text: string,
  /** Where the text's first `vg` is (-1: none); a caller that knows (or reads from there on only) saves the search. */
  vg = text.indexOf('vg'),
): boolean {
  return vg !== -1 && text.includes(MARKER, vg - MARKER_VG);
}

/** The suppressions on one line of a page (1-based line number), or none. */
export function lineSuppressions(line: string, lineNo: number): SuppressionRef[] {
  if (!line.includes(MARKER)) return [];
  const out: SuppressionRef[] = [];
  COMMENT.lastIndex = 0;
  for (let m = COMMENT.exec(line); m; m = COMMENT.exec(line)) {
    const list = (m[2] ?? '').split(/\s--\s/)[0]!;
    out.push({
      scope: m[1] === 'file' ? 'file' : 'next-line',
      rules: list.split(/[\s,]+/).filter(Boolean),
      line: lineNo,
      column: m.index + 1,
      endColumn: m.index + m[0].length + 1,
      alone: line.trim() === m[0],
    });
  }
  return out;
}
