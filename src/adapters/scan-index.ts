// Page scans kept between runs, by blob id. A pull request changes a few pages; reading and scanning the
// thousands it left alone was most of what a diff of a large site cost (≈1 s at 25,000 pages). A scan depends
// only on the page's bytes and on the scanner, so an entry is right for as long as the scanner is the same:
// the file is named by SCAN_FINGERPRINT, a hash of the scanner's sources, and files of other fingerprints are
// removed. Anything unreadable in the file is skipped (the page is read and scanned again), never trusted;
// failing to write it costs the next run time, not this run its result.
import fs from 'node:fs';
import path from 'node:path';
import { SCAN_FINGERPRINT } from '../core/mdx/scan-fingerprint.generated.js';
import type { ScannedPage } from '../core/mdx/scan.js';
import { isPageFile } from '../core/paths.js';
import type { ScanCache } from '../core/site/pages.js';
import type { SiteSource } from '../core/types.js';

const FORMAT = 'navguard-scans 1';
const FILE = /^scans-[0-9a-f]+\.jsonl$/;
/** Entries beyond those a run used that the file may hold (other branches, other docs roots) before it is rewritten. */
const SLACK = 10_000;
const BLOB_ID = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;

type Entry = [string, ScannedPage];

export class ScanIndex {
  /** Scans by blob id: those the file held, and those this run adds. Hand it to the loaders as their scan cache. */
  readonly scans: ScanCache = new Map();
  /** What went wrong reading or writing the file, for the user: each costs time, not correctness. */
  readonly notes: string[] = [];
  private readonly loaded = new Set<string>();
  /** The file must be written whole (absent, of another format, or with a line that could not be read). */
  private rewrite = true;
  private read = false;

  constructor(
    /** The folder, or undefined for no file (scans are then kept for this run only). */
    readonly dir: string | undefined,
    private readonly fingerprint = SCAN_FINGERPRINT,
    private readonly slack = SLACK,
  ) {}

  get file(): string | undefined {
    return this.dir && path.join(this.dir, `scans-${this.fingerprint}.jsonl`);
  }

  /** How many scans the file gave. */
  get size(): number {
    return this.loaded.size;
  }

  /** Reads the file (once): its scans join `scans`. */
  load(): void {
    if (!this.dir || this.read) return;
    this.read = true;
    let text: string;
    try {
      text = fs.readFileSync(this.file!, 'utf8');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT')
        this.notes.push(`could not read the scan cache ${this.file}: ${(e as Error).message}`);
      return;
    }
    const lines = text.split('\n');
    if (lines[0] !== header(this.fingerprint)) return;
    let bad = 0;
    for (let i = 1; i < lines.length; i++) {
      if (!lines[i]) continue;
      const entries = parseLine(lines[i]!);
      if (!entries) {
        bad++;
        continue;
      }
      for (const [id, scan] of entries) {
        this.scans.set(id, scan);
        this.loaded.add(id);
      }
    }
    if (bad) this.notes.push(`skipped ${bad} unreadable line(s) of the scan cache ${this.file}; it will be rewritten`);
    // A last line without its newline was cut short: appending after it would spoil the next one too.
    this.rewrite = bad > 0 || !text.endsWith('\n');
  }

  /**
   * Keeps the scans of the pages of `sources` (the states this run read): appended when the file holds all
   * the others already, or the file is rewritten with only these when it holds many more than they are.
   */
  save(sources: readonly (SiteSource | undefined)[]): void {
    const file = this.file;
    if (!file) return;
    const used = new Set<string>();
    for (const source of sources)
      for (const f of source?.files ?? []) {
        if (!isPageFile(f)) continue;
        const id = source!.contentId?.(f);
        if (id !== undefined && BLOB_ID.test(id) && this.scans.has(id)) used.add(id);
      }
    const fresh = [...used].filter((id) => !this.loaded.has(id));
    const whole = this.rewrite || this.loaded.size + fresh.length > 2 * used.size + this.slack;
    if (!whole && !fresh.length) return;
    const line = (ids: Iterable<string>): string =>
      JSON.stringify([...ids].map((id): Entry => [id, this.scans.get(id)!])) + '\n';
    try {
      fs.mkdirSync(this.dir!, { recursive: true });
      if (!whole) fs.appendFileSync(file, line(fresh));
      else {
        // Written aside and renamed: a reader never sees half a file.
        const tmp = `${file}.${process.pid}.tmp`;
        fs.writeFileSync(tmp, `${header(this.fingerprint)}\n${line(used)}`);
        fs.renameSync(tmp, file);
        for (const other of fs.readdirSync(this.dir!))
          if (FILE.test(other) && other !== path.basename(file))
            fs.rmSync(path.join(this.dir!, other), { force: true });
      }
      for (const id of whole ? [] : fresh) this.loaded.add(id);
      this.rewrite = false;
    } catch (e) {
      this.notes.push(`could not write the scan cache ${file}: ${(e as Error).message}`);
    }
  }
}

function header(fingerprint: string): string {
  return JSON.stringify({ format: FORMAT, fingerprint });
}

/** A line's entries, or undefined when it is not a list of well-formed ones. */
function parseLine(line: string): Entry[] | undefined {
  let entries: unknown;
  try {
    entries = JSON.parse(line);
  } catch {
    return undefined;
  }
  if (!Array.isArray(entries)) return undefined;
  for (const e of entries as unknown[]) if (!isEntry(e)) return undefined;
  return entries as Entry[];
}

function isEntry(e: unknown): e is Entry {
  if (!Array.isArray(e) || e.length !== 2 || typeof e[0] !== 'string' || !BLOB_ID.test(e[0])) return false;
  const s = e[1] as Partial<ScannedPage> | null;
  return (
    typeof s === 'object' &&
    s !== null &&
    Number.isInteger(s.bodyLine) &&
    (s.frontmatter === undefined || typeof s.frontmatter === 'string') &&
    Array.isArray(s.imports) &&
    s.imports.every((i) => typeof i?.source === 'string' && isPlace(i)) &&
    Array.isArray(s.links) &&
    s.links.every((l) => typeof l?.url === 'string' && typeof l.kind === 'string' && isPlace(l)) &&
    (s.suppressions === undefined ||
      (Array.isArray(s.suppressions) &&
        s.suppressions.every(
          (x) => typeof x?.scope === 'string' && Array.isArray(x.rules) && isPlace(x) && Number.isInteger(x.endColumn),
        )))
  );
}

function isPlace(x: { line?: unknown; column?: unknown }): boolean {
  return Number.isInteger(x.line) && Number.isInteger(x.column);
}
