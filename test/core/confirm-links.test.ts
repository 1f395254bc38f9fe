// Need-driven confirmation (src/core/mdx/confirm.ts): only the blocks around the lines asked about are parsed,
// and the whole page whenever a block might read differently alone. Either way the links are parseLinks' own.
import { describe, it, expect } from '@jest/globals';
import { confirmLinks, plainBlocksLinks } from '../../src/core/mdx/confirm.js';
import { blankedFrontmatter, parseFragmentLinks, parseLinks } from '../../src/core/mdx/parse.js';
import { pageAnchors } from '../../src/core/mdx/anchors.js';
import { MdxMemos } from '../../src/core/mdx/memos.js';
import { posOf } from '../rules/util.js';
import { linksOnBlocksRead } from '../references.js';

const lineOf = (text: string, needle: string): number => text.slice(0, text.indexOf(needle)).split('\n').length;

/** Asks about the line holding `needle`; the links found must be the whole-page parse's on the same lines. */
function confirm(text: string, needle: string, memos = new MdxMemos()): ReturnType<typeof confirmLinks> {
  const got = confirmLinks(text, [lineOf(text, needle)], memos);
  const whole = parseLinks(text).links;
  const expected = linksOnBlocksRead(got, whole);
  expect(got.links).toEqual(expected);
  return got;
}

const filler = Array.from({ length: 40 }, (_, i) => `Paragraph ${i} with [a link](/p${i}).\n`).join('\n');

/** A page of `lead` lines, then filler around a paragraph linking to /guides/missing. */
const beforeMissing = (...lead: string[]): string =>
  [...lead, '', filler, 'See [the guide](/guides/missing).', '', filler].join('\n');

describe('need-driven link confirmation', () => {
  it('parses only the paragraph around the line, with the positions of the page (frontmatter counted)', () => {
    const text = `---\ntitle: x\n---\n\n${filler}\nSee [the guide](/guides/missing)\nand [more](/more).\n\n${filler}`;
    const got = confirm(text, '/guides/missing');
    expect(got.whole).toBe(false);
    const at = lineOf(text, '/guides/missing');
    expect(got.blocks).toEqual([[at, at + 1]]);
    expect(got.links).toEqual([
      { url: '/guides/missing', kind: 'markdown', ...posOf(text, '/guides/missing') },
      { url: '/more', kind: 'markdown', ...posOf(text, '/more') },
    ]);
  });

  it('keeps a fence with blank lines in one block', () => {
    const text = `${filler}\n[before](/before)\n\`\`\`md\n[in code](/code)\n\n[still code](/code2)\n\`\`\`\n\n${filler}`;
    const got = confirm(text, '/before');
    expect(got.whole).toBe(false);
    expect(got.links.map((l) => l.url)).toEqual(['/before']);
    expect(got.blocks[0]![1]).toBe(lineOf(text, '/code2') + 1);
  });

  it('keeps an expression spanning blank lines in one block', () => {
    const text = `${filler}\n{/* a comment\n\nover blank lines */}\n[x](/x)\n\n${filler}`;
    const got = confirm(text, '/x');
    expect(got.whole).toBe(false);
    expect(got.links.map((l) => l.url)).toEqual(['/x']);
    expect(got.blocks[0]![0]).toBe(lineOf(text, '{/*'));
  });

  it('reads a JSX link in a block alone when every block holding MDX syntax reads as valid MDX', () => {
    const text = `${filler}\n<Card title="a" href="/card">x</Card>\n\n<Note>n</Note>\n\n${filler}`;
    const got = confirm(text, '/card');
    expect(got.whole).toBe(false);
    expect(got.links).toEqual([{ url: '/card', kind: 'href', ...posOf(text, '/card') }]);
  });

  it('reads indented text in a list item as MDX does when the page is valid MDX (plain Markdown: code)', () => {
    const text = `${filler}\n1.  item\n\n    [x](/x)\n\n${filler}`;
    const got = confirm(text, '/x');
    expect(got.whole).toBe(false);
    expect(got.links).toEqual([{ url: '/x', kind: 'markdown', ...posOf(text, '/x') }]);
  });

  it('agrees with the page when a JSX tag may hold a lazy line of a list item (an MDX error only in the page)', () => {
    const text = `${filler}\n- item\n\n  <Card\nhref="/card" />\n\n[x](/x)\n\n${filler}`;
    expect(parseLinks(text).mdxError).toBeDefined();
    // Read as Markdown, the tag is raw HTML whose href still counts: block and page agree (confirm checks it).
    expect(confirm(text, '/card').links.map((l) => l.url)).toContain('/card');
  });

  it.each([
    [
      'an HTML comment that blank lines do not end',
      `${filler}\n<!--\n\n[hidden](/hidden)\n\n-->\n\n${filler}`,
      '/hidden',
    ],
    [
      'a JSX element whose tags are not on lines of their own',
      `${filler}\n<Card href="/card">Body\n\nmore</Card>\n\n${filler}`,
      '/card',
    ],
    ['a fence in a blockquote', `${filler}\n> \`\`\`\n> [x](/x)\n\n${filler}`, '/x'],
    ['a fence that a dedented line may end', `${filler}\n- \`\`\`\n  code\n\n[out](/out)\n\n${filler}`, '/out'],
    ['an unbalanced brace', `${filler}\nA } here [x](/x)\n\n${filler}`, '/x'],
  ])('parses the whole page for %s', (_, text, needle) => {
    expect(confirm(text, needle).whole).toBe(true);
  });

  it.each([
    [
      'a reference-style link, whose definition is elsewhere',
      `${filler}\nSee [the guide][g] <b>x</b>.\n\n${filler}\n[g]: /guides/g\n`,
      '[g]',
      [],
    ],
    ['a footnote', `${filler}\nSee this[^1] {1}.\n\n[^1]: [ref](/ref) <b>x</b>\n\n${filler}`, '/ref', ['/ref']],
    // `[b]` is a reference when the page defines b: then `(/x)` is text, and no link.
    [
      'a reference that takes the brackets of a link',
      `${filler}\n[a][b](/x) <b>y</b>\n\n${filler}\n\n[b]: /b\n`,
      '/x',
      [],
    ],
    ['the same without the definition', `${filler}\n[a][b](/x) <b>y</b>\n\n${filler}\n`, '/x', ['/x']],
    // `[^1]` is a footnote call when the page defines the footnote, otherwise the text of a link.
    [
      'a footnote call that takes the brackets of a link',
      `${filler}\n[^1](/x) <b>y</b>\n\n${filler}\n\n[^1]: Note.\n`,
      '/x',
      [],
    ],
    [
      'a definition whose label spans lines',
      `${filler}\nSee [the guide][a\nb] <b>x</b>.\n\n${filler}\n[a\nb]: /guides/elsewhere\n`,
      '[the guide]',
      [],
    ],
  ])("reads a block with the page's definitions copied after it: %s", (_, text, needle, urls) => {
    const got = confirm(text, needle);
    expect(got.whole).toBe(false);
    expect(got.links.map((l) => l.url)).toEqual(urls);
  });

  it('agrees with the page when plain Markdown reads a fence that MDX does not (invalid MDX: a fence after an HTML line)', () => {
    // Read as Markdown, `<Tab>` opens an HTML block holding the first fence marker as text, up to the blank line:
    // the second marker opens a fence that runs to the end of the page, so the footnote's link is code.
    const text = `${filler}\n<Tab title="x">\n\`\`\`bash\ncode\n\nmore code\n\`\`\`\n</Tab>\n\n<Note>\nn\n</Note> [^1]\n\n[^1]: See [ref](/ref).\n`;
    expect(parseLinks(text).mdxError).toBeDefined();
    expect(confirm(text, '/ref').links.filter((l) => l.url === '/ref')).toEqual([]);
    // Valid MDX, the same fences are read as MDX reads them, without the whole page.
    const valid = text.replace('</Note> [^1]', '</Note>\n\nA call[^1].');
    expect(parseLinks(valid).mdxError).toBeUndefined();
    const got = confirm(valid, '/ref');
    expect(got.whole).toBe(false);
    expect(got.links.map((l) => l.url)).toEqual(['/ref']);
  });

  it('agrees with the page when another block makes the page invalid MDX', () => {
    const text = `${filler}\nSome <b>bold</i> text.\n\n<Card href="/card">x</Card>\n\n${filler}`;
    expect(parseLinks(text).mdxError).toBeDefined();
    expect(confirm(text, '/card').links.map((l) => l.url)).toContain('/card');
  });
});

describe('need-driven link confirmation: an element whose tags sit in other blocks', () => {
  it('reads the blocks from its opening tag to its closing one, not the page', () => {
    const tabs = [
      '<Tabs>',
      '  <Tab title="A">',
      '  See [a](/a).',
      '',
      '  ```js',
      '  <Tab>',
      '',
      '  ```',
      '  </Tab>',
      '  <Tab title="B">',
      '    [b](/b)',
      '  </Tab>',
      '</Tabs>',
    ].join('\n');
    const text = `${filler}\n${tabs}\n\n${filler}`;
    const got = confirm(text, '/a');
    expect(got.whole).toBe(false);
    expect(got.blocks).toEqual([[lineOf(text, '<Tabs>'), lineOf(text, '</Tabs>')]]);
    expect(got.links.map((l) => l.url)).toEqual(['/a', '/b']);
  });

  it('reads the whole page where the tags nest wrongly or the element never closes', () => {
    const wrong = `${filler}\n<Tabs>\n<Tab title="A">\n[a](/a)\n\nx\n\n</Tabs>\n</Tab>\n\n${filler}`;
    expect(confirm(wrong, '/a').whole).toBe(true);
    const open = `${filler}\n<Note>\n[a](/a)\n\n${filler}`;
    expect(confirm(open, '/a').whole).toBe(true);
  });

  it('agrees with the page when another element makes it invalid MDX', () => {
    const text = `${filler}\n<Note>\n[a](/a) <b>x</b>\n\nmore\n</Note>\n\n<Tip>\n\n{ broken\n\n</Tip>\n\n${filler}`;
    expect(confirm(text, '/a').links.map((l) => l.url)).toContain('/a');
  });
});

describe('need-driven link confirmation: a row of a long table', () => {
  // A `<br />` in each row, as real tables have: plain rows are read without the parser (plainBlocksLinks).
  const rows = (n: number, cell: (i: number) => string): string =>
    Array.from({ length: n }, (_, i) => `| \`opt${i}\`<br /> | ${cell(i)} |`).join('\n');
  const table = (body: string, delimiter = '| --- | --- |'): string =>
    `${filler}\n| Option | Meaning |\n${delimiter}\n${body}\n\n${filler}`;

  it('reads the header, the delimiter row and the rows asked about, not the rows around them', () => {
    const text = table(rows(30, (i) => (i === 12 ? 'See [the guide](/missing) and [x](/x).' : `[Row ${i}](/r${i})`)));
    const header = lineOf(text, '| Option');
    const at = lineOf(text, '/missing');
    const got = confirm(text, '/missing');
    expect(got.whole).toBe(false);
    expect(got.blocks).toEqual([
      [header, header + 1],
      [at, at],
    ]);
    expect(got.links).toEqual([
      { url: '/missing', kind: 'markdown', ...posOf(text, '/missing') },
      { url: '/x', kind: 'markdown', ...posOf(text, '/x') },
    ]);
  });

  it('reads two rows asked about at once, with the links of each at its own line', () => {
    const text = table(rows(30, (i) => `[Row ${i}](/r${i})`));
    const got = confirmLinks(text, [lineOf(text, '/r3)'), lineOf(text, '/r20)')]);
    expect(got.links.map((l) => [l.url, l.line])).toEqual([
      ['/r3', lineOf(text, '/r3)')],
      ['/r20', lineOf(text, '/r20)')],
    ]);
    expect(got.blocks).toHaveLength(3);
  });

  it('reads the whole block where the rows are no table (a delimiter row of another width) or may not read alone', () => {
    // Two cells in the header, three in the delimiter row: no table, one paragraph whose code span crosses lines.
    const notTable = table(`| \`a |\n${rows(10, (i) => `[Row ${i}](/r${i})`)}\n| b\` [y](/y) |`, '| --- | --- | --- |');
    const got = confirm(notTable, '/y');
    expect(got.blocks).toEqual([[lineOf(notTable, '| Option'), lineOf(notTable, '/y')]]);
    // An <svg> opened in a row left out hides the href of a later row from the link reader (the page is read as
    // plain Markdown: an unclosed <svg> is no valid MDX).
    const svg = table(rows(10, (i) => (i === 2 ? '<svg>' : i === 8 ? '<a href="/in-svg">a</a>' : 'x')));
    expect(confirm(svg, '/in-svg').links.map((l) => l.url)).not.toContain('/in-svg');
    // A line without a pipe before the row asked about.
    const broken = table(`${rows(5, () => 'x')}\nplain text\n${rows(5, (i) => `[Row ${i}](/r${i})`)}`);
    expect(confirm(broken, '/r3').blocks).toHaveLength(1);
  });

  it('reads the rows as the page does when a row left out makes the page invalid MDX', () => {
    const text = table(rows(20, (i) => (i === 3 ? '<b>open' : i === 15 ? '<i>[a](/a)</i>' : 'x')));
    expect(parseLinks(text).mdxError).toBeDefined();
    const got = confirm(text, '/a');
    expect(got.whole).toBe(false);
    expect(got.blocks).toHaveLength(2);
    expect(got.links.map((l) => l.url)).toEqual(['/a']);
  });
});

describe('plain link blocks, read without the parser', () => {
  const key = (l: { url: string; line: number; column: number; kind: string }): string =>
    `${l.line}:${l.column} ${l.kind} ${l.url}`;
  /** What plainBlocksLinks gives for a one-block text, checked against both readings of the parser. */
  function plain(text: string): string[] | undefined {
    const lines = text.split('\n');
    const got = plainBlocksLinks(lines, [[0, lines.length]]);
    if (got) {
      expect(got.map(key)).toEqual(parseFragmentLinks(text, true).map(key));
      expect(got.map(key)).toEqual(parseFragmentLinks(text, false).map(key));
    }
    return got?.map((l) => l.url);
  }

  it('reads a list of plain links (the "Related" list of a migrated site) as the parser does', () => {
    expect(
      plain(
        [
          '- [Types](types.md)',
          '- [Tasks: Overview](./overview-old.md) - what they are (old)',
          '* [Guides & examples](/v2/docs/examples#top?x=1)',
          '1. [CI / GitHub Actions](github-actions.md)',
          '   10) [](empty-text.md)',
          '[Alone](../alone)\r',
        ].join('\n'),
      ),
    ).toEqual([
      'types.md',
      './overview-old.md',
      '/v2/docs/examples#top?x=1',
      'github-actions.md',
      'empty-text.md',
      '../alone',
    ]);
  });

  it('reads URLs in destinations and code spans as the parser does: no autolink literal there', () => {
    expect(
      plain(
        [
          '- Icons from [Font Awesome](https://fontawesome.com/icons), see [the setting](/settings#icons).',
          '- `https://example.com/x` and `www.example.com` are [examples](https://www.example.com/a?b=1#c).',
        ].join('\n'),
      ),
    ).toEqual(['https://fontawesome.com/icons', '/settings#icons', 'https://www.example.com/a?b=1#c']);
  });

  it('leaves to the parser every line a parser could read otherwise', () => {
    const others = [
      '[https://example.com](/b)',
      'see https://example.com [a](/b)',
      '[a](https://example.com) www.example.com',
      '[a](/b) `x` https://example.com `y`',
      '[^1](/footnote-or-link)',
      '![image [x](/y)](/img.png)',
      '[a ![b](/c)](/d)',
      '[a](/b "title")',
      '[a](</b c>)',
      '[a &amp; b](/entity)',
      '[a](/b&amp;c)',
      '[a\\]](/escaped)',
      '[a](/b) and www.example.com',
      '[mail](/m) me@example.com',
      '[a](/b) https://example.com',
      '[a <b>x</b>](/b)',
      '[a {x}](/b)',
      '[a | b](/c) d',
      '[a `code](/b)` c',
      '[a `b | c`](/d)',
      '```js [a](/b)',
      '[a](/b) `unclosed',
      '[^1] [a](/b)',
      ' [^1]: [a](/b)',
      '[^a b]: [a](/b)',
      'import x from "./x" // [a](/b)',
      'export const a = 1',
      '[[nested]](/b)',
      '    [indented](/b)',
      '\t[tab](/b)',
      '> [quote](/b)',
    ];
    for (const text of others) expect(plain(text)).toBeUndefined();
    expect(plain('- [a](/a)\n[b](/b) ~~struck~~')).toBeUndefined();
  });

  it("reads several links on a line, code spans and a footnote definition's label as the parser does", () => {
    expect(
      plain(
        [
          '- **Visibility:** The [visual editor](/v6/editor) supports the [`Visibility`](/v6/components/visibility) component.',
          'Use `<Card href="/not-a-link">` or ``a ` b [x](/code)`` and [`[a]` `{b}`](/c)[d](/d).',
          '[^note-1]: See [the reference](/v1/integration/cli) for details.',
        ].join('\n'),
      ),
    ).toEqual(['/v6/editor', '/v6/components/visibility', '/c', '/d', '/v1/integration/cli']);
  });

  it('reads the links of a table whose cells hold them whole as the parser does, a row longer than the header too', () => {
    expect(
      plain(
        [
          '| Feature | Public | Authenticated |',
          '| :------ | :----- | ------------: |',
          '| [Search](/v1/search) | Full support | [Groups](/v1/groups#a) and `code` |',
          '[Loose](/loose) row | **strong** [x](/x) | c | [past the header](/extra) |',
          'no pipe at all [y](/y)',
        ].join('\n'),
      ),
    ).toEqual(['/v1/search', '/v1/groups#a', '/loose', '/x', '/extra', '/y']);
    // A pipe in a code span or a link's text splits it into cells: left to the parser.
    expect(plain('| a | b |\n|---|---|\n| `x | y` [z](/z) | c |')).toBeUndefined();
    expect(plain('| a | b |\n|---|---|\n| [x | y](/z) | c |')).toBeUndefined();
  });

  it('reads images as the parser does: their destination is a link of its own kind', () => {
    expect(
      plain(
        ['![Run page](/images/run-page.png) and [the run](/runs#page)', '- ![`code` alt](../img/a.webp)'].join('\n'),
      ),
    ).toEqual(['/images/run-page.png', '/runs#page', '../img/a.webp']);
  });

  it('reads emphasis, plain text lines and text before the link as the parser does', () => {
    expect(
      plain(
        [
          '  - **Drafts:** Work on changes without a branch. See [Drafts *guide*](/v24/editor/drafts) for more!',
          '    And a plain line, with _emphasis_ & (parens): no link.',
          '* * *',
          'Setext heading [a](/setext)',
          '---',
        ].join('\n'),
      ),
    ).toEqual(['/v24/editor/drafts', '/setext']);
  });
});

describe('need-driven link confirmation: `]:` that is no definition', () => {
  it('reads blocks alone when `]:` sits only in code (a fence, a code span in a table row)', () => {
    const text = beforeMissing(
      '```ts',
      'logger.log("[chromium]: launched");',
      '```',
      '',
      '| Hydrates with `sessions: { [chatId]: x }` | yes |',
      '| --- | --- |',
    );
    expect(confirm(text, '/guides/missing').whole).toBe(false);
  });

  it('reads the block of a definition whose label spans lines alone', () => {
    const text = `${filler}\nSee [the guide][a b].\n\n${filler}\n[a\nb]: /guides/elsewhere\n`;
    const got = confirm(text, '/guides/elsewhere');
    expect(got.whole).toBe(false);
    expect(got.links.map((l) => [l.url, l.kind])).toEqual([['/guides/elsewhere', 'definition']]);
  });
});

describe('need-driven link confirmation: fenced code that used to send the whole page to the parser', () => {
  it('reads a page written with CRLF line endings by its blocks: its fences are fences, not a reason to parse it whole', () => {
    const text = `${filler}\n\`\`\`ts\na();\n\nb();\n\`\`\`\n\nSee [the guide](/guides/missing).\n\n${filler}`.replace(
      /\n/g,
      '\r\n',
    );
    const got = confirm(text, '/guides/missing');
    expect(got.whole).toBe(false);
    expect(got.links.map((l) => l.url)).toEqual(['/guides/missing']);
  });

  it('tells a page valid whose elements span blocks through tags over lines, `<` in values and text lines that start with a tag', () => {
    // Read as plain Markdown, <CodeGroup> holds the fence opener in an HTML block up to the blank line: past it the
    // blocks are MDX's only on a valid page, told here from its blocks without parsing it whole.
    const text = [
      '<CodeGroup>',
      '```ts',
      'a();',
      '',
      'b();',
      '```',
      '</CodeGroup>',
      '',
      filler,
      '<ParamField path="inputs" type="Record<string, unknown>">',
      '  Prefills fields.',
      '',
      '  <Mention>admins</Mention> may change them.',
      '</ParamField>',
      '',
      '<Card',
      '  title="Next"',
      '  href="/next"',
      '>',
      '  Read on.',
      '',
      '  More.',
      '</Card>',
      '',
      'See [the guide](/guides/missing).',
      '',
    ].join('\n');
    expect(parseLinks(text).mdxError).toBeUndefined();
    const got = confirm(text, '/guides/missing');
    expect(got.whole).toBe(false);
    expect(got.links.map((l) => l.url)).toEqual(['/guides/missing']);
  });

  it('reads blocks alone when <pre> or <!-- sits only in a fence, and a fence at the margin holds tab-indented code', () => {
    const text = beforeMissing(
      '```tsx',
      'return <pre>{JSON.stringify(x)}</pre>;',
      '<!-- not a comment here -->',
      '{',
      '\t"bytes": 1',
      '}',
      '```',
    );
    expect(confirm(text, '/guides/missing').whole).toBe(false);
  });

  it('reads blocks alone when a brace sits in a code span, and an indented fence holds tab-indented code', () => {
    const text = beforeMissing(
      'Trailing punctuation (`.,;:)]}` etc.) is stripped, and `{` opens nothing here.',
      '',
      '<Tabs>',
      '  <Tab title="Go">',
      '    ```go',
      '    func main() {',
      '  \t// a tab after two spaces: column 4, as deep as the fence',
      '',
      '    }',
      '    ```',
      '  </Tab>',
      '</Tabs>',
    );
    expect(confirm(text, '/guides/missing').whole).toBe(false);
  });

  it('reads blocks alone when <script> or <!-- sits in a line after its start (inline: a blank line ends it)', () => {
    const text = [
      filler,
      'It is the same as adding a `<script>` tag to every page, or `<!-- a comment -->`.',
      '',
      'Use <style> sparingly.',
      '',
      'See [the guide](/guides/missing).',
      '',
      filler,
    ].join('\n');
    expect(confirm(text, '/guides/missing').whole).toBe(false);
  });

  it.each([
    ['a list item', '- <!--'],
    ['a blockquote', '> <script>'],
    ['a footnote definition', '[^1]: <!--'],
    ['indented content', '    <pre>'],
  ])('still parses the whole page for an HTML block that starts where the content of %s does', (_, opener) => {
    const text = `${filler}\n${opener}\n\n[inside](/guides/missing)\n\n${filler}`;
    expect(confirm(text, '/guides/missing').whole).toBe(true);
  });

  it('still parses the whole page for <pre> outside code, whose block blank lines do not end', () => {
    const text = `${filler}\n<pre>\n\n[inside](/guides/missing)\n\n</pre>\n\n${filler}`;
    expect(confirm(text, '/guides/missing').whole).toBe(true);
  });
});

describe('need-driven link confirmation: results kept by page text', () => {
  it('answers the same text and lines again without reading them again, and other lines anew', () => {
    const memos = new MdxMemos();
    const text = `${filler}\nSee <b>the</b> [guide](/guides/missing).\n\n${filler}`;
    const first = confirmLinks(text, [lineOf(text, '/guides/missing')], memos);
    expect(confirmLinks(`${text}`, [lineOf(text, '/guides/missing')], memos)).toBe(first);
    const other = confirmLinks(text, [lineOf(text, '/p3')], memos);
    expect(other).not.toBe(first);
    expect(other.links.map((l) => l.url)).toEqual(['/p3']);
    // Kept in the memos given, and only there.
    expect(confirmLinks(text, [lineOf(text, '/guides/missing')], new MdxMemos())).not.toBe(first);
  });

  it('reads a page parsed whole once, whichever of its lines are asked about next', () => {
    const memos = new MdxMemos();
    const text = `${filler}\n<pre>\n\n[inside](/guides/missing)\n\n</pre>\n\n${filler}`;
    const first = confirm(text, '/guides/missing', memos);
    expect(first.whole).toBe(true);
    // Other lines of the same page (a diff's other revision asks about its own): the same reading.
    expect(confirmLinks(text, [lineOf(text, '/p3'), lineOf(text, '/p7')], memos)).toBe(first);
  });
});

describe('a page parsed whole for its ids gives its links without a second parse', () => {
  const snippet = {
    path: 'snippets/s.mdx',
    text: 'Read [the snippet](/from-snippet).\n\n## From the snippet\n\n<Card href="/card-in-snippet">x</Card>\n',
  };
  const page = [
    '---',
    'title: "Page"',
    '---',
    'import Snip from "/snippets/s.mdx";',
    '',
    '## Hello',
    '',
    'See [the guide](/guides/a) and <Card href="/cards/b">the card</Card>.',
    '',
    '<Snip />',
    '',
  ].join('\n');

  it('are the links of the page as written, not of the tree once snippets are inlined into it', () => {
    const anchors = pageAnchors(page, { readImport: () => snippet, wholePage: true });
    // The snippet's heading is an id of the page: its tree was inlined, after the links were read from it.
    expect(anchors.known && [...anchors.ids]).toEqual(['hello', 'from-the-snippet']);
    const links = parseLinks(page).links;
    expect(links).toEqual(parseFragmentLinks(blankedFrontmatter(page), true));
    expect(links.map((l) => l.url)).toEqual(['/guides/a', '/cards/b']);
    expect(links[0]).toMatchObject(posOf(page, '/guides/a'));
  });
});
