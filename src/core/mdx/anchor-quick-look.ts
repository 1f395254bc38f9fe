// A quick look at a page's ids before parsing it: plain headings and plainly written components read line by line,
// and whether those are all the ids the page has. The parse (./anchors.ts) is the reference: the corpus tests hold
// the two equal on every page the quick look answers.
import { nextAt, splitFrontmatter } from './scan.js';
import { ownText } from '../base/own-text.js';
import { FenceReader, closesFence, commentOpenAtEnd, openingFence } from './anchor-source.js';
import { type Anchor, type AnchorKind, OUT_OF_TOC, PARAM_NAME_PRECEDENCE } from './anchor-model.js';
import {
  cleanHeadingId,
  componentIdCounter,
  headingSlug,
  paramIdCounter,
  prepareComponentIds,
  slugCounter,
  tabIdCounter,
  tocDedupe,
} from './anchor-slugs.js';
import { MdxMemos } from './memos.js';

const ATX_HEADING = /^ {0,3}(#{1,4})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;
/**
 * Text no Markdown construct, character reference or smart punctuation reads: ASCII words and punctuation with no
 * role there (`?`, `!`, `=`, `@`), and any character past ASCII (a heading's slug is made from its URI-encoded
 * text, so accents and scripts reach the slugifier as ASCII; Unicode punctuation only changes how `**` flanks,
 * as ASCII punctuation does). `_` is read apart (INTRAWORD_UNDERSCORES), `!` before `[` is an image.
 */
const PLAIN_TEXT = /^[A-Za-z0-9 \t,.:()&/+\-\0?!=@\u0080-\uffff]*$/;
/** Apostrophes between two letters or digits (`What's`, `l'API`): smart punctuation makes each a ’. */
const IN_WORD_APOSTROPHES = /(?<=[\p{L}\p{N}])'(?=[\p{L}\p{N}])/gu;
/** Underscores with an ASCII letter or digit on both sides: those never open or close emphasis. */
const INTRAWORD_UNDERSCORES = /(?<=[A-Za-z0-9])_(?=[A-Za-z0-9])/g;
const CODE_SPAN = /`([^`\s](?:[^`]*[^`\s])?)`/g;
const PLAIN_LINK = /\[([A-Za-z0-9 ,.:&/+\-\0]+)\]\([^\s()<>`\\]+\)/g;
const PLAIN_STRONG = /\*\*([A-Za-z0-9\0](?:[A-Za-z0-9 ,.:&/+\-\0]*[A-Za-z0-9\0])?)\*\*/g;

/**
 * A heading's text when it is plain enough to read without a parser: words in any script, simple punctuation,
 * code spans, `**strong**` and `[links](/x)`; nothing smart punctuation changes (quotes, `--`, `...`) outside code.
 */
function plainTitle(raw: string): string | undefined {
  const codes: string[] = [];
  let s = raw.replace(CODE_SPAN, (_, code: string) => `\0${codes.push(code) - 1}\0`);
  if (s.includes('`')) return undefined;
  if (s.includes('![')) return undefined;
  // An apostrophe inside a word is a closing quote whatever surrounds it (headingQuotesReadNeighbours); any
  // other quote turns by its neighbours, which the parser reads. (Links and strong text hold neither.)
  s = s.replace(IN_WORD_APOSTROPHES, '’');
  if (s.includes("'")) return undefined;
  s = s.replace(PLAIN_LINK, '$1').replace(PLAIN_STRONG, '$1');
  if (!PLAIN_TEXT.test(s.replace(INTRAWORD_UNDERSCORES, '')) || /--|\.\.\./.test(s)) return undefined;
  return s.replace(/\0(\d+)\0/g, (_, i: string) => codes[Number(i)]!);
}

/**
 * Ids that a page surely has, read from its plain Markdown headings without parsing: text that Markdown and smart
 * punctuation leave alone (no quotes but apostrophes inside words, no `--`, `...` or `_` outside a word), outside
 * fences and comments, first of their slug; and the ids of `<div id="x">` and `<a id="x" />` lines and of plainly
 * written Accordions, Tabs and parameter fields, on a page that exports no code. Most fragment links name one of
 * these, so most target pages are never parsed (micromark is slow). Headings' repeats (plainAnchorIds, once the page
 * is known whole) and other components' ids are left to pageAnchors. A corpus test checks every page's are among
 * pageAnchors' ids.
 *
 * Every target page of a large site passes through here, so the text is walked by offsets and only the lines that
 * can matter (a heading, a fence, a comment) are looked at closely; a corpus test proves the result equal to
 * reading each line in turn.
 */
export function plainHeadingIds(text: string, memos = new MdxMemos()): Set<string> {
  const out = new Set<string>();
  const seen = new Set<string>();
  const markup = markupLines();
  let esm = false;
  let fence: { char: string; count: number } | undefined;
  let inComment = false;
  const body = splitFrontmatter(text).bodyOffset;
  let htmlComment = text.indexOf('<!--', body);
  let jsxComment = text.indexOf('{/*', body);
  forEachLine(text, body, (lineStart, end, first) => {
    const lead = text[first];
    if (fence) {
      if (lead === fence.char && closesFence(text.slice(first, end), fence)) fence = undefined;
      return;
    }
    fence = !inComment && (lead === '`' || lead === '~') ? openingFence(text.slice(first, end)) : undefined;
    if (htmlComment !== -1 && htmlComment < lineStart) htmlComment = text.indexOf('<!--', lineStart);
    if (jsxComment !== -1 && jsxComment < lineStart) jsxComment = text.indexOf('{/*', lineStart);
    const commented = inComment || (htmlComment !== -1 && htmlComment < end);
    // Without `{/*` on the line, a comment is open at its end only if it was at its start and nothing closed it.
    if (inComment || (jsxComment !== -1 && jsxComment < end))
      inComment = commentOpenAtEnd(text.slice(lineStart, end), inComment);
    if (fence || commented) return;
    if (lead === 'e' && first === lineStart) esm ||= ESM_EXPORT.test(text.slice(first, end));
    if (lead === 'i' && first === lineStart) markup.imports ||= ESM_IMPORT.test(text.slice(first, end));
    if (end - lineStart > 300) return;
    if (lead === '<') addMarkupLine(text.slice(first, end), markup);
    if (lead !== '#' || !onlySpaces(text, lineStart, first)) return;
    addPlainHeading(text.slice(lineStart, end), out, seen, memos);
  });
  return withMarkupIds(out, markup, esm, text, memos);
}

/**
 * `<div id="install">` alone on its line: how translated pages keep the ids of the original's headings (the
 * heading inside is translated); `<a id="chat-createsession" />`, an anchor a page keeps for links to a section
 * it no longer has. Any element with an id is one of the page's anchors (collect below), by its id as written.
 */
const ELEMENT_ID_LINE = /^<(?:div|a) id="([\w-]+)"\s*\/?>\s*$/;
/** ESM in MDX (at the margin, outside code): an `export` may define components whose markup is not the page's. */
export const ESM_EXPORT = /^export\b/;
/** An import at the margin: a snippet, whose Accordions would count with the page's. */
export const ESM_IMPORT = /^import\b/;
/**
 * An Accordion's opening tag alone on its line, its title first and plain (no character reference, expression or
 * Markdown that the title would render), without an id: its id is the title's slug (componentId).
 */
const ACCORDION_OPEN = /^<Accordion\s+title="([^"&{}<>*_`[~\\]+)"(?:\s+(?!id=|name=)[A-Za-z]+="[^"&{}<>]*")*\s*>\s*$/;
const ACCORDION_CLOSE = /^<\/Accordion>\s*$/;
/** A Tab's opening tag alone on its line, its title first and plain, without an id: its id is the title's slug. */
const TAB_OPEN = /^<Tab\s+title="([^"&{}<>*_`[~\\]+)"(?:\s+(?!id=|name=)[A-Za-z]+="[^"&{}<>]*")*\s*>\s*$/;
/** The lines around Tabs that make no id: `<Tabs>` (plain attributes, no id), `</Tabs>`, `</Tab>`. */
const TABS_LINE = /^(?:<Tabs(?:\s+(?!id=|name=)[A-Za-z]+="[^"&{}<>]*")*\s*>|<\/Tabs?>)\s*$/;
/**
 * A ParamField's, Param's or ResponseField's opening tag alone on its line, without an id: plain string attributes
 * (those that name the field only as strings), bare ones and simple expressions. Its id is `param-<name>`.
 */
const PARAM_OPEN =
  /^<(ParamField|Param|ResponseField)((?:\s+(?:(?!(?:id|name|query|path|body|header)=)[A-Za-z]+=\{[\w.\-\s"']*\}|(?!id=)[A-Za-z]+(?:="[^"&{}<>]*")?))*)\s*\/?>\s*$/;
const PARAM_CLOSE = /^<\/(?:ParamField|Param|ResponseField)>\s*$/;
const STRING_ATTRIBUTE = /([A-Za-z]+)="([^"]*)"/g;

/** The name a parameter field's id is made from (collect's precedence), from its tag's attributes. */
function paramFieldName(tag: string, attributes: string): string {
  // The first of an attribute written twice, as the parser's attribute lookup takes it.
  const values = new Map<string, string>();
  for (const m of attributes.matchAll(STRING_ATTRIBUTE)) if (!values.has(m[1]!)) values.set(m[1]!, m[2]!);
  if (tag === 'ResponseField') return values.get('name') ?? '';
  return PARAM_NAME_PRECEDENCE.map((k) => values.get(k)).find((v) => v) ?? '';
}

/** What a markup line gives: an element's id, a component's title or a field's name ('' for none), and its line. */
interface MarkupLine {
  name: string;
  line: number;
}

/** Markup lines whose ids the quick look holds: `<div id>`, `<a id>`, Accordions, Tabs and fields, in page order. */
interface MarkupLines {
  elements: MarkupLine[];
  accordions: MarkupLine[];
  tabs: MarkupLine[];
  params: MarkupLine[];
  /** The page imports snippets (their Accordions, Tabs and fields would count with its own). */
  imports: boolean;
}

export function markupLines(): MarkupLines {
  return { elements: [], accordions: [], tabs: [], params: [], imports: false };
}

/**
 * Notes a trimmed line's element id, Accordion or Tab title or field name (at `line`, 1-based, for a caller that counts
 * lines); true when the line is one the quick look reads whole.
 */
export function addMarkupLine(trimmed: string, markup: MarkupLines, line = 0): boolean {
  // Every pattern below starts with `<` and then `/` or a letter of the tags it names: most lines are told by two.
  if (trimmed.charCodeAt(0) !== 60 || !MARKUP_SECOND.has(trimmed.charCodeAt(1))) return false;
  const element = ELEMENT_ID_LINE.exec(trimmed);
  // Names are kept (as ids, by the memos of ids) past the page: a copy, not a slice that keeps its text alive.
  if (element) markup.elements.push({ name: ownText(element[1]!), line });
  const accordion = ACCORDION_OPEN.exec(trimmed);
  if (accordion) markup.accordions.push({ name: accordion[1]!, line });
  const tab = TAB_OPEN.exec(trimmed);
  if (tab) markup.tabs.push({ name: tab[1]!, line });
  const param = PARAM_OPEN.exec(trimmed);
  if (param) markup.params.push({ name: paramFieldName(param[1]!, param[2]!), line });
  return (
    !!element ||
    !!accordion ||
    !!tab ||
    !!param ||
    ACCORDION_CLOSE.test(trimmed) ||
    TABS_LINE.test(trimmed) ||
    PARAM_CLOSE.test(trimmed)
  );
}

/** The second characters of the lines addMarkupLine reads: `<div`, `<a`, `<Accordion`, `<Tab`, `<Param`, `<ResponseField`, `</`. */
const MARKUP_SECOND: ReadonlySet<number> = new Set([...'daATPR/'].map((c) => c.charCodeAt(0)));

/** The components whose ids the quick look reads from their lines. */
type ComponentKind = 'accordion' | 'tab' | 'param';

/** Each such component: the tag that writes it, and the counter its ids come from for a page (collect's below). */
const COMPONENTS: Record<
  ComponentKind,
  { tags: readonly string[]; counter: (memos: MdxMemos) => (name: string) => string }
> = {
  // The title's slug, `-1`, `-2` for repeats.
  accordion: { tags: ['Accordion'], counter: componentIdCounter },
  // The title's heading slug with the Tabs' own counter, past the ids taken.
  tab: { tags: ['Tab'], counter: (memos) => tabIdCounter(new Set(), memos) },
  // `param-<name>`, counted.
  param: { tags: ['ParamField', 'Param', 'ResponseField'], counter: (memos) => paramIdCounter(new Set(), memos) },
};

/** How many times `<Name` stands in the text as a whole tag name (not followed by a letter, digit or `_`). */
function tagCount(text: string, names: readonly string[]): number {
  let n = 0;
  for (const name of names) {
    const open = `<${name}`;
    for (let at = text.indexOf(open); at !== -1; at = text.indexOf(open, at + open.length))
      if (!isWordChar(text.charCodeAt(at + open.length))) n++;
  }
  return n;
}

/** A character `\w` matches (NaN, past the end, is none). */
function isWordChar(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
}

/** The lines of each component kind a page's markup holds. */
function componentLines(markup: MarkupLines): [ComponentKind, MarkupLine[]][] {
  return [
    ['accordion', markup.accordions],
    ['tab', markup.tabs],
    ['param', markup.params],
  ];
}

/**
 * Whether the quick look read every component of a kind (the lines of it read, `found`): every such tag of the
 * text is a line it read, none in code, a comment, inline or on a long line.
 */
function everyRead(text: string, kind: ComponentKind, found: readonly MarkupLine[]): boolean {
  return !found.length || tagCount(text, COMPONENTS[kind].tags) === found.length;
}

/**
 * The ids of one kind of component when the quick look read every one (everyRead), else undefined: each name's id
 * from the kind's counter, in page order; '' for a name that makes none (a field without one; an Accordion title
 * of which the slug keeps nothing, in Chinese).
 */
function componentIds(
  text: string,
  kind: ComponentKind,
  found: readonly MarkupLine[],
  memos: MdxMemos,
): string[] | undefined {
  if (!everyRead(text, kind, found)) return undefined;
  if (kind === 'accordion')
    prepareComponentIds(
      found.flatMap(({ name }) => (name ? [name] : [])),
      memos,
    );
  const next = COMPONENTS[kind].counter(memos);
  return found.map(({ name }) => (name ? next(name) : ''));
}

/**
 * Whether the markup lines read hold every id their components make, and repeated heading slugs (`repeats`) number
 * as plainAnchors numbers them: what plainIdsComplete asks of a page besides its lines.
 */
export function markupTold(text: string, markup: MarkupLines, repeats: boolean): boolean {
  return (
    componentLines(markup).every(([kind, found]) => everyRead(text, kind, found)) &&
    !(repeats && OUT_OF_TOC_TAG.test(text))
  );
}

/**
 * The element ids and Accordion ids after the heading ids, unless the page exports code, in which such a line may not
 * be markup (nor, for Accordions, when it imports a snippet).
 */
export function withMarkupIds(
  out: Set<string>,
  markup: MarkupLines,
  esm: boolean,
  text: string,
  memos = new MdxMemos(),
): Set<string> {
  if (esm) return out;
  for (const element of markup.elements) out.add(element.name);
  if (markup.imports) return out;
  for (const [kind, found] of componentLines(markup))
    for (const id of componentIds(text, kind, found, memos) ?? []) if (id) out.add(id);
  return out;
}

/**
 * Lines after which plainHeadingIds may not hold all of a page's ids: custom ids, variables (replaced in code
 * too), comments and imports; and, outside code (NOT_PLAIN_MARKUP), the components that make ids (collect below)
 * and any element with an `id` or `name`.
 */
export const NOT_PLAIN_LINE = /\{#|\{\{|<!--|\{\/\*|^\s*(?:import|export)\s/;
/**
 * One MDX comment, a line of its own (`{/* vale off *\/}`, as style linters have writers put them): it hides no
 * heading and makes no id. Text before it makes the pair one paragraph (so a setext underline may follow).
 */
export const LINE_COMMENT = /^\{\/\*(?:(?!\*\/)[^])*\*\/\}\s*$/;
// Steps make no id without a title size (theirs or their Step's, h2 or h3) or an id: a line with either is refused.
export const NOT_PLAIN_MARKUP =
  /\b(?:id|name|titleSize)\s*=|<\/?(?:Tabs?|Accordion|View|Update|ParamField|Param|ResponseField|Heading|h[1-6]|Snippet)\b/;
/** Code spans whose backtick runs stand alone (no backtick next to them) and hold no backtick. */
const LONE_CODE_SPANS = /(?<!`)(`+)(?!`)[^`]*?(?<!`)\1(?!`)/g;
const BULLET_START = /^[ \t]*[-*+][ \t]/;

/**
 * A line as the markup check reads it: without its code spans (`<h1>` written as code makes no heading) where
 * they surely are code spans: on a line that starts a block (after a blank line, or a bullet), so that no span
 * opened on an earlier line runs into it; without backslashes (an escaped backtick opens nothing); and only when
 * what is left holds no tag or expression, inside which backticks are not code.
 */
export function outsideCode(line: string, blockStart: boolean): string {
  if (!line.includes('`') || line.includes('\\') || !(blockStart || BULLET_START.test(line))) return line;
  const rest = line.replace(LONE_CODE_SPANS, '');
  return rest.includes('<') || rest.includes('{') ? line : rest;
}
/** A line that may be a heading: after indentation, quote and list markers, 1–6 `#` and a space or the end. */
export const HEADING_LIKE = /^[ \t]*(?:(?:>|[-*+][ \t]|\d{1,9}[.)][ \t])[ \t]*)*#{1,6}(?:[ \t]|$)/;
/** The first characters (after leading whitespace) of the lines HEADING_LIKE may match: `#`, `>`, a bullet, a digit. */
const HEADING_LEADS: ReadonlySet<number> = new Set([...'#>-*+0123456789'].map((c) => c.charCodeAt(0)));
const CODE_SPANS = /(`+)[^`]*?\1/g;
/** A JSX attribute's simple value (`cols={2}`, `icon={faIcon}`): an expression that cannot make an id. */
const ATTRIBUTE_VALUE = /\b[\w-]+=\{[\w.\-\s"']*\}/g;
/** A name in braces (`{framework}`: a snippet's prop), valid as MDX wherever it stands; outside a heading it makes no id. */
const NAME_EXPRESSION = /\{[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*\}/g;

/** A line without its code spans and the expressions that cannot make an id or make the page invalid MDX. */
export function withoutPlainExpressions(line: string): string {
  return line.replace(CODE_SPANS, '').replace(ATTRIBUTE_VALUE, '').replace(NAME_EXPRESSION, '');
}
/**
 * A component whose headings stay out of the table of contents (OUT_OF_TOC), anywhere in the text: their ids are
 * not deduplicated with the others', so that where slugs repeat, the quick look's numbering (plainAnchors) is only
 * the site's on a page without them.
 */
const OUT_OF_TOC_TAG = new RegExp(`<(?:${[...OUT_OF_TOC].join('|')})\\b`);
/** An h5 or h6: a heading without an id. */
export const NO_ID_HEADING = /^ {0,3}#{5,6}(?:[ \t]|$)/;

/**
 * Whether the quick look holds every id the page has (plainAnchorIds: plainHeadingIds, and the ids of headings
 * whose slug repeats, numbered in page order), so that a fragment it lacks is broken without parsing the page:
 * every line that may be a heading is a plain one with a slug, and nothing else on the page
 * (components, attributes, custom ids, snippets, comments, setext headings, frontmatter modes) can make or hide
 * an id. Deliberately narrow; a corpus test proves it equal to pageAnchors on every page it accepts.
 *
 * Walked by offsets: a line without `{`, `<`, `=` or `#` and not starting with `i`, `e`, `-` or a fence can only
 * be prose, and is not cut out of the page (a third less time over the bench's 25k pages). A corpus test holds it
 * equal to plainIdsCompleteByLine.
 */
export function plainIdsComplete(text: string, memos = new MdxMemos()): boolean {
  return readComplete(text, memos) !== undefined;
}

/**
 * All the page's ids when the quick look tells them (plainIdsComplete), in page order; else undefined. A page whose
 * ids are its headings' alone, none repeated, has them from the one reading; others are read again (plainAnchorIds).
 */
export function completeIds(text: string, memos = new MdxMemos()): Set<string> | undefined {
  const read = readComplete(text, memos);
  return read === true ? plainAnchorIds(text, memos) : read;
}

/**
 * plainIdsComplete's reading: undefined when the page is not told whole; its headings' ids when they are all its
 * ids (no element or component ids, no repeated slug, which plainAnchors numbers); else true.
 */
function readComplete(text: string, memos: MdxMemos): Set<string> | true | undefined {
  // A GFM footnote gives the page ids (collect): such a page is parsed.
  if (text.includes('[^')) return undefined;
  const { frontmatter, bodyOffset } = splitFrontmatter(text);
  if (frontmatter?.split('\n').some((l) => ID_FRONTMATTER.test(l))) return undefined;
  const ids = new Set<string>();
  let repeats = false;
  const markup = markupLines();
  let fence: { char: string; count: number } | undefined;
  let afterText = false;
  let complete = true;
  const marks = new NextOccurrences(text, MATTERING_MARKS);
  forEachLine(text, bodyOffset, (start, end, first) => {
    const lead = text[first];
    if (fence) {
      if (lead === fence.char && closesFence(text.slice(first, end), fence)) fence = undefined;
      return true;
    }
    fence = lead === '`' || lead === '~' ? openingFence(text.slice(first, end)) : undefined;
    if (fence) {
      // A backtick in a backtick fence's info string makes it inline code, not a fence.
      if (fence.char === '`' && text.slice(first + fence.count, end).includes('`')) return (complete = false);
      afterText = true;
      return true;
    }
    if (lead !== 'i' && lead !== 'e' && lead !== '-' && marks.from(start) >= end) {
      afterText = first < end;
      return true;
    }
    const line = text.slice(start, end);
    if (lead === '{' && LINE_COMMENT.test(text.slice(first, end))) {
      afterText = true;
      return true;
    }
    // An element's id (`<div id>`, `<a id>`), and an Accordion's, are ones the quick look holds (plainHeadingIds),
    // when the line is not too long for it.
    if (lead === '<' && addMarkupLine(text.slice(first, end), markup)) {
      afterText = true;
      return end - start <= 300 || (complete = false);
    }
    if (
      NOT_PLAIN_LINE.test(line) ||
      NOT_PLAIN_MARKUP.test(outsideCode(line, !afterText)) ||
      (afterText && SETEXT_UNDERLINE.test(line))
    )
      return (complete = false);
    // An expression outside code (LaTeX's `{,}`, say) may make the page invalid MDX, whose ids cannot be told.
    if (line.includes('{') && withoutPlainExpressions(line).includes('{')) return (complete = false);
    afterText = first < end;
    if (!HEADING_LIKE.test(line) || NO_ID_HEADING.test(line)) return true;
    if (line.length > 300 || !onlySpaces(line, 0, line.indexOf('#'))) return (complete = false);
    // Repeats are numbered in page order (plainAnchors), as long as each heading has a slug.
    const id = plainHeadingId(line, memos);
    if (!id) return (complete = false);
    if (ids.has(id)) repeats = true;
    ids.add(id);
    return true;
  });
  if (!complete || fence !== undefined || !markupTold(text, markup, repeats)) return undefined;
  const { elements, accordions, tabs, params } = markup;
  return repeats || elements.length || accordions.length || tabs.length || params.length ? true : ids;
}

/**
 * Visits the lines of `text` from offset `from` by offsets, without cutting them out: the line is [start, end),
 * `first` its first character after leading whitespace (as trimStart counts it). Stops when `visit` returns false.
 * A line ending in CRLF ends before its `\r`, as the parser reads it: otherwise no heading of such a page matches.
 */
function forEachLine(
  text: string,
  from: number,
  visit: (start: number, end: number, first: number) => boolean | void,
): void {
  for (let pos = from; pos <= text.length;) {
    let next = text.indexOf('\n', pos);
    if (next === -1) next = text.length;
    const end = next > pos && text.charCodeAt(next - 1) === 0x0d ? next - 1 : next;
    let first = pos;
    while (first < end && isWhiteSpace(text.charCodeAt(first))) first++;
    if (visit(pos, end, first) === false) return;
    pos = next + 1;
  }
}

/** What a line needs to hold to matter to plainIdsComplete (besides its lead). */
const MATTERING_MARKS = ['{', '<', '=', '#'];

/**
 * Where the nearest of some characters stands from a position on, for positions asked in increasing order (nextAt
 * for each: a loop over each line's characters was most of the time of a page's quick look).
 */
class NextOccurrences {
  private readonly at: number[];

  constructor(
    private readonly text: string,
    private readonly chars: readonly string[],
  ) {
    this.at = chars.map(() => -2);
  }

  /** The least offset >= `from` holding one of the characters, Infinity when none does. */
  from(from: number): number {
    let nearest = Infinity;
    for (let i = 0; i < this.chars.length; i++) {
      const at = (this.at[i] = nextAt(this.text, this.chars[i]!, this.at[i]!, from));
      if (at !== -1 && at < nearest) nearest = at;
    }
    return nearest;
  }
}

/**
 * What the quick look reads that makes an id: a plain heading (h1–h4; `name` its title), a `<div id>` or `<a id>`
 * line (its id), an Accordion or Tab (its title), a parameter field (its name); with its line and the snippet file
 * it is in (if not the page).
 */
interface PlainItem {
  kind: AnchorKind;
  name: string;
  line: number;
  snippet?: string;
}

/** A PlainItem placed in the page: at its line (a snippet's: at its `<Name />`'s line, `n`-th there). */
type PlacedItem = PlainItem & { at: number; n: number };

/**
 * A page's plain items in page order, and its markup lines. `render` gives the items a line (trimmed; its index
 * among the lines) renders instead of itself (a snippet's), if any.
 */
function plainParts(
  text: string,
  memos: MdxMemos,
  render?: (trimmed: string, index: number) => readonly PlainItem[] | undefined,
): { items: PlacedItem[]; markup: MarkupLines } {
  const items: PlacedItem[] = [];
  const markup = markupLines();
  const fences = new FenceReader();
  const from = text.lastIndexOf('\n', splitFrontmatter(text).bodyOffset - 1) + 1;
  let i = 0;
  for (let at = text.indexOf('\n'); at !== -1 && at < from; at = text.indexOf('\n', at + 1)) i++;
  // Walked by offsets: only lines that may be code fences, markup or headings are cut out of the page (what
  // HEADING_LIKE and addMarkupLine read starts with one of HEADING_LEADS or `<`).
  forEachLine(text, from, (start, end, first) => {
    const index = i++;
    const lead = text.charCodeAt(first);
    if (fences.open || lead === 0x60 || lead === 0x7e) {
      if (fences.code(text.slice(first, end))) return;
    }
    if (lead === 0x3c) {
      const stripped = text.slice(first, end);
      const rendered = render?.(stripped.trimEnd(), index);
      if (rendered) {
        rendered.forEach((item, n) => items.push({ ...item, at: index + 1, n }));
        return;
      }
      addMarkupLine(stripped, markup, index + 1);
      return;
    }
    if (!HEADING_LEADS.has(lead)) return;
    const line = text.slice(start, end);
    if (!HEADING_LIKE.test(line) || NO_ID_HEADING.test(line)) return;
    const title = headingTitle(line, memos);
    if (title !== undefined) items.push({ kind: 'heading', name: title, line: index + 1, at: index + 1, n: 0 });
  });
  const place = (found: readonly MarkupLine[], kind: AnchorKind): void => {
    for (const { name, line } of found) items.push({ kind, name, line, at: line, n: 0 });
  };
  place(markup.elements, 'element');
  for (const [kind, found] of componentLines(markup)) place(found, kind);
  // No two items share a line of the page but a snippet's, which keep their order (sort is stable).
  items.sort((a, b) => a.at - b.at || a.n - b.n);
  return { items, markup };
}

/**
 * The anchors of a page plainIdsComplete accepts, as pageAnchors gives them (id, kind, line, in page order),
 * without parsing: its plain headings, `<div id>` and `<a id>` lines, Accordions, Tabs and parameter fields. A
 * corpus test holds it equal to pageAnchors on every such page.
 */
export function plainAnchors(text: string, memos = new MdxMemos()): Anchor[] {
  const { items, markup } = plainParts(text, memos);
  // A kind of component the quick look did not read every one of gives no id here (the page is not told whole).
  const unread = new Set<AnchorKind>(
    componentLines(markup)
      .filter(([kind, found]) => !everyRead(text, kind, found))
      .map(([kind]) => kind),
  );
  return anchorsOfItems(unread.size ? items.filter((i) => !unread.has(i.kind)) : items, memos);
}

/**
 * Anchors from plain items in page order: headings' slugs count their repeats in that order, as collect's do, and
 * components' ids come from their titles, each kind with its own counter (COMPONENTS).
 */
function anchorsOfItems(items: readonly PlainItem[], memos: MdxMemos): Anchor[] {
  const counter = slugCounter(memos);
  const dedupe = tocDedupe();
  const next = new Map<AnchorKind, (name: string) => string>();
  for (const [kind, { counter }] of Object.entries(COMPONENTS)) next.set(kind as ComponentKind, counter(memos));
  const out: Anchor[] = [];
  for (const { kind, name, line, snippet } of items) {
    let id: string;
    if (kind === 'heading') id = dedupe(cleanHeadingId(headingSlug(name, memos, counter)) || headingSlug(name, memos));
    else if (kind === 'element') id = name;
    else id = name ? next.get(kind)!(name) : '';
    if (id) out.push({ id, kind, line, ...(snippet ? { snippet } : {}) });
  }
  return out;
}

/** `import Name from "…/x.mdx"` alone on its line: a snippet, rendered where `<Name />` stands. */
const SNIPPET_IMPORT = /^import\s+([A-Za-z_$][\w$]*)\s+from\s+(["'])([^"'\n]+\.mdx)\2;?[ \t]*$/;
/** A line that may stand next to a snippet's `<Name />`: blank, or a tag alone (it is then a block of its own). */
const BESIDE_SNIPPET = /^\s*(?:<[^<>]*>\s*)?$/;

/** A snippet a page imports (`source` as written), as the site reads it, or undefined when it does not resolve. */
export type SnippetReader = (source: string) => { path: string; text: string } | undefined;

/**
 * The anchors of a page that imports snippets, as pageAnchors gives them with its snippets inlined, without
 * parsing; undefined when the quick look cannot tell them. Told: default imports of .mdx files only, in the lines
 * that open the page's body (then a blank line); each name used only as `<Name />` (string props allowed) alone on
 * a line between blank lines or tags, outside code; the page without its imports one plainIdsComplete accepts, and
 * each snippet too (no import, no tag of the page's imported names). What its snippets make ids of (headings,
 * element ids, Accordions, Tabs, fields) counts with the page's own where they render (inlineSnippets): repeated slugs
 * and titles are numbered over the page as rendered. A corpus test holds it equal to pageAnchors on every page it
 * tells.
 */
export function snippetPageAnchors(
  text: string,
  readSnippet: SnippetReader,
  memos = new MdxMemos(),
): Anchor[] | undefined {
  const lines = text.split('\n');
  const body = splitFrontmatter(text).bodyLine - 1;
  const imports = new Map<string, string>();
  let end = body;
  for (; end < lines.length; end++) {
    const m = SNIPPET_IMPORT.exec(lines[end]!);
    if (m) {
      if (imports.has(m[1]!)) return undefined;
      imports.set(m[1]!, m[3]!);
    } else if (lines[end]!.trim()) break;
  }
  // Lines after an import, up to a blank one, are more of its ESM block.
  if (!imports.size || (end < lines.length && lines[end - 1]!.trim())) return undefined;
  // Blank lines for the imports: lines keep their numbers.
  const ownLines = lines.map((l, i) => (i >= body && i < end ? '' : l));
  const own = ownLines.join('\n');
  if (!plainIdsComplete(own, memos)) return undefined;
  const names = [...imports.keys()];
  const tag = new RegExp(`<(?:${names.join('|').replace(/\$/g, '\\$')})\\b`, 'g');
  // Each snippet read once: what it renders (undefined: the quick look cannot tell it) and its text.
  const snippets = new Map<string, { items?: PlainItem[]; text: string }>();
  const snippet = (name: string): PlainItem[] | undefined => {
    let known = snippets.get(name);
    if (!known) {
      const read = readSnippet(imports.get(name)!);
      const items =
        read && plainIdsComplete(read.text, memos) && !read.text.match(tag)
          ? plainParts(read.text, memos).items.map(({ kind, name, line }) => ({ kind, name, line, snippet: read.path }))
          : undefined;
      snippets.set(name, (known = { items, text: read?.text ?? '' }));
    }
    return known.items;
  };
  let used = 0;
  let told = true;
  // Props with plain string values: the snippet, told whole, has no expression they could fill.
  const usage = /^<([A-Za-z_$][\w$]*)(?:\s+[A-Za-z][\w-]*="[^"{}<>]*")*\s*\/>$/;
  const parts = plainParts(own, memos, (trimmed, i) => {
    const name = usage.exec(trimmed)?.[1];
    if (name === undefined || !imports.has(name)) return undefined;
    used++;
    const items = snippet(name);
    // Each use between blank lines or tags: a block of its own, not text of a paragraph.
    if (!items || !BESIDE_SNIPPET.test(ownLines[i - 1] ?? '') || !BESIDE_SNIPPET.test(ownLines[i + 1] ?? ''))
      told = false;
    return items ?? [];
  });
  if (!told || used !== (own.match(tag)?.length ?? 0)) return undefined;
  // Repeated slugs number as in the page alone, unless a component keeps headings out of the contents.
  const slugs = parts.items
    .filter((i) => i.kind === 'heading')
    .map(({ name }) => cleanHeadingId(headingSlug(name, memos)));
  const texts = [own, ...[...snippets.values()].map((s) => s.text)];
  if (new Set(slugs).size < slugs.length && texts.some((t) => OUT_OF_TOC_TAG.test(t))) return undefined;
  return anchorsOfItems(parts.items, memos);
}

/** The ids of a page plainIdsComplete accepts: its plain headings' (repeats numbered), element ids and Accordions'. */
export function plainAnchorIds(text: string, memos = new MdxMemos()): Set<string> {
  return new Set(plainAnchors(text, memos).map((a) => a.id));
}

/**
 * A line's title and id when it is a plain ATX heading (h1–h4) as the parser reads it (the id possibly ''), from the
 * lines read before (MdxMemos.plainHeadings).
 */
function plainHeading(line: string, memos: MdxMemos): { title: string; id: string } | null {
  let heading = memos.plainHeadings.get(line);
  if (heading === undefined) {
    const title = plainTitle(ATX_HEADING.exec(line)?.[2] ?? '\\');
    // The title may be a slice of the page's text, which the memo would keep whole: it keeps a copy.
    heading = title === undefined ? null : { title: ownText(title), id: cleanHeadingId(headingSlug(title, memos)) };
    memos.plainHeadings.set(ownText(line), heading);
  }
  return heading;
}

/** The title of a line that is a plain ATX heading (h1–h4), as the parser reads it; undefined for any other line. */
function headingTitle(line: string, memos: MdxMemos): string | undefined {
  return plainHeading(line, memos)?.title;
}

/** The id of a line that is a plain ATX heading (possibly ''), or null when it is not one the quick look reads. */
export function plainHeadingId(line: string, memos = new MdxMemos()): string | null {
  return plainHeading(line, memos)?.id ?? null;
}

/** The id of a line that is a plain ATX heading, into `out` while it is the only one of its slug. */
export function addPlainHeading(line: string, out: Set<string>, seen: Set<string>, memos = new MdxMemos()): void {
  const id = plainHeadingId(line, memos);
  if (id === null) return;
  // A repeat takes a counter; a slug seen twice is left to the parser.
  if (seen.has(id)) out.delete(id);
  else if (id) out.add(id);
  seen.add(id);
}

/** What String.prototype.trimStart removes: ECMAScript WhiteSpace and LineTerminator. */
function isWhiteSpace(c: number): boolean {
  if (c <= 32) return c === 32 || (c >= 9 && c <= 13);
  if (c < 160) return false;
  return (
    c === 160 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

/** At most three spaces (an ATX heading's indent) from `from` to `to`. */
export function onlySpaces(text: string, from: number, to: number): boolean {
  if (to - from > 3) return false;
  for (let i = from; i < to; i++) if (text.charCodeAt(i) !== 32) return false;
  return true;
}

/** Lines that can give or name an id: headings, custom ids, imports, and id-making components and attributes. */
const ID_LINE =
  /^\s{0,3}#{1,6}\s|\{#|^\s*import\s|\b(?:id|title|label|name|path|query|body|header|titleSize|noAnchor)\s*=|<\/?(?:Steps?|Tabs?|Accordion|View|Update|ParamField|Param|ResponseField|Heading|h[1-6]|Snippet)\b|^\s*(?:=+|-+)\s*$/;

export const SETEXT_UNDERLINE = /^\s*(?:=+|-+)\s*$/;
/**
 * A whole tag, on one line, of a component that makes no id whatever its attributes (a Card's `title` is its own
 * text, and the builder drops the `id` of a Card, Note, Tip… (WITHOUT_ID), yet one with an `id` is kept, to be sure):
 * `<Card title="…" href="…">` is no id line, though `title=` elsewhere is (an Accordion's, written over lines).
 */
const IDLESS_TAG =
  /<\/?(?:Card|CardGroup|Columns|Note|Tip|Info|Warning|Check|Danger|Frame|Tooltip|CodeGroup|Icon|Badge|Expandable)\b(?![^<>]*\bid\s*=)[^<>]*>/g;
/** Frontmatter keys that decide whether a page's ids can be told (AVOIDED_MODES, API_PAGE). */
export const ID_FRONTMATTER = /^(?:mode|openapi|openapi-schema|api|asyncapi)\s*:/;

/**
 * The lines of a page that its ids depend on, joined: two versions of a page with the same lines here have the
 * same ids (given the same snippets), so a change that only edits prose or links needs no id comparison. Fence
 * delimiters count (a fence hides the headings in it), and so does the text line above a setext underline.
 */
export function idBearingLines(text: string): string {
  const { frontmatter, bodyOffset } = splitFrontmatter(text);
  const out = frontmatter?.split('\n').filter((l) => ID_FRONTMATTER.test(l)) ?? [];
  const lines = text.slice(bodyOffset).split('\n');
  lines.forEach((l, i) => {
    if (SETEXT_UNDERLINE.test(l) && i > 0) out.push(lines[i - 1]!);
    if (ID_LINE.test(l.includes('<') ? l.replace(IDLESS_TAG, '') : l) || openingFence(l.trimStart())) out.push(l);
  });
  return out.join('\n');
}

/**
 * Whether id lines (idBearingLines) alone decide a page's ids: not so when a heading has a quote, which smart
 * punctuation turns one way or the other by the prose around it.
 */
export function idsFollowIdLines(idLines: string): boolean {
  const fences = new FenceReader();
  const lines = idLines.split('\n');
  return !lines.some((l, i) => {
    if (fences.code(l.trimStart()) || !/['"]/.test(l)) return false;
    return /^\s{0,3}#|<h[1-6]\b/i.test(l) || (i + 1 < lines.length && SETEXT_UNDERLINE.test(lines[i + 1]!));
  });
}
