// Entries kept in a file between runs, by a key that names content (a git blob id, say): what a run computed
// from a page's bytes serves the next run that meets the same bytes. An entry is right for as long as the code
// that computed it is the same: the file is named by a fingerprint of that code, and files of other
// fingerprints are removed. Anything unreadable in the file is skipped (computed again), never trusted; failing
// to write costs the next run time, not this run its result. One JSON header line, then one entry per line:
// appended as runs add them (a later entry for a key replaces an earlier one), rewritten when the file holds
// far more than a run uses.
import fs from 'node:fs';
import path from 'node:path';
import { splitRecords } from './records.js';

const FORMAT = 1;
/** Entries beyond those a run used that the file may hold (other branches, other docs roots) before it is rewritten. */
const SLACK = 10_000;
/** Bytes read from the file at a time. */
const READ_CHUNK = 1 << 20;
/** Characters written to the file at a time. */
const WRITE_PIECE = 1 << 20;
/** How old a file another run was writing must be before it is taken for one that run left behind. */
const STALE_MS = 10 * 60 * 1000;

/**
 * How a value is read back from its line: checked as written (a type guard), or decoded from a form of its own
 * (`encode` writes it), which must then also check what it reads.
 */
export type EntryReader<V> =
  ((v: unknown) => v is V) | { encode: (v: V) => unknown; decode: (stored: unknown) => V | undefined };

export class KeptEntries<V> {
  /** The entries the file held, and those this run adds (a map the caller shares, or one of its own). */
  readonly entries: Map<string, V>;
  /** What went wrong reading or writing the file, for the user: each costs time, not correctness. */
  readonly notes: string[] = [];
  private readonly loaded = new Set<string>();
  /** The file must be written whole (absent, of another format, or with a line that could not be read). */
  private rewrite = true;
  private read = false;
  /** Entries beyond those a run used that the file may hold before it is rewritten. */
  private readonly slack: number;
  private readonly chunk: number;

  constructor(
    /** The folder, or undefined for no file (entries are then kept for this run only). */
    readonly dir: string | undefined,
    /** What the file holds, its name's first part: "scans". */
    readonly kind: string,
    private readonly fingerprint: string,
    /** How a value read back is told to have the shape the code expects (and decoded, when stored otherwise). */
    private readonly reader: EntryReader<V>,
    options: { slack?: number; entries?: Map<string, V>; chunk?: number } = {},
  ) {
    this.slack = options.slack ?? SLACK;
    this.chunk = options.chunk ?? READ_CHUNK;
    this.entries = options.entries ?? new Map<string, V>();
  }

  get file(): string | undefined {
    return this.dir && path.join(this.dir, `${this.kind}-${this.fingerprint}.jsonl`);
  }

  /** How many entries the file gave. */
  get size(): number {
    return this.loaded.size;
  }

  /** Reads the file (once): its entries join `entries`. */
  load(): void {
    if (!this.dir || this.read) return;
    this.read = true;
    let fd: number;
    try {
      fd = fs.openSync(this.file!, 'r');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT')
        this.notes.push(`could not read the cache ${this.file}: ${(e as Error).message}`);
      return;
    }
    let bad = 0;
    let header = true;
    let wellFormed = false;
    let endsWithNewline = false;
    try {
      // Line by line through one buffer: a 16 MB file read whole was a 16 MB buffer and a 16 MB string, both
      // fresh memory, for entries of a kilobyte.
      for (const line of fileLines(fd, this.chunk)) {
        endsWithNewline = line.complete;
        if (header) {
          header = false;
          if (line.text !== this.header()) return;
          wellFormed = true;
          continue;
        }
        if (!line.text) continue;
        const entries = this.parseLine(line.text);
        if (!entries) {
          bad++;
          continue;
        }
        // A later line replaces an earlier one; what this process already holds for a key is not replaced.
        for (const [key, value] of entries) {
          if (this.loaded.has(key) || !this.entries.has(key)) this.entries.set(key, value);
          this.loaded.add(key);
        }
      }
    } catch (e) {
      this.notes.push(`could not read the cache ${this.file}: ${(e as Error).message}`);
      return;
    } finally {
      fs.closeSync(fd);
    }
    if (!wellFormed) return;
    if (bad) this.notes.push(`skipped ${bad} unreadable line(s) of the cache ${this.file}; it will be rewritten`);
    // A last line without its newline was cut short: appending after it would spoil the next one too.
    this.rewrite = bad > 0 || !endsWithNewline;
  }

  /**
   * Keeps the entries of `used` (those this run needed): those the file lacks, and those of `changed` (values
   * this run completed), are appended; the file is rewritten with only these when it holds many more.
   */
  save(used: ReadonlySet<string>, changed: ReadonlySet<string> = new Set()): void {
    const file = this.file;
    if (!file) return;
    const keep = [...used].filter((k) => this.entries.has(k));
    const fresh = keep.filter((k) => !this.loaded.has(k) || changed.has(k));
    const whole = this.rewrite || this.loaded.size + fresh.length > 2 * keep.length + this.slack;
    if (!whole && !fresh.length) return;
    try {
      fs.mkdirSync(this.dir!, { recursive: true });
      if (!whole) this.writeEntries(file, 'a', fresh);
      else {
        // Written aside and renamed: a reader never sees half a file.
        const tmp = `${file}.${process.pid}.tmp`;
        this.writeEntries(tmp, 'w', keep, `${this.header()}\n`);
        fs.renameSync(tmp, file);
        this.removeOthers(path.basename(file));
      }
      if (whole) this.loaded.clear();
      for (const k of whole ? keep : fresh) this.loaded.add(k);
      this.rewrite = false;
    } catch (e) {
      this.notes.push(`could not write the cache ${file}: ${(e as Error).message}`);
    }
  }

  /**
   * Removes this kind's files of other fingerprints, and what runs that stopped half-way left (`….tmp`, aside
   * for STALE_MS: another run may be writing one right now).
   */
  private removeOthers(own: string): void {
    const mine = new RegExp(`^${this.kind}-[0-9a-f]+\\.jsonl(\\.\\d+\\.tmp)?$`);
    for (const name of fs.readdirSync(this.dir!)) {
      const m = mine.exec(name);
      if (!m || name === own) continue;
      const other = path.join(this.dir!, name);
      // Gone meanwhile (another run renamed it): nothing to remove.
      const at = fs.statSync(other, { throwIfNoEntry: false })?.mtimeMs;
      if (at === undefined || (m[1] && Date.now() - at < STALE_MS)) continue;
      fs.rmSync(other, { force: true });
    }
  }

  private header(): string {
    return JSON.stringify({ navguard: this.kind, format: FORMAT, fingerprint: this.fingerprint });
  }

  /**
   * One entry per line, written a piece at a time: a run cut short leaves whole lines (each an entry that
   * stands alone) and at most one line cut short, which the next load skips.
   */
  private writeEntries(file: string, flags: 'a' | 'w', keys: readonly string[], first = ''): void {
    const fd = fs.openSync(file, flags);
    try {
      let piece = first;
      for (const k of keys) {
        const v = this.entries.get(k)!;
        piece += `${JSON.stringify([k, typeof this.reader === 'function' ? v : this.reader.encode(v)])}\n`;
        if (piece.length >= WRITE_PIECE) {
          writeAll(fd, piece);
          piece = '';
        }
      }
      if (piece) writeAll(fd, piece);
    } finally {
      fs.closeSync(fd);
    }
  }

  /**
   * A line's entries, or undefined when they are not well-formed: one entry (`[key, value]`), or a list of
   * them (`[[key, value], …]`, as files written before one entry per line hold them).
   */
  private parseLine(line: string): [string, V][] | undefined {
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      return undefined;
    }
    if (!Array.isArray(parsed)) return undefined;
    const entries = (typeof parsed[0] === 'string' ? [parsed] : parsed) as unknown[];
    const out: [string, V][] = [];
    const { reader } = this;
    for (const e of entries) {
      if (!Array.isArray(e) || e.length !== 2 || typeof e[0] !== 'string') return undefined;
      const v: V | undefined = typeof reader === 'function' ? (reader(e[1]) ? e[1] : undefined) : reader.decode(e[1]);
      if (v === undefined) return undefined;
      out.push([e[0], v]);
    }
    return out;
  }
}

function writeAll(fd: number, text: string): void {
  const bytes = Buffer.from(text);
  for (let at = 0; at < bytes.length;) at += fs.writeSync(fd, bytes, at);
}

/** A file's lines, read through one buffer of `chunk` bytes; `complete`: the line ended with a newline. */
export function* fileLines(fd: number, chunk: number): Generator<{ text: string; complete: boolean }> {
  const buf = Buffer.allocUnsafeSlow(chunk);
  // Decoded as they are cut: the buffer is read into again for the next chunk.
  let lines: { text: string; complete: boolean }[] = [];
  const split = splitRecords(10, (rec, complete) => lines.push({ text: rec.toString('utf8'), complete }));
  for (let n = fs.readSync(fd, buf, 0, chunk, null); n > 0; n = fs.readSync(fd, buf, 0, chunk, null)) {
    split(buf.subarray(0, n));
    yield* lines;
    lines = [];
  }
  split.end();
  yield* lines;
}
