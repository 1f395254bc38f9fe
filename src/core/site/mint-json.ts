// mint.json, the format before docs.json, read as the site builder reads it when a folder has no docs.json: upgraded
// on the fly. Its groups go under tabs split by each tab's URL prefix (the rest under one "Documentation" tab),
// the top-level `openapi` moves to `api.openapi`, redirects are kept. Used for the base of a comparison whose
// change migrates to docs.json, so that what the old site already had is not called new.
import { findNodeAtOffset, getNodePath, parse as parseJsonc, parseTree, type Node as JsoncNode } from 'jsonc-parser';
import { parseJson, type JsonProblem } from '../json/document.js';
import type { SiteSource } from './source.js';

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The first page a group (or nested group) lists, to place it under the tab whose URL prefix it starts with. */
function firstPage(group: unknown): string | undefined {
  if (!isObject(group) || !Array.isArray(group.pages)) return undefined;
  for (const p of group.pages) {
    if (typeof p === 'string') return p.replace(/^\/+/, '');
    const inner = firstPage(p);
    if (inner) return inner;
  }
  return undefined;
}

/** Tabs or anchors of mint.json that lead somewhere: a name and a URL (a path prefix, or an external address). */
function divisions(list: unknown): Json[] {
  return (Array.isArray(list) ? list : [])
    .filter(isObject)
    .filter((d) => typeof d.name === 'string' && typeof d.url === 'string');
}

const isExternal = (d: Json): boolean => /^[a-z]+:/i.test(d.url as string);
/** What the upgrade takes for another site (`http(s)://` only: a `mailto:` anchor stays among the anchors). */
const isRemote = (d: Json): boolean => /^https?:\/\//i.test(d.url as string);

/**
 * The groups of no division, and those of each division (tab or anchor) in `within`: a group goes to the division
 * whose URL prefix its first page starts with; of nested prefixes (`api`, `api/v2`) the longest, of divisions with
 * the same prefix the first (the upgrade gives each page to one).
 */
function placeGroups(groups: readonly Json[], within: readonly Json[]): { rest: Json[]; held: (d: Json) => Json[] } {
  const prefixOf = (d: Json): string => (d.url as string).replace(/^\/+|\/+$/g, '');
  const divisionOf = (g: Json): Json | undefined => {
    const page = firstPage(g);
    let best: Json | undefined;
    for (const d of within) {
      const prefix = prefixOf(d);
      if (isExternal(d) || page === undefined || !(page === prefix || page.startsWith(`${prefix}/`))) continue;
      if (!best || prefix.length > prefixOf(best).length) best = d;
    }
    return best;
  };
  const placed = new Map(groups.map((g) => [g, divisionOf(g)]));
  return { rest: groups.filter((g) => !placed.get(g)), held: (d) => groups.filter((g) => placed.get(g) === d) };
}

/** The name of mint.json's `primaryTab` or `topAnchor`, else the builder's "Documentation". */
function firstName(division: unknown): string {
  return isObject(division) && typeof division.name === 'string' ? division.name : 'Documentation';
}

/**
 * The spec objects an upgrade makes of a tab's or anchor's `openapi` (a source generating pages under its URL), with
 * the mint.json tab or anchor each was made from: findings about the spec are placed at its `openapi`.
 */
type SpecOrigins = Map<object, Json>;

/**
 * A tab or anchor of the upgrade (`made`, holding its label) from a mint.json one: its `openapi` as the builder
 * turns it into a spec for its URL's folder (placed in mint.json: `origins`), and its groups if it has any.
 */
function division(
  made: Json,
  from: Json,
  groups: Json[],
  origins: SpecOrigins,
): Json & { groups?: Json[]; openapi?: Json } {
  const out: Json & { groups?: Json[]; openapi?: Json } = { ...made };
  if (typeof from.openapi === 'string' && from.openapi.trim()) {
    const spec = { source: from.openapi, directory: from.url as string };
    origins.set(spec, from);
    out.openapi = spec;
  }
  if (groups.length) out.groups = groups;
  return out;
}

/**
 * The navigation the builder's upgrade makes of mint.json's groups, tabs and anchors: groups under the tabs their
 * pages' URL prefixes name, the rest under a first tab (`primaryTab`, else "Documentation"); without tabs, the same
 * with anchors, the rest under a first anchor (`topAnchor`, else "Documentation"), and external anchors as links (all
 * of them external: global links). A tab or anchor with an `openapi` spec keeps it (its pages are generated under
 * its URL), and is kept without groups. Versions are not split out: their groups stay together.
 */
function upgradeNavigation(mint: Json, groups: Json[], origins: SpecOrigins): Json {
  const tabs = divisions(mint.tabs).filter((t) => !isExternal(t));
  const anchors = divisions(mint.anchors);
  const global = anchors.length > 0 && anchors.every(isRemote);
  const links = global ? { global: { anchors: anchors.map((a) => ({ anchor: a.name, href: a.url })) } } : {};
  if (tabs.length) {
    const { rest, held } = placeGroups(groups, tabs);
    return {
      tabs: [
        ...(rest.length ? [{ tab: firstName(mint.primaryTab), groups: rest }] : []),
        ...tabs.map((t) => division({ tab: t.name }, t, held(t), origins)),
      ].filter((t) => t.groups?.length || t.openapi),
      ...links,
    };
  }
  if (!anchors.length || Array.isArray(mint.versions)) return { groups, ...links };
  const { rest, held } = placeGroups(groups, global ? [] : anchors);
  const own = global
    ? []
    : anchors.flatMap((a): Json[] => {
        if (isExternal(a)) return [{ anchor: a.name, href: a.url }];
        const made = division({ anchor: a.name }, a, held(a), origins);
        return made.groups || made.openapi ? [made] : [];
      });
  return { anchors: [...(rest.length ? [{ anchor: firstName(mint.topAnchor), groups: rest }] : []), ...own], ...links };
}

/**
 * docs.json as the builder's upgrade makes it from a parsed mint.json; undefined when mint.json is no object.
 * `origins` gets the specs it made and where each came from.
 */
export function upgradeMintJson(mint: unknown, origins: SpecOrigins = new Map()): Json | undefined {
  if (!isObject(mint)) return undefined;
  const groups = Array.isArray(mint.navigation) ? mint.navigation.filter(isObject) : [];
  const navigation = upgradeNavigation(mint, groups, origins);
  const docs: Json = {
    $schema: 'https://mintlify.com/docs.json',
    theme: 'mint',
    name: typeof mint.name === 'string' ? mint.name : 'Documentation',
    colors: {
      primary: isObject(mint.colors) && typeof mint.colors.primary === 'string' ? mint.colors.primary : '#000000',
    },
    navigation,
  };
  // The frame's files, which keep their keys (checked as docs.json's: frame-links.ts).
  if (mint.logo !== undefined) docs.logo = mint.logo;
  if (mint.favicon !== undefined) docs.favicon = mint.favicon;
  // A mode fixed with its toggle hidden: the other mode's logo is never shown (frame-links.ts shownModes).
  const mode = isObject(mint.modeToggle) ? mint.modeToggle : undefined;
  if (mode && (mode.default || mode.isHidden !== undefined))
    docs.appearance = { default: mode.default, strict: mode.isHidden };
  if (mint.openapi !== undefined) docs.api = { openapi: mint.openapi };
  if (Array.isArray(mint.redirects)) docs.redirects = mint.redirects;
  return docs;
}

type Path = (string | number)[];

/** Every object and array of a parsed value, with its path: the upgrade reuses mint.json's own groups and redirects. */
function pathsOf(value: unknown, path: Path = [], out = new Map<object, Path>()): Map<object, Path> {
  if (typeof value !== 'object' || value === null) return out;
  out.set(value, path);
  if (Array.isArray(value)) value.forEach((v, i) => pathsOf(v, [...path, i], out));
  else for (const [k, v] of Object.entries(value)) pathsOf(v, [...path, k], out);
  return out;
}

// Values the upgrade copies into new places (not shared objects): where each came from in mint.json.
const MOVED: [Path, Path][] = [
  [['api', 'openapi'], ['openapi']],
  [['logo'], ['logo']],
  [['favicon'], ['favicon']],
  [['name'], ['name']],
  [
    ['colors', 'primary'],
    ['colors', 'primary'],
  ],
];

/**
 * Where a place in the upgraded docs.json comes from in mint.json: `exact` when it is the same value (an edit to
 * it is an edit to mint.json), otherwise the nearest enclosing value the upgrade kept (a tab it made: its group).
 * `specOrigins`: the specs the upgrade made, placed at the `openapi` they came from.
 */
/**
 * The node at `path` as JSON.parse reads the file: of a key written twice in one object, the last (jsonc-parser's
 * findNodeAtLocation takes the first, which placed an entry at the "pages" the builder ignores).
 */
function lastAtLocation(root: JsoncNode, path: Path): JsoncNode | undefined {
  let node: JsoncNode | undefined = root;
  for (const key of path) {
    if (!node?.children) return undefined;
    if (typeof key === 'number') {
      node = node.type === 'array' ? node.children[key] : undefined;
      continue;
    }
    if (node.type !== 'object') return undefined;
    const prop = node.children.findLast((p) => p.children?.[0]?.value === key);
    node = prop?.children?.[1];
  }
  return node;
}

function mapper(mintText: string, mint: unknown, docsText: string, docs: unknown, specOrigins: SpecOrigins) {
  const mintTree = parseTree(mintText);
  const docsTree = parseTree(docsText);
  const origins = pathsOf(mint);
  return (offset: number): { offset: number; length: number; exact: boolean } => {
    const whole = { offset: 0, length: 0, exact: false };
    const node = docsTree && findNodeAtOffset(docsTree, offset, true);
    if (!mintTree || !node) return whole;
    // A property name's span: map the property's value, then take its key.
    const path = getNodePath(node);
    const moved = MOVED.find(([from]) => from.length <= path.length && from.every((k, i) => path[i] === k));
    let anchor: Path = moved ? moved[1] : [];
    let rest: Path = moved ? path.slice(moved[0].length) : [];
    // Within a spec the upgrade made of a string, nothing is that string itself: placed at it, not exactly.
    let made = false;
    if (!moved) {
      let cur: unknown = docs;
      for (const key of path) {
        cur = (cur as Record<string | number, unknown> | undefined)?.[key];
        const object = typeof cur === 'object' && cur !== null ? cur : undefined;
        const from = object && specOrigins.get(object);
        const origin = object && (from ? origins.get(from)?.concat('openapi') : origins.get(object));
        if (origin) {
          anchor = origin;
          rest = [];
          made = !!from;
        } else rest.push(key);
      }
    }
    const target = made ? undefined : lastAtLocation(mintTree, [...anchor, ...rest]);
    const isKey = node.parent?.type === 'property' && node.parent.children?.[0] === node;
    const hit = target && isKey && target.parent?.type === 'property' ? target.parent.children?.[0] : target;
    if (hit) return { offset: hit.offset, length: hit.length, exact: true };
    const near = lastAtLocation(mintTree, anchor);
    return near ? { offset: near.offset, length: Math.min(near.length, 1), exact: false } : whole;
  };
}

/**
 * A folder that has mint.json and no docs.json, as a source whose docs.json is the upgraded mint.json; undefined
 * when there is no readable mint.json (or there is a docs.json, which the builder would use instead).
 */
export function mintJsonAsDocs(source: SiteSource): SiteSource | undefined {
  if (source.files.includes('docs.json') || !source.files.includes('mint.json')) return undefined;
  const mintText = source.read('mint.json');
  if (mintText === undefined) return undefined;
  let parsed: unknown;
  let text: string;
  let mapSpan: NonNullable<SiteSource['upgradedFrom']>['mapSpan'];
  let syntax: JsonProblem[] | undefined;
  try {
    try {
      parsed = JSON.parse(mintText);
      // A key written twice in one object: the builder keeps the last, as JSON.parse does (1Router/1router-docs
      // da8f143068, fresh set 108: a group's second "group" and "pages" hid its first), which docs.json is told.
      const twice = parseJson('mint.json', mintText).problems.filter((p) => p.kind === 'duplicate-key');
      if (twice.length) syntax = twice;
    } catch (e) {
      // Comments and trailing commas only: the build stops at them (reported where they are), and the rest of the
      // check reads the file as meant, not as no navigation at all (potpie-ai/mintlify-docs bc242d7).
      const read = parseJson('mint.json', mintText, false);
      if (!read.root) throw e;
      parsed = parseJsonc(mintText.replace(/^\uFEFF/, ''), [], { allowTrailingComma: true });
      syntax = read.problems.filter((p) => p.kind === 'syntax' || p.kind === 'duplicate-key');
    }
    const specOrigins: SpecOrigins = new Map();
    const docs = upgradeMintJson(parsed, specOrigins);
    if (!docs) throw new Error('not an object');
    text = `${JSON.stringify(docs, null, 2)}\n`;
    mapSpan = mapper(mintText, parsed, text, docs, specOrigins);
  } catch {
    // Not valid JSON, or no object: read as written, so its problems are reported where they are.
    text = mintText;
    mapSpan = (offset, length) => ({ offset, length, exact: true });
  }
  return {
    ...source,
    files: [...source.files, 'docs.json'].sort(),
    read: (p) => (p === 'docs.json' ? text : source.read(p)),
    contentId: source.contentId && ((p) => (p === 'docs.json' ? undefined : source.contentId!(p))),
    knownContentId: source.knownContentId && ((p) => (p === 'docs.json' ? undefined : source.knownContentId!(p))),
    prefetch: source.prefetch && ((paths) => source.prefetch!(paths.filter((p) => p !== 'docs.json'))),
    upgradedFrom: { file: 'mint.json', mapSpan, ...(syntax && { syntax }) },
  };
}

/** The themes mint.json takes (`@mintlify/validation`'s v1 config: venus, quill, prism). */
const MINT_THEMES: readonly string[] = ['venus', 'quill', 'prism'];

/**
 * Why the builder would reject a mint.json (its required fields; a subset of `@mintlify/validation`'s
 * mint.json schema, so never a false alarm: test/compare/mint-json.test.ts holds it against the schema).
 */
export function mintJsonProblems(text: string): { path: string; problem: string }[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return [{ path: '', problem: `it is not valid JSON (${(e as Error).message})` }];
  }
  if (!isObject(value)) return [{ path: '', problem: 'it is not a JSON object' }];
  const out: { path: string; problem: string }[] = [];
  if (typeof value.name !== 'string') out.push({ path: 'name', problem: 'has no "name"' });
  if (typeof value.favicon !== 'string') out.push({ path: 'favicon', problem: 'has no "favicon"' });
  const primary = isObject(value.colors) ? value.colors.primary : undefined;
  if (typeof primary !== 'string' || !/^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(primary))
    out.push({ path: 'colors.primary', problem: '"colors.primary" is not a hex colour like "#0D9373"' });
  // mint.json's themes are not docs.json's: 0xLouie/docs d2862b1911 (fresh set 125) set "mint", and the build failed
  // ("Invalid mint.json").
  if (value.theme !== undefined && !(typeof value.theme === 'string' && MINT_THEMES.includes(value.theme)))
    out.push({
      path: 'theme',
      problem: `"theme" is ${JSON.stringify(value.theme)}, which mint.json does not take: its themes are ${MINT_THEMES.map((t) => `"${t}"`).join(', ')} (docs.json's, such as "mint", only after moving to docs.json)`,
    });
  if (!Array.isArray(value.navigation) || value.navigation.length === 0)
    out.push({ path: 'navigation', problem: '"navigation" is not a non-empty list of groups' });
  else {
    // A group's `version` must name a version of the `versions` list (one without a `url`).
    const names = new Set(
      (Array.isArray(value.versions) ? value.versions : []).map((v) =>
        typeof v === 'string' ? v : isObject(v) && v.url === undefined ? v.name : undefined,
      ),
    );
    for (const v of new Set(groupVersions(value.navigation)))
      if (!names.has(v))
        out.push({
          path: 'versions',
          problem: `a group has "version": ${JSON.stringify(v)}, which "versions" does not list`,
        });
  }
  return out;
}

/**
 * A site on mint.json whose "navigation" the builder rejects (absent or empty): it fails before the upgrade, so the
 * upgrade's made-up navigation (an empty "tabs") and the pages it leaves out are no finding of their own
 * (AI-Front-Desk/docs af9bf4f, fresh set 87: the web editor dropped "navigation"; 17 orphans and an empty "tabs").
 */
export function mintNavigationRejected(source: Pick<SiteSource, 'upgradedFrom' | 'read'>): boolean {
  const file = source.upgradedFrom?.file;
  const text = file === undefined ? undefined : source.read(file);
  return text !== undefined && mintJsonProblems(text).some((p) => p.path === 'navigation');
}

/** The `version` of every group of a mint.json navigation, nested ones first, as the builder's check collects them. */
function groupVersions(items: unknown[]): unknown[] {
  return items.flatMap((g) => {
    if (!isObject(g)) return [];
    const inner = Array.isArray(g.pages) ? groupVersions(g.pages) : [];
    return g.version !== undefined ? [...inner, g.version] : inner;
  });
}

/**
 * The site a docs folder publishes, as the builder reads it: its docs.json, or else its mint.json upgraded;
 * undefined when it has neither (or an unreadable mint.json).
 */
export function siteAsBuilt(source: SiteSource): SiteSource | undefined {
  return source.files.includes('docs.json') ? source : mintJsonAsDocs(source);
}

/** The note a comparison prints for the sides read from mint.json (labels of those sides), once. */
export function mintJsonNote(sides: readonly string[]): string | undefined {
  if (!sides.length) return undefined;
  const both = sides.length > 1;
  return `${sides.join(' and ')} ${both ? 'have' : 'has'} mint.json, not docs.json: checked as the docs.json the site builder upgrades it to`;
}
