// A change that migrates from mint.json to docs.json is compared with the old site read as the builder upgrades
// mint.json, so problems the old site already had are not called new.
import { describe, it, expect } from '@jest/globals';
import { compareSources } from '../../src/core/compare/compare.js';
import { mintJsonAsDocs, mintJsonProblems, upgradeMintJson } from '../../src/core/site/mint-json.js';
import { analyze } from '../../src/core/engine/analyze.js';
import { memorySource } from '../../src/adapters/memory-source.js';
import { loadStates } from '../../src/adapters/states.js';
import { upgradeToDocsConfig, validateMintConfig } from '@mintlify/validation';
import fs from 'node:fs';
import path from 'node:path';
import { commitAll, gitMove, initRepo, tempDir, writeFiles } from '../git-helpers.js';
import { cli } from '../cli/run-cli.js';
import { docsJson, rules } from '../helpers.js';
import { LEGACY_ROOT_KEYS } from '../../src/core/rules/navigation-schema.js';
import { jsonPos, one, says, spanOf } from '../rules/util.js';

const mint = {
  name: 'Acme',
  colors: { primary: '#0D9373' },
  tabs: [{ name: 'API', url: 'api' }],
  anchors: [{ name: 'Blog', url: 'https://acme.example/blog', icon: 'quote-left' }],
  navigation: [
    { group: 'Start', pages: ['index', 'quickstart', 'gone'] },
    { group: 'Endpoints', pages: ['api/users', { group: 'Admin', pages: ['api/admin'] }] },
  ],
  redirects: [{ source: '/old', destination: '/quickstart' }],
};

describe("a mint.json key left in docs.json: its fix names where Mintlify's upgrade moves it", () => {
  // One value per key, as a mint.json would hold it; the upgrade of the plain config with and without it shows
  // which docs.json keys it lands in.
  const sample: Record<string, unknown> = {
    topbarLinks: [{ name: 'Blog', url: 'https://acme.example/blog' }],
    topbarCtaButton: { name: 'Sign up', url: 'https://acme.example/signup' },
    anchors: [{ name: 'Forum', url: 'https://acme.example/forum', icon: 'comments' }],
    tabs: [{ name: 'API', url: 'api' }],
    versions: ['v2', 'v1'],
    topAnchor: { name: 'Guides', icon: 'book' },
    primaryTab: { name: 'Guides' },
    modeToggle: { default: 'dark', isHidden: true },
    layout: 'sidenav',
    openapi: 'openapi.yaml',
    footerSocials: { x: 'https://x.com/acme' },
    backgroundImage: '/images/bg.png',
    analytics: { ga4: { measurementId: 'G-ACME' } },
    mintlify: '1.0',
    feedback: { thumbsRating: true },
    sidebar: { items: 'card' },
    isWhiteLabeled: true,
  };
  const plain = { ...mint, navigation: [{ group: 'Start', pages: ['index', 'api/users'] }] };
  delete (plain as Record<string, unknown>).tabs;
  delete (plain as Record<string, unknown>).anchors;
  const upgraded = (extra: Record<string, unknown>): Record<string, unknown> =>
    upgradeToDocsConfig({ ...plain, ...extra } as never, { shouldUpgradeTheme: true });
  // The first anchor and the first tab are named only when there are anchors or tabs.
  const needs: Record<string, Record<string, unknown>> = {
    topAnchor: { anchors: sample.anchors },
    primaryTab: { tabs: sample.tabs },
  };
  const landsIn = (key: string): string[] => {
    const before = upgraded(needs[key] ?? {});
    const after = upgraded({ ...needs[key], [key]: sample[key] });
    return Object.keys(after).filter((k) => JSON.stringify(after[k]) !== JSON.stringify(before[k]));
  };
  const fixOf = (key: string): string => {
    const docs = JSON.parse(docsJson({ pages: ['index'] })) as Record<string, unknown>;
    const c = analyze(
      memorySource({ 'docs.json': JSON.stringify({ ...docs, [key]: sample[key] }), 'index.mdx': '# Home\n' }),
    );
    const f = c.findings.find((x) => x.rule === 'schema' && x.data.problem === 'legacy-key')!;
    expect(f.data).toMatchObject({ field: key });
    return f.fix!.message;
  };

  it('covers every legacy key with a sample', () => {
    expect(Object.keys(sample).sort()).toEqual(Object.keys(LEGACY_ROOT_KEYS).sort());
  });

  it.each(Object.keys(sample))('%s', (key) => {
    const lands = landsIn(key);
    const fix = fixOf(key);
    if (!lands.length) {
      expect(fix).toBe(
        `Delete "${key}": docs.json has no setting for it (Mintlify's own upgrade from mint.json drops it).`,
      );
      return;
    }
    // The docs.json key the fix names first is one the upgrade changes.
    const named = /^Move what "[^"]+" configures to "([^"]+)"/.exec(fix)?.[1];
    expect(lands).toContain(named);
  });
});

describe('mint.json as the builder upgrades it', () => {
  it('puts groups under tabs by URL prefix and keeps redirects', () => {
    expect(upgradeMintJson(mint)).toEqual({
      $schema: 'https://mintlify.com/docs.json',
      theme: 'mint',
      name: 'Acme',
      colors: { primary: '#0D9373' },
      navigation: {
        tabs: [
          { tab: 'Documentation', groups: [mint.navigation[0]] },
          { tab: 'API', groups: [mint.navigation[1]] },
        ],
        // Anchors that all lead elsewhere become global links.
        global: { anchors: [{ anchor: 'Blog', href: 'https://acme.example/blog' }] },
      },
      redirects: mint.redirects,
    });
    expect(upgradeMintJson([])).toBeUndefined();
  });

  it("gives each group to one tab, as the builder's upgrade gives each page (held against @mintlify/validation)", () => {
    // Nested prefixes go to the longer one; a prefix listed twice, to the first tab with it.
    const nested = {
      ...mint,
      tabs: [
        { name: 'API', url: 'api' },
        { name: 'API v2', url: 'api/v2' },
        { name: 'API again', url: '/api/' },
      ],
      navigation: [
        { group: 'Start', pages: ['index'] },
        { group: 'Endpoints', pages: ['api/users'] },
        { group: 'Next', pages: ['api/v2/users', 'api/v2/teams'] },
      ],
    };
    const pages = (nav: unknown): string[] =>
      JSON.stringify(nav)
        .match(/"(?:index|api\/[^"]*)"/g)!
        .sort();
    const ours = upgradeMintJson(nested)!;
    expect(pages(ours.navigation)).toEqual(pages(upgradeToDocsConfig(nested as never).navigation));
    expect(ours.navigation).toEqual({
      tabs: [
        { tab: 'Documentation', groups: [nested.navigation[0]] },
        { tab: 'API', groups: [nested.navigation[1]] },
        { tab: 'API v2', groups: [nested.navigation[2]] },
      ],
      global: { anchors: [{ anchor: 'Blog', href: 'https://acme.example/blog' }] },
    });
  });

  it('without tabs, places groups under anchors as the builder does, so migrating to its docs.json changes nothing', () => {
    const anchored = {
      name: 'Acme',
      favicon: '/f.svg',
      colors: { primary: '#0D9373' },
      topAnchor: { name: 'Guides' },
      anchors: [
        { name: 'API Reference', url: 'api' },
        { name: 'GitHub', url: 'https://github.com/acme' },
      ],
      navigation: [
        { group: 'Start', pages: ['index'] },
        { group: 'Endpoints', pages: ['api/users', 'api/teams'] },
      ],
    };
    const theirs = upgradeToDocsConfig(anchored as never).navigation as unknown;
    const ours = upgradeMintJson(anchored)!.navigation;
    expect(ours).toEqual({
      anchors: [
        { anchor: 'Guides', groups: [anchored.navigation[0]] },
        { anchor: 'API Reference', groups: [anchored.navigation[1]] },
        { anchor: 'GitHub', href: 'https://github.com/acme' },
      ],
    });
    // The same divisions, labels and pages as the builder's upgrade (it adds icons and rebuilds each group).
    const shape = (nav: unknown): unknown =>
      JSON.parse(JSON.stringify(nav), (k: string, v: unknown) => (k === 'icon' ? undefined : v)) as unknown;
    expect(shape(ours)).toEqual(shape(theirs));
    // Global links only when every anchor is a web address: a mailto: anchor keeps them all among the anchors.
    const mail = {
      ...anchored,
      anchors: [
        { name: 'GitHub', url: 'https://github.com/acme' },
        { name: 'Write to us', url: 'mailto:team@acme.example' },
      ],
    };
    const mailed = upgradeMintJson(mail)!.navigation;
    expect(mailed).not.toHaveProperty('global');
    expect(shape(mailed)).toEqual(shape(upgradeToDocsConfig(mail as never).navigation));
  });

  it("keeps a tab's or anchor's openapi as the builder does: a spec generating pages under its URL, kept without groups", () => {
    // novu's mint.json: a second "api-reference" tab whose remote spec replaced 95 hand-written API pages.
    const tabbed = {
      name: 'Acme',
      colors: { primary: '#0D9373' },
      tabs: [
        { name: 'API', url: 'api-reference' },
        { name: 'API (generated)', url: 'api-reference', openapi: 'https://acme.example/openapi.json' },
        { name: 'SDKs', url: 'sdks', openapi: '/sdk-openapi.json' },
      ],
      navigation: [
        { group: 'Start', pages: ['index'] },
        { group: 'Reference', pages: ['api-reference/overview'] },
        { group: 'SDKs', pages: ['sdks/python'] },
      ],
    };
    const shape = (nav: unknown): unknown =>
      JSON.parse(JSON.stringify(nav), (k: string, v: unknown) => (k === 'icon' ? undefined : v)) as unknown;
    const ours = upgradeMintJson(tabbed)!.navigation;
    expect(ours).toEqual({
      tabs: [
        { tab: 'Documentation', groups: [tabbed.navigation[0]] },
        { tab: 'API', groups: [tabbed.navigation[1]] },
        {
          tab: 'API (generated)',
          openapi: { source: 'https://acme.example/openapi.json', directory: 'api-reference' },
        },
        { tab: 'SDKs', openapi: { source: '/sdk-openapi.json', directory: 'sdks' }, groups: [tabbed.navigation[2]] },
      ],
    });
    expect(shape(ours)).toEqual(shape(upgradeToDocsConfig(tabbed as never).navigation));
    const anchored = {
      ...tabbed,
      tabs: undefined,
      anchors: [{ name: 'API', url: 'api-reference', openapi: '/openapi.json' }],
      navigation: [{ group: 'Start', pages: ['index'] }],
    };
    expect(shape(upgradeMintJson(anchored)!.navigation)).toEqual(
      shape(upgradeToDocsConfig(anchored as never).navigation),
    );
  });

  it('says once that both sides are read from mint.json, and history says it only where a commit moves', async () => {
    // agno-agi/agno-docs: every diff printed the note twice (base, head), every history commit twice more.
    const { dir, sha: base } = initRepo({ 'mint.json': JSON.stringify(mint, null, 2), 'index.mdx': '# Home\n' });
    writeFiles(dir, { 'index.mdx': '# Home page\n' });
    const head = commitAll(dir, 'Edit');
    const states = await loadStates({ root: dir, base, head });
    expect(states.notes.filter((n) => n.includes('mint.json'))).toEqual([
      'the base and the head have mint.json, not docs.json: checked as the docs.json the site builder upgrades it to',
    ]);
    const history = await cli(['history', '--repo', dir, '--last', '1', '--format', 'json']);
    const [edit] = (JSON.parse(history.out) as { commits: { notes: string[] }[] }).commits;
    expect(edit!.notes.filter((n) => n.includes('mint.json'))).toEqual([]);
  });

  it("a migration commit calls none of the old site's problems new, and a problem it adds is new", async () => {
    const { dir, sha: base } = initRepo({
      'mint.json': JSON.stringify(mint, null, 2),
      'index.mdx': '# Home\n\nSee [the guide](/guide-that-never-was).\n',
      'quickstart.mdx': '# Quickstart\n',
      'api/users.mdx': '# Users\n',
      'api/admin.mdx': '# Admin\n',
    });
    writeFiles(dir, {
      'mint.json': null,
      'index.mdx': '# Home page\n\nSee [the guide](/guide-that-never-was).\n',
      'docs.json': docsJson(
        {
          tabs: [
            { tab: 'Guides', groups: [{ group: 'Start', pages: ['index', 'quickstart', 'gone', 'also-gone'] }] },
            { tab: 'API', groups: [{ group: 'Endpoints', pages: ['api/users', 'api/admin'] }] },
          ],
        },
        { redirects: mint.redirects },
      ),
    });
    const head = commitAll(dir, 'Migrate to docs.json');
    const states = await loadStates({ root: dir, base, head });
    expect(states.notes.join(' ')).toContain('the base has mint.json, not docs.json');
    const c = compareSources(states.base.source, states.head.source, {
      renames: states.renames,
      changed: states.changed,
    });
    expect(c.findings.filter((f) => f.status === 'new').map((f) => f.rule === 'page-not-found' && f.data.page)).toEqual(
      ['also-gone'],
    );
    expect(
      c.findings
        .filter((f) => f.status === 'existing')
        .map((f) => f.rule)
        .sort(),
    ).toEqual(['broken-link', 'page-not-found']);
  });
});

describe('a site still on mint.json', () => {
  const text = JSON.stringify({ ...mint, favicon: '/favicon.svg' }, null, 2);
  const files = {
    'mint.json': text,
    'favicon.svg': '<svg/>',
    'index.mdx': '# Home\n',
    'quickstart.mdx': '# Quickstart\n',
    'api/users.mdx': '# Users\n',
    'api/admin.mdx': '# Admin\n',
  };

  it('its favicon and logo are files the site needs: one missing is a broken-link placed in mint.json', () => {
    const { 'favicon.svg': _, ...rest } = files;
    const found = analyze(mintJsonAsDocs(memorySource(rest))!).findings;
    const at = jsonPos(text, '/favicon.svg');
    // The column of the path itself, inside its quotes.
    expect(one(found, 'broken-link')).toMatchObject({ file: 'mint.json', line: at.line, column: at.column + 1 });
  });

  it('is checked through the upgrade, findings placed in mint.json where the value is, with a notice', () => {
    const source = mintJsonAsDocs(memorySource(files))!;
    const found = analyze(source).findings;
    const missing = one(found, 'page-not-found');
    expect(missing).toMatchObject({ file: 'mint.json', ...jsonPos(text, 'gone') });
    const notice = one(found, 'legacy-mint-json');
    expect(notice).toMatchObject({ file: 'mint.json', line: 1, severity: 'notice' });
    says(notice.fix!.message, 'mint dev', 'delete mint.json');
    // Every finding names mint.json, never the docs.json the upgrade made up.
    expect(found.filter((f) => f.file !== 'mint.json' && f.file.endsWith('.json'))).toEqual([]);
  });

  it("reads a tab's openapi: a link into its URL's folder may lead to a generated page, a missing spec is placed at it", () => {
    const tabbed = JSON.stringify(
      {
        ...JSON.parse(text),
        tabs: [
          { name: 'API', url: 'api' },
          { name: 'Reference', url: 'reference', openapi: 'https://acme.example/openapi.json' },
          { name: 'SDK', url: 'sdk', openapi: '/sdk.yaml' },
        ],
      },
      null,
      2,
    );
    const linking = '# Home\n\n[Create](/reference/users/create) and [Gone](/nowhere/users/create).\n';
    const found = analyze(
      mintJsonAsDocs(memorySource({ ...files, 'mint.json': tabbed, 'index.mdx': linking }))!,
    ).findings;
    // Generated from a spec given by URL (not fetched): the page may exist; nothing answers the other path.
    expect(found.filter((f) => f.rule === 'broken-link').map((f) => f.data)).toEqual([
      expect.objectContaining({ url: '/nowhere/users/create' }),
    ]);
    const spec = one(found, 'openapi-not-found');
    expect(spec).toMatchObject({ file: 'mint.json', ...jsonPos(tabbed, '/sdk.yaml') });
    expect(found.filter((f) => f.rule === 'schema')).toEqual([]);
  });

  it("places a fix's edit in mint.json, at the value it replaces", () => {
    const redirected = JSON.stringify(
      { ...JSON.parse(text), redirects: [{ source: '/old', destination: '/quikstart' }] },
      null,
      2,
    );
    const found = analyze(mintJsonAsDocs(memorySource({ ...files, 'mint.json': redirected }))!).findings;
    const f = one(found, 'redirect-target-missing');
    const at = spanOf(redirected, '"/quikstart"');
    expect(f.fix?.edits).toEqual([{ file: 'mint.json', ...at, newText: '"/quickstart"' }]);
  });

  it('tells the writer to list an orphan page in mint.json, the file the site has', () => {
    const found = analyze(mintJsonAsDocs(memorySource({ ...files, 'extra.mdx': '# Extra\n' }))!).findings;
    const f = one(found, 'orphan-page');
    expect(f.fix?.message).toMatch(/^Add "extra" to mint\.json — for example in tab "Documentation"/);
  });

  it('reads a mint.json that is not JSON as written, so its syntax error is placed in it', () => {
    const broken = '{\n  "name": "Acme",\n  "navigation": [\n}\n';
    const found = analyze(mintJsonAsDocs(memorySource({ ...files, 'mint.json': broken }))!).findings;
    const f = found.find((x) => x.rule === 'json-syntax')!;
    expect(f).toMatchObject({ file: 'mint.json', line: 4 });
    // Named as the file it is in (mint.json's history at Mintlify said "docs.json is not valid JSON").
    expect(f.message).toMatch(/^mint\.json is not valid JSON: /);
    expect(f.data).toMatchObject({ file: 'mint.json' });
  });

  it('reads a mint.json whose only mistakes are comments and trailing commas as meant, the mistakes placed in it', async () => {
    // potpie-ai/mintlify-docs bc242d7 commented a group out with `//`: read as no navigation, every section was
    // "removed" and the site's old problems "fixed".
    const { dir, sha: base } = initRepo(files);
    const commented = text
      .replace('"redirects"', '// { "group": "Old", "pages": ["old"] },\n  "redirects"')
      .replace('"api/admin"', '"api/admin",');
    writeFiles(dir, { 'mint.json': commented });
    const head = commitAll(dir, 'Comment a group out');
    const states = await loadStates({ root: dir, base, head });
    const c = compareSources(states.base.source, states.head.source, {
      renames: states.renames,
      changed: states.changed,
    });
    const lineOf = (offset: number): number => commented.slice(0, offset).split('\n').length;
    const comma = commented.indexOf(']', commented.indexOf('"api/admin",'));
    expect(c.findings.map((f) => `${f.rule} ${f.file}:${f.line} ${f.status}`).sort()).toEqual([
      `json-syntax mint.json:${lineOf(comma)} new`,
      `json-syntax mint.json:${lineOf(commented.indexOf('// {'))} new`,
      'legacy-mint-json mint.json:1 existing',
      `page-not-found mint.json:${jsonPos(commented, 'gone').line} existing`,
    ]);
    expect([c.changes, c.fixed]).toEqual([[], []]);
  });

  // systemhr/docs 2a661036a4 (fresh set 112): `{ "title", "path" }` in a group's pages under a tab was said to be
  // dropped with its group, as docs.json's tabs drop invalid content; prebuild stops on it ("Invalid mint.json").
  it('says a schema error in mint.json fails the build, under a tab too', () => {
    const legacy = {
      ...(JSON.parse(text) as Record<string, unknown>),
      tabs: [{ name: 'API', url: 'api' }],
      navigation: [
        { group: 'Start', pages: ['index', 'quickstart'] },
        { group: 'API start', pages: ['api/users', { title: 'Auth', path: 'api/admin#auth' }] },
      ],
    };
    expect(validateMintConfig(legacy).success).toBe(false);
    const found = analyze(mintJsonAsDocs(memorySource({ ...files, 'mint.json': JSON.stringify(legacy) }))!).findings;
    const missing = rules(found, 'schema').find((f) => f.data.problem === 'missing-field')!;
    expect(missing.severity).toBe('error');
    expect(missing.message).toContain('the site builder rejects mint.json');
    expect(missing.message).not.toContain('silently drops');
    expect(missing.data.dropped).toBeUndefined();
  });

  it("holds mint.json's own schema, not docs.json's: empty group names and a group's iconType and version pass", () => {
    // The builder validates mint.json (where a group's name may be empty: the group shows without a title) and builds
    // its upgrade unvalidated; as formbricks' site did with four untitled groups.
    const legacy = {
      ...(JSON.parse(text) as Record<string, unknown>),
      versions: ['v1'],
      navigation: [
        { group: '', pages: ['index', { group: '', pages: ['quickstart'] }] },
        { group: 'Endpoints', icon: 'code', iconType: 'solid', version: 'v1', pages: ['api/users', 'api/admin'] },
      ],
    };
    expect(validateMintConfig(legacy).success).toBe(true);
    const body = JSON.stringify(legacy, null, 2);
    const found = analyze(mintJsonAsDocs(memorySource({ ...files, 'mint.json': body }))!).findings;
    expect(found.map((f) => f.rule)).toEqual(['legacy-mint-json']);
    // In docs.json the same is wrong: an untitled group fails the build, iconType is ignored.
    const docs = upgradeMintJson(legacy)!;
    const { 'mint.json': _, ...pages } = files;
    const asDocs = analyze(memorySource({ ...pages, 'docs.json': JSON.stringify(docs) }));
    expect(rules(asDocs.findings, 'schema').map((f) => f.data.problem)).toEqual([
      'empty',
      'empty',
      'unknown-field',
      'unknown-field',
    ]);
  });

  it('reports what makes the builder reject the mint.json of a site still on it, placed in mint.json', () => {
    const { favicon: _, ...noFavicon } = JSON.parse(text) as Record<string, unknown>;
    const body = JSON.stringify({ ...noFavicon, navigation: [{ group: 'Start', version: 'v2', pages: ['index'] }] });
    const found = analyze(mintJsonAsDocs(memorySource({ ...files, 'mint.json': body }))!).findings;
    const f = one(found, 'mint-json-invalid');
    expect(f).toMatchObject({ file: 'mint.json', line: 1, severity: 'error' });
    expect(f.data.problems).toEqual([
      'has no "favicon"',
      'a group has "version": "v2", which "versions" does not list',
    ]);
    says(f.fix!.message, '"favicon"', '"versions"');
    expect(validateMintConfig(JSON.parse(body)).success).toBe(false);
    expect(rules(analyze(mintJsonAsDocs(memorySource(files))!).findings, 'mint-json-invalid')).toEqual([]);
  });

  // 0xLouie/docs d2862b1911 (fresh set 125's miss): "theme": "mint" in mint.json, which fails the build.
  it('reports a docs.json theme in mint.json, which the builder rejects, and passes a theme of mint.json', () => {
    const legacy = JSON.parse(text) as Record<string, unknown>;
    for (const [theme, fails] of [
      ['mint', true],
      ['venus', false],
      ['quill', false],
      ['prism', false],
    ] as const) {
      const body = JSON.stringify({ ...legacy, theme });
      expect(validateMintConfig(JSON.parse(body)).success).toBe(!fails);
      const found = rules(
        analyze(mintJsonAsDocs(memorySource({ ...files, 'mint.json': body }))!).findings,
        'mint-json-invalid',
      );
      expect(found.map((f) => f.data.problems)).toEqual(
        fails
          ? [
              [
                '"theme" is "mint", which mint.json does not take: its themes are "venus", "quill", "prism" (docs.json\'s, such as "mint", only after moving to docs.json)',
              ],
            ]
          : [],
      );
      if (fails) says(found[0]!.fix!.message, 'set "theme" to "venus", "quill" or "prism"');
    }
  });

  // AI-Front-Desk/docs af9bf4f (fresh set 87): the web editor dropped "navigation"; beside mint-json-invalid came
  // '"tabs" in the navigation root is empty' (of the upgrade, not of the writer's mint.json) and 17 orphans.
  it('a mint.json without navigation is one mint-json-invalid: no empty "tabs" of the upgrade, no orphans', () => {
    const { navigation: _, ...rest } = JSON.parse(text) as Record<string, unknown>;
    for (const navigation of [undefined, []]) {
      const body = JSON.stringify({ ...rest, ...(navigation ? { navigation } : {}) }, null, 2);
      const found = analyze(mintJsonAsDocs(memorySource({ ...files, 'mint.json': body }))!).findings;
      expect(found.map((f) => f.rule).sort()).toEqual(['legacy-mint-json', 'mint-json-invalid']);
      expect(one(found, 'mint-json-invalid').data.problems).toEqual(['"navigation" is not a non-empty list of groups']);
      expect(validateMintConfig(JSON.parse(body)).success).toBe(false);
    }
  });

  it('names mint.json, not docs.json, as what the builder rejects (a redirect without destination, a source twice)', () => {
    const legacy = JSON.parse(text) as Record<string, unknown>;
    legacy.redirects = [
      { source: '/old' },
      { source: '/twice', destination: '/' },
      { source: '/twice', destination: '/' },
    ];
    const found = analyze(
      mintJsonAsDocs(memorySource({ ...files, 'mint.json': JSON.stringify(legacy, null, 2) }))!,
    ).findings;
    const missing = rules(found, 'schema').find((f) => f.data.problem === 'missing-field')!;
    expect(missing.file).toBe('mint.json');
    says(missing.message, 'A redirect in mint.json is missing "destination"', 'the site builder rejects mint.json and');
    says(
      one(found, 'redirect-duplicate-source').message,
      'the site builder rejects mint.json when a source appears twice',
    );
    // Every message about the config file names the one the writer edits.
    expect(found.filter((f) => f.rule !== 'legacy-mint-json' && f.message.includes('docs.json'))).toEqual([]);
  });

  it('says that a change deleting mint.json deletes mint.json (not the docs.json the upgrade made)', () => {
    const c = compareSources(mintJsonAsDocs(memorySource(files)), undefined);
    const f = one(c.findings, 'docs-json-removed');
    expect(f).toMatchObject({ file: 'mint.json', line: 1, status: 'new' });
    says(f.message, 'This change deletes mint.json', 'the 4 pages published before');
    says(f.fix!.message, 'Restore mint.json.');
  });

  it('asks for the redirect a removed page needs in mint.json, the file the writer edits', () => {
    const removed = JSON.parse(text) as typeof mint;
    removed.navigation[1]!.pages = ['api/users'];
    const { 'api/admin.mdx': _, ...rest } = files;
    const c = compareSources(
      mintJsonAsDocs(memorySource(files)),
      mintJsonAsDocs(memorySource({ ...rest, 'mint.json': JSON.stringify(removed, null, 2) })),
    );
    const f = one(c.findings, 'missing-redirect');
    expect(f.file).toBe('mint.json');
    says(f.message, '/api/admin was removed', 'but mint.json has no redirect for it');
  });

  it("puts the site's notice about mint.json under none of the tabs the upgrade makes: it is the whole site's", () => {
    const edited = { ...files, 'quickstart.mdx': `${files['quickstart.mdx']}\nMore.\n` };
    const c = compareSources(mintJsonAsDocs(memorySource(files)), mintJsonAsDocs(memorySource(edited)));
    expect(one(c.findings, 'legacy-mint-json').line).toBe(1);
    const shown: string[] = [];
    const walk = (o: typeof c.outline): void => {
      for (const f of o.findings) shown.push(`${o.label} ${f.rule}`);
      o.children.forEach(walk);
    };
    walk(c.outline);
    // The tabs "Documentation" and "API" are written nowhere in mint.json: both would be placed at its line 1.
    expect(shown.filter((x) => x.endsWith('legacy-mint-json'))).toEqual([]);
  });

  it('reports an invalid mint.json left beside docs.json (the builder still validates it), not a valid one', () => {
    const site = {
      'docs.json': docsJson({ pages: ['index'] }),
      'index.mdx': '# Home\n',
    };
    const stale = { ...site, 'mint.json': JSON.stringify({ name: 'Old', navigation: [] }) };
    const f = one(analyze(memorySource(stale)).findings, 'mint-json-invalid');
    expect(f.data.problems).toEqual([
      'has no "favicon"',
      '"colors.primary" is not a hex colour like "#0D9373"',
      '"navigation" is not a non-empty list of groups',
    ]);
    expect(rules(analyze(memorySource({ ...site, 'mint.json': text })).findings, 'mint-json-invalid')).toEqual([]);
  });

  it('never calls a mint.json invalid that the builder accepts (held against @mintlify/validation)', () => {
    const good = {
      name: 'x',
      favicon: '/f.png',
      colors: { primary: '#0D9373' },
      navigation: [{ group: 'a', pages: ['b'] }],
    };
    const variants: unknown[] = [
      good,
      { ...good, colors: { primary: '#fff' } },
      { ...good, colors: { primary: 'red' } },
      { ...good, favicon: undefined },
      { ...good, name: undefined },
      { ...good, navigation: [] },
      { ...good, navigation: 'x' },
      { ...good, extra: true },
      { ...good, navigation: [{ group: 'a', version: 'v1', pages: ['b'] }] },
      { ...good, versions: ['v1'], navigation: [{ group: 'a', version: 'v1', pages: ['b'] }] },
      {
        ...good,
        versions: [{ name: 'v1' }],
        navigation: [{ group: '', pages: [{ group: 'c', version: 'v1', pages: ['b'] }] }],
      },
      {
        ...good,
        versions: [{ name: 'v1', url: 'https://v1.example' }],
        navigation: [{ group: 'a', version: 'v1', pages: ['b'] }],
      },
      [],
      'text',
    ];
    for (const v of variants) {
      const ours = mintJsonProblems(JSON.stringify(v)).length === 0;
      const theirs = validateMintConfig(v).success;
      // navguard checks a subset: it may accept what the builder rejects, never the reverse.
      if (!ours) expect([JSON.stringify(v), theirs]).toEqual([JSON.stringify(v), false]);
    }
    expect(mintJsonProblems(JSON.stringify(good))).toEqual([]);
  });

  it('two commits on mint.json are compared (no "nothing to compare"), and a page added without its file is new', async () => {
    const { dir, sha: base } = initRepo(files);
    const next = JSON.parse(text) as typeof mint;
    next.navigation[0]!.pages.push('later');
    writeFiles(dir, { 'mint.json': JSON.stringify(next, null, 2) });
    const head = commitAll(dir, 'Add a page entry');
    const states = await loadStates({ root: dir, base, head });
    expect(states.notes.join(' ')).toContain('the base and the head have mint.json');
    const c = compareSources(states.base.source, states.head.source, {
      renames: states.renames,
      changed: states.changed,
    });
    const fresh = c.findings.filter((f) => f.status === 'new');
    expect(fresh.map((f) => [f.rule, f.file])).toEqual([['page-not-found', 'mint.json']]);
    expect(
      c.findings
        .filter((f) => f.status === 'existing')
        .map((f) => f.rule)
        .sort(),
    ).toEqual(['legacy-mint-json', 'page-not-found']);
  });
});

describe("navguard diff's JSON outline on a mint.json site", () => {
  it('places each entry in mint.json, where the writer finds it, not in the docs.json the upgrade made', async () => {
    const text = JSON.stringify(
      { name: 'Acme', colors: { primary: '#0D9373' }, navigation: [{ group: 'Start', pages: ['index'] }] },
      null,
      2,
    );
    const { dir, sha: base } = initRepo({ 'mint.json': text, 'index.mdx': '# Home\n' });
    const next = text.replace('"index"', '"index",\n        "later"');
    writeFiles(dir, { 'mint.json': next, 'later.mdx': '# Later\n' });
    const head = commitAll(dir, 'Add a page');
    const r = await cli(['diff', '--root', dir, '--base', base, '--head', head, '--format', 'json']);
    expect(r.code).toBe(0);
    interface Node {
      label: string;
      span: { file: string; offset: number; length: number };
      children: Node[];
    }
    const { outline } = JSON.parse(r.out) as { outline: Node };
    const nodes: Node[] = [];
    const walk = (n: Node): void => {
      nodes.push(n);
      n.children.forEach(walk);
    };
    walk(outline);
    const later = nodes.find((n) => n.label === 'later')!;
    expect(later.span.file).toBe('mint.json');
    expect(next.slice(later.span.offset, later.span.offset + later.span.length)).toBe('"later"');
    expect(new Set(nodes.map((n) => n.span.file))).toEqual(new Set(['mint.json']));
  });
});

describe('navguard check on a folder with only mint.json', () => {
  it('checks it (exit 1 for a missing page, placed in mint.json) instead of refusing with exit 2', async () => {
    const dir = tempDir();
    const text = JSON.stringify(
      {
        name: 'Acme',
        favicon: '/f.svg',
        colors: { primary: '#0D9373' },
        navigation: [{ group: 'Start', pages: ['index', 'gone'] }],
      },
      null,
      2,
    );
    writeFiles(dir, { 'mint.json': text, 'index.mdx': '# Home\n', 'f.svg': '<svg/>' });
    const r = await cli(['check', '--root', dir, '--format', 'json']);
    expect(r.code).toBe(1);
    const report = JSON.parse(r.out) as { findings: { rule: string; file: string; line: number }[] };
    expect(report.findings.map((f) => [f.rule, f.file, f.line])).toEqual([
      ['legacy-mint-json', 'mint.json', 1],
      ['page-not-found', 'mint.json', jsonPos(text, 'gone').line],
    ]);
  });

  it('a change in docs/ deleting its favicon: a new broken-link at docs/mint.json, to restore or take out of it', async () => {
    // llm-tools/embedjs keeps mint.json in docs/ (stop 74): the fix said "take the image out of the page".
    const text = JSON.stringify({ name: 'Acme', favicon: '/f.svg', colors: { primary: '#0D9373' }, navigation: [] });
    const { dir, sha: base } = initRepo({
      'docs/mint.json': text,
      'docs/index.mdx': '# Home\n',
      'docs/f.svg': '<svg/>',
    });
    fs.rmSync(path.join(dir, 'docs/f.svg'));
    const head = commitAll(dir, 'Drop the favicon');
    const r = await cli(['diff', '--root', path.join(dir, 'docs'), '--base', base, '--head', head, '--format', 'json']);
    const report = JSON.parse(r.out) as {
      findings: { rule: string; file: string; status: string; fix?: { message: string } }[];
    };
    expect(report.findings.filter((f) => f.status === 'new').map((f) => [f.rule, f.file, f.fix?.message])).toEqual([
      ['broken-link', 'docs/mint.json', 'Restore f.svg, or take the image out of mint.json.'],
    ]);
  });
});

// 1Router/1router-docs da8f143068 (fresh set 108): the web editor wrote a group's "group" and "pages" twice in one
// object; the builder keeps the last of each. docs.json is told of such keys; mint.json was not, and the missing page
// of the second "pages" was placed at the first.
describe('a mint.json object with a key written twice', () => {
  it('is told, and what the builder reads is placed at the last of them', () => {
    const text = [
      '{',
      '  "name": "Acme",',
      '  "favicon": "/f.svg",',
      '  "colors": { "primary": "#0D9373" },',
      '  "navigation": [',
      '    {',
      '      "group": "Get Started",',
      '      "pages": ["index"],',
      '      "group": "Load Balancing",',
      '      "pages": ["a", "b"]',
      '    }',
      '  ]',
      '}',
    ].join('\n');
    const files = { 'mint.json': text, 'f.svg': '<svg/>', 'index.mdx': '# Home\n', 'a.mdx': '# A\n' };
    const r = analyze(mintJsonAsDocs(memorySource(files))!);
    expect(rules(r.findings, 'duplicate-key').map((f) => [f.file, f.line, f.column])).toEqual([
      ['mint.json', 7, 7],
      ['mint.json', 8, 7],
    ]);
    const missing = one(r.findings, 'page-not-found');
    expect([missing.file, missing.line, missing.column]).toEqual(['mint.json', 10, 22]);
  });
});

describe('a mint.json site whose folder moves', () => {
  /** The move is said, and the old site's broken link stays existing: nothing is new. */
  async function expectOldLinkKept(dir: string, base: string, head: string, note: string): Promise<void> {
    const states = await loadStates({ root: path.join(dir, 'docs'), base, head });
    expect(states.notes.join(' ')).toContain(note);
    const c = compareSources(states.base.source, states.head.source, {
      renames: states.renames,
      changed: states.changed,
    });
    expect(c.findings.filter((f) => f.status === 'new')).toEqual([]);
    expect(c.findings.filter((f) => f.rule === 'broken-link').map((f) => f.status)).toEqual(['existing']);
  }

  it('is compared with the folder it came from, so the old broken link is not called new', async () => {
    const text = JSON.stringify({ ...mint, favicon: '/favicon.svg' }, null, 2);
    const old = {
      'site/mint.json': text,
      'site/index.mdx': '# Home\n\nSee [the guide](/guide-that-never-was).\n',
      'site/quickstart.mdx': '# Quickstart\n',
      'site/api/users.mdx': '# Users\n',
      'site/api/admin.mdx': '# Admin\n',
    };
    const { dir, sha: base } = initRepo(old);
    for (const f of Object.keys(old)) gitMove(dir, f, f.replace(/^site\//, 'docs/'));
    const head = commitAll(dir, 'Move the docs from site/ to docs/');
    await expectOldLinkKept(dir, base, head, 'the docs root moved from site/ to docs/');
  });

  // expectedparrot/edsl 4781baf578 (fresh set 107): docs/mintlify-migration/mint.json became docs/docs.json as the
  // pages moved up a folder; git pairs the pages but not the two config files, and all 305 old problems were new.
  it('is found by its pages when the change also upgrades mint.json to docs.json', async () => {
    const pages = {
      'index.mdx': '# Home\n\nSee [the guide](/guide-that-never-was).\n',
      'quickstart.mdx': '# Quickstart\n\nStart here, then read on.\n',
      'api/users.mdx': '# Users\n\nThe users of an account.\n',
    };
    const old = {
      'docs/mintlify-migration/mint.json': JSON.stringify({ ...mint, favicon: '/favicon.svg' }, null, 2),
      'docs/mintlify-migration/favicon.svg': '<svg/>',
      'docs/conf.py': 'project = "edsl"\n',
      ...Object.fromEntries(Object.entries(pages).map(([f, t]) => [`docs/mintlify-migration/${f}`, t])),
    };
    const { dir, sha: base } = initRepo(old);
    for (const f of [...Object.keys(pages), 'favicon.svg']) gitMove(dir, `docs/mintlify-migration/${f}`, `docs/${f}`);
    fs.rmSync(path.join(dir, 'docs/mintlify-migration/mint.json'));
    fs.writeFileSync(
      path.join(dir, 'docs/docs.json'),
      docsJson(
        {
          groups: [
            { group: 'Start', pages: ['index', 'quickstart'] },
            { group: 'API', pages: ['api/users'] },
          ],
        },
        { redirects: mint.redirects },
      ),
    );
    const head = commitAll(dir, 'Move the Mintlify site up to docs/ and upgrade it to docs.json');
    await expectOldLinkKept(dir, base, head, 'the docs root moved from docs/mintlify-migration/ to docs/');
  });

  it('is not taken from a deleted site whose pages went elsewhere', async () => {
    const { dir, sha: base } = initRepo({
      'old/mint.json': JSON.stringify({ ...mint, favicon: '/favicon.svg' }, null, 2),
      'old/favicon.svg': '<svg/>',
      'old/index.mdx': '# Home\n\nSee [the guide](/guide-that-never-was).\n',
      'old/quickstart.mdx': '# Quickstart\n\nStart here, then read on.\n',
    });
    fs.rmSync(path.join(dir, 'old'), { recursive: true });
    writeFiles(path.join(dir, 'docs'), {
      'docs.json': docsJson({ groups: [{ group: 'Start', pages: ['index'] }] }),
      'index.mdx': '# A new home\n\nWritten afresh, with [a dead link](/nowhere).\n',
    });
    const head = commitAll(dir, 'Start a new site in docs/');
    const states = await loadStates({ root: path.join(dir, 'docs'), base, head });
    expect(states.base.source).toBeUndefined();
    expect(states.notes.join(' ')).toContain('has no docs.json: the change adds it');
  });
});

// `navguard fix` on a site still on mint.json crashed (ENOENT … docs.json) for every fix that edits the config:
// the redirect edits were placed in the docs.json the upgrade makes, which is no file.
describe('navguard fix on a site still on mint.json', () => {
  const site = (redirects?: { source: string; destination: string }[]) => ({
    'mint.json': JSON.stringify(
      {
        name: 'Acme',
        favicon: '/f.svg',
        colors: { primary: '#0D9373' },
        navigation: [{ group: 'Start', pages: ['index', 'guide'] }],
        ...(redirects ? { redirects } : {}),
      },
      null,
      2,
    ),
    'f.svg': '<svg/>',
    'index.mdx': '# Home\n\nSee [the guide](/guide).\n',
    'guide.mdx': '# Guide\n',
  });

  it.each([
    ['without "redirects"', undefined],
    ['with "redirects"', [{ source: '/old', destination: '/index' }]],
  ])('%s: the rename’s redirect goes into mint.json, dry run and real run alike', async (_, redirects) => {
    const { dir, sha: base } = initRepo(site(redirects));
    gitMove(dir, 'guide.mdx', 'setup.mdx');
    const renamed = JSON.parse(site(redirects)['mint.json']) as { navigation: { pages: string[] }[] };
    renamed.navigation[0]!.pages = ['index', 'setup'];
    writeFiles(dir, { 'mint.json': JSON.stringify(renamed, null, 2) });
    commitAll(dir, 'Rename guide to setup');
    const dry = await cli(['fix', '--root', dir, '--base', base, '--rule', 'missing-redirect', '--dry-run']);
    expect(dry.err).not.toContain('ENOENT');
    expect(dry.out).toContain('+++ b/mint.json');
    expect(dry.out).not.toContain('docs.json');
    expect(dry.code).toBe(0);
    const real = await cli(['fix', '--root', dir, '--base', base, '--rule', 'missing-redirect']);
    expect(real.out).toContain('changed mint.json; 1 finding fixed (missing-redirect 1)');
    const after = JSON.parse(fs.readFileSync(path.join(dir, 'mint.json'), 'utf8')) as { redirects: unknown[] };
    expect(after.redirects).toEqual([...(redirects ?? []), { source: '/guide', destination: '/setup' }]);
    expect(fs.existsSync(path.join(dir, 'docs.json'))).toBe(false);
  });
});

describe('mint-json-ignored: a change to the mint.json left beside docs.json', () => {
  // RuvikGroup/docs-pixelpatrol-mintlify d615f84139 (fresh set 85): only mint.json edited, docs.json in place.
  const valid = { ...mint, favicon: '/favicon.svg' };
  const site = (mintJson?: object): Record<string, string> => ({
    'docs.json': docsJson({ pages: ['index'] }),
    'index.mdx': '# Home\n',
    ...(mintJson ? { 'mint.json': JSON.stringify(mintJson) } : {}),
  });
  const ignored = (before: Record<string, string>, after: Record<string, string>) =>
    compareSources(memorySource(before), memorySource(after)).findings.filter((f) => f.rule === 'mint-json-ignored');

  it('says an edit or an addition changes nothing on the live site', () => {
    const edited = { ...valid, navigation: [{ group: 'Start', pages: ['index', 'new-page'] }] };
    const [f, ...rest] = ignored(site(valid), site(edited));
    expect(rest).toEqual([]);
    expect(f).toMatchObject({ severity: 'warning', file: 'mint.json', line: 1, status: 'new' });
    expect(f!.message).toBe(
      'This change edits mint.json, but the site builder builds this site from docs.json and reads mint.json only to validate it: the edit changes nothing on the live site.',
    );
    expect(f!.fix?.message).toBe('Make the change in docs.json, and delete mint.json once nothing needs it.');
    expect(ignored(site(), site(valid))[0]!.message).toMatch(
      /^This change adds mint\.json, .* the file changes nothing/,
    );
  });

  it('is quiet when mint.json is unchanged, deleted, or the site is still built from it', () => {
    expect(ignored(site(valid), { ...site(valid), 'index.mdx': '# Home again\n' })).toEqual([]);
    expect(ignored(site(valid), site())).toEqual([]);
    const onlyMint = { 'mint.json': JSON.stringify(valid), 'index.mdx': '# Home\n' };
    const editedMint = { ...onlyMint, 'mint.json': JSON.stringify({ ...valid, name: 'Acme docs' }) };
    expect(
      compareSources(mintJsonAsDocs(memorySource(onlyMint)), mintJsonAsDocs(memorySource(editedMint))).findings.filter(
        (f) => f.rule === 'mint-json-ignored',
      ),
    ).toEqual([]);
  });
});
