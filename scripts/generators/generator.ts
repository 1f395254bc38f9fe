// What a generator is: a file it owns and a function that says what the file should hold.

export interface Generator {
  /** The file it writes, relative to the project root. */
  file: string;
  /**
   * What the file should hold. `current` is the file's text now (undefined when it does not exist), for
   * generators that fill in one region of a hand-written file (e.g. a table in the README).
   */
  generate(current: string | undefined): string;
}

/**
 * `text` with what stands between `<!-- name:start -->` and `<!-- name:end -->` replaced by `body`: a generated
 * region of a hand-written file.
 */
export function withRegion(text: string, name: string, body: string): string {
  const [start, end] = [`<!-- ${name}:start -->`, `<!-- ${name}:end -->`];
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`no ${start} … ${end} markers`);
  return `${text.slice(0, from + start.length)}\n${body}\n${text.slice(to)}`;
}
