// Lines of a text by number, found with indexOf rather than by splitting the whole text: a rule that wants one
// line of a long page (a broken anchor's link) keeps offsets, not a string per line.

/** The offset at which each line of `text` starts (lines end at "\n"). */
export function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

/**
 * Line `n` (1-based) of the text `read` gives, without its line break, as `text.split(/\r?\n/)[n - 1]` gives it;
 * the text is read at the first call, and its lines found once.
 */
export function lineReader(read: () => string | undefined): (n: number) => string | undefined {
  let text: string | undefined;
  let starts: number[] | undefined;
  return (n) => {
    text ??= read() ?? '';
    starts ??= lineStarts(text);
    const start = starts[n - 1];
    if (start === undefined) return undefined;
    const next = starts[n];
    if (next === undefined) return text.slice(start);
    // The line break is "\n" or "\r\n"; a lone "\r" is no line break, and the last line keeps one it ends with.
    const end = next - 1;
    return text.slice(start, end > start && text.charCodeAt(end - 1) === 13 ? end - 1 : end);
  };
}

/** Whether a line is blank (`/^[ \t]*\r?$/`), told without a regex call: most lines are told by their first character. */
export function isBlank(line: string): boolean {
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c !== 32 && c !== 9) return c === 13 && i === line.length - 1;
  }
  return true;
}
