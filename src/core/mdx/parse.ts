// The authoritative reading of a page's links, with micromark: MDX plus GitHub-flavoured Markdown (footnotes,
// tables, autolink literals, strikethrough) and math, as the site renders pages (@mdx-js/mdx with remark-gfm and
// remark-math). Slow
// (~2 MB/s), so it runs only on files whose fast scan found a link that does not resolve.
import { fromMarkdown } from 'mdast-util-from-markdown';
import { mdxjs } from 'micromark-extension-mdxjs';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { gfm } from 'micromark-extension-gfm';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { math } from 'micromark-extension-math';
import { mathFromMarkdown } from 'mdast-util-math';
import type { LinkRef } from './scan.js';
import { splitFrontmatter } from './scan.js';
import { LineIndex } from '../json/positions.js';
import { ownText } from '../base/own-text.js';
import { MdxMemos } from './memos.js';
import { preprocessCustomHeadingIds } from './anchor-source.js';

export interface MdNode {
  type: string;
  url?: string;
  value?: string;
  name?: string | null;
  attributes?: { type: string; name?: string; value?: unknown; position?: { start: { offset?: number } } }[];
  children?: MdNode[];
  position?: { start: { line: number; column: number; offset?: number }; end: { line?: number; offset?: number } };
}

/** Elements whose `src` is a link (an asset the page shows). */
export const ASSET_ELEMENTS: ReadonlySet<string> = new Set(['img', 'source', 'video', 'audio', 'Frame', 'image']);

export interface ParsedLinks {
  links: LinkRef[];
  /** Set when the page is not valid MDX: links were read as plain Markdown instead. */
  mdxError?: { message: string; line: number; column: number };
}

// GFM's tree extensions minus their transforms: the only one (autolink literals) walks the tree recursively
// (overflowing the stack on deeply nested input) to add links to absolute URLs, which are never page links.
// micromark still reads the literals, so text glued to one (`https://x/[a](/b)`) stays text, as on the site.
const NO_INDENTED_CODE = { disable: { null: ['codeIndented'] } };

const GFM_TREE = gfmFromMarkdown().map((extension) => ({ ...extension, transforms: [] }));

// Built once: building them for every parse was a quarter of the cost of parsing a block. Math, as the builder
// reads pages (remark-math): braces in `$$\frac{(a)}{(b)}$$` are TeX, not an expression that does not parse
// (berachain/docs 059331c, fresh set 88: every fragment into such a page went unchecked, in silence).
const MDX_SYNTAX = [mdxjs(), gfm(), math()];
export const MDX_TREE = [mdxFromMarkdown(), ...GFM_TREE, mathFromMarkdown()];
const MARKDOWN_SYNTAX = [gfm(), NO_INDENTED_CODE];

/** A page body with its frontmatter as blank lines, so positions stay those of the file. */
export function blankedFrontmatter(text: string, bodyOffset = splitFrontmatter(text).bodyOffset): string {
  return text.slice(0, bodyOffset).replace(/[^\n]/g, ' ') + text.slice(bodyOffset);
}

/**
 * Keep the links of `tree`, parseTree(body, true) as the parser left it (before anything changed it), for
 * parseLinks with the same memos: another reading parsed the page whole (mdx/anchors.ts, for the page's ids).
 */
export function noteWholeTree(body: string, tree: MdNode, memos: MdxMemos): void {
  if (!memos.wholeLinks.has(body)) memos.wholeLinks.set(body, treeLinks(tree, body));
}

export function parseLinks(text: string, memos = new MdxMemos()): ParsedLinks {
  const body = blankedFrontmatter(text);
  const known = memos.wholeLinks.get(body);
  if (known) return { links: known };
  let tree: MdNode;
  let mdxError: ParsedLinks['mdxError'];
  try {
    tree = parseTree(body, true);
  } catch (e) {
    const err = e as { message?: string; line?: number; column?: number; place?: { line?: number; column?: number } };
    mdxError = {
      message: String(err.message ?? e),
      line: err.line ?? err.place?.line ?? 1,
      column: err.column ?? err.place?.column ?? 1,
    };
    // The site builder would fail on this page too; still read its Markdown links so nothing is missed.
    tree = parseTree(body, false);
  }
  return { links: treeLinks(tree, body), mdxError };
}

/**
 * The links of a piece of Markdown read as MDX (`mdx`, throwing when it is not valid MDX) or as plain
 * Markdown, both with GFM; no frontmatter handling. Lines and columns are those of the piece.
 */
export function parseFragmentLinks(text: string, mdx: boolean): LinkRef[] {
  return parseFragment(text, mdx).links;
}

/** parseFragmentLinks with the tree they were read from. */
export function parseFragment(text: string, mdx: boolean): { tree: MdNode; links: LinkRef[] } {
  const tree = parseTree(text, mdx);
  return { tree, links: treeLinks(tree, text) };
}

/** Whether a piece of Markdown reads as valid MDX. */
export function isValidMdx(text: string): boolean {
  try {
    parseTree(text, true);
    return true;
  } catch {
    return false;
  }
}

export function parseTree(body: string, mdx: boolean): MdNode {
  return mdx
    ? fromMarkdown(body, { extensions: MDX_SYNTAX, mdastExtensions: MDX_TREE })
    : // As MDX reads it where it can: no indented code (an indented <img> is still an image).
      fromMarkdown(body, { extensions: MARKDOWN_SYNTAX, mdastExtensions: GFM_TREE });
}

function treeLinks(tree: MdNode, body: string): LinkRef[] {
  const links: LinkRef[] = [];
  // `from`: where the URL can start at the earliest (after a link's text, at an attribute), so a label or
  // another attribute that repeats the URL is not taken for it.
  const locate = (node: MdNode, url: string, from?: number): { line: number; column: number } => {
    const start = node.position?.start;
    if (!start) return { line: 1, column: 1 };
    const off = from ?? start.offset ?? 0;
    const idx = findUrl(body, url, off, node.position?.end.offset ?? body.length);
    if (idx === -1) return { line: start.line, column: start.column };
    // Counted from the node's own start, which micromark gives with its line: not from the top of the page.
    let line = start.offset === undefined ? 1 : start.line;
    let lineStart = start.offset === undefined ? 0 : start.offset - (start.column - 1);
    for (let i = body.indexOf('\n', lineStart); i !== -1 && i < idx; i = body.indexOf('\n', i + 1)) {
      line++;
      lineStart = i + 1;
    }
    return { line, column: idx - lineStart + 1 };
  };
  // An explicit stack, not recursion: Markdown nests without limit (10,000 `>` is one line). Each entry
  // knows whether it sits inside an inline <svg>, whose href/src (`<use href="icons.svg#i">`) are no page links.
  const stack: [MdNode, boolean][] = [[tree, false]];
  let htmlSvgDepth = 0;
  // Made once, when raw HTML holds a link.
  let bodyLines: LineIndex | undefined;
  while (stack.length) {
    const [node, inSvg] = stack.pop()!;
    const jsx = node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
    if ((node.type === 'link' || node.type === 'image' || node.type === 'definition') && node.url) {
      // An autolink (GFM's `www.x.com`, `https://…`, an e-mail; `<https://…>`) is always absolute, never a page link.
      if (node.type === 'link' && isAutolink(body, node)) continue;
      links.push({
        url: node.url,
        ...locate(node, node.url, urlSearchStart(body, node)),
        kind: node.type === 'link' ? 'markdown' : node.type,
      });
    } else if (jsx && node.attributes && !inSvg && node.name !== 'svg') {
      for (const a of node.attributes) {
        if (a.type !== 'mdxJsxAttribute') continue;
        const value = attributeString(a.value);
        if (value === undefined || value === '') continue;
        if (a.name === 'href')
          links.push({ url: value, ...locate(node, value, a.position?.start.offset), kind: 'href' });
        else if (a.name === 'src' && ASSET_ELEMENTS.has(node.name ?? ''))
          links.push({ url: value, ...locate(node, value, a.position?.start.offset), kind: 'src' });
      }
    } else if (node.type === 'html' && node.value) {
      // Read as plain Markdown (not valid MDX; MDX has no html nodes): its HTML is raw text, whose href/src still lead readers somewhere.
      // Inline HTML comes tag by tag (`<svg>`, `<use …/>`, `</svg>`), so the svg depth carries from node to node.
      const read = htmlLinks(node.value, htmlSvgDepth);
      htmlSvgDepth = read.svgDepth;
      const place = read.links.length ? valuePlaces((bodyLines ??= new LineIndex(body)), node) : undefined;
      for (const l of read.links) links.push({ url: l.url, kind: l.kind, ...locate(node, l.url, place?.(l.at)) });
    }
    const childInSvg = inSvg || (jsx && node.name === 'svg');
    const children = node.children ?? [];
    for (let i = children.length - 1; i >= 0; i--) stack.push([children[i]!, childInSvg]);
  }
  // The parser's strings are views of the text parsed (a page, or a block that may be one of its lines).
  for (const l of links) l.url = ownText(l.url);
  return links;
}

const NAMED: Record<string, string> = { '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' };

/**
 * Where a URL's text starts between two offsets: as written, or with what micromark decoded written back:
 * backslash escapes (`\{id}` is read as `{id}`) and character references (`&amp;`, `&#38;`). -1 when absent.
 */
function findUrl(body: string, url: string, from: number, to: number): number {
  const direct = body.indexOf(url, from);
  if (direct !== -1 && direct <= to) return direct;
  // Each character as written, backslash-escaped, or as a character reference.
  const escaped = new RegExp(
    [...url]
      .map((c) => {
        const code = c.codePointAt(0)!;
        const hex = code.toString(16).replace(/[a-f]/g, (h) => `[${h}${h.toUpperCase()}]`);
        const forms = [`&#0*${code};`, `&#[xX]0*${hex};`, ...(NAMED[c] ? [`&${NAMED[c]};`] : [])];
        return /[!-/:-@[-`{-~]/.test(c) ? `(?:\\\\?\\${c}|${forms.join('|')})` : `(?:${c}|${forms.join('|')})`;
      })
      .join(''),
    'g',
  );
  escaped.lastIndex = from;
  const m = escaped.exec(body);
  return m && m.index <= to ? m.index : -1;
}

/** Where a link's, image's or definition's destination can begin: past its text (`[text](`, `![alt](`, `[label]:`). */
function urlSearchStart(body: string, node: MdNode): number | undefined {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined) return undefined;
  const lastChild = node.type === 'link' ? node.children?.[node.children.length - 1]?.position?.end.offset : undefined;
  const from = lastChild ?? start;
  const at = body.indexOf(node.type === 'definition' ? ']:' : '](', from);
  return at !== -1 && at < end ? at + 2 : undefined;
}

/** A link not written as `[text](…)` or `[text][ref]`: an autolink, whose URL has a scheme or is an e-mail. */
function isAutolink(body: string, node: MdNode): boolean {
  const start = node.position?.start.offset;
  return start !== undefined && body[start] !== '[';
}

/** A JSX attribute's value when it is a plain string or a string literal in braces. */
function attributeString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'value' in value) {
    const m = /^\s*(?:"([^"]*)"|'([^']*)'|`([^`$]*)`)\s*$/.exec(String(value.value));
    if (m) return m[1] ?? m[2] ?? m[3];
  }
  return undefined;
}

const HTML_TAG = /<(\/?)([A-Za-z][\w-]*)\b([^>]*)>/g;
const HTML_ATTR = /\s(href|src)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/** href/src of raw HTML tags (outside svg), with where each URL's attribute starts in the HTML. */
function htmlLinks(
  html: string,
  depth: number,
): { links: { url: string; at: number; kind: LinkRef['kind'] }[]; svgDepth: number } {
  const out: { url: string; at: number; kind: LinkRef['kind'] }[] = [];
  let svgDepth = depth;
  for (const tag of html.matchAll(HTML_TAG)) {
    const [, closing, rawName, attrs] = tag;
    const name = rawName!.toLowerCase();
    if (name === 'svg') {
      if (closing) svgDepth = Math.max(0, svgDepth - 1);
      else if (!attrs!.trimEnd().endsWith('/')) svgDepth++;
      continue;
    }
    if (closing || svgDepth) continue;
    for (const a of attrs!.matchAll(HTML_ATTR)) {
      const url = a[2] ?? a[3] ?? '';
      if (!url || (a[1] === 'src' && !ASSET_ELEMENTS.has(name))) continue;
      out.push({ url, at: tag.index + 1 + rawName!.length + a.index, kind: a[1] as 'href' | 'src' });
    }
  }
  // Markdown written inside an HTML block (`<figure markdown>` … `![alt](x.png)`) is rendered by some sites'
  // tooling and read by readers as a link either way.
  if (!svgDepth)
    for (const m of html.matchAll(MD_LINK_IN_HTML))
      out.push({
        url: m[2]!,
        at: m.index + m[0].indexOf(m[2]!, m[1]!.length),
        kind: m[1]!.startsWith('!') ? 'image' : 'markdown',
      });
  return { links: out, svgDepth };
}

const MD_LINK_IN_HTML = /(!?\[[^\]\n]*\]\(\s*<?)([^)\s>]+)/g;

/**
 * Where an offset in an html node's value sits in the page. The value holds the node's lines without the
 * container prefix before each line after the first (a list item's indentation, a quote's `>`): counted from the
 * node's start, an offset lands lines too early, on an earlier copy of a repeated URL. Each value line is matched
 * to its page line by position, and sits at that line's end; when it is not that line's end (a tab the prefix
 * split), the search starts at the page line's start.
 */
function valuePlaces(page: LineIndex, node: MdNode): ((at: number) => number | undefined) | undefined {
  const start = node.position?.start;
  if (start?.offset === undefined) return undefined;
  const from = start.offset;
  const value = new LineIndex(node.value ?? '');
  return (at) => {
    const { line, column } = value.at(at);
    const pageStart = line === 1 ? undefined : page.lineStart(start.line + line - 1);
    if (pageStart === undefined) return from + at;
    const valueLine = value.lineText(line);
    const pageLine = page.lineText(start.line + line - 1);
    if (!pageLine.endsWith(valueLine)) return pageStart;
    return pageStart + pageLine.length - valueLine.length + column - 1;
  };
}

/** The sources of an import in ESM (`import X from "s"`, `import "s"`, over one line or several). */
const ESM_SOURCE = /\b(?:from|import)\s*(["'])([^"'\n]+)\1/g;

/**
 * The sources a page imports, as the MDX parser reads its ESM (top-level `import` statements, which may span lines;
 * not an `import` in a code block or inside an element), the way the builder reads the page (custom heading ids
 * rewritten). Undefined when the page does not parse: the builder publishes none of it then (mdx-syntax).
 */
export function esmImportSources(text: string): Set<string> | undefined {
  let tree: MdNode;
  try {
    tree = parseTree(preprocessCustomHeadingIds(blankedFrontmatter(text)), true);
  } catch {
    return undefined;
  }
  const sources = new Set<string>();
  for (const node of tree.children ?? []) {
    if (node.type !== 'mdxjsEsm' || typeof node.value !== 'string') continue;
    for (const m of node.value.matchAll(ESM_SOURCE)) sources.add(m[2]!);
  }
  return sources;
}
