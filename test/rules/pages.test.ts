// Navigation entries against page files: page-not-found, page-path-format, duplicate-page, orphan-page.
import { describe, it, expect } from '@jest/globals';
import { run, docsJson, rules } from '../helpers.js';
import { analyze } from '../../src/core/engine/analyze.js';
import { memorySource } from '../../src/adapters/memory-source.js';
import { ids, jsonPos, one, says, spanOf } from './util.js';

describe('page-not-found', () => {
  it('reports a missing page at the entry, in words, with a "did you mean" edit', () => {
    const json = docsJson({ groups: [{ group: 'Start', pages: ['index', 'quickstrat'] }] });
    const r = run({ 'docs.json': json, 'index.mdx': '# Home\n', 'quickstart.mdx': '# Quickstart\n' });
    const f = one(r.findings, 'page-not-found');
    const at = spanOf(json, '"quickstrat"');
    expect(f).toMatchObject({
      severity: 'error',
      file: 'docs.json',
      line: at.line,
      column: at.column,
      endLine: at.endLine,
      endColumn: at.endColumn,
    });
    says(
      f.message,
      '"quickstrat" in group "Start"',
      'no file quickstrat.mdx or quickstrat.md exists',
      // The builder keeps a missing entry as a sidebar link titled from its path (prebuild's handleUnknownPage).
      'The site builder lists it in the sidebar all the same, titled from its path: readers who click it, or follow a link to it, get a 404.',
    );
    expect(f.fix).toEqual({
      message: 'Did you mean "quickstart"?',
      edits: [{ file: 'docs.json', ...at, newText: '"quickstart"' }],
    });
  });

  it('says a hidden part of the navigation keeps the entry out of the sidebar, and its URL still a 404', () => {
    // Brale-xyz/docs bc54d0130d (fresh set 117): a hidden group's entry was said to be "in the sidebar".
    const json = docsJson({
      groups: [
        { group: 'Start', pages: ['index'] },
        {
          group: 'Tools',
          hidden: true,
          pages: ['tools/kept', 'tools/gone', { group: 'Feeds', pages: ['feeds/a', 'feeds/b', 'feeds/c'] }],
        },
      ],
    });
    const r = run({ 'docs.json': json, 'index.mdx': '# Home\n', 'tools/kept.mdx': '# Kept\n' });
    const found = r.findings.filter((f) => f.rule === 'page-not-found');
    const single = found.find((f) => f.data.page === 'tools/gone');
    says(
      single?.message ?? '',
      'The site builder keeps it in the navigation all the same, titled from its path, in a part the sidebar hides: readers who follow a link to it get a 404.',
    );
    expect(single?.data).toMatchObject({ hidden: true });
    // The folder's finding of the entries below it, hidden as their group is.
    const folder = found.find((f) => f.data.folder !== undefined);
    says(folder?.message ?? '', 'The site builder keeps each in the navigation all the same');
    expect(folder?.message).not.toContain('sidebar all the same');
    // A visible group's entry: in the sidebar.
    const shown = run({
      'docs.json': docsJson({ groups: [{ group: 'Tools', pages: ['index', 'tools/gone'] }] }),
      'index.mdx': '# Home\n',
    });
    expect(one(shown.findings, 'page-not-found').data).not.toHaveProperty('hidden');
  });

  it('does not suggest a page the same part of the navigation already lists (the edit would list it twice)', () => {
    // Found by the fix round trip on a corpus site: "edit-account" was offered "add-account", listed just above
    // (a name a word apart is no longer offered at all: here a typo stands for it).
    const json = docsJson({ groups: [{ group: 'Account', pages: ['account/add-account', 'account/add-acount'] }] });
    const files = { 'docs.json': json, 'account/add-account.mdx': '# Add\n' };
    const f = one(run(files).findings, 'page-not-found');
    expect(f.fix).toEqual({ message: 'Create account/add-acount.mdx, or remove the entry.' });
    expect(f.data).toEqual({ entry: 'account/add-acount', page: 'account/add-acount', groupRoot: false });
    // In another part of the navigation (another language), the same page is still a fine suggestion.
    const other = docsJson({
      languages: [
        { language: 'en', pages: ['account/add-account'] },
        { language: 'fr', pages: ['account/add-acount'] },
      ],
    });
    expect(one(run({ ...files, 'docs.json': other }).findings, 'page-not-found').fix?.message).toBe(
      'Did you mean "account/add-account"?',
    );
  });

  it('an entry with a #section says the entry names a whole page, and leads to the page or goes', () => {
    // michelangelo-land/docs (fresh set 84): "quickstart#step-6-application-deployment" got "Create
    // quickstart#step-6-application-deployment.mdx".
    const files = { 'index.mdx': '# Home\n', 'quickstart.mdx': '# Quickstart\n\n## Step 6: Deploy\n' };
    const entry = (pages: string[]) =>
      one(run({ ...files, 'docs.json': docsJson({ groups: [{ group: 'Start', pages }] }) }).findings, 'page-not-found');
    const alone = entry(['index', 'quickstart#step-6-deploy']);
    says(
      alone.message,
      'an entry names a whole page, and the site builder reads "#step-6-deploy" as part of its file name',
      'no file quickstart#step-6-deploy.mdx exists',
    );
    expect(alone.fix?.message).toBe(
      'Change the entry to "quickstart": an entry leads to a whole page (a link in a page can lead to a section).',
    );
    expect(alone.fix?.edits?.[0]?.newText).toBe('"quickstart"');
    // The page listed beside it: the entry goes, and the section is reached by a link.
    expect(entry(['index', 'quickstart', 'quickstart#step-6-deploy']).fix).toEqual({
      message:
        'Remove the entry: "quickstart" is in this navigation already, and an entry cannot lead to a section of it (a link in a page can: "/quickstart#step-6-deploy").',
    });
  });

  it("offers to create a missing translation, not the original, whatever the language folder's name", () => {
    // openclaw/docs: the "zh-Hans" navigation lists zh-CN/… pages; the sync adds entries before their translations.
    const json = docsJson({
      languages: [
        { language: 'en', pages: ['providers/llama-server', 'guides/setup'] },
        { language: 'zh-Hans', pages: ['zh-CN/providers/llama-server'] },
        { language: 'fr', pages: ['fr/providers/llama-server', 'guides/setupp'] },
      ],
    });
    const r = run({
      'docs.json': json,
      'providers/llama-server.md': '# llama-server\n',
      'guides/setup.mdx': '# Setup\n',
    });
    const found = r.findings.filter((f) => f.rule === 'page-not-found');
    expect(found.map((f) => [f.data.entry, f.fix?.message, f.data.suggestion])).toEqual([
      [
        'zh-CN/providers/llama-server',
        'Create zh-CN/providers/llama-server.mdx (the "zh-Hans" version of providers/llama-server.md), or remove the entry.',
        undefined,
      ],
      [
        'fr/providers/llama-server',
        'Create fr/providers/llama-server.mdx (the "fr" version of providers/llama-server.md), or remove the entry.',
        undefined,
      ],
      // Not under a language's folder: a misspelt entry, whose page exists.
      ['guides/setupp', 'Did you mean "guides/setup"?', 'guides/setup'],
    ]);
  });

  it('says where the pages of a missing folder are when one folder holds them all, and links get the same guess', () => {
    // NexaLayer/nexalayer-docs 0170d7f: pages in docs/, entries and links written from the root.
    const pages = ['sessions/overview', 'sessions/dynamic', 'sessions/static'];
    const files: Record<string, string> = { 'index.mdx': '# Home\n\nSee [sessions](/sessions/overview).\n' };
    for (const p of [...pages, 'billing/overview']) files[`docs/${p}.mdx`] = '# Page\n';
    const r = run(
      { 'docs.json': docsJson({ pages: ['index', ...pages, 'docs/billing/overview'] }), ...files },
      { links: 'all' },
    );
    const f = one(r.findings, 'page-not-found');
    says(
      f.message,
      'name pages under sessions/, and that folder has no files',
      'docs/sessions/ has a page at each of those paths',
    );
    expect(f.message).not.toContain('build step');
    expect(f.fix?.message).toBe(
      'Write the entries with the folder the pages are in: "docs/sessions/overview" and so on.',
    );
    // Of two "overview" pages, the one at the whole wanted path.
    expect(one(r.findings, 'broken-link').fix?.message).toBe('Did you mean "/docs/sessions/overview"?');
  });

  it('takes a new folder missing in a language folder for translations to come, told once, not for generated pages', () => {
    const pages = ['a', 'b', 'c'].map((p) => `providers/new/${p}`);
    const json = docsJson({
      languages: [
        { language: 'en', pages: ['index', ...pages] },
        { language: 'zh-Hans', pages: ['zh-CN/index', ...pages.map((p) => `zh-CN/${p}`)] },
      ],
    });
    const files = Object.fromEntries(pages.map((p) => [`${p}.mdx`, '# Page\n']));
    const r = run({ 'docs.json': json, 'index.mdx': '# Home\n', 'zh-CN/index.mdx': '# 首页\n', ...files });
    // One cause, one finding (Firma-esign/firma-docs 66f3fce: 104 entries each in "es" and "fr", 208 findings).
    const f = one(r.findings, 'page-not-found');
    says(
      f.message,
      '3 entries of the "zh-Hans" navigation name pages under zh-CN/providers/new/, and that folder has no files',
      'translations not written yet',
    );
    expect(f.message).not.toContain('build step');
    expect(f.data).toMatchObject({ folder: 'zh-CN/providers/new', entries: pages.map((p) => `zh-CN/${p}`) });
    expect(f.fix?.message).toBe(
      'Write the pages under zh-CN/providers/new/ (or copy the originals there until they are translated), or remove these entries from the "zh-Hans" navigation.',
    );
    // Fewer than three stay one finding each, with the page to translate.
    const two = docsJson({
      languages: [
        { language: 'en', pages: ['index', ...pages] },
        { language: 'zh-Hans', pages: ['zh-CN/index', ...pages.slice(0, 2).map((p) => `zh-CN/${p}`)] },
      ],
    });
    const r2 = run({ 'docs.json': two, 'index.mdx': '# Home\n', 'zh-CN/index.mdx': '# 首页\n', ...files });
    expect(r2.findings.filter((x) => x.rule === 'page-not-found').map((x) => x.fix?.message)).toEqual(
      pages.slice(0, 2).map((p) => `Create zh-CN/${p}.mdx (the "zh-Hans" version of ${p}.mdx), or remove the entry.`),
    );
    // Outside a language's navigation, a folder of two letters is a language's only when the builder takes it for one.
    const folders = (top: string) =>
      run({ 'docs.json': docsJson({ pages: ['index', ...pages.map((p) => `${top}/${p}`)] }), 'index.mdx': '# Home\n' })
        .findings.filter((x) => x.rule === 'page-not-found')
        .map((x) => x.message.includes('translations not written yet'));
    expect([folders('ai'), folders('de')]).toEqual([[false], [true]]);
  });

  it('says that "/" names the site root, not a page, and to write "index"', () => {
    const json = docsJson({ groups: [{ group: 'Start', pages: ['/', 'guide'] }] });
    const f = one(
      run({ 'docs.json': json, 'index.mdx': '# Home\n', 'guide.mdx': '# Guide\n' }).findings,
      'page-not-found',
    );
    says(f.message, '"/" names the site\'s root, which is no page file', 'written "index"');
    expect(f.message).not.toContain('no file .mdx');
    expect(f.fix?.message).toBe('Write "index".');
  });

  it('passes the entry spelt right', () => {
    const json = docsJson({ groups: [{ group: 'Start', pages: ['index', 'quickstart'] }] });
    expect(run({ 'docs.json': json, 'index.mdx': '# Home\n', 'quickstart.mdx': '# Quickstart\n' }).findings).toEqual(
      [],
    );
  });

  it('resolves leading and trailing slashes, .md pages and folder/index the way the builder does', () => {
    const json = docsJson({ pages: ['/intro', 'setup/', '/notes/', 'guides/index', 'guides/deep/x'] });
    const r = run({
      'docs.json': json,
      'intro.mdx': '#\n',
      'setup.mdx': '#\n',
      'notes.md': '#\n',
      'guides/index.mdx': '#\n',
      'guides/deep/x.md': '#\n',
    });
    expect(r.findings).toEqual([]);
    expect(r.stats).toMatchObject({ pages: 5, entries: 5, orphans: 0, dangling: 0 });
  });

  it.each([
    [
      'snippets/callout',
      'snippets/callout.mdx',
      'it lives in a snippets folder, and snippets are never pages',
      'Move the file out of the snippets folder',
    ],
    [
      '_snippets/note',
      '_snippets/note.mdx',
      'it lives in a snippets folder, and snippets are never pages',
      'Move the file out of the snippets folder',
    ],
    ['drafts/plan', 'drafts/plan.mdx', 'it is excluded by .mintignore', 'Remove the file from .mintignore'],
    [
      'README',
      'README.md',
      'README, LICENSE, CONTRIBUTING and CHANGELOG files are never published as pages',
      'Rename the file',
    ],
    [
      'shared',
      'shared.mdx',
      'another page imports it, which makes it a snippet rather than a page',
      'Stop importing this file',
    ],
  ])(
    'reports "%s" (an existing file that is not a page), says why, and does not call it an orphan',
    (entry, file, reason, fix) => {
      const json = docsJson({ pages: ['index', entry] });
      const files = {
        'docs.json': json,
        'index.mdx': "import Shared from '/shared.mdx'\n\n# Home\n\n<Shared />\n",
        [file]: '# Not a page\n',
        '.mintignore': 'drafts/\n',
      };
      const r = run(files);
      const f = one(r.findings, 'page-not-found');
      expect(f).toMatchObject({ severity: 'error', ...jsonPos(json, entry) });
      expect(f.message).toContain(`${file} exists, but it is not a page: ${reason}.`);
      expect(f.fix?.message).toContain(fix);
      expect(f.fix?.message).not.toContain('Create');
      expect(rules(r.findings, 'orphan-page')).toEqual([]);
    },
  );

  it('says a README in other letter case is there and never published, rather than asking to create the file', () => {
    // dimensionalOS/dimos e1d324243a (fresh set 91): "usage/readme" beside usage/README.md read "no file … exists".
    const json = docsJson({ pages: ['index', 'usage/readme'] });
    const f = one(
      run({ 'docs.json': json, 'index.mdx': '# Home\n', 'usage/README.md': '# Usage\n' }).findings,
      'page-not-found',
    );
    expect(f.message).toContain(
      'usage/README.md exists (in other letter case), but it is not a page: README, LICENSE, CONTRIBUTING and CHANGELOG files are never published as pages.',
    );
    expect(f.fix?.message).toBe(
      "Rename usage/README.md to usage/readme.mdx to publish it at this entry's path, or remove the entry.",
    );
  });

  it('reports a missing group root', () => {
    const json = docsJson({ groups: [{ group: 'API', root: 'api/overview', pages: ['api/auth'] }] });
    const f = one(run({ 'docs.json': json, 'api/auth.mdx': '#\n' }).findings, 'page-not-found');
    expect(f).toMatchObject(jsonPos(json, 'api/overview'));
    expect(f.message).toMatch(/^The group root "api\/overview" in group "API": no file api\/overview\.mdx/);
  });

  it('mentions a redirect for the missing path, whose links still work', () => {
    const json = docsJson({ pages: ['old'] }, { redirects: [{ source: '/old', destination: '/new' }] });
    const f = one(run({ 'docs.json': json, 'new.mdx': '#\n' }).findings, 'page-not-found');
    expect(f).toMatchObject(jsonPos(json, 'old'));
    expect(f.message).toContain('a redirect sends "/old" to "/new"');
    expect(f.message).toContain('and the redirect from its path answers it and links to it.');
    // greptileai/docs 2d5fea86: the fix said "Create old.mdx, or remove the entry", not the page the redirect names.
    expect(f.fix).toEqual({
      message: 'Change the entry to "new", the page the redirect sends "/old" to.',
      edits: [{ file: 'docs.json', ...spanOf(json, '"old"'), newText: '"new"' }],
    });
    // Listed already, the entry would only show it twice: removing the entry is the fix.
    const twice = docsJson({ pages: ['old', 'new'] }, { redirects: [{ source: '/old', destination: '/new' }] });
    const g = one(run({ 'docs.json': twice, 'new.mdx': '#\n' }).findings, 'page-not-found');
    expect(g.fix).toEqual({
      message: 'Remove the entry: the redirect sends its readers to "new", which this navigation already lists.',
    });
  });

  it('says a URL is not a page entry, and a label is not a group', () => {
    const json = docsJson({ pages: ['https://example.com/x', 'Getting Started'] });
    const found = rules(run({ 'docs.json': json }).findings, 'page-not-found');
    expect(found[0]).toMatchObject(jsonPos(json, 'https://example.com/x'));
    expect(found[0]!.message).toContain('it is a URL, and page entries must be files of this site');
    says(found[0]!.fix?.message, 'with "href" instead');
    expect(found[1]).toMatchObject(jsonPos(json, 'Getting Started'));
    expect(found[1]!.message).toContain('looks like a label; a group needs {"group": …, "pages": […]}');
  });
});

describe('page-path-format', () => {
  const files = { 'intro.mdx': '#\n', 'setup.md': '#\n', 'guides/index.mdx': '#\n', 'quick-start.mdx': '#\n' };

  // coder/mux (fresh set 112): "agents" beside agents/index.mdx was told to be written "AGENTS", the repository's
  // instructions for coding agents (AGENTS.md).
  it('takes an entry for its folder of the same case before a file of another case', () => {
    const json = docsJson({ groups: [{ group: 'G', pages: ['agents'] }] });
    const r = run({ 'docs.json': json, 'agents/index.mdx': '#\n', 'AGENTS.md': '# Rules\n' });
    expect(one(r.findings, 'page-path-format').fix?.message).toBe('Change the entry to "agents/index".');
    says(one(r.findings, 'orphan-page').message, 'AGENTS.md holds instructions for coding agents');
  });

  it.each([
    ['intro.mdx', 'intro', 'includes the file extension, but navigation entries are written without it'],
    ['setup.md', 'setup', 'includes the file extension, but navigation entries are written without it'],
    [
      'Quick-Start',
      'quick-start',
      'does not match the file name\'s case ("quick-start.mdx"); paths are case-sensitive',
    ],
    ['guides', 'guides/index', 'names a folder; the page inside it must be written with "/index"'],
  ])('rejects "%s" with an exact edit to "%s"', (entry, fixed, why) => {
    const json = docsJson({ groups: [{ group: 'G', pages: [entry] }] });
    const r = run({ 'docs.json': json, ...files });
    const f = one(r.findings, 'page-path-format');
    const at = spanOf(json, JSON.stringify(entry));
    expect(f).toMatchObject({ severity: 'error', file: 'docs.json', line: at.line, column: at.column });
    says(
      f.message,
      `"${entry}" in group "G" ${why}`,
      'lists it in the sidebar all the same',
      `Write "${fixed}" instead`,
    );
    expect(f.fix).toEqual({
      message: `Change the entry to "${fixed}".`,
      edits: [{ file: 'docs.json', ...at, newText: JSON.stringify(fixed) }],
    });
    expect(rules(r.findings, 'page-not-found')).toEqual([]);
  });

  it.each([
    ['./intro', 'intro'],
    ['guides/../intro', 'intro'],
  ])('warns about "%s", which the builder reads as "%s"', (entry, fixed) => {
    const json = docsJson({ pages: [entry, 'setup', 'guides/index', 'quick-start'] });
    const r = run({ 'docs.json': json, ...files });
    const f = one(r.findings, 'page-path-format');
    const at = spanOf(json, JSON.stringify(entry));
    expect(f).toMatchObject({ severity: 'warning', line: at.line, column: at.column });
    says(f.message, `"${entry}" contains "./" or "../"`, `the site builder reads it as "${fixed}"`);
    expect(f.fix).toEqual({
      message: `Write "${fixed}".`,
      edits: [{ file: 'docs.json', ...at, newText: JSON.stringify(fixed) }],
    });
    expect(ids(r.findings)).toEqual(['page-path-format']);
  });

  it('passes the same entries written the way the builder matches them', () => {
    const json = docsJson({ groups: [{ group: 'G', pages: ['intro', 'setup', 'quick-start', 'guides/index'] }] });
    expect(run({ 'docs.json': json, ...files }).findings).toEqual([]);
  });
});

describe('duplicate-page', () => {
  it('warns at the second entry and names where the first is', () => {
    const json = docsJson({
      tabs: [
        {
          tab: 'Guides',
          groups: [
            { group: 'Start', pages: ['a'] },
            { group: 'More', pages: ['b', 'a'] },
          ],
        },
      ],
    });
    const f = one(run({ 'docs.json': json, 'a.mdx': '#\n', 'b.mdx': '#\n' }).findings, 'duplicate-page');
    expect(f).toMatchObject({ severity: 'warning', ...jsonPos(json, 'a', 1) });
    says(
      f.message,
      '"a" is listed twice',
      '(also in tab "Guides" › group "Start")',
      'The sidebar shows it in both places',
    );
    says(f.fix?.message, 'Remove one of the two entries.');
  });

  it('counts tabs as one section: the same page in two tabs is a duplicate', () => {
    const json = docsJson({
      tabs: [
        { tab: 'One', pages: ['a'] },
        { tab: 'Two', pages: ['a'] },
      ],
    });
    expect(one(run({ 'docs.json': json, 'a.mdx': '#\n' }).findings, 'duplicate-page')).toMatchObject(
      jsonPos(json, 'a', 1),
    );
  });

  it('passes the same page once per language and once per version', () => {
    const json = docsJson({
      languages: [
        {
          language: 'en',
          versions: [
            { version: 'v1', pages: ['a'] },
            { version: 'v2', pages: ['a'] },
          ],
        },
        {
          language: 'fr',
          versions: [
            { version: 'v1', pages: ['a'] },
            { version: 'v2', pages: ['a'] },
          ],
        },
      ],
    });
    expect(run({ 'docs.json': json, 'a.mdx': '#\n' }).findings).toEqual([]);
  });

  it('warns about a page listed twice inside one version', () => {
    const json = docsJson({
      versions: [
        {
          version: 'v1',
          groups: [
            { group: 'A', pages: ['a'] },
            { group: 'B', pages: ['a'] },
          ],
        },
        { version: 'v2', pages: ['a'] },
      ],
    });
    const f = one(run({ 'docs.json': json, 'a.mdx': '#\n' }).findings, 'duplicate-page');
    expect(f).toMatchObject(jsonPos(json, 'a', 1));
    expect(f.message).toContain('(also in version "v1" › group "A")');
  });
});

describe('orphan-page', () => {
  it('warns at 1:1 of a page no entry reaches, suggesting where it belongs', () => {
    const json = docsJson({ tabs: [{ tab: 'Guides', groups: [{ group: 'Setup', pages: ['guides/install'] }] }] });
    const f = one(
      run({ 'docs.json': json, 'guides/install.mdx': '#\n', 'guides/upgrade.mdx': '#\n' }).findings,
      'orphan-page',
    );
    expect(f).toMatchObject({ severity: 'warning', file: 'guides/upgrade.mdx', line: 1, column: 1 });
    says(
      f.message,
      'guides/upgrade.mdx is not in the navigation',
      // The site keeps pages outside the navigation out of its search: "or search" (agno-agi/agno-docs) was wrong.
      "reach it only by its URL or a link in another page, never from the sidebar or the site's search",
    );
    expect(f.fix?.message).toContain(
      'Add "guides/upgrade" to docs.json — for example in tab "Guides" › group "Setup", beside the other pages of guides',
    );
  });

  // iii-hq/iii: RELEASING.md, a maintainers' runbook beside the pages, published as one.
  it('offers .mintignore first for a Markdown file named in capitals, a note for the repository', () => {
    const json = docsJson({ tabs: [{ tab: 'Guides', groups: [{ group: 'Setup', pages: ['guides/install'] }] }] });
    const found = run({
      'docs.json': json,
      'guides/install.mdx': '#\n',
      'guides/RELEASING.md': '# Releasing\n',
    }).findings;
    expect(one(found, 'orphan-page').fix?.message).toBe(
      'RELEASING.md reads like a note for the repository\'s contributors: if it is not for readers, list "guides/RELEASING.md" in .mintignore and the site builder leaves it out; if it is, add "guides/RELEASING" to docs.json — for example in tab "Guides" › group "Setup", beside the other pages of guides.',
    );
    // A README in another language (Duzzle-development/Shanone-docs, fresh set 86): the builder leaves out
    // README.md, not README.ja.md.
    const translated = run({ 'docs.json': json, 'guides/install.mdx': '#\n', 'README.ja.md': '# はじめに\n' }).findings;
    expect(one(translated, 'orphan-page').fix?.message).toMatch(
      /^README\.ja\.md reads like a note for the repository's contributors: if it is not for readers, list "README\.ja\.md" in \.mintignore/,
    );
    // A file name with spaces, and a coding agent's plan (fresh set 90: CybeDefend/docs, thetahealth's
    // docs/superpowers/plans/): no page written for the sidebar; an .mdx page named so is.
    const notes = run({
      'docs.json': json,
      'guides/install.mdx': '#\n',
      'Detailed Functional Specifications.md': '# Specs\n',
      'superpowers/plans/2026-05-22-site.md': '# Plan\n',
      'guides/Getting started.mdx': '# Start\n',
    }).findings;
    expect(
      notes.filter((f) => f.rule === 'orphan-page').map((f) => [f.file, /reads like a note/.test(f.fix!.message)]),
    ).toEqual([
      ['Detailed Functional Specifications.md', true],
      ['guides/Getting started.mdx', false],
      ['superpowers/plans/2026-05-22-site.md', true],
    ]);
  });

  it('passes the page once it is listed', () => {
    const json = docsJson({
      tabs: [{ tab: 'Guides', groups: [{ group: 'Setup', pages: ['guides/install', 'guides/upgrade'] }] }],
    });
    expect(run({ 'docs.json': json, 'guides/install.mdx': '#\n', 'guides/upgrade.mdx': '#\n' }).findings).toEqual([]);
  });

  it("does not report a page the site's frame links to from every page: a global anchor, the navbar's links", () => {
    // inbox-zero's changelog: "Changelog" in the top bar (a global anchor), in no group of the sidebar.
    const json = docsJson(
      {
        pages: ['index'],
        global: {
          anchors: [
            { anchor: 'Changelog', href: '/changelog' },
            { anchor: 'Blog', href: 'https://acme.example/blog' },
          ],
        },
      },
      {
        navbar: {
          links: [{ label: 'Status', href: '/status#now' }],
          primary: { type: 'button', label: 'Go', href: '/go' },
        },
      },
    );
    const r = run({
      'docs.json': json,
      'index.mdx': '#\n',
      'changelog.mdx': '#\n',
      'status.mdx': '#\n',
      'go/index.mdx': '#\n',
      'blog.mdx': '#\n',
      'other.mdx': '#\n',
    });
    expect(rules(r.findings, 'orphan-page').map((f) => f.file)).toEqual(['blog.mdx', 'other.mdx']);
  });

  it('does not report a page with hidden: true in its frontmatter (hidden: false still counts)', () => {
    const r = run({
      'docs.json': docsJson({ pages: ['a'] }),
      'a.mdx': '#\n',
      'secret.mdx': '---\ntitle: Secret\nhidden: true\n---\n\n#\n',
      'shown.mdx': '---\nhidden: false\n---\n',
    });
    expect(rules(r.findings, 'orphan-page').map((f) => f.file)).toEqual(['shown.mdx']);
  });

  it('does not report snippets, imported MDX, README.md or .mintignored files', () => {
    const r = run({
      'docs.json': docsJson({ pages: ['index'] }),
      'index.mdx': "import Part from './part.mdx'\n\n<Part />\n",
      'part.mdx': 'Shared text.\n',
      'snippets/s.mdx': 'Snippet.\n',
      '_snippets/t.mdx': 'Snippet.\n',
      'README.md': '# Repo\n',
      'drafts/x.mdx': '# Draft\n',
      'node_modules/pkg/readme.mdx': '#\n',
      '.mintignore': 'drafts/\n',
    });
    expect(r.findings).toEqual([]);
  });

  it('honours orphans.allow globs, written as file paths or as page paths', () => {
    const files = {
      'docs.json': docsJson({ pages: ['a'] }),
      'a.mdx': '#\n',
      'drafts/x.mdx': '#\n',
      'drafts/deep/y.md': '#\n',
      'legacy/old.mdx': '#\n',
      'other.mdx': '#\n',
    };
    const r = run(files, { configRaw: { orphans: { allow: ['drafts/**', 'legacy/old'] } } });
    expect(rules(r.findings, 'orphan-page').map((f) => f.file)).toEqual(['other.mdx']);
    expect(rules(run(files).findings, 'orphan-page')).toHaveLength(4);
  });

  it('reports files under the repository path when the docs live in a folder', () => {
    const r = analyze(
      memorySource({ 'docs.json': docsJson({ pages: ['a'] }), 'a.mdx': '#\n', 'b.mdx': '#\n' }, 'docs'),
    );
    expect(one(r.findings, 'orphan-page').file).toBe('docs/b.mdx');
  });
});
