// Nesting rules and what the builder silently drops: multiple-roots, mixed-children, menu-content,
// global-anchor-href, unknown-language, empty-division.
import { describe, it, expect } from '@jest/globals';
import { run, docsJson, rules } from '../helpers.js';
import { ids, jsonPos, offsetPos, one, posOf, says, spanOf } from './util.js';

const pages = { 'a.mdx': '# A\n', 'b.mdx': '# B\n', 'c.mdx': '# C\n' };

describe('multiple-roots', () => {
  it('reports the dropped root key, with how many groups and pages vanish', () => {
    const json = docsJson({ tabs: [{ tab: 'Guides', pages: ['a'] }], groups: [{ group: 'More', pages: ['b', 'c'] }] });
    const r = run({ 'docs.json': json, ...pages });
    const f = one(r.findings, 'multiple-roots');
    const key = spanOf(json, '"groups"');
    expect(f).toMatchObject({ severity: 'error', file: 'docs.json', ...key });
    says(
      f.message,
      'more than one primary key ("tabs", "groups")',
      'keeps "tabs" and silently drops "groups" with 1 group (2 pages)',
      'will not appear on the live site',
    );
    says(f.fix?.message, 'move "groups" inside one of the tabs, or turn the tabs into "groups"');
    // The dropped pages really are out of the navigation: this finding says so for them, no orphan-page per page,
    // unless the rule is off.
    expect(rules(r.findings, 'orphan-page')).toEqual([]);
    const off = run({ 'docs.json': json, ...pages }, { configRaw: { rules: { 'multiple-roots': 'off' } } });
    expect(rules(off.findings, 'orphan-page').map((o) => o.file)).toEqual(['b.mdx', 'c.mdx']);
  });

  it('counts page entries when "pages" is the dropped key', () => {
    const json = docsJson({ groups: [{ group: 'G', pages: ['a'] }], pages: ['b', 'c'] });
    const f = one(run({ 'docs.json': json, ...pages }).findings, 'multiple-roots');
    expect(f).toMatchObject(offsetPos(json, json.lastIndexOf('"pages"')));
    expect(f.message).toContain(
      'keeps "groups" and silently drops "pages" with 2 entries: they will not appear on the live site.',
    );
  });

  it('is only a warning when every dropped page is listed in the kept navigation', () => {
    const json = docsJson({ groups: [{ group: 'G', pages: ['a', 'b'] }], pages: ['a', 'b'] });
    const r = run({ 'docs.json': json, 'a.mdx': '# A\n', 'b.mdx': '# B\n' });
    expect(ids(r.findings)).toEqual(['multiple-roots']);
    expect(r.findings[0]).toMatchObject({ severity: 'warning', ...offsetPos(json, json.lastIndexOf('"pages"')) });
    const f = r.findings[0]!;
    expect(f.message).toContain('every page in it is also listed elsewhere in the navigation, so nothing goes missing');
  });

  it('is a warning too when a dropped root of groups lists only pages the kept tabs have', () => {
    // A site that moved its navigation into tabs and left the old "groups" beside them: 301 pages "will not
    // appear", though every one of them is in a tab.
    const groups = [
      { group: 'Start', pages: ['a', { group: 'Deeper', pages: ['b'] }] },
      { group: 'Ref', root: 'c', pages: ['/b'] },
    ];
    const json = docsJson({ tabs: [{ tab: 'Guides', groups: [{ group: 'All', pages: ['a', 'b', 'c'] }] }], groups });
    const f = one(run({ 'docs.json': json, ...pages }).findings, 'multiple-roots');
    expect(f).toMatchObject({ severity: 'warning', data: { dropped: 'groups', listedElsewhere: true } });
    says(f.message, 'every page in it is also listed elsewhere in the navigation, so nothing goes missing');
    // One page of the dropped groups in no tab: then it is lost, and an error.
    const lost = docsJson({ tabs: [{ tab: 'Guides', groups: [{ group: 'All', pages: ['a', 'b'] }] }], groups });
    expect(one(run({ 'docs.json': lost, ...pages }).findings, 'multiple-roots').severity).toBe('error');
  });

  // AnswerLoops 154230fedf (fresh set 119): a docs.json migrated from mint.json kept mint.json's anchors (`name`,
  // `url`) beside its groups. The builder's navigation is a union tried key by key: the anchors fail theirs, so it
  // builds the groups (prebuild, mint 4.2.941), where navguard said it rejects docs.json and drops the groups.
  it('keeps the next key when the first fails the builder schema, as a warning naming why', () => {
    const anchors = [{ name: 'GitHub', icon: 'github', url: 'https://github.com/x/y' }];
    const json = docsJson({ anchors, groups: [{ group: 'Start', pages: ['a', 'b'] }] });
    const r = run({ 'docs.json': json, 'a.mdx': '# A\n', 'b.mdx': '# B\n', 'c.mdx': '# C\n' });
    // No schema finding: the builder never reads the anchors. The groups are the navigation, so only c is orphaned.
    expect(ids(r.findings).sort()).toEqual(['multiple-roots', 'orphan-page']);
    expect(one(r.findings, 'orphan-page').file).toBe('c.mdx');
    const f = one(r.findings, 'multiple-roots');
    expect(f).toMatchObject({
      severity: 'warning',
      ...spanOf(json, '"anchors"'),
      data: { kept: 'groups', dropped: 'anchors', failing: ['navigation', 'anchors', 0] },
    });
    says(
      f.message,
      'more than one primary key ("anchors", "groups")',
      'Its "anchors" fail the site builder\'s schema (anchor 1 has no label "anchor")',
      'keeps "groups" and silently drops "anchors" with 1 anchor',
    );
    says(f.fix?.message, 'move them to "global": { "anchors": [ … ] }', 'keep "anchors" and drop "groups"');
    // Written as the builder reads them, the anchors hold, and the groups are what goes.
    const valid = docsJson({
      anchors: [{ anchor: 'GitHub', href: 'https://github.com/x/y' }],
      groups: [{ group: 'Start', pages: ['a', 'b'] }],
    });
    const kept = one(run({ 'docs.json': valid, ...pages }).findings, 'multiple-roots');
    expect(kept).toMatchObject({ severity: 'error', data: { kept: 'anchors', dropped: 'groups' } });
    expect(kept.data.failing).toBeUndefined();
    // When no key holds, the first is still the one reported, and the builder rejects docs.json.
    const none = docsJson({ anchors, groups: [{ pages: ['a'] }] });
    const rejected = run({ 'docs.json': none, ...pages });
    expect(one(rejected.findings, 'multiple-roots').data).toMatchObject({ kept: 'anchors', dropped: 'groups' });
    expect(rules(rejected.findings, 'schema').some((s) => s.data.rejects)).toBe(true);
  });

  it('is a warning when the dropped key holds links out only', () => {
    const json = docsJson({
      tabs: [{ tab: 'Guides', pages: ['a', 'b', 'c'] }],
      anchors: [{ anchor: 'Blog', href: 'https://blog.example.com' }],
    });
    const f = one(run({ 'docs.json': json, ...pages }).findings, 'multiple-roots');
    expect(f).toMatchObject({ severity: 'warning', data: { kept: 'tabs', dropped: 'anchors', pages: [] } });
    says(f.message, 'silently drops "anchors" with 1 anchor: they will not appear on the live site');
  });

  it('passes one primary key with global beside it', () => {
    const json = docsJson({
      global: { anchors: [{ anchor: 'Blog', href: 'https://blog.example.com' }] },
      tabs: [{ tab: 'Guides', groups: [{ group: 'G', pages: ['a', 'b', 'c'] }] }],
    });
    expect(run({ 'docs.json': json, ...pages }).findings).toEqual([]);
  });
});

describe('mixed-children', () => {
  // Each division is a union tried key by key too (prebuild, mint 4.2.941, on this docs.json: tab A builds its
  // groups, tab B its pages).
  it("keeps a division's next key when the first fails the builder schema", () => {
    const json = docsJson({
      tabs: [
        { tab: 'A', anchors: [{ name: 'Out', url: 'https://x.y' }], groups: [{ group: 'G', pages: ['a'] }] },
        { tab: 'B', groups: [{ pages: ['b'] }], pages: ['b', 'c'] },
      ],
    });
    const r = run({ 'docs.json': json, ...pages });
    expect(ids(r.findings)).toEqual(['mixed-children', 'mixed-children']);
    const [a, b] = rules(r.findings, 'mixed-children');
    expect(a).toMatchObject({
      severity: 'warning',
      data: { kept: 'groups', dropped: 'anchors', failing: ['navigation', 'tabs', 0, 'anchors', 0] },
    });
    says(
      a!.message,
      'tab "A" holds more than one type of child ("anchors", "groups")',
      'anchor 1 has no label "anchor"',
    );
    expect(b).toMatchObject({ severity: 'warning', data: { kept: 'pages', dropped: 'groups', listedElsewhere: true } });
    says(b!.message, 'group 1 has no label "group"', 'every page in it is also listed elsewhere');
    says(b!.fix?.message, 'Move what "groups" holds into the pages, or remove it');
  });

  // chatwoot/docs dea77fa293 (fresh set 100): an anchor's `"pages": []` beside its groups was an error saying its
  // pages "will not appear", and empty-division said the anchor showed nothing; prebuild shows its groups.
  it('drops nothing from an empty array beside content, and says the empty array is ignored', () => {
    const json = docsJson({
      anchors: [{ anchor: 'API', pages: [], groups: [{ group: 'G', pages: ['a', 'b', 'c'] }] }],
    });
    const r = run({ 'docs.json': json, ...pages });
    expect(ids(r.findings)).toEqual(['empty-division']);
    const f = one(r.findings, 'empty-division');
    expect(f.severity).toBe('warning');
    says(f.message, '"pages" in anchor "API" is empty; the site builder shows the rest of this anchor and ignores it.');
  });

  it('reports the dropped child type of a tab, naming what vanishes', () => {
    const json = docsJson({
      tabs: [
        { tab: 'Guides', groups: [{ group: 'Start', pages: ['a'] }], anchors: [{ anchor: 'API', pages: ['b', 'c'] }] },
      ],
    });
    const r = run({ 'docs.json': json, ...pages });
    const f = one(r.findings, 'mixed-children');
    expect(f).toMatchObject({ severity: 'error', ...spanOf(json, '"groups"') });
    says(
      f.message,
      'tab "Guides" holds more than one type of child ("anchors", "groups")',
      'keeps "anchors" and silently drops "groups" with 1 group (1 page)',
      'will not appear on the live site',
    );
    // a.mdx, listed only in the dropped groups, is that finding's: no orphan-page restates it (getprimo/docs
    // ec55f0f2: 5 mixed-children errors and 327 orphan warnings whose fix was to add the entry docs.json held).
    expect(ids(r.findings)).toEqual(['mixed-children']);
    // With mixed-children off, nothing else would say a.mdx is out of the sidebar.
    const off = run({ 'docs.json': json, ...pages }, { configRaw: { rules: { 'mixed-children': 'off' } } });
    expect(one(off.findings, 'orphan-page').file).toBe('a.mdx');
  });

  it("a language's tabs dropped for its href: the pages they list are not orphans one by one", () => {
    const json = docsJson({
      languages: [
        { language: 'en', href: 'https://example.com', tabs: [{ tab: 'Guides', pages: ['a', '/b/'] }] },
        { language: 'fr', tabs: [{ tab: 'Guides', pages: ['c'] }] },
      ],
    });
    const r = run({ 'docs.json': json, ...pages, 'd.mdx': '# D\n' });
    expect(ids(r.findings).sort()).toEqual(['mixed-children', 'orphan-page']);
    expect(one(r.findings, 'orphan-page').file).toBe('d.mdx');
  });

  it('says an href wins over content, and how to fix either way', () => {
    const json = docsJson({
      tabs: [
        { tab: 'Blog', href: 'https://blog.example.com', pages: ['a'] },
        { tab: 'Docs', pages: ['b', 'c'] },
      ],
    });
    const f = one(run({ 'docs.json': json, ...pages }).findings, 'mixed-children');
    expect(f).toMatchObject(posOf(json, '"pages"'));
    expect(f.message).toContain('keeps "href" and silently drops "pages" with 1 entry');
    says(f.fix?.message, 'Remove "href" to show this content', 'remove "pages" if this entry should only link out');
  });

  it('passes the same content nested one level per type (tab → anchors → groups)', () => {
    const json = docsJson({
      tabs: [{ tab: 'Guides', anchors: [{ anchor: 'API', groups: [{ group: 'Start', pages: ['a', 'b', 'c'] }] }] }],
    });
    expect(run({ 'docs.json': json, ...pages }).findings).toEqual([]);
  });
});

describe('division-href', () => {
  it('a relative href beside content is dropped: the content stays in the navigation, the link has no effect', () => {
    // langgenius/dify-docs writes "href": "versions/3-0-x/zh/introduction" beside each language's groups; the
    // builder (@mintlify/validation 0.1.878) keeps the groups and drops the href.
    const json = docsJson({
      languages: [
        { language: 'en', href: 'a', groups: [{ group: 'Start', pages: ['a'] }] },
        { language: 'fr', groups: [{ group: 'Start', pages: ['b', 'c'] }] },
      ],
    });
    const r = run({ 'docs.json': json, ...pages });
    const f = one(r.findings, 'division-href');
    expect(f).toMatchObject({ severity: 'warning', ...spanOf(json, '"a"') });
    says(
      f.message,
      'language "en" has "href": "a", which is neither a URL nor a path from the root ("/…")',
      'drops it and keeps "groups", so the link has no effect',
    );
    expect(f.data).toEqual({ path: ['navigation', 'languages', 0], href: 'a', kept: 'groups' });
    says(f.fix?.message, 'Remove "href" here');
    expect(ids(r.findings)).toEqual(['division-href']);
  });

  it('a tab that only links, by a relative href, links nowhere: the fix writes it from the root', () => {
    const json = docsJson({
      tabs: [
        { tab: 'Docs', pages: ['a', 'b', 'c'] },
        { tab: 'Intro', href: 'a' },
      ],
    });
    const r = run({ 'docs.json': json, ...pages });
    const f = one(r.findings, 'division-href');
    says(f.message, 'tab "Intro" has "href": "a"', 'so this tab links nowhere and shows nothing on the live site');
    expect(f.fix).toEqual({
      message: 'Write it from the root: "/a".',
      edits: [{ file: 'docs.json', ...spanOf(json, '"a"', 1), newText: '"/a"' }],
    });
  });

  it.each(['/a', 'https://example.com/a', 'mailto:docs@example.com', '#a'])(
    'an href the builder takes (%s) wins over the content beside it: mixed-children, not this rule',
    (href) => {
      const json = docsJson({
        tabs: [
          { tab: 'Docs', href, pages: ['a'] },
          { tab: 'More', pages: ['b', 'c'] },
        ],
      });
      const r = run({ 'docs.json': json, ...pages });
      expect(rules(r.findings, 'division-href')).toEqual([]);
      expect(one(r.findings, 'mixed-children').data).toMatchObject({ kept: 'href', dropped: 'pages' });
    },
  );
});

describe('menu-content', () => {
  it('reports a menu item holding anything but groups, pages or a link', () => {
    const json = docsJson({
      tabs: [
        {
          tab: 'Products',
          menu: [
            { item: 'Cloud', anchors: [{ anchor: 'Setup', pages: ['a'] }] },
            { item: 'CLI', pages: ['b', 'c'] },
          ],
        },
      ],
    });
    const f = one(run({ 'docs.json': json, ...pages }).findings, 'menu-content');
    expect(f).toMatchObject({ severity: 'error', ...spanOf(json, '"anchors"') });
    says(f.message, 'Menu item "Cloud" in tab "Products" holds "anchors"', 'only groups, pages and an external link');
    expect(f.fix?.message).toContain('Replace "anchors" with "groups" or "pages"');
  });

  it('passes menu items with groups, pages and an href', () => {
    const json = docsJson({
      tabs: [
        {
          tab: 'Products',
          menu: [
            { item: 'Cloud', groups: [{ group: 'Setup', pages: ['a'] }] },
            { item: 'CLI', pages: ['b', 'c'] },
            { item: 'Status', href: 'https://status.example.com' },
          ],
        },
      ],
    });
    expect(run({ 'docs.json': json, ...pages }).findings).toEqual([]);
  });
});

describe('global-anchor-href', () => {
  const nav = (anchors: unknown[]) => docsJson({ global: { anchors }, pages: ['a', 'b', 'c'] });

  it('warns about a relative href, saying the builder accepts it but the spec does not', () => {
    const json = nav([{ anchor: 'Blog', href: '/blog' }]);
    const f = one(run({ 'docs.json': json, ...pages }).findings, 'global-anchor-href');
    expect(f).toMatchObject({ severity: 'warning', ...spanOf(json, '"/blog"') });
    says(
      f.message,
      'Global anchor "Blog" links to "/blog", not to an external http(s) URL as the spec asks',
      'The site builder accepts it',
    );
    expect(f.fix?.message).toContain('use the full URL');
  });

  it('reports a missing href at the anchor object', () => {
    const json = nav([{ anchor: 'Community' }]);
    const f = one(run({ 'docs.json': json, ...pages }).findings, 'global-anchor-href');
    const open = json.lastIndexOf('{', json.indexOf('"Community"'));
    expect(f).toMatchObject({
      line: json.slice(0, open).split('\n').length,
      column: open - json.lastIndexOf('\n', open),
    });
    expect(f.message).toContain('Global anchor "Community" has no "href"');
  });

  it('reports a bare path', () => {
    const json = nav([{ anchor: 'Blog', href: 'blog' }]);
    expect(one(run({ 'docs.json': json, ...pages }).findings, 'global-anchor-href')).toMatchObject(
      jsonPos(json, 'blog'),
    );
  });

  it('holds an href to the test the builder makes of every division href: a URL that does not parse is rejected', () => {
    // new URL() throws on both, so the builder's hrefSchema fails and docs.json is rejected.
    for (const href of ['http://', 'https://blog example.com']) {
      const f = one(run({ 'docs.json': nav([{ anchor: 'Blog', href }]), ...pages }).findings, 'global-anchor-href');
      expect(f.severity).toBe('error');
      says(f.message, 'neither a URL nor a path', 'rejects docs.json');
      expect(f.fix?.message).toContain('with its host');
    }
    // Any other scheme parses: accepted, and not the external http(s) link the spec asks for.
    const ftp = one(
      run({ 'docs.json': nav([{ anchor: 'Files', href: 'ftp://files.example.com' }]), ...pages }).findings,
      'global-anchor-href',
    );
    expect(ftp.severity).toBe('warning');
  });

  it('passes an external https URL', () => {
    expect(
      run({ 'docs.json': nav([{ anchor: 'Blog', href: 'https://blog.example.com' }]), ...pages }).findings,
    ).toEqual([]);
  });
});

describe('unknown-language', () => {
  const langs = (codes: string[]) =>
    docsJson({ languages: codes.map((language, i) => ({ language, pages: [['a', 'b', 'c'][i % 3]] })) });

  it('passes codes both the spec and the builder accept', () => {
    expect(run({ 'docs.json': langs(['en', 'jp', 'cn']), ...pages }).findings).toEqual([]);
  });

  it('notes codes only the builder accepts (ja, zh): the live site shows them', () => {
    const json = langs(['en', 'ja', 'zh']);
    const found = rules(run({ 'docs.json': json, ...pages }).findings, 'unknown-language');
    expect(found.map((f) => [f.severity, f.line, f.column])).toEqual([
      ['notice', jsonPos(json, 'ja').line, jsonPos(json, 'ja').column],
      ['notice', jsonPos(json, 'zh').line, jsonPos(json, 'zh').column],
    ]);
    says(
      found[0]!.message,
      'Language "ja" is not in the spec\'s list of language codes',
      'the site builder accepts "ja"',
    );
    says(found[0]!.fix?.message, 'Japanese as "jp"');
    says(found[1]!.fix?.message, 'Chinese as "cn" (or "zh-Hant")');
  });

  it('rejects a code neither accepts (en-US) and offers the base language', () => {
    const json = langs(['en-US', 'fr', 'de']);
    const f = one(run({ 'docs.json': json, ...pages }).findings, 'unknown-language');
    const at = spanOf(json, '"en-US"');
    expect(f).toMatchObject({ severity: 'error', ...at });
    says(
      f.message,
      'Language "en-US" is not a supported language code',
      "neither in the spec's list nor accepted by the site builder",
      'rejects docs.json',
    );
    expect(f.fix).toEqual({ message: 'Use "en".', edits: [{ file: 'docs.json', ...at, newText: '"en"' }] });
  });

  it('rejects the spec-only "ua" and suggests the builder\'s "uk"', () => {
    const json = langs(['en', 'ua', 'de']);
    const f = one(run({ 'docs.json': json, ...pages }).findings, 'unknown-language');
    const at = spanOf(json, '"ua"');
    expect(f).toMatchObject({ severity: 'error', ...at });
    says(
      f.message,
      'The spec lists "ua", but the site builder does not accept it',
      'it expects "uk" for Ukrainian',
      'rejects docs.json',
    );
    expect(f.fix).toEqual({ message: 'Use "uk".', edits: [{ file: 'docs.json', ...at, newText: '"uk"' }] });
  });

  it('offers only codes both accept when nothing is close', () => {
    const f = one(run({ 'docs.json': langs(['xx', 'en', 'fr']), ...pages }).findings, 'unknown-language');
    expect(f.fix?.message).toMatch(/^Use one of: ar, cs, cn, /);
    expect(f.fix?.message).not.toContain('ua');
  });
});

describe('empty-division', () => {
  it('rejects an empty root "tabs" (the builder needs one)', () => {
    const json = docsJson({ tabs: [] });
    const r = run({ 'docs.json': json });
    const f = one(r.findings, 'empty-division');
    expect(f).toMatchObject({ severity: 'error', ...posOf(json, '[]') });
    says(f.message, '"tabs" in the navigation root is empty', 'requires at least one tab', 'rejects docs.json');
    says(f.fix?.message, 'Add at least one tab to "tabs"');
  });

  it('warns about empty "pages", which the builder accepts and shows as nothing', () => {
    const json = docsJson({
      tabs: [
        { tab: 'Guides', pages: ['a', 'b', 'c'] },
        { tab: 'Soon', pages: [] },
      ],
    });
    const f = one(run({ 'docs.json': json, ...pages }).findings, 'empty-division');
    expect(f).toMatchObject({ severity: 'warning', ...posOf(json, '[]') });
    says(f.message, '"pages" in tab "Soon" is empty', 'this tab shows nothing on the live site');
  });

  it('warns about an empty "groups" in a tab (the builder treats it as absent)', () => {
    const json = docsJson({
      tabs: [
        { tab: 'Guides', pages: ['a', 'b', 'c'] },
        { tab: 'Soon', groups: [] },
      ],
    });
    const f = one(run({ 'docs.json': json, ...pages }).findings, 'empty-division');
    expect(f).toMatchObject({ severity: 'warning', ...posOf(json, '[]') });
    expect(f.message).toContain('"groups" in tab "Soon" is empty; the site builder treats an empty "groups" as absent');
  });

  it('passes divisions with content', () => {
    const json = docsJson({ tabs: [{ tab: 'Guides', groups: [{ group: 'G', pages: ['a', 'b', 'c'] }] }] });
    expect(ids(run({ 'docs.json': json, ...pages }).findings)).toEqual([]);
  });
});
