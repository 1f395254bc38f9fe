// The link scanner's proof on every corpus page lives beside the confirmation's in confirm-blocks.test.ts, where
// both read one whole-page parse of each page. Here, the cases the corpus once showed.
import { describe, it, expect } from '@jest/globals';
import { parseLinks } from '../../src/core/mdx/parse.js';
import { scanPage, unescapeDestination } from '../../src/core/mdx/scan.js';

// The two misses the corpus showed before the scanner decoded destinations (kept so they stay fixed without it):
// 0xsequence ja/api-references/metadata.mdx and formbricks surveys/best-practices/interview-prompt.mdx.
describe('link scanner: backslash escapes and character references in destinations', () => {
  const cases = [
    '- [tokens](https://metadata.sequence.app/projects/486/collections/1/tokens/\\{tokenId})',
    'your booking link (e.g. [https://cal.com/company/user-interview).](https://cal.com/company/user-interview\\).) If you',
    'See [a &amp; b](/guides/a&amp;b) and [hex](/x&#x41;y) and [dec](/x&#66;y).',
  ];
  it.each(cases)('%s', (text) => {
    const parsed = parseLinks(text);
    expect(parsed.links.length).toBeGreaterThan(0);
    const scanned = scanPage(text).links.map((l) => l.url);
    for (const l of parsed.links) {
      expect(scanned).toContain(l.url);
      expect(unescapeDestination(text.split('\n')[l.line - 1]!.slice(l.column - 1)).startsWith(l.url)).toBe(true);
    }
  });
});
