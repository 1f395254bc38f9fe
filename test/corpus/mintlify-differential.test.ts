// Differential test against the platform's own validator, @mintlify/validation's validateDocsConfig:
//  - where the validator rejects a docs.json, navguard must report at least one error;
//  - where navguard reports an error and the validator accepts, the error's rule must be one of the deliberate
//    deviations below (each says why navguard goes beyond the platform), and every deviation must be needed.
// Inputs: every corpus docs.json with $ref resolved (navguard's loader), hand-written variants and mutations of
// a few corpus files. Both tools read the same text: the validator JSON.parse()s it, navguard gets it through an
// in-memory source. validateDocsConfig reads no other file, so page-file rules are off for the variants.
import fs from 'node:fs';
import path from 'node:path';
import { describe, it, expect, beforeAll } from '@jest/globals';
import { analyze } from '../../src/core/engine/analyze.js';
import { resolveConfig, type NavguardConfig } from '../../src/core/config/config.js';
import { toValue } from '../../src/core/json/document.js';
import { loadSite } from '../../src/core/site/model.js';
import { memorySource } from '../../src/adapters/memory-source.js';
import { directorySource } from '../../src/adapters/fs-source.js';
import type { Finding } from '../../src/core/base/types.js';
import { CORPUS_DIR, HAVE_CORPUS, corpusSites, describeCorpus, proofLog } from './corpus.js';
import { siteConfig } from './site-configs.js';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type JsonObject = { [k: string]: Json };

/** How navguard says that the builder accepts an invalid value by dropping it (rules/schema.ts builderConsequence). */
const SILENT_DROP = /[Tt]he site builder does not reject it but silently drops "[a-z]+" of /;

interface Deviation {
  why: string;
  /** Narrows the deviation to some findings of the rule; absent: any finding of it. */
  when?: (f: Finding) => boolean;
}

/**
 * Errors navguard reports on docs.json files the validator accepts. Keep this minimal: the last test fails
 * when an entry is no longer exercised by any input.
 */
const DEVIATIONS: Record<string, Deviation> = {
  // Spec nesting rules the validator does not enforce: it keeps the first content key that parses and drops
  // the others without a word, so pages vanish from the live site.
  'multiple-roots': { why: 'spec rule 1 (exactly one primary key); the builder silently drops every other root key' },
  'mixed-children': { why: 'spec rule 3 (one child type per level); the builder silently drops the other child types' },
  'menu-content': {
    why: 'spec rule 4 (menu items hold only groups, pages and links); the validator accepts tabs/anchors there',
  },
  // Invalid values the validator does not reject because it drops them: inside a division (tab, anchor, …,
  // menu item) content that fails to parse is discarded with all its pages; a bad spec on a group is removed.
  // navguard reports these as errors since pages vanish from the live site without a word.
  schema: {
    why: 'invalid content inside a division, an unknown field holding navigation entries (e.g. "page" for "pages", "menu" on an anchor) and a bad openapi value on a group are all dropped silently with their pages or spec',
    when: (f) =>
      SILENT_DROP.test(f.message) ||
      / has an unknown field "[^"]+"\. The site builder ignores it, so (its \d+ entr(y|ies)|what it holds) will not appear/.test(
        f.message,
      ) ||
      / is not a valid spec reference \(.*\); the site builder drops the whole/.test(f.message),
  },
  'unknown-language': {
    why: 'an unsupported code inside a division: the validator drops that language silently instead of rejecting',
    when: (f) => SILENT_DROP.test(f.message),
  },
  'endpoint-without-openapi': {
    why: 'a "METHOD /path" entry with no spec in scope: validateDocsConfig does not read entries, the strict build (mint validate) reads it as a missing page and fails',
  },
  // File-level checks (corpus inputs only, where the pages and specs are present): validateDocsConfig reads no
  // file at all; these mirror the strict build and `mint broken-links`.
  'page-not-found': {
    why: 'a navigation entry without its file: the strict build (mint validate) fails with "referenced in the navigation but the file does not exist"',
  },
  'redirect-target-missing': {
    why: 'a redirect to a path with no page: readers land on a 404 (mint broken-links --check-redirects reports it too)',
  },
  'endpoint-not-found': {
    why: 'a frontmatter `openapi:` naming an operation the spec lacks: the page loses its API reference (the strict build fails for navigation entries)',
  },
  'import-not-found': {
    why: 'a page imports a snippet that is not there: the build only logs "Could not find file" and publishes the page without it (mint broken-links --check-snippets reports it too)',
  },
};

/** Rules that need page, spec or link files: off for variants, which consist of docs.json alone. */
const FILE_RULES = [
  'page-not-found',
  'page-path-format',
  'duplicate-page',
  'orphan-page',
  'broken-link',
  'import-not-found',
  'openapi-not-found',
  'openapi-invalid',
  'endpoint-not-found',
  'redirect-target-missing',
  'redirect-loop',
  'redirect-chain',
  'empty-site',
];
const VARIANT_CONFIG = resolveConfig({ rules: Object.fromEntries(FILE_RULES.map((r) => [r, 'off'])) });

interface Input {
  name: string;
  /** The docs.json text both tools read. */
  text: string;
  /** Other files of the site (corpus inputs), docs-root-relative. */
  files?: Map<string, string>;
  config: NavguardConfig;
  /** What the validator is expected to say (variants): a change in the platform shows up here first. */
  platform?: 'accepts' | 'rejects';
}

interface Validator {
  validateDocsConfig(value: unknown): { success: true } | { success: false; error: { issues: unknown[] } };
  formatIssue(issue: unknown): string;
}

let validator: Validator;
const exercised = new Map<string, string[]>();
const summary = { inputs: 0, rejected: 0 };

function platformVerdict(text: string): { ok: boolean; issues: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return { ok: false, issues: `JSON.parse: ${(e as Error).message}` }; // the build stops before validating
  }
  const r = validator.validateDocsConfig(value);
  return r.success
    ? { ok: true, issues: '' }
    : { ok: false, issues: r.error.issues.map((i) => validator.formatIssue(i)).join('\n') };
}

function check(input: Input): void {
  const verdict = platformVerdict(input.text);
  const files = new Map(input.files ?? []);
  files.set('docs.json', input.text);
  const { findings } = analyze(memorySource(files), { config: input.config, links: 'none' });
  const errors = findings.filter((f) => f.severity === 'error');
  summary.inputs++;
  if (!verdict.ok) summary.rejected++;
  if (input.platform)
    expect({ input: input.name, platform: verdict.ok ? 'accepts' : 'rejects', issues: verdict.issues }).toMatchObject({
      platform: input.platform,
    });
  if (!verdict.ok) {
    if (!errors.length)
      throw new Error(
        `${input.name}: the validator rejects it, navguard reports no error.\nValidator:\n${verdict.issues}\nnavguard: ${findings.map((f) => `${f.severity} [${f.rule}] ${f.message}`).join('\n') || '(nothing)'}`,
      );
    return;
  }
  const unexplained = errors.filter((f) => {
    const d = DEVIATIONS[f.rule];
    if (!d || (d.when && !d.when(f))) return true;
    exercised.set(f.rule, [...(exercised.get(f.rule) ?? []), input.name]);
    return false;
  });
  expect(unexplained.map((f) => `${input.name}: ${f.file}:${f.line}:${f.column} [${f.rule}] ${f.message}`)).toEqual([]);
}

// ---- hand-written variants -------------------------------------------------------------------------------

const clone = <T extends Json>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

function base(): JsonObject {
  return {
    $schema: 'https://mintlify.com/docs.json',
    theme: 'mint',
    name: 'Demo',
    colors: { primary: '#0D9373' },
    navigation: {
      tabs: [
        {
          tab: 'Guides',
          icon: 'book',
          groups: [
            {
              group: 'Start',
              pages: ['index', 'quickstart', { group: 'Nested', expanded: false, pages: ['nested/a'] }],
            },
          ],
        },
        { tab: 'API', openapi: 'openapi.json', groups: [{ group: 'Endpoints', pages: ['api/intro', 'GET /users'] }] },
      ],
      global: { anchors: [{ anchor: 'Blog', href: 'https://example.com/blog' }] },
    },
    redirects: [{ source: '/old', destination: '/index' }],
    styling: { eyebrows: 'breadcrumbs' },
    interaction: { drilldown: true },
  };
}

type Mutation = (d: JsonObject) => void;
const nav = (d: JsonObject) => d.navigation as JsonObject;
const tab = (d: JsonObject, i = 0) => (nav(d).tabs as JsonObject[])[i]!;
const group = (d: JsonObject) => (tab(d).groups as JsonObject[])[0]!;
const pagesNav = (): JsonObject => ({ pages: ['index'] });

const HAND: [string, 'accepts' | 'rejects', Mutation][] = [
  ['valid base', 'accepts', () => {}],
  ['group without its label, at the root', 'rejects', (d) => void (d.navigation = { groups: [{ pages: ['index'] }] })],
  ["group without its label, in a tab (the tab's groups are dropped)", 'accepts', (d) => void delete group(d).group],
  ['tab without its label', 'rejects', (d) => void delete tab(d).tab],
  ['tab label is a number', 'rejects', (d) => void (tab(d).tab = 7)],
  ['tab label is empty', 'rejects', (d) => void (tab(d).tab = '')],
  ['group pages is a string, in a tab', 'accepts', (d) => void (group(d).pages = 'index')],
  [
    'group pages is a string, at the root',
    'rejects',
    (d) => void (d.navigation = { groups: [{ group: 'G', pages: 'index' }] }),
  ],
  ['page entry is a number, in a tab', 'accepts', (d) => void (group(d).pages = [1])],
  ['page entry is a number, at the root', 'rejects', (d) => void (d.navigation = { pages: ['index', 2] })],
  ['page entry is an empty string, at the root', 'rejects', (d) => void (d.navigation = { pages: [''] })],
  ['page entry is an empty string, in a tab', 'accepts', (d) => void (group(d).pages = [''])],
  [
    'expanded is the string "true", in a tab',
    'accepts',
    (d) => void (((group(d).pages as Json[])[2] as JsonObject).expanded = 'true'),
  ],
  [
    'hidden is the string "yes" on a root group',
    'rejects',
    (d) => void (d.navigation = { groups: [{ group: 'G', hidden: 'yes', pages: ['index'] }] }),
  ],
  ['hidden is the string "yes" on a root tab', 'rejects', (d) => void (tab(d).hidden = 'yes')],
  [
    'hidden is the string "yes" on a tab inside a version',
    'accepts',
    (d) =>
      void (d.navigation = {
        versions: [
          {
            version: 'v1',
            tabs: [
              { tab: 'T', hidden: 'yes', pages: ['index'] },
              { tab: 'U', pages: ['u'] },
            ],
          },
        ],
      }),
  ],
  ['empty tabs at the root', 'rejects', (d) => void (d.navigation = { tabs: [] })],
  ['empty groups in a tab', 'accepts', (d) => void (tab(d).groups = [])],
  ['empty pages at the root', 'accepts', (d) => void (d.navigation = { pages: [] })],
  ['two root keys (tabs and groups)', 'accepts', (d) => void (nav(d).groups = [{ group: 'Extra', pages: ['extra'] }])],
  ['unknown scalar key in a tab', 'accepts', (d) => void (tab(d).colour = 'blue')],
  ['unknown content key in a tab ("page")', 'accepts', (d) => void (tab(d, 1).page = ['api/other'])],
  [
    '"navigation" misspelt',
    'rejects',
    (d) => {
      d.navigaton = d.navigation!;
      delete d.navigation;
    },
  ],
  ['language "en-US"', 'rejects', (d) => void (d.navigation = { languages: [{ language: 'en-US', ...pagesNav() }] })],
  [
    'language "ua" (in the spec, not accepted)',
    'rejects',
    (d) => void (d.navigation = { languages: [{ language: 'ua', ...pagesNav() }] }),
  ],
  [
    'language "zh" (accepted, not in the spec)',
    'accepts',
    (d) => void (d.navigation = { languages: [{ language: 'zh', ...pagesNav() }] }),
  ],
  [
    'language "jp"',
    'accepts',
    (d) =>
      void (d.navigation = {
        languages: [
          { language: 'jp', ...pagesNav() },
          { language: 'en', pages: ['en/index'] },
        ],
      }),
  ],
  [
    'global anchor with relative href "/"',
    'accepts',
    (d) => void (((nav(d).global as JsonObject).anchors as JsonObject[])[0]!.href = '/'),
  ],
  [
    'global anchor with bare href "blog"',
    'rejects',
    (d) => void (((nav(d).global as JsonObject).anchors as JsonObject[])[0]!.href = 'blog'),
  ],
  [
    'global anchor without href',
    'rejects',
    (d) => void delete ((nav(d).global as JsonObject).anchors as JsonObject[])[0]!.href,
  ],
  ['global tab without href', 'rejects', (d) => void ((nav(d).global as JsonObject).tabs = [{ tab: 'Status' }])],
  ['global groups', 'rejects', (d) => void ((nav(d).global as JsonObject).groups = [{ group: 'G', pages: ['index'] }])],
  [
    'menu item with tabs',
    'accepts',
    (d) => void (tab(d, 1).menu = [{ item: 'More', tabs: [{ tab: 'Inner', pages: ['api/inner'] }] }]),
  ],
  [
    'menu item with anchors',
    'accepts',
    (d) => {
      delete tab(d, 1).groups;
      tab(d, 1).menu = [{ item: 'More', anchors: [{ anchor: 'Inner', pages: ['api/inner'] }] }];
    },
  ],
  [
    'menu item without its label (the menu is dropped)',
    'accepts',
    (d) => {
      delete tab(d, 1).groups;
      tab(d, 1).menu = [{ pages: ['api/inner'] }];
    },
  ],
  ['styling.eyebrows "foo"', 'rejects', (d) => void ((d.styling as JsonObject).eyebrows = 'foo')],
  ['styling.eyebrows "section"', 'accepts', (d) => void ((d.styling as JsonObject).eyebrows = 'section')],
  ['styling is a string', 'rejects', (d) => void (d.styling = 'breadcrumbs')],
  ['interaction.drilldown "yes"', 'rejects', (d) => void ((d.interaction as JsonObject).drilldown = 'yes')],
  [
    'interaction.drilldown "true" (a string)',
    'rejects',
    (d) => void ((d.interaction as JsonObject).drilldown = 'true'),
  ],
  [
    'duplicate redirect sources',
    'rejects',
    (d) => void (d.redirects as JsonObject[]).push({ source: '/old', destination: '/quickstart' }),
  ],
  [
    'redirect sources differing by a trailing slash',
    'accepts',
    (d) => void (d.redirects as JsonObject[]).push({ source: '/old/', destination: '/index' }),
  ],
  ['redirect without destination', 'rejects', (d) => void delete (d.redirects as JsonObject[])[0]!.destination],
  [
    'openapi object {source, dir} on a tab',
    'rejects',
    (d) => void (tab(d, 1).openapi = { source: 'openapi.json', dir: 'api' }),
  ],
  [
    'openapi object {source, dir} on a group (dropped)',
    'accepts',
    (d) => void ((tab(d, 1).groups as JsonObject[])[0]!.openapi = { source: 'openapi.json', dir: 'api' }),
  ],
  ['openapi number on a group (dropped)', 'accepts', (d) => void ((tab(d, 1).groups as JsonObject[])[0]!.openapi = 3)],
  [
    'openapi object {source, directory}',
    'accepts',
    (d) => void (tab(d, 1).openapi = { source: 'openapi.json', directory: 'api' }),
  ],
  [
    'openapi array of string and object',
    'accepts',
    (d) => void (tab(d, 1).openapi = ['openapi.json', { source: 'b.yaml', directory: 'b' }]),
  ],
  ['openapi empty string on a tab', 'rejects', (d) => void (tab(d, 1).openapi = '')],
  [
    'api.openapi object {source, dir}',
    'rejects',
    (d) => void (d.api = { openapi: { source: 'openapi.json', dir: 'api' } }),
  ],
  ['icon with "fa-" prefix', 'rejects', (d) => void (tab(d).icon = 'fa-book')],
  ['icon object with "fa-" name', 'rejects', (d) => void (tab(d).icon = { name: 'fa-book', style: 'solid' })],
  ['theme missing', 'rejects', (d) => void delete d.theme],
  ['theme unknown', 'rejects', (d) => void (d.theme = 'venus')],
  ['name missing', 'rejects', (d) => void delete d.name],
  ['name empty', 'rejects', (d) => void (d.name = '')],
  ['colors missing', 'rejects', (d) => void delete d.colors],
  ['primary colour not hex', 'rejects', (d) => void (d.colors = { primary: 'green' })],
  ['colors with an unknown key', 'rejects', (d) => void (d.colors = { primary: '#000', accent: '#fff' })],
  ['light colour not hex', 'rejects', (d) => void (d.colors = { primary: '#000', light: 'white' })],
  ['navigation is an empty object', 'rejects', (d) => void (d.navigation = {})],
  ['navigation holds only global', 'rejects', (d) => void delete nav(d).tabs],
  ['navigation is an array', 'rejects', (d) => void (d.navigation = [{ group: 'G', pages: ['index'] }])],
  ['navigation.directory "grid"', 'rejects', (d) => void (nav(d).directory = 'grid')],
  ['navigation.directory "card"', 'accepts', (d) => void (nav(d).directory = 'card')],
  ['tab with href and groups', 'accepts', (d) => void (tab(d).href = 'https://example.com')],
  ['tab with groups and anchors', 'accepts', (d) => void (tab(d).anchors = [{ anchor: 'A', pages: ['a'] }])],
  ['tab holding tabs', 'accepts', (d) => void (tab(d).tabs = [{ tab: 'Inner', pages: ['inner'] }])],
  [
    'nested group without its label, in a tab',
    'accepts',
    (d) => void delete ((group(d).pages as Json[])[2] as JsonObject).group,
  ],
  [
    'version default is a string',
    'rejects',
    (d) => void (d.navigation = { versions: [{ version: 'v1', default: 'yes', ...pagesNav() }] }),
  ],
  ['empty versions inside a tab', 'accepts', (d) => void (tab(d).versions = [])],
  [
    'group tag is a number, at the root',
    'rejects',
    (d) => void (d.navigation = { groups: [{ group: 'G', tag: 1, pages: ['index'] }] }),
  ],
  ['group root is empty, in a tab', 'accepts', (d) => void (group(d).root = '')],
  [
    'language "en-US" inside a tab (dropped)',
    'accepts',
    (d) => void (tab(d, 1).languages = [{ language: 'en-US', pages: ['api/en'] }]),
  ],
  [
    'tab label empty inside a version (dropped)',
    'accepts',
    (d) => void (d.navigation = { versions: [{ version: 'v1', tabs: [{ tab: '', pages: ['index'] }] }] }),
  ],
  [
    'anchor colour not hex',
    'rejects',
    (d) => void (d.navigation = { anchors: [{ anchor: 'A', color: { light: 'red' }, ...pagesNav() }] }),
  ],
  [
    'anchor with menu (dropped)',
    'accepts',
    (d) => void (d.navigation = { anchors: [{ anchor: 'A', menu: [{ item: 'M', pages: ['index'] }] }] }),
  ],
  ['endpoint entry without any openapi', 'accepts', (d) => void (group(d).pages as Json[]).push('POST /things')],
  ['$schema is a number', 'rejects', (d) => void (d.$schema = 5)],
];

/** Inputs whose text is not a JSON.stringify of a value: duplicate keys, syntax errors. */
const RAW: [string, 'accepts' | 'rejects', string][] = [
  [
    'duplicate "navigation" key (the last wins)',
    'accepts',
    `{"theme":"mint","name":"D","colors":{"primary":"#000"},"navigation":{"pages":["a"]},"navigation":{"pages":["b"]}}`,
  ],
  [
    'trailing comma (not JSON)',
    'rejects',
    `{"theme":"mint","name":"D","colors":{"primary":"#000"},"navigation":{"pages":["a",]}}`,
  ],
  [
    'byte-order mark',
    'rejects',
    `\ufeff{"theme":"mint","name":"D","colors":{"primary":"#000"},"navigation":{"pages":["a"]}}`,
  ],
];

// ---- mutations of corpus files ------------------------------------------------------------------------------

/** The first object in a JSON value (depth first) that satisfies a test. */
function find(v: Json, test: (o: JsonObject) => boolean): JsonObject {
  const stack: Json[] = [v];
  while (stack.length) {
    const cur = stack.pop()!;
    if (Array.isArray(cur)) for (let i = cur.length - 1; i >= 0; i--) stack.push(cur[i]!);
    else if (cur && typeof cur === 'object') {
      if (test(cur)) return cur;
      for (const k of Object.keys(cur).reverse()) stack.push(cur[k]!);
    }
  }
  throw new Error('no such object in the corpus file');
}
const has = (k: string) => (o: JsonObject) => k in o;

const CORPUS_MUTATIONS: [string, string, 'accepts' | 'rejects', Mutation][] = [
  ['ollama__ollama', 'first tab label a number', 'rejects', (d) => void (find(d.navigation!, has('tab')).tab = 3)],
  ['ollama__ollama', 'first tab without its label', 'rejects', (d) => void delete find(d.navigation!, has('tab')).tab],
  [
    'ollama__ollama',
    'tab openapi {source, dir}',
    'rejects',
    (d) => {
      const t = find(d.navigation!, (o) => 'tab' in o && 'openapi' in o);
      t.openapi = { source: t.openapi as string, dir: 'api' };
    },
  ],
  [
    'ollama__ollama',
    'top-level group "expanded": "yes" (in a tab: dropped)',
    'accepts',
    (d) => void (find(d.navigation!, has('group')).expanded = 'yes'),
  ],
  [
    'mintlify__docs',
    'first language "en-US"',
    'rejects',
    (d) => void (find(d.navigation!, has('language')).language = 'en-US'),
  ],
  [
    'mintlify__docs',
    'menu item holding tabs',
    'accepts',
    (d) => {
      const item = find(d.navigation!, has('item'));
      item.tabs = [{ tab: 'Inner', pages: ['index'] }];
    },
  ],
  [
    'mintlify__docs',
    'first redirect repeated',
    'rejects',
    (d) => void (d.redirects as JsonObject[]).push(clone((d.redirects as JsonObject[])[0]!)),
  ],
  [
    'mintlify__docs',
    'group root empty (in a tab: dropped)',
    'accepts',
    (d) => void (find(d.navigation!, has('root')).root = ''),
  ],
  [
    'browserbase__stagehand',
    'version without its label',
    'rejects',
    (d) => void delete find(d.navigation!, has('version')).version,
  ],
  [
    'browserbase__stagehand',
    'dropdown label a number (in a version: dropped)',
    'accepts',
    (d) => void (find(d.navigation!, has('dropdown')).dropdown = 4),
  ],
  [
    'hoppscotch__docs',
    'anchor without its label',
    'rejects',
    (d) => void delete find(d.navigation!, has('anchor')).anchor,
  ],
  [
    'hoppscotch__docs',
    'groups beside the root anchors',
    'accepts',
    (d) => void (nav(d).groups = [{ group: 'Stray', pages: ['index'] }]),
  ],
  [
    '0Labs-AI__docs',
    'global anchor href "home"',
    'rejects',
    (d) => void (find(nav(d).global!, has('anchor')).href = 'home'),
  ],
  ['0Labs-AI__docs', 'navigation.directory "tiles"', 'rejects', (d) => void (nav(d).directory = 'tiles')],
  [
    'polarsource__polar',
    'version openapi with an unknown key (in a tab: dropped)',
    'accepts',
    (d) =>
      void (find(d.navigation!, (o) => 'version' in o && 'openapi' in o).openapi = {
        source: 'openapi/2026-04.openapi.json',
        dir: 'x',
      }),
  ],
  [
    'polarsource__polar',
    'empty versions in a tab',
    'accepts',
    (d) => void (find(d.navigation!, has('versions')).versions = []),
  ],
  [
    'formbricks__formbricks',
    'redirect source repeated',
    'rejects',
    (d) =>
      void (d.redirects as JsonObject[]).push({
        source: (d.redirects as JsonObject[])[3]!.source as string,
        destination: '/docs/overview/introduction',
      }),
  ],
  [
    'formbricks__formbricks',
    'tab icon "fa-house"',
    'rejects',
    (d) => void (find(d.navigation!, has('tab')).icon = 'fa-house'),
  ],
];

// ---- corpus inputs ------------------------------------------------------------------------------------------

const corpusDocs = new Map<string, { value: Json; files: Map<string, string> }>();

/** docs.json with $ref resolved by navguard's loader, and the site's pages and specs (not the $ref files). */
function loadCorpusSite(site: string): { value: Json; files: Map<string, string> } {
  const cached = corpusDocs.get(site);
  if (cached) return cached;
  const root = path.join(CORPUS_DIR, site);
  const loaded = loadSite(directorySource(root, root));
  if (!loaded.docs) throw new Error(`${site}: docs.json did not load`);
  const value = toValue(loaded.docs) as Json;
  const files = new Map<string, string>();
  for (const f of loaded.index.files) {
    if (loaded.docsJson.files.has(f) || !/\.(mdx?|json|ya?ml)$|(^|\/)\.mintignore$/i.test(f)) continue;
    files.set(f, fs.readFileSync(path.join(root, f), 'utf8'));
  }
  const entry = { value, files };
  corpusDocs.set(site, entry);
  return entry;
}

// ---- the tests ----------------------------------------------------------------------------------------------

beforeAll(async () => {
  validator = await import('@mintlify/validation');
});

describe('differential against @mintlify/validation: hand-written docs.json variants', () => {
  it(`has at least 40 variants (${HAND.length + RAW.length} hand-written, ${CORPUS_MUTATIONS.length} corpus mutations)`, () => {
    expect(HAND.length + RAW.length + CORPUS_MUTATIONS.length).toBeGreaterThanOrEqual(40);
  });
  it.each(HAND)('%s (platform %s)', (name, platform, mutate) => {
    const d = base();
    mutate(d);
    check({ name, text: JSON.stringify(d, null, 2), config: VARIANT_CONFIG, platform });
  });
  it.each(RAW)('%s (platform %s)', (name, platform, text) => {
    check({ name, text, config: VARIANT_CONFIG, platform });
  });
});

describeCorpus('differential against @mintlify/validation: corpus docs.json files', () => {
  const sites = corpusSites();

  it.each(sites)('%s as it is (with its pages and specs)', (site) => {
    const { value, files } = loadCorpusSite(site);
    check({ name: site, text: JSON.stringify(value, null, 2), files, config: resolveConfig(siteConfig(site).raw) });
  });

  it.each(CORPUS_MUTATIONS)('%s: %s (platform %s)', (site, name, platform, mutate) => {
    const d = clone(loadCorpusSite(site).value) as JsonObject;
    mutate(d);
    check({ name: `${site}: ${name}`, text: JSON.stringify(d, null, 2), config: VARIANT_CONFIG, platform });
  });

  it('needs every deliberate deviation: each one explains an error on some input', () => {
    // DIFF_DEBUG=1 lists which inputs needed each deviation (corpus sites as such are left out: too many).
    if (process.env.DIFF_DEBUG)
      console.info(
        [...exercised]
          .map(([r, names]) => `${r}: ${names.filter((x) => !/__/.test(x) || /: /.test(x)).join('; ')}`)
          .join('\n'),
      );
    const unused = Object.keys(DEVIATIONS).filter((r) => !exercised.has(r));
    proofLog(
      `[navguard] differential: ${summary.inputs} inputs, ${summary.rejected} rejected by the validator; navguard-only errors by rule: ${[...exercised].map(([r, names]) => `${r} ×${names.length}`).join(', ')}`,
    );
    expect(unused).toEqual([]);
  });
});

if (!HAVE_CORPUS) {
  describe('differential against @mintlify/validation: deviations', () => {
    it('are exercised by the hand-written variants where they can be (file-level ones need the corpus)', () => {
      const fileLevel = new Set(['page-not-found', 'redirect-target-missing', 'endpoint-not-found']);
      expect(Object.keys(DEVIATIONS).filter((r) => !fileLevel.has(r) && !exercised.has(r))).toEqual([]);
    });
  });
}
