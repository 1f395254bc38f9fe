// Any label or path renders as inert text: parsed back with a real Markdown parser, it is one text run
// (or one code span) equal to the input — no link, emphasis, HTML, mention, reference or line break.
import { describe, it, expect } from '@jest/globals';
import fc from 'fast-check';
import { fuzzRuns } from './runs.js';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { mdCode, mdProse, mdText } from '../../src/core/render/escape.js';
import { renderOutlineMarkdown } from '../../src/core/render/outline.js';
import { safeTerminalText } from '../../src/core/render/findings.js';
import { summarize, type OutlineNode } from '../../src/core/compare/navdiff.js';

const RUNS = fuzzRuns(1500);

interface Node {
  type: string;
  value?: string;
  children?: Node[];
}

const hostile = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.constantFrom(
    '<script>alert(1)</script>',
    '**bold**',
    '[x](https://evil.test)',
    '@octocat',
    '#123',
    '`code`',
    '``',
    '| a | b |',
    '![i](x)',
    '<!-- c -->',
    '$x^2$',
    'https://evil.test/x',
    'www.evil.test',
    '&lt;',
    '\\',
    '\n# heading',
    ':smile:',
    '~~s~~',
    '_i_',
    '<img src=x onerror=alert(1)>',
  ),
  fc
    .array(
      fc.constantFrom(
        '<',
        '>',
        '*',
        '_',
        '`',
        '[',
        ']',
        '(',
        ')',
        '@',
        '#',
        '|',
        '\\',
        '!',
        '~',
        '$',
        '&',
        ':',
        '/',
        'a',
        '1',
        ' ',
        '\n',
        '\u0000',
        '\u202e',
      ),
      { maxLength: 40 },
    )
    .map((a) => a.join('')),
);

const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g; // eslint-disable-line no-control-regex

function inlineNodes(md: string): Node[] {
  const tree = fromMarkdown(md) as Node;
  expect(tree.children?.length ?? 0).toBeLessThanOrEqual(1);
  const para = tree.children?.[0];
  if (!para) return [];
  expect(para.type).toBe('paragraph');
  return para.children ?? [];
}

describe('escaping for comments', () => {
  it(`mdText: parses back to plain text equal to the input (${RUNS} cases)`, () => {
    fc.assert(
      fc.property(hostile, (s) => {
        const out = mdText(s, 10_000);
        const expected = s.replace(CONTROL, ' ');
        const nodes = inlineNodes(`x ${out} x`);
        for (const n of nodes) expect(n.type).toBe('text');
        const text = nodes
          .map((n) => n.value)
          .join('')
          .replace(/\u200b/g, '');
        expect(text.replace(/\s+/g, ' ').trim()).toBe(`x ${expected} x`.replace(/\s+/g, ' ').trim());
        expect(out).not.toMatch(/@[A-Za-z0-9]/);
        expect(out).not.toMatch(/#\d/);
        expect(out).not.toMatch(/https?:\/\//);
        expect(out).not.toMatch(/[\n\r]/);
      }),
      { numRuns: RUNS },
    );
  });

  it(`mdCode: one code span holding the input (${RUNS} cases)`, () => {
    fc.assert(
      fc.property(
        hostile.filter((s) => !s.includes('|')),
        (s) => {
          const nodes = inlineNodes(`x ${mdCode(s, 10_000)} x`);
          const code = nodes.filter((n) => n.type === 'inlineCode');
          expect(code).toHaveLength(1);
          const expected = s.replace(CONTROL, ' ');
          // CommonMark strips one leading and trailing space when both are present; compare on that basis.
          expect(code[0]!.value!.replace(/\s+/g, ' ').trim()).toBe(expected.replace(/\s+/g, ' ').trim());
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("mdProse: a message's code spans stay code, the rest is mdText", () => {
    expect(mdProse('add `hidden: true` to its frontmatter, or list it in orphans.allow')).toBe(
      'add `hidden: true` to its frontmatter, or list it in orphans.allow',
    );
    expect(mdProse('"*x*" and `a|b`')).toBe('"\\*x\\*" and `a\\|b`');
  });

  it(`mdProse: with hostile text around and inside code spans, only text and code come out (${RUNS} cases)`, () => {
    fc.assert(
      fc.property(hostile, hostile, (a, b) => {
        const s = `Add ${a} to \`hidden: ${b}\` there`;
        const out = mdProse(s, 10_000);
        expect(out).not.toMatch(/[\n\r]/);
        const nodes = inlineNodes(`x ${out} x`);
        for (const n of nodes) expect(['text', 'inlineCode']).toContain(n.type);
        // What is read back is the input's characters (backticks, escapes and spacing aside).
        const norm = (t: string): string => t.replace(CONTROL, ' ').replace(/[`\\\u200b\s]/g, '');
        expect(norm(nodes.map((n) => n.value).join(''))).toBe(norm(`x ${s} x`));
      }),
      { numRuns: RUNS },
    );
  });

  it('terminal text cannot carry control sequences', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (s) => {
        expect(safeTerminalText(s)).not.toMatch(CONTROL);
      }),
      { numRuns: RUNS },
    );
  });

  it('an outline with hostile labels renders them inert, and 10k-character names are clipped', () => {
    fc.assert(
      fc.property(fc.array(hostile, { minLength: 1, maxLength: 6 }), (labels) => {
        const span = { file: 'docs.json', offset: 0, length: 0 };
        const leaf = (l: string): OutlineNode => ({
          kind: 'page',
          label: l,
          page: l,
          status: 'added',
          span,
          side: 'head',
          findings: [],
          children: [],
          entries: 0,
          changed: false,
        });
        const root: OutlineNode = {
          kind: 'root',
          label: 'navigation',
          status: 'unchanged',
          span,
          side: 'head',
          findings: [],
          entries: 0,
          changed: false,
          children: labels.map((l) => ({
            kind: 'group',
            label: l,
            status: 'relabelled',
            from: l,
            span,
            side: 'head',
            findings: [],
            entries: 0,
            changed: false,
            children: [leaf(l)],
          })),
        };
        summarize(root);
        const md = renderOutlineMarkdown(root, 1_000_000).text;
        const tree = fromMarkdown(md) as Node;
        const bad: string[] = [];
        const visit = (n: Node): void => {
          if (['link', 'image', 'heading', 'definition', 'linkReference'].includes(n.type)) bad.push(n.type);
          // The only HTML is our own <details> wrapper.
          if (n.type === 'html' && !/^<\/?(details|summary)>/.test(n.value ?? '')) bad.push(`html ${n.value}`);
          n.children?.forEach(visit);
        };
        visit(tree);
        expect(bad).toEqual([]);
      }),
      { numRuns: Math.ceil(RUNS / 5) },
    );
    const long = 'x'.repeat(10_000);
    expect(mdText(long).length).toBeLessThan(400);
    expect(mdCode(long).length).toBeLessThan(400);
  });
});
