// Need-driven confirmation of link candidates: instead of parsing a whole page with micromark (./parse.ts,
// ~2 MB/s), parse only the blocks around the lines that need it — a 170 KB changelog with one broken link
// costs a paragraph. A block is a run of lines between blank lines that separate blocks in every reading of
// the page; whenever that cannot be told for sure, the whole page is parsed, so the answer is always the one
// parseLinks gives for those lines (a corpus test compares both on every page). Plain lines of text and
// links (most broken links sit in such lines) are read without the parser at all.
import type { LinkRef } from './scan.js';
import { splitFrontmatter } from './scan.js';
import { ASSET_ELEMENTS, esmImportSources, isValidMdx, parseFragment, parseLinks, type MdNode } from './parse.js';
import { FenceReader } from './anchor-source.js';
import { codeSpanAt, indentColumns, mdxVerdict, nestTag, tagRun, type Nesting } from './valid-shapes.js';
import { ownText } from '../base/own-text.js';
import { isBlank } from '../base/text-lines.js';
import { MdxMemos, type ConfirmedLinks } from './memos.js';

export type { ConfirmedLinks } from './memos.js';

// What reaches across blank lines from afar, outside fenced code (separators() tells): the HTML blocks that
// blank lines do not end (comments, `<?`, `<!X`, `<script>`, `<pre>`, `<style>`, `<textarea>`) when the page
// is read as plain Markdown. Such a block starts only where a line's content does: after indentation and
// container markers (a quote's `>`, a list item's, a footnote's or definition's `[x]:`, all taken broadly);
// further in the line (prose about "the `<script>` tag") it is inline HTML, which a blank line ends. Reference
// definitions and footnotes (`[x]: /y`, `[^1]:`) reach every block too: the blocks that may hold them are read
// with each block asked about.
const NOT_LOCAL = /^(?:[ \t>*+\-\d.)]|\[[^\]]*\]:)*(?:<[!?]|<(?:script|pre|style|textarea)(?=[\s/>]|$))/i;
/** A line that may start a definition's label: `[` after nothing but indentation and container markers. */
const LABEL_START = /^[ \t>*+\-\d.)]*\[/;
// A fence opener, after any list markers; the info string of a backtick fence holds no backtick.
const FENCE = /^((?: *(?:[-*+]|\d{1,9}[.)]) +)*)( *)(`{3,}|~{3,})(.*)\r?$/;
// Anything that may open a fence, in a blockquote or after tabs too: those are not followed (whole page).
const MAYBE_FENCE = /^[ \t>*+\-.)\d]*(?:```|~~~)/;
const OPEN_TAG_AT_END = /<[A-Za-z][^<>]*$/;
/** A line that may open an HTML block in plain Markdown (after indentation and container markers). */
const HTML_START = /^[ \t>*+\-\d.)]*<[A-Za-z/]/;
/** A block with none of these reads the same as MDX and as plain Markdown (no JSX, HTML, expression or indented code). */
const MODE_SENSITIVE = /[<{}]|^(?: {4}|[ \t]*\t)/m;
const INDENTED = /^[ \t]/;
/** Past this share of the page, parsing blocks saves little: the whole page is parsed. */
const MAX_SHARE = 0.5;

interface PageBlocks {
  /** Per line (0-based): a blank line that separates blocks. */
  sep: boolean[];
  /** Lines that may end a reference or footnote definition's label (`]:`): blocks there may define labels. */
  labels: number[];
  /**
   * The first line from which fences may differ between the two readings of the page (a fence marker in an
   * expression or a JSX tag; a fence with a blank line opened after a line that may open an HTML block read
   * as plain Markdown, which holds the marker as text only up to that blank line); the page's length when none.
   * From there on, blocks are told by the MDX reading only, right only when the page is valid MDX.
   */
  diverge: number;
}

/** LABEL_START.test(line): a line of text, starting with a letter, is told by its first character. */
function mayStartLabel(line: string): boolean {
  const c = line.charCodeAt(0);
  const marker =
    c === 91 || c === 32 || c === 9 || c === 62 || c === 42 || c === 43 || c === 45 || c === 46 || c === 41;
  return (marker || (c >= 48 && c <= 57)) && LABEL_START.test(line);
}

/**
 * The blank lines that separate blocks, and where definitions may be, or undefined when the page's structure
 * is not plain enough to tell.
 */
function separators(lines: string[], first: number): PageBlocks | undefined {
  const sep = new Array<boolean>(lines.length).fill(false);
  let fence: { char: string; len: number; indent: number; html: boolean; start: number } | undefined;
  let braces = 0;
  let inTag = false;
  // Whether a line since the last blank one may have started a definition's label (a label spans lines, not
  // blank ones): a `]:` after it may end one, and a definition reaches every block.
  let label = false;
  const labels: number[] = [];
  let diverge = lines.length;
  // Whether a line since the last blank one may open an HTML block when the page is read as plain Markdown.
  let html = false;
  for (let i = first; i < lines.length; i++) {
    const line = lines[i]!;
    if (fence) {
      if (isBlank(line)) {
        // Read as plain Markdown, the HTML block holding the fence's opener as text ends here: the rest may be read otherwise.
        if (fence.html) diverge = Math.min(diverge, fence.start);
        continue;
      }
      // Indentation in columns, as list items and plain Markdown's fences count it.
      const indent = indentColumns(line, line.length - line.trimStart().length);
      // A line less indented than the fence may end the list item holding it, and with it the fence.
      if (indent < fence.indent) return undefined;
      const t = line.trim();
      if (t[0] === fence.char && t.length >= fence.len && [...t].every((c) => c === fence!.char)) {
        // Too deep to close the fence when read as plain Markdown, while MDX closes it.
        if (indent > fence.indent + 3) return undefined;
        fence = undefined;
      }
      continue;
    }
    if (isBlank(line)) {
      sep[i] = braces === 0 && !inTag;
      label = false;
      html = false;
      continue;
    }
    label ||= mayStartLabel(line);
    if (label && line.includes(']:')) labels.push(i);
    // Most lines hold no `<`, `{`, `}` or fence marker: the tests below are skipped for them.
    const angle = line.includes('<');
    if (angle && NOT_LOCAL.test(line)) return undefined;
    html ||= angle && HTML_START.test(line);
    const mayFence = (line.includes('```') || line.includes('~~~')) && MAYBE_FENCE.test(line);
    if (mayFence && (braces > 0 || inTag)) diverge = Math.min(diverge, i);
    if (braces === 0 && !inTag && mayFence) {
      const f = FENCE.exec(line);
      if (!f) return undefined;
      if (!(f[3]![0] === '`' && f[4]!.includes('`'))) {
        fence = { char: f[3]![0]!, len: f[3]!.length, indent: f[1]!.length + f[2]!.length, html, start: i };
        continue;
      }
    }
    // On a line of text (no tag on it) outside expressions, a code span closed on the line holds braces as text.
    // Paired as written on the line, runs of backticks may pair otherwise across lines (a run left open earlier):
    // a brace then hidden is one of a paragraph, which no blank line can be inside, so the blocks are the same.
    const spans = !inTag && !angle;
    if (line.includes('{') || line.includes('}')) {
      for (let j = 0; j < line.length; j++) {
        const c = line[j];
        if (c === '\\') j++;
        else if (c === '`' && spans && braces === 0) {
          const { run, close } = codeSpanAt(line, j);
          j = (close === -1 ? j : close) + run - 1;
        } else if (c === '{') braces++;
        else if (c === '}' && --braces < 0) return undefined;
      }
    }
    // A JSX or HTML tag still open at the end of the line: blank lines inside it do not end a block.
    if (inTag) inTag = !line.includes('>');
    if (!inTag && angle) inTag = OPEN_TAG_AT_END.test(line);
  }
  return braces === 0 ? { sep, labels, diverge } : undefined;
}

/** The key of a whole page's reading among a text's confirmations (MdxMemos.confirmed). */
const WHOLE = 'whole';

function remember(text: string, key: string, got: ConfirmedLinks, memos: MdxMemos): void {
  let known = memos.confirmed.get(text);
  if (!known) {
    known = new Map();
    memos.confirmed.set(text, known);
  }
  known.set(key, got);
}

/** The parser's links on the lines (1-based) of `text` asked about, and on the blocks around them. */
export function confirmLinks(
  text: string,
  lines: Iterable<number>,
  memos = new MdxMemos(),
  /** maxShare: the share of the page's lines past which the whole page is parsed (MAX_SHARE). */
  { maxShare = MAX_SHARE }: { maxShare?: number } = {},
): ConfirmedLinks {
  const wanted = [...new Set(lines)].sort((a, b) => a - b);
  const key = `${maxShare} ${wanted.join(',')}`;
  const hit = memos.confirmed.get(text)?.get(key);
  if (hit) return hit;
  const [got, parsed] = confirmBlocks(text, wanted, maxShare, memos);
  // Plain lines are read again faster than kept.
  if (parsed) remember(text, key, got, memos);
  return got;
}

/** All the page's links, as the parser reads the whole page. */
function wholePage(text: string, memos: MdxMemos): ConfirmedLinks {
  const known = memos.confirmed.get(text)?.get(WHOLE);
  if (known) return known;
  const got: ConfirmedLinks = { links: parseLinks(text, memos).links, blocks: [], whole: true };
  remember(text, WHOLE, got, memos);
  return got;
}

/** The links confirmLinks gives, and whether the parser was needed. */
/** A page's lines, the index of its body's first, and its blocks (undefined when they cannot be told apart). */
function pageLines(text: string): { all: string[]; first: number; page: PageBlocks | undefined } {
  const first = splitFrontmatter(text).bodyLine - 1;
  const all = text.split('\n');
  return { all, first, page: separators(all, first) };
}

function confirmBlocks(text: string, wanted: number[], maxShare: number, memos: MdxMemos): [ConfirmedLinks, boolean] {
  const whole = (): [ConfirmedLinks, boolean] => [wholePage(text, memos), true];
  const { all, first, page } = pageLines(text);
  if (!page) return whole();
  const { sep } = page;
  const blocks: [number, number][] = [];
  for (const at of wanted.map((l) => l - 1)) {
    if (at < first || at >= all.length || sep[at]) return whole();
    const last = blocks[blocks.length - 1];
    if (at >= (last?.[1] ?? -1)) {
      // A block holding some of an element's tags is read with the blocks holding the rest.
      const [s, e] = blockAround(sep, at, first, all.length);
      let [rs, re] = elementRange(all, sep, s, e, first) ?? [s, e];
      while (blocks.length && blocks[blocks.length - 1]![1] > rs) {
        const [ps, pe] = blocks.pop()!;
        rs = Math.min(rs, ps);
        re = Math.max(re, pe);
      }
      blocks.push([rs, re]);
    }
  }
  let valid: boolean | undefined;
  // Past the line where the readings' fences may part, a block is the MDX reading's: the page's when valid (on a
  // page that is not valid MDX, plain Markdown may read them otherwise: then the whole page is parsed).
  const parted = (b: [number, number]): boolean => b[1] > page.diverge;
  if (blocks.some(parted)) {
    valid = validMdx(all, sep, first, memos);
    if (!valid) return whole();
  }
  // Plain lines read the same whatever the page defines: no definition is looked up.
  const plain = plainBlocksLinks(all, blocks);
  if (plain) return [{ links: plain, blocks: blocks.map(([s, e]) => [s + 1, e]), whole: false }, valid !== undefined];
  // The blocks that may define labels are read with each block: a `[x]` there is a reference, or a footnote
  // call, only when the page defines `x`. Copied whole after it, they define in the copy what they define in the page.
  const defining = new Map<number, [number, number]>();
  for (const at of page.labels) {
    const b = blockAround(sep, at, first, all.length);
    if (!blocks.some(([s, e]) => b[0] >= s && b[1] <= e)) defining.set(b[0], b);
  }
  if (valid === undefined && [...defining.values()].some(parted)) {
    valid = validMdx(all, sep, first, memos);
    if (!valid) return whole();
  }
  const definitions = [...defining.values()].map(([s, e]) => all.slice(s, e).join('\n')).join('\n\n');
  // The lines read for each block: all of it, or a table's header, delimiter and the rows asked about.
  const reads = blocks.map(([s, e]) => tableLines(all, s, e, wanted) ?? range(s, e));
  let size = definitions.length * blocks.length;
  for (const lines of reads) for (const i of lines) size += all[i]!.length + 1;
  if (size > maxShare * text.length) return whole();
  const links: LinkRef[] = [];
  const parsed: [number, number][] = [];
  // The page's validity, told once when a block would otherwise be read again as plain Markdown: a page of
  // elements (`<Note>`, `<Steps>`) holding links was read twice per block, and its blocks' verdicts are kept.
  const knownValid = (): boolean => (valid ??= validMdx(all, sep, first, memos));
  for (let b = 0; b < blocks.length; b++) {
    const [s, e] = blocks[b]!;
    let lines = reads[b]!;
    // Asked with blocks that are not, a block of plain lines (or a table's plain lines read) needs no parser.
    const plainLinks = plainLinesLinks(all, lines);
    if (plainLinks) {
      links.push(...plainLinks);
      parsed.push(...spans(lines));
      continue;
    }
    let found: LinkRef[] | undefined;
    let mixed: boolean;
    try {
      [found, mixed] = readBlock(all, lines, lines.length < e - s, definitions, knownValid, memos);
      if (!found) {
        // Not the table it looked like: the whole block.
        lines = range(s, e);
        [found, mixed] = readBlock(all, lines, false, definitions, knownValid, memos);
      }
    } catch {
      return whole();
    }
    // The two readings differ: the page's validity decides which is the page's.
    if (mixed) {
      valid ??= validMdx(all, sep, first, memos);
      if (!valid) return whole();
    }
    for (const l of found!) links.push({ ...l, line: lines[l.line - 1]! + 1 });
    parsed.push(...spans(lines));
  }
  return [{ links, blocks: parsed, whole: false }, true];
}

function range(s: number, e: number): number[] {
  return Array.from({ length: e - s }, (_, i) => s + i);
}

/** Consecutive line indexes as [first, last] lines (1-based). */
function spans(lines: readonly number[]): [number, number][] {
  const out: [number, number][] = [];
  for (const i of lines) {
    const last = out[out.length - 1];
    if (last && last[1] === i) last[1] = i + 1;
    else out.push([i + 1, i + 1]);
  }
  return out;
}

/**
 * The links of the page's `lines` (indexes) read as MDX, with the page's definitions after them, and whether a reading
 * as plain Markdown (how a page that is not valid MDX is read) gives others. Undefined links when the lines are
 * a `table`'s (tableLines) and the parser does not read them as one. Throws when they are not valid MDX (parseFragment
 * does; such a block is not kept: the page is then parsed whole, and kept as such).
 */
function readBlock(
  all: readonly string[],
  lines: readonly number[],
  table: boolean,
  definitions: string,
  valid: () => boolean,
  memos: MdxMemos,
): [LinkRef[] | undefined, boolean] {
  const block = lines.map((i) => all[i]!).join('\n');
  const read = (mdx: boolean): LinkRef[] | undefined => {
    const text = definitions ? `${block}\n\n${definitions}` : block;
    const key = `${mdx ? 'm' : 'p'}${table ? 't' : 'b'}${text}`;
    const known = memos.blockLinks.get(key);
    if (known !== undefined) return known ?? undefined;
    const { tree, links } = parseFragment(text, mdx);
    const got =
      table && !isTable(tree.children?.[0], lines.length)
        ? undefined
        : definitions
          ? links.filter((l) => l.line <= lines.length)
          : links;
    memos.blockLinks.set(key, got ?? null);
    return got;
  };
  // A block of the shapes told valid MDX whose text is plain gives MDX's links without the parser.
  const found = (!table && shapeLinks(block)) || read(true);
  if (!found) return [found, false];
  const indented = INDENTED.test(block);
  if (!indented && !(MODE_SENSITIVE.test(block) || MODE_SENSITIVE.test(definitions))) return [found, false];
  if (valid()) return [found, false];
  // A block whose first line is indented may go on with a list item or footnote of the page past the blank line
  // before it: alone, plain Markdown may read its HTML otherwise. The page's validity tells whether MDX reads it.
  if (indented) return [found, true];
  const markdown = read(false);
  if (!markdown) return [undefined, false];
  return [found, !sameLinks(found, markdown)];
}

/**
 * The links MDX reads in a block of the shapes mdxVerdict tells valid (valid-shapes.ts) whose lines of text are plain
 * (plainLineLinks), in the parser's order: those lines' links, and the `href` of every element and the `src` of
 * asset elements outside `<svg>`, at the first place their value is written from the attribute on, as treeLinks
 * (parse.ts) finds them. Undefined when the block is not such, or a value holds a character reference or a line
 * break (the parser decodes those). A corpus test compares this with the parser on every block it reads.
 */
export function shapeLinks(block: string): LinkRef[] | undefined {
  const links: LinkRef[] = [];
  const verdict = mdxVerdict(block, {
    attribute(element, name, value, at, inSvg) {
      const kind = name === 'href' ? 'href' : name === 'src' && ASSET_ELEMENTS.has(element) ? 'src' : undefined;
      if (!kind || inSvg || element === 'svg' || value === '') return true;
      if (value.includes('&') || value.includes('\n') || value.includes('\r')) return false;
      const idx = block.indexOf(value, at);
      const lineStart = block.lastIndexOf('\n', idx - 1) + 1;
      let line = 1;
      for (let nl = block.indexOf('\n'); nl !== -1 && nl < lineStart; nl = block.indexOf('\n', nl + 1)) line++;
      links.push({ url: ownText(value), line, column: idx - lineStart + 1, kind });
      return true;
    },
    text: (line, index) => plainLineLinks(line, index + 1, links),
  });
  return verdict ? links : undefined;
}

/** A GFM table's delimiter row at the margin: a pipe, then pipes, dashes, colons and spaces. */
const TABLE_DELIMITER = /^\|[-:| \t]*-[-:| \t]*\r?$/;

/**
 * For a block that starts with a table, the lines to read for the rows asked about (`wanted`, 1-based lines of the
 * page): the header, the delimiter row and those rows. Undefined when that leaves nothing out or the block is not
 * such a table. From the header to the last row asked about every line starts with a pipe at the margin, so none
 * ends the table or starts another block, and a row's cells read alone as they read among the others (the parse
 * then checks it is the table: isTable). Rows left out hold no `svg`: the link reader follows inline HTML's
 * `<svg>` tags from one to the next, to leave out the `href`s inside.
 */
function tableLines(all: readonly string[], s: number, e: number, wanted: readonly number[]): number[] | undefined {
  if (!all[s]!.startsWith('|') || !TABLE_DELIMITER.test(all[s + 1] ?? '')) return undefined;
  const rows = new Set(wanted.map((l) => l - 1).filter((i) => i > s + 1 && i < e));
  const last = Math.max(...rows);
  if (!rows.size || rows.size >= e - s - 2) return undefined;
  const lines = [s, s + 1];
  for (let i = s + 2; i <= last; i++) {
    const line = all[i]!;
    if (!line.startsWith('|')) return undefined;
    if (rows.has(i)) lines.push(i);
    else if (/svg/i.test(line)) return undefined;
  }
  return lines;
}

/** Whether the tree's first node is a table spanning the `lines` read: their header and rows, one row each. */
function isTable(node: MdNode | undefined, lines: number): boolean {
  return (
    node?.type === 'table' &&
    node.position?.start.line === 1 &&
    node.position.end.line === lines &&
    node.children?.length === lines - 1
  );
}

/** The block (as [start, end) line indexes) holding the line `at`, which is no separator. */
function blockAround(sep: readonly boolean[], at: number, first: number, end: number): [number, number] {
  let s = at;
  while (s > first && !sep[s - 1]) s--;
  let e = at + 1;
  while (e < end && !sep[e]) e++;
  return [s, e];
}

/** Where MDX can fail: JSX and HTML, expressions, ESM. Blocks without these read as valid MDX. */
const MDX_SYNTAX = /[<{}]|^(?:import|export)\b/m;

/**
 * Whether the page is valid MDX, told from its blocks that hold MDX syntax, each read alone: true only when all
 * are valid (a block of a JSX element whose tags sit in other blocks is not: then the page is not told).
 * A block with a line less indented than its first may hold a lazy line of a list item around it (an MDX
 * error in the page, none alone): such a page is not told either.
 */
function validMdx(all: string[], sep: boolean[], first: number, memos: MdxMemos): boolean {
  for (let s = first; s < all.length;) {
    if (sep[s]) {
      s++;
      continue;
    }
    let e = s + 1;
    while (e < all.length && !sep[e]) e++;
    const lines = all.slice(s, e);
    const block = lines.join('\n');
    if (MDX_SYNTAX.test(block) && !validLines(lines, memos)) {
      // Not valid alone: maybe with the blocks holding the rest of an element whose tags it holds some of.
      const grown = elementRange(all, sep, s, e, first);
      if (!grown || grown[0] < s || !validLines(all.slice(grown[0], grown[1]), memos)) return false;
      e = grown[1];
    }
    s = e;
  }
  return true;
}

/**
 * validMdx for a whole page, as confirmation asks it past the line where the two readings' fences may part; undefined
 * when the page's blocks cannot be told apart (separators). For the corpus test, which holds how many valid pages it
 * fails to tell: one real page it could not tell, copied across a versioned site, doubled that site's check.
 */
export function toldValidPage(text: string, memos = new MdxMemos()): boolean | undefined {
  const { all, first, page } = pageLines(text);
  return page && validMdx(all, page.sep, first, memos);
}

/**
 * The sources the page's ESM imports on the blocks holding `lines` (1-based), as esmImportSources reads them in the
 * whole page (undefined when the page is not valid MDX), reading those blocks alone where the page's blocks can be
 * told apart and it is told valid: a versioned site's copies of pages that import a missing component were parsed
 * whole, one by one (760 pages, 8 of a 16 s check). A block inside an element is left to the whole page's parse:
 * MDX reads ESM at the top level only.
 */
export function esmImportsOn(text: string, lines: Iterable<number>, memos = new MdxMemos()): Set<string> | undefined {
  const { all, first, page } = pageLines(text);
  if (!page || !validMdx(all, page.sep, first, memos)) return esmImportSources(text);
  const sources = new Set<string>();
  const read = new Set<number>();
  for (const line of lines) {
    const at = line - 1;
    if (at < first || at >= all.length || page.sep[at]) continue;
    const [s, e] = blockAround(page.sep, at, first, all.length);
    if (read.has(s)) continue;
    read.add(s);
    if (linesTags(all, first, s)?.opens.length !== 0) return esmImportSources(text);
    const block = all.slice(s, e).join('\n');
    let found = memos.esmBlocks.get(block);
    if (found === undefined) {
      // After a blank line, the block's first line is not read as the start of frontmatter.
      const esm = esmImportSources(`\n${block}`);
      found = esm ? [...esm] : null;
      memos.esmBlocks.set(block, found);
    }
    // Valid only with the blocks holding the rest of an element whose tags it holds some of.
    if (!found) return esmImportSources(text);
    for (const source of found) sources.add(source);
  }
  return sources;
}

/** Lines read as valid MDX alone, none less indented than the first (which may be a lazy line of a list item around them). */
function validLines(lines: string[], memos: MdxMemos): boolean {
  const indent = (l: string): number => l.length - l.trimStart().length;
  const least = indent(lines[0]!);
  if (lines.some((l) => !isBlank(l) && indent(l) < least)) return false;
  return validBlock(lines.join('\n'), memos);
}

/** A line holding one tag and nothing else: `<Tab title="x">`, `</Tab>`, `<br />`. */
const TAG_LINE = /^[ \t]*<(\/?)([A-Za-z][\w.:-]*)(?:[ \t][^<>]*)?>[ \t]*\r?$/;
const TAG_START = /^[ \t]*<\/?[A-Za-z]/;

/** The tags a run of lines leaves unmatched: closed without their opening (in order), and still open at its end. */
interface OpenTags {
  closes: string[];
  opens: string[];
}

/**
 * The tags of the lines of tags among lines [s, e), or undefined when they nest wrongly or a fence is left open.
 * A line of tags is read by the regular expression above or, failing it, by the tag reader of valid-shapes.ts,
 * which follows a tag over several lines and a `<` in a quoted value (`type="Record<string, unknown>"`).
 */
function linesTags(all: readonly string[], s: number, e: number): OpenTags | undefined {
  const nesting: Nesting = { open: [], broken: false, unmatched: [] };
  const fences = new FenceReader();
  let text: string | undefined;
  // Where each line starts in `text`, the lines joined: the tag reader reads on past the end of a line.
  let starts: number[] = [];
  for (let i = s; i < e; i++) {
    const line = all[i]!;
    if (fences.code(line.trimStart()) || !TAG_START.test(line)) continue;
    const tag = TAG_LINE.exec(line);
    if (tag) {
      if (line.trimEnd().endsWith('/>')) continue;
      nestTag(nesting, tag[2]!, tag[1] === '/');
      if (nesting.broken) return undefined;
      continue;
    }
    if (text === undefined) {
      text = all.slice(s, e).join('\n');
      starts = [0];
      for (let j = s; j < e - 1; j++) starts.push(starts[starts.length - 1]! + all[j]!.length + 1);
    }
    const at = starts[i - s]! + line.length - line.trimStart().length;
    const kept = { open: [...nesting.open], unmatched: [...nesting.unmatched!] };
    const next = tagRun(text, at, nesting);
    if (nesting.broken) return undefined;
    if (next === undefined) {
      // Not tags only: a line of text, whose elements close in its paragraph or make the block invalid, which
      // the block's parse tells. The tags found bound only the blocks read together, each range parsed alone.
      nesting.open = kept.open;
      nesting.unmatched = kept.unmatched;
      continue;
    }
    // Past the lines the tags took.
    while (i + 1 < e && starts[i + 1 - s]! < next) i++;
  }
  return fences.open ? undefined : { closes: nesting.unmatched!, opens: nesting.open };
}

/** The tags of two runs of lines, one after the other. */
function joinTags(a: OpenTags, b: OpenTags): OpenTags | undefined {
  const opens = [...a.opens];
  const closes = [...a.closes];
  for (const name of b.closes) {
    if (!opens.length) closes.push(name);
    else if (opens.pop() !== name) return undefined;
  }
  return { closes, opens: [...opens, ...b.opens] };
}

/**
 * The blocks [s, e) grown, block by block, until the elements whose tags they hold are whole: `<Tab>` … blank
 * lines … `</Tab>` is one element the parser reads only whole. Undefined when the tags are not all on lines of
 * their own (then nothing is told), nest wrongly, or reach past the page. The grown range is still whole blocks,
 * so it reads alone as it reads in the page, as a block does; the parse decides whether it is valid.
 */
function elementRange(
  all: readonly string[],
  sep: readonly boolean[],
  s: number,
  e: number,
  first: number,
): [number, number] | undefined {
  let tags = linesTags(all, s, e);
  let [start, end] = [s, e];
  while (tags && (tags.closes.length || tags.opens.length)) {
    if (tags.closes.length) {
      let i = start - 1;
      while (i >= first && sep[i]) i--;
      if (i < first) return undefined;
      const [bs, be] = blockAround(sep, i, first, all.length);
      const before = linesTags(all, bs, be);
      tags = before && joinTags(before, tags);
      start = bs;
    } else {
      let i = end;
      while (i < all.length && sep[i]) i++;
      if (i >= all.length) return undefined;
      const [bs, be] = blockAround(sep, i, first, all.length);
      const after = linesTags(all, bs, be);
      tags = after && joinTags(tags, after);
      end = be;
    }
  }
  return tags && [start, end];
}

function validBlock(block: string, memos: MdxMemos): boolean {
  const known = memos.validBlocks.get(block);
  if (known !== undefined) return known;
  const valid = mdxVerdict(block) ?? isValidMdx(block);
  memos.validBlocks.set(block, valid);
  return valid;
}

function sameLinks(a: LinkRef[], b: LinkRef[]): boolean {
  const key = (l: LinkRef): string => `${l.line}:${l.column}:${l.kind}:${l.url}`;
  return a.length === b.length && a.map(key).join('\n') === b.map(key).join('\n');
}

// Plain lines: text with inline links `[text](/dest)` and images `![alt](/img.png)` whose text is plain or code
// spans, maybe in a list item or after a footnote definition's label:
// `- **Drafts:** see [Tasks: `overview`](./overview.md) and [x](/x).`
// Left out is all that could make a parser read them otherwise: other brackets, escapes and character references,
// HTML/JSX and expressions, strikethrough, `[^` (footnote calls), autolink literals (`www.`, `://`, `@`) in the
// text, `import`/`export` (ESM in MDX), table pipes in a link or a code span, tabs, fences, code spans left open,
// and spaces, quotes or a title in the destination. Emphasis may stay: it never keeps a link from being one; code
// spans are matched first, as parsers do, and may hold anything but a pipe; a destination may be a URL
// (`[x](https://www.example.com/a)`): no literal is read inside a link's destination or a code span.
// Pipes elsewhere may make the block a table (`| [Search](/search) | Full support |`): each link and code span
// then sits whole in a cell, which is read alone as the line would be, and a row's cells past the header's are
// still read, so the links are the same.
/** A destination and its closing parenthesis, right after `](`. */
const PLAIN_DESTINATION = /[^\s()<>\\&"'\x60[\]{}@|]+\)/y;
/** A footnote definition's label at the start of a line (a container: its text is read as any other). */
const FOOTNOTE_LABEL = /^\[\^[\w-]{1,100}\]: /;
const AUTOLINK_LITERAL = /www\.|:\/\//i;
/** MDX reads these as JavaScript (ESM), and fails on most prose. */
const ESM = /^(?:import|export)\b/;

/** The links of a plain line, pushed to `out`; false when the line is not plain. */
function plainLineLinks(line: string, lineNo: number, out: LinkRef[]): boolean {
  if (ESM.test(line)) return false;
  const n = line.length;
  let i = FOOTNOTE_LABEL.exec(line)?.[0].length ?? 0;
  // Where the text since the last code span or destination starts: autolink literals are looked for in text only.
  let textFrom = 0;
  const literalIn = (end: number): boolean => AUTOLINK_LITERAL.test(line.slice(textFrom, end));
  // Inside a link's text (after its `[`), or an image's (after its `![`).
  let text = false;
  let image = false;
  while (i < n) {
    const c = line.charCodeAt(i);
    if (c === 0x60) {
      // A code span: its run of backticks, closed by the next run of the same length on this line.
      const { run, close } = codeSpanAt(line, i);
      if (run > 2) return false;
      if (close === -1 || line.slice(i + run, close).includes('|') || literalIn(i)) return false;
      i = close + run;
      textFrom = i;
      continue;
    }
    if (c === 0x5b) {
      // `[`: a link's text opens, never a footnote call.
      if (text || line.charCodeAt(i + 1) === 0x5e) return false;
      text = true;
      image = false;
    } else if (c === 0x5d) {
      // `]`: only as `](destination)`.
      if (!text || line.charCodeAt(i + 1) !== 0x28) return false;
      PLAIN_DESTINATION.lastIndex = i + 2;
      const m = PLAIN_DESTINATION.exec(line);
      if (!m || literalIn(i)) return false;
      out.push({ url: ownText(m[0].slice(0, -1)), line: lineNo, column: i + 3, kind: image ? 'image' : 'markdown' });
      text = false;
      i += 2 + m[0].length;
      textFrom = i;
      continue;
    } else if (c === 0x21 && line.charCodeAt(i + 1) === 0x5b) {
      // `![`: an image's text opens (its destination is a link too), never inside a link's text.
      if (text) return false;
      text = true;
      image = true;
      i += 2;
      continue;
    } else if (c === 0x26) {
      if (/[#\w]/.test(line[i + 1] ?? '')) return false;
    } else if (c === 0x7c) {
      // A table's cell ends at a pipe: a link's text may hold none (nor may a code span or a destination).
      if (text) return false;
    } else if (NOT_PLAIN.has(c)) return false;
    i++;
  }
  return !text && !literalIn(n);
}

/** `\`, `<`, `>`, `{`, `}`, `@`, `~`, tab. */
const NOT_PLAIN = new Set([0x5c, 0x3c, 0x3e, 0x7b, 0x7d, 0x40, 0x7e, 0x09]);

/**
 * The links of blocks made only of plain lines (plainLineLinks, the first one indented less than 4), read
 * without a parser: each link is one in every reading of the page (MDX or plain Markdown, list item or
 * paragraph, whatever the page defines). Undefined when any line of any block is not plain.
 * A corpus test compares this with the parser on every such block.
 */
export function plainBlocksLinks(all: readonly string[], blocks: readonly [number, number][]): LinkRef[] | undefined {
  const links: LinkRef[] = [];
  for (const [s, e] of blocks) if (!plainLinesLinks(all, range(s, e), links)) return undefined;
  return links;
}

/** plainBlocksLinks for the lines (indexes) of one block read: all of it, or a table's lines (tableLines). */
function plainLinesLinks(
  all: readonly string[],
  lines: readonly number[],
  links: LinkRef[] = [],
): LinkRef[] | undefined {
  if (all[lines[0]!]!.startsWith('    ')) return undefined;
  for (const i of lines) if (!plainLineLinks(all[i]!, i + 1, links)) return undefined;
  return links;
}
