// Semantics, severities and hints that follow what the site builder and the browser do (issue #15, item 5):
// each case here was a false or misleading finding on a real site.
import { describe, it, expect } from '@jest/globals';
import { run, docsJson, rules } from '../helpers.js';
import { ids, jsonPos, one, says, spanOf } from './util.js';

const pages = { 'a.mdx': '# A\n', 'b.mdx': '# B\n', 'c.mdx': '# C\n' };

describe('a snippet written as both x.md and x.mdx', () => {
  it('is no orphan page in either form when one of them is imported', () => {
    const files = {
      'docs.json': docsJson({ pages: ['a'] }),
      'a.mdx': "import Intro from '/shared/intro.mdx';\n\n# A\n\n<Intro />\n",
      'shared/intro.mdx': 'Welcome.\n',
      'shared/intro.md': 'Welcome.\n',
    };
    const r = run(files);
    expect(rules(r.findings, 'orphan-page')).toEqual([]);
  });

  it('still reports an unrelated orphan beside it', () => {
    const files = {
      'docs.json': docsJson({ pages: ['a'] }),
      'a.mdx': "import Intro from '/shared/intro';\n\n# A\n",
      'shared/intro.mdx': 'Welcome.\n',
      'shared/intro.md': 'Welcome.\n',
      'lost.mdx': '# Lost\n',
    };
    expect(rules(run(files).findings, 'orphan-page').map((f) => f.file)).toEqual(['lost.mdx']);
  });
});

describe('a settings object that holds no pages', () => {
  it('is a warning that says the builder ignores it, not an error about lost entries', () => {
    const examples = { languages: ['curl', 'python', 'javascript', 'go', 'ruby'] };
    const json = docsJson({ anchors: [{ anchor: 'API', examples, pages: ['a', 'b', 'c'] }] });
    const f = one(run({ 'docs.json': json, ...pages }).findings, 'schema');
    expect(f).toMatchObject({ severity: 'warning', ...jsonPos(json, 'examples') });
    says(f.message, 'has an unknown field "examples"', 'The site builder ignores it.');
    expect(f.message).not.toContain('entries');
  });

  it('still counts the pages of a misspelt content key', () => {
    const json = docsJson({
      anchors: [
        { anchor: 'API', pages: ['a'] },
        { anchor: 'More', pags: ['b', 'c'] },
      ],
    });
    const f = one(run({ 'docs.json': json, ...pages }).findings, 'schema');
    expect(f.severity).toBe('error');
    says(f.message, 'its 2 entries will not appear on the live site');
  });
});

describe('language codes only the site builder lists', () => {
  const langs = (codes: string[]) =>
    docsJson({ languages: codes.map((language, i) => ({ language, pages: [['a', 'b', 'c'][i % 3]] })) });

  it.each(['ja', 'zh-Hans'])('%s is a notice, never an error or a warning: the live site shows it', (code) => {
    const json = langs(['en', code]);
    const f = one(run({ 'docs.json': json, ...pages }).findings, 'unknown-language');
    expect(f).toMatchObject({ severity: 'notice', ...jsonPos(json, code) });
    says(f.message, `the site builder accepts "${code}"`);
  });
});

describe('a group with a root page', () => {
  it('is not empty without pages', () => {
    const json = docsJson({
      groups: [
        { group: 'G', root: 'a', pages: [] },
        { group: 'H', pages: ['b', 'c'] },
      ],
    });
    expect(ids(run({ 'docs.json': json, ...pages }).findings)).toEqual([]);
  });

  it('nor when "pages" is left out', () => {
    const json = docsJson({
      groups: [
        { group: 'G', root: 'a' },
        { group: 'H', pages: ['b', 'c'] },
      ],
    });
    expect(ids(run({ 'docs.json': json, ...pages }).findings)).toEqual([]);
  });

  it('an empty group without a root still is', () => {
    const json = docsJson({
      groups: [
        { group: 'G', pages: [] },
        { group: 'H', pages: ['a', 'b', 'c'] },
      ],
    });
    expect(one(run({ 'docs.json': json, ...pages }).findings, 'empty-division').severity).toBe('warning');
  });
});

describe('global-anchor-href severity follows the builder', () => {
  const nav = (anchors: unknown[]) => docsJson({ global: { anchors }, pages: ['a', 'b', 'c'] });

  it('is a warning for a relative path the builder accepts, saying what the live site does', () => {
    const json = nav([{ anchor: 'Blog', href: '/blog' }]);
    const f = one(run({ 'docs.json': json, ...pages, 'blog.mdx': '# Blog\n' }).findings, 'global-anchor-href');
    expect(f).toMatchObject({ severity: 'warning', ...spanOf(json, '"/blog"') });
    says(f.message, 'the live site shows it on every page', 'opens "/blog" on this site');
  });

  it('is an error for a bare path the builder rejects', () => {
    const json = nav([{ anchor: 'Blog', href: 'blog' }]);
    const f = one(run({ 'docs.json': json, ...pages }).findings, 'global-anchor-href');
    expect(f.severity).toBe('error');
    says(f.message, 'rejects docs.json');
  });
});

describe('the basePath hint of redirect-target-missing', () => {
  it('does not appear for a language prefix of the site', () => {
    const json = docsJson(
      {
        languages: [
          { language: 'en', pages: ['a', 'guides/setup'] },
          { language: 'es', pages: ['es/a'] },
        ],
      },
      { redirects: [{ source: '/es/old', destination: '/es/guides/setup' }] },
    );
    const f = one(
      run({ 'docs.json': json, 'a.mdx': '#\n', 'es/a.mdx': '#\n', 'guides/setup.mdx': '#\n' }).findings,
      'redirect-target-missing',
    );
    expect(f.message).not.toContain('basePath');
  });

  it('does not appear for a known language code the site does not list', () => {
    const json = docsJson(
      { pages: ['a', 'guides/setup'] },
      { redirects: [{ source: '/x', destination: '/fr/guides/setup' }] },
    );
    const f = one(
      run({ 'docs.json': json, 'a.mdx': '#\n', 'guides/setup.mdx': '#\n' }).findings,
      'redirect-target-missing',
    );
    expect(f.message).not.toContain('basePath');
  });
});

describe('agent instruction files (AGENTS.md, CLAUDE.md)', () => {
  it('are orphans whose fix is a .mintignore line, appended by an exact edit', () => {
    const ignore = 'drafts/\n';
    const files = {
      'docs.json': docsJson({ pages: ['a'] }),
      'a.mdx': '# A\n',
      'AGENTS.md': '# Rules\n',
      '.mintignore': ignore,
    };
    const f = one(run(files).findings, 'orphan-page');
    expect(f.file).toBe('AGENTS.md');
    says(f.message, 'instructions for coding agents');
    says(f.fix?.message, '.mintignore');
    expect(f.fix?.message).not.toContain('hidden');
    expect(f.fix?.edits).toEqual([
      { file: '.mintignore', line: 1, column: 8, endLine: 1, endColumn: 8, newText: '\nAGENTS.md' },
    ]);
  });

  it('are only the files as the tools name them, not pages of such a name', () => {
    const files = {
      'docs.json': docsJson({ pages: ['a'] }),
      'a.mdx': '# A\n',
      'llms/gemini.mdx': '# Gemini\n',
      'llms/claude.md': '# Claude\n',
      'GEMINI.md': '# Rules\n',
    };
    const found = run(files).findings.filter((f) => f.rule === 'orphan-page');
    expect(found.map((f) => [f.file, f.message.includes('instructions for coding agents')])).toEqual([
      ['GEMINI.md', true],
      ['llms/claude.md', false],
      ['llms/gemini.mdx', false],
    ]);
  });

  it('without a .mintignore, say to create one', () => {
    const files = { 'docs.json': docsJson({ pages: ['a'] }), 'a.mdx': '# A\n', 'sub/CLAUDE.md': '# Rules\n' };
    const f = one(run(files).findings, 'orphan-page');
    says(f.fix?.message, 'Create .mintignore', 'sub/CLAUDE.md');
    expect(f.fix?.edits).toBeUndefined();
  });
});

describe('asset links that nearly all fail', () => {
  const many = (n: number, ok: number) => {
    const files: Record<string, string> = { 'docs.json': docsJson({ pages: ['a'] }) };
    files['a.mdx'] = Array.from({ length: n }, (_, i) => `![i${i}](/images/p${i}.png)\n`).join('\n');
    for (let i = 0; i < ok; i++) files[`images/p${i}.png`] = 'png';
    return files;
  };

  it('get one notice about links.assets: false', () => {
    const r = run(many(12, 0));
    expect(rules(r.findings, 'broken-link')).toHaveLength(12);
    const f = one(r.findings, 'assets-missing');
    expect(f.severity).toBe('notice');
    says(f.message, '12 of 12', 'served from elsewhere');
    says(f.fix?.message, '"links": { "assets": false }');
  });

  it('not when most are in the repository', () => {
    expect(rules(run(many(12, 6)).findings, 'assets-missing')).toEqual([]);
  });

  it('not for a handful of links', () => {
    expect(rules(run(many(5, 0)).findings, 'assets-missing')).toEqual([]);
  });

  // Osier-Yi/docs 6efddaa (fresh set 87): pages moved into v1/ kept "../images/…", which now lead to /v1/images/;
  // the notice called the images "served from elsewhere" beside eleven true errors.
  it('not when the files are in the repository under other paths: each link is told where its file is', () => {
    const files: Record<string, string> = { 'docs.json': docsJson({ pages: ['v1/guide/a'] }) };
    files['v1/guide/a.mdx'] = Array.from({ length: 12 }, (_, i) => `![i${i}](../images/p${i}.png)\n`).join('\n');
    for (let i = 0; i < 12; i++) files[`images/p${i}.png`] = 'png';
    files['other/pics/p0.png'] = 'png';
    files['other/images/p2.png'] = 'png';
    const r = run(files);
    expect(rules(r.findings, 'assets-missing')).toEqual([]);
    const broken = rules(r.findings, 'broken-link');
    expect(broken).toHaveLength(12);
    const first = broken.find((f) => f.data.url === '../images/p1.png')!;
    expect(first.message).toBe(
      'Image "../images/p1.png", which resolves to "/v1/images/p1.png", is broken: no page, file or redirect answers there; the file is at "/images/p1.png". Readers see a broken image in its place.',
    );
    expect(first.fix?.message).toBe(
      'Did you mean "/images/p1.png"? Written from the docs root, the path holds wherever the page moves.',
    );
    expect(first.fix?.edits?.[0]?.newText).toBe('/images/p1.png');
    // Two files of the name: the one sharing more folders with the wanted path (images/, not other/pics/); as many
    // (images/, other/images/): no guess.
    const fixOf = (url: string) => broken.find((f) => f.data.url === url)!.fix;
    expect(fixOf('../images/p0.png')?.edits?.[0]?.newText).toBe('/images/p0.png');
    expect(fixOf('../images/p2.png')?.edits).toBeUndefined();
  });

  // Contrax-co/contrax-dapp (fresh set 116): images/Farms/7.png, missing, was offered images/Ramp/7.png.
  it('offers no file of a short or numbered name that shares no folder with the link', () => {
    const files = {
      'docs.json': docsJson({ pages: ['guide'] }),
      'guide.mdx': '![a](/images/Farms/7.png) ![b](/shots/Farms/ab.png) ![c](/images/Farms/swap.png)\n',
      'images/Ramp/7.png': 'png',
      'images/Ramp/ab.png': 'png',
      'images/Ramp/swap.png': 'png',
    };
    const fixes = rules(run(files).findings, 'broken-link').map((f) => [f.data.url, f.fix?.edits?.[0]?.newText]);
    expect(fixes).toEqual([
      ['/images/Farms/7.png', undefined],
      ['/shots/Farms/ab.png', undefined],
      ['/images/Farms/swap.png', '/images/Ramp/swap.png'],
    ]);
  });
});

describe('pages generated at build time', () => {
  const entries = ['sdk/latest/a', 'sdk/latest/b', 'sdk/latest/c', 'sdk/latest/d'];
  const files = {
    'docs.json': docsJson({
      groups: [
        { group: 'Guide', pages: ['a'] },
        { group: 'SDK', pages: entries },
      ],
    }),
    'a.mdx': '# A\n\nSee [the SDK](/sdk/latest/b).\n',
  };

  it('are one finding, on the first entry of the folder, that lists them and says how to declare them', () => {
    // As a site whose build writes oss/python/* and oss/javascript/* before the site builder runs: 142 entries
    // under a folder that exists in no state of the repository were 142 errors on the commit that listed them.
    const f = one(run(files).findings, 'page-not-found');
    expect(f).toMatchObject(jsonPos(files['docs.json'], 'sdk/latest/a'));
    expect(f.data).toMatchObject({ folder: 'sdk/latest', entries: entries });
    says(
      f.message,
      '4 entries name pages under sdk/latest/, and that folder has no files',
      '"sdk/latest/a"',
      'group "SDK"',
    );
    says(f.fix?.message, '"generatedPages": ["sdk/latest/**"]', 'Otherwise create the files or remove the entries.');
    expect(f.key).toBe('page-not-found|sdk/latest/');
  });

  it('are one finding per folder with no files, in check as on a first diff', () => {
    const more = ['oss/python/a', 'oss/python/b', 'oss/javascript/a', 'oss/javascript/b'];
    const json = docsJson({
      groups: [
        { group: 'Guide', pages: ['a', ...entries] },
        { group: 'OSS', pages: more },
      ],
    });
    const found = rules(run({ ...files, 'docs.json': json }).findings, 'page-not-found');
    expect(found.map((f) => [f.data.folder, f.data.entries?.length])).toEqual([
      ['sdk/latest', 4],
      ['oss', 4],
    ]);
  });

  it('declared with generatedPages, are neither missing entries nor broken links', () => {
    const r = run(files, { configRaw: { generatedPages: ['sdk/latest/**'] } });
    expect(r.findings).toEqual([]);
  });

  it('a folder with some real pages gets one finding per missing entry, and no hint', () => {
    const r = run({ ...files, 'sdk/latest/a.mdx': '# A\n' });
    const found = rules(r.findings, 'page-not-found');
    expect(found.map((f) => f.data.page)).toEqual(['sdk/latest/b', 'sdk/latest/c', 'sdk/latest/d']);
    expect(found.filter((f) => f.fix?.message.includes('generatedPages'))).toEqual([]);
  });
});
