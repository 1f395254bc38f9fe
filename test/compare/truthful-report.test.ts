// A report says at a glance what the change did. With `report: new` the outline held old findings with the same
// marks as new ones, in groups the change did not touch, right under "N findings that already existed … are not
// listed"; the CLI printed them and closed with "✔ no navigation problems found"; and on a site still on mint.json
// the suggested redirects were to go "in docs.json".
import { describe, it, expect } from '@jest/globals';
import { compareSources } from '../../src/core/compare/compare.js';
import { memorySource } from '../../src/adapters/memory-source.js';
import { mintJsonAsDocs } from '../../src/core/site/mint-json.js';
import { changeSummary, renderReportMarkdown } from '../../src/core/render/report.js';
import { renderOutlineText } from '../../src/core/render/outline.js';
import { initRepo, tempDir, writeFiles } from '../git-helpers.js';
import { cli } from '../cli/run-cli.js';
import { docsJson } from '../helpers.js';

const nav = (extra: string[]) =>
  docsJson({
    groups: [
      { group: 'Old', pages: ['index', 'gone-long-ago'] },
      { group: 'Touched', pages: ['guide', ...extra] },
    ],
  });
const base = { 'docs.json': nav([]), 'index.mdx': '# Home\n', 'guide.mdx': '# Guide\n' };
const head = { ...base, 'docs.json': nav(['new-missing']) };
const opts = { failOn: 'error', budget: 60_000 } as const;

describe('the outline shows what the report counts', () => {
  const c = compareSources(memorySource(base), memorySource(head), {});

  it('report: new — the old missing page is counted above, not shown in its untouched group', () => {
    const text = renderReportMarkdown(c, { ...opts, report: 'new' }).text;
    // The outline up to the full navigation (which lists every entry, unmarked).
    const outline = text.slice(text.indexOf('### Navigation outline'), text.indexOf('<details>'));
    expect(outline).toContain('new-missing');
    expect(outline).toContain('**Group** Old (2 entries, unchanged)');
    expect(outline).not.toContain('gone-long-ago');
    expect(text).toContain('1 finding that already existed on the base branch is not listed');
  });

  it('report: all — both, the old one marked as already on the base branch', () => {
    const outline = renderReportMarkdown(c, { ...opts, report: 'all' }).text.split('### Navigation outline')[1]!;
    expect(outline).toMatch(/page-not-found`? \*\*new\*\*: .*new-missing/);
    expect(outline).toMatch(/page-not-found`? \*already on the base branch\*: .*gone-long-ago/);
  });

  it('the CLI closes on what it listed: no new problems, and how many old ones it left out', async () => {
    const dir = tempDir();
    writeFiles(`${dir}/base`, base);
    writeFiles(`${dir}/head`, { ...base, 'guide.mdx': '# Guide\n\nMore.\n' });
    const r = await cli(['diff', '--base', `${dir}/base`, '--head', `${dir}/head`, '--no-color']);
    expect(r.out).not.toContain('gone-long-ago');
    expect(r.out).not.toContain('no navigation problems found');
    expect(r.out).toContain(
      "✔ no new problems; 1 already on the base branch is not listed (--report all lists them; links counted in the 1 file this change's check read, MDX syntax, imports and code blocks in the pages it changed)",
    );
    const all = await cli(['diff', '--base', `${dir}/base`, '--head', `${dir}/head`, '--no-color', '--report', 'all']);
    expect(all.out).toMatch(/gone-long-ago.*\(already on base\)/);
  });

  // Walk 68: only the comment said "This change fixes 2 earlier findings"; the CLI's text said nothing of them.
  it('the CLI text says what the change fixes, as the comment does', async () => {
    const dir = tempDir();
    writeFiles(`${dir}/base`, base);
    writeFiles(`${dir}/head`, {
      ...base,
      'docs.json': docsJson({
        groups: [
          { group: 'Old', pages: ['index'] },
          { group: 'Touched', pages: ['guide'] },
        ],
      }),
    });
    const r = await cli(['diff', '--base', `${dir}/base`, '--head', `${dir}/head`, '--no-color']);
    expect(r.out.split('\n')[0]).toMatch(/: 1 removed\. This change fixes 1 earlier finding\.$/);
    const md = await cli(['diff', '--base', `${dir}/base`, '--head', `${dir}/head`, '--format', 'markdown']);
    expect(md.out).toContain('This change fixes 1 earlier finding.');
  });

  // AI-Stats d280bf0 (walk 68): "links counted in the 56 files this change's check read" counted every file the
  // change touched, code and images too; the check had read the links of 16.
  it('counts the files whose links the check read, not every file the change touched', async () => {
    const { dir, sha } = initRepo({ ...base, 'app.py': 'x = 1\n', 'logo.svg': '<svg/>\n' });
    writeFiles(dir, { 'app.py': 'x = 2\n', 'logo.svg': '<svg></svg>\n', 'guide.mdx': '# Guide\n\nMore.\n' });
    const r = await cli(['diff', '--root', dir, '--base', sha, '--no-color']);
    expect(r.out).toContain("links counted in the 1 file this change's check read");
    const md = await cli(['diff', '--root', dir, '--base', sha, '--format', 'markdown']);
    expect(md.out).toContain("counts links in the 1 file this change's check read");
    // A diff reads page syntax, imports and code fences in the pages it changed only: the footnote says so too.
    expect(md.out).toContain('and MDX syntax, imports and code blocks in the pages it changed only.');
    // A change to the navigation alone reads no page's links: it touched the site all the same.
    writeFiles(dir, { 'app.py': 'x = 1\n', 'logo.svg': '<svg/>\n', 'guide.mdx': '# Guide\n' });
    writeFiles(dir, { 'docs.json': base['docs.json'].replace('"Touched"', '"Renamed group"') });
    const navOnly = await cli(['diff', '--root', dir, '--base', sha, '--no-color']);
    expect(navOnly.out).not.toContain('touches no file of the site');
  });

  // A code-only pull request in a monorepo: the comment said the counts were of links "in the 0 files this change's
  // check read", which nobody could follow.
  it('a change that touches no file of the site says so, in the comment and in the CLI', async () => {
    const untouched = compareSources(memorySource(base), memorySource(base), { changed: new Set() });
    const text = renderReportMarkdown(untouched, { ...opts, report: 'new' }).text;
    expect(text).toContain('*This change touches no file of the docs site: nothing in it is new');
    expect(text).not.toContain('0 files');
    const { dir } = initRepo({
      'docs/docs.json': nav([]),
      'docs/index.mdx': '# Home\n',
      'docs/guide.mdx': '# G\n',
      'src/app.py': 'x = 1\n',
    });
    writeFiles(dir, { 'src/app.py': 'x = 2\n' });
    const r = await cli(['diff', '--root', `${dir}/docs`, '--base', 'HEAD', '--no-color']);
    expect(r.out).toContain('the change touches no file of the site, so no links were read');
  });
});

describe('suggested redirects name the file the site uses', () => {
  it('mint.json on a site still on it', () => {
    const mint = (pages: string[]) =>
      JSON.stringify({
        name: 'A',
        favicon: '/f.svg',
        colors: { primary: '#000000' },
        navigation: [{ group: 'G', pages }],
      });
    const files = {
      'mint.json': mint(['index', 'old', 'moved']),
      'f.svg': '<svg/>',
      'index.mdx': '# H\n',
      'old.mdx': '# O\n',
      'moved.mdx': '# M\n',
    };
    const { 'old.mdx': _, 'moved.mdx': __, ...rest } = files;
    const c = compareSources(
      mintJsonAsDocs(memorySource(files)),
      mintJsonAsDocs(memorySource({ ...rest, 'renamed.mdx': '# M\n', 'mint.json': mint(['index', 'renamed']) })),
      { renames: [{ from: 'moved.mdx', to: 'renamed.mdx' }] },
    );
    const text = renderReportMarkdown(c, { ...opts, report: 'new' }).text;
    // A rename's redirect is exact; a removed page's destination a guess, set apart (circle-devdocs be5ec47263, fresh
    // set 118: 60 guesses offered as ready to paste).
    expect(text).toContain(
      [
        'Add these to `redirects` in mint.json so old URLs keep working:',
        '',
        '```json',
        '{ "source": "/moved", "destination": "/renamed" }',
        '```',
        '',
        'These send readers of removed pages to a guess, the page most likely to replace each: check each destination before you add it to `redirects` in mint.json:',
        '',
        '```json',
        '{ "source": "/old", "destination": "/" }',
        '```',
      ].join('\n'),
    );
    expect(text).not.toContain('in docs.json');
  });
});

// A pull request that moved a 274-page folder got one good wildcard redirect on the first screen, then a
// 64,672-character comment of 272 "renamed" rows. Renames that only change the folder fold into one row.
describe('a folder moved as a whole is one outline row', () => {
  const n = 40;
  const slugs = (folder: string) => Array.from({ length: n }, (_, i) => `${folder}/f${i}`);
  const filesOf = (folder: string) =>
    Object.fromEntries(slugs(folder).map((s, i) => [`${s}.mdx`, `# Function ${i}\n\nText of f${i}.\n`]));
  const site = (folder: string) => ({
    'docs.json': docsJson({
      groups: [
        { group: 'Start', pages: ['index'] },
        { group: 'Functions', pages: slugs(folder) },
      ],
    }),
    'index.mdx': '# Home\n',
    ...filesOf(folder),
  });
  const renames = slugs('reference/functions').map((s) => ({
    from: `${s}.mdx`,
    to: `${s.replace('reference/functions', 'reference/sql-functions')}.mdx`,
  }));
  const c = compareSources(memorySource(site('reference/functions')), memorySource(site('reference/sql-functions')), {
    renames,
  });

  it('in the comment: five pages named, the rest counted, both folders said once', () => {
    const text = renderReportMarkdown(c, { ...opts, report: 'new' }).text;
    const outline = text.slice(text.indexOf('### Navigation outline'), text.indexOf('<details>'));
    expect(outline).toContain(
      '`reference/sql-functions/f4` and 35 more — *40 pages moved from `/reference/functions/` to `/reference/sql-functions/`*',
    );
    expect(outline.split('\n').filter((l) => l.includes('renamed')).length).toBe(0);
    expect(outline.length).toBeLessThan(1000);
  });

  it('in the CLI text likewise', async () => {
    const dir = tempDir();
    writeFiles(`${dir}/base`, site('reference/functions'));
    writeFiles(`${dir}/head`, site('reference/sql-functions'));
    const r = await cli(['diff', '--base', `${dir}/base`, '--head', `${dir}/head`, '--no-color']);
    expect(r.out).toContain('and 35 more (40 pages moved from /reference/functions/ to /reference/sql-functions/)');
    expect(r.out.split('\n').length).toBeLessThan(40);
  });
});

// langwatch's api-reference/ (314 pages in 45 groups) moved to reference/api/: 41 wildcard redirects, one per
// subfolder, and 45 outline rows of five names each (12,798 px at 880 px). The folder's deprecated pages, already
// answered by older redirects, kept the top folder from counting as gone whole; and the rows were one per group.
describe('a folder of subfolders moved as a whole: one redirect, one outline row', () => {
  const groups = ['traces', 'datasets', 'prompts'];
  const pagesOf = (top: string) => groups.flatMap((g) => [0, 1, 2, 3].map((i) => `${top}/${g}/p${i}`));
  const site = (top: string, extra: Record<string, string> = {}) => ({
    'docs.json': docsJson(
      {
        anchors: [
          { anchor: 'Guides', groups: [{ group: 'Start', pages: ['index'] }] },
          {
            anchor: 'API Reference',
            groups: groups.map((g) => ({ group: g, pages: pagesOf(top).filter((p) => p.includes(`/${g}/`)) })),
          },
        ],
      },
      { redirects: [{ source: '/api-reference/old/:path*', destination: '/index' }] },
    ),
    'index.mdx': '# Home\n',
    ...Object.fromEntries(pagesOf(top).map((p) => [`${p}.mdx`, `# ${p}\n\nText of ${p}.\n`])),
    ...extra,
  });
  // A deprecated page under the folder, answered by the older redirect once it is gone.
  const deprecated = { 'api-reference/old/legacy.mdx': '---\nhidden: true\n---\n\n# Legacy\n' };
  const renames = pagesOf('api-reference').map((p) => ({
    from: `${p}.mdx`,
    to: `${p.replace('api-reference/', 'reference/api/')}.mdx`,
  }));
  const c = compareSources(memorySource(site('api-reference', deprecated)), memorySource(site('reference/api')), {
    renames,
  });

  it('asks for one wildcard redirect for the top folder, not one per subfolder', () => {
    const missing = c.findings.filter((f) => f.rule === 'missing-redirect');
    expect(missing.map((f) => (f.rule === 'missing-redirect' ? f.data.redirects : []))).toEqual([
      [{ source: '/api-reference/:slug*', destination: '/reference/api/:slug*' }],
    ]);
  });

  it('shows the anchor as one row in the comment and in the CLI text', async () => {
    const text = renderReportMarkdown(c, { ...opts, report: 'new' }).text;
    const outline = text.slice(text.indexOf('### Navigation outline'), text.indexOf('<details>'));
    expect(outline).toContain(
      '- **→** **Anchor** API Reference — *12 pages moved from /api-reference/ to /reference/api/, in 3 sections otherwise unchanged*',
    );
    expect(outline).not.toContain('**Group**');
    const dir = tempDir();
    writeFiles(`${dir}/base`, site('api-reference', deprecated));
    writeFiles(`${dir}/head`, site('reference/api'));
    const r = await cli(['diff', '--base', `${dir}/base`, '--head', `${dir}/head`, '--no-color']);
    expect(r.out).toContain(
      '→ Anchor "API Reference" (12 pages moved from /api-reference/ to /reference/api/, in 3 sections otherwise unchanged)',
    );
  });

  it('keeps the groups apart when one of them also changed otherwise', () => {
    const head = site('reference/api');
    head['docs.json'] = head['docs.json'].replace('"group": "prompts"', '"group": "Prompts"');
    const d = compareSources(memorySource(site('api-reference', deprecated)), memorySource(head), { renames });
    const text = renderReportMarkdown(d, { ...opts, report: 'new' }).text;
    expect(text).toContain('**✎** **Group** Prompts');
    expect(text).not.toContain('in 3 sections otherwise unchanged');
  });
});

// The terminal outline counted "(0 entries)" for a global link and a tab of pages generated from an OpenAPI spec,
// next to a navigation whose entries the stats counted; the comment counts only what holds entries.
describe('an outline counts entries where there are some', () => {
  it('a global anchor link and an OpenAPI tab get no "(0 entries)"; a group keeps its count', () => {
    const navOf = (pages: string[]) =>
      docsJson({
        global: { anchors: [{ anchor: 'Blog', href: 'https://example.com/blog' }] },
        tabs: [
          { tab: 'Guides', groups: [{ group: 'Start', pages }] },
          { tab: 'API', openapi: 'openapi.json' },
          { tab: 'Reference', groups: [{ group: 'CLI', pages: ['cli'] }] },
        ],
      });
    const spec = JSON.stringify({ openapi: '3.0.0', info: { title: 'x', version: '1' }, paths: {} });
    const files = {
      'cli.mdx': '# CLI\n',
      'index.mdx': '# Home\n',
      'a.mdx': '# A\n',
      'b.mdx': '# B\n',
      'openapi.json': spec,
    };
    const c = compareSources(
      memorySource({ ...files, 'docs.json': navOf(['index', 'a']) }),
      memorySource({ ...files, 'docs.json': navOf(['index', 'a', 'b']) }),
      { changed: new Set(['docs.json', 'b.mdx']) },
    );
    const text = renderOutlineText(c.outline, false);
    expect(text).toContain('Tab "API"');
    expect(text).not.toContain('(0 entries)');
    expect(text).toContain('+ b');
    expect(text).toContain('Tab "Reference" (1 entry)');
    expect(text).toContain('Global link "Blog"\n');
  });
});

// Factory-AI/factory 6b55eeec removed a group of 5 pages, one moved elsewhere: the outline said "− Group "Cloud
// Templates"" and the summary "2 removed", and the 4 pages it took away (8 with the translation) went unnamed.
describe('a removed section names the entries it took with it', () => {
  const navOf = (groups: { group: string; pages: string[] }[]) => docsJson({ groups });
  const files = Object.fromEntries(
    ['index', 'ct/index', 'ct/a', 'ct/b', 'ct/c', 'ct/d'].map((p) => [`${p}.mdx`, `# ${p}\n`]),
  );
  const c = compareSources(
    memorySource({
      ...files,
      'docs.json': navOf([
        { group: 'Start', pages: ['index'] },
        { group: 'Cloud templates', pages: ['ct/index', 'ct/a', 'ct/b', 'ct/c', 'ct/d'] },
      ]),
    }),
    memorySource({
      'index.mdx': '# index\n',
      'ct/index.mdx': '# ct\n',
      'docs.json': navOf([{ group: 'Start', pages: ['index', 'ct/index'] }]),
    }),
    { changed: new Set(['docs.json', 'ct/a.mdx', 'ct/b.mdx', 'ct/c.mdx', 'ct/d.mdx']) },
  );

  it('in the CLI text and its summary line', () => {
    expect(renderOutlineText(c.outline, false)).toContain(
      '− Group "Cloud templates" (4 entries removed with it: ct/a, ct/b, ct/c, ct/d)',
    );
    expect(changeSummary(c)).toBe('1 removed (4 entries in the removed sections), 1 moved');
  });

  it('in the comment', () => {
    const text = renderReportMarkdown(c, { ...opts, report: 'new' }).text;
    expect(text).toContain(
      '~~**Group** Cloud templates~~ — *removed; 4 entries removed with it: `ct/a`, `ct/b`, `ct/c`, `ct/d`*',
    );
  });
});

// Factory-AI/factory 94d706d: "no navigation changes" above an error saying the builder drops the tab's 79 entries.
describe('a change the builder drops content for is not "no navigation changes"', () => {
  it('says the navigation is unchanged only as written', () => {
    const files = { 'a.mdx': '# A\n', 'b.mdx': '# B\n' };
    const navOf = (pages: unknown[]) => docsJson({ tabs: [{ tab: 'Docs', groups: [{ group: 'Guides', pages }] }] });
    const c = compareSources(
      memorySource({ ...files, 'docs.json': navOf(['a', 'b']) }),
      memorySource({ ...files, 'c.mdx': '# C\n', 'docs.json': navOf(['a', 'b', { page: 'c', tag: 'Beta' }]) }),
      { changed: new Set(['docs.json', 'c.mdx']) },
    );
    expect(c.changes).toEqual([]);
    expect(c.findings.find((f) => f.rule === 'schema')?.data).toMatchObject({ problem: 'missing-field', dropped: 2 });
    expect(changeSummary(c)).toBe(
      'no navigation changes as written, but the site builder drops entries this change broke (see the errors)',
    );
  });
});

// growthbook/growthbook 368b4a3c75 (fresh set 111) moved its pages from Docusaurus: 90 errors were new, 21 of them
// links the pages had before, and only the CLI's stderr said the base had no site.
describe('a change that starts the site says so where the counts are', () => {
  const files = { 'a.mdx': '# A\n\n[b](/b#gone)\n', 'b.mdx': '# B\n' };
  const docs = docsJson({ groups: [{ group: 'Guides', pages: ['a', 'b'] }] });

  it('says every finding counts as new, in the summary line and the comment', () => {
    const c = compareSources(undefined, memorySource({ ...files, 'docs.json': docs }), {
      changed: new Set(['docs.json', 'a.mdx', 'b.mdx']),
    });
    expect(c.findings.map((f) => `${f.rule} ${f.status}`)).toEqual(['broken-anchor new']);
    expect(changeSummary(c)).toBe(
      '3 added; the site begins in this change (the base has no docs.json), so every finding counts as new, problems its files had before included',
    );
    expect(renderReportMarkdown(c, { report: 'new', failOn: 'error', budget: 65_000 }).text).toContain(
      '**Navigation:** 3 added; the site begins in this change (the base has no docs.json)',
    );
  });

  it('says nothing of it when the base has a site', () => {
    const site = memorySource({ ...files, 'docs.json': docs });
    expect(changeSummary(compareSources(site, site))).toBe('no navigation changes');
  });
});

// hedging8563/lemondata-docs ea200a7a rewrote its 13 languages as {"locale": …} without their label: the outline
// listed 13 identical added languages, each with the same error.
describe('siblings that read alike are one item with their count', () => {
  const languages = (written: (code: string) => Record<string, unknown>) =>
    docsJson({ languages: ['en', 'fr', 'de'].map(written) });
  const files = Object.fromEntries(['en', 'fr', 'de'].map((code) => [`${code}/index.mdx`, `# ${code}\n`]));
  const c = compareSources(
    memorySource({ ...files, 'docs.json': languages((code) => ({ language: code, pages: [`${code}/index`] })) }),
    // ...and took their pages out: each is the same empty language, with the same error.
    memorySource({ ...files, 'docs.json': languages((code) => ({ locale: code })) }),
    { changed: new Set(['docs.json']) },
  );
  const error = 'A language in navigation is missing its label "language"';

  it('in the CLI text', () => {
    const text = renderOutlineText(c.outline, false);
    expect(text).toContain('+ Language "(unnamed language)" ×3\n');
    expect(text.split(error).length - 1).toBe(1);
    // Siblings that differ (what they hold, their findings) stay apart.
    expect(text).toContain('− Language "fr"');
  });

  it('in the comment', () => {
    const text = renderReportMarkdown(c, { ...opts, report: 'new' }).text;
    const compact = text.slice(text.indexOf('### Navigation outline'), text.indexOf('<details>'));
    expect(compact).toContain('- **+** **Language** (unnamed language) — *added* ×3\n');
    expect(compact.split(error).length - 1).toBe(1);
  });
});
