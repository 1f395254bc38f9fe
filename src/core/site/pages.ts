// Which files are pages, decided the way the site build decides, with each page's scan and frontmatter.
import type { BoundedMemo } from '../base/memo.js';
import ignore, { type Ignore } from 'ignore';
import { MAX_JSON_DEPTH } from '../json/document.js';
import { parseYamlWithin } from '../json/yaml-depth.js';
import { simpleFrontmatter } from './frontmatter-lines.js';
import { basename, dirname, isPageFile, joinPath, normalizePath, stripPageExt } from '../base/paths.js';
import { SNIPPET_FILE, scanPage, splitFrontmatter, type ScannedPage } from '../mdx/scan.js';
import { isUnpublished } from './ignores.js';
import type { SiteSource } from './source.js';

export interface Frontmatter {
  title?: string;
  hidden?: boolean;
  noindex?: boolean;
  /** An external address the page's navigation entry leads to instead of the page (a link page). */
  url?: string;
  openapi?: string;
  /** Line of the `openapi:` key in the file and column of its value, for findings. */
  openapiLine?: number;
  openapiColumn?: number;
  error?: string;
}

/** Why a .md/.mdx file is not a page. */
export type NotPageReason = 'snippet' | 'mintignore' | 'imported' | 'reserved-name' | 'default-ignore';

export interface PageFile {
  path: string;
  /** URL path: file path without `.md`/`.mdx`. */
  slug: string;
  scan: ScannedPage;
}

export interface SiteIndex {
  source: SiteSource;
  files: ReadonlySet<string>;
  /** Every folder that holds at least one file. */
  dirs: ReadonlySet<string>;
  /** Published pages by slug (first file wins when `x.md` and `x.mdx` both exist). */
  pages: ReadonlyMap<string, PageFile>;
  /** .md/.mdx files that are not pages, by slug, with the reason. */
  notPages: ReadonlyMap<string, { path: string; reason: NotPageReason }>;
  /** The slugs that are `slug` but for letter case, for "did you mean" on case mistakes (built when first asked). */
  slugsLike(slug: string): readonly string[];
  /** The files that are `path` but for letter case (built when first asked). */
  filesLike(path: string): readonly string[];
  /** Scan of every page and snippet, by file path. */
  scans: ReadonlyMap<string, ScannedPage>;
  /** The files (pages and snippets) importing each file, as the bundler resolves their imports. */
  importers: ReadonlyMap<string, readonly string[]>;
  frontmatter(page: PageFile): Frontmatter;
  mintignore?: Ignore;
}

const RESERVED = new Set(['readme.md', 'license.md', 'contributing.md', 'contribute.md', 'changelog.md']);
const SNIPPET_SEGMENT = /(^|\/)_?snippets(\/|$)/;

export function isSnippetPath(path: string): boolean {
  return SNIPPET_SEGMENT.test(path);
}

/** The docs-root path an import source names, as written: from the root (`/x`) or the importing file's folder. */
export function importPath(from: string, source: string): string | undefined {
  return source.startsWith('/') ? normalizePath(source.slice(1)) : normalizePath(joinPath(dirname(from), source));
}

/** Resolve an MDX import source to a docs-root file, trying the extensions the bundler would. */
export function resolveImport(from: string, source: string, files: ReadonlySet<string>): string | undefined {
  if (source.startsWith(SNIPPET_FILE)) {
    const file = normalizePath(source.slice(SNIPPET_FILE.length).replace(/^\/+/, ''));
    if (file === undefined) return undefined;
    return [`snippets/${file}`, `_snippets/${file}`].find((f) => files.has(f));
  }
  if (!source.startsWith('.') && !source.startsWith('/')) return undefined;
  const base = importPath(from, source);
  if (base === undefined) return undefined;
  return importCandidates(base).find((candidate) => files.has(candidate));
}

/** The files the bundler tries for an import of `base` (a docs-root path), in its order. */
export function importCandidates(base: string): string[] {
  return [base, `${base}.mdx`, `${base}.md`, `${base}/index.mdx`];
}

/**
 * `files` and every file that renders one of them: imports it, or imports a file that does, and so on (in the order
 * reached, breadth first). `importersOf` gives a file's importers, as SiteIndex.importers holds them.
 */
export function renderers(files: Iterable<string>, importersOf: (file: string) => readonly string[]): Set<string> {
  const reached = new Set(files);
  // A Set visits what is added while it is walked: each file's importers are walked in turn.
  for (const f of reached) for (const by of importersOf(f)) reached.add(by);
  return reached;
}

/** Scans by content id, shared between two states of a site (most files are the same in both). */
export type ScanCache = Map<string, ScannedPage>;

/** The site's files and pages; `frontmatters`: frontmatter read before, by text (Memos.frontmatter). */
export function buildSiteIndex(
  source: SiteSource,
  scanCache: ScanCache | undefined,
  frontmatters: BoundedMemo<string, Frontmatter>,
): SiteIndex {
  const files = new Set(source.files);
  const dirs = new Set<string>();
  for (const f of source.files) for (let d = dirname(f); d && !dirs.has(d); d = dirname(d)) dirs.add(d);

  const ignoreText = files.has('.mintignore') ? source.read('.mintignore') : undefined;
  const mintignore = ignoreText !== undefined ? ignore().add(ignoreText) : undefined;

  const scans = new Map<string, ScannedPage>();
  const candidates: string[] = [];
  const notPages = new Map<string, { path: string; reason: NotPageReason }>();
  // The builder's ignore list asked once per folder, and once per file name in folders it publishes: its
  // patterns name files by their name alone (README.md), and everything under `.mintlify/` by the folder.
  const folderSkipped = new Map<string, boolean>();
  const nameSkipped = new Map<string, boolean>();
  for (const f of source.files) {
    if (!isPageFile(f)) continue;
    let reason: NotPageReason | undefined;
    const folder = dirname(f);
    const name = basename(f);
    let skippedFolder = folderSkipped.get(folder);
    if (skippedFolder === undefined)
      folderSkipped.set(folder, (skippedFolder = !!folder && isUnpublished(`${folder}/`)));
    let skippedName = skippedFolder ? true : nameSkipped.get(name);
    if (skippedName === undefined) nameSkipped.set(name, (skippedName = isUnpublished(f)));
    if (skippedFolder) reason = 'default-ignore';
    else if (isSnippetPath(f)) reason = 'snippet';
    else if (RESERVED.has(name.toLowerCase()) && f.toLowerCase().endsWith('.md')) reason = 'reserved-name';
    else if (skippedName) reason = 'default-ignore';
    else if (mintignore?.ignores(f)) reason = 'mintignore';
    if (reason) {
      notPages.set(stripPageExt(f), { path: f, reason });
      if (reason === 'snippet') candidates.push(f); // snippets can import other files too
      continue;
    }
    candidates.push(f);
  }
  const importers = new Map<string, string[]>();
  const ids = candidates.map((f) => scanCache && source.contentId?.(f));
  // Pages the source can scan as it reads them (with a second thread), all at once: those not scanned before,
  // and one of each content (the others take its scan below).
  const wanted = new Set<string>();
  const early = source.scanFiles?.(
    candidates.filter((_, i) => {
      const id = ids[i];
      if (id === undefined) return true;
      if (scanCache!.has(id) || wanted.has(id)) return false;
      wanted.add(id);
      return true;
    }),
  );
  for (const [i, f] of candidates.entries()) {
    const id = ids[i];
    let scan = (id && scanCache!.get(id)) || early?.get(f);
    if (scan && id && !scanCache!.has(id)) scanCache!.set(id, scan);
    if (!scan) {
      const text = source.read(f);
      scan = scanPage(text ?? '');
      // Kept only for a text that was read: a file too large or not UTF-8 must be reported as such next time.
      if (id && text !== undefined) scanCache!.set(id, scan);
    }
    scans.set(f, scan);
    for (const imp of scan.imports) {
      const target = resolveImport(f, imp.source, files);
      if (target === undefined || target === f) continue;
      const list = importers.get(target);
      if (list) list.push(f);
      else importers.set(target, [f]);
    }
  }
  const pages = new Map<string, PageFile>();
  for (const f of candidates) {
    const slug = stripPageExt(f);
    if (notPages.has(slug) && notPages.get(slug)!.path === f) continue;
    if (importers.has(f)) {
      notPages.set(slug, { path: f, reason: 'imported' });
      continue;
    }
    if (pages.has(slug)) continue;
    pages.set(slug, { path: f, slug, scan: scans.get(f)! });
  }
  const slugsLike = sameButForCase(() => pages.keys());
  const filesLike = sameButForCase(() => files);

  const fmCache = new Map<string, Frontmatter>();
  const frontmatter = (page: PageFile): Frontmatter => {
    let fm = fmCache.get(page.path);
    if (!fm) {
      fm = sharedFrontmatter(page.scan.frontmatter, frontmatters);
      fmCache.set(page.path, fm);
    }
    return fm;
  };
  return { source, files, dirs, pages, notPages, slugsLike, filesLike, scans, importers, frontmatter, mintignore };
}

/** A lookup of the names that are a given one but for letter case, built from `names` when first asked. */
function sameButForCase(names: () => Iterable<string>): (name: string) => readonly string[] {
  let byLower: Map<string, string[]> | undefined;
  return (name) => {
    if (!byLower) {
      byLower = new Map();
      for (const n of names()) {
        const list = byLower.get(n.toLowerCase());
        if (list) list.push(n);
        else byLower.set(n.toLowerCase(), [n]);
      }
    }
    return byLower.get(name.toLowerCase()) ?? [];
  };
}

/** readFrontmatter, shared by every page with the same frontmatter text (kept in `memo`): callers must not change it. */
function sharedFrontmatter(text: string | undefined, memo: BoundedMemo<string, Frontmatter>): Frontmatter {
  if (text === undefined) return {};
  let fm = memo.get(text);
  if (!fm) {
    fm = Object.freeze(readFrontmatter(text));
    memo.set(text, fm);
  }
  return fm;
}

const INTERESTING = /^(title|hidden|noindex|url|openapi)\s*:/m;

/** The frontmatter's data as the YAML library reads it, or why it cannot. */
export function yamlFrontmatter(text: string): { data: unknown } | { error: string } {
  let read: { data: unknown } | { depth: number };
  try {
    read = parseYamlWithin(text, MAX_JSON_DEPTH, { maxAliasCount: 50 });
  } catch (e) {
    return { error: (e as Error).message.split('\n')[0]! };
  }
  return 'data' in read ? read : { error: `nested deeper than ${MAX_JSON_DEPTH} levels; not read` };
}

/**
 * A page's title, read from its text: scans keep only the frontmatter keys rules read (READ_KEYS of scan.ts), so
 * this reads the page; callers ask it of a few pages.
 */
export function pageTitle(
  site: { index: SiteIndex; source: Pick<SiteSource, 'read'> },
  slug: string,
): string | undefined {
  const page = site.index.pages.get(slug);
  const text = page && site.source.read(page.path);
  return text === undefined ? undefined : readFrontmatter(splitFrontmatter(text).frontmatter).title;
}

export function readFrontmatter(text: string | undefined): Frontmatter {
  if (!text || !INTERESTING.test(text)) return {};
  const simple = simpleFrontmatter(text);
  const read = simple ? { data: simple } : yamlFrontmatter(text);
  if ('error' in read) return { error: read.error };
  const { data } = read;
  if (!data || typeof data !== 'object') return {};
  const d = data as Record<string, unknown>;
  const fm: Frontmatter = {};
  if (typeof d.title === 'string') fm.title = d.title;
  if (d.hidden === true || d.hidden === 'true') fm.hidden = true;
  if (d.noindex === true || d.noindex === 'true') fm.noindex = true;
  if (typeof d.url === 'string' && /^https?:\/\//i.test(d.url.trim())) fm.url = d.url.trim();
  if (typeof d.openapi === 'string') {
    fm.openapi = d.openapi;
    const lines = text.split('\n');
    const idx = lines.findIndex((l) => /^openapi\s*:/.test(l));
    fm.openapiLine = idx + 2; // +1 for 1-based, +1 for the opening fence
    const value = /^openapi\s*:\s*/.exec(lines[idx] ?? '');
    fm.openapiColumn = (value?.[0].length ?? 0) + 1;
  }
  return fm;
}
