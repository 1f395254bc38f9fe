// What a page id is (its kind, line and the snippet it comes from), the builder's vocabulary of components that
// make ids or keep them out of the table of contents, and the helpers over a parsed page that the id code shares.
import remarkSmartypants from 'remark-smartypants';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfm } from 'micromark-extension-gfm';
import { gfmFromMarkdown } from 'mdast-util-gfm';

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

export interface Node {
  type: string;
  value?: string;
  depth?: number;
  name?: string | null;
  attributes?: Attr[];
  children?: Node[];
  position?: { start: { line: number; column?: number; offset?: number }; end: { line?: number; offset?: number } };
}

/** Components whose `id` prop never reaches the DOM (common mdx/componentIds.js COMPONENTS_WITHOUT_ID). */
export const WITHOUT_ID = new Set([
  ...['Info', 'Warning', 'Note', 'Tip', 'Check', 'Danger', 'Callout', 'AccordionGroup', 'Card', 'CardGroup'],
  ...['Tabs', 'CodeGroup', 'Column', 'Columns', 'CustomCode', 'CustomComponent', 'DynamicCustomComponent'],
  ...['Expandable', 'Frame', 'GitHub', 'Github', 'Icon', 'Latex', 'Mermaid', 'Panel', 'Popup', 'Prompt'],
  ...['RequestExample', 'ResponseExample', 'SnippetGroup', 'Steps', 'Tile', 'Tooltip', 'Tree', 'FileTree'],
  ...['Variation', 'Visibility', 'MDX', 'Badge', 'Color', 'ZoomImage'],
]);
/** Components that pass their id through cleanHeadingId when rendering. */
export const CLEANED_ID = new Set(['Heading', 'Step', 'Update']);
/** Headings inside these get ids but stay out of the table of contents and its shared dedupe. */
export const OUT_OF_TOC = new Set(['Accordion', 'AccordionGroup', 'Expandable', 'Update', 'Prompt']);
export const JSX_HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'Heading']);
export const PARAM_FIELDS = new Set(['ParamField', 'Param', 'ResponseField']);
export const PARAM_NAME_PRECEDENCE = ['query', 'path', 'body', 'header'];
export const AVOIDED_MODES = /^mode\s*:\s*["']?(custom|frame)["']?\s*$/m;
/**
 * Frontmatter that makes an API page: its parameter anchors are built in the browser from the spec; a schema page
 * (`openapi-schema: spec.json Name`, box/box-mintlify's resources) too.
 */
export const API_PAGE = /^(openapi|openapi-schema|api|asyncapi)\s*:/m;
export const EMOJI =
  /\p{Emoji_Modifier}|\p{Emoji_Modifier_Base}|\p{Emoji_Presentation}|\p{Extended_Pictographic}|\u200D|\uFE0E|\uFE0F/gu;
export const MAX_SNIPPET_DEPTH = 8;

export function attr(node: Node, name: string): Attr | undefined {
  return node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
}

/** A string attribute (`x="…"` or `x={"…"}`); undefined for other expressions and when absent. */
export function stringAttr(node: Node, name: string): string | undefined {
  const value = attr(node, name)?.value;
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'value' in value) {
    const m = /^\s*(?:"([^"]*)"|'([^']*)'|`([^`$]*)`)\s*$/.exec(String(value.value));
    if (m) return m[1] ?? m[2] ?? m[3];
  }
  return undefined;
}

export const isJsx = (n: Node): boolean => n.type === 'mdxJsxFlowElement' || n.type === 'mdxJsxTextElement';

/** Every node in document order (pre-order), without recursion: Markdown nests without limit. */
export function* preorder(root: Node): Generator<[Node, Node[]]> {
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
export function unravel(root: Node): void {
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
export function tocTitle(node: Node, index = 1, siblings: Node[] = []): string {
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
export function titleText(title: string): string {
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

export function applySmartypants(tree: Node): void {
  smartypantsTransform ??= (remarkSmartypants as unknown as () => (tree: Node) => void)();
  smartypantsTransform(tree);
}

/** One string through smartypants, as a heading's only text. */
export function smartypants(text: string): string {
  const tree: Node = {
    type: 'root',
    children: [{ type: 'heading', depth: 2, children: [{ type: 'text', value: text }] }],
  };
  applySmartypants(tree);
  return tree.children![0]!.children![0]!.value!;
}
