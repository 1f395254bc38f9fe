// Parsing less: prose and code blanked before a page is parsed for its ids.
//
// micromark reads ~1 MB/s, and most of a page is prose and code that give no id. Runs of lines where no line has
// anything an id or the page's validity can come from (`<`, `{`, a heading, a list marker, a fence, a definition,
// an import), between blank lines, headings, fences and lines of one JSX tag, and the contents of fenced code, are
// parsed as blank lines: lines keep their numbers. Such a run is plain text wherever it stands at the top level,
// in a list item it is indented into, among a JSX element's children or in a code block; the reduced tree tells
// where each stood and that each line it ends at is what it looked like, and anywhere else (an expression, ESM, a
// tag's attributes, a list item it would have ended) the whole text is parsed instead. A corpus test proves the
// ids equal on every page.
import { isBlank } from '../base/text-lines.js';
import { closesFence, openingFence } from './anchor-source.js';
import { type Node, preorder } from './anchor-model.js';

interface Blanked {
  /** First and last line (1-based). */
  from: number;
  to: number;
  /** Indentation that decides whether a list item goes on: the first line's (prose), the least (code); -1: tabs. */
  indent: number;
  /** Code: the fence's lines, which the reduced tree must show as one code block. */
  fence?: [number, number];
}

interface Reduced {
  text: string;
  blanked: Blanked[];
  /** Lines next to blanked prose that must be, in the reduced tree, a one-line heading, JSX tag or fence. */
  edges: Set<number>;
  /** The page's line (1-based) of each line of the text. */
  lineOf: number[];
}

/** A line that cannot start or end anything but a paragraph's or a table's text, and has no JSX or expression. */
const PROSE_LINE = /^(?=([ \t]*))\1(?![#`~>=+*_\-[]|\d{1,9}[.)]|import\b|export\b)[^<>{}\r]*\r?$/;
/** A list item whose text is prose (as PROSE_LINE, `[`, `*`, `_` allowed first): no heading, quote, fence or JSX in it. */
const LIST_LINE =
  /^ {0,3}(?:[-*+]|\d{1,9}[.)])[ \t]+(?![#`~>=|]|[-*+][ \t]|\d{1,9}[.)][ \t]|import\b|export\b)[^<>{}\r]*\r?$/;
const ATX_LINE = /^[ \t]*#{1,6}(?:[ \t]|\r?$)/;
/** One JSX tag alone on its line (no expressions): flow JSX, which interrupts a paragraph and ends on its line. */
const JSX_LINE = /^[ \t]*<\/?[A-Za-z][\w.:-]*(?:[ \t][^<>{}]*)?\/?>[ \t]*\r?$/;
/** Reducing a page with little to blank costs more than it saves. */
const MIN_BLANKED = 512;

function leadIndent(line: string): number {
  const lead = /^[ \t]*/.exec(line)![0];
  return lead.includes('\t') ? -1 : lead.length;
}

export function reduceSource(source: string): Reduced | undefined {
  const lines = source.split('\n');
  /** Kind of each line: 'b' blank, 'p' prose, 'e' a line a prose run may end at, 'f' fence, 'x' other. */
  const kind: string[] = [];
  const fences: [number, number][] = [];
  let fence: { char: string; count: number } | undefined;
  let opened = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const stripped = line.trimStart();
    if (fence) {
      if (closesFence(stripped, fence)) {
        fence = undefined;
        fences.push([opened, i]);
        kind.push('f');
      } else kind.push('c');
      continue;
    }
    fence = openingFence(stripped);
    if (fence) {
      opened = i;
      kind.push('f');
    } else if (isBlank(line)) kind.push('b');
    else if (PROSE_LINE.test(line) && !line.includes(']:')) kind.push('p');
    else if (LIST_LINE.test(line) && !line.includes(']:')) kind.push('l');
    else if (ATX_LINE.test(line) || JSX_LINE.test(line)) kind.push('e');
    else kind.push('x');
  }
  // Runs by their first line (0-based): last line, indentation, fence lines.
  const runs = new Map<number, { end: number; indent: number; fence?: [number, number] }>();
  const edgeLines: number[] = [];
  for (const [open, close] of fences) {
    if (close - open < 2) continue;
    let indent = Infinity;
    for (let j = open + 1; j < close; j++) {
      const line = lines[j]!;
      if (isBlank(line)) continue;
      const n = leadIndent(line);
      indent = n < 0 || indent < 0 ? -1 : Math.min(indent, n);
    }
    runs.set(open + 1, { end: close - 1, indent: indent === Infinity ? 0 : indent, fence: [open, close] });
  }
  const bounded = (k: string | undefined): boolean => k === undefined || k === 'b' || k === 'e' || k === 'f';
  for (let i = 0; i < lines.length; i++) {
    if (kind[i] !== 'p') continue;
    let end = i;
    while (kind[end + 1] === 'p') end++;
    const before = kind[i - 1];
    const after = kind[end + 1];
    if (bounded(before) && bounded(after)) {
      if (before === 'e' || before === 'f') edgeLines.push(i - 1);
      if (after === 'e' || after === 'f') edgeLines.push(end + 1);
      runs.set(i, { end, indent: leadIndent(lines[i]!) });
    }
    i = end;
  }
  // Lists of plain items between blank lines, not followed by an indented block (that would be the last item's).
  for (let i = 0; i < lines.length; i++) {
    if (kind[i] !== 'l' || (i > 0 && kind[i - 1] !== 'b')) continue;
    let end = i;
    while (kind[end + 1] === 'l' || kind[end + 1] === 'p') end++;
    let next = end + 1;
    while (kind[next] === 'b') next++;
    if (
      (kind[end + 1] === undefined || kind[end + 1] === 'b') &&
      (next >= lines.length || leadIndent(lines[next]!) === 0)
    )
      runs.set(i, { end, indent: leadIndent(lines[i]!) });
    i = end;
  }
  // Each run becomes one blank line; `lineOf` takes the reduced text's lines back to the page's.
  const out: string[] = [];
  const lineOf: number[] = [];
  const at = new Map<number, number>();
  const blanked: Blanked[] = [];
  let saved = 0;
  for (let i = 0; i < lines.length; i++) {
    const run = runs.get(i);
    if (!run) {
      at.set(i, out.length + 1);
      lineOf.push(i + 1);
      out.push(lines[i]!);
      continue;
    }
    for (let j = i; j <= run.end; j++) saved += lines[j]!.length + 1;
    lineOf.push(i + 1);
    out.push('');
    blanked.push({ from: out.length, to: out.length, indent: run.indent, ...(run.fence && { fence: run.fence }) });
    i = run.end;
  }
  for (const b of blanked) if (b.fence) b.fence = [at.get(b.fence[0])!, at.get(b.fence[1])!];
  const edges = new Set(edgeLines.map((l) => at.get(l)!));
  return saved >= MIN_BLANKED ? { text: out.join('\n'), blanked, edges, lineOf } : undefined;
}

/** The page's lines in a tree parsed from a reduced text. */
export function restoreLines(root: Node, lineOf: readonly number[]): void {
  const stack = [root];
  while (stack.length) {
    const node = stack.pop()!;
    const pos = node.position;
    if (pos) {
      pos.start.line = lineOf[pos.start.line - 1] ?? pos.start.line;
      if (pos.end.line !== undefined) pos.end.line = lineOf[pos.end.line - 1] ?? pos.end.line;
    }
    for (const c of node.children ?? []) stack.push(c);
  }
}

/** Whether every blanked run stood where its lines were only text: see above. */
export function blanksAreProse(root: Node, reduced: Reduced): boolean {
  const edges = new Set(reduced.edges);
  const stack: [Node, Blanked[]][] = [[root, reduced.blanked]];
  for (const [node] of preorder(root)) {
    const { start, end } = node.position ?? {};
    if (!start || !end) continue;
    if (node.type === 'heading' && start.line === end.line) edges.delete(start.line);
    else if (node.type === 'code') {
      edges.delete(start.line);
      edges.delete(end.line!);
    } else if (node.type === 'mdxJsxFlowElement' && edges.size) {
      const tags = jsxTagLines(node, reduced.text);
      if (tags && tags.open === start.line) edges.delete(start.line);
      if (tags && tags.close === end.line) edges.delete(end.line);
    }
  }
  if (edges.size) return false;
  while (stack.length) {
    const [node, blanked] = stack.pop()!;
    if (!holds(node, blanked, reduced.text)) return false;
    if (node.type === 'code' || node.type === 'mdxFlowExpression') continue;
    let b = 0;
    const placedRuns = new Set<Blanked>();
    for (const child of node.children ?? []) {
      const start = child.position!.start.line;
      const end = child.position!.end.line!;
      while (b < blanked.length && blanked[b]!.to < start) b++;
      const inside: Blanked[] = [];
      for (; b < blanked.length && blanked[b]!.from <= end; b++) {
        const run = blanked[b]!;
        // A node that starts or ends on a blanked line: not a shape this reasons about.
        if (run.from <= start || run.to >= end) return false;
        inside.push(run);
        placedRuns.add(run);
      }
      if (inside.length) stack.push([child, inside]);
    }
    // A fence's contents must lie in its code block.
    if (blanked.some((r) => r.fence && !placedRuns.has(r))) return false;
  }
  return true;
}

/** Whether blanked runs inside a node were the same node's text, or code, in the whole page. */
function holds(node: Node, blanked: Blanked[], text: string): boolean {
  switch (node.type) {
    case 'root':
    case 'list':
      return true;
    case 'code': {
      const { start, end } = node.position!;
      return blanked.every((b) => !b.fence || (b.fence[0] === start.line && b.fence[1] === end.line));
    }
    case 'mdxFlowExpression':
      // A comment: the blanked lines were its text (they have no `*/`).
      return blanked.every((b) => !b.fence) && /^\s*\/\*(?:(?!\*\/)[\s\S])*\*\/\s*$/.test(node.value ?? '');
    case 'listItem': {
      // A line less indented than the item's content would have ended the item.
      const first = node.children?.[0]?.position?.start;
      if (!first || first.line !== node.position!.start.line || first.column === undefined) return false;
      return blanked.every((b) => b.indent >= first.column! - 1);
    }
    case 'mdxJsxFlowElement': {
      const tags = jsxTagLines(node, text);
      return !!tags && blanked.every((b) => b.from > tags.openEnd && b.to < tags.close);
    }
    default:
      return false;
  }
}

/** A JSX element's opening tag's first and last line and its closing tag's first line (undefined: not told). */
function jsxTagLines(node: Node, text: string): { open: number; openEnd: number; close: number } | undefined {
  const { start, end } = node.position!;
  if (start.offset === undefined || end.offset === undefined || end.line === undefined) return undefined;
  const lastAttr = node.attributes?.[node.attributes.length - 1];
  const afterName = lastAttr ? lastAttr.position?.end?.offset : start.offset + 1 + (node.name ?? '').length;
  if (afterName === undefined) return undefined;
  const open = text.indexOf('>', afterName);
  if (open === -1 || open >= end.offset) return undefined;
  const openEnd = start.line + countLines(text, start.offset, open);
  if (open === end.offset - 1) return { open: start.line, openEnd, close: openEnd };
  const close = text.lastIndexOf('<', end.offset - 1);
  if (close <= open) return undefined;
  return { open: start.line, openEnd, close: end.line - countLines(text, close, end.offset) };
}

function countLines(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = text.indexOf('\n', from); i !== -1 && i < to; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

export const IMPORT_DEFAULT = /^\s*import\s+([A-Za-z_$][\w$]*)\s*(?:,\s*\{[^}]*\})?\s*from\s*["']([^"']+\.mdx?)["']/gm;
