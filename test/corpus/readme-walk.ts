// What the README walk needs besides the test itself: the README's shell blocks, a real site from the corpus
// laid out as a docs repository (docs/ at the root), the pull request it makes there, and a shell that runs a
// README line as a user would, with the `navguard` that the README's Install section put on the PATH.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CORPUS_DIR, PROJECT_DIR } from './corpus.js';
import { commitAll, sh, tempDir } from '../git-helpers.js';

export interface Block {
  lang: string;
  text: string;
}

/** The fenced blocks of the README section under `## heading` (its subsections included), dedented. */
export function readmeBlocks(heading: string): Block[] {
  const readme = fs.readFileSync(path.join(PROJECT_DIR, 'README.md'), 'utf8');
  const start = readme.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`README.md has no section "## ${heading}"`);
  const end = readme.indexOf('\n## ', start + 4);
  const section = readme.slice(start, end < 0 ? undefined : end);
  return [...section.matchAll(/^( *)```(\w+)\n([\s\S]*?)^\1```/gm)].map((m) => ({
    lang: m[2]!,
    text: m[3]!
      .split('\n')
      .map((l) => l.slice(m[1]!.length))
      .join('\n'),
  }));
}

/** The command lines of a section's `sh` blocks, in order. */
export function readmeLines(heading: string): string[] {
  return readmeBlocks(heading)
    .filter((b) => b.lang === 'sh')
    .flatMap((b) => b.text.split('\n'))
    .filter((l) => l.trim());
}

export interface Ran {
  line: string;
  code: number;
  out: string;
  err: string;
}

const GIT_ENV = {
  GIT_AUTHOR_NAME: 'Walker',
  GIT_AUTHOR_EMAIL: 'walker@example.invalid',
  GIT_COMMITTER_NAME: 'Walker',
  GIT_COMMITTER_EMAIL: 'walker@example.invalid',
  GIT_CONFIG_NOSYSTEM: '1',
};

/**
 * A user's shell: `bash -c LINE` in `cwd`, with `prefix/bin` (where `npm install --global` puts `navguard`) first
 * on the PATH. The only line not run as written is the clone of navguard itself, which has no network here: the
 * project folder stands in for it (a link named as the clone would be).
 */
export function userShell(prefix: string) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_|^NODE_OPTIONS$/i.test(k)));
  const full = {
    ...env,
    ...GIT_ENV,
    HOME: prefix,
    PATH: `${path.join(prefix, 'bin')}:${process.env.PATH}`,
    NO_COLOR: '1',
    npm_config_prefix: prefix,
    npm_config_offline: 'true',
    npm_config_cache: path.join(prefix, 'npm-cache'),
    npm_config_update_notifier: 'false',
    npm_config_fund: 'false',
    npm_config_audit: 'false',
  };
  return (cwd: string, line: string): Ran => {
    const clone = /^git clone https:\/\/github\.com\/OWNER\/navguard\.git\b/.test(line);
    const script = clone ? `ln -sfn ${JSON.stringify(PROJECT_DIR)} navguard` : line;
    const r = spawnSync('bash', ['-c', script], { cwd, env: full, encoding: 'utf8', maxBuffer: 256 << 20 });
    return { line, code: r.status ?? 1, out: r.stdout, err: r.stderr };
  };
}

export const WALK_PAGE_LINK = '/navguard-walk/missing-page';

export interface WalkSite {
  name: string;
  /** The corpus folder laid out at docs/. */
  corpus: string;
  /** Written as the site's mint.json instead of its docs.json (a site still on mint.json). */
  mint?: boolean;
  /** A second corpus site at sdk/docs/: a monorepo of two roots. */
  second?: string;
}

const IMAGE = /!\[[^\]\n]*\]\(([^)\s]+\.(?:png|jpe?g|gif|svg|webp))\)/g;
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

/** Every file of a corpus site, by path relative to its root. */
function corpusFiles(name: string): Map<string, Buffer> {
  const root = path.join(CORPUS_DIR, name);
  const files = new Map<string, Buffer>();
  for (const e of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!e.isFile()) continue;
    const abs = path.join(e.parentPath, e.name);
    files.set(path.relative(root, abs), fs.readFileSync(abs));
  }
  return files;
}

/** The local file an image link names, relative to the docs root, or undefined for a web address. */
function imagePath(page: string, url: string): string | undefined {
  if (/^[a-z]+:|^\/\/|%|\?/i.test(url)) return undefined;
  const p = url.startsWith('/') ? url.slice(1) : path.posix.join(path.posix.dirname(page), url);
  const norm = path.posix.normalize(p);
  return norm.startsWith('..') ? undefined : norm;
}

interface Legacy {
  name?: string;
  colors?: { primary?: string; light?: string; dark?: string };
  navigation: { groups: unknown[]; global?: { anchors?: { anchor: string; href: string; icon?: string }[] } };
  redirects?: unknown[];
}

/** The site's docs.json written back as the mint.json a groups-at-root site had before docs.json. */
function toMintJson(docsJson: string): string {
  const d = JSON.parse(docsJson) as Legacy;
  const strip = (g: unknown): unknown => {
    if (typeof g === 'string') return g;
    const { group, pages, icon } = g as { group: string; pages: unknown[]; icon?: string };
    return { group, ...(icon ? { icon } : {}), pages: pages.map(strip) };
  };
  const mint = {
    $schema: 'https://mintlify.com/schema.json',
    name: d.name ?? 'Docs',
    favicon: '/favicon.png',
    colors: { primary: d.colors?.primary ?? '#0052FF' },
    anchors: (d.navigation.global?.anchors ?? []).map((a) => ({ name: a.anchor, url: a.href, icon: a.icon })),
    navigation: d.navigation.groups.map(strip),
    ...(d.redirects ? { redirects: d.redirects } : {}),
  };
  return JSON.stringify(mint, null, 2) + '\n';
}

/** Files of one docs root: the corpus site, with the images its pages embed present (the corpus has none). */
function rootFiles(name: string, mint: boolean): Map<string, Buffer> {
  const files = corpusFiles(name);
  for (const [rel, bytes] of [...files]) {
    if (!/\.mdx?$/.test(rel)) continue;
    for (const m of bytes.toString('utf8').matchAll(IMAGE)) {
      const img = imagePath(rel, m[1]!);
      if (img && !files.has(img)) files.set(img, PNG);
    }
  }
  if (mint) {
    files.set('mint.json', Buffer.from(toMintJson(files.get('docs.json')!.toString('utf8'))));
    files.set('favicon.png', PNG);
    files.delete('docs.json');
  }
  return files;
}

export interface Repo {
  dir: string;
  /** The docs root the README's commands name. */
  root: 'docs';
  config: 'docs.json' | 'mint.json';
  pages: Map<string, string>;
}

/** A git repository on `main` holding the site at docs/ (and the second one at sdk/docs/), one commit. */
export function buildRepo(site: WalkSite): Repo {
  const dir = tempDir('navguard-walk-');
  sh(dir, 'init', '-q', '-b', 'main');
  const pages = new Map<string, string>();
  const write = (root: string, files: Map<string, Buffer>, keep: boolean) => {
    for (const [rel, bytes] of files) {
      const abs = path.join(dir, root, rel);
      fs.mkdirSync(path.dirname(abs), { recursive: true });
      fs.writeFileSync(abs, bytes);
      if (keep && /\.mdx?$/.test(rel)) pages.set(rel, bytes.toString('utf8'));
    }
  };
  write('docs', rootFiles(site.corpus, !!site.mint), true);
  if (site.second) write('sdk/docs', rootFiles(site.second, false), false);
  commitAll(dir, 'The docs site');
  return { dir, root: 'docs', config: site.mint ? 'mint.json' : 'docs.json', pages };
}

export interface JsonFinding {
  rule: string;
  file: string;
  line: number;
  key: string;
  status?: string;
  data: { url?: string; source?: string };
}

/** What the pull request is about: one finding per thing it breaks, as `rule file subject`. */
export interface WalkPr {
  /** The renamed page, and how many findings it had on the base (which stay old). */
  renamed: { from: string; to: string; held: number };
  expected: string[];
}

export const subject = (f: JsonFinding): string => `${f.rule} ${f.file} ${f.data.url ?? f.data.source ?? ''}`;

/** How many pages of the docs root, besides `except`, hold `word`. */
function mentions(repo: Repo, word: string, except: string): number {
  return [...repo.pages].filter(([rel, text]) => rel !== except && text.includes(word)).length;
}

interface Embedded {
  page: string;
  url: string;
  file: string;
  line: number;
}

/** The first image (by page path) that a page of the navigation embeds and no page names twice. */
function embeddedOnce(repo: Repo, inNav: (rel: string) => boolean): Embedded | undefined {
  const texts = [...repo.pages.values()];
  for (const [rel, text] of [...repo.pages].sort(([a], [b]) => a.localeCompare(b))) {
    if (!inNav(rel)) continue;
    for (const m of text.matchAll(IMAGE)) {
      const file = imagePath(rel, m[1]!);
      if (!file || !fs.existsSync(path.join(repo.dir, 'docs', file))) continue;
      const name = path.posix.basename(file);
      if (texts.reduce((n, t) => n + t.split(name).length - 1, 0) !== 1) continue;
      return { page: rel, url: m[1]!, file, line: text.slice(0, m.index).split('\n').length };
    }
  }
  return undefined;
}

const slugOf = (rel: string) => rel.replace(/\.mdx?$/, '');

function navTest(repo: Repo): (rel: string) => boolean {
  const config = fs.readFileSync(path.join(repo.dir, 'docs', repo.config), 'utf8');
  return (rel) => config.split(`"${slugOf(rel)}"`).length === 2;
}

/** Pages of the navigation that no other page and nothing else in the config names, but `except`. */
function lonePages(repo: Repo, except?: string): string[] {
  const config = fs.readFileSync(path.join(repo.dir, 'docs', repo.config), 'utf8');
  const inNav = navTest(repo);
  return [...repo.pages.keys()].sort().filter((rel) => {
    if (rel === except || !inNav(rel) || /(^|\/)index\.mdx?$/.test(rel)) return false;
    const name = path.posix.basename(slugOf(rel));
    return config.split(name).length === 2 && mentions(repo, name, rel) === 0;
  });
}

/** The page the pull request renames: one that has findings on the base and that nothing else names. */
function pageToRename(repo: Repo, base: JsonFinding[], except?: string): string | undefined {
  const withFindings = new Set(base.filter((f) => f.file.startsWith('docs/')).map((f) => f.file.slice(5)));
  return lonePages(repo, except).find((rel) => withFindings.has(rel));
}

/**
 * Gives a site none of whose lone pages has a finding an old problem on one (a link to a page long gone), on the
 * base, so that the renamed page has findings for the baseline to hold.
 */
export function ensureOldFinding(repo: Repo, base: JsonFinding[]): void {
  const image = embeddedOnce(repo, navTest(repo));
  if (pageToRename(repo, base, image?.page)) return;
  const page = lonePages(repo, image?.page)[0]!;
  const text = `${repo.pages.get(page)!.replace(/\n*$/, '\n')}\nThe [first version of this guide](/v0/guide) is archived.\n`;
  fs.writeFileSync(path.join(repo.dir, 'docs', page), text);
  repo.pages.set(page, text);
  commitAll(repo.dir, 'A link to the old guide');
}

/**
 * The pull request of the walk, made on a branch and committed: it renames a page that has findings on the base
 * (in its own folder, its navigation entry updated, no redirect), adds a link to nowhere on another page, and
 * deletes an image a third page embeds. The pages are chosen so that nothing else can break: no other page names
 * the renamed page or the image, and the config names the renamed page only in its entry (no redirect leads there).
 */
export function makePr(repo: Repo, base: JsonFinding[]): WalkPr {
  const configPath = path.join(repo.dir, 'docs', repo.config);
  let config = fs.readFileSync(configPath, 'utf8');
  const inNav = navTest(repo);
  const image = embeddedOnce(repo, inNav);
  if (!image) throw new Error('no image embedded once in a page of the navigation (ensureImage puts one there)');
  const renamed = pageToRename(repo, base, image.page);
  if (!renamed) throw new Error('no page with findings to rename that no other file names (see ensureOldFinding)');
  const ext = path.posix.extname(renamed);
  const to = `${slugOf(renamed)}-renamed${ext}`;
  sh(repo.dir, 'mv', `docs/${renamed}`, `docs/${to}`);
  config = config.replace(`"${slugOf(renamed)}"`, `"${slugOf(to)}"`);
  fs.writeFileSync(configPath, config);
  fs.rmSync(path.join(repo.dir, 'docs', image.file));

  const linked = [...repo.pages.keys()].sort().find((rel) => inNav(rel) && rel !== renamed && rel !== image.page)!;
  const linkedPath = path.join(repo.dir, 'docs', linked);
  const text = fs.readFileSync(linkedPath, 'utf8').replace(/\n*$/, '\n');
  fs.writeFileSync(linkedPath, `${text}\nSee [the walk's missing page](${WALK_PAGE_LINK}).\n`);

  sh(repo.dir, 'add', '-A');
  sh(repo.dir, 'commit', '-q', '-m', 'Rename a page, link to a missing one, delete an image');
  return {
    renamed: { from: renamed, to, held: base.filter((f) => f.file === `docs/${renamed}`).length },
    expected: [
      `missing-redirect docs/${repo.config} /${slugOf(renamed)}`,
      `broken-link docs/${linked} ${WALK_PAGE_LINK}`,
      `broken-link docs/${image.page} ${image.url}`,
    ].sort(),
  };
}

/** Puts an image on a page of a site that embeds none just once, on the base, so that the pull request can delete it. */
export function ensureImage(repo: Repo): void {
  const inNav = navTest(repo);
  if (embeddedOnce(repo, inNav)) return;
  const page = [...repo.pages.keys()].sort().find(inNav)!;
  const text = `${repo.pages.get(page)!.replace(/\n*$/, '\n')}\n![How the parts fit](/images/navguard-walk-diagram.png)\n`;
  fs.mkdirSync(path.join(repo.dir, 'docs', 'images'), { recursive: true });
  fs.writeFileSync(path.join(repo.dir, 'docs', 'images', 'navguard-walk-diagram.png'), PNG);
  fs.writeFileSync(path.join(repo.dir, 'docs', page), text);
  repo.pages.set(page, text);
  commitAll(repo.dir, 'A diagram');
}
