// What a run keeps of a page past reading it (ids in memos, slugs, links, scans) must not keep the page's text
// alive: V8 keeps a substring as a view of the whole text, and on a large site the pages nobody reads again were
// hundreds of MB at the peak. Each case keeps what 100 pages of ~200 KB give and counts the heap after a collection.
import { describe, it, expect } from '@jest/globals';
import v8 from 'node:v8';
import vm from 'node:vm';
import { ownText } from '../../src/core/base/own-text.js';
import { plainAnchorIds, plainHeadingIds } from '../../src/core/mdx/anchor-quick-look.js';
import { confirmLinks } from '../../src/core/mdx/confirm.js';
import { MdxMemos } from '../../src/core/mdx/memos.js';
import { parseLinks } from '../../src/core/mdx/parse.js';
import { scanPage } from '../../src/core/mdx/scan.js';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

/** MB of heap still used after keeping what `keep` returns for 100 distinct pages of ~200 KB (two-byte text). */
function retainedMb(keep: (page: string, i: number) => unknown): number {
  const kept: unknown[] = [];
  gc();
  const before = process.memoryUsage().heapUsed;
  for (let i = 0; i < 100; i++) {
    const page = [
      `# A heading title number ${i}`,
      '',
      `<div id="a-long-element-identifier-${i}">`,
      '',
      `<Accordion title="Accordion title number ${i}">`,
      'x',
      '</Accordion>',
      '',
      `See [the guide](/some/long/path/to/guide-${i}) here.`,
      '',
      `And <a href="/another/long/path/${i}">this</a>.`,
      '',
      'Some prose — with a dash.\n'.repeat(4000),
    ].join('\n');
    kept.push(keep(page, i));
  }
  gc();
  const retained = (process.memoryUsage().heapUsed - before) / 1e6;
  expect(kept).toHaveLength(100);
  return retained;
}

describe('what is kept of a page is a copy', () => {
  it('ownText copies a piece of a longer text', () => {
    const text = 'x'.repeat(100_000);
    expect(ownText(text.slice(10, 40))).toBe('x'.repeat(30));
    expect(retainedMb(() => ownText(`${'y'.repeat(300_000)}`.slice(5, 60)))).toBeLessThan(5);
  });

  // Each case's memos live on past the pages, as a run's do: what they keep counts.
  it('the quick look ids (headings, element ids, Accordions) and their slugs', () => {
    const memos = new MdxMemos();
    expect(retainedMb((page) => plainHeadingIds(page, memos))).toBeLessThan(5);
    expect(retainedMb((page) => plainAnchorIds(page, memos))).toBeLessThan(5);
  });

  it('links confirmed on plain lines, read by the parser, and found by the scan', () => {
    // A plain line's links, read without the parser (a parsed page is kept by the confirmation's own bounded memo).
    const memos = new MdxMemos();
    expect(retainedMb((page) => confirmLinks(page, [9], memos))).toBeLessThan(5);
    expect(retainedMb((page) => parseLinks(page.slice(0, 400), memos).links)).toBeLessThan(5);
    expect(retainedMb((page) => scanPage(page))).toBeLessThan(5);
  });
});
