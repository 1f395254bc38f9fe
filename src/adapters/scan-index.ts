// Page scans kept between runs, by blob id (./kept-entries.ts). A pull request changes a few pages; reading and
// scanning the thousands it left alone was most of what a diff of a large site cost (≈1 s at 25,000 pages). A
// scan depends only on the page's bytes and on the scanner (SCAN_FINGERPRINT, a hash of its sources).
import { SCAN_FINGERPRINT } from '../core/generated/cache-fingerprints.generated.js';
import type { ScannedPage } from '../core/mdx/scan.js';
import { isPageFile } from '../core/base/paths.js';
import type { ScanCache } from '../core/site/pages.js';
import type { SiteSource } from '../core/site/source.js';
import { KeptEntries } from './kept-entries.js';
import { STORED_SCAN } from './stored-scan.js';

const BLOB_ID = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;

export class ScanIndex {
  private readonly kept: KeptEntries<ScannedPage>;

  constructor(
    /** The folder, or undefined for no file (scans are then kept for this run only). */
    dir: string | undefined,
    fingerprint = SCAN_FINGERPRINT,
    slack?: number,
  ) {
    this.kept = new KeptEntries(dir, 'scans', fingerprint, STORED_SCAN, { slack });
  }

  /** Scans by blob id: those the file held, and those this run adds. Hand it to the loaders as their scan cache. */
  get scans(): ScanCache {
    return this.kept.entries;
  }

  get notes(): string[] {
    return this.kept.notes;
  }

  get file(): string | undefined {
    return this.kept.file;
  }

  /** How many scans the file gave. */
  get size(): number {
    return this.kept.size;
  }

  /** Reads the file (once): its scans join `scans`. */
  load(): void {
    this.kept.load();
  }

  /**
   * Keeps the scans of the pages of `sources` (the states this run read): appended when the file holds all
   * the others already, or the file is rewritten with only these when it holds many more than they are.
   */
  save(sources: readonly (SiteSource | undefined)[]): void {
    const used = new Set<string>();
    for (const source of sources)
      for (const f of source?.files ?? []) {
        if (!isPageFile(f)) continue;
        const id = source!.contentId?.(f);
        if (id !== undefined && BLOB_ID.test(id)) used.add(id);
      }
    this.kept.save(used);
  }
}
