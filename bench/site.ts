// The in-memory model of a synthetic docs site: navigation tree, pages and their links, the planted problems,
// and the edits of the HEAD "pull request". Pure: file and git work is in generate.ts.
import path from 'node:path';
import {
  LANGS,
  SEE,
  TOPICS,
  VERBS,
  apiResources,
  codeBlock,
  int,
  makeRng,
  mixSeed,
  paragraph,
  pick,
  sentence,
  slugify,
} from './text.js';
import type { Lang, Rng } from './text.js';

type Form = 'abs' | 'abs-mdx' | 'rel' | 'rel-up' | 'card';
const FORMS: readonly Form[] = ['abs', 'rel', 'card', 'abs-mdx', 'rel-up'];

/** A link to a real page, or (when `href` is set) a planted broken one written exactly as `href`. */
interface Link {
  form: Form;
  target: Page | null;
  href?: string;
}

export interface Page {
  kind: 'page';
  id: number;
  lang: Lang;
  tab: string;
  dir: string;
  slug: string;
  title: string;
  hidden: boolean;
  orphan: boolean;
  removed: boolean;
  /** renamed or removed by the PR: never a link target, so those edits break nothing by accident */
  reserved: boolean;
  links: Link[];
}

interface Group {
  kind: 'group';
  label: string;
  dir: string;
  icon?: string;
  tag?: string;
  expanded?: boolean;
  entries: Entry[];
}
/** A string entry is an endpoint (`GET /v1/x`) or a planted dangling path. */
type Entry = Page | Group | string;
interface Tab {
  slug: string;
  label: string;
  icon: string;
  openapi: boolean;
  groups: Group[];
  anchors?: { label: string; icon: string; count: number }[];
}
interface Language {
  lang: Lang;
  tabs: Tab[];
}
interface Redirect {
  source: string;
  destination: string;
  permanent?: boolean;
}

export interface Site {
  seed: number;
  languages: Language[];
  pages: Page[];
  redirects: Redirect[];
  pools: Pools;
  usedSlugs: Map<string, Set<string>>;
  nextId: number;
}

interface Pools {
  byLang: Map<string, Page[]>;
  byTab: Map<string, Page[]>;
  byDir: Map<string, Page[]>;
}

interface TabSpec {
  slug: string;
  icon: string;
  weight: number;
  anchors?: boolean;
  openapi?: boolean;
  label: Record<Lang, string>;
}
const TABS: readonly TabSpec[] = [
  {
    slug: 'get-started',
    icon: 'rocket',
    weight: 1,
    label: { en: 'Get started', es: 'Primeros pasos', fr: 'Premiers pas' },
  },
  { slug: 'guides', icon: 'book-open', weight: 3, anchors: true, label: { en: 'Guides', es: 'Guías', fr: 'Guides' } },
  { slug: 'platform', icon: 'server', weight: 2, label: { en: 'Platform', es: 'Plataforma', fr: 'Plateforme' } },
  {
    slug: 'integrations',
    icon: 'plug',
    weight: 2,
    label: { en: 'Integrations', es: 'Integraciones', fr: 'Intégrations' },
  },
  {
    slug: 'api-reference',
    icon: 'code',
    weight: 1,
    openapi: true,
    label: { en: 'API reference', es: 'Referencia de la API', fr: 'Référence API' },
  },
];
const ANCHORS = [
  ['Tutorials', 'graduation-cap'],
  ['Recipes', 'utensils'],
  ['Best practices', 'star'],
] as const;
const GROUP_ICONS = ['bolt', 'gear', 'shield', 'chart-line', 'database', 'bell'];
export const SPEC_FILE = 'openapi.json';
/** Navigation entries in the planted set; none of them can collide with generated slugs (no such verb). */
const DANGLING_SLUGS = ['deprecated-setup', 'retired-overview'];
const DANGLING_ENDPOINT = 'GET /v1/legacy-exports';

export const navPath = (p: Page): string => `${p.dir}/${p.slug}`;
export const pageFile = (p: Page): string => `${navPath(p)}.mdx`;
const langDir = (lang: Lang): string => (lang === 'en' ? '' : `${lang}/`);

// ---------------------------------------------------------------- structure

function uniqueSlug(site: Site, dir: string, base: string): string {
  let used = site.usedSlugs.get(dir);
  if (!used) site.usedSlugs.set(dir, (used = new Set()));
  let slug = base;
  for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`;
  used.add(slug);
  return slug;
}

function makePage(site: Site, rng: Rng, lang: Lang, tab: string, dir: string): Page {
  const verb = pick(rng, VERBS);
  const topic = pick(rng, TOPICS);
  const langIndex = LANGS.indexOf(lang);
  const slug = uniqueSlug(site, dir, slugify(`${verb[0]} ${topic}`));
  const title = `${verb[langIndex]} ${topic.toLowerCase()}`;
  const page: Page = {
    kind: 'page',
    id: site.nextId++,
    lang,
    tab,
    dir,
    slug,
    title,
    hidden: false,
    orphan: false,
    removed: false,
    reserved: false,
    links: [],
  };
  site.pages.push(page);
  return page;
}

/** A group of `count` pages whose folder is named after it; big groups get nested groups (up to 3 levels). */
function makeGroup(
  site: Site,
  rng: Rng,
  lang: Lang,
  tab: string,
  parentDir: string,
  count: number,
  depth: number,
): Group {
  const topic = pick(rng, TOPICS);
  const slug = uniqueSlug(site, parentDir, slugify(topic));
  const label = slug === slugify(topic) ? topic : `${topic} ${slug.slice(slug.lastIndexOf('-') + 1)}`;
  const group: Group = { kind: 'group', label, dir: `${parentDir}/${slug}`, entries: [] };
  if (depth === 1 && rng() < 0.3) group.icon = pick(rng, GROUP_ICONS);
  if (depth === 1 && rng() < 0.05) group.tag = 'NEW';
  if (depth > 1 && rng() < 0.3) group.expanded = true;
  const subs = depth < 3 && count >= 10 ? (depth === 1 && count >= 30 ? 2 : 1) : 0;
  const subSize = Math.floor(count / 4);
  for (let i = 0; i < count - subs * subSize; i++) group.entries.push(makePage(site, rng, lang, tab, group.dir));
  for (let i = 0; i < subs; i++) group.entries.push(makeGroup(site, rng, lang, tab, group.dir, subSize, depth + 1));
  return group;
}

/** Splits `total` into parts proportional to `weights` that add up exactly. */
function split(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = weights.map((w) => Math.floor((total * w) / sum));
  for (let i = 0; total - parts.reduce((a, b) => a + b, 0) > 0; i++) parts[i % parts.length]! += 1;
  return parts;
}

function makeTab(site: Site, rng: Rng, lang: Lang, spec: TabSpec, count: number): Tab {
  const dir = `${langDir(lang)}${spec.slug}`;
  const groupCount = Math.max(2, Math.round(count / 50));
  const groups = split(count, new Array<number>(groupCount).fill(1)).map((n) =>
    makeGroup(site, rng, lang, spec.slug, dir, n, 1),
  );
  const tab: Tab = { slug: spec.slug, label: spec.label[lang], icon: spec.icon, openapi: !!spec.openapi, groups };
  if (spec.anchors) {
    const n = Math.min(ANCHORS.length, groups.length);
    tab.anchors = split(groups.length, new Array<number>(n).fill(1)).map((c, i) => ({
      label: ANCHORS[i]![0],
      icon: ANCHORS[i]![1],
      count: c,
    }));
  }
  if (spec.openapi) {
    const endpoints = apiResources()
      .slice(0, 25)
      .flatMap((r) => [`GET /v1/${r.name}`, `GET /v1/${r.name}/{id}`]);
    groups.push({ kind: 'group', label: 'Endpoints', dir: `${dir}/endpoints`, entries: endpoints });
  }
  return tab;
}

function makeLanguage(site: Site, rng: Rng, lang: Lang, count: number): Language {
  const counts = split(
    count,
    TABS.map((t) => t.weight),
  );
  return { lang, tabs: TABS.map((spec, i) => makeTab(site, rng, lang, spec, counts[i]!)) };
}

// ---------------------------------------------------------------- links

function buildPools(pages: readonly Page[]): Pools {
  const pools: Pools = { byLang: new Map(), byTab: new Map(), byDir: new Map() };
  const add = (m: Map<string, Page[]>, k: string, p: Page) => {
    const list = m.get(k);
    if (list) list.push(p);
    else m.set(k, [p]);
  };
  for (const p of pages) {
    if (p.orphan || p.reserved || p.removed) continue;
    add(pools.byLang, p.lang, p);
    add(pools.byTab, `${p.lang}/${p.tab}`, p);
    add(pools.byDir, p.dir, p);
  }
  return pools;
}

/** A real target for a link of `form` from `from`: siblings for `./x`, another folder of the tab for `../x#a`. */
function pickTarget(site: Site, rng: Rng, from: Page, form: Form, avoid: Page | null = null): Link {
  const ok = (t: Page | undefined, sameDir: boolean | null) =>
    t !== undefined && t !== from && t !== avoid && (sameDir === null || (t.dir === from.dir) === sameDir);
  const rel = form === 'rel' || form === 'rel-up';
  if (rel && !from.reserved) {
    const pool = form === 'rel' ? site.pools.byDir.get(from.dir) : site.pools.byTab.get(`${from.lang}/${from.tab}`);
    for (let i = 0; pool && i < 8; i++) {
      const t = pick(rng, pool);
      if (ok(t, form === 'rel')) return { form, target: t };
    }
  }
  // Renamed pages may move folder, so their links are absolute; otherwise fall back when no sibling exists.
  const absForm: Form = rel ? 'abs' : form;
  const pool = site.pools.byLang.get(from.lang) ?? [];
  for (;;) {
    const t = pick(rng, pool);
    if (ok(t, null)) return { form: absForm, target: t };
  }
}

function assignLinks(site: Site, rng: Rng, p: Page): void {
  const start = int(rng, 0, FORMS.length - 1);
  p.links = [0, 1, 2].map((j) => pickTarget(site, rng, p, FORMS[(start + j) % FORMS.length]!));
}

export function hrefOf(from: Page, link: Link): string {
  if (link.href !== undefined) return link.href;
  if (!link.target) throw new Error('link without target');
  const to = navPath(link.target);
  switch (link.form) {
    case 'abs':
    case 'card':
      return `/${to}`;
    case 'abs-mdx':
      return `/${to}.mdx`;
    case 'rel':
    case 'rel-up': {
      const rel = path.posix.relative(from.dir, to);
      const dotted = rel.startsWith('.') ? rel : `./${rel}`;
      return link.form === 'rel-up' ? `${dotted}#overview` : dotted;
    }
  }
}

// ---------------------------------------------------------------- rendering

function renderLink(from: Page, link: Link, rng: Rng): string {
  const href = hrefOf(from, link);
  const title = link.target?.title ?? 'Archived page';
  if (link.form === 'card')
    return `\n\n<Card title="${title}" icon="arrow-right" href="${href}">\n  ${sentence(rng, from.lang)}\n</Card>`;
  return ` ${SEE[from.lang]} [${title}](${href}).`;
}

/** The MDX text of a page. Prose comes from the page's own seed, so re-rendering after a link edit changes only the link. */
export function renderPage(site: Site, p: Page): string {
  const rng = makeRng(mixSeed(site.seed, p.id));
  const links = p.links.map((l) => renderLink(p, l, rng));
  const resources = apiResources();
  const resource = resources[p.id % resources.length]!.name;
  const parts = [
    '---',
    `title: "${p.title}"`,
    `description: "${sentence(rng, p.lang)}"`,
    ...(p.hidden ? ['hidden: true'] : []),
    '---',
    '',
    paragraph(rng, p.lang) + (links[0] ?? ''),
    '',
    '## Overview',
    '',
    paragraph(rng, p.lang) + (links[1] ?? ''),
    '',
    codeBlock(rng, resource),
    '',
  ];
  if (rng() < 0.5) parts.push('### Details', '', paragraph(rng, p.lang), '');
  parts.push('## Next steps', '', paragraph(rng, p.lang) + (links[2] ?? ''), '');
  return parts.join('\n');
}

function entryJson(e: Entry): unknown {
  if (typeof e === 'string') return e;
  if (e.kind === 'page') return e.orphan || e.removed ? null : navPath(e);
  const pages = e.entries.map(entryJson).filter((x) => x !== null);
  return {
    group: e.label,
    ...(e.icon ? { icon: e.icon } : {}),
    ...(e.tag ? { tag: e.tag } : {}),
    ...(e.expanded ? { expanded: true } : {}),
    pages,
  };
}

function tabJson(t: Tab): unknown {
  const head = { tab: t.label, icon: t.icon, ...(t.openapi ? { openapi: SPEC_FILE } : {}) };
  if (!t.anchors) return { ...head, groups: t.groups.map(entryJson) };
  let at = 0;
  const anchors = t.anchors.map((a) => {
    const groups = t.groups.slice(at, (at += a.count)).map(entryJson);
    return { anchor: a.label, icon: a.icon, groups };
  });
  return { ...head, anchors };
}

export function renderDocsJson(site: Site): string {
  const languages = site.languages.map((l) => ({
    language: l.lang,
    ...(l.lang === 'en' ? { default: true } : {}),
    tabs: l.tabs.map(tabJson),
  }));
  const docs = {
    $schema: 'https://mintlify.com/docs.json',
    theme: 'mint',
    name: 'Acme',
    colors: { primary: '#0D9373', light: '#07C983', dark: '#0D9373' },
    navigation: {
      global: {
        anchors: [
          { anchor: 'Community', icon: 'discord', href: 'https://discord.gg/example' },
          { anchor: 'Blog', icon: 'newspaper', href: 'https://example.com/blog' },
        ],
      },
      languages,
    },
    redirects: site.redirects,
  };
  return JSON.stringify(docs, null, 2) + '\n';
}

// ---------------------------------------------------------------- BASE, with planted problems

export interface BasePlan {
  brokenLinks: string[];
  orphans: string[];
  danglingEntries: string[];
  renameCandidates: Page[];
  removed: Page;
  linker: Page;
}

/** Picks `n` distinct pages that pass `ok`, at random. */
function pickPages(rng: Rng, pages: readonly Page[], n: number, ok: (p: Page) => boolean): Page[] {
  const out = new Set<Page>();
  for (let tries = 0; out.size < n && tries < n * 1000; tries++) {
    const p = pick(rng, pages);
    if (ok(p)) out.add(p);
  }
  if (out.size < n) throw new Error(`could not pick ${n} pages: the site is too small`);
  return [...out];
}

const plain = (p: Page) => !p.orphan && !p.reserved && !p.removed;

function plantBrokenLinks(site: Site, rng: Rng, taken: Set<Page>): string[] {
  const out: string[] = [];
  pickPages(rng, site.pages, 20, (p) => plain(p) && !taken.has(p)).forEach((p, i) => {
    taken.add(p);
    // Mintlify matches paths case-sensitively: `/guides/x/Configure-webhooks` is broken.
    const wrongCase = `/${navPath(pick(rng, site.pools.byLang.get(p.lang) ?? []))}`.replace(
      /\/([a-z])([^/]*)$/,
      (_, c: string, rest: string) => `/${c.toUpperCase()}${rest}`,
    );
    const variants: [Form, string][] = [
      ['abs', `/${p.dir}/missing-page-${i}`],
      ['abs-mdx', `/${p.dir}/missing-page-${i}.mdx`],
      ['rel', `./nonexistent-${i}`],
      ['rel-up', `../retired-${i}/overview#overview`],
      ['card', `/${langDir(p.lang)}archive/page-${i}`],
      ['abs', wrongCase],
    ];
    const [form, href] = variants[i % variants.length]!;
    p.links[i % 3] = { form, target: null, href };
    out.push(`${pageFile(p)} -> ${href}`);
  });
  return out;
}

function plantDangling(site: Site): string[] {
  const groupOf = (lang: Lang, tab: string) =>
    site.languages.find((l) => l.lang === lang)?.tabs.find((t) => t.slug === tab)?.groups[0];
  const out: string[] = [];
  const targets: [Group | undefined, string][] = [
    [groupOf('en', 'get-started'), DANGLING_SLUGS[0]!],
    [groupOf('fr', 'platform'), DANGLING_SLUGS[1]!],
  ];
  for (const [g, slug] of targets) {
    if (!g) throw new Error('missing group for a dangling entry');
    const entry = `${g.dir}/${slug}`;
    g.entries.splice(1, 0, entry);
    out.push(entry);
  }
  const endpoints = site.languages[0]?.tabs.find((t) => t.openapi)?.groups.find((g) => g.label === 'Endpoints');
  endpoints?.entries.push(DANGLING_ENDPOINT);
  out.push(DANGLING_ENDPOINT);
  return out;
}

function makeRedirects(site: Site, rng: Rng): Redirect[] {
  return pickPages(rng, site.pages, 100, plain).map((p, i) => ({
    source: `/old/${navPath(p)}`,
    destination: `/${navPath(p)}`,
    ...(i % 20 === 0 ? { permanent: false } : {}),
  }));
}

export function buildBase(pageCount: number, seed: number): { site: Site; plan: BasePlan } {
  const rng = makeRng(seed);
  const site: Site = {
    seed,
    languages: [],
    pages: [],
    redirects: [],
    pools: buildPools([]),
    usedSlugs: new Map(),
    nextId: 0,
  };
  site.languages = LANGS.map((lang, i) => makeLanguage(site, rng, lang, split(pageCount, [1, 1, 1])[i]!));
  const orphans = pickPages(rng, site.pages, Math.max(1, Math.round(pageCount * 0.001)), () => true);
  for (const p of orphans) p.orphan = true;
  const reserved = pickPages(rng, site.pages, 6, plain);
  for (const p of reserved) p.reserved = true;
  for (const p of pickPages(rng, site.pages, Math.max(1, Math.round(pageCount * 0.005)), plain)) p.hidden = true;
  site.pools = buildPools(site.pages);
  for (const p of site.pages) assignLinks(site, rng, p);
  const removed = reserved[5]!;
  const taken = new Set<Page>();
  const brokenLinks = plantBrokenLinks(site, rng, taken);
  // The one page that still links to the page HEAD deletes.
  const linker = pickPages(rng, site.pools.byLang.get(removed.lang) ?? [], 1, (p) => !taken.has(p))[0]!;
  taken.add(linker);
  linker.links[0] = { form: 'abs', target: removed };
  const danglingEntries = plantDangling(site);
  site.redirects = makeRedirects(site, rng);
  const plan = {
    brokenLinks,
    orphans: orphans.map(pageFile),
    danglingEntries,
    renameCandidates: reserved.slice(0, 5),
    removed,
    linker,
  };
  return { site, plan };
}

// ---------------------------------------------------------------- HEAD: the pull request

export interface PrPlan {
  renamed: [string, string][];
  movedGroup: string;
  changedLinks: Page[];
  removed: Page;
  newOrphan: Page;
  brokenLink: string;
}

function renamePages(site: Site, rng: Rng, pages: readonly Page[]): [string, string][] {
  return pages.map((p, i) => {
    const from = pageFile(p);
    const oldNav = navPath(p);
    if (i >= 3) {
      // Two of them move to another folder of the same tab.
      const other = pick(
        rng,
        (site.pools.byTab.get(`${p.lang}/${p.tab}`) ?? []).filter((t) => t.dir !== p.dir),
      );
      p.dir = other.dir;
    }
    p.slug = uniqueSlug(site, p.dir, `${p.slug}-guide`);
    site.redirects.push({ source: `/${oldNav}`, destination: `/${navPath(p)}` });
    return [from, pageFile(p)];
  });
}

function moveGroup(site: Site): string {
  const tabs = site.languages[0]!.tabs;
  const from = tabs.find((t) => t.slug === 'platform')!;
  const to = tabs.find((t) => t.slug === 'integrations')!;
  const g = from.groups.pop();
  if (!g) throw new Error('platform tab has no group to move');
  to.groups.push(g);
  return `${g.label}: ${from.label} -> ${to.label}`;
}

export function applyPr(site: Site, base: BasePlan): PrPlan {
  const rng = makeRng(mixSeed(site.seed, 0x5052));
  const renamed = renamePages(site, rng, base.renameCandidates);
  const movedGroup = moveGroup(site);
  const brokenFiles = new Set(base.brokenLinks.map((b) => b.slice(0, b.indexOf(' -> '))));
  const changedLinks = pickPages(
    rng,
    site.pages,
    10,
    (p) => plain(p) && p !== base.linker && !brokenFiles.has(pageFile(p)),
  );
  for (const p of changedLinks) {
    const old = p.links[1]!;
    p.links[1] = pickTarget(site, rng, p, old.form, old.target);
  }
  base.removed.removed = true;
  const home = pick(rng, site.pools.byLang.get('en') ?? []);
  const newOrphan = makePage(site, rng, 'en', home.tab, home.dir);
  newOrphan.slug = uniqueSlug(site, home.dir, `draft-${newOrphan.slug}`);
  newOrphan.orphan = true;
  assignLinks(site, rng, newOrphan);
  const brokenLink = `${pageFile(base.linker)} -> ${hrefOf(base.linker, base.linker.links[0]!)}`;
  return { renamed, movedGroup, changedLinks, removed: base.removed, newOrphan, brokenLink };
}
