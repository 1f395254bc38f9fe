// The comment goldens as GitHub shows them: rendered with a GFM renderer (raw HTML let through, as GitHub lets
// its safe tags through), they must hold only the HTML navguard writes itself (no tag from a label or path), no
// table wider than three columns (a PR column is ~880 px), and tags that open and close in order.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { GOLDEN_ROOT } from './golden.js';

type Node = DefaultTreeAdapterMap['childNode'];
type Element = DefaultTreeAdapterMap['element'];

/** Elements Markdown makes, and the few navguard writes as HTML (details, summary, sub). */
const ALLOWED = new Set([
  ...['h2', 'h3', 'p', 'ul', 'ol', 'li', 'a', 'code', 'pre', 'strong', 'em', 'del', 'br', 'hr', 'blockquote'],
  ...['table', 'thead', 'tbody', 'tr', 'th', 'td', 'details', 'summary', 'sub'],
]);
const VOID = new Set(['br', 'hr', 'img', 'input']);

export function toHtml(markdown: string): string {
  return micromark(markdown, { allowDangerousHtml: true, extensions: [gfm()], htmlExtensions: [gfmHtml()] });
}

function elements(nodes: readonly Node[], out: Element[] = []): Element[] {
  for (const n of nodes)
    if ('tagName' in n) {
      out.push(n);
      elements(n.childNodes, out);
    }
  return out;
}

/** Tags that close out of order or never close (parse5 would quietly repair them). */
export function nestingErrors(html: string): string[] {
  const errors: string[] = [];
  const stack: string[] = [];
  const text = html.replace(/<!--[\s\S]*?-->/g, '').replace(/<code>[\s\S]*?<\/code>/g, '<code></code>');
  for (const m of text.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*?(\/?)>/g)) {
    const [, close, rawName, selfClose] = m;
    const name = rawName!.toLowerCase();
    if (VOID.has(name) || selfClose) continue;
    if (!close) stack.push(name);
    else if (stack.at(-1) === name) stack.pop();
    else errors.push(`</${name}> closes <${stack.at(-1) ?? 'nothing'}> at offset ${m.index}`);
  }
  if (stack.length) errors.push(`never closed: ${stack.map((s) => `<${s}>`).join(' ')}`);
  return errors;
}

const DIR = path.join(GOLDEN_ROOT, 'outlines');
const goldens = fs.readdirSync(DIR).filter((f) => f.endsWith('.md'));

describe('the comment goldens, rendered as GitHub Markdown', () => {
  it('are there to check', () => {
    expect(goldens.length).toBeGreaterThan(5);
  });

  it.each(goldens)('%s: only navguard-made HTML, tables of three columns at most, balanced tags', (file) => {
    const html = toHtml(fs.readFileSync(path.join(DIR, file), 'utf8'));
    const all = elements(parseFragment(html).childNodes);
    expect(all.map((e) => e.tagName).filter((t) => !ALLOWED.has(t))).toEqual([]);
    for (const row of all.filter((e) => e.tagName === 'tr'))
      expect(row.childNodes.filter((n) => 'tagName' in n).length).toBeLessThanOrEqual(3);
    for (const d of all.filter((e) => e.tagName === 'details'))
      expect(d.childNodes.find((n) => 'tagName' in n)?.nodeName).toBe('summary');
    expect(nestingErrors(html)).toEqual([]);
  });
});

describe('the checks themselves', () => {
  it('see a label that became a tag, a wide table and tags out of order', () => {
    const html = toHtml(
      '| a | b | c | d |\n|---|---|---|---|\n| 1 | 2 | 3 | 4 |\n\n- <img src=x> label\n\n<details><summary>x</details></summary>\n',
    );
    const all = elements(parseFragment(html).childNodes);
    expect(all.map((e) => e.tagName).filter((t) => !ALLOWED.has(t))).toEqual(['img']);
    expect(Math.max(...all.filter((e) => e.tagName === 'tr').map((r) => r.childNodes.length))).toBeGreaterThan(3);
    expect(nestingErrors(html)).not.toEqual([]);
  });
});
