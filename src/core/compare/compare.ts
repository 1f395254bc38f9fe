// Two states of one site → what the change did: navigation changes, the outline, findings marked new or
// existing, and redirects the change forgot. Pure: both states arrive as SiteSources.
import { analyzeSite, applyPolicy, sortFindings, type Analysis, type AnalyzeOptions } from '../analyze.js';
import { get, type JNode } from '../json/document.js';
import { trailKey, walk, type NavNode } from '../model/nav.js';
import { basename, isPageFile, stripPageExt } from '../paths.js';
import { FindingSink } from '../rules/sink.js';
import { docsJsonRemoved } from '../rules/site.js';
import { linkPath } from '../rules/links.js';
import { DEFAULT_CONFIG } from '../config.js';
import { loadSite, type SiteModel } from '../site/model.js';
import type { ScanCache } from '../site/pages.js';
import { routePath } from '../site/routes.js';
import type { Finding, SiteSource, TextEdit } from '../types.js';
import { diffNavigation, locationOf, summarize, type Change, type OutlineNode } from './navdiff.js';

export interface FileRename {
  from: string;
  to: string;
}

export interface CompareOptions extends AnalyzeOptions {
  /** File renames git detected (docs-root-relative). */
  renames?: FileRename[];
  /** Files the change touched (docs-root-relative); links are checked in these and in files that link to removed pages. */
  changed?: ReadonlySet<string>;
  /** Page scans already made (by content id), e.g. while the states were read. */
  scans?: ScanCache;
}

export interface Comparison {
  base?: Analysis;
  head?: Analysis;
  changes: Change[];
  outline: OutlineNode;
  /** Head findings plus missing-redirect, each marked new or existing. */
  findings: Finding[];
  /** Base findings the change made go away. */
  fixed: Finding[];
  /** Page renames old slug → new slug. */
  renamed: Map<string, string>;
}

export function compareSources(
  base: SiteSource | undefined,
  head: SiteSource | undefined,
  options: CompareOptions = {},
): Comparison {
  const scans: ScanCache = options.scans ?? new Map();
  const baseSite = base ? loadSite(base, scans) : undefined;
  const headSite = head ? loadSite(head, scans) : undefined;
  const renamed = pageRenames(baseSite, headSite, options.renames ?? []);

  // Links are checked where the change could have broken them: changed files, and files that link to a
  // page that is gone. The fast scan already holds every page's link candidates, so nothing is parsed here.
  let changed = options.changed;
  if (options.links !== 'all' && options.links !== 'none' && baseSite && headSite) {
    const gone = new Set([...baseSite.index.pages.keys()].filter((s) => !headSite.index.pages.has(s)));
    const files = new Set(options.changed ?? []);
    if (gone.size) {
      const basePath = (options.config ?? DEFAULT_CONFIG).basePath;
      const names = gone.size <= 200 ? [...new Set([...gone].map(basename))] : undefined;
      for (const [path, scan] of headSite.index.scans) {
        if (files.has(path)) continue;
        if (
          scan.links.some((l) => {
            if (names && !mayLeadTo(l.url, names)) return false;
            const p = linkPath(l.url, path, basePath);
            return p.kind === 'path' && gone.has(stripPageExt(p.path));
          })
        )
          files.add(path);
      }
    }
    changed = files;
  }
  const opts: AnalyzeOptions = { ...options, links: options.links ?? 'changed', changed };
  const baseA = baseSite ? analyzeSite(baseSite, opts) : undefined;
  const headA = headSite ? analyzeSite(headSite, opts) : undefined;

  const { changes, outline } = diffNavigation(baseSite?.nav, headSite?.nav, renamed);
  const missing = headA && baseSite ? missingRedirects(baseSite, headA, renamed) : [];
  const removed =
    baseSite && !headSite
      ? applyPolicy(docsJsonRemoved(baseSite), options.config ?? DEFAULT_CONFIG, baseSite.source.rootPrefix)
      : [];
  const headFindings = sortFindings([...retarget(headA?.findings ?? [], renamed), ...missing, ...removed]);
  const { marked, fixed } = alwaysNew(markNew(baseA?.findings ?? [], headFindings, renamed));
  attachFindings(outline, marked, headSite);
  return { base: baseA, head: headA, changes, outline, findings: marked, fixed, renamed };
}

/**
 * False when a link cannot lead to a page with one of these file names: where a link leads ends in a
 * segment written in the link itself, unless it ends in `.`/`..` or is percent-escaped. A cheap test
 * before resolving every link of a large site.
 */
export function mayLeadTo(url: string, names: string[]): boolean {
  const u = url.trim();
  if (u.includes('%') || /(^|\/)\.{1,2}\/*([?#]|$)/.test(u)) return true;
  return names.some((n) => u.includes(n));
}

/** Page renames from git's file renames, identical content, and an entry replaced in the same slot. */
function pageRenames(
  base: SiteModel | undefined,
  head: SiteModel | undefined,
  fileRenames: FileRename[],
): Map<string, string> {
  const out = new Map<string, string>();
  if (!base || !head) return out;
  const isGone = (slug: string): boolean => base.index.pages.has(slug) && !head.index.pages.has(slug);
  const isNew = (slug: string): boolean => head.index.pages.has(slug) && !base.index.pages.has(slug);
  for (const r of fileRenames) {
    if (!isPageFile(r.from) || !isPageFile(r.to)) continue;
    const from = stripPageExt(r.from);
    const to = stripPageExt(r.to);
    if (isGone(from) && isNew(to)) out.set(from, to);
  }
  // Without git (two folders), an unchanged file under a new name is still a rename. Contents are
  // compared by id where both states have ids (git blobs), else by text.
  const byId = !!base.source.contentId && !!head.source.contentId;
  const content = (site: SiteModel, path: string): string | undefined =>
    byId ? site.source.contentId!(path) : site.source.read(path);
  const goneByText = new Map<string, string>();
  for (const [slug, p] of base.index.pages)
    if (isGone(slug) && !out.has(slug)) goneByText.set(content(base, p.path) ?? '', slug);
  const taken = new Set(out.values());
  for (const [slug, p] of head.index.pages) {
    if (!isNew(slug) || taken.has(slug)) continue;
    const from = goneByText.get(content(head, p.path) ?? '\u0000');
    if (from && !out.has(from)) {
      out.set(from, slug);
      taken.add(slug);
    }
  }
  // An entry edited in place from an old page to a new one (same section, same position).
  if (base.nav && head.nav) {
    const headByTrail = new Map<string, NavNode>();
    for (const n of walk(head.nav)) if (n.kind !== 'page' && n.kind !== 'endpoint') headByTrail.set(trailKey(n), n);
    for (const b of walk(base.nav)) {
      if (b.kind === 'page' || b.kind === 'endpoint') continue;
      const h = headByTrail.get(trailKey(b));
      if (!h) continue;
      b.children.forEach((bc, i) => {
        const hc = h.children[i];
        if (
          bc.kind === 'page' &&
          hc?.kind === 'page' &&
          bc.page !== hc.page &&
          isGone(bc.page!) &&
          isNew(hc.page!) &&
          !out.has(bc.page!) &&
          !taken.has(hc.page!)
        ) {
          out.set(bc.page!, hc.page!);
          taken.add(hc.page!);
        }
      });
    }
  }
  return out;
}

/** Links and redirects that still point at a renamed page get the exact fix: its new path. */
function retarget(findings: Finding[], renamed: Map<string, string>): Finding[] {
  if (!renamed.size) return findings;
  return findings.map((f) => {
    if (f.rule !== 'broken-link' && f.rule !== 'redirect-target-missing') return f;
    const m = /"([^"]+)"/.exec(f.rule === 'broken-link' ? f.message : f.message.slice(f.message.indexOf('→')));
    if (!m || f.endLine === undefined) return f;
    const url = m[1]!;
    const to = renamed.get(routePath(url));
    if (!to) return f;
    const fixed = url.replace(routePath(url), to);
    const newText = f.rule === 'broken-link' ? fixed : JSON.stringify(fixed);
    return {
      ...f,
      message: `${f.message} The page was renamed to ${to} in this change.`,
      fix: {
        message: `Point it at "${fixed}".`,
        edits: [{ file: f.file, line: f.line, column: f.column, endLine: f.endLine, endColumn: f.endColumn!, newText }],
      },
    };
  });
}

function renameKey(key: string, renamed: Map<string, string>): string {
  if (!renamed.size) return key;
  return key
    .split('|')
    .map((seg) => {
      const bySlug = renamed.get(seg);
      if (bySlug) return bySlug;
      const m = /^(.*)\.(mdx?)$/.exec(seg);
      const byFile = m ? renamed.get(m[1]!) : undefined;
      return byFile ? `${byFile}.${m![2]}` : seg;
    })
    .join('|');
}

/**
 * A site with nothing to check is reported on every change, however old: otherwise a docs root that was
 * empty before and after would pass in silence.
 */
function alwaysNew(r: { marked: Finding[]; fixed: Finding[] }): { marked: Finding[]; fixed: Finding[] } {
  const rules = new Set(['empty-site']);
  return {
    marked: r.marked.map((f) => (rules.has(f.rule) ? { ...f, status: 'new' as const } : f)),
    fixed: r.fixed.filter((f) => !rules.has(f.rule) || !r.marked.some((m) => m.rule === f.rule)),
  };
}

/** Head findings marked new or existing by identity (rule + what it is about), never by line. */
function markNew(
  base: Finding[],
  head: Finding[],
  renamed: Map<string, string>,
): { marked: Finding[]; fixed: Finding[] } {
  const pool = new Map<string, Finding[]>();
  for (const f of base) {
    const k = renameKey(f.key, renamed);
    const list = pool.get(k);
    if (list) list.push(f);
    else pool.set(k, [f]);
  }
  const marked = head.map((f) => {
    const list = pool.get(f.key);
    if (list?.length) {
      list.pop();
      return { ...f, status: 'existing' as const };
    }
    return { ...f, status: 'new' as const };
  });
  const fixed = [...pool.values()].flat();
  return { marked, fixed };
}

function missingRedirects(base: SiteModel, head: Analysis, renamed: Map<string, string>): Finding[] {
  const site = head.site;
  if (!site.docs || site.docs.type !== 'object') return [];
  const out = new FindingSink(site);
  const redirectsNode = get(site.docs, 'redirects');
  const baseNav = new Map<string, NavNode>();
  if (base.nav) for (const n of walk(base.nav)) if (n.kind === 'page' && !baseNav.has(n.page!)) baseNav.set(n.page!, n);
  for (const slug of base.index.pages.keys()) {
    if (site.index.pages.has(slug)) continue;
    const now = head.routes.resolve(slug);
    if (now.kind !== 'missing') continue;
    const to = renamed.get(slug);
    const section = baseNav.get(slug)?.parent;
    // For a removed page, the first page left in its old section is a sensible place to send readers.
    const sibling = section?.children.find(
      (c) => c.kind === 'page' && c.page !== slug && site.index.pages.has(c.page!),
    )?.page;
    const destination = to ?? head.routes.suggest(slug) ?? sibling;
    const what = to ? `was renamed to ${to}` : 'was removed';
    const where = baseNav.get(slug) ? ` (it was in the navigation under ${locationOf(baseNav.get(slug)!.parent)})` : '';
    const object = `{ "source": "/${slug}", "destination": "/${destination ?? 'NEW-PATH'}" }`;
    // Point at the redirects list; without one, at the renamed entry (the line the author touched) or the navigation.
    const headEntry = to && site.nav ? walk(site.nav).find((n) => n.kind === 'page' && n.page === to) : undefined;
    const navProp = site.docs.props?.find((p) => p.key === 'navigation');
    const anchor = redirectsNode?.span ?? headEntry?.span ?? navProp?.keySpan ?? site.docs.span;
    out.add(
      'missing-redirect',
      anchor,
      `/${slug} ${what}${where}, but docs.json has no redirect for it: bookmarks, search results and links from other sites now get a 404.`,
      {
        key: slug,
        fix: {
          message: to
            ? `Add ${object} to "redirects".`
            : `Add ${object} to "redirects"${destination ? ', or send it to the page that replaces it' : ', with the page that replaces it as destination'}.`,
          ...(destination ? { edits: insertRedirect(out, site.docs, redirectsNode, slug, destination) } : {}),
        },
      },
    );
  }
  return out.findings;
}

/** A zero-width edit that adds one redirect object: after the last one, into an empty array, or as a new key. */
function insertRedirect(
  out: FindingSink,
  docs: JNode,
  redirects: JNode | undefined,
  source: string,
  destination: string,
): TextEdit[] {
  const obj = `{ "source": ${JSON.stringify(`/${source}`)}, "destination": ${JSON.stringify(`/${destination}`)} }`;
  const at = (file: string, offset: number, text: string): TextEdit[] => {
    const p = out.lines(file).at(offset);
    return [
      { file: out.repoPath(file), line: p.line, column: p.column, endLine: p.line, endColumn: p.column, newText: text },
    ];
  };
  if (redirects?.type === 'array') {
    const items = redirects.items ?? [];
    const last = items[items.length - 1];
    if (last) {
      const indent = ' '.repeat(out.lines(last.span.file).at(last.span.offset).column - 1);
      return at(last.span.file, last.span.offset + last.span.length, `,\n${indent}${obj}`);
    }
    return at(redirects.span.file, redirects.span.offset + 1, `\n    ${obj}\n  `);
  }
  const lastProp = docs.props?.[docs.props.length - 1];
  if (!lastProp) return at(docs.span.file, docs.span.offset + 1, `\n  "redirects": [\n    ${obj}\n  ]\n`);
  return at(
    lastProp.value.span.file,
    lastProp.value.span.offset + lastProp.value.span.length,
    `,\n  "redirects": [\n    ${obj}\n  ]`,
  );
}

/** Findings about a navigation entry are shown on that entry in the outline. */
function attachFindings(outline: OutlineNode, findings: Finding[], head: SiteModel | undefined): void {
  if (!head) return;
  const byPos = new Map<string, Finding[]>();
  for (const f of findings) {
    const k = `${f.file}:${f.line}:${f.column}`;
    const list = byPos.get(k);
    if (list) list.push(f);
    else byPos.set(k, [f]);
  }
  const sink = new FindingSink(head);
  const visit = (o: OutlineNode): void => {
    if (o.side === 'head') {
      const loc = sink.locate(o.span);
      const hits = byPos.get(`${sink.repoPath(loc.file)}:${loc.line}:${loc.column}`);
      if (hits)
        o.findings = hits.map((f) => ({ rule: f.rule, severity: f.severity, message: f.message, status: f.status }));
    }
    o.children.forEach(visit);
  };
  visit(outline);
  summarize(outline);
}
