// schema (field types, required and unknown fields) and styling (styling.eyebrows, interaction.drilldown).
import { describe, it, expect } from '@jest/globals';
import { run, docsJson, rules } from '../helpers.js';
import { ids, jsonPos, offsetPos, one, posOf, says, spanOf } from './util.js';

const pages = { 'a.mdx': '# A\n', 'b.mdx': '# B\n' };
const problemOf = (f: { data: unknown }): unknown => (f.data as { problem?: unknown }).problem;

describe('schema', () => {
  it('reports a misspelt content field as an error (its pages vanish) with a rename edit', () => {
    const json = docsJson({ groups: [{ group: 'Guides', page: ['a', 'b'] }] });
    const r = run({ 'docs.json': json, ...pages });
    const f = one(r.findings, 'schema');
    const key = spanOf(json, '"page"');
    expect(f).toMatchObject({ severity: 'error', file: 'docs.json', line: key.line, column: key.column });
    says(
      f.message,
      'group "Guides" has an unknown field "page"',
      'its 2 entries will not appear on the live site',
      'Did you mean "pages"?',
    );
    expect(f.data).toMatchObject({ problem: 'unknown-field', field: 'page', dropped: 2 });
    expect(f.fix).toEqual({
      message: 'Rename "page" to "pages".',
      edits: [{ file: 'docs.json', ...key, newText: '"pages"' }],
    });
    // Both pages really are gone from the navigation: this finding says so, no orphan-page per page restates it,
    // unless the rule is off.
    expect(rules(r.findings, 'orphan-page')).toEqual([]);
    const off = run({ 'docs.json': json, ...pages }, { configRaw: { rules: { schema: 'off' } } });
    expect(rules(off.findings, 'orphan-page').map((o) => o.file)).toEqual(['a.mdx', 'b.mdx']);
  });

  // Fresh set 103: a language's groups the builder dropped for a schema error gave 1 error and 71 orphan warnings.
  it('is the one finding for pages listed only in content it makes the builder drop, not an orphan per page', () => {
    const lang = (fr: unknown) => ({
      languages: [
        { language: 'en', groups: [{ group: 'Start', pages: ['a'] }] },
        { language: 'fr', ...(fr as object) },
      ],
    });
    const files = { ...pages, 'fr/a.mdx': '# A\n', 'fr/b.mdx': '# B\n', 'fr/c.mdx': '# C\n' };
    const asObject = docsJson(lang({ groups: { group: 'Début', pages: ['fr/a', 'fr/b'] } }));
    const r = run({ 'docs.json': asObject, ...files });
    says(one(r.findings, 'schema').message, 'silently drops "groups" of language "fr" with its 2 entries');
    // fr/c is listed nowhere: still an orphan; b.mdx too.
    expect(rules(r.findings, 'orphan-page').map((o) => o.file)).toEqual(['b.mdx', 'fr/c.mdx']);
    const off = run({ 'docs.json': asObject, ...files }, { configRaw: { rules: { schema: 'off' } } });
    expect(rules(off.findings, 'orphan-page').map((o) => o.file)).toEqual([
      'b.mdx',
      'fr/a.mdx',
      'fr/b.mdx',
      'fr/c.mdx',
    ]);
    // A group without its label drops the language's "pages", with the entries that are not in that group too.
    const unlabelled = docsJson(lang({ pages: ['fr/a', { pages: ['fr/b'] }] }));
    const u = run({ 'docs.json': unlabelled, ...files });
    says(one(u.findings, 'schema').message, 'silently drops "pages" of language "fr" with its 2 entries');
    expect(rules(u.findings, 'orphan-page').map((o) => o.file)).toEqual(['b.mdx', 'fr/c.mdx']);
  });

  it('passes the same group spelt right', () => {
    expect(
      run({ 'docs.json': docsJson({ groups: [{ group: 'Guides', pages: ['a', 'b'] }] }), ...pages }).findings,
    ).toEqual([]);
  });

  it('reports an unknown field without content as a warning', () => {
    const json = docsJson({ groups: [{ group: 'Guides', colour: 'red', pages: ['a', 'b'] }] });
    const f = one(run({ 'docs.json': json, ...pages }).findings, 'schema');
    expect(f).toMatchObject({ severity: 'warning', ...posOf(json, '"colour"') });
    says(f.message, 'group "Guides" has an unknown field "colour"', 'The site builder ignores it.');
    expect(f.message).not.toContain('live site');
  });

  it('suggests a group\'s "expanded" for "isDefaultOpen", a name too far for the nearest-name guess', () => {
    // browser-use's writers gave 12 groups "isDefaultOpen": true; the builder ignores it, and none opened.
    const json = docsJson({ groups: [{ group: 'Guides', isDefaultOpen: true, pages: ['a', 'b'] }] });
    const f = one(run({ 'docs.json': json, ...pages }).findings, 'schema');
    const key = spanOf(json, '"isDefaultOpen"');
    expect(f).toMatchObject({ severity: 'warning', line: key.line, column: key.column });
    says(f.message, 'has an unknown field "isDefaultOpen"', 'Did you mean "expanded"?');
    expect(f.fix?.edits).toEqual([{ file: 'docs.json', ...key, newText: '"expanded"' }]);
    // Not where the object has "expanded" already, nor on an object that has no such field (a tab).
    const both = docsJson({ groups: [{ group: 'Guides', isDefaultOpen: true, expanded: false, pages: ['a', 'b'] }] });
    expect(one(run({ 'docs.json': both, ...pages }).findings, 'schema').message).not.toContain('Did you mean');
    const tab = docsJson({ tabs: [{ tab: 'T', isDefaultOpen: true, groups: [{ group: 'G', pages: ['a', 'b'] }] }] });
    expect(one(run({ 'docs.json': tab, ...pages }).findings, 'schema').message).not.toContain('"expanded"');
  });

  it('calls a list in an unknown field lost entries only when it holds navigation: pages of the site or groups', () => {
    // trigger.dev's docs.json had `"tags": ["v4"]` beside `"tag": "v4"`: ignored, and nothing leaves the sidebar.
    const tags = docsJson({ groups: [{ group: 'Guides', tags: ['v4'], tag: 'v4', pages: ['a', 'b'] }] });
    const t = one(run({ 'docs.json': tags, ...pages }).findings, 'schema');
    expect(t).toMatchObject({ severity: 'warning', ...posOf(tags, '"tags"') });
    says(t.message, 'has an unknown field "tags"', 'The site builder ignores it.');
    // Not "did you mean tag": the group has "tag", and renaming would make a duplicate key.
    expect(t.message).not.toContain('live site');
    expect(t.message).not.toContain('Did you mean');
    says(t.fix?.message, 'Remove "tags"');
    // Pages of the site under an unknown field, or a misspelt "pages", are lost from the navigation.
    const more = docsJson({ groups: [{ group: 'Guides', pages: ['a'], extra: ['b', 'v4'] }] });
    const m = one(run({ 'docs.json': more, ...pages }).findings, 'schema');
    expect(m.severity).toBe('error');
    says(m.message, 'its 1 entry will not appear on the live site');
    const misspelt = docsJson({ groups: [{ group: 'Guides', page: ['a', 'b'] }] });
    const p = one(run({ 'docs.json': misspelt, ...pages }).findings, 'schema');
    expect(p.severity).toBe('error');
    says(p.message, 'Did you mean "pages"?');
  });

  it('reports a root division without its label at the object: the builder rejects docs.json', () => {
    const json = docsJson({ tabs: [{ icon: 'book', pages: ['a', 'b'] }] });
    const f = one(run({ 'docs.json': json, ...pages }).findings, 'schema');
    expect(f).toMatchObject({ severity: 'error', ...offsetOfObjectWith(json, '"icon"') });
    says(f.message, 'A tab in navigation is missing its label "tab"', 'the site builder rejects docs.json');
    says(f.fix?.message, 'Add "tab" to this object.');
    expect(
      run({ 'docs.json': docsJson({ tabs: [{ tab: 'Guides', icon: 'book', pages: ['a', 'b'] }] }), ...pages }).findings,
    ).toEqual([]);
  });

  it('renames a field that holds the missing label under another name: the error and the warning agree', () => {
    // hedging8563/lemondata-docs rewrote its 13 languages as {"locale": "en", "name": "English"}: "locale" is it.
    const json = docsJson({
      languages: [
        { locale: 'en', pages: ['a'] },
        { language: 'fr', pages: ['b'] },
      ],
    });
    const found = run({ 'docs.json': json, ...pages }).findings.filter((f) => f.rule === 'schema');
    const missing = found.find((f) => problemOf(f) === 'missing-field')!;
    says(missing.message, 'missing its label "language"', 'Its "locale" looks like "language" under another name.');
    const rename = {
      message: 'Rename "locale" to "language".',
      edits: [{ file: 'docs.json', ...spanOf(json, '"locale"'), newText: '"language"' }],
    };
    expect(missing.fix).toEqual(rename);
    const unknown = found.find((f) => problemOf(f) === 'unknown-field')!;
    says(unknown.message, 'has an unknown field "locale"', 'Did you mean "language"?');
    expect(unknown.fix).toEqual(rename);
    // A language's other field of text that holds no language code is not its label.
    const named = docsJson({
      languages: [
        { name: 'English', pages: ['a'] },
        { language: 'fr', pages: ['b'] },
      ],
    });
    const n = run({ 'docs.json': named, ...pages }).findings.find((f) => problemOf(f) === 'missing-field')!;
    says(n.fix?.message, 'Add "language" to this object.');
    // A known key of docs.json is no misnamed "theme" (longbridge/whale-docs, fresh set 123: "Rename "favicon"").
    const { theme: _theme, ...themeless } = JSON.parse(docsJson({ pages: ['a'] })) as Record<string, unknown>;
    const noTheme = JSON.stringify({ ...themeless, favicon: '/favicon.svg' });
    const themeMissing = run({ 'docs.json': noTheme, 'favicon.svg': '<svg/>', ...pages }).findings.find(
      (f) => problemOf(f) === 'missing-field',
    )!;
    expect(themeMissing.message).not.toContain('looks like');
    expect(themeMissing.fix?.message).toBe('Add "theme" to this object.');
    // Nor an unknown key whose value no theme is (Agbonde-adebola/synkro 1149323727: "Rename "css" to "theme"").
    const styled = JSON.stringify({ ...themeless, css: '/custom.css' });
    const cssMissing = run({ 'docs.json': styled, ...pages }).findings.find((f) => problemOf(f) === 'missing-field')!;
    expect(cssMissing.fix?.message).toBe('Add "theme" to this object.');
    // A tab with one unknown field of text: that is its label.
    const tab = docsJson({ tabs: [{ name: 'Guides', pages: ['a', 'b'] }] });
    const t = run({ 'docs.json': tab, ...pages }).findings.find((f) => problemOf(f) === 'missing-field')!;
    says(t.fix?.message, 'Rename "name" to "tab".');
    // Two such fields: which one is meant is not known, so the fix stays "Add".
    const two = docsJson({ tabs: [{ name: 'Guides', title: 'Guides', pages: ['a', 'b'] }] });
    const w = run({ 'docs.json': two, ...pages }).findings.find((f) => problemOf(f) === 'missing-field')!;
    says(w.fix?.message, 'Add "tab" to this object.');
  });

  it('reports a nested division without its label, whose content the builder drops instead', () => {
    const json = docsJson({ tabs: [{ tab: 'Guides', anchors: [{ icon: 'book', pages: ['a', 'b'] }] }] });
    const f = one(run({ 'docs.json': json, ...pages }).findings, 'schema');
    expect(f).toMatchObject({ severity: 'error', ...offsetOfObjectWith(json, '"icon"') });
    says(
      f.message,
      'An anchor in tab "Guides" is missing its label "anchor"',
      'silently drops "anchors" of tab "Guides" with its 2 entries',
    );
    expect(
      run({
        'docs.json': docsJson({
          tabs: [{ tab: 'Guides', anchors: [{ anchor: 'Docs', icon: 'book', pages: ['a', 'b'] }] }],
        }),
        ...pages,
      }).findings,
    ).toEqual([]);
  });

  it('reports a page written as an object as the page, with the edit that lists it by its path', () => {
    // Factory-AI/factory 94d706d: {"page": …, "tag": "Beta"} among a group's pages dropped the tab's 79 entries.
    const json = docsJson({
      tabs: [{ tab: 'Docs', groups: [{ group: 'Guides', pages: ['a', { page: 'b', tag: 'Beta' }] }] }],
    });
    const f = one(run({ 'docs.json': json, ...pages }).findings, 'schema');
    expect(f).toMatchObject({ severity: 'error', ...offsetOfObjectWith(json, '"page"') });
    says(
      f.message,
      'An entry in tab "Docs" › group "Guides" is the page "b" written as an object',
      'reads an object among pages as a group',
      'as a group, which needs its label "group" and "pages": the site builder does not reject it but silently drops "groups" of tab "Docs" with its 1 entry',
    );
    says(f.fix?.message, 'List the page by its path, "b"', '"tag" of a page goes in its frontmatter');
    expect(f.fix?.edits).toHaveLength(1);
  });

  it('reports a link written as an object among pages once, as the link, not as a group with unknown fields', () => {
    // towns-protocol/towns b4ca3afce6 (fresh set 83): {"name": "White Paper", "url": "https://….pdf"} among a group's
    // pages gave the missing-label error and two warnings that the builder "ignores" its name and url.
    const json = docsJson({
      tabs: [
        { tab: 'Docs', groups: [{ group: 'Guides', pages: ['a', { name: 'Paper', url: 'https://x.io/p.pdf' }] }] },
      ],
    });
    const f = one(run({ 'docs.json': json, ...pages }).findings, 'schema');
    expect(f).toMatchObject({ severity: 'error', ...offsetOfObjectWith(json, '"url"') });
    says(
      f.message,
      'An entry in tab "Docs" › group "Guides" is a link to https://x.io/p.pdf written as an object ("name", "url")',
      'reads an object among pages as a group, which needs its label "group" and "pages"',
    );
    says(
      f.fix?.message,
      'list a page whose frontmatter says `url: https://x.io/p.pdf`',
      'an anchor or a tab with "href"',
    );
  });

  it('reports a wrong type at the value', () => {
    const json = docsJson({
      groups: [{ group: 'G', pages: [{ group: 'Nested', expanded: 'yes', pages: ['a', 'b'] }] }],
    });
    const f = one(run({ 'docs.json': json, ...pages }).findings, 'schema');
    expect(f).toMatchObject({ severity: 'error', ...spanOf(json, '"yes"') });
    says(
      f.message,
      '"expanded" in group "G" › group "Nested" must be true or false, not the string "yes"',
      'rejects docs.json',
    );
    expect(
      run({
        'docs.json': docsJson({
          groups: [{ group: 'G', pages: [{ group: 'Nested', expanded: true, pages: ['a', 'b'] }] }],
        }),
        ...pages,
      }).findings,
    ).toEqual([]);
  });

  it('places a navigation of the wrong type in docs.json, not "in navigation"', () => {
    // NexaLayer/nexalayer-docs 8cc93cc: '"navigation" in navigation must be an object'.
    const json = JSON.stringify({
      $schema: 'https://mintlify.com/docs.json',
      theme: 'mint',
      name: 'S',
      colors: { primary: '#000000' },
      navigation: [{ group: 'G', pages: ['a'] }],
    });
    const f = run({ 'docs.json': json, ...pages }).findings.find((x) => x.rule === 'schema')!;
    says(f.message, '"navigation" in docs.json must be an object, not a list');
  });

  it('says a pages entry must be a page path or a group', () => {
    const json = docsJson({ pages: ['a', 42, 'b'] });
    const f = one(run({ 'docs.json': json, ...pages }).findings, 'schema');
    expect(f).toMatchObject(posOf(json, '42'));
    says(f.message, 'must be a page path (text) or a group object, not the number 42');
  });

  it('reports an empty page entry once, as a schema error (not as a missing file)', () => {
    const json = docsJson({ pages: ['a', '', 'b'] });
    const r = run({ 'docs.json': json, ...pages });
    expect(ids(r.findings)).toEqual(['schema']);
    expect(r.findings[0]).toMatchObject({ ...jsonPos(json, '') });
    expect(r.findings[0]!.message).toContain('is empty; it needs at least one character');
  });

  it('warns about an unknown root key and suggests the near one; a missing navigation is an error', () => {
    const json = JSON.stringify(
      { theme: 'mint', name: 'T', colors: { primary: '#000000' }, navigaton: { pages: ['a'] } },
      null,
      2,
    );
    const r = run({ 'docs.json': json, ...pages });
    const typo = rules(r.findings, 'schema').find((f) => f.message.includes('navigaton'))!;
    expect(typo).toMatchObject({ severity: 'warning', ...posOf(json, '"navigaton"') });
    says(
      typo.message,
      'docs.json has an unknown key "navigaton"',
      'the site builder ignores it',
      'Did you mean "navigation"?',
    );
    const missing = rules(r.findings, 'schema').find((f) => f.message.includes('missing'))!;
    expect(missing).toMatchObject({ severity: 'error', line: 1, column: 1 });
    says(missing.message, 'docs.json is missing "navigation"', 'rejects docs.json');
    expect(missing.message).not.toContain('docs.json in docs.json');
  });

  it('warns about keys of the old mint.json format', () => {
    const json = docsJson({ pages: ['a', 'b'] }, { topbarLinks: [{ name: 'Blog', url: 'https://x.dev' }] });
    const f = one(run({ 'docs.json': json, ...pages }).findings, 'schema');
    expect(f).toMatchObject({ severity: 'warning', ...posOf(json, '"topbarLinks"') });
    expect(f.message).toContain('older mint.json format');
  });

  it('checks theme and colour values, naming docs.json (not the navigation) as the place', () => {
    const json = docsJson({ pages: ['a', 'b'] }, { theme: 'dark', colors: { primary: 'green' } });
    const found = rules(run({ 'docs.json': json, ...pages }).findings, 'schema');
    expect(found.map((f) => [f.line, f.column])).toEqual([
      [jsonPos(json, 'dark').line, jsonPos(json, 'dark').column],
      [jsonPos(json, 'green').line, jsonPos(json, 'green').column],
    ]);
    says(
      found[0]!.message,
      '"theme" in docs.json is the string "dark"',
      'allowed values: "mint", "maple", "palm", "willow", "linden", "almond", "aspen", "luma", "sequoia"',
    );
    expect(found[1]!.message).toContain(
      '"primary" in docs.json is the string "green", which is not in the expected form (a hex colour such as #0D9373)',
    );
  });

  // DaxOrg/docs.getdax.app f9c5b57 (fresh set 88): "Remove background" for `colors.background`, a top-level setting.
  it('says where a field unknown in a strict object belongs when it is a top-level setting', () => {
    const docs = docsJson({ pages: ['a', 'b'] }, { colors: { primary: '#0D9373', background: '#000000' } });
    const f = one(run({ 'docs.json': docs, ...pages }).findings, 'schema');
    expect(f.fix?.message).toBe(
      'Remove "background". If it is meant for the whole site, "background" is a setting of docs.json\'s top level: move it there (its colours go in "background.color": { "light", "dark" }).',
    );
  });

  it('checks the openapi object form strictly ({source, directory}): fatal on a tab, silently dropped on a group', () => {
    const spec = JSON.stringify({ openapi: '3.0.0', info: { title: 'API', version: '1' }, paths: {} });
    const onTab = docsJson({
      tabs: [{ tab: 'API', openapi: { source: 'openapi.json', dir: 'api' }, pages: ['a', 'b'] }],
    });
    const t = one(run({ 'docs.json': onTab, 'openapi.json': spec, ...pages }).findings, 'schema');
    expect(t).toMatchObject({ severity: 'error', ...posOf(onTab, '"dir"') });
    says(
      t.message,
      '"openapi" in tab "API" has an unknown field "dir"',
      'allows only "source", "directory", "overlays"',
      'rejects docs.json',
    );
    expect(t.fix).toEqual({ message: 'Remove "dir".' });

    const onGroup = docsJson({
      groups: [{ group: 'API', openapi: { source: 'openapi.json', dir: 'api' }, pages: ['a', 'b'] }],
    });
    const g = one(run({ 'docs.json': onGroup, 'openapi.json': spec, ...pages }).findings, 'schema');
    expect(g).toMatchObject({
      severity: 'error',
      ...offsetPos(onGroup, onGroup.indexOf('{', onGroup.indexOf('"openapi"'))),
    });
    expect(g.message).toContain(
      '"openapi" of group "API" is not a valid spec reference (unknown field "dir"); the site builder drops the whole "openapi" value',
    );

    for (const where of ['tabs', 'groups']) {
      const label = where === 'tabs' ? { tab: 'API' } : { group: 'API' };
      const good = docsJson({
        [where]: [{ ...label, openapi: { source: 'openapi.json', directory: 'api' }, pages: ['a', 'b'] }],
      });
      expect(run({ 'docs.json': good, 'openapi.json': spec, ...pages }).findings).toEqual([]);
    }
  });

  it('reports a docs.json that is not an object', () => {
    const f = one(run({ 'docs.json': '[1, 2]' }).findings, 'schema');
    expect(f).toMatchObject({
      line: 1,
      column: 1,
      severity: 'error',
      message: 'docs.json must hold an object, not a list.',
    });
  });
});

describe('schema: content the site builder drops unread', () => {
  // Apten-AI/apten-docs 1e76598 (fresh set, seed 76) put a mint.json-style anchor beside "tabs": multiple-roots says
  // the builder drops "anchors", and @mintlify/validation accepts the file (the anchors stripped, never validated),
  // yet schema said its missing label and its string "color" made the builder reject docs.json.
  it('reports nothing inside a key multiple-roots or mixed-children says is dropped', () => {
    const anchor = { name: 'Changelog', icon: 'clock', url: 'changelog', color: '#2563eb' };
    const atRoot = docsJson({ tabs: [{ tab: 'Docs', pages: ['a', 'b'] }], anchors: [anchor] });
    const root = run({ 'docs.json': atRoot, ...pages });
    expect(ids(root.findings)).toEqual(['multiple-roots']);
    // In a tab "groups" comes before "pages": the builder keeps the groups, and a broken group under "pages" goes.
    const inTab = docsJson({
      tabs: [{ tab: 'Docs', groups: [{ group: 'G', pages: ['a', 'b'] }], pages: [{ group: 7, pages: ['a'] }] }],
    });
    expect(ids(run({ 'docs.json': inTab, ...pages }).findings)).toEqual(['mixed-children']);
    // The kept key is still checked.
    const keptBad = docsJson({ tabs: [{ tab: 'Docs', pages: ['a', 'b'], color: '#2563eb' }], anchors: [anchor] });
    expect(ids(run({ 'docs.json': keptBad, ...pages }).findings).sort()).toEqual(['multiple-roots', 'schema']);
  });
});

describe('styling', () => {
  it('rejects an unknown styling.eyebrows value, with an edit to "breadcrumbs"', () => {
    const json = docsJson({ pages: ['a', 'b'] }, { styling: { eyebrows: 'crumbs' } });
    const f = one(run({ 'docs.json': json, ...pages }).findings, 'styling');
    const at = spanOf(json, '"crumbs"');
    expect(f).toMatchObject({ severity: 'error', file: 'docs.json', line: at.line, column: at.column });
    expect(f.message).toContain('"styling.eyebrows" is the string "crumbs"; it must be "breadcrumbs"');
    expect(f.fix).toEqual({
      message: 'Use "breadcrumbs" or "section".',
      edits: [{ file: 'docs.json', ...at, newText: '"breadcrumbs"' }],
    });
  });

  it('accepts "breadcrumbs" and "section"', () => {
    for (const eyebrows of ['breadcrumbs', 'section']) {
      expect(
        run({ 'docs.json': docsJson({ pages: ['a', 'b'] }, { styling: { eyebrows } }), ...pages }).findings,
      ).toEqual([]);
    }
  });

  it('rejects a quoted boolean in interaction.drilldown and offers the bare value', () => {
    const json = docsJson({ pages: ['a', 'b'] }, { interaction: { drilldown: 'false' } });
    const f = one(run({ 'docs.json': json, ...pages }).findings, 'styling');
    const at = spanOf(json, '"false"');
    expect(f).toMatchObject({ severity: 'error', line: at.line, column: at.column });
    expect(f.message).toContain('"interaction.drilldown" is the string "false"; it must be true');
    expect(f.fix).toEqual({
      message: 'Write false without quotes.',
      edits: [{ file: 'docs.json', ...at, newText: 'false' }],
    });
  });

  it('offers no edit for a drilldown value that is not a boolean in disguise', () => {
    const json = docsJson({ pages: ['a', 'b'] }, { interaction: { drilldown: 'yes' } });
    const f = one(run({ 'docs.json': json, ...pages }).findings, 'styling');
    expect(f).toMatchObject(jsonPos(json, 'yes'));
    expect(f.fix).toEqual({ message: 'Use true or false, or remove the field.' });
  });

  it('accepts drilldown true and false', () => {
    for (const drilldown of [true, false]) {
      expect(
        run({ 'docs.json': docsJson({ pages: ['a', 'b'] }, { interaction: { drilldown } }), ...pages }).findings,
      ).toEqual([]);
    }
  });
});

/** Position of the `{` that opens the object holding `needle`. */
function offsetOfObjectWith(text: string, needle: string): { line: number; column: number } {
  const open = text.lastIndexOf('{', text.indexOf(needle));
  const before = text.slice(0, open);
  return { line: before.split('\n').length, column: open - before.lastIndexOf('\n') };
}
