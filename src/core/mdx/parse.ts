// The authoritative reading of a page's links, with the micromark MDX parser. Slow (~2 MB/s), so it runs
// only on files whose fast scan found a link that does not resolve.
import { fromMarkdown } from 'mdast-util-from-markdown';
import { mdxjs } from 'micromark-extension-mdxjs';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import type { LinkRef } from './scan.js';
import { splitFrontmatter } from './scan.js';

interface MdNode {
  type: string;
  url?: string;
  name?: string | null;
  attributes?: { type: string; name?: string; value?: unknown }[];
  children?: MdNode[];
  position?: { start: { line: number; column: number; offset?: number }; end: { offset?: number } };
}

const ASSET_ELEMENTS = new Set(['img', 'source', 'video', 'audio', 'Frame', 'image']);

export interface ParsedLinks {
  links: LinkRef[];
  /** Set when the page is not valid MDX: links were read as plain Markdown instead. */
  mdxError?: { message: string; line: number; column: number };
}

export function parseLinks(text: string): ParsedLinks {
  // Frontmatter is replaced by blank lines so positions stay those of the file.
  const { bodyOffset } = splitFrontmatter(text);
  const body = text.slice(0, bodyOffset).replace(/[^\n]/g, ' ') + text.slice(bodyOffset);
  let tree: MdNode;
  let mdxError: ParsedLinks['mdxError'];
  try {
    tree = fromMarkdown(body, { extensions: [mdxjs()], mdastExtensions: [mdxFromMarkdown()] }) as MdNode;
  } catch (e) {
    const err = e as { message?: string; line?: number; column?: number; place?: { line?: number; column?: number } };
    mdxError = { message: String(err.message ?? e), line: err.line ?? err.place?.line ?? 1, column: err.column ?? err.place?.column ?? 1 };
    // The site builder would fail on this page too; still read its Markdown links so nothing is missed.
    tree = fromMarkdown(body) as MdNode;
  }
  const links: LinkRef[] = [];
  const locate = (node: MdNode, url: string): { line: number; column: number } => {
    const start = node.position?.start;
    if (!start) return { line: 1, column: 1 };
    const off = start.offset ?? 0;
    const idx = body.indexOf(url, off);
    if (idx === -1 || idx > (node.position?.end.offset ?? body.length)) return { line: start.line, column: start.column };
    let line = 1;
    let lineStart = 0;
    for (let i = body.indexOf('\n'); i !== -1 && i < idx; i = body.indexOf('\n', i + 1)) {
      line++;
      lineStart = i + 1;
    }
    return { line, column: idx - lineStart + 1 };
  };
  const visit = (node: MdNode): void => {
    if ((node.type === 'link' || node.type === 'image' || node.type === 'definition') && node.url) {
      links.push({ url: node.url, ...locate(node, node.url), kind: node.type === 'link' ? 'markdown' : node.type });
    } else if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.attributes) {
      for (const a of node.attributes) {
        if (a.type !== 'mdxJsxAttribute') continue;
        const value = attributeString(a.value);
        if (value === undefined || value === '') continue;
        if (a.name === 'href') links.push({ url: value, ...locate(node, value), kind: 'href' });
        else if (a.name === 'src' && ASSET_ELEMENTS.has(node.name ?? '')) links.push({ url: value, ...locate(node, value), kind: 'src' });
      }
    }
    for (const c of node.children ?? []) visit(c);
  };
  visit(tree);
  return { links, mdxError };
}

/** A JSX attribute's value when it is a plain string or a string literal in braces. */
function attributeString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'value' in value) {
    const m = /^\s*(?:"([^"]*)"|'([^']*)'|`([^`$]*)`)\s*$/.exec(String((value as { value: unknown }).value));
    if (m) return m[1] ?? m[2] ?? m[3];
  }
  return undefined;
}
