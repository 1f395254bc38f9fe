// The link rule confirms candidates by parsing only the blocks around them (src/core/mdx/confirm.ts). On every
// corpus page that has a candidate, with every candidate taken as unresolved, and again with single candidate
// lines, the links of the parsed blocks must be exactly the whole-page parse's links on those lines.
import fs from 'node:fs';
import path from 'node:path';
import { it, expect } from '@jest/globals';
import { confirmLinks } from '../../src/core/mdx/confirm.js';
import { parseLinks } from '../../src/core/mdx/parse.js';
import { scanPage, type LinkRef } from '../../src/core/mdx/scan.js';
import { CORPUS_DIR, corpusSites, describeCorpus, pageFiles } from './corpus.js';

const key = (l: LinkRef): string => `${l.line}:${l.column} ${l.kind} ${JSON.stringify(l.url)}`;
const keys = (links: LinkRef[]): string[] => links.map(key).sort();

describeCorpus('need-driven link confirmation vs the whole-page parse on the corpus', () => {
  it('every corpus page with a candidate: the blocks give the same links (url, line, column, kind)', () => {
    let pages = 0;
    let blocks = 0;
    let wholePages = 0;
    let compared = 0;
    let blockLinks = 0;
    let singles = 0;
    const diffs: string[] = [];
    for (const site of corpusSites()) {
      for (const f of pageFiles(path.join(CORPUS_DIR, site))) {
        const text = fs.readFileSync(path.join(CORPUS_DIR, site, f), 'utf8');
        const lines = [...new Set(scanPage(text).links.map((l) => l.line))];
        if (!lines.length) continue;
        pages++;
        const whole = parseLinks(text).links;
        const check = (asked: number[]): void => {
          // No size cut-off: the block path is taken wherever it is safe, as on a page with a huge changelog.
          const got = confirmLinks(text, asked, Infinity);
          if (got.whole) {
            wholePages++;
            compared += got.links.length;
            if (keys(got.links).join('\n') !== keys(whole).join('\n')) diffs.push(`${site}/${f} (whole)`);
            return;
          }
          blocks += got.blocks.length;
          const inBlocks = whole.filter((l) => got.blocks.some(([a, b]) => l.line >= a && l.line <= b));
          compared += inBlocks.length;
          blockLinks += inBlocks.length;
          const [a, b] = [keys(got.links), keys(inBlocks)];
          if (a.join('\n') !== b.join('\n'))
            diffs.push(`${site}/${f} lines ${asked.join(',')}: blocks ${JSON.stringify(a)} whole ${JSON.stringify(b)}`);
          // Every line asked about lies in a parsed block.
          for (const l of asked)
            if (!got.blocks.some(([x, y]) => l >= x && l <= y)) diffs.push(`${site}/${f}:${l} unparsed`);
        };
        check(lines);
        // Each line alone: the first, a middle and the last candidate line (all of them would take minutes).
        for (const l of new Set([lines[0]!, lines[lines.length >> 1]!, lines[lines.length - 1]!])) {
          singles++;
          check([l]);
        }
      }
    }
    console.log(
      `[navguard] confirm-blocks: ${pages} pages, ${singles} single-line checks, ${blocks} blocks parsed, ${wholePages} whole-page fallbacks, ${compared} links compared (${blockLinks} of them read from blocks alone)`,
    );
    expect(pages).toBeGreaterThan(3000);
    expect(blocks).toBeGreaterThan(10000);
    expect(blockLinks).toBeGreaterThan(10000);
    expect({ diffs: diffs.slice(0, 20), count: diffs.length }).toEqual({ diffs: [], count: 0 });
  });
});
