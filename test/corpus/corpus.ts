// Where the real-docs corpus lives and how its tests skip, visibly, when it is not there.
// The corpus sits outside the project (<project>/../shared/corpus) and is never shipped with it.
import fs from 'node:fs';
import path from 'node:path';
import { describe } from '@jest/globals';
// The leaf, not the renderers: a proof's imports are its record's key (scripts/proof-keys.ts).
import { fingerprint } from '../../src/core/base/fingerprint.js';

export const PROJECT_DIR = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
export const CORPUS_DIR = path.resolve(PROJECT_DIR, '..', 'shared', 'corpus');
export const HAVE_CORPUS = fs.existsSync(path.join(CORPUS_DIR, 'manifest.tsv'));

/**
 * Which corpus pages the proofs (parser vs fast path, page by page) read, from NAVGUARD_PROOFS:
 * - unset or `sample` (`npm test`): a fixed sample, the pages whose `site/file` hashes to 0 modulo SAMPLE_EVERY,
 *   one in sixteen, and twice as many of the few `.md` pages (the only pages read as plain Markdown): 307 of
 *   5,235 in 2026-12 (7 of them .md), from 19 of the 20 sites, the same on every machine;
 * - `full` (`npm run test:proofs`): every page;
 * - `rest` (.ci/run, right after `npm test` read the sample): every page but the sample's, so that CI proves each
 *   page once.
 */
export type ProofPages = 'sample' | 'full' | 'rest';
export const PROOF_PAGES: ProofPages =
  process.env.NAVGUARD_PROOFS === 'full' || process.env.NAVGUARD_PROOFS === 'rest'
    ? process.env.NAVGUARD_PROOFS
    : 'sample';
/** The proofs' own run (full or rest): bounds near the whole corpus's, every page of a built shape, figures printed. */
export const PROOFS_FULL = PROOF_PAGES !== 'sample';
export const SAMPLE_EVERY = 16;

/** Whether a page of a site is one the proofs read in this run. */
export function inProofSample(site: string, file: string): boolean {
  if (PROOF_PAGES === 'full') return true;
  const every = file.endsWith('.md') ? SAMPLE_EVERY / 2 : SAMPLE_EVERY;
  const sampled = parseInt(fingerprint(`${site}/${file}`), 16) % every === 0;
  return PROOF_PAGES === 'sample' ? sampled : !sampled;
}

/**
 * A proof's lower bound on how much it covered, set for the whole corpus. For the sample: `inSample` where a shape
 * clusters in a few pages (measured on the sample), else the bound scaled to the sample's share of pages with a
 * fifth to spare; for the rest, four fifths of the bound.
 */
export function atLeast(wholeCorpus: number, inSample = Math.floor((wholeCorpus * 0.8) / SAMPLE_EVERY)): number {
  if (PROOF_PAGES === 'full') return wholeCorpus;
  return PROOF_PAGES === 'sample' ? inSample : Math.floor(wholeCorpus * 0.8);
}

/** An upper bound set for the whole corpus: scaled to the sample (with a fifth to spare); the rest is under it. */
export function atMost(wholeCorpus: number): number {
  return PROOF_PAGES === 'sample' ? Math.ceil((wholeCorpus * 1.2) / SAMPLE_EVERY) : wholeCorpus;
}

/**
 * A proof's figures (pages read, shortcuts taken): printed by `npm run test:proofs`, where they are the point;
 * `npm test` stays quiet about passing tests.
 */
export function proofLog(line: string): void {
  if (PROOFS_FULL) console.log(line);
}

/** What the run reads, for the proofs' log lines. */
export const PROOF_SCOPE = {
  full: 'every corpus page',
  rest: 'every corpus page but the sample',
  sample: `the sample (one page in ${SAMPLE_EVERY})`,
}[PROOF_PAGES];

/** Site folders (`<owner>__<name>`), sorted; empty without the corpus. */
export function corpusSites(): string[] {
  if (!HAVE_CORPUS) return [];
  return fs
    .readdirSync(CORPUS_DIR, { withFileTypes: true })
    .filter((e) => e.isDirectory() && fs.existsSync(path.join(CORPUS_DIR, e.name, 'docs.json')))
    .map((e) => e.name)
    .sort();
}

/** `describe` when the corpus is present; otherwise `describe.skip` plus a warning that names the missing path. */
export function describeCorpus(name: string, body: () => void): void {
  if (HAVE_CORPUS) {
    describe(name, body);
    return;
  }
  console.warn(
    `[navguard] SKIPPED "${name}": the docs corpus was not found at ${CORPUS_DIR} (expected <project>/../shared/corpus).`,
  );
  describe.skip(`${name} (SKIPPED: no corpus at ${CORPUS_DIR})`, body);
}

/** Every .md/.mdx file under a folder (dot-folders and node_modules skipped), docs-root-relative, sorted. */
export function pageFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string, rel: string): void => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (e.name.startsWith('.') || e.name === 'node_modules') continue;
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(path.join(dir, e.name), r);
      else if (/\.mdx?$/i.test(e.name)) out.push(r);
    }
  };
  walk(root, '');
  return out.sort();
}

/** The pages of every corpus site the proofs read (all, or the sample), with their text, in pageFiles' order. */
export function* corpusPages(): Generator<{ site: string; file: string; text: string }> {
  for (const site of corpusSites())
    for (const file of pageFiles(path.join(CORPUS_DIR, site)))
      if (inProofSample(site, file))
        yield { site, file, text: fs.readFileSync(path.join(CORPUS_DIR, site, file), 'utf8') };
}

/** The runs of lines between blank lines, as [start, end) indexes. */
export function blankSeparatedRuns(lines: readonly string[]): [number, number][] {
  const runs: [number, number][] = [];
  for (let s = 0; s < lines.length; s++) {
    if (!lines[s]!.trim()) continue;
    let e = s + 1;
    while (e < lines.length && lines[e]!.trim()) e++;
    runs.push([s, e]);
    s = e;
  }
  return runs;
}
