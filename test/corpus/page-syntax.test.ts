// The MDX syntax verdict (src/core/mdx/page-syntax.ts) against the site builder's own: on every corpus page, the
// pages it finds unparsable, and where, are those @mintlify/common's getAST refused (recorded in the golden file
// with how it was made); every other page parses.
import { it, expect } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { pageSyntaxError } from '../../src/core/mdx/page-syntax.js';
import { PROJECT_DIR, corpusPages, describeCorpus } from './corpus.js';

const golden = JSON.parse(
  fs.readFileSync(path.join(PROJECT_DIR, 'test', 'golden', 'corpus-mdx-syntax.json'), 'utf8'),
) as {
  files: number;
  invalid: Record<string, { line: number; column: number; reason: string }>;
};

describeCorpus('MDX syntax as the site builder reads it, on the corpus', () => {
  it('finds unparsable exactly the pages the builder refused, at the place it stopped', () => {
    const found: Record<string, { line: number; column: number }> = {};
    let files = 0;
    for (const { site, file, text } of corpusPages()) {
      files++;
      const error = pageSyntaxError(text);
      if (error) found[`${site}/${file}`] = { line: error.line, column: error.column };
    }
    expect(files).toBe(golden.files);
    // The reasons' words differ between parser versions (a newer one adds a note); where it stops does not.
    const places = Object.fromEntries(
      Object.entries(golden.invalid).map(([f, e]) => [f, { line: e.line, column: e.column }]),
    );
    expect(found).toEqual(places);
  });
});
