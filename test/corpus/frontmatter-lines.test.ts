// Frontmatter of the simple shape is read by hand (src/core/site/frontmatter-lines.ts): on every corpus page it
// reads, its data must be exactly the YAML library's.
import { it, expect } from '@jest/globals';
import { simpleFrontmatter } from '../../src/core/site/frontmatter-lines.js';
import { yamlFrontmatter } from '../../src/core/site/pages.js';
import { splitFrontmatter } from '../../src/core/mdx/scan.js';
import { corpusPages, describeCorpus, proofLog } from './corpus.js';
import { describeProof as proofDescribe } from '../proofs.js';

const describeProof = proofDescribe(import.meta.url, describeCorpus);

describeProof('frontmatter read by hand vs the YAML library on the corpus', () => {
  it('every page whose frontmatter the hand reading takes: the same data', () => {
    let pages = 0;
    let read = 0;
    const diffs: string[] = [];
    for (const { site, file: f, text } of corpusPages()) {
      const { frontmatter } = splitFrontmatter(text);
      if (frontmatter === undefined) continue;
      pages++;
      const simple = simpleFrontmatter(frontmatter);
      if (!simple) continue;
      read++;
      const library = yamlFrontmatter(frontmatter);
      if (JSON.stringify({ data: simple }) !== JSON.stringify(library)) diffs.push(`${site}/${f}`);
      else expect({ data: simple }).toEqual(library);
    }
    proofLog(`[navguard] frontmatter-lines: ${pages} pages with frontmatter, ${read} read by hand`);
    expect(read).toBeGreaterThan(pages / 2);
    expect({ diffs: diffs.slice(0, 20), count: diffs.length }).toEqual({ diffs: [], count: 0 });
  });
});
