// The bench's real shapes (bench/real.ts) add text to real pages (legacy links, icons, footnotes): what they add
// must keep every page as valid MDX as its source page, or the bench measures pages no real site could build
// (the markup shape once glued footnote references to a closing JSX tag: one page in nine was invalid).
import { it, expect } from '@jest/globals';
import { buildShape, REAL_SHAPES, type Page } from '../../bench/real.js';
import { makeRng } from '../../bench/text.js';
import { isValidMdx } from '../../src/core/mdx/parse.js';
import { splitFrontmatter } from '../../src/core/mdx/scan.js';
import { CORPUS_DIR, PROOFS_FULL, SAMPLE_EVERY, describeCorpus } from './corpus.js';
import { describeProof as proofDescribe } from '../proofs.js';

const describeProof = proofDescribe(import.meta.url, describeCorpus);

function body(text: string): string {
  const { bodyOffset } = splitFrontmatter(text);
  return text.slice(0, bodyOffset).replace(/[^\n]/g, ' ') + text.slice(bodyOffset);
}

describeProof('the real shapes of the bench', () => {
  it.each(REAL_SHAPES)('keep the %s pages valid MDX', (shape) => {
    // One copy of the source site: the copies differ only in their links' prefixes.
    const built = buildShape(CORPUS_DIR, shape, 1, makeRng(1));
    const first = built.pages.filter((p: Page) => p.prefix === built.pages[0]!.prefix);
    expect(first.length).toBeGreaterThan(250);
    // The loop parses one page in SAMPLE_EVERY of the copy, the proofs every page.
    const parsed = first.filter((_, i) => PROOFS_FULL || i % SAMPLE_EVERY === 0);
    const invalid = parsed.filter((p) => !isValidMdx(body(p.text))).map((p) => p.nav + p.ext);
    expect(invalid).toEqual([]);
  });
});
