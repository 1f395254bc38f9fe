// Fast, deliberately over-inclusive scan of an MDX/Markdown page: frontmatter block, imports and link
// candidates. Written by hand because the micromark MDX parser runs at ~2 MB/s (19 MB corpus: 8–11 s),
// too slow to read every page of a 10k-page site on each PR. The scan only has to find a *superset* of the
// links a real parser finds; files with a candidate that does not resolve are re-read with micromark
// (./parse.ts), whose answer is the one reported. A corpus test checks the superset property.
import { frontmatterProblem, type FrontmatterProblem } from './frontmatter-yaml.js';
import { hasSuppressions, lineSuppressions, type SuppressionRef } from './suppressions.js';
import { ownText } from '../base/own-text.js';

export interface LinkRef {
  url: string;
  line: number;
  column: number;
  kind: 'markdown' | 'image' | 'definition' | 'href' | 'src';
}

export interface ImportRef {
  source: string;
  line: number;
  column: number;
}

export interface ScannedPage {
  /**
   * Raw frontmatter text (between the `---` fences), kept only when it sets `hidden`, `openapi` or `url`: the keys
   * navguard reads. A large site has tens of thousands of pages whose frontmatter holds neither.
   */
  frontmatter?: string;
  /** Why the site builder cannot read the frontmatter (frontmatter-yaml.ts), when it cannot. */
  frontmatterProblem?: FrontmatterProblem;
  /** Line where the body starts (1-based); frontmatter lines come before. */
  bodyLine: number;
  imports: ImportRef[];
  links: LinkRef[];
  /** Inline suppression comments (./suppressions.ts), only where the page has some. */
  suppressions?: SuppressionRef[];
  /**
   * A code fence that may not close where its writer meant (a candidate for unclosed-code-block, which the parser
   * confirms): where it was opened, and `swallowed`, the first line inside it that opens a fence of its kind with an
   * info string (` ```bash `), which only a closing fence before it would have let open a block of its own; without
   * one, the fence is still open at the end of the page (only where the scan followed every fence).
   */
  openFence?: { line: number; column: number; swallowed?: number };
}

// MDX has no indented code, so a fence opens at any indentation (`    ```mdx` inside a <Step>); a backtick
// fence's info string holds no backtick (```` ```a``` [x](/y) ```` is inline code, then a link).
const FENCE = /^( *)(`{3,}|~{3,})(.*?)\r?$/;
/** Frontmatter keys navguard reads (see ScannedPage.frontmatter). */
const READ_KEYS = /^(hidden|openapi|url)\s*:/m;
const IMPORT = /^import\s+(?:[\w*{}\s,$]+\s+from\s+)?["']([^"']+)["']/;
/**
 * An import statement whose names run over several lines (`import {` alone on its line, a name per line, then
 * `} from '/snippets/x.jsx'`): stack-auth's SDK pages import their components so. Read from the statement's start;
 * a statement longer than this is no import a writer keeps.
 */
const IMPORT_OVER_LINES = /^import\s+[\w*{}\s,$]+?\sfrom\s*["']([^"']+)["']/;
const IMPORT_SPAN = 2000;
/**
 * Mintlify's older snippet form, `<Snippet file="x.mdx" />`: the file is named from the snippets folder (`snippets/`,
 * or `_snippets/` as older sites have it) and rendered in its place like an imported one. Recorded as an import
 * whose source starts with SNIPPET_FILE (resolveImport tries both folders).
 */
const LEGACY_SNIPPET = /<Snippet\s+file\s*=\s*["']([^"']+)["']/g;
export const SNIPPET_FILE = 'snippet-file:';
// `[^label]:` with no space in the label is a GFM footnote, not a link definition.
const DEFINITION = /^ {0,3}\[(?!\^[^\]\s[]+\]:)[^\]]+\]:\s*<?([^\s>]+)/;
// Not `xlink:href` or `data-href`: only `href` and `src` themselves are links.
const ATTR = /(?<![\w:-])(href|src)\s*=\s*(?:"([^"]*)"|'([^']*)'|\{\s*(?:"([^"]*)"|'([^']*)'|`([^`$]*)`)\s*\})/g;

/** Tags that open or close inline SVG, and the `>`/`/>` that ends an opening tag. */
const SVG_TAG = /<(\/?)svg(?=[\s/>]|$)|\/?>/g;

/** Inline-SVG state carried from line to line: nesting depth, and whether an opening `<svg` tag is still open. */
interface SvgState {
  depth: number;
  inTag: boolean;
}

/**
 * The [start, end) column ranges of a line that lie inside `<svg …>…</svg>` (its own tag included): attributes
 * there (`<use href="icons.svg#i">`) are no page links. Advances `state` past the line.
 */
function svgRanges(line: string, state: SvgState): [number, number][] {
  const ranges: [number, number][] = [];
  let start = state.depth > 0 || state.inTag ? 0 : -1;
  SVG_TAG.lastIndex = 0;
  for (let m = SVG_TAG.exec(line); m; m = SVG_TAG.exec(line)) {
    if (m[0].startsWith('<')) {
      if (m[1]) {
        if (state.depth === 0) continue;
        state.depth--;
        if (state.depth === 0 && !state.inTag) {
          const close = line.indexOf('>', m.index);
          const end = close === -1 ? line.length : close + 1;
          ranges.push([start, end]);
          start = -1;
          SVG_TAG.lastIndex = end;
        }
      } else {
        if (start === -1) start = m.index;
        state.inTag = true;
      }
    } else if (state.inTag) {
      state.inTag = false;
      if (m[0] === '>') state.depth++;
      else if (state.depth === 0) {
        ranges.push([start, m.index + 2]);
        start = -1;
      }
    }
  }
  if (start !== -1) ranges.push([start, line.length]);
  return ranges;
}

export function splitFrontmatter(text: string): { frontmatter?: string; bodyLine: number; bodyOffset: number } {
  const t = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const shift = t.length === text.length ? 0 : 1;
  if (!t.startsWith('---')) return { bodyLine: 1, bodyOffset: 0 };
  const firstNl = t.indexOf('\n');
  if (firstNl === -1 || t.slice(3, firstNl).trim() !== '') return { bodyLine: 1, bodyOffset: 0 };
  const close = /\r?\n---[ \t]*(?:\r?\n|$)/g;
  close.lastIndex = firstNl;
  const m = close.exec(t);
  if (!m) return { bodyLine: 1, bodyOffset: 0 };
  const frontmatter = t.slice(firstNl + 1, m.index);
  const bodyOffset = m.index + m[0].length + shift;
  let lines = 1;
  for (let i = 0; i < bodyOffset; i++) if (text.charCodeAt(i) === 10) lines++;
  return { frontmatter, bodyLine: lines, bodyOffset };
}

/** Blank out inline code spans so links inside them are not seen; columns are kept. */
function maskCode(line: string): string {
  let tick = line.indexOf('`');
  if (tick === -1) return line;
  // Pieces joined once: adding a character at a time made a string per character (a fifth of a scan was GC).
  let out = '';
  let from = 0;
  while (tick !== -1) {
    let run = 1;
    while (line.charCodeAt(tick + run) === 96) run++;
    const end = line.indexOf('`'.repeat(run), tick + run);
    if (end === -1) break;
    out += line.slice(from, tick) + ' '.repeat(end + run - tick);
    from = end + run;
    tick = line.indexOf('`', from);
  }
  return from === 0 ? line : out + line.slice(from);
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** A destination as a Markdown parser reads it: backslash escapes and character references resolved. */
export function unescapeDestination(raw: string): string {
  if (!raw.includes('\\') && !raw.includes('&')) return raw;
  return raw.replace(
    /\\([!-/:-@[-`{-~])|&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|(amp|lt|gt|quot|apos));/g,
    (all, esc?: string, dec?: string, hex?: string, name?: string) => {
      if (esc !== undefined) return esc;
      if (name !== undefined) return NAMED_ENTITIES[name] ?? all;
      const code = dec !== undefined ? Number(dec) : parseInt(hex!, 16);
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : '\ufffd';
    },
  );
}

/**
 * The destination of `[..](dest ...)` starting right after `(`, as written, and where it starts;
 * angle brackets and nested parens allowed.
 */
function destination(line: string, start: number): { raw: string; at: number } | undefined {
  let i = start;
  while (line[i] === ' ' || line[i] === '\t') i++;
  if (line[i] === '<') {
    const end = line.indexOf('>', i + 1);
    return end === -1 ? undefined : { raw: line.slice(i + 1, end), at: i + 1 };
  }
  let depth = 0;
  const from = i;
  for (; i < line.length; i++) {
    const c = line[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (c === '(') depth++;
    else if (c === ')') {
      if (depth === 0) break;
      depth--;
    } else if (c === ' ' || c === '\t') break;
  }
  return { raw: line.slice(from, i), at: from };
}

/** The import whose statement starts at `at` (line `lineNo`) and names its source on a later line, if it is one. */
function importOverLines(text: string, at: number, lineNo: number): ImportRef | undefined {
  const m = IMPORT_OVER_LINES.exec(text.slice(at, at + IMPORT_SPAN));
  if (!m) return undefined;
  const sourceAt = m[0].length - m[1]!.length - 1;
  const before = m[0].slice(0, sourceAt);
  const lineStart = before.lastIndexOf('\n') + 1;
  let line = lineNo;
  for (let i = before.indexOf('\n'); i !== -1; i = before.indexOf('\n', i + 1)) line++;
  return { source: ownText(m[1]!), line, column: sourceAt - lineStart + 1 };
}

export function scanPage(text: string): ScannedPage {
  const { frontmatter, bodyLine, bodyOffset } = splitFrontmatter(text);
  const imports: ImportRef[] = [];
  const links: LinkRef[] = [];
  const suppressions: SuppressionRef[] = [];
  let fence: string | undefined;
  let fenceIndent = 0;
  let fenceLine = 0;
  let openFence: ScannedPage['openFence'];
  // Set once a fence's content line was less indented than the fence: the fence may have ended with a
  // list item holding it, and the scan can no longer tell code from text, so it skips no fence after it.
  let lostFences = false;
  const svg: SvgState = { depth: 0, inTag: false };
  // Lines are visited by offset, and only those that may hold something the scan looks for are cut out of the
  // page (most lines hold none): for each needle, where it occurs next, from the line on.
  let ticks = text.indexOf('``', bodyOffset);
  let tildes = text.indexOf('~~', bodyOffset);
  let bracket = text.indexOf(']', bodyOffset);
  let equals = text.indexOf('=', bodyOffset);
  // Any `vg` for `svg`: as hasSuppressions says, a search for `svg` tries each `s` of the page; `vg` is rare.
  let svgAt = text.indexOf('vg', bodyOffset);
  // The suppression marker holds a `vg` too: one in the body is after its first. (One in the frontmatter, which
  // hasSuppressions(text) would see, is never read: lines are read from the body on.)
  const maySuppress = hasSuppressions(text, svgAt);
  for (let start = bodyOffset, lineNo = bodyLine; start <= text.length; lineNo++) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    const at = start;
    start = end + 1;
    ticks = nextAt(text, '``', ticks, at);
    tildes = nextAt(text, '~~', tildes, at);
    const fenceMark = (ticks !== -1 && ticks < end) || (tildes !== -1 && tildes < end);
    // In a fence at the margin, only a line with a fence marker may close it: any other is code.
    if (fence !== undefined && fenceIndent === 0 && !fenceMark) continue;
    bracket = nextAt(text, ']', bracket, at);
    equals = nextAt(text, '=', equals, at);
    svgAt = nextAt(text, 'vg', svgAt, at);
    // Nothing below can match a line without `]` (links, definitions: a link's text may start on an earlier
    // line), `=` (attributes) or `import`, unless it moves the inline-SVG state.
    const mayLink =
      (bracket !== -1 && bracket < end) ||
      (equals !== -1 && equals < end) ||
      (svgAt !== -1 && svgAt < end) ||
      text.startsWith('import', at) ||
      svg.depth > 0 ||
      svg.inTag;
    if (fence === undefined && !fenceMark && !maySuppress && !mayLink) continue;
    const raw = text.slice(at, end);
    const f = lostFences || !fenceMark ? null : FENCE.exec(raw);
    if (fence) {
      if (f && f[2]![0] === fence[0] && f[2]!.length >= fence.length) {
        if (f[3]!.trim() === '') {
          fence = undefined;
          continue;
        }
        openFence ??= { line: fenceLine, column: fenceIndent + 1, swallowed: lineNo };
      }
      const indent = raw.length - raw.trimStart().length;
      if (indent >= fenceIndent || raw.trim() === '') continue;
      fence = undefined;
      lostFences = true;
    } else if (f && !(f[2]![0] === '`' && f[3]!.includes('`'))) {
      fence = f[2];
      fenceIndent = f[1]!.length;
      fenceLine = lineNo;
      continue;
    }
    // Suppression comments are read first: they hold none of those.
    if (maySuppress)
      for (const s of lineSuppressions(raw, lineNo)) suppressions.push({ ...s, rules: s.rules.map(ownText) });
    if (!mayLink) continue;
    if (raw.startsWith('import')) {
      const m = IMPORT.exec(raw);
      if (m) imports.push({ source: ownText(m[1] as string), line: lineNo, column: raw.indexOf(m[1] as string) + 1 });
      else {
        const split = importOverLines(text, at, lineNo);
        if (split) imports.push(split);
      }
    }
    const line = maskCode(raw);
    if (line.includes('<Snippet'))
      for (const m of line.matchAll(LEGACY_SNIPPET))
        imports.push({ source: `${SNIPPET_FILE}${ownText(m[1]!)}`, line: lineNo, column: m.index + 1 });
    markdownLinks(line, lineNo, links);
    // A line without `vg` holds no `svg` (searching for it tries each `s`).
    const mayHoldSvg = svgAt !== -1 && svgAt < end && line.includes('svg');
    const inSvg = svg.depth > 0 || svg.inTag || mayHoldSvg ? svgRanges(line, svg) : undefined;
    if (line.includes('=')) {
      ATTR.lastIndex = 0;
      for (let m = ATTR.exec(line); m; m = ATTR.exec(line)) {
        const url = m[2] ?? m[3] ?? m[4] ?? m[5] ?? m[6] ?? '';
        if (!url) continue;
        const at = m.index;
        if (inSvg?.some(([from, to]) => at >= from && at < to)) continue;
        links.push({
          url: ownText(url),
          line: lineNo,
          column: m.index + m[0].indexOf(url) + 1,
          kind: m[1] === 'src' ? 'src' : 'href',
        });
      }
    }
  }
  // Scans outlive page texts: `ownText` copies, and `slice` drops the spare room an array grown by push keeps.
  const fmProblem = frontmatter !== undefined ? frontmatterProblem(frontmatter) : undefined;
  return {
    frontmatter: frontmatter !== undefined && READ_KEYS.test(frontmatter) ? ownText(frontmatter) : undefined,
    ...(fmProblem && { frontmatterProblem: fmProblem }),
    bodyLine,
    imports,
    links: links.slice(),
    ...(suppressions.length ? { suppressions } : {}),
    ...(openFence || (fence !== undefined && !lostFences)
      ? { openFence: openFence ?? { line: fenceLine, column: fenceIndent + 1 } }
      : {}),
  };
}

/** A line's link definition and inline links and images (`[x]: /y`, `[x](/y)`, `![x](/y)`), its code masked. */
function markdownLinks(line: string, lineNo: number, links: LinkRef[]): void {
  const def = DEFINITION.exec(line);
  if (def)
    links.push({
      url: ownText(unescapeDestination(def[1] as string)),
      line: lineNo,
      column: line.indexOf(def[1] as string) + 1,
      kind: 'definition',
    });
  for (let i = line.indexOf(']('); i !== -1; i = line.indexOf('](', i + 2)) {
    const dest = destination(line, i + 2);
    if (dest === undefined || dest.raw === '') continue;
    const isImage = line.lastIndexOf('![', i) > line.lastIndexOf('[', i) - 2 && line.lastIndexOf('![', i) !== -1;
    links.push({
      url: ownText(unescapeDestination(dest.raw)),
      line: lineNo,
      column: dest.at + 1,
      kind: isImage ? 'image' : 'markdown',
    });
  }
}

/**
 * Where `needle` occurs next in `text` from `from` on, given `at`, where it occurred next before (-1: nowhere;
 * less than -1: not looked for yet). Asked with `from` increasing, the text is searched once per needle in all.
 */
export function nextAt(text: string, needle: string, at: number, from: number): number {
  return at === -1 || at >= from ? at : text.indexOf(needle, from);
}
