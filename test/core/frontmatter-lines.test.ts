// Frontmatter of the simple shape read by hand (src/core/site/frontmatter-lines.ts): what it reads equals the
// YAML library's data; what YAML reads otherwise (or refuses) it leaves to the library.
import { describe, it, expect } from '@jest/globals';
import fc from 'fast-check';
import { simpleFrontmatter } from '../../src/core/site/frontmatter-lines.js';
import { readFrontmatter, yamlFrontmatter } from '../../src/core/site/pages.js';

describe('simpleFrontmatter', () => {
  it('reads quoted strings, word-like plain strings and one-line lists of quoted strings as the library does', () => {
    const text = [
      'title: "Quickstart: deploy in 5 minutes"',
      "sidebarTitle: 'Quickstart'",
      'description: Get your docs live (and keep them there) — fast/easy, with [links]',
      'keywords: ["deploy", "setup", "ci/cd"]',
      'icon: rocket',
      'openapi: "/es/api.json GET /jobs/{jobId}"',
      '',
      'tag: 开始',
    ].join('\n');
    const data = simpleFrontmatter(text);
    expect(data).toBeDefined();
    expect({ data }).toEqual(yamlFrontmatter(text));
    expect(readFrontmatter(text)).toEqual({
      title: 'Quickstart: deploy in 5 minutes',
      openapi: '/es/api.json GET /jobs/{jobId}',
      openapiLine: 7,
      openapiColumn: 10,
    });
  });

  it.each([
    ['a boolean', 'hidden: true'],
    ['a boolean in another case', 'hidden: False'],
    ['null', 'title: ~'],
    ['a number', 'title: 2024'],
    ['a float', 'title: .5'],
    ['a sign first', 'title: -x'],
    ['a second colon (an error to YAML)', 'title: Guide: setup'],
    ['a comment', 'title: x # note'],
    ['a doubled quote', "title: 'it''s'"],
    ['an escape', 'title: "a\\tb"'],
    ['an empty value', 'title:'],
    ['a key twice (an error to YAML)', 'title: a\ntitle: b'],
    ['a key with a colon', 'og:title: x'],
    ['a nested map', 'seo:\n  title: x'],
    ['a block list', 'keywords:\n  - a'],
    ['a block scalar', 'description: |\n  text'],
    ['an alias', 'title: *a'],
    ['__proto__', '__proto__: x'],
    ['a carriage return that ends no line', 'title: Foo\r'],
    ['a carriage return that ends no line, after a list', 'x: y\r\nkeywords: ["a"]\r'],
  ])('leaves %s to the library', (_, text) => {
    expect(simpleFrontmatter(text)).toBeUndefined();
  });

  it("still says why the library refuses a frontmatter (readFrontmatter's error)", () => {
    expect(readFrontmatter('title: Guide: setup').error).toMatch(/mapping/i);
    expect(readFrontmatter('title: a\ntitle: b').error).toMatch(/unique/i);
  });

  it('never reads a line of keys and simple characters otherwise than the library', () => {
    const word = fc.stringMatching(
      /^[A-Za-z_(/\u00e9\u4e2d][A-Za-z0-9 _.,;!?()'"/&+=%$@*^~<>|\-[\]{}:#\u00e9\u4e2d]{0,12}$/,
    );
    const value = fc.oneof(
      word,
      word.map((w) => `"${w}"`),
      word.map((w) => `'${w}'`),
      fc.array(word, { maxLength: 3 }).map((ws) => `[${ws.map((w) => `"${w}"`).join(', ')}]`),
    );
    const line = fc.tuple(fc.stringMatching(/^[a-z_][a-z-]{0,6}$/), value).map(([k, v]) => `${k}: ${v}`);
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 4 }),
        fc.constantFrom('\n', '\r\n'),
        fc.boolean(),
        (lines, eol, cr) => {
          const text = lines.join(eol) + (cr ? '\r' : '');
          const simple = simpleFrontmatter(text);
          if (simple !== undefined) expect({ data: simple }).toEqual(yamlFrontmatter(text));
        },
      ),
      { numRuns: 3000 },
    );
  });
});
