// The ids a page's rendered HTML carries, the targets of `#fragment` links, computed the way Mintlify's builder
// gives them (design note anchors-redirects-pages.md §1; @mintlify/common 1.0.1211: preprocessCustomHeadingIds,
// remarkComponentIds, remarkExtractTableOfContents, rehypeParamFieldIds, slugify.js). Mintlify's own libraries do
// the string work: @sindresorhus/slugify 2.2.0 and remark-smartypants 3.0.2, the versions it pins.
import librarySlugify, { type Options as SlugifyOptions } from '@sindresorhus/slugify';
import transliterate from '@sindresorhus/transliterate';
import remarkSmartypants from 'remark-smartypants';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfm } from 'micromark-extension-gfm';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { blankedFrontmatter, noteWholeTree, parseTree, type MdNode } from './parse.js';
import { normalizeUri } from 'micromark-util-sanitize-uri';
import { SNIPPET_FILE, nextAt, splitFrontmatter } from './scan.js';
import { ownText } from '../own-text.js';
import { isBlank } from '../text-lines.js';

/** Where an id comes from: a heading (Markdown or JSX `<h1>`–`<h4>`), or a component or element. */
export type AnchorKind = 'heading' | 'step' | 'update' | 'tab' | 'accordion' | 'view' | 'param' | 'element';

export interface Anchor {
  id: string;
  kind: AnchorKind;
  /** Line in the page, or in `snippet` for an id that comes from one. */
  line?: number;
  /** The snippet file it comes from (the innermost for nested snippets), when not the page itself. */
  snippet?: string;
}

export type PageAnchors =
  | { known: true; anchors: Anchor[]; ids: ReadonlySet<string> }
  /** The page's ids cannot be told: `mode: custom|frame` (none), an API page (built in the browser), or invalid MDX. */
  | { known: false; reason: 'mode' | 'api' | 'invalid-mdx' };

export interface AnchorOptions {
  /** The page's path (docs-root relative), for resolving its imports. */
  path?: string;
  /** An imported snippet's text: `source` as written in the import, `from` the importing file. */
  readImport?(source: string, from: string): { path: string; text: string } | undefined;
  /** docs.json `variables`, substituted before anything else as the builder does. */
  variables?: Readonly<Record<string, string>>;
  /** Parse every line of the page (the reference that the reduced parse is proven equal to by the corpus tests). */
  wholePage?: boolean;
}

interface Attr {
  type: string;
  name?: string;
  value?: unknown;
  position?: { start?: { offset?: number }; end?: { offset?: number } };
}

interface Node {
  type: string;
  value?: string;
  depth?: number;
  name?: string | null;
  attributes?: Attr[];
  children?: Node[];
  position?: { start: { line: number; column?: number; offset?: number }; end: { line?: number; offset?: number } };
}

/** Components whose `id` prop never reaches the DOM (common mdx/componentIds.js COMPONENTS_WITHOUT_ID). */
const WITHOUT_ID = new Set([
  ...['Info', 'Warning', 'Note', 'Tip', 'Check', 'Danger', 'Callout', 'AccordionGroup', 'Card', 'CardGroup'],
  ...['Tabs', 'CodeGroup', 'Column', 'Columns', 'CustomCode', 'CustomComponent', 'DynamicCustomComponent'],
  ...['Expandable', 'Frame', 'GitHub', 'Github', 'Icon', 'Latex', 'Mermaid', 'Panel', 'Popup', 'Prompt'],
  ...['RequestExample', 'ResponseExample', 'SnippetGroup', 'Steps', 'Tile', 'Tooltip', 'Tree', 'FileTree'],
  ...['Variation', 'Visibility', 'MDX', 'Badge', 'Color', 'ZoomImage'],
]);
/** Components that pass their id through cleanHeadingId when rendering. */
const CLEANED_ID = new Set(['Heading', 'Step', 'Update']);
/** Headings inside these get ids but stay out of the table of contents and its shared dedupe. */
const OUT_OF_TOC = new Set(['Accordion', 'AccordionGroup', 'Expandable', 'Update', 'Prompt']);
const JSX_HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'Heading']);
const PARAM_FIELDS = new Set(['ParamField', 'Param', 'ResponseField']);
const PARAM_NAME_PRECEDENCE = ['query', 'path', 'body', 'header'];
const AVOIDED_MODES = /^mode\s*:\s*["']?(custom|frame)["']?\s*$/m;
/**
 * Frontmatter that makes an API page: its parameter anchors are built in the browser from the spec; a schema page
 * (`openapi-schema: spec.json Name`, box/box-mintlify's resources) too.
 */
const API_PAGE = /^(openapi|openapi-schema|api|asyncapi)\s*:/m;
const EMOJI =
  /\p{Emoji_Modifier}|\p{Emoji_Modifier_Base}|\p{Emoji_Presentation}|\p{Extended_Pictographic}|\u200D|\uFE0E|\uFE0F/gu;
const MAX_SNIPPET_DEPTH = 8;

// ---- strings (common slugify.js, remark-utils.js) ----

/** The options the builder slugifies with (headings, encoded headings, components, parameter fields). */
const HEADING_SLUG: SlugifyOptions = { decamelize: false, preserveCharacters: ['_'] };
const ENCODED_HEADING_SLUG: SlugifyOptions = { decamelize: false, preserveCharacters: ['%', '_'], lowercase: false };
const COMPONENT_SLUG: SlugifyOptions = { decamelize: false };
const PARAM_SLUG: SlugifyOptions = { decamelize: true, separator: '-' };

/** Slugs by options (one of the constants above) and text. */
const slugCaches = new Map<SlugifyOptions, Map<string, string>>();

function slugCache(options: SlugifyOptions): Map<string, string> {
  let cache = slugCaches.get(options);
  if (!cache) slugCaches.set(options, (cache = new Map<string, string>()));
  return cache;
}

/** Keeps a slug; gives the slug as kept. */
function remember(cache: Map<string, string>, text: string, slug: string): string {
  if (cache.size >= 20000) cache.clear();
  // A title is most often a slice of its page's text (and a slug may be the title itself): kept as copies, or
  // the cache, and the ids made of its slugs, would keep up to 20,000 pages' texts alive whole.
  const kept = ownText(slug);
  cache.set(ownText(text), kept);
  return kept;
}

const NOT_ASCII = /[^\t\n\r -~]/;

/** The library rebuilds its transliteration tables on each call: results are cached, as the builder does. */
function cachedSlugify(text: string, options: SlugifyOptions): string {
  const cache = slugCache(options);
  const hit = cache.get(text);
  if (hit !== undefined) return hit;
  return remember(cache, text, !NOT_ASCII.test(text) ? asciiSlugify(text, options) : librarySlugify(text, options));
}

/** What slugify 2.2.0 passes transliterate (its overridable-replacements.js, which the package does not export). */
const SLUGIFY_REPLACEMENTS: [string, string][] = [
  ['&', ' and '],
  ['🦄', ' unicorn '],
  ['♥', ' love '],
];

/**
 * Slugs of a page's titles (`options` one of the constants above) made ahead, into the cache cachedSlugify reads.
 * The library spends ~0.5 ms a call building ~2,000 regexes, whatever the text: a translated site's thousands of
 * non-ASCII titles cost seconds one by one (openclaw/docs: 7,877 calls, 3.8 s of its check). Slugify is
 * transliterate, then string work that asciiSlugify does alike; transliteration of titles joined by line breaks
 * is that of each (no replacement holds a line break, and normalisation composes nothing across one: a test
 * holds this on every title of the corpus), so a page's titles take one call.
 */
function prepareSlugs(texts: Iterable<string>, options: SlugifyOptions): void {
  const cache = slugCache(options);
  const wanted = [...new Set(texts)].filter((t) => NOT_ASCII.test(t) && !t.includes('\n') && !cache.has(t));
  if (wanted.length < 2) return;
  slugifyMany(wanted, options).forEach((slug, i) => remember(cache, wanted[i]!, slug));
}

/** The library's slugs of texts without line breaks, transliterated in one call (prepareSlugs). */
export function slugifyMany(texts: readonly string[], options: SlugifyOptions): string[] {
  const latin = transliterate(texts.join('\n'), { customReplacements: SLUGIFY_REPLACEMENTS }).split('\n');
  if (latin.length !== texts.length) return texts.map((t) => librarySlugify(t, options));
  return latin.map((t) => asciiSlugify(t, options));
}

/**
 * @sindresorhus/slugify 2.2.0 for ASCII text, which is most headings. The library's own call spends ~1 ms building
 * ~2,000 transliteration regexes, all of which leave ASCII alone (transliterate 1.6.0 has no ASCII key) but for
 * slugify's `&` → " and " and the removal of the diacritics `^` and `` ` ``; the rest is the library's code. A test
 * compares both on generated ASCII strings.
 */
export function asciiSlugify(text: string, options: SlugifyOptions = {}): string {
  const o = slugPatterns(options);
  let s = text.replace(/&/g, ' and ').replace(/[\^`]/g, '');
  if (o.decamelize)
    s = s
      .replace(/([A-Z]{2,})(\d+)/g, '$1 $2')
      .replace(/([a-z\d]+)([A-Z]{2,})/g, '$1 $2')
      .replace(/([a-z\d])([A-Z])/g, '$1 $2')
      .replace(/([A-Z]+)([A-Z][a-rt-z\d]+)/g, '$1 $2');
  if (o.lowercase) s = s.toLowerCase();
  s = s.replace(o.other, o.separator).replace(/\\/g, '');
  s = s.replace(/([a-zA-Z\d]+)-([ts])(-|$)/g, '$1$2$3');
  if (o.separator) s = s.replace(o.repeated!, o.separator).replace(o.ends!, '');
  return s;
}

interface SlugPatterns {
  decamelize: boolean;
  lowercase: boolean;
  separator: string;
  /** A run of characters the slug does not keep. */
  other: RegExp;
  repeated?: RegExp;
  ends?: RegExp;
}

/** asciiSlugify's options with their patterns, built once per options object (headings are slugified by the thousand). */
const SLUG_PATTERNS = new WeakMap<SlugifyOptions, SlugPatterns>();

function slugPatterns(options: SlugifyOptions): SlugPatterns {
  let known = SLUG_PATTERNS.get(options);
  if (known) return known;
  const o = {
    separator: '-',
    lowercase: true,
    decamelize: true,
    preserveCharacters: [] as readonly string[],
    ...options,
  };
  const keep = `a-z\\d${o.lowercase ? '' : 'A-Z'}${o.preserveCharacters.map(escapeRegExp).join('')}`;
  const sep = escapeRegExp(o.separator);
  known = {
    decamelize: o.decamelize,
    lowercase: o.lowercase,
    separator: o.separator,
    other: new RegExp(`[^${keep}]+`, 'g'),
    ...(o.separator && { repeated: new RegExp(`${sep}{2,}`, 'g'), ends: new RegExp(`^${sep}|${sep}$`, 'g') }),
  };
  SLUG_PATTERNS.set(options, known);
  return known;
}

/** escape-string-regexp 5, as the library escapes. */
function escapeRegExp(s: string): string {
  return s.replace(/[|\\{}()[\]^$+*?.]/g, '\\$&').replace(/-/g, '\\x2d');
}

type Counter = (text: string, options: SlugifyOptions) => string;

/** `slugifyWithCounter` of @sindresorhus/slugify 2.2.0, quirks included (`overview-2-1`). */
function slugCounter(): Counter {
  const occurrences = new Map<string, number>();
  return (text, options) => {
    let slug = cachedSlugify(text, options);
    if (!slug) return '';
    const lower = slug.toLowerCase();
    const numberless = occurrences.get(lower.replace(/(?:-\d+?)+?$/, '')) || 0;
    const counter = occurrences.get(lower);
    occurrences.set(lower, typeof counter === 'number' ? counter + 1 : 1);
    const next = occurrences.get(lower) || 2;
    if (next >= 2 || numberless > 2) slug = `${slug}-${next}`;
    return slug;
  };
}

/** The heading slug of a title (common slugify.js `slugify`), before cleanHeadingId. */
export function headingSlug(title: string, counter: Counter = slugCounter()): string {
  const encoded = encodeURIComponent(title.toLowerCase().trim().replace(/\s+/g, '-'));
  return /%[0-9A-F]{2}/.test(encoded) ? counter(encoded, ENCODED_HEADING_SLUG) : counter(encoded, HEADING_SLUG);
}

/** What the DOM gets from an id that goes through cleanHeadingId (undecodable ids stay as written). */
export function cleanHeadingId(id: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(id.replace(/%(?![0-9A-Fa-f]{2})/g, '%25'));
  } catch {
    return id;
  }
  return decoded.replace(/[?,;:!'"()[\]{}]/g, '').replace(EMOJI, '');
}

/** What an Accordion's or View's title is slugified as. */
const componentSlugText = (title: string): string => title.replace(':', '-');

/** An Accordion's or View's id from its title (common remarkComponentIds `generateComponentId`). */
function componentId(title: string, count: number): string {
  const base = cachedSlugify(componentSlugText(title), COMPONENT_SLUG);
  return count > 0 ? `${base}-${count}` : base;
}

/** The slugs of Accordion or View titles made ahead, in one call (prepareSlugs). */
function prepareComponentIds(titles: readonly string[]): void {
  prepareSlugs(titles.map(componentSlugText), COMPONENT_SLUG);
}

/** Component ids of one kind's titles in page order: the title's slug, then `-1`, `-2` for its repeats. */
function componentIdCounter(): (title: string) => string {
  const counts = new Map<string, number>();
  return (title) => {
    const base = componentId(title, 0);
    const count = counts.get(base) ?? 0;
    counts.set(base, count + 1);
    return componentId(title, count);
  };
}

function paramId(name: string, count: number): string {
  return cachedSlugify(`param-${name}${count > 0 ? `_${count}` : ''}`, PARAM_SLUG);
}

/** The auto id of a heading, as shown in the DOM: one id per title, `-2`, `-3` for repeats. */
export function headingIds(titles: readonly string[]): string[] {
  const counter = slugCounter();
  return titles.map((t) => cleanHeadingId(headingSlug(smartypants(t), counter)));
}

// ---- source rewriting before parsing (common replaceVariables, preprocessCustomHeadingIds) ----

const VARIABLE = /\{\{\s*([\w.-]+)\s*\}\}/g;

function replaceVariables(text: string, variables?: Readonly<Record<string, string>>): string {
  if (!variables || !text.includes('{{')) return text;
  return text.replace(VARIABLE, (match, key: string) => variables[key] ?? match);
}

const HEADING_ID = /^( {0,3})(#{1,6})\s+(.+?)\s*\{\s*#([^}]+?)\s*\}\s*$/;
const CUSTOM_ID_STRIP = /[<>"&?,;:!'()[\]{}]/g;

/**
 * `## Text {#id}` → `<h2 id="id">Text</h2>`, outside fences and `{/* *\/}` comments: `{#id}` is no valid MDX
 * expression, so the builder rewrites it before parsing. Kept on one line so lines stay the file's.
 */
export function preprocessCustomHeadingIds(text: string): string {
  const lines = text.split('\n');
  let fence: { char: string; count: number } | undefined;
  let inComment = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const stripped = line.trimStart();
    if (fence) {
      if (closesFence(stripped, fence)) fence = undefined;
      continue;
    }
    const open = inComment ? undefined : openingFence(stripped);
    if (open) {
      fence = open;
      continue;
    }
    const endsInComment = commentOpenAtEnd(line, inComment);
    const commented = inComment || endsInComment;
    inComment = endsInComment;
    const m = commented ? null : HEADING_ID.exec(line);
    if (!m) continue;
    const id = m[4]!.trim().replace(CUSTOM_ID_STRIP, '').replace(EMOJI, '').replace(/\s+/g, '-');
    const level = m[2]!.length;
    lines[i] = `${m[1]}<h${level} id="${id}">${m[3]}</h${level}>`;
  }
  return lines.join('\n');
}

function openingFence(stripped: string): { char: string; count: number } | undefined {
  const char = stripped[0];
  if (char !== '`' && char !== '~') return undefined;
  let count = 1;
  while (stripped[count] === char) count++;
  return count >= 3 ? { char, count } : undefined;
}

function closesFence(stripped: string, fence: { char: string; count: number }): boolean {
  let i = 0;
  while (stripped[i] === fence.char) i++;
  return i >= fence.count && /^[ \t\r]*$/.test(stripped.slice(i));
}

/** Tells, line by line in order, the lines of fenced code and their fences' own; `open` while a fence is unclosed. */
export class FenceReader {
  private fence: { char: string; count: number } | undefined;

  /** Whether the line (without its leading whitespace) is fenced code or a fence. */
  code(stripped: string): boolean {
    if (this.fence) {
      if (closesFence(stripped, this.fence)) this.fence = undefined;
      return true;
    }
    this.fence = openingFence(stripped);
    return this.fence !== undefined;
  }

  get open(): boolean {
    return this.fence !== undefined;
  }
}

/** Whether a `{/*` comment is still open at the end of the line (code spans and strings masked). */
function commentOpenAtEnd(line: string, inComment: boolean): boolean {
  const masked = line.replace(/(`+).*?\1|"[^"\n]*"/g, (s) => ' '.repeat(s.length));
  let pos = 0;
  let open = inComment;
  for (;;) {
    if (open) {
      const close = line.indexOf('*/', pos);
      if (close === -1) return true;
      pos = close + 2;
    }
    const start = masked.indexOf('{/*', pos);
    if (start === -1) return false;
    pos = start + 3;
    open = true;
  }
}

// ---- tree helpers ----

function attr(node: Node, name: string): Attr | undefined {
  return node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
}

/** A string attribute (`x="…"` or `x={"…"}`); undefined for other expressions and when absent. */
function stringAttr(node: Node, name: string): string | undefined {
  const value = attr(node, name)?.value;
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'value' in value) {
    const m = /^\s*(?:"([^"]*)"|'([^']*)'|`([^`$]*)`)\s*$/.exec(String(value.value));
    if (m) return m[1] ?? m[2] ?? m[3];
  }
  return undefined;
}

const isJsx = (n: Node): boolean => n.type === 'mdxJsxFlowElement' || n.type === 'mdxJsxTextElement';

/** Every node in document order (pre-order), without recursion: Markdown nests without limit. */
function* preorder(root: Node): Generator<[Node, Node[]]> {
  const stack: [Node, Node[]][] = [[root, []]];
  while (stack.length) {
    const [node, ancestors] = stack.pop()!;
    yield [node, ancestors];
    const children = node.children ?? [];
    const inner = [...ancestors, node];
    for (let i = children.length - 1; i >= 0; i--) stack.push([children[i]!, inner]);
  }
}

/** remarkMarkAndUnravel of @mdx-js/mdx: a paragraph of nothing but JSX and whitespace becomes those elements. */
function unravel(root: Node): void {
  for (const [node] of preorder(root)) {
    const children = node.children;
    if (!children) continue;
    for (let i = 0; i < children.length; i++) {
      const p = children[i]!;
      if (p.type !== 'paragraph' || !p.children?.length) continue;
      let jsx = false;
      const all = p.children.every((c) => {
        if (c.type === 'mdxJsxTextElement' || c.type === 'mdxTextExpression') return (jsx = true);
        return c.type === 'text' && /^[\t\n\f\r ]*$/.test(c.value ?? '');
      });
      if (!all || !jsx) continue;
      const flow = p.children.filter((c) => c.type !== 'text' || !/^[\t\r\n ]+$/.test(c.value ?? ''));
      for (const c of flow) c.type = c.type === 'mdxJsxTextElement' ? 'mdxJsxFlowElement' : 'mdxFlowExpression';
      children.splice(i, 1, ...flow);
      i--;
    }
  }
}

/** A heading's title as the builder reads it (common remark-utils `getTableOfContentsTitle`). */
function tocTitle(node: Node, index = 1, siblings: Node[] = []): string {
  if (node.name === 'Update') return stringAttr(node, 'label') ?? '';
  const last = siblings[index - 1];
  const lastNotFlow = last?.type !== 'mdxJsxFlowElement';
  const lastNotSmall = !!last && typeof last.value === 'string' && !last.value.startsWith('<small');
  if (node.type === 'inlineCode' || (node.type === 'text' && (lastNotFlow || lastNotSmall))) return node.value ?? '';
  if (!node.children) return '';
  let title = '';
  node.children.forEach((c, i, all) => (title += tocTitle(c, i, all)));
  return title;
}

/** The visible text of a title written with Markdown (`**Bold** title`), as remarkTitleMarkdown renders it. */
function titleText(title: string): string {
  if (!/[*_`[~\\&]/.test(title)) return title;
  const prefix = 'title: ';
  const root = fromMarkdown(prefix + title.replace(/\n/g, ' '), {
    extensions: [gfm()],
    mdastExtensions: [gfmFromMarkdown()],
  }) as Node;
  const para = root.children?.length === 1 ? root.children[0] : undefined;
  if (para?.type !== 'paragraph') return title;
  const text = tocTitle(para);
  return text.startsWith(prefix) ? text.slice(prefix.length) : title;
}

let smartypantsTransform: ((tree: Node) => void) | undefined;

function applySmartypants(tree: Node): void {
  smartypantsTransform ??= (remarkSmartypants as unknown as () => (tree: Node) => void)();
  smartypantsTransform(tree);
}

/** One string through smartypants, as a heading's only text. */
function smartypants(text: string): string {
  const tree: Node = {
    type: 'root',
    children: [{ type: 'heading', depth: 2, children: [{ type: 'text', value: text }] }],
  };
  applySmartypants(tree);
  return tree.children![0]!.children![0]!.value!;
}

// ---- a quick look, before parsing ----

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
export function plainHeadingIds(text: string): Set<string> {
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
    addPlainHeading(text.slice(lineStart, end), out, seen);
  });
  return withMarkupIds(out, markup, esm, text);
}

/**
 * `<div id="install">` alone on its line: how translated pages keep the ids of the original's headings (the
 * heading inside is translated); `<a id="chat-createsession" />`, an anchor a page keeps for links to a section
 * it no longer has. Any element with an id is one of the page's anchors (collect below), by its id as written.
 */
const ELEMENT_ID_LINE = /^<(?:div|a) id="([\w-]+)"\s*\/?>\s*$/;
/** ESM in MDX (at the margin, outside code): an `export` may define components whose markup is not the page's. */
const ESM_EXPORT = /^export\b/;
/** An import at the margin: a snippet, whose Accordions would count with the page's. */
const ESM_IMPORT = /^import\b/;
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

function markupLines(): MarkupLines {
  return { elements: [], accordions: [], tabs: [], params: [], imports: false };
}

/**
 * Notes a trimmed line's element id, Accordion or Tab title or field name (at `line`, 1-based, for a caller that counts
 * lines); true when the line is one the quick look reads whole.
 */
function addMarkupLine(trimmed: string, markup: MarkupLines, line = 0): boolean {
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
const COMPONENTS: Record<ComponentKind, { tags: readonly string[]; counter: () => (name: string) => string }> = {
  // The title's slug, `-1`, `-2` for repeats.
  accordion: { tags: ['Accordion'], counter: componentIdCounter },
  // The title's heading slug with the Tabs' own counter, past the ids taken.
  tab: { tags: ['Tab'], counter: () => tabIdCounter(new Set()) },
  // `param-<name>`, counted.
  param: { tags: ['ParamField', 'Param', 'ResponseField'], counter: () => paramIdCounter(new Set()) },
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
function componentIds(text: string, kind: ComponentKind, found: readonly MarkupLine[]): string[] | undefined {
  if (!everyRead(text, kind, found)) return undefined;
  if (kind === 'accordion') prepareComponentIds(found.flatMap(({ name }) => (name ? [name] : [])));
  const next = COMPONENTS[kind].counter();
  return found.map(({ name }) => (name ? next(name) : ''));
}

/**
 * Whether the markup lines read hold every id their components make, and repeated heading slugs (`repeats`) number
 * as plainAnchors numbers them: what plainIdsComplete asks of a page besides its lines.
 */
function markupTold(text: string, markup: MarkupLines, repeats: boolean): boolean {
  return (
    componentLines(markup).every(([kind, found]) => everyRead(text, kind, found)) &&
    !(repeats && OUT_OF_TOC_TAG.test(text))
  );
}

/**
 * The element ids and Accordion ids after the heading ids, unless the page exports code, in which such a line may not
 * be markup (nor, for Accordions, when it imports a snippet).
 */
function withMarkupIds(out: Set<string>, markup: MarkupLines, esm: boolean, text: string): Set<string> {
  if (esm) return out;
  for (const element of markup.elements) out.add(element.name);
  if (markup.imports) return out;
  for (const [kind, found] of componentLines(markup))
    for (const id of componentIds(text, kind, found) ?? []) if (id) out.add(id);
  return out;
}

/**
 * Lines after which plainHeadingIds may not hold all of a page's ids: custom ids, variables (replaced in code
 * too), comments and imports; and, outside code (NOT_PLAIN_MARKUP), the components that make ids (collect below)
 * and any element with an `id` or `name`.
 */
const NOT_PLAIN_LINE = /\{#|\{\{|<!--|\{\/\*|^\s*(?:import|export)\s/;
/**
 * One MDX comment, a line of its own (`{/* vale off *\/}`, as style linters have writers put them): it hides no
 * heading and makes no id. Text before it makes the pair one paragraph (so a setext underline may follow).
 */
const LINE_COMMENT = /^\{\/\*(?:(?!\*\/)[^])*\*\/\}\s*$/;
// Steps make no id without a title size (theirs or their Step's, h2 or h3) or an id: a line with either is refused.
const NOT_PLAIN_MARKUP =
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
function outsideCode(line: string, blockStart: boolean): string {
  if (!line.includes('`') || line.includes('\\') || !(blockStart || BULLET_START.test(line))) return line;
  const rest = line.replace(LONE_CODE_SPANS, '');
  return rest.includes('<') || rest.includes('{') ? line : rest;
}
/** A line that may be a heading: after indentation, quote and list markers, 1–6 `#` and a space or the end. */
const HEADING_LIKE = /^[ \t]*(?:(?:>|[-*+][ \t]|\d{1,9}[.)][ \t])[ \t]*)*#{1,6}(?:[ \t]|$)/;
/** The first characters (after leading whitespace) of the lines HEADING_LIKE may match: `#`, `>`, a bullet, a digit. */
const HEADING_LEADS: ReadonlySet<number> = new Set([...'#>-*+0123456789'].map((c) => c.charCodeAt(0)));
const CODE_SPANS = /(`+)[^`]*?\1/g;
/** A JSX attribute's simple value (`cols={2}`, `icon={faIcon}`): an expression that cannot make an id. */
const ATTRIBUTE_VALUE = /\b[\w-]+=\{[\w.\-\s"']*\}/g;
/** A name in braces (`{framework}`: a snippet's prop), valid as MDX wherever it stands; outside a heading it makes no id. */
const NAME_EXPRESSION = /\{[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*\}/g;

/** A line without its code spans and the expressions that cannot make an id or make the page invalid MDX. */
function withoutPlainExpressions(line: string): string {
  return line.replace(CODE_SPANS, '').replace(ATTRIBUTE_VALUE, '').replace(NAME_EXPRESSION, '');
}
/**
 * A component whose headings stay out of the table of contents (OUT_OF_TOC), anywhere in the text: their ids are
 * not deduplicated with the others', so that where slugs repeat, the quick look's numbering (plainAnchors) is only
 * the site's on a page without them.
 */
const OUT_OF_TOC_TAG = new RegExp(`<(?:${[...OUT_OF_TOC].join('|')})\\b`);
/** An h5 or h6: a heading without an id. */
const NO_ID_HEADING = /^ {0,3}#{5,6}(?:[ \t]|$)/;

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
export function plainIdsComplete(text: string): boolean {
  return readComplete(text) !== undefined;
}

/**
 * All the page's ids when the quick look tells them (plainIdsComplete), in page order; else undefined. A page whose
 * ids are its headings' alone, none repeated, has them from the one reading; others are read again (plainAnchorIds).
 */
export function completeIds(text: string): Set<string> | undefined {
  const read = readComplete(text);
  return read === true ? plainAnchorIds(text) : read;
}

/**
 * plainIdsComplete's reading: undefined when the page is not told whole; its headings' ids when they are all its
 * ids (no element or component ids, no repeated slug, which plainAnchors numbers); else true.
 */
function readComplete(text: string): Set<string> | true | undefined {
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
    const id = plainHeadingId(line);
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
 */
function forEachLine(
  text: string,
  from: number,
  visit: (start: number, end: number, first: number) => boolean | void,
): void {
  for (let pos = from; pos <= text.length;) {
    let end = text.indexOf('\n', pos);
    if (end === -1) end = text.length;
    let first = pos;
    while (first < end && isWhiteSpace(text.charCodeAt(first))) first++;
    if (visit(pos, end, first) === false) return;
    pos = end + 1;
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

/** plainIdsComplete reading each line in turn: the plain statement of it, which the corpus test holds it equal to. */
export function plainIdsCompleteByLine(text: string): boolean {
  if (text.includes('[^')) return false;
  const { frontmatter, bodyOffset } = splitFrontmatter(text);
  if (frontmatter?.split('\n').some((l) => ID_FRONTMATTER.test(l))) return false;
  const ids = new Set<string>();
  let repeats = false;
  const markup = markupLines();
  let fence: { char: string; count: number } | undefined;
  let afterText = false;
  for (const line of text.slice(bodyOffset).split('\n')) {
    const stripped = line.trimStart();
    if (fence) {
      if (closesFence(stripped, fence)) fence = undefined;
      continue;
    }
    fence = openingFence(stripped);
    if (fence) {
      // A backtick in a backtick fence's info string makes it inline code, not a fence.
      if (fence.char === '`' && stripped.slice(fence.count).includes('`')) return false;
      afterText = true;
      continue;
    }
    if (LINE_COMMENT.test(stripped)) {
      afterText = true;
      continue;
    }
    if (addMarkupLine(stripped, markup)) {
      if (line.length > 300) return false;
      afterText = true;
      continue;
    }
    if (
      NOT_PLAIN_LINE.test(line) ||
      NOT_PLAIN_MARKUP.test(outsideCode(line, !afterText)) ||
      (afterText && SETEXT_UNDERLINE.test(line))
    )
      return false;
    // An expression outside code (LaTeX's `{,}`, say) may make the page invalid MDX, whose ids cannot be told.
    if (line.includes('{') && withoutPlainExpressions(line).includes('{')) return false;
    afterText = stripped !== '';
    if (!HEADING_LIKE.test(line) || NO_ID_HEADING.test(line)) continue;
    if (line.length > 300 || !onlySpaces(line, 0, line.indexOf('#'))) return false;
    const id = plainHeadingId(line);
    if (!id) return false;
    if (ids.has(id)) repeats = true;
    ids.add(id);
  }
  return fence === undefined && markupTold(text, markup, repeats);
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
    const title = headingTitle(line);
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
export function plainAnchors(text: string): Anchor[] {
  const { items, markup } = plainParts(text);
  // A kind of component the quick look did not read every one of gives no id here (the page is not told whole).
  const unread = new Set<AnchorKind>(
    componentLines(markup)
      .filter(([kind, found]) => !everyRead(text, kind, found))
      .map(([kind]) => kind),
  );
  return anchorsOfItems(unread.size ? items.filter((i) => !unread.has(i.kind)) : items);
}

/**
 * Anchors from plain items in page order: headings' slugs count their repeats in that order, as collect's do, and
 * components' ids come from their titles, each kind with its own counter (COMPONENTS).
 */
function anchorsOfItems(items: readonly PlainItem[]): Anchor[] {
  const counter = slugCounter();
  const dedupe = tocDedupe();
  const next = new Map<AnchorKind, (name: string) => string>();
  for (const [kind, { counter }] of Object.entries(COMPONENTS)) next.set(kind as ComponentKind, counter());
  const out: Anchor[] = [];
  for (const { kind, name, line, snippet } of items) {
    let id: string;
    if (kind === 'heading') id = dedupe(cleanHeadingId(headingSlug(name, counter)) || headingSlug(name));
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
export function snippetPageAnchors(text: string, readSnippet: SnippetReader): Anchor[] | undefined {
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
  if (!plainIdsComplete(own)) return undefined;
  const names = [...imports.keys()];
  const tag = new RegExp(`<(?:${names.join('|').replace(/\$/g, '\\$')})\\b`, 'g');
  // Each snippet read once: what it renders (undefined: the quick look cannot tell it) and its text.
  const snippets = new Map<string, { items?: PlainItem[]; text: string }>();
  const snippet = (name: string): PlainItem[] | undefined => {
    let known = snippets.get(name);
    if (!known) {
      const read = readSnippet(imports.get(name)!);
      const items =
        read && plainIdsComplete(read.text) && !read.text.match(tag)
          ? plainParts(read.text).items.map(({ kind, name, line }) => ({ kind, name, line, snippet: read.path }))
          : undefined;
      snippets.set(name, (known = { items, text: read?.text ?? '' }));
    }
    return known.items;
  };
  let used = 0;
  let told = true;
  // Props with plain string values: the snippet, told whole, has no expression they could fill.
  const usage = /^<([A-Za-z_$][\w$]*)(?:\s+[A-Za-z][\w-]*="[^"{}<>]*")*\s*\/>$/;
  const parts = plainParts(own, (trimmed, i) => {
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
  const slugs = parts.items.filter((i) => i.kind === 'heading').map(({ name }) => cleanHeadingId(headingSlug(name)));
  const texts = [own, ...[...snippets.values()].map((s) => s.text)];
  if (new Set(slugs).size < slugs.length && texts.some((t) => OUT_OF_TOC_TAG.test(t))) return undefined;
  return anchorsOfItems(parts.items);
}

/** The ids of a page plainIdsComplete accepts: its plain headings' (repeats numbered), element ids and Accordions'. */
export function plainAnchorIds(text: string): Set<string> {
  return new Set(plainAnchors(text).map((a) => a.id));
}

/** plainHeadingIds reading each line in turn: the plain statement of it, which the corpus test holds it equal to. */
export function plainHeadingIdsByLine(text: string): Set<string> {
  const out = new Set<string>();
  const seen = new Set<string>();
  const markup = markupLines();
  let esm = false;
  let fence: { char: string; count: number } | undefined;
  let inComment = false;
  for (const line of text.slice(splitFrontmatter(text).bodyOffset).split('\n')) {
    const stripped = line.trimStart();
    if (fence) {
      if (closesFence(stripped, fence)) fence = undefined;
      continue;
    }
    fence = inComment ? undefined : openingFence(stripped);
    const commented = inComment || line.includes('<!--');
    inComment = commentOpenAtEnd(line, inComment);
    if (fence || commented) continue;
    esm ||= ESM_EXPORT.test(line);
    markup.imports ||= ESM_IMPORT.test(line);
    if (line.length > 300) continue;
    addMarkupLine(stripped, markup);
    addPlainHeading(line, out, seen);
  }
  return withMarkupIds(out, markup, esm, text);
}

/**
 * Heading lines read before, with their titles and ids (null: not a plain heading): the same headings recur across
 * a site (versions, languages, copies).
 */
const PLAIN_HEADINGS = new Map<string, { title: string; id: string } | null>();

/** A line's title and id when it is a plain ATX heading (h1–h4) as the parser reads it (the id possibly ''). */
function plainHeading(line: string): { title: string; id: string } | null {
  let heading = PLAIN_HEADINGS.get(line);
  if (heading === undefined) {
    const title = plainTitle(ATX_HEADING.exec(line)?.[2] ?? '\\');
    // The title may be a slice of the page's text, which the memo would keep whole: it keeps a copy.
    heading = title === undefined ? null : { title: ownText(title), id: cleanHeadingId(headingSlug(title)) };
    if (PLAIN_HEADINGS.size >= 100_000) PLAIN_HEADINGS.clear();
    PLAIN_HEADINGS.set(ownText(line), heading);
  }
  return heading;
}

/** The title of a line that is a plain ATX heading (h1–h4), as the parser reads it; undefined for any other line. */
function headingTitle(line: string): string | undefined {
  return plainHeading(line)?.title;
}

/** The id of a line that is a plain ATX heading (possibly ''), or null when it is not one the quick look reads. */
function plainHeadingId(line: string): string | null {
  return plainHeading(line)?.id ?? null;
}

/** The id of a line that is a plain ATX heading, into `out` while it is the only one of its slug. */
function addPlainHeading(line: string, out: Set<string>, seen: Set<string>): void {
  const id = plainHeadingId(line);
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
function onlySpaces(text: string, from: number, to: number): boolean {
  if (to - from > 3) return false;
  for (let i = from; i < to; i++) if (text.charCodeAt(i) !== 32) return false;
  return true;
}

/** Lines that can give or name an id: headings, custom ids, imports, and id-making components and attributes. */
const ID_LINE =
  /^\s{0,3}#{1,6}\s|\{#|^\s*import\s|\b(?:id|title|label|name|path|query|body|header|titleSize|noAnchor)\s*=|<\/?(?:Steps?|Tabs?|Accordion|View|Update|ParamField|Param|ResponseField|Heading|h[1-6]|Snippet)\b|^\s*(?:=+|-+)\s*$/;

const SETEXT_UNDERLINE = /^\s*(?:=+|-+)\s*$/;
/**
 * A whole tag, on one line, of a component that makes no id whatever its attributes (shared/design §1.4: a Card's
 * `title` is its own text; "Card, Note, Tip… with id: none in the DOM", yet one with an `id` is kept, to be sure):
 * `<Card title="…" href="…">` is no id line, though `title=` elsewhere is (an Accordion's, written over lines).
 */
const IDLESS_TAG =
  /<\/?(?:Card|CardGroup|Columns|Note|Tip|Info|Warning|Check|Danger|Frame|Tooltip|CodeGroup|Icon|Badge|Expandable)\b(?![^<>]*\bid\s*=)[^<>]*>/g;
/** Frontmatter keys that decide whether a page's ids can be told (AVOIDED_MODES, API_PAGE). */
const ID_FRONTMATTER = /^(?:mode|openapi|openapi-schema|api|asyncapi)\s*:/;

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

// ---- the page ----

/** The ids of a page as the live site gives them, or why they cannot be told. */
export function pageAnchors(text: string, options: AnchorOptions = {}): PageAnchors {
  const { frontmatter, bodyOffset } = splitFrontmatter(text);
  if (frontmatter && AVOIDED_MODES.test(frontmatter)) return { known: false, reason: 'mode' };
  if (frontmatter && API_PAGE.test(frontmatter)) return { known: false, reason: 'api' };
  const tree = parsePage(text, bodyOffset, options);
  if (!tree) return { known: false, reason: 'invalid-mdx' };
  const anchors = collect(tree);
  return { known: true, anchors, ids: new Set(anchors.map((a) => a.id)) };
}

interface Origin {
  snippet?: string;
}
const ORIGIN = new WeakMap<Node, Origin>();

/** How a page and its snippets are parsed: with their prose blocks blanked (`reduce`), and whether any were. */
interface ParseRun {
  reduce: boolean;
  reduced: boolean;
}

/** The page's tree with imported snippets inlined, JSX paragraphs unravelled and smartypants applied. */
function parsePage(text: string, bodyOffset: number, options: AnchorOptions): Node | undefined {
  // Frontmatter becomes blank lines so that lines stay those of the file.
  const body = blankedFrontmatter(text, bodyOffset);
  // A page whose own heading lines hold a quote that reads the text around it is parsed whole at once: reduced,
  // its tree would only show that and be parsed again whole (below). The same tree either way.
  const run: ParseRun = { reduce: !options.wholePage && !quoteReadingHeadingLine(body), reduced: false };
  let root = parseBody(body, options, run);
  if (!root) return undefined;
  if (options.readImport) inlineSnippets(root, options.path ?? '', options, 0, new Set([options.path ?? '']), run);
  // Smart quotes read the text around a heading's (remark-smartypants joins all text): blanked prose may be it.
  const smart = headingTextMayChange(root);
  if (smart && run.reduced && headingQuotesReadNeighbours(root)) {
    run.reduce = false;
    root = parseBody(body, options, run);
    if (!root) return undefined;
    if (options.readImport) inlineSnippets(root, options.path ?? '', options, 0, new Set([options.path ?? '']), run);
  }
  try {
    // Smart punctuation changes ids only through headings' text; it reads the whole page (a quote's direction
    // depends on the text before it), which is half the cost, so only when a heading has something to change.
    // When no heading's quote reads the text around it (apostrophes inside words; dashes, ellipses and double
    // backticks read only their own text), each heading alone gives the same text: the corpus test compares
    // this with the whole page's (wholePage), which keeps the reading of the whole tree.
    if (smart && (options.wholePage || headingQuotesReadNeighbours(root))) applySmartypants(root);
    else if (smart)
      for (const heading of outermostHeadings(root)) applySmartypants({ type: 'root', children: [heading] });
  } catch {
    // Too deep for the library's recursion: ids are read without smart punctuation.
  }
  return root;
}

const SMART = /['"]|--|\.\.\.|``/;

const isHeading = (n: Node): boolean =>
  n.type === 'heading' || (n.type === 'mdxJsxFlowElement' && JSX_HEADINGS.has(n.name ?? ''));

/** The text nodes of headings (Markdown and JSX), whose text makes their ids. */
function* headingTexts(root: Node): Generator<Node> {
  for (const [n] of preorder(root)) {
    if (!isHeading(n)) continue;
    for (const [t] of preorder(n)) if (t.type === 'text') yield t;
  }
}

/** The headings not inside another heading (a JSX heading may hold a Markdown one), in document order. */
function outermostHeadings(root: Node): Node[] {
  const out: Node[] = [];
  const stack: Node[] = [root];
  while (stack.length) {
    const node = stack.pop()!;
    if (isHeading(node)) {
      out.push(node);
      continue;
    }
    const children = node.children ?? [];
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return out;
}

function headingTextMayChange(root: Node): boolean {
  for (const t of headingTexts(root)) if (SMART.test(t.value ?? '')) return true;
  return false;
}

/**
 * Whether a quote in a heading may turn by the text outside it: any `"`, and a `'` that is not between two letters
 * or digits of the same text (an apostrophe inside a word, `What's`, is a closing quote whatever surrounds it).
 */
function headingQuotesReadNeighbours(root: Node): boolean {
  for (const t of headingTexts(root)) if (quoteReadsNeighbours(t.value ?? '')) return true;
  return false;
}

/** A heading line of any level (ATX): its text is what follows the marks. */
const ANY_ATX_HEADING = /^ {0,3}#{1,6}[ \t]+(.*)$/;

/**
 * Whether a heading line of the text (ATX, outside fenced code) holds a quote that may read the text around it,
 * as headingQuotesReadNeighbours tells it of the tree: a hint only (a quote in code, or a heading written
 * otherwise, reads differently), for the tree decides whether the whole page is needed.
 */
export function quoteReadingHeadingLine(text: string): boolean {
  if (!text.includes('#')) return false;
  const fences = new FenceReader();
  for (const line of text.split('\n')) {
    if (fences.code(line.trimStart())) continue;
    const m = ANY_ATX_HEADING.exec(line);
    if (m && quoteReadsNeighbours(m[1]!)) return true;
  }
  return false;
}

/** A `"`, or a `'` not between two letters or digits (an apostrophe inside a word closes whatever surrounds it). */
function quoteReadsNeighbours(v: string): boolean {
  if (v.includes('"')) return true;
  for (let i = v.indexOf("'"); i !== -1; i = v.indexOf("'", i + 1))
    if (!/[\p{L}\p{N}]/u.test(v[i - 1] ?? '') || !/[\p{L}\p{N}]/u.test(v[i + 1] ?? '')) return true;
  return false;
}

/** Snippets' trees by text: a snippet renders in many pages, each of which would parse it again. */
const SNIPPET_TREES = new Map<string, { tree: Node | undefined; reduced: boolean }>();
let snippetTreeChars = 0;
const SNIPPET_TREE_CHARS = 4_000_000;

/** parseBody for a snippet, from the trees parsed before: a copy each time, as its reader changes it. */
function parseSnippet(body: string, options: AnchorOptions, run: ParseRun): Node | undefined {
  const key = `${run.reduce ? 'r' : 'w'}${JSON.stringify(options.variables ?? {})}\0${body}`;
  let known = SNIPPET_TREES.get(key);
  if (!known) {
    const once: ParseRun = { reduce: run.reduce, reduced: false };
    const tree = parseBody(body, options, once);
    known = { tree, reduced: once.reduced };
    if (snippetTreeChars + key.length > SNIPPET_TREE_CHARS) {
      SNIPPET_TREES.clear();
      snippetTreeChars = 0;
    }
    SNIPPET_TREES.set(key, known);
    snippetTreeChars += key.length;
  }
  if (known.reduced) run.reduced = true;
  return known.tree && structuredClone(known.tree);
}

function parseBody(body: string, options: AnchorOptions, run: ParseRun): Node | undefined {
  const source = preprocessCustomHeadingIds(replaceVariables(body, options.variables));
  let root: Node | undefined;
  const reduced = run.reduce ? reduceSource(source) : undefined;
  if (reduced) {
    try {
      root = parseTree(reduced.text, true);
    } catch {
      // Invalid as reduced: only the whole text tells.
    }
    if (root && !blanksAreProse(root, reduced)) root = undefined;
    if (root) {
      restoreLines(root, reduced.lineOf);
      run.reduced = true;
    }
  }
  if (!root) {
    let tree: MdNode;
    try {
      tree = parseTree(source, true);
    } catch {
      return undefined;
    }
    // The links check may ask for this page's links next: the same tree gives them, before unravel changes it.
    if (source === body) noteWholeTree(body, tree);
    root = tree;
  }
  unravel(root);
  return root;
}

// ---- parsing less: prose and code blanked ----
//
// micromark reads ~1 MB/s, and most of a page is prose and code that give no id. Runs of lines where no line has
// anything an id or the page's validity can come from (`<`, `{`, a heading, a list marker, a fence, a definition,
// an import), between blank lines, headings, fences and lines of one JSX tag, and the contents of fenced code, are
// parsed as blank lines: lines keep their numbers. Such a run is plain text wherever it stands at the top level,
// in a list item it is indented into, among a JSX element's children or in a code block; the reduced tree tells
// where each stood and that each line it ends at is what it looked like, and anywhere else (an expression, ESM, a
// tag's attributes, a list item it would have ended) the whole text is parsed instead. A corpus test proves the
// ids equal on every page.

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
const PROSE_LINE = /^(?=([ \t]*))\1(?![#`~>=+*_\-[]|\d{1,9}[.)]|import\b|export\b)[^<>{}\r]*$/;
/** A list item whose text is prose (as PROSE_LINE, `[`, `*`, `_` allowed first): no heading, quote, fence or JSX in it. */
const LIST_LINE =
  /^ {0,3}(?:[-*+]|\d{1,9}[.)])[ \t]+(?![#`~>=|]|[-*+][ \t]|\d{1,9}[.)][ \t]|import\b|export\b)[^<>{}\r]*$/;
const ATX_LINE = /^[ \t]*#{1,6}(?:[ \t]|\r?$)/;
/** One JSX tag alone on its line (no expressions): flow JSX, which interrupts a paragraph and ends on its line. */
const JSX_LINE = /^[ \t]*<\/?[A-Za-z][\w.:-]*(?:[ \t][^<>{}]*)?\/?>[ \t]*\r?$/;
/** Reducing a page with little to blank costs more than it saves. */
const MIN_BLANKED = 512;

function leadIndent(line: string): number {
  const lead = /^[ \t]*/.exec(line)![0];
  return lead.includes('\t') ? -1 : lead.length;
}

function reduceSource(source: string): Reduced | undefined {
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
function restoreLines(root: Node, lineOf: readonly number[]): void {
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
function blanksAreProse(root: Node, reduced: Reduced): boolean {
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

const IMPORT_DEFAULT = /^\s*import\s+([A-Za-z_$][\w$]*)\s*(?:,\s*\{[^}]*\})?\s*from\s*["']([^"']+\.mdx?)["']/gm;

/**
 * Replaces `<X />` of `import X from "/snippets/x.mdx"`, and the older `<Snippet file="x.mdx" />`, with the
 * snippet's content (prebuild resolveAllImports).
 */
function inlineSnippets(
  root: Node,
  from: string,
  options: AnchorOptions,
  depth: number,
  seen: Set<string>,
  run: ParseRun,
): void {
  const imports = new Map<string, string>();
  for (const n of root.children ?? [])
    if (n.type === 'mdxjsEsm' && n.value) for (const m of n.value.matchAll(IMPORT_DEFAULT)) imports.set(m[1]!, m[2]!);
  if (depth >= MAX_SNIPPET_DEPTH) return;
  // `<X />` of an import, or the older `<Snippet file="x.mdx" />`: the source to read, or undefined.
  const sourceOf = (c: Node): string | undefined => {
    if (!isJsx(c) || !c.name) return undefined;
    if (c.name === 'Snippet' && !imports.has('Snippet')) {
      const file = stringAttr(c, 'file');
      return file === undefined ? undefined : `${SNIPPET_FILE}${file}`;
    }
    return imports.get(c.name);
  };
  const trees = new Map<string, { path: string; tree: Node } | null>();
  const snippet = (source: string): { path: string; tree: Node } | null => {
    if (trees.has(source)) return trees.get(source)!;
    const read = options.readImport!(source, from);
    let result: { path: string; tree: Node } | null = null;
    if (read && !seen.has(read.path)) {
      // Frontmatter becomes blank lines, so that ids carry the snippet file's lines.
      const body = blankedFrontmatter(read.text);
      const tree = parseSnippet(body, options, run);
      if (tree) {
        inlineSnippets(tree, read.path, options, depth + 1, new Set([...seen, read.path]), run);
        result = { path: read.path, tree };
      }
    }
    trees.set(source, result);
    return result;
  };
  for (const [node] of preorder(root)) {
    const children = node.children;
    if (!children) continue;
    for (let i = 0; i < children.length; i++) {
      const c = children[i]!;
      const source = sourceOf(c);
      if (source === undefined) continue;
      const s = snippet(source);
      if (!s) continue;
      // A fresh copy per use: the counters see each rendering. Its nodes keep the origin of the ones they copy
      // (a nested snippet's), else this snippet.
      const originals = s.tree.children ?? [];
      const copy = structuredClone<Node[]>(originals);
      copy.forEach((top, k) => {
        const from = [...preorder(originals[k]!)];
        let j = 0;
        for (const [n] of preorder(top)) ORIGIN.set(n, ORIGIN.get(from[j++]![0]) ?? { snippet: s.path });
      });
      children.splice(i, 1, ...copy);
      i += copy.length - 1;
    }
  }
}

/** Parameter fields' ids from their names: `param-<name>`, `_1`, `_2` for repeats, past the ids taken (`claimed`, which grows). */
function paramIdCounter(claimed: Set<string>): (field: string) => string {
  const counts = new Map<string, number>();
  return (field) => {
    const base = paramId(field, 0);
    let count = counts.get(base) ?? 0;
    let id = paramId(field, count);
    while (claimed.has(id)) id = paramId(field, ++count);
    counts.set(base, count + 1);
    claimed.add(id);
    return id;
  };
}

/** Tabs' ids from their titles: the heading slug with the Tabs' own counter, past the ids taken (`used`, which grows). */
function tabIdCounter(used: Set<string>): (title: string) => string {
  const counter = slugCounter();
  return (title) => {
    let slug = headingSlug(title, counter);
    while (used.has(slug)) slug = headingSlug(title, counter);
    used.add(slug);
    return slug;
  };
}

/** remarkExtractTableOfContents' dedupe of ids: a repeat takes `-2`, `-3`, past the ids already taken. */
function tocDedupe(): (slug: string) => string {
  const seen = new Map<string, number>();
  return (slug) => {
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    if (count === 0) return slug;
    let suffix = count + 1;
    while (seen.has(`${slug}-${suffix}`)) suffix++;
    seen.set(`${slug}-${suffix}`, 1);
    return `${slug}-${suffix}`;
  };
}

/** The ids of a parsed page, in document order. */
function collect(tree: Node): Anchor[] {
  const nodes = [...preorder(tree)];
  const order = new Map(nodes.map(([n], i) => [n, i]));
  const out: { anchor: Anchor; at: number }[] = [];
  const add = (id: string, kind: AnchorKind, node: Node): void => {
    if (!id) return;
    const snippet = ORIGIN.get(node)?.snippet;
    const anchor = { id, kind, line: node.position?.start.line, ...(snippet ? { snippet } : {}) };
    out.push({ anchor, at: order.get(node)! });
  };
  const handled = new Set<Node>();

  // remarkComponentIds: Markdown headings h1–h4 (everywhere) get a slug from one counter.
  const headingCounter = slugCounter();
  const headingSlugs = new Map<Node, string>();
  for (const [n] of nodes)
    if (n.type === 'heading' && n.depth! <= 4) headingSlugs.set(n, headingSlug(tocTitle(n), headingCounter));

  // Tabs: an explicit id, else the heading slug of the title with the tabs' own counter, past explicit ids.
  const usedTabIds = new Set<string>();
  for (const [n] of nodes)
    if (n.type === 'mdxJsxFlowElement' && n.name === 'Tab' && stringAttr(n, 'id')) usedTabIds.add(stringAttr(n, 'id')!);
  const tabId = tabIdCounter(usedTabIds);
  for (const [n] of nodes) {
    if (n.type !== 'mdxJsxFlowElement' || n.name !== 'Tab') continue;
    handled.add(n);
    const explicit = stringAttr(n, 'id');
    if (explicit) {
      add(explicit, 'tab', n);
      continue;
    }
    const title = stringAttr(n, 'title');
    if (!title) continue;
    add(tabId(titleText(title)), 'tab', n);
  }

  // Accordions and Views: an explicit id as written, else the title's slug (transliterated), `-1`, `-2` for repeats.
  for (const name of ['Accordion', 'View'] as const) {
    const next = componentIdCounter();
    const kind = name === 'Accordion' ? 'accordion' : 'view';
    const titled: [Node, string][] = [];
    for (const [n] of nodes) {
      if (n.type !== 'mdxJsxFlowElement' || n.name !== name) continue;
      handled.add(n);
      const explicit = stringAttr(n, 'id');
      if (attr(n, 'id')) {
        if (explicit) add(explicit, kind, n);
        continue;
      }
      const title = typeof attr(n, 'title')?.value === 'string' ? (attr(n, 'title')!.value as string) : '';
      if (title) titled.push([n, name === 'Accordion' ? titleText(title) : title]);
    }
    prepareComponentIds(titled.map(([, title]) => title));
    for (const [n, title] of titled) add(next(title), kind, n);
  }

  // remarkExtractTableOfContents: headings, JSX headings, anchored Steps and Updates share one dedupe.
  const dedupe = tocDedupe();
  const stepsTitleSize = new Map<Node, string>();
  for (const [n] of nodes)
    if (n.type === 'mdxJsxFlowElement' && n.name === 'Steps') {
      const size = stringAttr(n, 'titleSize');
      if (size)
        for (const c of n.children ?? [])
          if (c.type === 'mdxJsxFlowElement' && c.name === 'Step') stepsTitleSize.set(c, size);
    }
  for (const [n, ancestors] of nodes) {
    const flow = n.type === 'mdxJsxFlowElement';
    const outOfToc = ancestors.some((a) => a.type === 'mdxJsxFlowElement' && OUT_OF_TOC.has(a.name ?? ''));
    if (n.type === 'heading') {
      const slug = headingSlugs.get(n);
      if (slug === undefined) continue;
      // Out of the table of contents: the component's slug, cleaned by the Heading component, no dedupe.
      add(outOfToc ? cleanHeadingId(slug) : dedupe(cleanHeadingId(slug) || headingSlug(tocTitle(n))), 'heading', n);
      continue;
    }
    if (!flow || outOfToc) continue;
    const name = n.name ?? '';
    let kind: AnchorKind | undefined;
    let title = '';
    if (JSX_HEADINGS.has(name)) {
      kind = 'heading';
      title = tocTitle(n);
    } else if (name === 'Update' && attr(n, 'label')) {
      kind = 'update';
      title = stringAttr(n, 'label') ?? '';
    } else if (name === 'Step') {
      const size = stringAttr(n, 'titleSize') ?? stepsTitleSize.get(n);
      title = titleText(stringAttr(n, 'title') ?? '');
      if (!attr(n, 'noAnchor') && (size === 'h2' || size === 'h3') && title.trim() !== '') kind = 'step';
    }
    if (!kind) continue;
    handled.add(n);
    const explicit = stringAttr(n, 'id');
    add(dedupe((explicit && cleanHeadingId(explicit)) || cleanHeadingId(headingSlug(title))), kind, n);
  }

  // GFM footnotes, as mdast-util-to-hast writes them (the site renders with @mdx-js/mdx and remark-gfm): a note that
  // is referenced gets `user-content-fn-<label>`, its references `user-content-fnref-<label>` (`-2`, … for
  // repeats), and the notes' heading `footnote-label`. GitBook's pages link to them as `#user-content-fn-7`.
  const references = new Map<string, number>();
  for (const [n] of nodes) {
    if (n.type !== 'footnoteReference') continue;
    const label = normalizeUri(String((n as { identifier?: string }).identifier).toLowerCase());
    const count = (references.get(label) ?? 0) + 1;
    references.set(label, count);
    if (references.size === 1 && count === 1) add('footnote-label', 'element', n);
    if (count === 1) add(`user-content-fn-${label}`, 'element', n);
    add(`user-content-fnref-${label}${count > 1 ? `-${count}` : ''}`, 'element', n);
  }

  // rehypeParamFieldIds: `param-<name>`, decamelized, one counter for ParamField and ResponseField.
  const claimed = new Set<string>();
  for (const [n] of nodes)
    if (isJsx(n) && PARAM_FIELDS.has(n.name ?? '') && stringAttr(n, 'id')) claimed.add(stringAttr(n, 'id')!);
  const paramId = paramIdCounter(claimed);
  for (const [n] of nodes) {
    if (n.type !== 'mdxJsxFlowElement' || !PARAM_FIELDS.has(n.name ?? '')) continue;
    handled.add(n);
    if (attr(n, 'id')) {
      const explicit = stringAttr(n, 'id');
      if (explicit) add(explicit, 'param', n);
      continue;
    }
    const field =
      n.name === 'ResponseField'
        ? stringAttr(n, 'name')
        : PARAM_NAME_PRECEDENCE.map((k) => stringAttr(n, k)).find((v) => v);
    if (!field) continue;
    add(paramId(field), 'param', n);
  }

  // Any other element with an `id` (raw HTML, Steps and Updates without an anchor), and `<a name>`.
  for (const [n] of nodes) {
    if (!isJsx(n) || handled.has(n) || WITHOUT_ID.has(n.name ?? '')) continue;
    const id = stringAttr(n, 'id');
    if (id) add(CLEANED_ID.has(n.name ?? '') ? cleanHeadingId(id) : id, 'element', n);
    const name = n.name === 'a' ? stringAttr(n, 'name') : undefined;
    if (name) add(name, 'element', n);
  }
  return out.sort((a, b) => a.at - b.at).map((a) => a.anchor);
}
