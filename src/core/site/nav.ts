// The navigation as the live site shows it: one tree of typed nodes, each with its label, source position,
// resolved page, inherited OpenAPI spec and sidebar state. Content the site builder silently drops (a second
// root key, a second child type) is not in the tree; the structure rules report it from the raw JSON.
import { bool, get, str, type JNode, type Span } from '../json/document.js';
import { builderPagePath as normalizeEntry } from '../base/paths.js';
import { CONTENT_ORDER, DIVISION, HELD_IN, isDivision, type DivisionKind } from '../base/divisions.js';

export type NavKind = 'root' | DivisionKind | 'group' | 'page' | 'endpoint' | 'global';

export interface OpenApiRef {
  /** As written (a path relative to the docs root, or a URL). */
  source: string;
  directory?: string;
  isUrl: boolean;
  span: Span;
  /** Set when the spec is named inside an endpoint entry (`spec.json GET /x`): the entry as written. */
  entry?: string;
  /**
   * Set when the spec is named in `api.openapi` (mint.json's top-level `openapi`): pages' `openapi:` frontmatter and
   * the playground read it, and it makes no pages; only a navigation element's `openapi` does (Mintlify's OpenAPI
   * setup: "Reference … OpenAPI specifications in the navigation element … to create pages").
   */
  apiOnly?: true;
}

/** What every navigation node has. */
export interface NavBase {
  label: string;
  span: Span;
  json: JNode;
  parent?: NavNode;
  children: NavNode[];
  /** Spec(s) in scope: the node's own `openapi`, else its parent's. */
  openapi: OpenApiRef[];
  /** Whether `openapi` was set on this node itself. */
  ownOpenapi: boolean;
  hidden?: boolean;
  href?: string;
  /** Which language/version/product this node lives in, for scoping duplicates. */
  partition: string;
  /** This node and every node below it, as walk lists them: filled when first walked. */
  walked?: readonly NavNode[];
}

/** Whether the sidebar hides a node: `"hidden": true` on it or on a node above it (the builder inherits it down). */
export function hiddenInNav(node: NavNode | undefined): boolean {
  for (let n = node; n; n = n.parent) if (n.hidden) return true;
  return false;
}

/** A page entry: the string as written, and the path the builder looks up (normalised). */
export interface PageNode extends NavBase {
  kind: 'page';
  entry: string;
  page: string;
}

/** An endpoint entry (`GET /users`): method, path and an explicitly named spec. */
export interface EndpointNode extends NavBase {
  kind: 'endpoint';
  entry: string;
  method: string;
  endpointPath: string;
  specSource?: string;
}

export interface GroupNode extends NavBase {
  kind: 'group';
  /** Sidebar state by default (top-level groups are always expanded). */
  expanded: boolean;
  /** The group's `root` page, normalised. */
  root?: { entry: string; page: string; span: Span };
}

/** The navigation itself, a division (tab, version, …) or a global anchor. */
export interface SectionNode extends NavBase {
  kind: 'root' | DivisionKind | 'global';
}

export type NavNode = PageNode | EndpointNode | GroupNode | SectionNode;

/** Whether a node is an entry (a page or an endpoint): the navigation's leaves, which hold no other node. */
export function isLeaf(n: NavNode): boolean {
  return n.kind === 'page' || n.kind === 'endpoint';
}

/** The page a node is an entry for (undefined for any other kind of node). */
export function pageOf(n: NavNode): string | undefined {
  return n.kind === 'page' ? n.page : undefined;
}

export const ENDPOINT_ENTRY = /^(?:(\S+)\s+)?(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS|TRACE|WEBHOOK)\s+(\S+)\s*$/i;

export function readOpenApi(node: JNode | undefined): OpenApiRef[] | undefined {
  if (!node) return undefined;
  const one = (n: JNode): OpenApiRef | undefined => {
    if (n.type === 'string') return mkRef(n.value as string, undefined, n.span);
    if (n.type === 'object') {
      const src = get(n, 'source');
      if (src?.type === 'string') return mkRef(src.value as string, str(get(n, 'directory')), src.span);
    }
    return undefined;
  };
  if (node.type === 'array') return (node.items ?? []).map(one).filter((r): r is OpenApiRef => !!r);
  const r = one(node);
  return r ? [r] : [];
}

function mkRef(source: string, directory: string | undefined, span: Span): OpenApiRef {
  const isUrl = /^https?:\/\//i.test(source);
  return { source: isUrl ? source : normalizeEntry(source), directory, isUrl, span };
}

function labelOf(kind: NavKind, json: JNode): string {
  if (kind === 'group') return str(get(json, 'group')) ?? '(unnamed group)';
  if (isDivision(kind)) return str(get(json, DIVISION[kind].nameKey)) ?? `(unnamed ${kind})`;
  return kind;
}

/**
 * The content keys an object of this kind holds, the one the builder keeps first: the first in the order it tries them
 * whose content it does not pass over as failing its schema (`skipped`, site/content-union.ts), the rest as written.
 */
export function contentKeys(kind: 'root' | DivisionKind, json: JNode, skipped?: ReadonlyMap<JNode, unknown>): string[] {
  const present = CONTENT_ORDER[kind].filter((k) => hasContent(json, k));
  if (!skipped?.size) return present;
  const kept = present.findIndex((k) => !skipped.has(get(json, k)!));
  return kept > 0 ? [present[kept]!, ...present.filter((_, i) => i !== kept)] : present;
}

/** The content key the builder keeps for an object of this kind, if any. */
export function keptContentKey(
  kind: 'root' | DivisionKind,
  json: JNode,
  skipped?: ReadonlyMap<JNode, unknown>,
): string | undefined {
  return contentKeys(kind, json, skipped)[0];
}

/**
 * Whether an object holds a content key as far as the builder is concerned: an empty `tabs: []` does not, and
 * neither does an `href` that is no link the builder takes (linkHref).
 */
export function hasContent(json: JNode, key: string): boolean {
  const v = get(json, key);
  if (v === undefined) return false;
  if (key === 'href') return v.type === 'string' && linkHref(v.value as string);
  return !(HELD_IN[key]?.mayBeEmpty === false && v.type === 'array' && !v.items?.length);
}

/**
 * Whether a division's `href` is one the builder takes as its link (its hrefSchema): a path from the root, a
 * `#hash`, `mailto:`, or anything the URL parser reads whole (`https://…`, any `scheme:`). Any other (`en/intro`,
 * `x.com`) fails that branch of the division's schema: the builder drops the href and keeps the division's content.
 * langgenius/dify-docs writes `"href": "versions/3-0-x/zh/introduction"` beside each language's groups.
 */
export function linkHref(value: string): boolean {
  if (value.startsWith('/') || value.startsWith('#') || value.startsWith('mailto:')) return true;
  return URL.canParse(value);
}

const NOTHING_SKIPPED: ReadonlyMap<JNode, unknown> = new Map();

/** `skipped`: content the builder passes over for a later content key (site/content-union.ts). */
export function buildNavModel(navigation: JNode | undefined, skipped = NOTHING_SKIPPED): NavNode | undefined {
  if (!navigation || navigation.type !== 'object') return undefined;
  const root: SectionNode = {
    kind: 'root',
    label: 'navigation',
    span: navigation.span,
    json: navigation,
    children: [],
    openapi: [],
    ownOpenapi: false,
    partition: '',
  };
  const rootApi = readOpenApi(get(navigation, 'openapi'));
  if (rootApi) {
    root.openapi = rootApi;
    root.ownOpenapi = true;
  }
  addContent(root, 'root', skipped);
  const global = get(navigation, 'global');
  if (global?.type === 'object') {
    for (const p of global.props ?? []) {
      if (p.value.type !== 'array') continue;
      for (const item of p.value.items ?? []) {
        if (item.type !== 'object') continue;
        const kind = HELD_IN[p.key]?.kind;
        const nameKey = kind && isDivision(kind) ? DIVISION[kind].nameKey : 'anchor';
        root.children.push({
          kind: 'global',
          label: str(get(item, nameKey)) ?? '(unnamed)',
          span: item.span,
          json: item,
          parent: root,
          children: [],
          href: str(get(item, 'href')),
          openapi: [],
          ownOpenapi: false,
          partition: '',
        });
      }
    }
  }
  return root;
}

/** What a node below `parent` has whatever its kind: its spec in scope, its partition, whether it is hidden. */
function below(parent: NavNode, kind: NavKind, json: JNode, label: string): NavBase {
  const own = json.type === 'object' ? readOpenApi(get(json, 'openapi')) : undefined;
  const partitionPart = isDivision(kind) && DIVISION[kind].partitions ? `${kind}:${label}` : '';
  return {
    label,
    span: json.span,
    json,
    parent,
    children: [],
    // A value that names no spec (invalid, dropped by the builder on groups) leaves the inherited one in place.
    openapi: own?.length ? own : parent.openapi,
    ownOpenapi: !!own?.length,
    partition: partitionPart
      ? parent.partition
        ? `${parent.partition}/${partitionPart}`
        : partitionPart
      : parent.partition,
    hidden: json.type === 'object' ? bool(get(json, 'hidden')) : undefined,
  };
}

function addContent(node: NavNode, kind: 'root' | DivisionKind, skipped: ReadonlyMap<JNode, unknown>): void {
  const key = keptContentKey(kind, node.json, skipped);
  if (!key) return;
  if (key === 'href') {
    node.href = str(get(node.json, 'href'));
    return;
  }
  const arr = get(node.json, key);
  if (arr?.type !== 'array') return;
  addItems(node, HELD_IN[key]!.kind, arr.items ?? [], skipped);
}

function addItems(
  parent: NavNode,
  kind: DivisionKind | 'group' | 'page',
  items: JNode[],
  skipped: ReadonlyMap<JNode, unknown>,
): void {
  for (const item of items) {
    if (kind === 'page' || kind === 'group') {
      if (item.type === 'string') parent.children.push(pageNode(parent, item));
      else if (item.type === 'object' && get(item, 'group') !== undefined)
        parent.children.push(groupNode(parent, item));
      continue;
    }
    if (item.type !== 'object') continue;
    const label = labelOf(kind, item);
    const n: SectionNode = { kind, ...below(parent, kind, item, label) };
    parent.children.push(n);
    addContent(n, kind, skipped);
  }
}

function groupNode(parent: NavNode, json: JNode): GroupNode {
  const nested = parent.kind === 'group';
  const n: GroupNode = {
    kind: 'group',
    ...below(parent, 'group', json, labelOf('group', json)),
    expanded: nested ? bool(get(json, 'expanded')) === true : true,
  };
  const rootNode = get(json, 'root');
  if (rootNode?.type === 'string')
    n.root = { entry: rootNode.value as string, page: normalizeEntry(rootNode.value as string), span: rootNode.span };
  const pages = get(json, 'pages');
  if (pages?.type === 'array') addItems(n, 'page', pages.items ?? [], NOTHING_SKIPPED);
  return n;
}

function pageNode(parent: NavNode, json: JNode): PageNode | EndpointNode {
  const entry = json.value as string;
  const m = ENDPOINT_ENTRY.exec(entry.trim());
  // `METHOD /path` is an endpoint when a spec is in scope or named; otherwise the builder treats it as a page path.
  if (m && (m[1] !== undefined || parent.openapi.length > 0 || m[3]!.startsWith('/'))) {
    const method = m[2]!.toUpperCase();
    return {
      kind: 'endpoint',
      ...below(parent, 'endpoint', json, `${method} ${m[3]}`),
      entry,
      method,
      endpointPath: m[3]!,
      specSource: m[1] && !/^https?:\/\//i.test(m[1]) ? normalizeEntry(m[1]) : m[1],
    };
  }
  return { kind: 'page', ...below(parent, 'page', json, entry), entry, page: normalizeEntry(entry) };
}

/**
 * Where a node sits, as one string: "tab:Guides\0group:Setup\0page:x". Two navigations' nodes with the same
 * key are in the same place. Computed when asked (only sections are), not stored on every node.
 */
export function trailKey(n: NavNode): string {
  const parts: string[] = [];
  for (let c: NavNode | undefined = n; c && c.kind !== 'root'; c = c.parent) {
    if (c.kind === 'page') parts.push(`page:${c.page}`);
    else if (c.kind === 'endpoint')
      parts.push(`endpoint:${c.specSource ? `${c.specSource} ` : ''}${c.method} ${c.endpointPath}`);
    else parts.push(`${c.kind}:${c.label}`);
  }
  return parts.reverse().join('\0');
}

/** The codes of the navigation's languages (its `language` divisions' labels), lower-cased. */
export function navigationLanguages(nav: NavNode | undefined): Set<string> {
  const codes = new Set<string>();
  if (nav) for (const n of walk(nav)) if (n.kind === 'language') codes.add(n.label.toLowerCase());
  return codes;
}

/** Every node below (and including) `node`, depth-first in document order; computed once per tree (kept on it). */
export function walk(node: NavNode): readonly NavNode[] {
  if (node.walked) return node.walked;
  const list: NavNode[] = [];
  const stack = [node];
  while (stack.length) {
    const n = stack.pop()!;
    list.push(n);
    for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]!);
  }
  node.walked = list;
  return list;
}

/** Each page's first entry in a navigation, by page (a page listed twice is where it first stands). */
export function firstPageEntries(nav: NavNode): Map<string, NavNode> {
  const entries = new Map<string, NavNode>();
  for (const n of walk(nav)) if (n.kind === 'page' && !entries.has(n.page)) entries.set(n.page, n);
  return entries;
}
