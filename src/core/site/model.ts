// One state of a docs site, loaded: docs.json (with $ref) and its positions, the page index, the navigation
// model, the OpenAPI specs it names and its redirects. Built once; every rule reads it.
import { get, type JNode, type Span } from '../json/document.js';
import { loadDocsJson, type DocsJsonDocument } from '../json/refs.js';
import { buildNavModel, readOpenApi, walk, type NavNode, type OpenApiRef } from './nav.js';
import { isJsonSpec, parseSpec, type SpecResult } from '../openapi/spec.js';
import { Memos, type DocsRead } from './memos.js';
import { skippedContent as skippedContentOf, type ShapeFailure } from './content-union.js';
import type { SiteSource } from './source.js';
import { buildSiteIndex, type ScanCache, type SiteIndex } from './pages.js';
import { basename, dirname, joinPath, normalizePath } from '../base/paths.js';

export const DOCS_JSON = 'docs.json';

export interface Redirect {
  source: string;
  destination: string;
  node: JNode;
  sourceSpan: Span;
  destinationSpan: Span;
}

export interface SiteModel {
  source: SiteSource;
  index: SiteIndex;
  docsJson: DocsJsonDocument;
  /** docs.json with $ref expanded; undefined when absent or unparseable. */
  docs?: JNode;
  nav?: NavNode;
  /** Navigation content the builder passes over for a later content key, as failing its schema (content-union.ts). */
  skippedContent: ReadonlyMap<JNode, ShapeFailure>;
  /** Local spec files by docs-root path (URLs are not fetched). */
  /** `unread`: listed, but the source could not read it (a load problem says why: too large, not UTF-8, no git object). */
  specs: Map<
    string,
    SpecResult | { ok: false; missing: true; message: string } | { ok: false; unread: true; message: string }
  >;
  /** Every `openapi` reference with where it was written (navigation, api.openapi, frontmatter). */
  specRefs: OpenApiRef[];
  redirects: Redirect[];
  hasDocsJson: boolean;
  /** What the analyses of this run remember (memos.ts): the one given to loadSite. */
  memos: Memos;
  /** Pages' id-bearing lines by path (page-ids.ts idLinesOf), read when first asked. */
  idLines: Map<string, string>;
}

// Specs by content are keyed by JSON or YAML too, which parseSpec tells by the name.
const contentKey = (path: string, id: string): string => `${isJsonSpec(path) ? 'json' : 'yaml'}\0${id}`;

/** The reading of a spec with the same content at another path, as parseSpec would give it at `path`. */
function sameContent(path: string, id: string, memos: Memos): SpecResult | undefined {
  const read = memos.specs.byContent.get(contentKey(path, id));
  if (!read?.ok) return read;
  return read.spec.file === path ? read : { ok: true, spec: { ...read.spec, file: path } };
}

/** One state loaded; `memos`: what the analyses of the run remember (a fresh one for an analysis alone). */
export function loadSite(source: SiteSource, scanCache?: ScanCache, memos = new Memos()): SiteModel {
  const index = buildSiteIndex(source, scanCache, memos.frontmatter);
  const hasDocsJson = index.files.has(DOCS_JSON);
  const { document: docsJson, nav, skippedContent } = readDocsJson(index, source, memos);
  const docs = docsJson.root;

  const specRefs: OpenApiRef[] = [];
  if (nav) for (const n of walk(nav)) if (n.ownOpenapi) specRefs.push(...n.openapi);
  const apiRefs = readOpenApi(get(get(docs, 'api'), 'openapi'));
  if (apiRefs) specRefs.push(...apiRefs.map((r): OpenApiRef => ({ ...r, apiOnly: true })));
  if (nav)
    for (const n of walk(nav))
      if (n.kind === 'endpoint' && n.specSource && !/^https?:/i.test(n.specSource))
        specRefs.push({ source: n.specSource, isUrl: false, span: n.span, entry: n.entry });

  const specs: SiteModel['specs'] = new Map();
  const loadSpec = (path: string): void => {
    if (specs.has(path)) return;
    const id = index.files.has(path) ? source.contentId?.(path) : undefined;
    const key = `${path}\0${id}`;
    const known = id === undefined ? undefined : (memos.specs.read.get(key) ?? sameContent(path, id, memos));
    if (id !== undefined) memos.specs.used.add(key);
    if (known) {
      if (!memos.specs.read.has(key)) memos.specs.read.set(key, known);
      return void specs.set(path, known);
    }
    const text = index.files.has(path) ? source.read(path) : undefined;
    const read = text === undefined ? undefined : parseSpec(path, text);
    if (read && id !== undefined) {
      memos.specs.byContent.set(contentKey(path, id), read);
      memos.specs.read.set(key, read);
    }
    const listed = index.files.has(path);
    specs.set(
      path,
      read ??
        (listed ? { ok: false, unread: true, message: 'not read' } : { ok: false, missing: true, message: 'missing' }),
    );
  };
  for (const r of specRefs) if (!r.isUrl) loadSpec(r.source);
  let discovered: string[] | undefined;
  // Frontmatter `openapi:` values may name any spec in the repository, referenced from docs.json or not.
  const referenced = [...specs.keys()];
  for (const page of index.pages.values()) {
    if (!page.scan.frontmatter || !/^openapi\s*:/m.test(page.scan.frontmatter)) continue;
    const fm = index.frontmatter(page).openapi;
    const specPath = fm ? frontmatterSpecPath(index.files, page.path, fm, referenced) : undefined;
    if (specPath) loadSpec(specPath);
    else if (fm && !discovered) {
      discovered = discoverSpecs(index);
      for (const d of discovered) loadSpec(d);
    }
  }

  const redirects: Redirect[] = [];
  const red = get(docs, 'redirects');
  if (red?.type === 'array') {
    for (const item of red.items ?? []) {
      const s = get(item, 'source');
      const d = get(item, 'destination');
      if (s?.type === 'string' && d?.type === 'string') {
        redirects.push({
          source: s.value as string,
          destination: d.value as string,
          node: item,
          sourceSpan: s.span,
          destinationSpan: d.span,
        });
      }
    }
  }
  return {
    source,
    index,
    docsJson,
    docs,
    nav,
    skippedContent,
    specs,
    specRefs,
    redirects,
    hasDocsJson,
    memos,
    idLines: new Map(),
  };
}

/**
 * docs.json and its navigation model, read once per content id (Memos.docs): states that share the document share
 * its navigation model too.
 */
function readDocsJson(index: SiteIndex, source: SiteSource, memos: Memos): DocsRead {
  const id = index.files.has(DOCS_JSON) ? source.contentId?.(DOCS_JSON) : undefined;
  const known = id === undefined ? undefined : memos.docs.get(id);
  if (known) return known;
  // A mint.json that is not valid JSON is read as written (mint-json.ts): its tree would be no docs.json.
  const document = loadDocsJson(
    DOCS_JSON,
    (p) => (index.files.has(p) ? source.read(p) : undefined),
    !source.upgradedFrom,
  );
  const docs = document.root;
  const navigation = docs?.type === 'object' ? get(docs, 'navigation') : undefined;
  const skippedContent = skippedContentOf(docs, !!source.upgradedFrom);
  const read = { document, nav: navigation && buildNavModel(navigation, skippedContent), skippedContent };
  if (id !== undefined && document.files.size === 1 && !document.refProblems.length) {
    memos.docs.set(id, read);
  }
  return read;
}

/**
 * The spec file named at the start of a frontmatter `openapi:` value, if it names one that exists.
 * Names may be absolute from the docs root, relative to the page, or a spec's file name without extension.
 */
export function frontmatterSpecPath(
  files: ReadonlySet<string>,
  pagePath: string,
  value: string,
  known: Iterable<string> = [],
): string | undefined {
  const m = /^\s*(\S+)\s+\S+\s+\S+/.exec(value);
  if (!m || /^https?:/i.test(m[1]!)) return undefined;
  const raw = m[1]!;
  const bases = raw.startsWith('/')
    ? [normalizePath(raw.slice(1))]
    : [normalizePath(joinPath(dirname(pagePath), raw)), normalizePath(raw)];
  for (const b of bases) {
    if (b === undefined) continue;
    for (const c of [b, `${b}.json`, `${b}.yaml`, `${b}.yml`]) if (files.has(c)) return c;
  }
  for (const k of known)
    if (k.replace(/\.(json|ya?ml)$/i, '') === raw || basename(k).replace(/\.(json|ya?ml)$/i, '') === raw) return k;
  return undefined;
}

/** An openapi/swagger version key at a line's start or, in JSON written on one line, after a brace or a comma. */
const SPEC_KEY = /(^|\n)\s*"?(openapi|swagger)"?\s*:\s*["']?\d|[{,]\s*"(openapi|swagger)"\s*:\s*"\d/;

/**
 * Files that look like OpenAPI documents: the version key near the start, where specs write it; or, further in,
 * at the top level (a JSON spec whose keys are sorted holds "openapi" after "components": 2632202-Alberta-Inc/docs,
 * fresh set 91, at byte 450,035 of openapi.json: 74 endpoints were "without a spec").
 */
export function discoverSpecs(index: SiteIndex): string[] {
  const out: string[] = [];
  for (const f of index.files) {
    // Not a file .mintignore lists: the builder does not publish it (a folder of them may be gigabytes of schemas).
    if (!/\.(json|ya?ml)$/i.test(f) || f === DOCS_JSON || index.mintignore?.ignores(f)) continue;
    const text = index.source.read(f) ?? '';
    if (SPEC_KEY.test(text.slice(0, 4096)) || (text.length > 4096 && specKeyAtTop(f, text))) out.push(f);
  }
  return out;
}

/** Whether a document past its first 4 KB has the version key at its top level (YAML unindented; JSON parsed). */
function specKeyAtTop(file: string, text: string): boolean {
  if (!/\.json$/i.test(file)) return /(^|\n)(openapi|swagger):[ \t]*["']?\d/.test(text);
  if (!/"(openapi|swagger)"\s*:\s*"\d/.test(text)) return false;
  try {
    const doc = JSON.parse(text) as unknown;
    return (
      !!doc &&
      typeof doc === 'object' &&
      ['openapi', 'swagger'].some((k) => typeof (doc as Record<string, unknown>)[k] === 'string')
    );
  } catch {
    return false;
  }
}

/** Where a section stands, as its labels and its parents' (`tab "A" › group "B"`), or "top level". */
export function locationOf(n: NavNode | undefined): string {
  return (n && labelPath(n)) || 'top level';
}

/** Where an entry stands, in a sentence: "under tab "API" › group "Start"", or "at the top level". */
export function whereIn(n: NavNode | undefined): string {
  const path = n && labelPath(n);
  return path ? `under ${path}` : 'at the top level';
}

export function labelPath(node: NavNode): string {
  const parts: string[] = [];
  for (let n: NavNode | undefined = node; n && n.kind !== 'root'; n = n.parent) {
    if (n.kind === 'page' || n.kind === 'endpoint') continue;
    const kind = n.kind === 'menu-item' ? 'menu' : n.kind;
    // `"group": ""` is allowed and common (a heading-less block of pages): quoting nothing reads as a bug, and so
    // does quoting a space (amp-labs/docs' `"group": " "`).
    parts.unshift(n.label.trim() ? `${kind} "${n.label}"` : `unnamed ${kind}`);
  }
  return parts.join(' › ');
}
