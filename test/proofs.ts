// A proof file's describe in `npm test`: the loop runs a proof on its sample only while the proof's inputs differ
// from those a full `npm run test:proofs` proved on every page (scripts/proof-keys.ts, test/proofs.record.json).
// Where they are the same, the sample would prove again what the record holds: the file says so and skips.
import path from 'node:path';
import { describe } from '@jest/globals';
import { proofKey, readRecord } from '../scripts/proof-keys.js';
import { PROJECT_DIR, PROOF_PAGES } from './corpus/corpus.js';

/** Where a proof file stands: proven (the record's date) or to be run. */
export function provenOn(fileUrl: string): string | undefined {
  if (PROOF_PAGES !== 'sample' || process.env.NAVGUARD_PROOFS_RERUN) return undefined;
  const file = path.relative(PROJECT_DIR, new URL(fileUrl).pathname);
  const entry = readRecord(PROJECT_DIR)[file];
  return entry && entry.key === proofKey(PROJECT_DIR, file) ? entry.proven : undefined;
}

/**
 * `describe` for a proof file (`fileUrl`: its import.meta.url), or the `fallback` that guards it (describeCorpus):
 * skipped, with a line saying why, when the record holds the proof of the same inputs.
 */
export function describeProof(
  fileUrl: string,
  fallback: (name: string, body: () => void) => void = describe,
): (name: string, body: () => void) => void {
  const proven = provenOn(fileUrl);
  if (proven === undefined) return fallback;
  let said = false;
  return (name, body) => {
    if (!said) sayProven(fileUrl, proven);
    said = true;
    describe.skip(`${name} (proven on ${proven}, inputs unchanged)`, body);
  };
}

/** The line a skipped proof file prints, once. */
export function sayProven(fileUrl: string, proven: string): void {
  // Jest keeps a skipped file's console to itself: straight to the terminal.
  process.stderr.write(
    `[navguard] ${path.relative(PROJECT_DIR, new URL(fileUrl).pathname)}: skipped, proven on the whole corpus on ${proven} with the same code, libraries, corpus and Node (test/proofs.record.json); NAVGUARD_PROOFS_RERUN=1 runs it\n`,
  );
}
