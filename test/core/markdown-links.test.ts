// The fast scan (src/core/mdx/scan.ts) and the confirming parser (src/core/mdx/parse.ts) on GitHub-flavoured
// Markdown and inline SVG: the parser reads a page as the site renders it (MDX + GFM); the scan stays a superset
// of what the parser calls a link, and leaves out what is cheaply known not to be one.
import { describe, it, expect } from '@jest/globals';
import { parseLinks } from '../../src/core/mdx/parse.js';
import { scanPage } from '../../src/core/mdx/scan.js';
import { confirmLinks } from '../../src/core/mdx/confirm.js';
import { posOf } from '../rules/util.js';

const urls = (links: { url: string }[]): string[] => links.map((l) => l.url);

describe('parser: GitHub-flavoured Markdown', () => {
  it('reads a footnote definition as a footnote holding a link, at the link', () => {
    const text =
      'Uses the SDK.[^1]\n\n[^1]: [modelcontextprotocol/python-sdk](https://github.com/modelcontextprotocol/python-sdk).\n';
    const { links } = parseLinks(text);
    expect(links).toEqual([
      {
        url: 'https://github.com/modelcontextprotocol/python-sdk',
        kind: 'markdown',
        ...posOf(text, 'https://github.com/modelcontextprotocol/python-sdk'),
      },
    ]);
  });

  it('splits table cells at pipes before reading links', () => {
    const text = '| a | b |\n| --- | --- |\n| [ok](/ok) | [see | here](/split) |\n';
    expect(urls(parseLinks(text).links)).toEqual(['/ok']);
  });

  it('gives no link for an autolink literal (always an absolute URL), and none for "](…)" glued to it', () => {
    const text = 'See www.example.com/a, team@example.com and https://example.com/x/[y](/glued).\n';
    expect(parseLinks(text).links).toEqual([]);
  });

  it('keeps links inside strikethrough', () => {
    expect(urls(parseLinks('~~[old](/old)~~ and ~one [x](/x)~\n').links)).toEqual(['/old', '/x']);
  });

  it('reads GFM in a page that is not valid MDX too', () => {
    const text = 'A <b unclosed\n\n[^1]: [label](https://example.com/x)\n';
    const parsed = parseLinks(text);
    expect(parsed.mdxError).toBeDefined();
    expect(urls(parsed.links)).toEqual(['https://example.com/x']);
  });
});

describe('parser: inline SVG', () => {
  it('takes no href or src inside <svg>, at any depth, nor xlink:href anywhere', () => {
    const text = [
      '<svg viewBox="0 0 16 16">',
      '  <g><use href="assets/icons.svg#icon-anchor" /></g>',
      '  <image href="img.png" src="img2.png" />',
      '  <a href="/in-svg"><text>t</text></a>',
      '</svg>',
      '',
      '<Card href="/after" /> <use xlink:href="/sprite.svg#x" />',
      '',
      '<a href="/around"><svg><use href="#i" /></svg></a>',
    ].join('\n');
    expect(urls(parseLinks(text).links)).toEqual(['/after', '/around']);
  });
});

describe('scan: candidates', () => {
  it('proposes no definition for a footnote label, but still the link inside it', () => {
    const text = '[^1]: [python-sdk](https://github.com/x/python-sdk).\n[ref]: /defined\n';
    expect(scanPage(text).links.map((l) => [l.kind, l.url])).toEqual([
      ['markdown', 'https://github.com/x/python-sdk'],
      ['definition', '/defined'],
    ]);
  });

  it('proposes no href/src inside <svg> … </svg> (one line or many) and no xlink:href', () => {
    const text = [
      '<a href="/before"><svg><use href="#i" /></svg></a> <Card href="/same-line" />',
      '<svg width="16">',
      '  <use href="assets/icons.svg#icon-anchor" />',
      '  <use xlink:href="/sprite.svg#x" />',
      '</svg>',
      '<svg/> <img src="/self-closed.png" />',
      '<use xlink:href="/outside.svg#x" /> [md](/md-in-line)',
    ].join('\n');
    expect(urls(scanPage(text).links)).toEqual(['/before', '/same-line', '/self-closed.png', '/md-in-line']);
  });

  it('ends an <svg> self-closed on a later line, so attributes after it are candidates again', () => {
    const text = '<svg\n  width="16"\n  href="/svg-own"\n/>\n<img src="/after.png" />\n';
    expect(urls(scanPage(text).links)).toEqual(['/after.png']);
    expect(urls(parseLinks(text).links)).toEqual(['/after.png']);
  });

  it('still proposes Markdown links written inside an <svg> block', () => {
    expect(urls(scanPage('<svg>\n[x](/x)\n</svg>\n').links)).toEqual(['/x']);
  });
});

describe('parser: a page that is not valid MDX', () => {
  it('still reads the href/src of its raw HTML (outside svg), at the URL', () => {
    const text = [
      '# Duo',
      '',
      '<!-- an HTML comment is not valid MDX -->',
      '',
      '<img src="/img/duo_mfa.JPG" width="400" />',
      '',
      '<p>See <a href="/nowhere">this</a>.</p>',
      '',
      '<svg><use href="/icons.svg#i" /></svg>',
      '',
      '[markdown](/still-read)',
      '',
      '<figure markdown>',
      '  ![Contacts](internal-contacts.png)',
      '</figure>',
      '',
      '- A list item',
      '',
      '    <img class="img-fluid" src="../../img/ai-notes.png">',
      '',
    ].join('\n');
    const parsed = parseLinks(text);
    expect(parsed.mdxError).toBeDefined();
    expect(parsed.links.map((l) => [l.url, l.kind, l.line, l.column])).toEqual([
      ['/img/duo_mfa.JPG', 'src', ...Object.values(posOf(text, '/img/duo_mfa.JPG'))],
      ['/nowhere', 'href', ...Object.values(posOf(text, '/nowhere'))],
      ['/still-read', 'markdown', ...Object.values(posOf(text, '/still-read'))],
      ['internal-contacts.png', 'image', ...Object.values(posOf(text, 'internal-contacts.png'))],
      ['../../img/ai-notes.png', 'src', ...Object.values(posOf(text, '../../img/ai-notes.png'))],
    ]);
    // The scan proposes every one of them (it stays a superset of the parser).
    const proposed = urls(scanPage(text).links);
    for (const l of parsed.links) expect(proposed).toContain(l.url);
  });

  it('places each copy of a URL repeated in raw HTML inside a list item or a quote on its own line', () => {
    // The HTML's text comes without the prefix of each line after its first (indentation, `> > `): counted from
    // the block's start, later copies landed lines too early, on an earlier copy.
    for (const prefix of ['  ', '> > ']) {
      const start = prefix === '  ' ? '- ' : prefix;
      const rows = Array.from({ length: 8 }, (_, i) => `${prefix}<a href="/x">${i}</a>`);
      const text = ['Not MDX: {', '', `${start}<div>`, ...rows, `${prefix}</div>`, ''].join('\n');
      const parsed = parseLinks(text);
      expect(parsed.mdxError).toBeDefined();
      expect(parsed.links.map((l) => [l.url, l.line, l.column])).toEqual(
        rows.map((_, i) => ['/x', 4 + i, prefix.length + 10]),
      );
      // Confirming a line reads its block alone: the same place as the whole page's reading.
      expect(confirmLinks(text, [9]).links.filter((l) => l.line === 9)).toEqual([
        { url: '/x', kind: 'href', line: 9, column: prefix.length + 10 },
      ]);
    }
  });
});

describe('scan: fenced code', () => {
  it('skips a fence at any indentation (MDX has no indented code), as the parser does', () => {
    const text = [
      '<Steps>',
      '  <Step title="Write">',
      '    ```mdx',
      '    See [Onboarding](/hr/onboarding).',
      '',
      '    And [Benefits](/hr/benefits).',
      '    ```',
      '  </Step>',
      '</Steps>',
      '',
      '[after](/after)',
      '',
    ].join('\n');
    expect(urls(parseLinks(text).links)).toEqual(['/after']);
    expect(urls(scanPage(text).links)).toEqual(['/after']);
  });

  it('reads on where a fence may have ended with its list item, and where ``` opens inline code', () => {
    const lost = '- item\n  ```\n  code [in](/in)\n[out](/out)\n```\n[later](/later)\n';
    const inline = '```a``` [x](/x)\n';
    for (const text of [lost, inline]) {
      const proposed = urls(scanPage(text).links);
      expect(parseLinks(text).links.length).toBeGreaterThan(0);
      for (const l of parseLinks(text).links) expect(proposed).toContain(l.url);
    }
    expect(urls(scanPage(lost).links)).toEqual(['/out', '/later']);
  });
});

describe('scan: the needles it looks for first', () => {
  it('finds <svg> after a `vg` that is not one, and only in the line holding it', () => {
    // `vg` (not `svg`) first, then an `svg` in code, then inline SVG: only the href outside it is a link.
    const text = [
      'avg [a](/a)',
      '`<svg>` <Card href="/code-aside" />',
      'x <svg><use href="#i" /></svg> <a href="/out">o</a>',
    ].join('\n');
    expect(urls(scanPage(text).links)).toEqual(['/a', '/code-aside', '/out']);
  });

  it('reads suppression comments after other `vg`s and at the very start of the body, not in the frontmatter', () => {
    const marked = 'svg avg\n{/* navguard-disable-next-line broken-link */}\n[x](/x)\n';
    expect(scanPage(marked).suppressions?.map((s) => [s.scope, s.line])).toEqual([['next-line', 2]]);
    const first = '<!-- navguard-disable-file -->\n[x](/x)\n';
    expect(scanPage(first).suppressions?.map((s) => [s.scope, s.line])).toEqual([['file', 1]]);
    // The frontmatter is no page text: a comment there silences nothing.
    const inFrontmatter = '---\ntitle: "navguard-disable-file"\n---\n[x](/x)\n';
    expect(scanPage(inFrontmatter).suppressions).toBeUndefined();
    expect(scanPage('navguard-disable-next-lin\n[x](/x)\n').suppressions).toBeUndefined();
  });
});
