// The form a page scan takes in the scan cache's file (./scan-index.ts). Its own module so that the cache's
// fingerprint (SCAN_FINGERPRINT) covers it: a file written in another form is never read as this one.
import type { LinkRef, ScannedPage } from '../core/mdx/scan.js';
import type { EntryReader } from './kept-entries.js';

/** Link kinds as the file holds them: by their index here. */
const KINDS: readonly LinkRef['kind'][] = ['markdown', 'image', 'definition', 'href', 'src'];
const KIND_INDEX = new Map(KINDS.map((k, i) => [k, i]));

/**
 * A scan as the file holds it: its links as one flat list, `[url, line, column, kind index, …]`. With an object
 * per link (171,752 in the 16,284 distinct pages of the 25k-page bench site) the file was 16.3 MB and took 145 ms
 * to load; so it is 9.5 MB and takes 120 ms (its lines' JSON parsed and checked: 57 → 23 ms).
 */
export const STORED_SCAN: EntryReader<ScannedPage> = { encode: storedScan, decode: scanFromStored };

/** A scan from the form storedScan gives it (in a file, or sent by another thread); undefined when it is not one. */
export function scanFromStored(stored: unknown): ScannedPage | undefined {
  const s = stored as (Omit<ScannedPage, 'links'> & { links?: unknown }) | null;
  if (typeof s !== 'object' || s === null || !Array.isArray(s.links) || s.links.length % 4 !== 0) return undefined;
  const flat = s.links as unknown[];
  const links: LinkRef[] = new Array<LinkRef>(flat.length / 4);
  for (let i = 0, j = 0; i < flat.length; i += 4, j++) {
    const url = flat[i];
    const line = flat[i + 1];
    const column = flat[i + 2];
    const index = flat[i + 3];
    // Only a number indexes the kinds: "length" or "map" would name the list's own properties.
    const kind = typeof index === 'number' ? KINDS[index] : undefined;
    if (typeof url !== 'string' || !Number.isInteger(line) || !Number.isInteger(column) || kind === undefined)
      return undefined;
    links[j] = { url, line: line as number, column: column as number, kind };
  }
  const scan = { ...s, links };
  return isScanBesideLinks(scan) ? scan : undefined;
}

/** A scan in the form the file holds it (STORED_SCAN). */
export function storedScan(scan: ScannedPage): object {
  const links: (string | number)[] = [];
  for (const l of scan.links) links.push(l.url, l.line, l.column, KIND_INDEX.get(l.kind)!);
  return { ...scan, links };
}

/** Whether a scan read back has the shape the scanner gives, its links aside (STORED_SCAN reads those). */
function isScanBesideLinks(s: Partial<ScannedPage>): s is ScannedPage {
  return (
    Number.isInteger(s.bodyLine) &&
    (s.frontmatter === undefined || typeof s.frontmatter === 'string') &&
    (s.frontmatterProblem === undefined ||
      (isPlace(s.frontmatterProblem) && typeof s.frontmatterProblem.reason === 'string')) &&
    Array.isArray(s.imports) &&
    (s.openFence === undefined ||
      (isPlace(s.openFence) && (s.openFence.swallowed === undefined || Number.isInteger(s.openFence.swallowed)))) &&
    s.imports.every((i) => typeof i?.source === 'string' && isPlace(i)) &&
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
