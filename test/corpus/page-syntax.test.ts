// The MDX syntax verdict (src/core/mdx/page-syntax.ts) against the site builder's own: on every corpus page, the
// pages it finds unparsable, and where, are those @mintlify/common's getAST refused (recorded in the golden file
// with how it was made); every other page parses.
import { it, expect } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { pageSyntaxError, proseOnlyEdit } from '../../src/core/mdx/page-syntax.js';
import { MdxMemos } from '../../src/core/mdx/memos.js';
import {
  PROJECT_DIR,
  PROOFS_FULL,
  PROOF_PAGES,
  atLeast,
  corpusPages,
  describeCorpus,
  inProofSample,
} from './corpus.js';
import { describeProof as proofDescribe } from '../proofs.js';

const describeProof = proofDescribe(import.meta.url, describeCorpus);

const golden = JSON.parse(
  fs.readFileSync(path.join(PROJECT_DIR, 'test', 'golden', 'corpus-mdx-syntax.json'), 'utf8'),
) as {
  files: number;
  invalid: Record<string, { line: number; column: number; reason: string }>;
};

/** The verdicts, kept by text for both proofs, as a run keeps them for its analyses. */
const memos = new MdxMemos();

describeProof('MDX syntax as the site builder reads it, on the corpus', () => {
  it('finds unparsable exactly the pages the builder refused, at the place it stopped', () => {
    const found: Record<string, { line: number; column: number }> = {};
    let files = 0;
    for (const { site, file, text } of corpusPages()) {
      files++;
      const error = pageSyntaxError(text, memos);
      if (error) found[`${site}/${file}`] = { line: error.line, column: error.column };
    }
    if (PROOF_PAGES === 'full') expect(files).toBe(golden.files);
    // The reasons' words differ between parser versions (a newer one adds a note); where it stops does not.
    const places = Object.fromEntries(
      Object.entries(golden.invalid)
        .filter(([f]) => inProofSample(f.slice(0, f.indexOf('/')), f.slice(f.indexOf('/') + 1)))
        .map(([f, e]) => [f, { line: e.line, column: e.column }]),
    );
    expect(found).toEqual(places);
  });

  it('an edit it calls prose only never changes whether a page parses (random one-character edits of pages)', () => {
    // A seeded generator: the same edits every run.
    let seed = 12345;
    const rand = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const POOL = 'aZ9 .,-_*#|`<>{}"\'$~=:/[]()!\t';
    let accepted = 0;
    let rejected = 0;
    const wrong: string[] = [];
    let n = 0;
    for (const { site, file, text } of corpusPages()) {
      if ((PROOFS_FULL && n++ % 3 !== 0) || text.length > 200_000) continue;
      for (let k = 0; k < 4; k++) {
        const at = rand(text.length);
        if (text[at] === '\n') continue;
        const edited = text.slice(0, at) + POOL[rand(POOL.length)]! + text.slice(at + 1);
        if (!proseOnlyEdit(text, edited)) {
          rejected++;
          continue;
        }
        accepted++;
        if (!pageSyntaxError(text, memos) !== !pageSyntaxError(edited, memos)) wrong.push(`${site}/${file} at ${at}`);
      }
    }
    expect(wrong).toEqual([]);
    // Both answers are given often: the edits test something.
    expect(accepted).toBeGreaterThan(atLeast(1000));
    expect(rejected).toBeGreaterThan(atLeast(500));
  });
});
