// Need-driven confirmation of link candidates: instead of parsing a whole page with micromark (./parse.ts,
// ~2 MB/s), parse only the blocks around the lines that need it — a 170 KB changelog with one broken link
// costs a paragraph. A block is a run of lines between blank lines that separate blocks in every reading of
// the page; whenever that cannot be told for sure, the whole page is parsed, so the answer is always the one
// parseLinks gives for those lines (a corpus test compares both on every page).
import type { LinkRef } from './scan.js';
import { splitFrontmatter } from './scan.js';
import { isValidMdx, parseFragmentLinks, parseLinks } from './parse.js';

export interface ConfirmedLinks {
  /** The parser's links on the blocks holding the lines asked about (all the page's links when `whole`). */
  links: LinkRef[];
  /** The blocks parsed, as [first, last] lines (1-based); none when the whole page was. */
  blocks: [number, number][];
  whole: boolean;
}

// What reaches across blank lines from afar, outside fenced code (separators() tells): the HTML blocks that
// blank lines do not end (comments, `<?`, `<!X`, `<script>`, `<pre>`, `<style>`, `<textarea>`) when the page
// is read as plain Markdown, and reference definitions and footnotes (`[x]: /y`, `[^1]:`).
const NOT_LOCAL = /<[!?]|<(?:script|pre|style|textarea)(?=[\s/>]|$)/i;
/** A line that may start a definition's label: `[` after nothing but indentation and container markers. */
const LABEL_START = /^[ \t>*+\-\d.)]*\[/;
// A fence opener, after any list markers; the info string of a backtick fence holds no backtick.
const FENCE = /^((?: *(?:[-*+]|\d{1,9}[.)]) +)*)( *)(`{3,}|~{3,})(.*)$/;
// Anything that may open a fence, in a blockquote or after tabs too: those are not followed (whole page).
const MAYBE_FENCE = /^[ \t>*+\-.)\d]*(?:```|~~~)/;
const BLANK = /^[ \t]*\r?$/;
/** A block with none of these reads the same as MDX and as plain Markdown (no JSX, HTML, expression or indented code). */
const MODE_SENSITIVE = /[<{}]|^(?: {4}|[ \t]*\t)/m;
/** Past this share of the page, parsing blocks saves little: the whole page is parsed. */
const MAX_SHARE = 0.5;

/**
 * The blank lines (0-based indexes) that separate blocks, or undefined when the page's structure is not
 * plain enough to tell.
 */
function separators(lines: string[], first: number): boolean[] | undefined {
  const sep = new Array<boolean>(lines.length).fill(false);
  let fence: { char: string; len: number; indent: number } | undefined;
  let braces = 0;
  let inTag = false;
  // Whether a line since the last blank one may have started a definition's label (a label spans lines, not
  // blank ones): a `]:` after it may end one, and a definition reaches every block, so the page is not told.
  let label = false;
  for (let i = first; i < lines.length; i++) {
    const line = lines[i]!;
    if (fence) {
      if (BLANK.test(line)) continue;
      const indent = line.length - line.trimStart().length;
      // Tabs count as more columns in a list item; a fence at the margin is in none, and ends only at its closer.
      if (fence.indent > 0 && line.slice(0, indent).includes('\t')) return undefined;
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
    if (BLANK.test(line)) {
      sep[i] = braces === 0 && !inTag;
      label = false;
      continue;
    }
    label ||= LABEL_START.test(line);
    if ((label && line.includes(']:')) || NOT_LOCAL.test(line)) return undefined;
    if (braces === 0 && !inTag && MAYBE_FENCE.test(line)) {
      const f = FENCE.exec(line);
      if (!f) return undefined;
      if (!(f[3]![0] === '`' && f[4]!.includes('`'))) {
        fence = { char: f[3]![0]!, len: f[3]!.length, indent: f[1]!.length + f[2]!.length };
        continue;
      }
    }
    for (let j = 0; j < line.length; j++) {
      const c = line[j];
      if (c === '\\') j++;
      else if (c === '{') braces++;
      else if (c === '}' && --braces < 0) return undefined;
    }
    // A JSX or HTML tag still open at the end of the line: blank lines inside it do not end a block.
    if (inTag) inTag = !line.includes('>');
    if (!inTag) {
      const open = line.search(/<[A-Za-z][^<>]*$/);
      inTag = open !== -1;
    }
  }
  return braces === 0 ? sep : undefined;
}

/** The parser's links on the lines (1-based) of `text` asked about, and on the blocks around them. */
export function confirmLinks(text: string, lines: Iterable<number>, maxShare = MAX_SHARE): ConfirmedLinks {
  const whole = (): ConfirmedLinks => ({ links: parseLinks(text).links, blocks: [], whole: true });
  const { bodyLine } = splitFrontmatter(text);
  const all = text.split('\n');
  const sep = separators(all, bodyLine - 1);
  if (!sep) return whole();
  // Blocks as [start, end) line indexes, merged when they meet.
  const wanted = [...new Set(lines)].map((l) => l - 1).sort((a, b) => a - b);
  const blocks: [number, number][] = [];
  for (const at of wanted) {
    if (at < bodyLine - 1 || at >= all.length || sep[at]) return whole();
    const last = blocks[blocks.length - 1];
    if (last && at < last[1]) continue;
    let start = at;
    while (start > bodyLine - 1 && !sep[start - 1]) start--;
    let end = at + 1;
    while (end < all.length && !sep[end]) end++;
    blocks.push([start, end]);
  }
  const plain = plainBlocksLinks(all, blocks);
  if (plain) return { links: plain, blocks: blocks.map(([s, e]) => [s + 1, e]), whole: false };
  let size = 0;
  for (const [s, e] of blocks) for (let i = s; i < e; i++) size += all[i]!.length + 1;
  if (size > maxShare * text.length) return whole();
  let valid: boolean | undefined;
  const links: LinkRef[] = [];
  for (const [s, e] of blocks) {
    const block = all.slice(s, e).join('\n');
    let found: LinkRef[];
    try {
      found = parseFragmentLinks(block, true);
    } catch {
      return whole();
    }
    // Read as plain Markdown too: when the page is not valid MDX, that is how it is read. Same links
    // either way, or the whole page decides.
    if (MODE_SENSITIVE.test(block) && !sameLinks(found, parseFragmentLinks(block, false))) {
      valid ??= validMdx(all, sep, bodyLine - 1);
      if (!valid) return whole();
    }
    for (const l of found) links.push({ ...l, line: l.line + s });
  }
  return { links, blocks: blocks.map(([s, e]) => [s + 1, e]), whole: false };
}

/** Where MDX can fail: JSX and HTML, expressions, ESM. Blocks without these read as valid MDX. */
const MDX_SYNTAX = /[<{}]|^(?:import|export)\b/m;

/**
 * Whether the page is valid MDX, told from its blocks that hold MDX syntax, each read alone: true only when all
 * are valid (a block of a JSX element whose tags sit in other blocks is not: then the page is not told).
 * A block with a line less indented than its first may hold a lazy line of a list item around it (an MDX
 * error in the page, none alone): such a page is not told either.
 */
function validMdx(all: string[], sep: boolean[], first: number): boolean {
  for (let s = first; s < all.length;) {
    if (sep[s]) {
      s++;
      continue;
    }
    let e = s + 1;
    while (e < all.length && !sep[e]) e++;
    const lines = all.slice(s, e);
    const block = lines.join('\n');
    if (MDX_SYNTAX.test(block)) {
      const indent = (l: string): number => l.length - l.trimStart().length;
      const least = indent(lines[0]!);
      if (lines.some((l) => !BLANK.test(l) && indent(l) < least)) return false;
      if (!isValidMdx(block)) return false;
    }
    s = e;
  }
  return true;
}

function sameLinks(a: LinkRef[], b: LinkRef[]): boolean {
  const key = (l: LinkRef): string => `${l.line}:${l.column}:${l.kind}:${l.url}`;
  return a.length === b.length && a.map(key).join('\n') === b.map(key).join('\n');
}

// A line of plain text holding at most one inline link with plain text and a plain destination, maybe in a list
// item: `- **Drafts:** see [Tasks: Overview](./overview.md).` Left out is all that could make a parser read it
// otherwise: other brackets, escapes and character references, code, HTML/JSX and expressions, strikethrough,
// `![` (images), `[^` (footnotes), autolink literals (`www.`, `://`, `@`), `import`/`export` (ESM in MDX), table pipes, tabs, and spaces or
// quotes in the destination. Emphasis may stay: it never keeps a link from being one.
const PLAIN = String.raw`(?:[^[\]\\\x60<>{}!&@|~\t]|&(?![#\w])|!(?!\[))*`;
const PLAIN_LINK_LINE = new RegExp(
  String.raw`^${PLAIN}(?:(\[)(?!\^)${PLAIN}\]\(([^\s()<>\\&"'\x60[\]{}@|]+)\)${PLAIN})?$`,
);
const AUTOLINK_LITERAL = /www\.|:\/\//i;
/** MDX reads these as JavaScript (ESM), and fails on most prose. */
const ESM = /^(?:import|export)\b/;

/**
 * The links of blocks made only of plain lines (PLAIN_LINK_LINE, the first one indented less than 4), read
 * without a parser: each line holds its one link or none, at its destination, in every reading of the page
 * (MDX or plain Markdown, list item or paragraph). Undefined when any line of any block is not such a line.
 * A corpus test compares this with the parser on every such block.
 */
export function plainBlocksLinks(all: readonly string[], blocks: readonly [number, number][]): LinkRef[] | undefined {
  const links: LinkRef[] = [];
  for (const [s, e] of blocks) {
    if (all[s]!.startsWith('    ')) return undefined;
    for (let i = s; i < e; i++) {
      const line = all[i]!;
      const m = PLAIN_LINK_LINE.exec(line);
      if (!m || AUTOLINK_LITERAL.test(line) || ESM.test(line)) return undefined;
      if (m[1] === undefined) continue;
      links.push({ url: m[2]!, line: i + 1, column: line.indexOf('](') + 3, kind: 'markdown' });
    }
  }
  return links;
}
