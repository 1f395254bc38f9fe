// Telling a page's validity, blocks of a few shapes are taken as valid MDX without the parser
// (src/core/mdx/valid-shapes.ts), and their links read without it where their text is plain (shapeLinks). On
// every corpus page, every block holding MDX syntax, every two blocks in a row and the whole body taken as valid
// must be valid for micromark, with the parser's links; every piece told invalid (tags that do not nest) invalid.
import { it, expect } from '@jest/globals';
import { mdxVerdict } from '../../src/core/mdx/valid-shapes.js';
import { isValidMdx, parseFragmentLinks } from '../../src/core/mdx/parse.js';
import { shapeLinks } from '../../src/core/mdx/confirm.js';
import { splitFrontmatter, type LinkRef } from '../../src/core/mdx/scan.js';
import { PROOF_SCOPE, atLeast, blankSeparatedRuns, corpusPages, describeCorpus, proofLog } from './corpus.js';
import { describeProof as proofDescribe } from '../proofs.js';

const describeProof = proofDescribe(import.meta.url, describeCorpus);

/** What confirm.ts asks the parser about: JSX and HTML, expressions, ESM. */
const MDX_SYNTAX = /[<{}]|^(?:import|export)\b/m;
/**
 * The share of such blocks told without the parser, the shortcut's worth: 16,015 of 39,542 in 2026-11 (12,228
 * before literal attribute values and elements in text were told; the runs of lines between blank lines, cut where
 * fences hold blank lines too; 56 % of those valid for micromark).
 */
const TOLD_SHARE_AT_LEAST = 0.35;

describeProof('blocks told valid MDX without the parser, vs micromark, on the corpus', () => {
  it('every block, two blocks in a row and page body told valid is valid', () => {
    let pieces = 0;
    let told = 0;
    let blocksWithSyntax = 0;
    let blocksTold = 0;
    // Pieces whose links shapeLinks reads (the links of the pieces told, where their text is plain).
    let read = 0;
    // Pieces told invalid: their tags do not nest.
    let refused = 0;
    const wrong: string[] = [];
    const ask = (site: string, f: string, piece: string, block: boolean): void => {
      if (!MDX_SYNTAX.test(piece)) return;
      pieces++;
      if (block) blocksWithSyntax++;
      const verdict = mdxVerdict(piece);
      if (verdict === false) {
        refused++;
        if (isValidMdx(piece)) wrong.push(`${site}/${f} (told invalid): ${JSON.stringify(piece.slice(0, 300))}`);
      }
      if (!verdict) return;
      told++;
      if (block) blocksTold++;
      // One parse tells both: it throws on invalid MDX, and gives the links otherwise.
      let parsed: LinkRef[];
      try {
        parsed = parseFragmentLinks(piece, true);
      } catch {
        wrong.push(`${site}/${f}: ${JSON.stringify(piece.slice(0, 300))}`);
        return;
      }
      const links = shapeLinks(piece);
      if (!links) return;
      read++;
      if (JSON.stringify(links) !== JSON.stringify(parsed))
        wrong.push(`${site}/${f}: links ${JSON.stringify(links)}, parser ${JSON.stringify(parsed)}`);
    };
    for (const { site, file: f, text } of corpusPages()) {
      const lines = text.slice(splitFrontmatter(text).bodyOffset).split('\n');
      ask(site, f, lines.join('\n'), false);
      const blocks = blankSeparatedRuns(lines);
      blocks.forEach(([s, e], i) => {
        ask(site, f, lines.slice(s, e).join('\n'), true);
        const next = blocks[i + 1];
        if (next) ask(site, f, lines.slice(s, next[1]).join('\n'), false);
      });
    }
    proofLog(
      `[navguard] valid shapes, ${PROOF_SCOPE}: ${pieces} pieces with MDX syntax, ${told} told valid without the parser (blocks: ${blocksTold} of ${blocksWithSyntax}), ${read} with their links read, ${refused} told invalid`,
    );
    expect({ wrong: wrong.slice(0, 20), count: wrong.length }).toEqual({ wrong: [], count: 0 });
    expect(blocksWithSyntax).toBeGreaterThan(atLeast(10000));
    expect(read).toBeGreaterThan(told / 4);
    expect(refused).toBeGreaterThan(atLeast(1000));
    expect(blocksTold / blocksWithSyntax).toBeGreaterThan(TOLD_SHARE_AT_LEAST);
  });
});
