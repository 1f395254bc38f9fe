// Need-driven confirmation (src/core/mdx/confirm.ts) reads the blocks around the lines asked about, and the
// whole page whenever a block might read otherwise alone: on pages built from what moves block boundaries —
// fences indented with spaces and tabs, braces in and out of code spans, runs of backticks left open, tags (over
// lines, with `<` in a value, before text on a line), tables, lists, blank lines — the links it gives must be the
// whole-page parse's on the lines it read.
import { describe, it, expect } from '@jest/globals';
import fc from 'fast-check';
import { fuzzRuns } from './runs.js';
import { confirmLinks } from '../../src/core/mdx/confirm.js';
import { parseLinks } from '../../src/core/mdx/parse.js';
import type { LinkRef } from '../../src/core/mdx/scan.js';
import { linksOnBlocksRead } from '../references.js';

const RUNS = fuzzRuns(3000);

const piece = fc.constantFrom(
  'text [a](/a)',
  'code `}` and `{` [b](/b)',
  'a run `left open',
  'closes` {x} [c](/c)',
  '{',
  '}',
  '"[d](/d)"',
  '```js',
  '```',
  '~~~',
  '\t// tab',
  '  \t// two spaces and a tab',
  '<Tab title="x">',
  '</Tab>',
  '<Card href="/k" />',
  '<Card',
  'title="x" href="/n"',
  '>',
  '/>',
  '<P type="Record<a, b>">',
  '</P>',
  '<Mention>m</Mention> text [i](/i)',
  '<Tab title="y">text',
  '<a href="/m">',
  '</a>',
  '- item [e](/e)',
  '> quote [f](/f)',
  '[^1]: note [g](/g)',
  'See [^1].',
  '| a | [h](/h) |',
  '|---|---|',
  '| [x](/x) | `c` | [y](/y) |',
  '[l](/l) | loose',
  '![i](/i.png) [j](/j)',
  '[![k](/k.png)](/kk)',
  '| `a | b` [k](/k) |',
  '',
  '',
);
const indent = fc.constantFrom('', '  ', '    ', '\t');
const line = fc.tuple(indent, piece).map(([i, p]) => (p ? i + p : ''));
const key = (l: LinkRef): string => `${l.line}:${l.column} ${l.kind} ${l.url}`;

describe('need-driven link confirmation vs the whole-page parse', () => {
  it(`gives the whole-page parse's links on the lines it read (${RUNS} pages)`, () => {
    let blocks = 0;
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 14 }), fc.nat(), (lines, pick) => {
        const text = ['# Page', '', ...lines, '', 'Last [z](/z).'].join('\n');
        const all = text.split('\n');
        const asked = (pick % all.length) + 1;
        const got = confirmLinks(text, [asked], undefined, { maxShare: Infinity });
        const whole = parseLinks(text).links;
        const expected = linksOnBlocksRead(got, whole);
        if (!got.whole) blocks++;
        return got.links.map(key).sort().join('\n') === expected.map(key).sort().join('\n');
      }),
      { numRuns: RUNS },
    );
    expect(blocks).toBeGreaterThan(RUNS / 8);
  });
});
