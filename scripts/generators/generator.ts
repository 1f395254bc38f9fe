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
