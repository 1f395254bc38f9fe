// docs.json (and the files it pulls in with $ref) as a tree of values that remember where they came from.
import { parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import { LineIndex } from './positions.js';
import { fingerprint } from '../base/fingerprint.js';

export type JType = 'object' | 'array' | 'string' | 'number' | 'boolean' | 'null';

/** Where a node's text sits: docs-root-relative file and character offsets. */
export interface Span {
  file: string;
  offset: number;
  length: number;
}

export interface JProp {
  key: string;
  keySpan: Span;
  value: JNode;
}

export interface JNode {
  type: JType;
  span: Span;
  /** Primitive value (string, number, boolean, null). */
  value?: string | number | boolean | null;
  props?: JProp[];
  items?: JNode[];
}

export interface JsonProblem {
  kind: 'syntax' | 'too-deep' | 'duplicate-key';
  message: string;
  span: Span;
  /** A syntax error that is a trailing comma before a closing bracket: where the comma is. */
  trailingComma?: Span;
  /** The one syntax error of a file that holds git's conflict markers: what else the parser says follows from them. */
  conflict?: boolean;
  /** A syntax error past which the parser's reading is a guess: the lines where it stumbles again after it. */
  stumblesAfter?: number[];
  /**
   * A key written twice: a fingerprint of the value JSON readers ignore (the earlier one), what the problem is
   * about wherever the object moves (its offset changes with every edit above it).
   */
  ignored?: string;
}

/** Deeper than this, navguard refuses to walk a file: no real navigation nests this far. */
export const MAX_JSON_DEPTH = 256;

export interface ParsedJson {
  /** Undefined when the file cannot be read as JSON (its problems say why); see asMeant for the mistakes read past. */
  root?: JNode;
  lines: LineIndex;
  problems: JsonProblem[];
}

const SYNTAX_TEXT: Record<string, string> = {
  InvalidSymbol: 'this is not a JSON value (strings need double quotes; true, false and null are lower-case)',
  InvalidNumberFormat: 'this number is not written the way JSON allows',
  PropertyNameExpected: 'a field name in double quotes was expected here',
  ValueExpected: 'a value was expected here',
  ColonExpected: 'a colon (:) was expected after the field name',
  CommaExpected: 'a comma is missing before this',
  CloseBraceExpected: 'a closing } is missing',
  CloseBracketExpected: 'a closing ] is missing',
  EndOfFileExpected: 'there is text after the end of the JSON value',
  InvalidCommentToken: 'JSON does not allow comments',
  UnexpectedEndOfComment: 'a comment is not closed (and JSON does not allow comments)',
  UnexpectedEndOfString: 'a string is not closed with a double quote',
  UnexpectedEndOfNumber: 'a number ends unexpectedly',
  InvalidUnicode: 'this \\u escape is not valid',
  InvalidEscapeCharacter: 'this backslash escape is not valid in JSON',
  InvalidCharacter: 'this character is not allowed inside a JSON string (control characters must be escaped)',
};

/** Deepest bracket nesting outside strings; a cheap guard before any recursive walk. */
export function nestingDepth(text: string): { depth: number; offset: number } {
  let depth = 0;
  let max = 0;
  let at = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      depth++;
      if (depth > max) {
        max = depth;
        at = i;
      }
    } else if (c === 125 || c === 93) depth--;
  }
  return { depth: max, offset: at };
}

function describeSyntax(err: ParseError, text: string): { message: string; comma?: number } {
  const name = printParseErrorCode(err.error);
  // A trailing comma shows up as "value/property expected" at a closing bracket: say what it really is.
  if (name === 'ValueExpected' || name === 'PropertyNameExpected') {
    const here = text[err.offset];
    const before = text.slice(0, err.offset).trimEnd();
    if ((here === ']' || here === '}') && before.endsWith(','))
      return {
        message: 'a trailing comma before this closing bracket is not allowed in JSON',
        comma: before.length - 1,
      };
  }
  return { message: SYNTAX_TEXT[name] ?? name };
}

/** Parser errors this many lines after a reported one follow from it (see parseJson). */
const CASCADE_LINES = 2;

/**
 * Parse a JSON file into positioned nodes. `fast`: valid JSON (most files) is read by readValid, several times
 * faster than the general parser, which reads the rest and says what is wrong with it. `readAsMeant`: a file whose
 * only mistakes asMeant reads past still has its tree.
 */
export function parseJson(file: string, text: string, fast = true, readAsMeant = true): ParsedJson {
  const lines = new LineIndex(text);
  const problems: JsonProblem[] = [];
  const { depth, offset } = nestingDepth(text);
  if (depth > MAX_JSON_DEPTH) {
    problems.push({
      kind: 'too-deep',
      message: `values are nested ${depth} levels deep here; navguard reads at most ${MAX_JSON_DEPTH} levels`,
      span: { file, offset, length: 1 },
    });
    return { lines, problems };
  }
  if (fast && isJson(text)) return { root: readValid(text, file, problems), lines, problems };
  const errors: ParseError[] = [];
  // JSON.parse rejects a byte-order mark, so the build would too: report it, then read past it.
  let start = 0;
  if (text.charCodeAt(0) === 0xfeff) {
    problems.push({
      kind: 'syntax',
      message: 'the file starts with a byte-order mark (BOM), which JSON.parse rejects',
      span: { file, offset: 0, length: 1 },
    });
    start = 1;
  }
  // A committed merge conflict is what is wrong: the parser's errors would only follow from its markers.
  const conflict = conflictMarkers(text, file, lines);
  if (conflict) {
    problems.push(conflict);
    return { lines, problems };
  }
  const tree = parseTree(start ? ' ' + text.slice(1) : text, errors, {
    disallowComments: true,
    allowTrailingComma: false,
    allowEmptyContent: false,
  });
  let lastLine = -Infinity;
  let commentLine = -Infinity;
  // The first mistake past which the parser's reading is a guess, and the lines where it stumbles after it.
  let hard: JsonProblem | undefined;
  const after: number[] = [];
  for (const err of errors) {
    const { message, comma } = describeSyntax(err, text);
    const trailingComma = comma === undefined ? undefined : { file, offset: comma, length: 1 };
    // One mistake makes the parser stumble several times where it is and on the line or two after: a trailing
    // comma in an object is both "property expected" and "value expected"; runpod/docs 27074910's stray `]` was
    // "a value was expected", "a comma is missing" and "a field name was expected". The first is the one to fix.
    // Lines commented out one by one are one mistake, however many (potpie-ai bc242d7: one finding "and 4 more
    // places", a place every third line of two commented-out groups).
    const line = lines.at(err.offset).line;
    const comment = printParseErrorCode(err.error) === 'InvalidCommentToken';
    const inBlock = comment && line - commentLine <= 1;
    if (comment) commentLine = line;
    if (inBlock || line - lastLine <= CASCADE_LINES) continue;
    lastLine = line;
    // Past a comment or a trailing comma the parser reads on as the author meant; past any other mistake, where
    // the build stops, its recovery is a guess (Rhombus-Jeremy/docs a1b95f0d97, fresh set 108: a pasted block, and
    // four more "errors" below it where nothing was missing): where it stumbles again is said, not called a mistake.
    if (hard) {
      after.push(line);
      continue;
    }
    const span = { file, offset: err.offset, length: Math.max(1, err.length) };
    const problem: JsonProblem = { kind: 'syntax', message, span, ...(trailingComma ? { trailingComma } : {}) };
    problems.push(problem);
    if (!comment && !trailingComma) hard = problem;
  }
  if (hard && after.length) hard.stumblesAfter = after;
  if (problems.some((p) => p.kind === 'syntax'))
    return { lines, problems, root: readAsMeant ? asMeant(text, start, file, problems) : undefined };
  if (!tree) return { lines, problems };
  return { root: convert(tree, file, problems), lines, problems };
}

/**
 * The tree of a file whose only mistakes are comments, trailing commas or a byte-order mark: what its author meant
 * is beyond doubt, so the rest of the check reads it (the problems still say that the build stops). potpie-ai's
 * mint.json with two groups commented out was read as no navigation at all: every section "removed", and its old
 * orphans and missing entries "fixed". Undefined for any other mistake.
 */
function asMeant(text: string, start: number, file: string, problems: JsonProblem[]): JNode | undefined {
  const errors: ParseError[] = [];
  const tree = parseTree(start ? ' ' + text.slice(1) : text, errors, {
    disallowComments: false,
    allowTrailingComma: true,
    allowEmptyContent: false,
  });
  return tree && !errors.length ? convert(tree, file, problems) : undefined;
}

const CONFLICT_MARKER = /^(<{7}|\|{7}|={7}|>{7})(?:[ \t][^\n]*)?\r?$/gm;

/**
 * A file committed in the middle of a merge holds git's markers (`<<<<<<< HEAD`, `=======`, `>>>>>>> branch`) and
 * both sides between them: one problem at the first marker, in place of the parser's dozen that follow from them.
 */
function conflictMarkers(text: string, file: string, lines: LineIndex): JsonProblem | undefined {
  const starts: { line: number; offset: number }[] = [];
  let end: number | undefined;
  for (const m of text.matchAll(CONFLICT_MARKER)) {
    if (m[1]![0] === '<') starts.push({ line: lines.at(m.index).line, offset: m.index });
    else if (m[1]![0] === '>' && starts.length) end ??= lines.at(m.index).line;
  }
  const first = starts[0];
  if (!first) return undefined;
  const where =
    starts.length === 1
      ? `the conflict markers from line ${first.line}${end ? ` to line ${end}` : ''}`
      : `${starts.length} conflicts, the first from line ${first.line}${end ? ` to line ${end}` : ''}`;
  return {
    kind: 'syntax',
    message: `it holds an unresolved merge conflict (${where}), committed with both sides in it`,
    span: { file, offset: first.offset, length: 7 },
    conflict: true,
  };
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

const NUMBER = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

/**
 * Text that JSON.parse accepts, read into the nodes `convert` makes of the general parser's tree (same spans,
 * values, duplicate keys), without that tree. Being valid, it needs no checks: each token is where it must be.
 */
function readValid(text: string, file: string, problems: JsonProblem[]): JNode {
  let i = 0;
  const space = (): void => {
    for (let c = text.charCodeAt(i); c === 32 || c === 10 || c === 13 || c === 9; c = text.charCodeAt(++i));
  };
  const string = (): string => {
    const start = i;
    let j = i + 1;
    let escaped = false;
    for (let c = text.charCodeAt(j); c !== 34; c = text.charCodeAt(j)) {
      if (c === 92) {
        escaped = true;
        j += 2;
      } else j++;
    }
    i = j + 1;
    return escaped ? (JSON.parse(text.slice(start, i)) as string) : text.slice(start + 1, j);
  };
  const value = (): JNode => {
    const offset = i;
    const c = text.charCodeAt(i);
    if (c === 123) {
      const span: Span = { file, offset, length: 0 };
      const props: JProp[] = [];
      const seen = new Map<string, JProp>();
      i++;
      space();
      while (text.charCodeAt(i) === 34) {
        const keyAt = i;
        const key = string();
        const keySpan = { file, offset: keyAt, length: i - keyAt };
        space();
        i++; // :
        space();
        addProp(props, seen, { key, keySpan, value: value() }, problems);
        space();
        if (text.charCodeAt(i) === 44) i++;
        space();
      }
      i++; // }
      span.length = i - offset;
      return { type: 'object', span, props };
    }
    if (c === 91) {
      const span: Span = { file, offset, length: 0 };
      const items: JNode[] = [];
      i++;
      space();
      while (text.charCodeAt(i) !== 93) {
        items.push(value());
        space();
        if (text.charCodeAt(i) === 44) i++;
        space();
      }
      i++; // ]
      span.length = i - offset;
      return { type: 'array', span, items };
    }
    if (c === 34) {
      const v = string();
      return { type: 'string', span: { file, offset, length: i - offset }, value: v };
    }
    if (c === 116 || c === 102 || c === 110) {
      const word = c === 116 ? 'true' : c === 102 ? 'false' : 'null';
      i += word.length;
      const span = { file, offset, length: word.length };
      return word === 'null' ? { type: 'null', span, value: null } : { type: 'boolean', span, value: word === 'true' };
    }
    NUMBER.lastIndex = i;
    const token = NUMBER.exec(text)![0];
    i += token.length;
    return { type: 'number', span: { file, offset, length: token.length }, value: Number(token) };
  };
  space();
  return value();
}

function convert(node: Node, file: string, problems: JsonProblem[]): JNode {
  const span: Span = { file, offset: node.offset, length: node.length };
  switch (node.type) {
    case 'object': {
      const props: JProp[] = [];
      const seen = new Map<string, JProp>();
      for (const p of node.children ?? []) {
        const [k, v] = p.children ?? [];
        if (!k || !v) continue;
        const key = String(k.value);
        const keySpan = { file, offset: k.offset, length: k.length };
        addProp(props, seen, { key, keySpan, value: convert(v, file, problems) }, problems);
      }
      return { type: 'object', span, props };
    }
    case 'array':
      return { type: 'array', span, items: (node.children ?? []).map((c) => convert(c, file, problems)) };
    case 'property':
      // Not reached: properties are unwrapped above.
      return { type: 'null', span, value: null };
    default:
      return { type: node.type, span, value: node.value as string | number | boolean | null };
  }
}

// ---- small accessors used everywhere ----

/** Every node of a tree (the root first, then depth first), without recursion: a docs.json may nest deep. */
export function* jsonNodes(root: JNode | undefined): Generator<JNode> {
  const stack = root ? [root] : [];
  while (stack.length) {
    const n = stack.pop()!;
    yield n;
    for (const item of n.items ?? []) stack.push(item);
    for (const p of n.props ?? []) stack.push(p.value);
  }
}

export function prop(node: JNode | undefined, key: string): JProp | undefined {
  return node?.props?.find((p) => p.key === key);
}

export function get(node: JNode | undefined, key: string): JNode | undefined {
  return prop(node, key)?.value;
}

export function str(node: JNode | undefined): string | undefined {
  return node?.type === 'string' ? (node.value as string) : undefined;
}

export function bool(node: JNode | undefined): boolean | undefined {
  return node?.type === 'boolean' ? (node.value as boolean) : undefined;
}

/** Plain JS value of a subtree (for schema validation and for data that needs no positions). */
export function toValue(node: JNode): unknown {
  switch (node.type) {
    case 'object': {
      const o: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
      for (const p of node.props ?? []) o[p.key] = toValue(p.value);
      return o;
    }
    case 'array':
      return (node.items ?? []).map(toValue);
    default:
      return node.value;
  }
}

/** Follow a JSON-pointer-like path (keys and indices) down a tree. */
export function at(node: JNode | undefined, path: readonly (string | number)[]): JNode | undefined {
  let cur = node;
  for (const seg of path) {
    if (!cur) return undefined;
    cur = typeof seg === 'number' ? cur.items?.[seg] : get(cur, seg);
  }
  return cur;
}

/** A property in order; a key met again replaces the earlier one (as JSON.parse does) and is reported. */
function addProp(props: JProp[], seen: Map<string, JProp>, prop: JProp, problems: JsonProblem[]): void {
  const earlier = seen.get(prop.key);
  if (earlier) {
    const ignored = fingerprint(JSON.stringify(toValue(earlier.value)));
    problems.push({ kind: 'duplicate-key', message: prop.key, span: earlier.keySpan, ignored });
    props.splice(props.indexOf(earlier), 1);
  }
  seen.set(prop.key, prop);
  props.push(prop);
}
