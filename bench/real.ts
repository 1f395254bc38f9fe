// Real page shapes for the bench (issue 12): docs sites built from the real pages of ../shared/corpus, replicated
// into the layouts large real sites have, each a git repository with BASE and a realistic pull request as HEAD.
// The page text is the corpus text; what is added is said where it is added (prefixes of copied links, the
// legacy links of the `legacy` shape, the icons and footnotes of the `markup` shape).
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { commitAll, git, initRepo, writeFiles } from './generate.js';
import { makeRng, mixSeed, pick } from './text.js';
import type { Rng } from './text.js';

/** Bump whenever the built bytes change, so bench/run.ts rebuilds its cached real sites. */
export const REAL_VERSION = 5;

export type RealShape = 'versioned' | 'legacy' | 'markup' | 'translated';
export const REAL_SHAPES: readonly RealShape[] = ['versioned', 'legacy', 'markup', 'translated'];
export const REAL_SIZES: Record<RealShape, number[]> = {
  versioned: [25000, 75000],
  legacy: [2000, 6000],
  markup: [700, 2100],
  translated: [15000],
};

export interface RealSite {
  dir: string;
  baseSha: string;
  headSha: string;
  /** page files (.md/.mdx) at BASE */
  pages: number;
  /** bytes of page text at BASE */
  bytes: number;
  source: string;
  pr: {
    renamed: [string, string][];
    linksUpdated: number;
    deletedFolder: string;
    deletedPages: number;
    movedGroup: string;
    editedLinks: string[];
  };
}

const BASE_DATE = '2024-03-01T09:00:00+00:00';
const HEAD_DATE = '2024-03-02T15:30:00+00:00';
const PAGE_EXT = /\.mdx?$/;
const METHOD_ENTRY = /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS|TRACE|WEBHOOK) /i;
/** The navigation keys whose arrays hold the tree (a node with only empty ones is dropped when pruned). */
const NAV_ARRAYS = ['pages', 'groups', 'tabs', 'anchors', 'dropdowns', 'versions', 'languages', 'products', 'menu'];

// ---------------------------------------------------------------- reading a corpus site

interface UnitPage {
  /** path without extension, relative to the docs root */
  nav: string;
  ext: string;
  text: string;
}

interface Unit {
  source: string;
  docs: Record<string, unknown>;
  /** the navigation of one language: the node holding tabs/anchors/dropdowns/groups */
  nav: Record<string, unknown>;
  pages: UnitPage[];
  /** files kept once at the root: specs, snippets, README */
  shared: Map<string, string>;
  /** first path segments of the unit's pages: absolute links starting with one of them are pages */
  tops: Set<string>;
}

function listFiles(dir: string, rel = ''): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
    if (e.name.startsWith('.') || e.name === 'node_modules') continue;
    const r = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...listFiles(dir, r));
    else out.push(r);
  }
  return out.sort();
}

/** Resolves `$ref` objects the way docs.json does: relative to the file holding them. */
function resolveRefs(node: unknown, dir: string): unknown {
  if (Array.isArray(node)) return node.map((x) => resolveRefs(x, dir));
  if (node === null || typeof node !== 'object') return node;
  const obj = node as Record<string, unknown>;
  if (typeof obj.$ref === 'string') {
    const file = path.resolve(dir, obj.$ref);
    return resolveRefs(JSON.parse(fs.readFileSync(file, 'utf8')), path.dirname(file));
  }
  return Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, resolveRefs(v, dir)]));
}

/**
 * One corpus site as a unit to replicate: its default language's navigation and the pages outside `skip`
 * (translation folders, tooling folders the site ignores) and outside `shared` folders (snippets).
 */
function readUnit(corpus: string, name: string, skip: string[]): Unit {
  const dir = path.join(corpus, name);
  const docs = resolveRefs(JSON.parse(fs.readFileSync(path.join(dir, 'docs.json'), 'utf8')), dir) as Record<
    string,
    unknown
  >;
  const navigation = docs.navigation as Record<string, unknown>;
  const languages = navigation.languages as Record<string, unknown>[] | undefined;
  const nav = languages ? (languages.find((l) => l.default) ?? languages[0]!) : navigation;
  const { language: _language, default: _default, global, ...navBody } = nav;
  const pages: UnitPage[] = [];
  const shared = new Map<string, string>();
  for (const rel of listFiles(dir)) {
    const top = rel.split('/')[0]!;
    if (skip.includes(top) || rel === 'docs.json') continue;
    const text = fs.readFileSync(path.join(dir, rel), 'utf8');
    const isPage =
      PAGE_EXT.test(rel) && top !== 'snippets' && !/^(README|CONTRIBUTING|LICENSE|CHANGELOG)\.mdx?$/.test(rel);
    if (isPage) {
      pages.push({ nav: rel.replace(PAGE_EXT, ''), ext: path.extname(rel), text });
    } else {
      shared.set(rel, text);
    }
  }
  const tops = new Set(pages.map((p) => p.nav.split('/')[0]!));
  const docsOut = global === undefined ? docs : { ...docs, navigation: { global } };
  return { source: name, docs: docsOut, nav: navBody, pages, shared, tops };
}

// ---------------------------------------------------------------- the model of a built site

export interface Page {
  nav: string;
  ext: string;
  text: string;
  /** the folder the copy lives in ('' for the default one) */
  prefix: string;
}

const file = (p: Page) => p.nav + p.ext;
const join = (prefix: string, rest: string) => (prefix ? `${prefix}/${rest}` : rest);

/** Absolute internal links as pages write them: `](/x`, `href="/x"`, `href='/x'`, `href={"/x"}`. */
const ABS_LINK = /(\]\(|href=["']|href=\{["'])\/([A-Za-z0-9_-][^)"'\s#?]*)/g;

/** The copy of a page's text in `prefix`: absolute links to the unit's pages point into the same copy. */
function relocate(text: string, prefix: string, tops: Set<string>): string {
  if (!prefix) return text;
  return text.replace(ABS_LINK, (m, lead: string, rest: string) =>
    tops.has(rest.split('/')[0]!) ? `${lead}/${prefix}/${rest}` : m,
  );
}

/** The navigation subtree with every page entry (and group root) moved into `prefix`. */
function prefixNav(node: unknown, prefix: string, key = ''): unknown {
  if (typeof node === 'string') {
    if ((key === 'pages' || key === 'root') && !METHOD_ENTRY.test(node) && !/^https?:/.test(node))
      return join(prefix, node.replace(/^\//, ''));
    return node;
  }
  if (Array.isArray(node)) return node.map((x) => prefixNav(x, prefix, key));
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, prefixNav(v, prefix, k)]));
}

/** Drops page entries that fail `keep`, then every node whose tree arrays all became empty. */
function pruneNav(node: unknown, keep: (entry: string) => boolean, key = ''): unknown {
  if (typeof node === 'string') return key === 'pages' && !METHOD_ENTRY.test(node) && !keep(node) ? undefined : node;
  if (Array.isArray(node)) return node.map((x) => pruneNav(x, keep, key)).filter((x) => x !== undefined && x !== null);
  if (node === null || typeof node !== 'object') return node;
  const obj = node as Record<string, unknown>;
  if (typeof obj.root === 'string' && !keep(obj.root)) delete obj.root;
  let hadTree = false;
  let hasTree = typeof obj.root === 'string';
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj)) {
    const pruned = pruneNav(v, keep, k);
    if (NAV_ARRAYS.includes(k) && Array.isArray(v)) {
      hadTree = true;
      if (Array.isArray(pruned) && pruned.length > 0) hasTree = true;
    }
    if (pruned !== undefined) out[k] = pruned;
  }
  return hadTree && !hasTree ? undefined : out;
}

export interface Built {
  source: string;
  docs: Record<string, unknown>;
  pages: Page[];
  shared: Map<string, string>;
  tops: Set<string>;
}

/** The unit in every prefix; a partial last copy keeps only the pages `count` allows (its nav pruned to them). */
function replicate(unit: Unit, prefixes: string[], count: number): { pages: Page[]; navs: unknown[] } {
  const pages: Page[] = [];
  const navs: unknown[] = [];
  for (const prefix of prefixes) {
    const take = Math.min(unit.pages.length, count - pages.length);
    if (take <= 0) break;
    const own = unit.pages.slice(0, take).map((p) => ({
      nav: join(prefix, p.nav),
      ext: p.ext,
      text: relocate(p.text, prefix, unit.tops),
      prefix,
    }));
    pages.push(...own);
    const present = new Set(own.map((p) => p.nav));
    const nav = prefixNav(unit.nav, prefix);
    navs.push(take < unit.pages.length ? pruneNav(nav, (e) => present.has(e.replace(/^\//, ''))) : nav);
  }
  return { pages, navs };
}

/** docs.json keys worth keeping beside the navigation (theme, colors, api, redirects, …). */
function siteKeys(unit: Unit, firstPrefix: string, langPrefix = (lang: string) => lang): Record<string, unknown> {
  const { navigation: _navigation, redirects, ...rest } = unit.docs;
  const out: Record<string, unknown> = { ...rest };
  if (Array.isArray(redirects))
    out.redirects = (redirects as { source: string; destination: string }[]).map((r) => ({
      ...r,
      destination: /^\/(fr|es|zh)\//.test(r.destination)
        ? r.destination.replace(/^\/(fr|es|zh)\//, (_, l: string) => `/${langPrefix(l)}/`)
        : relocate(`](${r.destination}`, firstPrefix, unit.tops).slice(2),
    }));
  return out;
}

/** The default language's `global` (anchors shown everywhere), which stays at the top of the navigation. */
function navGlobal(unit: Unit): Record<string, unknown> {
  const global = (unit.docs.navigation as Record<string, unknown> | undefined)?.global;
  return global === undefined ? {} : { global };
}

// ---------------------------------------------------------------- the shapes

const LANGUAGES = ['en', 'fr', 'es', 'zh'];

/**
 * versioned: mintlify/docs (the default language's 300-odd full pages) in 4 languages × N version folders,
 * docs.json `languages > versions > tabs`. English lives at the root (`v12/…`), the others under `<lang>/`.
 * Every language holds the English text (the corpus translations are reduced bodies).
 */
function buildVersioned(corpus: string, target: number): Built {
  const unit = readUnit(corpus, 'mintlify__docs', ['fr', 'es', 'zh', 'agent-context']);
  const versionCount = Math.max(1, Math.round(target / (LANGUAGES.length * unit.pages.length)));
  const versions = Array.from({ length: versionCount }, (_, i) => `v${versionCount - i}`);
  const pages: Page[] = [];
  const languages = LANGUAGES.map((lang, li) => {
    const prefixes = versions.map((v) => (li === 0 ? v : `${lang}/${v}`));
    const r = replicate(unit, prefixes, Infinity);
    pages.push(...r.pages);
    return {
      language: lang,
      ...(li === 0 ? { default: true } : {}),
      versions: versions.map((v, vi) => ({
        version: v,
        ...(vi === 0 ? { default: true } : {}),
        ...(r.navs[vi] as object),
      })),
    };
  });
  const docs = {
    ...siteKeys(unit, versions[0]!, (l) => `${l}/${versions[0]}`),
    navigation: { ...navGlobal(unit), languages },
  };
  return { source: unit.source, docs, pages, shared: unit.shared, tops: unit.tops };
}

/**
 * legacy: trigger.dev's docs in version folders (`v1/` … `vN/`), after a migration that moved the site's
 * folders under `docs/` and renamed pages: every page ends with a "Related" list of 9 links written for the
 * old layout (relative `.md` links and links into the moved folders), which resolve to nothing.
 */
function buildLegacy(corpus: string, target: number, rng: Rng): Built {
  const unit = readUnit(corpus, 'triggerdotdev__trigger.dev', []);
  const copies = Math.max(1, Math.round(target / unit.pages.length));
  const prefixes = Array.from({ length: copies }, (_, i) => `v${copies - i}`);
  const r = replicate(unit, prefixes, Infinity);
  const titles = new Map(unit.pages.map((p) => [p.nav, /^title:\s*"?([^"\n]+)"?/m.exec(p.text)?.[1] ?? p.nav]));
  for (const p of r.pages) {
    const dir = path.posix.dirname(p.nav);
    const related: string[] = [];
    for (let i = 0; i < 9; i++) {
      const t = pick(rng, unit.pages);
      const old = join(p.prefix, `docs/${t.nav}`);
      const slug = path.posix.basename(t.nav);
      const href = [
        `${slug}.md`, // `format.md`: a page of the old flat layout, next to this one
        `${path.posix.relative(dir, old)}.md`, // relative link into a moved folder
        `/${old}`, // absolute link into a moved folder
        `./${slug}-old.md`,
      ][i % 4]!;
      related.push(`- [${titles.get(t.nav)}](${href})`);
    }
    p.text = `${p.text.replace(/\s*$/, '')}\n\n## Related\n\n${related.join('\n')}\n`;
  }
  const docs = {
    ...siteKeys(unit, prefixes[0]!),
    navigation: {
      ...navGlobal(unit),
      versions: prefixes.map((v, i) => ({
        version: v,
        ...(i === 0 ? { default: true } : {}),
        ...(r.navs[i] as object),
      })),
    },
  };
  return { source: unit.source, docs, pages: r.pages, shared: unit.shared, tops: unit.tops };
}

/**
 * markup: langwatch's ~690 pages (JSX components with href/src, tables) in whole copies (`v1/`…),
 * each page given what the corpus lacks but real sites have: inline SVG icons `<svg><use href="…#icon"/></svg>`
 * (one after each of the first 5 headings, half in-page `#icon-x`, half a sprite file) and footnotes.
 */
function buildMarkup(corpus: string, target: number, rng: Rng): Built {
  const unit = readUnit(corpus, 'langwatch__langwatch', []);
  // Whole copies only: a partial one would leave the links to the pages it lacks broken.
  const copies = Math.max(1, Math.round(target / unit.pages.length));
  const prefixes = Array.from({ length: copies }, (_, i) => `v${copies - i}`);
  const r = replicate(unit, prefixes, Infinity);
  const icons = ['check', 'warning', 'info', 'arrow-right', 'book', 'code', 'bolt'];
  for (const p of r.pages) {
    let n = 0;
    let inFence = false;
    const lines = p.text.split('\n').map((line) => {
      if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
      if (inFence || n >= 5 || !/^#{2,3} /.test(line)) return line;
      const icon = pick(rng, icons);
      const href = n++ % 2 ? `#icon-${icon}` : `/images/icons.svg#${icon}`;
      return `${line}\n\n<span className="heading-icon"><svg width="16" height="16" aria-hidden="true"><use href="${href}" /></svg></span>`;
    });
    const notes = [1, 2, 3].map(
      (i) => `[^${i}]: See [the reference](/${join(p.prefix, pick(rng, unit.pages).nav)}) for details.`,
    );
    // Their references in a paragraph of their own: glued to the page's last line they would follow a closing
    // JSX tag on some pages, which makes the page invalid MDX (one in nine), unlike any page of the real site.
    const marks = 'Notes: [^1] [^2] [^3]';
    p.text = `${lines.join('\n').replace(/\s*$/, '')}\n\n${marks}\n\n${notes.join('\n')}\n`;
  }
  const docs = {
    ...siteKeys(unit, prefixes[0]!),
    navigation: {
      ...navGlobal(unit),
      versions: r.navs.map((nav, i) => ({
        version: prefixes[i],
        ...(i === 0 ? { default: true } : {}),
        ...(nav as object),
      })),
    },
  };
  return { source: unit.source, docs, pages: r.pages, shared: unit.shared, tops: unit.tops };
}

/**
 * The translated shape's languages besides English (at the top), as openclaw's docs have 18, each with a word its
 * headings start with once translated: the heading's id is no longer the English one.
 */
const TRANSLATIONS: readonly [string, string][] = [
  ['jp', '概要'],
  ['de', 'Übersicht'],
  ['fr', 'Aperçu'],
  ['es', 'Resumen'],
  ['cn', '概述'],
  ['ko', '개요'],
  ['pt-BR', 'Visão'],
  ['it', 'Panoramica'],
  ['ru', 'Обзор'],
  ['ar', 'نظرة'],
  ['tr', 'Genel'],
  ['pl', 'Przegląd'],
  ['nl', 'Overzicht'],
  ['sv', 'Översikt'],
  ['id', 'Ikhtisar'],
  ['vi', 'Tổng'],
  ['ua', 'Огляд'],
  ['cs', 'Přehled'],
];

/** A page's headings as a translation writes them (outside code fences): the same words after the language's. */
function translateHeadings(text: string, word: string): string {
  let fence = false;
  return text
    .split('\n')
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) fence = !fence;
      return fence
        ? line
        : line.replace(/^(#{1,6})\s+(\S.*)$/, (_m, hashes: string, title: string) => `${hashes} ${word} ${title}`);
    })
    .join('\n');
}

/**
 * translated: openclaw's shape — mintlify/docs' default-language pages in 19 languages (English at the top, the others
 * under `<lang>/`), the translations mostly `.md` (four pages in five), their headings translated while their links
 * keep the English `#fragment`s: each such link into a translated page names an id that is not there, a broken
 * anchor the checker must confirm (openclaw: 6,587). Sizes above 19 units repeat the unit in parts (`part2/`, …).
 */
function buildTranslated(corpus: string, target: number): Built {
  const unit = readUnit(corpus, 'mintlify__docs', ['fr', 'es', 'zh', 'agent-context']);
  const languages: [string, string][] = [['en', ''], ...TRANSLATIONS];
  const parts = Math.max(1, Math.round(target / (languages.length * unit.pages.length)));
  const pages: Page[] = [];
  const navigation = languages.map(([lang, word], li) => {
    const folder = li === 0 ? '' : lang;
    const prefixes = Array.from({ length: parts }, (_, i) => join(folder, i === 0 ? '' : `part${i + 1}`));
    const r = replicate(unit, prefixes, Infinity);
    if (word)
      r.pages.forEach((p, i) => {
        p.text = translateHeadings(p.text, word);
        if (i % 5) p.ext = '.md';
      });
    pages.push(...r.pages);
    const tabs = r.navs.flatMap((nav, part) =>
      ((nav as { tabs?: Record<string, unknown>[] }).tabs ?? []).map((t) =>
        part ? { ...t, tab: `${String(t.tab)} ${part + 1}` } : t,
      ),
    );
    return { language: lang, ...(li === 0 ? { default: true } : {}), tabs };
  });
  // The unit's redirects into its Chinese pages lead to this shape's `cn/`.
  const docs = {
    ...siteKeys(unit, '', (l) => (l === 'zh' ? 'cn' : l)),
    navigation: { ...navGlobal(unit), languages: navigation },
  };
  return { source: unit.source, docs, pages, shared: unit.shared, tops: unit.tops };
}

// ---------------------------------------------------------------- the pull request

interface Pr {
  renamed: [string, string][];
  linksUpdated: number;
  deletedFolder: string;
  deleted: Set<string>;
  movedGroup: string;
  editedLinks: string[];
}

/** Every string page entry in the navigation. */
function navEntries(node: unknown, key = '', out = new Set<string>()): Set<string> {
  if (typeof node === 'string') {
    if (key === 'pages' && !METHOD_ENTRY.test(node)) out.add(node.replace(/^\//, ''));
  } else if (Array.isArray(node)) for (const x of node) navEntries(x, key, out);
  else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) navEntries(v, k, out);
  return out;
}

/** The folder whose pages number closest to `size`. */
function folderNear(pages: readonly Page[], size: number): string {
  const counts = new Map<string, number>();
  for (const p of pages) {
    const parts = p.nav.split('/');
    for (let i = 1; i < parts.length; i++) {
      const d = parts.slice(0, i).join('/');
      counts.set(d, (counts.get(d) ?? 0) + 1);
    }
  }
  let best = '';
  for (const [d, n] of [...counts].sort())
    if (!best || Math.abs(n - size) < Math.abs(counts.get(best)! - size)) best = d;
  return best;
}

/** Moves the last group of the first tab (anchor, dropdown) to the next one, in the first such container. */
function moveGroup(node: unknown): string | undefined {
  if (Array.isArray(node)) {
    for (const x of node) {
      const moved = moveGroup(x);
      if (moved) return moved;
    }
    return undefined;
  }
  if (!node || typeof node !== 'object') return undefined;
  for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
    if (!Array.isArray(v)) continue;
    const holders = (v as Record<string, unknown>[]).filter((x) => x && Array.isArray(x.groups));
    if (['tabs', 'anchors', 'dropdowns'].includes(k) && holders.length >= 2) {
      const from = holders[0]!.groups as Record<string, unknown>[];
      const group = from.pop()!;
      (holders[1]!.groups as unknown[]).push(group);
      const label = (h: Record<string, unknown>) => String(h.tab ?? h.anchor ?? h.dropdown);
      return `${String(group.group)}: ${label(holders[0]!)} -> ${label(holders[1]!)}`;
    }
    const moved = moveGroup(v);
    if (moved) return moved;
  }
  return undefined;
}

function replaceEntries(node: unknown, map: Map<string, string>, key = ''): unknown {
  if (typeof node === 'string') return key === 'pages' || key === 'root' ? (map.get(node) ?? node) : node;
  if (Array.isArray(node)) return node.map((x) => replaceEntries(x, map, key));
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, replaceEntries(v, map, k)]));
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * HEAD: 20 pages renamed (nav entries and the absolute links to them updated), the folder of about 300 pages
 * deleted (with its nav entries), a group moved to the next tab, one link changed in each of 10 pages.
 * Mutates `site`; returns what it did.
 */
function applyPr(site: Built, rng: Rng): Pr {
  const deletedFolder = folderNear(site.pages, Math.min(300, Math.round(site.pages.length / 8)));
  const deleted = new Set(site.pages.filter((p) => p.nav.startsWith(`${deletedFolder}/`)).map(file));
  site.pages = site.pages.filter((p) => !deleted.has(file(p)));
  site.docs.navigation = pruneNav(site.docs.navigation, (e) => !e.replace(/^\//, '').startsWith(`${deletedFolder}/`));

  const inNav = navEntries(site.docs.navigation);
  const byNav = new Map(site.pages.map((p) => [p.nav, p]));
  const candidates = site.pages.filter((p) => inNav.has(p.nav));
  const chosen = new Set<Page>();
  while (chosen.size < 20) chosen.add(pick(rng, candidates));
  const renames = new Map<string, string>();
  const renamed: [string, string][] = [];
  for (const p of chosen) {
    const next = `${p.nav}-guide`;
    renamed.push([file(p), next + p.ext]);
    renames.set(p.nav, next);
    byNav.delete(p.nav);
    p.nav = next;
    byNav.set(next, p);
  }
  site.docs.navigation = replaceEntries(site.docs.navigation, renames);
  const olds = [...renames.keys()].sort((a, b) => b.length - a.length).map(escapeRe);
  const linkTo = new RegExp(`(\\]\\(|href=["'])/(${olds.join('|')})(?=[)"'#?])`, 'g');
  let linksUpdated = 0;
  for (const p of site.pages) {
    p.text = p.text.replace(linkTo, (_, lead: string, old: string) => {
      linksUpdated++;
      return `${lead}/${renames.get(old)}`;
    });
  }
  const movedGroup = moveGroup(site.docs.navigation) ?? '(no two tabs with groups)';

  const editedLinks: string[] = [];
  const link = /\]\(\/([^)#\s?]+)/g;
  for (let tries = 0; editedLinks.length < 10 && tries < 10000; tries++) {
    const p = pick(rng, site.pages);
    if (chosen.has(p) || editedLinks.includes(file(p))) continue;
    const m = [...p.text.matchAll(link)].find((x) => byNav.has(x[1]!) && x[1] !== p.nav);
    if (!m) continue;
    const others = site.pages.filter((o) => o.prefix === p.prefix && o !== p && o.nav !== m[1]);
    const to = pick(rng, others.length ? others : site.pages);
    p.text = p.text.slice(0, m.index) + `](/${to.nav}` + p.text.slice(m.index + m[0].length);
    editedLinks.push(file(p));
  }
  return { renamed, linksUpdated, deletedFolder, deleted, movedGroup, editedLinks };
}

// ---------------------------------------------------------------- building a repository

/** Images, videos and downloads that pages link to or embed (`](…)`, `src="…"`, `href="…"`). */
const ASSET_REF =
  /(?:\]\(\s*<?|src=["']|src=\{["']|href=["'])([^)"'\s#?>]+\.(?:png|jpe?g|gif|svg|webp|avif|mp4|webm|mov|ico|pdf|zip|csv))(?=[)"'#?\s>])/gi;

/**
 * Empty files for the assets the pages use: the corpus copied no images, a real site has them, and a link to
 * a missing image would send its page to the parser for no reason a real site has.
 */
function assetFiles(pages: readonly Page[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const p of pages) {
    for (const m of p.text.matchAll(ASSET_REF)) {
      const ref = m[1]!;
      if (/^[a-z]+:|^\/\//i.test(ref)) continue;
      const rel = ref.startsWith('/')
        ? ref.slice(1)
        : path.posix.normalize(path.posix.join(path.posix.dirname(p.nav), ref));
      if (!rel.startsWith('..') && rel) out.set(rel, '');
    }
  }
  return out;
}

function siteFiles(site: Built): Map<string, string> {
  const files = new Map<string, string>(site.shared);
  files.set('docs.json', JSON.stringify(site.docs, null, 2) + '\n');
  for (const p of site.pages) files.set(file(p), p.text);
  return files;
}

/** A shape's pages and docs.json at BASE, in memory. */
export function buildShape(corpus: string, shape: RealShape, pages: number, rng: Rng): Built {
  if (shape === 'versioned') return buildVersioned(corpus, pages);
  if (shape === 'translated') return buildTranslated(corpus, pages);
  return shape === 'legacy' ? buildLegacy(corpus, pages, rng) : buildMarkup(corpus, pages, rng);
}

export function corpusAvailable(corpus: string): boolean {
  return fs.existsSync(path.join(corpus, 'manifest.tsv'));
}

export async function buildRealSite(opts: {
  corpus: string;
  shape: RealShape;
  pages: number;
  dir: string;
  seed: number;
}): Promise<RealSite> {
  const dir = path.resolve(opts.dir);
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) throw new Error(`${dir} is not empty`);
  fs.mkdirSync(dir, { recursive: true });
  const rng = makeRng(mixSeed(opts.seed, REAL_SHAPES.indexOf(opts.shape) + 1));
  const site = buildShape(opts.corpus, opts.shape, opts.pages, rng);
  for (const [rel, text] of assetFiles(site.pages)) if (!site.shared.has(rel)) site.shared.set(rel, text);
  const pages = site.pages.length;
  const bytes = site.pages.reduce((n, p) => n + Buffer.byteLength(p.text), 0);
  initRepo(dir);
  const before = siteFiles(site);
  await writeFiles(dir, before);
  const baseSha = commitAll(dir, 'Docs site', BASE_DATE);

  const pr = applyPr(site, rng);
  const after = siteFiles(site);
  for (const rel of before.keys()) if (!after.has(rel)) fs.rmSync(path.join(dir, rel));
  const changed = new Map([...after].filter(([rel, text]) => before.get(rel) !== text));
  await writeFiles(dir, changed);
  const headSha = commitAll(
    dir,
    'Reorganize: rename 20 pages, delete an old folder, move a group, edit links',
    HEAD_DATE,
  );
  git(dir, ['repack', '-a', '-d', '-q'], HEAD_DATE);
  return {
    dir,
    baseSha,
    headSha,
    pages,
    bytes,
    source: site.source,
    pr: {
      renamed: pr.renamed,
      linksUpdated: pr.linksUpdated,
      deletedFolder: pr.deletedFolder,
      deletedPages: pr.deleted.size,
      movedGroup: pr.movedGroup,
      editedLinks: pr.editedLinks,
    },
  };
}

// ---------------------------------------------------------------- CLI

async function cli(): Promise<void> {
  const { values } = parseArgs({
    options: {
      shape: { type: 'string' },
      pages: { type: 'string' },
      dir: { type: 'string' },
      corpus: { type: 'string', default: path.resolve('../shared/corpus') },
      seed: { type: 'string', default: '1' },
    },
  });
  const shape = values.shape as RealShape;
  if (!values.dir || !values.pages || !REAL_SHAPES.includes(shape))
    throw new Error(`usage: real --shape ${REAL_SHAPES.join('|')} --pages N --dir DIR [--corpus DIR] [--seed S]`);
  const t0 = performance.now();
  const site = await buildRealSite({
    corpus: values.corpus,
    shape,
    pages: Number(values.pages),
    dir: values.dir,
    seed: Number(values.seed),
  });
  process.stderr.write(`built ${site.pages} pages in ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);
  process.stdout.write(JSON.stringify(site, null, 2) + '\n');
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(path.resolve(entry)).href) {
  cli().catch((e: unknown) => {
    process.stderr.write(`real: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    process.exitCode = 1;
  });
}
