// mdxVerdict (src/core/mdx/valid-shapes.ts) takes blocks as valid MDX without the parser: on blocks built
// from what makes MDX fail or not — tags of every form, fences opened, closed and indented, text with code
// spans, escapes, braces and `<`, ESM words, list and quote markers — every block it takes must be valid for
// micromark, and the links shapeLinks reads in it the parser's; every block it tells invalid (tags that do not
// nest) must be invalid.
import { describe, it, expect } from '@jest/globals';
import fc from 'fast-check';
import { fuzzRuns } from './runs.js';
import { mdxVerdict } from '../../src/core/mdx/valid-shapes.js';
import { isValidMdx, parseFragmentLinks } from '../../src/core/mdx/parse.js';
import { shapeLinks } from '../../src/core/mdx/confirm.js';

// Twice the other files' count: in `npm test` (a fifth) the floor on blocks whose links are read without the
// parser (a fortieth of the cases, below) sat ~2.5 standard deviations under what 600 cases give (28 on average,
// 20–37 in 40 runs), and a clean CI run drew 14 of the 15 asked; at 1,200 cases the same floor sits ~3.5 under.
const RUNS = fuzzRuns(6000);

const name = fc.constantFrom(
  'img',
  'svg',
  'use',
  'Frame',
  'Tip',
  'Card',
  'Tabs',
  'Tab',
  'a',
  'div',
  'br',
  'a-b',
  'a.b',
  'a:b',
  'a:b.c',
  'a.b-c',
  'A1',
  'x_y',
);
const attribute = fc.constantFrom(
  '',
  ' title="x"',
  ' title="a<b"',
  ' title="{x}"',
  " title='y'",
  ' title="a\nb"',
  ' cols={2}',
  ' cols={-2.5}',
  ' open={true}',
  ' x={"s"}',
  ' x={a}',
  ' {...p}',
  ' defaultOpen',
  ' aria-hidden="true"',
  ' xlink:href="/a"',
  ' title=x',
  '\n  title="x"\n',
  '\n\n  title="x"',
  ' title="x"title="y"',
  ' title="a>b"',
  '\n```\n title="x"',
  ' title="x"\r',
  ' href="/a"',
  ' href="href"',
  ' href=""',
  ' src="/i.png"',
  ' href="/a&amp;b"',
  " href={'/x'}",
  ' href={"/y"} src="/z.png"',
  ' href="/a" href="/b"',
  ' tags={["a", "b"]}',
  ' rss={{ title: "x" }}',
  ' x={{a: [1, {b: null}],}}',
  ' x={[1,]}',
  ' x={{}}',
  ' x={[]}',
  ' x={{ default: 1, "k": \'v\', 2: true }}',
  ' x={{a:1 b:2}}',
  ' x={["a}"]}',
  ' x={[a b]}',
  ' x={await}',
  ' x={Widget}',
  ' x={{\n  a: 1\n}}',
  ' x={[\n"a"]}',
  ' x={1e3}',
  ' x={-a}',
  " x={{ 'a|b': 1 }}",
  ' x={[1,,2]}',
  ' x={{a}}',
  ' x={[[[[[[[1]]]]]]]}',
  ' href={["/a"]}',
  ' href={{ a: "/b" }}',
  ' src={Img}',
);
const tag = fc.oneof(
  fc.tuple(name, attribute).map(([n, a]) => `<${n}${a}>`),
  fc.tuple(name, attribute).map(([n, a]) => `<${n}${a} />`),
  fc.tuple(name, attribute).map(([n, a]) => `<${n}${a}/>`),
  name.map((n) => `</${n}>`),
  name.map((n) => `</${n} >`),
  fc.constantFrom('<>', '</>', '< Tip>', '<!-- c -->', '<https://x.y>', '<1>', '<Tip / >', '<Tip>\r', '</Tip>\r'),
);
const text = fc.constantFrom(
  'text',
  'a **b** c',
  '[x](/y)',
  '`code {x} <y>`',
  '``a ` b``',
  '`open',
  '\\`{x}`',
  '\\{',
  '\\<',
  '{x}',
  '}',
  'a < b',
  'a > b',
  '{/* c */}',
  '<b>x</b>',
  'import x from "y"',
  'export const a = 1',
  'exports',
  '- item',
  '* item',
  '1. item',
  '> quote',
  '# Heading',
  '| a | b |',
  '|---|---|',
  '[^1]: note',
  '[ref]: /x',
  '***',
  '===',
  '&lt;',
  'www.x.com',
  'a\tb',
  'Text\n---',
  '    code?',
  '![i](/a.png)',
  '`` ` ``',
  '\\`x`',
  '  - sub',
  '\t- tabbed',
  '  > inner quote',
  '   1) third',
  'see <kbd>K</kbd> now',
  'a <Icon icon="x" /> b',
  '<b>x</b> y',
  'a <b>*x*</b>',
  '*a <b>x* y</b>',
  '<b>x',
  'x</b>',
  '| <kbd>a|b</kbd> |',
  '| <kbd>a</kbd> | b |',
  '| <kbd title="a|b">a</kbd> |',
  'a {/* c */} b',
  'a {/* } */} b',
  'a {/* c */ b',
  '<i>a_b</i>',
  '<i>_a_</i>',
  '[a <b>c</b>](/x)',
  '<a href="/x">y</a>',
  '<b>`c|d`</b>',
  '<b><i>x</i></b>',
  '<b><i>x</b></i>',
  '<Tip>text',
  'a <b title="x | y">c|d</b> {/* e|f */}',
  '> <ParamField body="x" type="A | None">Value</ParamField>',
  '--- | ---',
  ':-',
  'x\r',
  '<b>y</b> z\r',
  // Code spans left open on a line (closed on a later one, or never).
  'a `b',
  'a `b <c> {d}',
  'b` c',
  'b` {x}',
  'b` <i>c</i>',
  '`` x',
  'y`` z',
  'x` y `z',
  '` z',
  'é` {x}',
  'a `b\r',
);
const fence = fc.constantFrom(
  '```',
  '```js',
  '```python {4,8}',
  '``` js `x`',
  '~~~',
  '~~~~',
  '````',
  '``',
  '```\r',
  '~~~\r',
  '```js\r',
);
const indent = fc.constantFrom('', ' ', '  ', '   ', '    ', '\t', ' \t', '      ', '        ');
const line = fc.oneof(
  { weight: 3, arbitrary: fc.tuple(indent, tag).map(([i, t]) => i + t) },
  { weight: 1, arbitrary: fc.tuple(indent, tag, tag).map(([i, a, b]) => i + a + b) },
  { weight: 3, arbitrary: fc.tuple(indent, text).map(([i, t]) => i + t) },
  { weight: 1, arbitrary: fc.tuple(indent, text, tag, text).map(([i, a, t, b]) => `${i}${a} ${t} ${b}`) },
  { weight: 2, arbitrary: fc.tuple(indent, fence).map(([i, f]) => i + f) },
  { weight: 1, arbitrary: fc.constant('') },
);

describe('blocks told valid MDX without the parser, vs micromark', () => {
  it(`every block told valid is valid MDX, with the parser's links, and every block told invalid invalid (${RUNS} cases)`, () => {
    let told = 0;
    let read = 0;
    let refused = 0;
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 8 }), (lines) => {
        const block = lines.join('\n');
        const verdict = mdxVerdict(block);
        if (verdict === false) {
          refused++;
          return !isValidMdx(block);
        }
        if (!verdict) return true;
        told++;
        if (!isValidMdx(block)) return false;
        // The links read without the parser, where they are, are the parser's.
        const links = shapeLinks(block);
        if (links) read++;
        return !links || JSON.stringify(links) === JSON.stringify(parseFragmentLinks(block, true));
      }),
      { numRuns: RUNS },
    );
    // The property is not vacuous: a share of the blocks is told.
    expect(told).toBeGreaterThan(RUNS / 20);
    expect(read).toBeGreaterThan(RUNS / 40);
    expect(refused).toBeGreaterThan(RUNS / 40);
  });

  it('takes the shapes it is for, and leaves what MDX rejects', () => {
    const valid = [
      '```typescript\nconst a = {b: 1};\n\nif (a < b) {}\n```',
      '<ParamField path="x" type="function">\n  Sets the `span` type. [More](/a#b)\n</ParamField>',
      '<CardGroup cols={2}>\n  <Card\n    title="A"\n    href="/a"\n  />\n</CardGroup>',
      '<span className="i"><svg width="16"><use href="/i.svg#a" /></svg></span>',
      '<Tabs>\n  <Tab title="Python">\n    ```bash\n    pip install x\n    ```\n  </Tab>\n</Tabs>',
      '<Update label="May" tags={["New", "Fixes"]} rss={{ title: "x", n: [1, 2] }}>\n  ## News\n</Update>',
      '<Playground Block={CodeBlock}>\n</Playground>',
      '| Key | Mac |\n| --- | --- |\n| **Bold** | <kbd>Cmd</kbd> + <kbd>B</kbd> |',
      'Click the <Icon icon="trash-2" /> icon. {/* vale off */}',
      '<Warning>The `exp` claim.</Warning>',
      '<Video\r\n  src={"/v.mp4"}\r\n/>\r',
      '> <ParamField body="headers" type="dict[str, str] | None">Headers.</ParamField>',
      // A CRLF page's fence (its lines end in \r) holds what it holds: no tag in it nests.
      '~~~\r\n</Tip>\r\n~~~\r',
      '```js\r\n<x\r\n```\r',
      // A fence in a list item, every line up to its close indented as far: it ends where it closes.
      '<Visibility for="agents">\n  1. Run:\n\n     ```bash\n     mint signup \\\n       --name <first-name>\n\n     ```\n\n     Then wait.\n</Visibility>',
    ];
    // Not told (undefined), valid or not: a line less indented than the fence ends the list item, and the code with
    // it (the fence's close then opens another fence, and `<b>` is read as a tag).
    const untold = ['- item\n\n  ```\nx\n  ```\n<b>', '- item\n  ```\n <b>\n  ```'];
    for (const b of untold) expect([b, mdxVerdict(b)]).toEqual([b, undefined]);
    const rejected = [
      '<Update tags={["a", "b"]} rss={{ title: "x" }}>\n  Text\n</Updat>',
      'Press <kbd>K</kbd> and <kbd>J',
      '| a |\n| - |\n| <b title="x|y">c</b> |',
      '<Tip>\n```\n</Tip>',
      '<A>\n<B>\n</A>\n</B>',
      'export FOO=1',
      '- item\n  <Card>\n</Card>',
      '<Tip title=x />',
      '<a:b.c>\n</a:b.c>',
      'a `b\nc` {x',
    ];
    for (const b of valid) expect([b, mdxVerdict(b) === true, isValidMdx(b)]).toEqual([b, true, true]);
    for (const b of rejected) expect([b, mdxVerdict(b) === true, isValidMdx(b)]).toEqual([b, false, false]);
  });
});
