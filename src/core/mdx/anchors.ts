// The ids a page's rendered HTML carries, the targets of `#fragment` links, computed the way Mintlify's builder
// gives them (docs/pages-and-links.md says which; @mintlify/common 1.0.1211: preprocessCustomHeadingIds,
// remarkComponentIds, remarkExtractTableOfContents, rehypeParamFieldIds). The page is parsed as the builder
// parses it (less of it where that is proven the same: ./anchor-reduce.ts); ./anchor-quick-look.ts answers most
// pages without a parse.
import { MdxMemos } from './memos.js';
import { blankedFrontmatter, noteWholeTree, parseTree, type MdNode } from './parse.js';
import { normalizeUri } from 'micromark-util-sanitize-uri';
import { SNIPPET_FILE, splitFrontmatter } from './scan.js';
import {
  API_PAGE,
  AVOIDED_MODES,
  type Anchor,
  type AnchorKind,
  type AnchorOptions,
  CLEANED_ID,
  JSX_HEADINGS,
  MAX_SNIPPET_DEPTH,
  type Node,
  OUT_OF_TOC,
  PARAM_FIELDS,
  PARAM_NAME_PRECEDENCE,
  type PageAnchors,
  WITHOUT_ID,
  applySmartypants,
  attr,
  isJsx,
  preorder,
  stringAttr,
  titleText,
  tocTitle,
  unravel,
} from './anchor-model.js';
import { FenceReader, preprocessCustomHeadingIds, replaceVariables } from './anchor-source.js';
import { IMPORT_DEFAULT, blanksAreProse, reduceSource, restoreLines } from './anchor-reduce.js';
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

/** The ids of a page as the live site gives them, or why they cannot be told. */
export function pageAnchors(text: string, options: AnchorOptions = {}, memos = new MdxMemos()): PageAnchors {
  const { frontmatter, bodyOffset } = splitFrontmatter(text);
  if (frontmatter && AVOIDED_MODES.test(frontmatter)) return { known: false, reason: 'mode' };
  if (frontmatter && API_PAGE.test(frontmatter)) return { known: false, reason: 'api' };
  const read: PageRead = { memos, origins: new Map() };
  const tree = parsePage(text, bodyOffset, options, read);
  if (!tree) return { known: false, reason: 'invalid-mdx' };
  const anchors = collect(tree, read);
  return { known: true, anchors, ids: new Set(anchors.map((a) => a.id)) };
}

interface Origin {
  snippet?: string;
}

/** What one page's reading shares: the memos, and the snippet each inlined node came from (inlineSnippets). */
interface PageRead {
  memos: MdxMemos;
  origins: Map<Node, Origin>;
}

/** How a page and its snippets are parsed: with their prose blocks blanked (`reduce`), and whether any were. */
interface ParseRun extends PageRead {
  reduce: boolean;
  reduced: boolean;
}

/** The page's tree with imported snippets inlined, JSX paragraphs unravelled and smartypants applied. */
function parsePage(text: string, bodyOffset: number, options: AnchorOptions, read: PageRead): Node | undefined {
  // Frontmatter becomes blank lines so that lines stay those of the file.
  const body = blankedFrontmatter(text, bodyOffset);
  // A page whose own heading lines hold a quote that reads the text around it is parsed whole at once: reduced,
  // its tree would only show that and be parsed again whole (below). The same tree either way.
  const run: ParseRun = { ...read, reduce: !options.wholePage && !quoteReadingHeadingLine(body), reduced: false };
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

/** parseBody for a snippet, from the trees the memos keep: a copy each time, as its reader changes it. */
function parseSnippet(body: string, options: AnchorOptions, run: ParseRun): Node | undefined {
  const key = `${run.reduce ? 'r' : 'w'}${JSON.stringify(options.variables ?? {})}\0${body}`;
  let known = run.memos.snippetTrees.get(key);
  if (!known) {
    const once: ParseRun = { ...run, reduced: false };
    const tree = parseBody(body, options, once);
    known = { tree, reduced: once.reduced };
    run.memos.snippetTrees.set(key, known);
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
    if (source === body) noteWholeTree(body, tree, run.memos);
    root = tree;
  }
  unravel(root);
  return root;
}

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
        for (const [n] of preorder(top)) run.origins.set(n, run.origins.get(from[j++]![0]) ?? { snippet: s.path });
      });
      children.splice(i, 1, ...copy);
      i += copy.length - 1;
    }
  }
}

/** One pass over a parsed page's nodes: `add` records an id, `handled` the elements a pass gave theirs. */
interface IdPass {
  nodes: readonly [Node, Node[]][];
  add: (id: string, kind: AnchorKind, node: Node) => void;
  handled: Set<Node>;
  memos: MdxMemos;
}

/** The ids of a parsed page, in document order: each of the builder's passes in turn, sorted by place. */
function collect(tree: Node, { memos, origins }: PageRead): Anchor[] {
  const nodes = [...preorder(tree)];
  const order = new Map(nodes.map(([n], i) => [n, i]));
  const out: { anchor: Anchor; at: number }[] = [];
  const add = (id: string, kind: AnchorKind, node: Node): void => {
    if (!id) return;
    const snippet = origins.get(node)?.snippet;
    const anchor = { id, kind, line: node.position?.start.line, ...(snippet ? { snippet } : {}) };
    out.push({ anchor, at: order.get(node)! });
  };
  const pass: IdPass = { nodes, add, handled: new Set<Node>(), memos };
  // remarkComponentIds: Markdown headings h1–h4 (everywhere) get a slug from one counter.
  const headingCounter = slugCounter(memos);
  const headingSlugs = new Map<Node, string>();
  for (const [n] of nodes)
    if (n.type === 'heading' && n.depth! <= 4) headingSlugs.set(n, headingSlug(tocTitle(n), memos, headingCounter));

  tabIds(pass);
  componentTitleIds(pass);
  tocIds(pass, headingSlugs);
  footnoteIds(pass);
  paramFieldIds(pass);
  elementIds(pass);
  return out.sort((a, b) => a.at - b.at).map((a) => a.anchor);
}

/** Tabs: an explicit id, else the heading slug of the title with the tabs' own counter, past explicit ids. */
function tabIds({ nodes, add, handled, memos }: IdPass): void {
  const usedTabIds = new Set<string>();
  for (const [n] of nodes)
    if (n.type === 'mdxJsxFlowElement' && n.name === 'Tab' && stringAttr(n, 'id')) usedTabIds.add(stringAttr(n, 'id')!);
  const tabId = tabIdCounter(usedTabIds, memos);
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
}

/** Accordions and Views: an explicit id as written, else the title's slug (transliterated), `-1`, `-2` for repeats. */
function componentTitleIds({ nodes, add, handled, memos }: IdPass): void {
  for (const name of ['Accordion', 'View'] as const) {
    const next = componentIdCounter(memos);
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
    prepareComponentIds(
      titled.map(([, title]) => title),
      memos,
    );
    for (const [n, title] of titled) add(next(title), kind, n);
  }
}

/** remarkExtractTableOfContents: headings, JSX headings, anchored Steps and Updates share one dedupe. */
function tocIds({ nodes, add, handled, memos }: IdPass, headingSlugs: ReadonlyMap<Node, string>): void {
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
      add(
        outOfToc ? cleanHeadingId(slug) : dedupe(cleanHeadingId(slug) || headingSlug(tocTitle(n), memos)),
        'heading',
        n,
      );
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
    add(dedupe((explicit && cleanHeadingId(explicit)) || cleanHeadingId(headingSlug(title, memos))), kind, n);
  }
}

/**
 * GFM footnotes, as mdast-util-to-hast writes them (the site renders with @mdx-js/mdx and remark-gfm): a note that
 * is referenced gets `user-content-fn-<label>`, its references `user-content-fnref-<label>` (`-2`, … for
 * repeats), and the notes' heading `footnote-label`. GitBook's pages link to them as `#user-content-fn-7`.
 */
function footnoteIds({ nodes, add }: IdPass): void {
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
}

/** rehypeParamFieldIds: `param-<name>`, decamelized, one counter for ParamField and ResponseField. */
function paramFieldIds({ nodes, add, handled, memos }: IdPass): void {
  const claimed = new Set<string>();
  for (const [n] of nodes)
    if (isJsx(n) && PARAM_FIELDS.has(n.name ?? '') && stringAttr(n, 'id')) claimed.add(stringAttr(n, 'id')!);
  const paramId = paramIdCounter(claimed, memos);
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
}

/** Any other element with an `id` (raw HTML, Steps and Updates without an anchor), and `<a name>`. */
function elementIds({ nodes, add, handled }: IdPass): void {
  for (const [n] of nodes) {
    if (!isJsx(n) || handled.has(n) || WITHOUT_ID.has(n.name ?? '')) continue;
    const id = stringAttr(n, 'id');
    if (id) add(CLEANED_ID.has(n.name ?? '') ? cleanHeadingId(id) : id, 'element', n);
    const name = n.name === 'a' ? stringAttr(n, 'name') : undefined;
    if (name) add(name, 'element', n);
  }
}
