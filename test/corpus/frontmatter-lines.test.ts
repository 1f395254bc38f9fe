// Frontmatter of the simple shape is read by hand (src/core/site/frontmatter-lines.ts): on every corpus page it
// reads, its data must be exactly the YAML library's.
import { it, expect } from '@jest/globals';
import { simpleFrontmatter } from '../../src/core/site/frontmatter-lines.js';
import { yamlFrontmatter } from '../../src/core/site/pages.js';
import { splitFrontmatter } from '../../src/core/mdx/scan.js';
import { corpusPages, describeCorpus, proofLog } from './corpus.js';
import { describeProof as proofDescribe } from '../proofs.js';
import { frontmatterProblem, plainlyValid } from '../../src/core/mdx/frontmatter-yaml.js';
import frontMatter from 'front-matter';

const describeProof = proofDescribe(import.meta.url, describeCorpus);

/** Every corpus page's frontmatter text (between its `---` lines), with where it is. */
function* frontmatters(): Generator<{ where: string; frontmatter: string }> {
  for (const { site, file, text } of corpusPages()) {
    const { frontmatter } = splitFrontmatter(text);
    if (frontmatter !== undefined) yield { where: `${site}/${file}`, frontmatter };
  }
}

describeProof('frontmatter read by hand vs the YAML library on the corpus', () => {
  it('every page whose frontmatter the hand reading takes: the same data', () => {
    let pages = 0;
    let read = 0;
    const diffs: string[] = [];
    for (const { where, frontmatter } of frontmatters()) {
      pages++;
      const simple = simpleFrontmatter(frontmatter);
      if (!simple) continue;
      read++;
      const library = yamlFrontmatter(frontmatter);
      if (JSON.stringify({ data: simple }) !== JSON.stringify(library)) diffs.push(where);
      else expect({ data: simple }).toEqual(library);
    }
    proofLog(`[navguard] frontmatter-lines: ${pages} pages with frontmatter, ${read} read by hand`);
    expect(read).toBeGreaterThan(pages / 2);
    expect({ diffs: diffs.slice(0, 20), count: diffs.length }).toEqual({ diffs: [], count: 0 });
  });

  // The builder's reading of a page's frontmatter (`front-matter`, js-yaml) is what frontmatter-syntax reports; the
  // lines told valid by hand (plainlyValid) skip it: on every corpus page, the same verdict as the library's.
  it("every frontmatter told valid by hand, and every verdict, is the builder library's", () => {
    const parse = (frontMatter as unknown as { default?: (t: string) => unknown }).default ?? frontMatter;
    let pages = 0;
    let byHand = 0;
    const diffs: string[] = [];
    for (const { where, frontmatter } of frontmatters()) {
      pages++;
      if (plainlyValid(frontmatter)) byHand++;
      let library = true;
      try {
        (parse as (t: string) => unknown)(`---\n${frontmatter}\n---\n`);
      } catch {
        library = false;
      }
      if ((frontmatterProblem(frontmatter) === undefined) !== library) diffs.push(where);
    }
    proofLog(`[navguard] frontmatter-yaml: ${pages} pages with frontmatter, ${byHand} told valid by hand`);
    expect(byHand).toBeGreaterThan(pages / 2);
    expect({ diffs: diffs.slice(0, 20), count: diffs.length }).toEqual({ diffs: [], count: 0 });
  });
});
