// Blocks that are surely valid MDX (or surely not), told without the parser: telling a page's validity (confirm.ts) parsed every
// block holding JSX, braces or ESM words with micromark (~0.5 MB/s on such blocks, most of a markup-heavy diff),
// and most of those blocks are a fenced code block, or components whose tags sit on lines of their own around
// plain text: `<ParamField path="x" type="string">` … `</ParamField>`, `<CardGroup cols={2}>`, `<Card … />`.
//
// The shapes told, line by line (anything else: not told, and the parser decides):
// - fenced code, opened and closed in the block (MDX reads any indentation as a fence's, having no indented code);
// - lines of tags only — names, string attributes, attributes holding one literal (`{2}`, `{Widget}`,
//   `{["a", "b"]}`, `{{ title: "x" }}`), tags over several lines — whose elements nest and close in the block (a
//   tag line is JSX flow, which may interrupt a paragraph);
// - text without `<`, `{` or `}` outside code spans closed on their line, but in elements and MDX comments closed
//   on the line (`Press <kbd>K</kbd>`, `<Icon icon="x" /> AWS`, `{/* vale off */}`), and no `import`/`export`
//   line (ESM);
// - MDX comments, `{/* … */}` alone on their lines;
// - a block of import statements of the simple shapes only (`import X from "/snippets/x.mdx"`), one per line.
// A list item, blockquote or footnote definition holds what is indented past its marker, and ends the elements and
// fences in it where it ends: a tag or fence line after one is told only when indented no further than its marker
// (then it sits after the container). A corpus test and a fuzz test hold every block told valid to be valid for
// micromark.

import { isBlank } from '../base/text-lines.js';

const FENCE_OPEN = /^[ \t]*(`{3,}|~{3,})(.*)\r?$/;
/** What opens a container at the start of a line's content: a list item, a blockquote, a footnote definition. */
const CONTAINER = /^(?:(?:[>*+-]|\d{1,9}[.)])(?:[ \t]|$)|\[\^[^\]]*\]:)/;
const ESM_WORD = /^[ \t]*(?:import|export)/;
/** A JSX name: identifiers (dashes allowed), then a namespace (`a:b`) or members (`a.b.c`), not both. */
const TAG_NAME = /[A-Za-z][\w-]*(?::[A-Za-z_][\w-]*|(?:\.[A-Za-z_][\w-]*)*)/y;
const ATTRIBUTE_NAME = /[A-Za-z_][\w-]*(?::[A-Za-z_][\w-]*)?/y;
/** A string attribute value. */
const ATTRIBUTE_STRING = /"[^"]*"|'[^']*'/y;
/** A JavaScript literal's scalar: a number, `true`, `false`, `null`, or a string holding no escape, brace or line end. */
const SCALAR = /-?\d+(?:\.\d+)?(?![\w$.])|(?:true|false|null)(?![\w$])|"[^"\\\n\r{}]*"|'[^'\\\n\r{}]*'/y;
/** An object's key: any name (reserved words too), a string or a whole number. */
const KEY = /[A-Za-z_$][\w$]*(?![\w$])|"[^"\\\n\r{}]*"|'[^'\\\n\r{}]*'|\d+(?![\w$.])/y;
/** How deep arrays and objects may nest in an attribute value read here. */
const LITERAL_DEPTH = 6;
const SPACE = /[ \t\r\n]*/y;
/** An identifier that is no reserved word (acorn refuses those as names; the parser decides such lines). */
const IDENT = String.raw`(?!(?:await|break|case|catch|class|const|continue|debugger|default|delete|do|else|enum|export|extends|false|finally|for|function|if|implements|import|in|instanceof|interface|let|new|null|package|private|protected|public|return|static|super|switch|this|throw|true|try|typeof|var|void|while|with|yield)(?![\w$]))[A-Za-z_$][\w$]*`;
/** An identifier as an expression: `{WidgetCodeBlock}`. */
const IDENTIFIER = new RegExp(`${IDENT}(?![\\w$])`, 'y');
/** A name JavaScript imports: an identifier, maybe renamed (`a as b`). */
const BINDING = String.raw`${IDENT}(?:[ \t]+as[ \t]+${IDENT})?`;
/** `import X from "…"`, `import { A, B as C } from '…'`, `import * as X from "…"`, `import "…"`: one line each. */
const IMPORT_LINE = String.raw`import[ \t]+(?:(?:${IDENT}|\*[ \t]*as[ \t]+${IDENT}|\{[ \t]*(?:${BINDING}(?:[ \t]*,[ \t]*${BINDING})*[ \t]*,?)?[ \t]*\})[ \t]+from[ \t]+)?(?:"[^"\n\\]*"|'[^'\n\\]*')[ \t]*;?[ \t]*\r?`;
/** A block of import lines only, at the start of their lines: an ESM block acorn reads. */
const IMPORTS = new RegExp(String.raw`^(?:${IMPORT_LINE}(?:\n|$))+$`);
/** A carriage return alone (one ending the block is its last line's end, as before a `\n`). */
const LONE_CR = /\r(?!\n|$)/;
/**
 * A line that may be a table's delimiter row (dashes, pipes, colons, quote markers): without one, the block holds
 * no table, and a pipe ends no cell.
 */
const DELIMITER_LIKE = /^[ \t>|:\r-]*-[ \t>|:\r-]*$/m;

/** What mdxVerdict reports of a block as it reads it, in the order of the text; false stops it (not told). */
export interface ShapeReader {
  /** A string attribute of an opening or self-closing tag: its value as written, and where its name starts. */
  attribute(element: string, name: string, value: string, at: number, inSvg: boolean): boolean;
  /** A line of text (0-based line of the block). */
  text(line: string, index: number): boolean;
}

/**
 * Whether `block` (a piece of a page's body) is valid MDX when told here: true for the shapes above; false when
 * their tags do not nest (a closing tag that closes no element open, elements left open at the end), every line
 * before read as one of them; undefined otherwise. `reader` hears the attributes and lines of text as they are
 * read, and may stop the reading (then undefined).
 */
export function mdxVerdict(block: string, reader?: ShapeReader): boolean | undefined {
  // A carriage return alone ends a line for the parser, and not for the lines read here.
  if (LONE_CR.test(block)) return undefined;
  const cells = DELIMITER_LIKE.test(block);
  if (IMPORTS.test(block)) return true;
  const nesting: Nesting = { open: [], broken: false };
  const { open } = nesting;
  let fence: { char: string; length: number } | undefined;
  // The least indentation of the container markers since the last tag or fence line: a tag or fence indented
  // more may sit in one of those containers, and would end where the container does.
  let containerIndent = Infinity;
  // A tag over several lines after a container is read as the container's lazy lines (an error): not told.
  let containers = false;
  let pos = 0;
  let index = 0;
  for (; pos <= block.length; index++) {
    let end = block.indexOf('\n', pos);
    if (end === -1) end = block.length;
    const line = block.slice(pos, end);
    if (fence) {
      if (closesFence(line, fence)) fence = undefined;
      pos = end + 1;
      continue;
    }
    // Leading spaces and tabs: `first` characters, `indent` columns.
    let first = 0;
    while (line.charCodeAt(first) === 32 || line.charCodeAt(first) === 9) first++;
    const indent = indentColumns(line, first);
    const lead = line.charCodeAt(first);
    if (first === line.length || (lead === 13 && first === line.length - 1)) {
      pos = end + 1;
      continue;
    }
    if (lead === 96 || lead === 126) {
      const f = FENCE_OPEN.exec(line);
      // A backtick fence's info string holds no backtick: otherwise the line is text (code spans).
      if (f && !(f[1]![0] === '`' && f[2]!.includes('`'))) {
        fence = { char: f[1]![0]!, length: f[1]!.length };
        if (indent > containerIndent && !closesIndented(block, end + 1, indent, fence)) return undefined;
        containerIndent = Infinity;
        pos = end + 1;
        continue;
      }
    }
    if (lead === 60) {
      // Tags only, up to the end of a line (the last tag may end on a later line).
      if (indent > containerIndent) return undefined;
      const kept = [...open];
      const after = tagRun(block, pos + first, nesting, reader);
      if (after !== undefined) {
        if (containers && after > end + 1) return undefined;
        if (nesting.broken) return false;
        containerIndent = Infinity;
        for (let nl = block.indexOf('\n', end + 1); nl !== -1 && nl < after; nl = block.indexOf('\n', nl + 1)) index++;
        pos = after;
        continue;
      }
      // Not tags only: a line of text that starts with an element (`<Icon icon="x" /> AWS`), read as text below.
      open.splice(0, open.length, ...kept);
      nesting.broken = false;
    }
    if (lead === 123 && line.startsWith('{/*', first)) {
      // An MDX comment, `{/* … */}`, over one line or several, alone on its lines: an expression holding a comment.
      if (indent > containerIndent) return undefined;
      const close = block.indexOf('*/', pos + first + 3);
      if (close === -1) return undefined;
      let after = close + 2;
      while (block.charCodeAt(after) === 32 || block.charCodeAt(after) === 9) after++;
      if (block.charCodeAt(after) !== 125) return undefined;
      let lineEnd = block.indexOf('\n', after);
      if (lineEnd === -1) lineEnd = block.length;
      if (block.slice(after + 1, lineEnd).trim() !== '') return undefined;
      containerIndent = Infinity;
      for (let nl = block.indexOf('\n', end); nl !== -1 && nl < lineEnd; nl = block.indexOf('\n', nl + 1)) index++;
      pos = lineEnd + 1;
      continue;
    }
    if (ESM_WORD.test(line) || !plainText(line, first, cells) || (reader && !reader.text(line, index)))
      return undefined;
    const marker = CONTAINER.exec(line.slice(first))?.[0];
    if (marker !== undefined) {
      // A footnote definition holds the lines indented 4 columns, wherever its label sits.
      containerIndent = Math.min(containerIndent, marker[0] === '[' ? Math.min(indent, 3) : indent);
      containers = true;
    }
    pos = end + 1;
  }
  // An element left open is an error (a fence left open holds what might have closed it); a fence left open alone
  // is not, but not told here.
  if (open.length) return false;
  return fence ? undefined : true;
}

/**
 * Whether a fence opened `indent` columns in (in a list item, quote or footnote, maybe) closes with every line up
 * to its closing fence blank or indented as far: then it ends where it closes, in the container or after it (a
 * line less indented would end the container, and the code with it). MDX reads fences indented any depth.
 */
function closesIndented(block: string, from: number, indent: number, fence: { char: string; length: number }): boolean {
  for (let pos = from; pos <= block.length;) {
    let end = block.indexOf('\n', pos);
    if (end === -1) end = block.length;
    const line = block.slice(pos, end);
    if (!isBlank(line)) {
      let first = 0;
      while (line.charCodeAt(first) === 32 || line.charCodeAt(first) === 9) first++;
      if (indentColumns(line, first) < indent) return false;
      if (closesFence(line, fence)) return true;
    }
    pos = end + 1;
  }
  return false;
}

function closesFence(line: string, fence: { char: string; length: number }): boolean {
  const t = line.trim();
  if (t.length < fence.length) return false;
  for (let i = 0; i < t.length; i++) if (t[i] !== fence.char) return false;
  return true;
}

/** The elements open, and whether a closing tag closed none of them (the last one opened). */
export interface Nesting {
  open: string[];
  broken: boolean;
  /** When set, closing tags met with no element open are kept here, in order, instead of breaking the nesting. */
  unmatched?: string[];
}

/** An opening or closing tag (not self-closing) met, kept in `nesting`. */
export function nestTag(nesting: Nesting, name: string, closing: boolean): void {
  const { open } = nesting;
  if (!closing) open.push(name);
  else if (!open.length && nesting.unmatched) nesting.unmatched.push(name);
  else if (open.pop() !== name) nesting.broken = true;
}

/**
 * Reads tags from `at` (a `<`) to the end of the line the last one ends on, keeping `nesting`; the offset of the
 * next line, or undefined when that is not all tags.
 */
export function tagRun(block: string, at: number, nesting: Nesting, reader?: ShapeReader): number | undefined {
  let i = at;
  for (;;) {
    const next = tag(block, i, nesting, reader);
    if (next === undefined) return undefined;
    i = next;
    while (block.charCodeAt(i) === 32 || block.charCodeAt(i) === 9 || block.charCodeAt(i) === 13) i++;
    if (i >= block.length) return block.length + 1;
    if (block.charCodeAt(i) === 10) return i + 1;
    if (block.charCodeAt(i) !== 60) return undefined;
  }
}

/** One tag at `at` (a `<`): the offset past it, or undefined when it is not a tag told here. */
function tag(block: string, at: number, nesting: Nesting, reader?: ShapeReader): number | undefined {
  const { open } = nesting;
  let i = at + 1;
  const closing = block.charCodeAt(i) === 47;
  if (closing) i++;
  TAG_NAME.lastIndex = i;
  const name = TAG_NAME.exec(block)?.[0];
  if (name === undefined) return undefined;
  i += name.length;
  for (;;) {
    SPACE.lastIndex = i;
    const spaced = SPACE.exec(block)![0].length > 0;
    i = SPACE.lastIndex;
    const c = block.charCodeAt(i);
    if (c === 62) {
      nestTag(nesting, name, closing);
      return i + 1;
    }
    if (c === 47 && !closing && block.charCodeAt(i + 1) === 62) return i + 2;
    // Attributes, each after a space: a name, maybe `=` and a value.
    if (closing || !spaced) return undefined;
    ATTRIBUTE_NAME.lastIndex = i;
    const attribute = ATTRIBUTE_NAME.exec(block)?.[0];
    if (attribute === undefined) return undefined;
    const at = i;
    i += attribute.length;
    SPACE.lastIndex = i;
    SPACE.exec(block);
    if (block.charCodeAt(SPACE.lastIndex) !== 61) continue;
    SPACE.lastIndex += 1;
    SPACE.exec(block);
    const start = SPACE.lastIndex;
    const end = attributeValueEnd(block, start);
    if (end === undefined) return undefined;
    const value = block.slice(start, end);
    i = end;
    // A string, or a string literal in braces, reaches the reader as written (between its quotes).
    const quoted = value[0] === '{' ? /^\{[ \t]*(["'])(.*)\1[ \t]*\}$/.exec(value)?.[2] : value.slice(1, -1);
    if (reader && quoted !== undefined && !reader.attribute(name, attribute, quoted, at, open.includes('svg')))
      return undefined;
    // A value is followed by a space, `>` or `/>`.
    const after = block.charCodeAt(i);
    if (after !== 32 && after !== 9 && after !== 10 && after !== 13 && after !== 62 && after !== 47) return undefined;
  }
}

/**
 * The end of an attribute value at `at`: a string, or an expression holding one JavaScript literal — a scalar, an
 * identifier, or arrays and objects of them (`{2}`, `{WidgetCodeBlock}`, `{["a", "b"]}`, `{{ title: "x" }}`).
 * Undefined for anything else. Strings in an expression hold no brace: the parser finds the expression's end by
 * counting braces before JavaScript reads it.
 */
function attributeValueEnd(block: string, at: number): number | undefined {
  if (block.charCodeAt(at) !== 123) {
    ATTRIBUTE_STRING.lastIndex = at;
    return ATTRIBUTE_STRING.test(block) ? ATTRIBUTE_STRING.lastIndex : undefined;
  }
  const end = literalEnd(block, skipLiteralSpace(block, at + 1), 0);
  if (end === undefined) return undefined;
  const close = skipLiteralSpace(block, end);
  return block.charCodeAt(close) === 125 ? close + 1 : undefined;
}

function skipLiteralSpace(block: string, at: number): number {
  SPACE.lastIndex = at;
  SPACE.test(block);
  return SPACE.lastIndex;
}

/** The end of the literal at `at` (a scalar, an identifier, an array or an object), or undefined. */
function literalEnd(block: string, at: number, depth: number): number | undefined {
  const c = block.charCodeAt(at);
  if (c === 91 || c === 123) {
    if (depth >= LITERAL_DEPTH) return undefined;
    const object = c === 123;
    let i = skipLiteralSpace(block, at + 1);
    for (;;) {
      if (block.charCodeAt(i) === (object ? 125 : 93)) return i + 1;
      if (object) {
        KEY.lastIndex = i;
        if (!KEY.test(block)) return undefined;
        i = skipLiteralSpace(block, KEY.lastIndex);
        if (block.charCodeAt(i) !== 58) return undefined;
        i = skipLiteralSpace(block, i + 1);
      }
      const end = literalEnd(block, i, depth + 1);
      if (end === undefined) return undefined;
      i = skipLiteralSpace(block, end);
      // A comma after each item (the last one's is allowed), else the bracket that closes.
      if (block.charCodeAt(i) === 44) i = skipLiteralSpace(block, i + 1);
      else if (block.charCodeAt(i) !== (object ? 125 : 93)) return undefined;
    }
  }
  for (const re of [SCALAR, IDENTIFIER]) {
    re.lastIndex = at;
    if (re.test(block)) return re.lastIndex;
  }
  return undefined;
}

/**
 * Whether a line of text is told valid: no `<`, `{` or `}` outside code spans (each closed on the line: a run of
 * backticks closed by the next run as long) but in elements and MDX comments closed on the line — `<kbd>K</kbd>`,
 * `<Icon icon="x" />`, `{/* note *\/}` — whose tags are read as flow tags are (no reader hears them: their places
 * are the line's). An element's text holds no emphasis, strikethrough or bracket, which could pair with one
 * outside it (the tree then breaks); where the block may hold a table (`cells`), neither it, its tags nor a
 * comment hold a pipe, which would end a cell in it. A backslash escapes the punctuation after it.
 */
function plainText(line: string, from: number, cells: boolean): boolean {
  const nesting: Nesting = { open: [], broken: false };
  const { open } = nesting;
  for (let i = from; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c === 92) {
      const n = line.charCodeAt(i + 1);
      if ((n >= 33 && n <= 47) || (n >= 58 && n <= 64) || (n >= 91 && n <= 96) || (n >= 123 && n <= 126)) i++;
      continue;
    }
    if (c === 60) {
      const next = tag(line, i, nesting);
      if (next === undefined || nesting.broken || (cells && line.slice(i, next).includes('|'))) return false;
      i = next - 1;
    } else if (c === 123) {
      const next = open.length ? undefined : inlineComment(line, i, cells);
      if (next === undefined) return false;
      i = next - 1;
    } else if (c === 125) return false;
    else if (c === 96) {
      const { run, close } = codeSpanAt(line, i);
      if (close === -1 || (cells && open.length && line.slice(i, close).includes('|'))) return false;
      i = close + run - 1;
    } else if (open.length && (c === 42 || c === 126 || c === 91 || c === 93 || (cells && c === 124))) return false;
    else if (open.length && c === 95 && !(WORD.test(line[i - 1] ?? '') && WORD.test(line[i + 1] ?? ''))) return false;
  }
  return open.length === 0;
}

/** A letter or digit: an underscore between two is no emphasis. */
const WORD = /[A-Za-z0-9]/;

/** The end of an MDX comment at `at` (a `{`), `{/* … *\/}` closed on the line with no brace (nor pipe: `cells`) in it. */
function inlineComment(line: string, at: number, cells: boolean): number | undefined {
  if (!line.startsWith('{/*', at)) return undefined;
  const close = line.indexOf('*/', at + 3);
  if (close === -1 || (cells ? /[{}|]/ : /[{}]/).test(line.slice(at + 3, close))) return undefined;
  let after = close + 2;
  while (line.charCodeAt(after) === 32 || line.charCodeAt(after) === 9) after++;
  return line.charCodeAt(after) === 125 ? after + 1 : undefined;
}

/** The run of backticks at `at`, and where the next run as long starts on the line: its closing (-1 when none). */
export function codeSpanAt(line: string, at: number): { run: number; close: number } {
  let run = 1;
  while (line.charCodeAt(at + run) === 96) run++;
  for (let j = line.indexOf('`', at + run); j !== -1;) {
    let r = 1;
    while (line.charCodeAt(j + r) === 96) r++;
    if (r === run) return { run, close: j };
    j = line.indexOf('`', j + r);
  }
  return { run, close: -1 };
}

/** The columns the first `width` characters of a line take: a tab to the next multiple of 4, as Markdown counts. */
export function indentColumns(line: string, width: number): number {
  let columns = 0;
  for (let k = 0; k < width; k++) columns = line.charCodeAt(k) === 9 ? columns + 4 - (columns % 4) : columns + 1;
  return columns;
}
