// pageAnchors parses a page with its prose and code blanked (src/core/mdx/anchors.ts, "parsing less"): proven here
// to give the same ids, lines, kinds and known/reason as the whole page parsed, on every page of every site.
import fs from 'node:fs';
import path from 'node:path';
import { it, expect } from '@jest/globals';
import { pageAnchors, type AnchorOptions } from '../../src/core/mdx/anchors.js';
import { resolveImport } from '../../src/core/site/pages.js';
import { CORPUS_DIR, corpusSites, describeCorpus } from './corpus.js';

function allFiles(root: string): Set<string> {
  const out = new Set<string>();
  const walk = (dir: string, rel: string): void => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(path.join(dir, e.name), r);
      else out.add(r);
    }
  };
  walk(root, '');
  return out;
}

describeCorpus('page anchors from the reduced parse on the corpus', () => {
  it('equal those of the whole page parsed, on every page', () => {
    let pages = 0;
    for (const site of corpusSites()) {
      const root = path.join(CORPUS_DIR, site);
      const files = allFiles(root);
      const read = (p: string): string => fs.readFileSync(path.join(root, p), 'utf8');
      for (const page of [...files].filter((f) => /\.mdx?$/.test(f)).sort()) {
        const text = read(page);
        const options: AnchorOptions = {
          path: page,
          readImport: (source, from) => {
            const p = resolveImport(from, source, files);
            return p === undefined ? undefined : { path: p, text: read(p) };
          },
        };
        const whole = pageAnchors(text, { ...options, wholePage: true });
        expect({ page: `${site}/${page}`, anchors: pageAnchors(text, options) }).toEqual({
          page: `${site}/${page}`,
          anchors: whole,
        });
        pages++;
      }
    }
    console.log(`reduced and whole parse compared on ${pages} pages`);
    expect(pages).toBeGreaterThan(1000);
  });
});
