// Which findings a change introduced, on real git repositories: identity, not position or occurrence count.
import fs from 'node:fs';
import { describe, it, expect } from '@jest/globals';
import { compareSources, type Comparison } from '../../src/core/compare/compare.js';
import { loadStates } from '../../src/adapters/states.js';
import { commitAll, gitMove, initRepo, sh, writeFiles } from '../git-helpers.js';
import { docsJson } from '../helpers.js';
import { memorySource } from '../../src/adapters/memory-source.js';
import { PARSE_BUDGET } from '../../src/core/site/page-ids.js';
import { changeSummary } from '../../src/core/render/report.js';

async function compare(files: Record<string, string>, change: (dir: string) => void): Promise<Comparison> {
  const { dir, sha: base } = initRepo(files);
  change(dir);
  const head = commitAll(dir, 'head');
  const states = await loadStates({ root: dir, base, head });
  return compareSources(states.base.source, states.head.source, { renames: states.renames, changed: states.changed });
}

const fresh = (c: Comparison): string[] =>
  c.findings.filter((f) => f.status === 'new').map((f) => `${f.rule} ${f.file}:${f.line}`);

describe('new findings by identity', () => {
  const site = {
    'docs.json': docsJson({ groups: [{ group: 'Start', pages: ['index', 'guide'] }] }),
    'index.mdx': '# Home\n',
    'guide.mdx': ['# Guide', '', 'See [one](/gone).', '', 'Some text.', '', 'And [two](/gone).', ''].join('\n'),
  };

  it('reports the link the change added, on its line, when old links to the same target are there', async () => {
    const c = await compare(site, (dir) =>
      writeFiles(dir, {
        'guide.mdx': ['# Guide', '', 'See [one](/gone).', '', 'New [three](/gone).', '', 'And [two](/gone).', ''].join(
          '\n',
        ),
      }),
    );
    expect(c.findings.filter((f) => f.rule === 'broken-link').map((f) => f.line)).toEqual([3, 5, 7]);
    expect(fresh(c)).toEqual(['broken-link guide.mdx:5']);
  });

  // opencomputer c2b6458 rewrote a sentence holding a dead link and added a table row with it: the row is new.
  it('of two changed lines with the link, calls new the one least like the base’s line', async () => {
    const c = await compare(site, (dir) =>
      writeFiles(dir, {
        'guide.mdx': [
          '# Guide',
          '',
          'Please see [one](/gone) first.',
          '',
          '| Field | Meaning |',
          '| --- | --- |',
          '| kind | event [kind](/gone) |',
          '',
          'And [two](/gone).',
          '',
        ].join('\n'),
      }),
    );
    expect(c.findings.filter((f) => f.rule === 'broken-link').map((f) => f.line)).toEqual([3, 7, 9]);
    expect(fresh(c)).toEqual(['broken-link guide.mdx:7']);
  });

  it('calls nothing new when a page with old broken links is only renamed', async () => {
    const c = await compare(site, (dir) => {
      gitMove(dir, 'guide.mdx', 'guides/guide.mdx');
      writeFiles(dir, {
        'docs.json': docsJson({ groups: [{ group: 'Start', pages: ['index', 'guides/guide'] }] }),
        'redirects.json': '',
      });
    });
    expect(c.findings.filter((f) => f.rule === 'broken-link')).toHaveLength(2);
    expect(fresh(c).filter((f) => f.startsWith('broken-link'))).toEqual([]);
  });

  it('calls none of the old problems new when a restructure moves groups and entries', async () => {
    const group = (name: string, pages: string[], extra: Record<string, unknown> = {}): Record<string, unknown> => ({
      group: name,
      ...extra,
      pages,
    });
    const files = {
      'docs.json': docsJson({
        groups: [
          group('Start', ['index', 'missing-one']),
          group('Auth', ['auth'], { collapsed: true }),
          group('Deploy', ['deploy'], { collapsed: true }),
        ],
      }),
      'index.mdx': '# Home\n',
      'auth.mdx': '# Auth\n',
      'deploy.mdx': '# Deploy\n',
      'new.mdx': '# New\n',
    };
    const c = await compare(files, (dir) =>
      writeFiles(dir, {
        'docs.json': docsJson({
          groups: [
            group('Intro', ['new']),
            group('Deploy', ['deploy', 'missing-one'], { collapsed: true }),
            group('Start', ['index']),
            group('Auth', ['auth'], { collapsed: true }),
          ],
        }),
      }),
    );
    const old = c.findings.filter((f) => f.rule === 'schema' || f.rule === 'page-not-found');
    expect(old.map((f) => f.rule).sort()).toEqual(['page-not-found', 'schema', 'schema']);
    expect(fresh(c)).toEqual([]);
  });

  it('still calls a problem new when the change adds it to a moved group', async () => {
    const files = {
      'docs.json': docsJson({
        groups: [
          { group: 'A', pages: ['index'] },
          { group: 'B', pages: ['b'] },
        ],
      }),
      'index.mdx': '# Home\n',
      'b.mdx': '# B\n',
    };
    const c = await compare(files, (dir) =>
      writeFiles(dir, {
        'docs.json': docsJson({
          groups: [
            { group: 'B', collapsed: true, pages: ['b'] },
            { group: 'A', pages: ['index'] },
          ],
        }),
      }),
    );
    expect(fresh(c)).toEqual(['schema docs.json:12']);
    expect(c.findings.find((f) => f.status === 'new')?.message).toContain('"collapsed"');
  });

  it('calls nothing new when the tabs are wrapped in a new versions level', async () => {
    const tabs = [
      { tab: 'Guides', groups: [{ group: 'Auth', collapsed: true, pages: ['index', 'gone-page'] }] },
      { tab: 'API', groups: [{ group: 'Ref', pages: ['api'] }] },
    ];
    const files = { 'docs.json': docsJson({ tabs }), 'index.mdx': '# Home\n', 'api.mdx': '# API\n' };
    const c = await compare(files, (dir) =>
      writeFiles(dir, { 'docs.json': docsJson({ versions: [{ version: 'v2', tabs }] }) }),
    );
    expect(c.findings.map((f) => f.rule).sort()).toEqual(['page-not-found', 'schema']);
    expect(fresh(c)).toEqual([]);
    expect(c.fixed).toEqual([]);
  });

  it('compares the old root with the new one when the change moves the docs into a folder', async () => {
    const { dir, sha: base } = initRepo({
      'docs.json': docsJson({ groups: [{ group: 'Start', pages: ['index', 'guide', 'missing'] }] }),
      'index.mdx': '# Home\n',
      'guide.mdx': '# Guide\n\nSee [this](/gone).\n',
      'package.json': '{}\n',
    });
    for (const f of ['docs.json', 'index.mdx', 'guide.mdx']) gitMove(dir, f, `docs/${f}`);
    const head = commitAll(dir, 'move the docs into docs/');
    const states = await loadStates({ root: `${dir}/docs`, base, head });
    expect(states.notes.join(' ')).toContain('the docs root moved from the repository root to docs/');
    const c = compareSources(states.base.source, states.head.source, {
      renames: states.renames,
      changed: states.changed,
    });
    expect(c.findings.map((f) => f.rule).sort()).toEqual(['broken-link', 'page-not-found']);
    expect(fresh(c)).toEqual([]);
  });

  it('calls a frontmatter endpoint old when a new spec merely finds it missing, as the old warning said', async () => {
    const files = {
      'docs.json': docsJson({ groups: [{ group: 'API', pages: ['index', 'trades/create'] }] }),
      'index.mdx': '# Home\n',
      'trades/create.mdx': '---\ntitle: Create\nopenapi: POST /create-trade\n---\n',
      'openapi.json': '',
    };
    const spec = 'openapi: 3.0.0\ninfo: { title: t, version: "1" }\npaths:\n  /quote:\n    post: {}\n';
    const c = await compare(files, (dir) => {
      gitMove(dir, 'trades/create.mdx', 'trading/create.mdx');
      writeFiles(dir, {
        'router.yaml': spec,
        'docs.json': docsJson(
          { groups: [{ group: 'API', pages: ['index', 'trading/create'] }] },
          { redirects: [{ source: '/trades/create', destination: '/trading/create' }] },
        ),
      });
    });
    expect(c.findings.map((f) => `${f.rule} ${f.status}`)).toContain('endpoint-not-found existing');
    expect(fresh(c)).toEqual([]);
  });

  it('calls a broken link rewritten to the same missing path old; one sent to another missing page, or over a good link, new', async () => {
    const files = {
      'docs.json': docsJson({ groups: [{ group: 'Start', pages: ['index', 'guide'] }] }),
      'index.mdx': '# Home\n',
      'guide.mdx': [
        '# Guide',
        '',
        'Read [the setup](./setup/) first.',
        '',
        'See [home](/index).',
        '',
        'See [vaults](/defi-service/vault).',
        '',
      ].join('\n'),
    };
    const c = await compare(files, (dir) =>
      writeFiles(dir, {
        'guide.mdx': [
          '# Guide',
          '',
          'Read [the setup](/setup.mdx) first.',
          '',
          'See [home](/indx).',
          '',
          'See [pools](/defi-service/pools).',
          '',
        ].join('\n'),
      }),
    );
    expect(c.findings.map((f) => `${f.rule} ${f.line} ${f.status}`)).toEqual([
      'broken-link 3 existing',
      'broken-link 5 new',
      'broken-link 7 new',
    ]);
    // The one sent to another missing page was dead before too: it says so, and is not listed as fixed
    // (compare/edited-dead-links.ts).
    expect(c.findings[2]!.data).toMatchObject({ url: '/defi-service/pools', brokenBefore: '/defi-service/vault' });
    expect(c.fixed.map((f) => f.rule === 'broken-link' && f.data.url)).toEqual([]);
  });

  it('keeps the problems of a page that was both x.md and x.mdx old when the change deletes one of them', async () => {
    // redbrick-ai's docs kept GitBook's .md pages beside their .mdx copies; deleting the .md ones (and writing "./"
    // before the copies' links) brought every broken anchor the page already had back as new.
    const files = {
      'docs.json': docsJson({ groups: [{ group: 'Start', pages: ['index', 'guide', 'ref'] }] }),
      'index.mdx': '# Home\n',
      'ref.mdx': '# Ref\n\n## Point\n',
      'guide.md': '# Guide\n\nSee [the field](ref.md#worldpoint) and [nowhere](/nothing).\n',
      'guide.mdx': '# Guide\n\nSee [the field](ref#worldpoint) and [nowhere](/nothing).\n',
    };
    const c = await compare(files, (dir) => {
      sh(dir, 'rm', '-q', 'guide.md');
      writeFiles(dir, { 'guide.mdx': '# Guide\n\nSee [the field](./ref#worldpoint) and [nowhere](/nothing).\n' });
    });
    expect(c.findings.map((f) => `${f.rule} ${f.file} ${(f.data as { url?: string }).url} ${f.status}`)).toEqual([
      'broken-anchor guide.mdx ./ref#worldpoint existing',
      'broken-link guide.mdx /nothing existing',
    ]);
  });

  it('keeps a dead link old when the change moves it out of a page it keeps into another', async () => {
    // tyk-docs 56ac4248 moved a section of a long page into a new one, with its link to an h5 heading (no id); the
    // page kept the same link elsewhere, so the base, which reads no link the change left alone, never said it.
    const section = 'To log requests, see [debug modes](/debugging#capturing-logs).';
    const config = (...parts: string[]) =>
      ['# Config', '', 'Intro.', '', ...parts, '## Other', '', section, ''].join('\n');
    const files = {
      'docs.json': docsJson({ groups: [{ group: 'Start', pages: ['index', 'config', 'debugging'] }] }),
      'index.mdx': '# Home\n',
      'debugging.mdx': '# Debugging\n\n##### Capturing logs\n\nSet the level.\n',
      'config.mdx': config('## Analytics', '', section, ''),
    };
    const nav = docsJson({ groups: [{ group: 'Start', pages: ['index', 'config', 'analytics', 'debugging'] }] });
    const c = await compare(files, (dir) =>
      writeFiles(dir, {
        'docs.json': nav,
        'config.mdx': config(),
        'analytics.mdx': ['# Analytics', '', section, ''].join('\n'),
      }),
    );
    const found = (r: Comparison) => r.findings.filter((f) => f.rule === 'broken-anchor' && f.file === 'analytics.mdx');
    expect(found(c).map((f) => f.status)).toEqual(['existing']);
    // A second copy of it is new: the one taken out answers for one.
    const twice = await compare(files, (dir) =>
      writeFiles(dir, {
        'docs.json': nav,
        'config.mdx': config(),
        'analytics.mdx': ['# Analytics', '', section, '', section, ''].join('\n'),
      }),
    );
    expect(found(twice).map((f) => f.status)).toEqual(['existing', 'new']);
  });

  it('knows renamed missing entries by the end of their path when their file name repeats', async () => {
    // As 0xnicholas' docs renaming the "trading" folder "trade" in the navigation while the pages were still to come.
    const nav = (folder: string, extra: string[] = []) =>
      docsJson({
        groups: [
          { group: 'Start', pages: ['index'] },
          { group: 'Trading', pages: [`${folder}/quick-trade/tutorials`, `${folder}/terminal/tutorials`, ...extra] },
        ],
      });
    // trade/ holds a file in the head, so these are three missing pages, not a folder with no files (one finding).
    const c = await compare({ 'docs.json': nav('trading'), 'index.mdx': '# Home\n' }, (dir) =>
      writeFiles(dir, { 'docs.json': nav('trade', ['trade/new/tutorials']), 'trade/README.md': '# Trade\n' }),
    );
    expect(c.findings.map((f) => (f.rule === 'page-not-found' ? `${f.data.page} ${f.status}` : f.rule))).toEqual([
      'trade/quick-trade/tutorials existing',
      'trade/terminal/tutorials existing',
      'trade/new/tutorials new',
    ]);
  });

  it('calls a broken anchor old when a restructure moves both pages and rewrites the link to follow them', async () => {
    // As mintlify/docs' "Root level core concepts" (e83f79744): core-concepts/settings and core-concepts/navigation
    // moved to the top, "/core-concepts/navigation#localization" became "navigation#localization" — the id was
    // missing before and after; six such errors were called new and blocked the restructure.
    const prose = Array.from({ length: 8 }, (_, i) => `Paragraph ${i} about how the settings work.\n`);
    const files = {
      'docs.json': docsJson({
        groups: [{ group: 'Start', pages: ['index', 'core-concepts/settings', 'core-concepts/navigation'] }],
      }),
      'index.mdx': '# Home\n',
      'core-concepts/settings.mdx': [
        '# Settings',
        '',
        ...prose,
        'See [localization](/core-concepts/navigation#localization) and [tabs](/core-concepts/navigation#tabs).',
        '',
      ].join('\n'),
      'core-concepts/navigation.mdx': '# Navigation\n\n## Tabs\n\nText.\n',
    };
    const c = await compare(files, (dir) => {
      gitMove(dir, 'core-concepts/settings.mdx', 'settings.mdx');
      gitMove(dir, 'core-concepts/navigation.mdx', 'navigation.mdx');
      writeFiles(dir, {
        'docs.json': docsJson({ groups: [{ group: 'Start', pages: ['index', 'settings', 'navigation'] }] }),
        // The links follow the move; a third, to an id that never existed, is the change's own.
        'settings.mdx': [
          '# Settings',
          '',
          ...prose,
          'See [localization](navigation#localization) and [tabs](navigation#tabs).',
          '',
          'And [groups](/navigation#groups).',
          '',
        ].join('\n'),
      });
    });
    const anchors = c.findings.filter((f) => f.rule === 'broken-anchor');
    expect(
      anchors.map((f) => `${f.file}:${f.line} ${f.status} ${f.rule === 'broken-anchor' && f.data.fragment}`),
    ).toEqual(['settings.mdx:19 existing localization', 'settings.mdx:21 new groups']);
    expect(c.fixed.filter((f) => f.rule === 'broken-anchor')).toEqual([]);
  });

  it('calls a missing entry new when the change moved its file away to mend another entry of the same name', async () => {
    // phospho-app/docs 97e1a517: examples/ai-models.mdx moved to learn/, where an entry had named no file; the
    // entry examples/ai-models, listed in both states, now names none. Neither entry was renamed.
    const files = {
      'docs.json': docsJson({
        groups: [
          { group: 'Learn', pages: ['index', 'learn/ai-models'] },
          { group: 'Examples', pages: ['examples/ai-models'] },
        ],
      }),
      'index.mdx': '# Home\n',
      'examples/ai-models.mdx': '# AI models\n',
    };
    const c = await compare(files, (dir) => gitMove(dir, 'examples/ai-models.mdx', 'learn/ai-models.mdx'));
    expect(c.findings.map((f) => (f.rule === 'page-not-found' ? `${f.data.page} ${f.status}` : f.rule))).toEqual([
      'examples/ai-models new',
    ]);
    expect(c.fixed.map((f) => (f.rule === 'page-not-found' ? f.data.page : f.rule))).toEqual(['learn/ai-models']);
  });

  it('calls a missing entry old when the change renames its folder and it still names no file', async () => {
    const files = {
      'docs.json': docsJson({
        groups: [
          { group: 'Start', pages: ['index'] },
          { group: 'Trading', pages: ['trading/get-account-info', 'trading/create'] },
        ],
      }),
      'index.mdx': '# Home\n',
      'trading/create.mdx': '# Create\n',
    };
    const c = await compare(files, (dir) => {
      gitMove(dir, 'trading/create.mdx', 'trade/create.mdx');
      writeFiles(dir, {
        'docs.json': docsJson(
          {
            groups: [
              { group: 'Start', pages: ['index'] },
              { group: 'Trade', pages: ['trade/account/get-account-info', 'trade/create', 'trade/brand-new'] },
            ],
          },
          { redirects: [{ source: '/trading/:slug*', destination: '/trade/:slug*' }] },
        ),
      });
    });
    expect(c.findings.map((f) => (f.rule === 'page-not-found' ? `${f.data.page} ${f.status}` : f.rule))).toEqual([
      'trade/account/get-account-info existing',
      'trade/brand-new new',
    ]);
  });
});

describe('entries missing under a folder with no files (one finding for the folder)', () => {
  // potpie-ai/mintlify-docs 293cb21: three entries under agents/ named no file, one finding for the folder; the
  // commit added agents/qna.mdx and a group of three entries under custom/, which has no files either.
  const files = {
    'docs.json': docsJson({
      groups: [
        { group: 'Start', pages: ['index'] },
        { group: 'Agents', pages: ['agents/intro', 'agents/debug', 'agents/qna'] },
      ],
    }),
    'index.mdx': '# Home\n',
  };
  const missing = (c: Comparison): string[] =>
    c.findings
      .filter((f) => f.rule === 'page-not-found')
      .map((f) => `${f.rule === 'page-not-found' && (f.data.folder ? `${f.data.folder}/` : f.data.page)} ${f.status}`);

  it('calls the entries the folder still misses existing once it has a file, and a new folder of them new', async () => {
    const c = await compare(files, (dir) =>
      writeFiles(dir, {
        'agents/qna.mdx': '# Q&A\n',
        'docs.json': docsJson({
          groups: [
            { group: 'Start', pages: ['index'] },
            { group: 'Agents', pages: ['agents/intro', 'agents/debug', 'agents/qna'] },
            { group: 'Custom', pages: ['custom/intro', 'custom/config', 'custom/tools'] },
          ],
        }),
      }),
    );
    expect(missing(c)).toEqual(['agents/intro existing', 'agents/debug existing', 'custom/ new']);
    // Two of the folder's three entries still name no file: it is not fixed.
    expect(c.fixed.filter((f) => f.rule === 'page-not-found')).toEqual([]);
  });

  it('calls the folder new when the change deletes its last file, which made one more entry missing', async () => {
    const c = await compare({ ...files, 'agents/qna.mdx': '# Q&A\n' }, (dir) => sh(dir, 'rm', '-q', 'agents/qna.mdx'));
    expect(missing(c)).toEqual(['agents/ new']);
    expect(c.fixed.filter((f) => f.rule === 'page-not-found')).toEqual([]);
  });

  it('knows the folder when the change renames it and its entries still name no file', async () => {
    // 0xnicholas/docs b18eda7d moved defi-services/dex/exchange/* entries to dex/exchange/*, all still missing.
    const c = await compare(files, (dir) =>
      writeFiles(dir, {
        'docs.json': docsJson({
          groups: [
            { group: 'Start', pages: ['index'] },
            { group: 'Agents', pages: ['bots/agents/intro', 'bots/agents/debug', 'bots/agents/qna'] },
          ],
        }),
      }),
    );
    expect(missing(c)).toEqual(['bots/agents/ existing']);
    expect(c.fixed.filter((f) => f.rule === 'page-not-found')).toEqual([]);
  });

  it('calls the folder new when the change adds an entry to it, existing when it only reorders them', async () => {
    const withEntries = (pages: string[]): Record<string, string> => ({
      'docs.json': docsJson({
        groups: [
          { group: 'Start', pages: ['index'] },
          { group: 'Agents', pages },
        ],
      }),
    });
    const added = await compare(files, (dir) =>
      writeFiles(dir, withEntries(['agents/intro', 'agents/debug', 'agents/qna', 'agents/more'])),
    );
    expect(missing(added)).toEqual(['agents/ new']);
    const reordered = await compare(files, (dir) =>
      writeFiles(dir, withEntries(['agents/qna', 'agents/intro', 'agents/debug'])),
    );
    expect(missing(reordered)).toEqual(['agents/ existing']);
  });

  it("is not matched by another folder's entry that ends alike and is still missing", async () => {
    // 0xsequence/docs d1074dd1 deleted ja/sdk/unity/power/write-to-blockchain.mdx, its entry kept: new. Once the es
    // folder of missing translations es/sdk/unreal/power/ was one finding, its entry ending in the same two segments
    // made the deleted page's finding "existing".
    const two = {
      'docs.json': docsJson({
        groups: [
          { group: 'Unity', pages: ['unity/power/write', 'unity/power/read'] },
          { group: 'Unreal', pages: ['unreal/power/write', 'unreal/power/read', 'unreal/power/sign'] },
        ],
      }),
      'unity/power/write.mdx': '# Write\n',
      'unity/power/read.mdx': '# Read\n',
    };
    const c = await compare(two, (dir) => sh(dir, 'rm', '-q', 'unity/power/write.mdx'));
    expect(missing(c)).toEqual(['unity/power/write new', 'unreal/power/ existing']);
  });
});

describe('a docs.json the change made invalid JSON', () => {
  // potpie-ai/mintlify-docs bc242d7 commented out two groups of mint.json with `//`: the build stops, and the
  // comparison said every section was removed and 13 old findings (orphans, missing entries) were fixed.
  const files = {
    'docs.json': docsJson({
      groups: [
        { group: 'Start', pages: ['index', 'gone'] },
        { group: 'More', pages: ['more'] },
      ],
    }),
    'index.mdx': '# Home\n',
    'more.mdx': '# More\n',
    'orphan.mdx': '# Orphan\n',
  };
  const summary = (c: Comparison): string[] => [
    ...c.findings.map((f) => `${f.rule} ${f.status}`),
    ...c.fixed.map((f) => `${f.rule} fixed`),
    ...c.changes.map((ch) => `${ch.kind} ${ch.label ?? ''}`.trim()),
  ];

  it('reads it as written where only comments and trailing commas are wrong: the error, and nothing else, is new', async () => {
    const c = await compare(files, (dir) =>
      writeFiles(dir, {
        'docs.json': files['docs.json']
          .replace('"more"', '"more",')
          .replace('"navigation"', '// { "group": "Old", "pages": ["old"] },\n  "navigation"'),
      }),
    );
    expect(c.findings.filter((f) => f.rule === 'json-syntax').length).toBeGreaterThan(0);
    expect(summary(c).filter((s) => !s.startsWith('json-syntax'))).toEqual([
      'page-not-found existing',
      'orphan-page existing',
    ]);
  });

  it('claims no fix and no navigation change where it cannot be read at all', async () => {
    const c = await compare(files, (dir) =>
      writeFiles(dir, { 'docs.json': files['docs.json'].replace('"More"', 'More') }),
    );
    expect(summary(c)).toEqual(['json-syntax new']);
    expect(changeSummary(c)).toBe(
      "not compared: the head's docs.json is not valid JSON, so the site builder cannot read its navigation (see the errors)",
    );
  });

  // Celedon-Solutions/davinci-docs 4d2986a426 (fresh set 93): a comma left out of docs.json, and two unchanged links
  // to API pages made from the navigation's spec were called new 404s; so were links a redirect answers.
  it('calls no link newly broken that only the base’s docs.json answered (its spec’s pages, its redirects)', async () => {
    const spec = JSON.stringify({
      openapi: '3.0.0',
      info: { title: 'API', version: '1' },
      paths: { '/meta': { get: { summary: 'Get metadata', responses: { '200': { description: 'ok' } } } } },
    });
    const nav = docsJson(
      {
        groups: [
          { group: 'Start', pages: ['index'] },
          { group: 'API', openapi: 'openapi.json', pages: ['GET /meta'] },
        ],
      },
      { redirects: [{ source: '/old', destination: '/index' }] },
    );
    const body = '# Home\n\n[meta](/api-reference/get-metadata), [old](/old), [gone](/gone).\n';
    const site = { 'docs.json': nav, 'openapi.json': spec, 'index.mdx': '# Home\n' };
    const c = await compare(site, (dir) =>
      writeFiles(dir, { 'docs.json': nav.replace('"Start"', 'Start'), 'index.mdx': body }),
    );
    expect(c.findings.map((f) => `${f.rule} ${f.status} ${(f.data as { url?: string }).url ?? ''}`.trim())).toEqual([
      'json-syntax new',
      'broken-link new /gone',
    ]);
    // Read, the same links: the generated page and the redirect answer; only /gone is broken.
    const read = await compare(site, (dir) => writeFiles(dir, { 'index.mdx': body }));
    expect(read.findings.map((f) => (f.data as { url?: string }).url)).toEqual(['/gone']);
  });

  it('adds no section and blames no old problem when the change mends a docs.json that could not be read', async () => {
    const broken = { ...files, 'docs.json': files['docs.json'].replace('"More"', 'More') };
    const c = await compare(broken, (dir) => writeFiles(dir, { 'docs.json': files['docs.json'] }));
    expect(summary(c)).toEqual(['page-not-found existing', 'orphan-page existing', 'json-syntax fixed']);
    expect(changeSummary(c)).toMatch(/^not compared: the base's docs\.json is not valid JSON/);
    // What the change writes itself is still its own: an entry naming no page, a page left out of the navigation.
    const more = await compare(broken, (dir) =>
      writeFiles(dir, {
        'docs.json': files['docs.json'].replace('"index",', '"index",\n          "also-gone",'),
        'extra.mdx': '# Extra\n',
      }),
    );
    expect(fresh(more)).toEqual([
      `page-not-found docs.json:${files['docs.json'].split('\n').findIndex((l) => l.includes('"index"')) + 2}`,
      'orphan-page extra.mdx:1',
    ]);
  });
});

describe('page renames without git', () => {
  const nav = (pages: string[]): string =>
    docsJson({
      groups: [
        { group: 'Start', pages: ['index'] },
        { group: 'Guides', pages },
      ],
    });
  const base = {
    'docs.json': nav(['guides/setup', 'guides/deploy']),
    'index.mdx': '# Home\n',
    'guides/setup.mdx': '# Setup\n',
    'guides/deploy.mdx': '# Deploy\n',
  };

  it('pairs an entry replaced in its slot by a new page with other text, of the same subject', () => {
    const head = {
      ...base,
      'docs.json': nav(['guides/setup-guide', 'guides/deploy']),
      'guides/setup-guide.mdx': '# Set it up\n\nRewritten.\n',
    };
    delete (head as Record<string, string>)['guides/setup.mdx'];
    const c = compareSources(memorySource(base), memorySource(head));
    expect([...c.renamed]).toEqual([['guides/setup', 'guides/setup-guide']]);
    // Another subject in its place is no rename (see same-subject.test.ts).
    const other = {
      ...head,
      'docs.json': nav(['guides/install', 'guides/deploy']),
      'guides/install.mdx': '# Install\n',
    };
    delete (other as Record<string, string>)['guides/setup-guide.mdx'];
    expect([...compareSources(memorySource(base), memorySource(other)).renamed]).toEqual([]);
  });

  it('pairs an unchanged text under a new name, and nothing when no page is gone', () => {
    const moved = { ...base, 'docs.json': nav(['guides/start', 'guides/deploy']), 'guides/start.mdx': '# Setup\n' };
    delete (moved as Record<string, string>)['guides/setup.mdx'];
    expect([...compareSources(memorySource(base), memorySource(moved)).renamed]).toEqual([
      ['guides/setup', 'guides/start'],
    ]);
    const added = { ...base, 'docs.json': nav(['guides/setup', 'guides/new']), 'guides/new.mdx': '# New\n' };
    expect([...compareSources(memorySource(base), memorySource(added)).renamed]).toEqual([]);
  });
});

describe('dead links moved between pages', () => {
  // lago-doc #647 split a changelog into one page per year: its dead links went with the text.
  const site = {
    'docs.json': docsJson({ groups: [{ group: 'Start', pages: ['index', 'changelog', 'changelog-2022'] }] }),
    'index.mdx': '# Home\n',
    'changelog.mdx':
      '# Changelog\n\n## 2023\n\nSee [plans](/plans).\n\n## 2022\n\nSee [billing](/billing) and [plans](/plans#old).\n',
    'changelog-2022.mdx': '# 2022\n',
    'plans.mdx': '# Plans\n',
  };

  it('are existing where they went, and not listed as fixed where they were; a second copy is new', async () => {
    const c = await compare(site, (dir) =>
      writeFiles(dir, {
        'changelog.mdx': '# Changelog\n\n## 2023\n\nSee [plans](/plans).\n',
        'changelog-2022.mdx':
          '# 2022\n\nSee [billing](/billing) and [plans](/plans#old).\n\nAgain [billing](/billing).\n',
      }),
    );
    const dead = c.findings.filter((f) => f.rule === 'broken-link' || f.rule === 'broken-anchor');
    expect(dead.map((f) => `${f.rule} ${f.file}:${f.line}:${f.column} ${f.status}`).sort()).toEqual([
      'broken-anchor changelog-2022.mdx:3:37 existing',
      'broken-link changelog-2022.mdx:3:15 existing',
      'broken-link changelog-2022.mdx:5:17 new',
    ]);
    expect(c.fixed.filter((f) => f.rule === 'broken-link' || f.rule === 'broken-anchor')).toEqual([]);
  });

  it('are existing where they went when the page they were in was split and deleted', async () => {
    // mindsdb 97038c07: knowledge-bases.mdx split into knowledge_bases/*.mdx and deleted, its dead links moved along.
    // The pieces differ enough from the page that git pairs none of them with it as a rename.
    const prose = (word: string): string =>
      Array.from({ length: 12 }, (_, i) => `Paragraph ${i} of the ${word} text, about ${word} things.\n`).join('\n');
    const files = {
      'docs.json': docsJson({ groups: [{ group: 'Start', pages: ['index', 'kb', 'setup'] }] }),
      'index.mdx': '# Home\n',
      'setup.mdx': '# Setup\n',
      'kb.mdx': `# KB\n\n${prose('old')}\nSee [a](/gone) and [b](/setup#nope).\n\nAlso [c](/gone-too).\n`,
    };
    const c = await compare(files, (dir) => {
      fs.rmSync(`${dir}/kb.mdx`);
      writeFiles(dir, {
        'docs.json': docsJson({
          groups: [
            { group: 'Start', pages: ['index', 'setup'] },
            { group: 'Knowledge bases', pages: ['kb/create', 'kb/more'] },
          ],
        }),
        'kb/create.mdx': `# Create\n\n${prose('new')}\nSee [a](/gone) and [b](/setup#nope).\n`,
        'kb/more.mdx': '# More\n\nSee [d](/gone-three).\n',
      });
    });
    const dead = c.findings.filter((f) => f.rule === 'broken-link' || f.rule === 'broken-anchor');
    expect(dead.map((f) => `${f.rule} ${f.file}:${f.line} ${f.data.url} ${f.status}`).sort()).toEqual([
      'broken-anchor kb/create.mdx:27 /setup#nope existing',
      'broken-link kb/create.mdx:27 /gone existing',
      'broken-link kb/more.mdx:3 /gone-three new',
    ]);
    // A deleted page's links are not read to list what went with it as fixed.
    expect(c.fixed.filter((f) => f.rule === 'broken-link' || f.rule === 'broken-anchor')).toEqual([]);
  });

  it('calls a dead link rewritten to the right page but the same missing section existing, another section new', async () => {
    // lago-doc 46296dcb: `/guide/invoicing/taxes#taxes-at-the-add-on-level` (no such page) became
    // `/guide/invoicing/invoicing-settings/taxes#taxes-at-the-add-on-level` (the page, without that heading).
    const files = {
      ...site,
      'taxes.mdx': '# Taxes\n\n## At the add-on level\n',
      'index.mdx': '# Home\n\nSee [taxes](/tax#add-on-taxes) and [rates](/tax#rates).\n',
    };
    const c = await compare(files, (dir) =>
      writeFiles(dir, { 'index.mdx': '# Home\n\nSee [taxes](/taxes#add-on-taxes) and [rates](/taxes#vat-rates).\n' }),
    );
    const dead = c.findings.filter((f) => f.rule === 'broken-link' || f.rule === 'broken-anchor');
    expect(dead.map((f) => `${f.rule} ${f.file}:${f.line}:${f.column} ${f.status}`).sort()).toEqual([
      'broken-anchor index.mdx:3:13 existing',
      'broken-anchor index.mdx:3:46 new',
    ]);
  });

  it('does not call a dead section link fixed when the change renamed its page: the link is dead another way', async () => {
    // CrewForm/crewform (walk 73): `/agents#marketplace` named no heading; renaming agents.md made it a broken
    // link, and "This change fixes 1 earlier finding" stood above it.
    const files = {
      ...site,
      'agents.mdx': '# Agents\n\n## Voice\n',
      'index.mdx': '# Home\n\nSee [market](/agents#marketplace) and [voice](/agents#voice).\n',
    };
    const c = await compare(files, (dir) => {
      fs.rmSync(`${dir}/agents.mdx`);
      writeFiles(dir, {
        'docs.json': docsJson({ groups: [{ group: 'Start', pages: ['index', 'guide'] }] }),
        'guide.mdx': files['agents.mdx'],
      });
    });
    const dead = c.findings.filter((f) => f.rule === 'broken-link' || f.rule === 'broken-anchor');
    expect(dead.map((f) => `${f.rule} ${f.data.url} ${f.status}`).sort()).toEqual([
      'broken-link /agents#marketplace new',
      'broken-link /agents#voice new',
    ]);
    expect(c.fixed.filter((f) => f.rule === 'broken-link' || f.rule === 'broken-anchor')).toEqual([]);
  });
});

describe('pages copied into a new version folder', () => {
  // crewAIInc/crewAI's "[docs-freeze]" commits copy the current pages, byte for byte, into a folder for the release.
  const site = {
    'docs.json': docsJson({ groups: [{ group: 'v1', pages: ['v1/index', 'v1/guide', 'v1/extra'] }] }),
    'v1/index.mdx': '# Home\n',
    'v1/guide.mdx': '# Guide\n\nSee [setup](/v1/index#setup), [gone](/gone) and [extra](./extra).\n',
    'v1/extra.mdx': '# Extra\n',
  };

  it('call the problems their source had existing, and those only the copy has new', async () => {
    const c = await compare(site, (dir) =>
      writeFiles(dir, {
        'docs.json': docsJson({
          groups: [
            { group: 'v1', pages: ['v1/index', 'v1/guide', 'v1/extra'] },
            { group: 'v2', pages: ['v2/index', 'v2/guide', 'v2/new'] },
          ],
        }),
        'v2/index.mdx': site['v1/index.mdx'],
        'v2/guide.mdx': site['v1/guide.mdx'],
        'v2/new.mdx': '# New\n\nSee [gone](/gone).\n',
      }),
    );
    const dead = c.findings.filter((f) => f.rule === 'broken-link' || f.rule === 'broken-anchor');
    expect(dead.map((f) => `${f.rule} ${f.file}:${f.line}:${f.column} ${f.status}`).sort()).toEqual([
      'broken-anchor v1/guide.mdx:3:13 existing',
      'broken-anchor v2/guide.mdx:3:13 existing',
      'broken-link v1/guide.mdx:3:38 existing',
      'broken-link v2/guide.mdx:3:38 existing',
      // v2 has no extra page: the copy's relative link breaks where the source's did not.
      'broken-link v2/guide.mdx:3:57 new',
      'broken-link v2/new.mdx:3:12 new',
    ]);
    expect(c.fixed).toEqual([]);
  });

  it('are no copies when their content differs from every page of the base', async () => {
    const c = await compare(site, (dir) =>
      writeFiles(dir, {
        'docs.json': docsJson({ groups: [{ group: 'v1', pages: ['v1/index', 'v1/guide', 'v1/extra', 'v2/guide'] }] }),
        'v2/guide.mdx': `${site['v1/guide.mdx']}\nEdited.\n`,
      }),
    );
    expect(fresh(c).filter((f) => f.includes('v2/guide.mdx'))).toEqual([
      'broken-anchor v2/guide.mdx:3',
      'broken-link v2/guide.mdx:3',
      'broken-link v2/guide.mdx:3',
    ]);
  });
});

describe('pages copied with their links rewritten or a line changed', () => {
  // A release that copies draft/ into 2026-07-28/ rewrites the copies' links to their own folder; 21 broken anchors
  // of the draft pages were called new on one such commit. A changelog copied into a version with one line changed
  // is the same copy.
  const changelog = Array.from({ length: 12 }, (_, i) => `- Change ${i + 1}.`);
  const site = {
    'docs.json': docsJson({ groups: [{ group: 'Draft', pages: ['draft/index', 'draft/guide', 'draft/changelog'] }] }),
    'draft/index.mdx': '# Home\n\n## Install\n',
    'draft/guide.mdx': '# Guide\n\nSee [setup](/draft/index#setup), [gone](/draft/gone) and [home](/draft/index).\n',
    'draft/changelog.mdx': ['# Changelog', '', 'See [the guide](/draft/guide#nowhere).', '', ...changelog, ''].join(
      '\n',
    ),
  };
  const release =
    (extra: Record<string, string> = {}) =>
    (dir: string) =>
      writeFiles(dir, {
        'docs.json': docsJson({
          groups: [
            { group: 'Draft', pages: ['draft/index', 'draft/guide', 'draft/changelog'] },
            { group: 'Release', pages: ['2026-07-28/index', '2026-07-28/guide', '2026-07-28/changelog'] },
          ],
        }),
        ...Object.fromEntries(
          Object.entries(site)
            .filter(([f]) => f.startsWith('draft/'))
            .map(([f, t]) => [f.replace('draft/', '2026-07-28/'), t.split('/draft/').join('/2026-07-28/')]),
        ),
        ...extra,
      });

  it("call the source's problems existing in copies whose links point into their own folder", async () => {
    const c = await compare(site, release());
    expect(fresh(c)).toEqual([]);
    const copied = c.findings.filter((f) => f.file.startsWith('2026-07-28/'));
    expect(copied.map((f) => `${f.rule} ${f.file} ${f.status}`).sort()).toEqual([
      'broken-anchor 2026-07-28/changelog.mdx existing',
      'broken-anchor 2026-07-28/guide.mdx existing',
      'broken-link 2026-07-28/guide.mdx existing',
    ]);
  });

  it('take a copy with at most one line in ten changed as a copy, and one changed more as a new page', async () => {
    const edited = [
      '# Changelog',
      '',
      'See [the guide](/2026-07-28/guide#nowhere).',
      '',
      ...changelog,
      '- Released.',
      '',
    ];
    const c = await compare(
      site,
      release({
        '2026-07-28/changelog.mdx': edited.join('\n'),
        '2026-07-28/guide.mdx': '# Guide\n\nSee [setup](/2026-07-28/index#setup) and [more](/2026-07-28/more).\n',
      }),
    );
    // The changelog (one line added to 16) keeps its source's broken anchor; the guide, rewritten, is a new page.
    expect(c.findings.find((f) => f.file === '2026-07-28/changelog.mdx')?.status).toBe('existing');
    expect(fresh(c)).toEqual(['broken-anchor 2026-07-28/guide.mdx:3', 'broken-link 2026-07-28/guide.mdx:3']);
  });
});

describe('a release copied into a version folder below the top', () => {
  it('is a copy as well: evm/next/ copied into evm/v0.6.0/ with its links rewritten', async () => {
    // cosmos/docs 8ef06796: the v0.6.0 snapshot of evm/next brought 12 of next's broken anchors along as new.
    const files = {
      'docs.json': docsJson({ groups: [{ group: 'Next', pages: ['evm/next/index', 'evm/next/guide'] }] }),
      'evm/next/index.mdx': '# Home\n\n## Install\n',
      'evm/next/guide.mdx': '# Guide\n\nSee [setup](/evm/next/index#setup).\n',
    };
    const c = await compare(files, (dir) =>
      writeFiles(dir, {
        'docs.json': docsJson({
          groups: [
            { group: 'Next', pages: ['evm/next/index', 'evm/next/guide'] },
            { group: 'v0.6.0', pages: ['evm/v0.6.0/index', 'evm/v0.6.0/guide'] },
          ],
        }),
        'evm/v0.6.0/index.mdx': files['evm/next/index.mdx'],
        'evm/v0.6.0/guide.mdx': '# Guide\n\nSee [setup](/evm/v0.6.0/index#setup).\n',
      }),
    );
    expect(fresh(c)).toEqual([]);
    expect(c.findings.find((f) => f.file === 'evm/v0.6.0/guide.mdx')).toMatchObject({ status: 'existing' });
  });
});

describe('a release that moves the pages into one version folder and copies them into another', () => {
  it("calls the copies' inherited problems existing, as the moved pages' are", async () => {
    // laravel/nova-docs e8f3dd52 "Laravel Nova 5": every page moved into v4/ and was copied into v5/; the v5 copies'
    // old broken anchors (`#after-validation-method` for "The `afterValidation` Method") were called new.
    const page =
      '# Validation\n\nSee [after validation](#after-validation-method).\n\n## The `afterValidation` Method\n';
    const files = {
      'docs.json': docsJson({ groups: [{ group: 'Resources', pages: ['index', 'resources/validation'] }] }),
      'index.mdx': '# Home\n',
      'resources/validation.mdx': page,
    };
    const c = await compare(files, (dir) => {
      gitMove(dir, 'resources/validation.mdx', 'v4/resources/validation.mdx');
      writeFiles(dir, {
        'docs.json': docsJson({
          groups: [{ group: 'Resources', pages: ['index', 'v4/resources/validation', 'v5/resources/validation'] }],
        }),
        'v5/resources/validation.mdx': page,
      });
    });
    // (The moved page's link is read as it was: a renamed page's unchanged links answer as before.)
    expect(c.findings.find((f) => f.file === 'v5/resources/validation.mdx')).toMatchObject({
      rule: 'broken-anchor',
      status: 'existing',
    });
    // What is new is the moved page's old URL, left without a redirect.
    expect(fresh(c)).toEqual(['missing-redirect docs.json:14']);
  });
});

describe('a version folder released and the next one opened in one change', () => {
  // Osier-Yi/docs 06aeb43 (fresh set 87): 2.0.4dev/ became 2.0.4/ and 2.0.5dev/, each with its links rewritten to
  // its own folder; git paired some pages with each. The copies' old broken anchors were called new, and so were
  // the moved pages' broken links whose paths followed the folder.
  const files = {
    'docs.json': docsJson({ groups: [{ group: 'Dev', pages: ['dev1/index', 'dev1/guide'] }] }),
    'dev1/index.mdx': '# Home\n\n## Install\n',
    'dev1/guide.mdx': '# Guide\n\nSee [setup](/dev1/index#setup) and [gone](/dev1/gone).\n',
  };
  const release = (dir: string): void => {
    for (const f of ['index', 'guide']) gitMove(dir, `dev1/${f}.mdx`, `dev2/${f}.mdx`);
    writeFiles(dir, {
      'docs.json': docsJson({
        groups: [
          { group: 'Next', pages: ['dev2/index', 'dev2/guide'] },
          { group: 'Released', pages: ['v1/index', 'v1/guide'] },
        ],
      }),
      'dev2/guide.mdx': files['dev1/guide.mdx'].split('/dev1/').join('/dev2/'),
      'v1/index.mdx': files['dev1/index.mdx'],
      'v1/guide.mdx': files['dev1/guide.mdx'].split('/dev1/').join('/v1/'),
    });
  };

  it("calls both folders' inherited problems existing, and nothing of the old folder fixed", async () => {
    const c = await compare(files, release);
    const dead = c.findings.filter((f) => f.rule === 'broken-link' || f.rule === 'broken-anchor');
    expect(dead.map((f) => `${f.rule} ${f.file} ${f.status}`).sort()).toEqual([
      'broken-anchor dev2/guide.mdx existing',
      'broken-anchor v1/guide.mdx existing',
      'broken-link dev2/guide.mdx existing',
      'broken-link v1/guide.mdx existing',
    ]);
    expect(c.fixed.map((f) => f.rule)).toEqual([]);
    // What is new is the old folder's URLs, left without a redirect.
    expect(fresh(c)).toEqual(['missing-redirect docs.json:13', 'missing-redirect docs.json:14']);
  });
});

describe('a copy of a page no entry reached, placed in the navigation', () => {
  it('publishes its broken image to every reader: new, though the source had it', async () => {
    const files = {
      'docs.json': docsJson({ groups: [{ group: 'Start', pages: ['index'] }] }),
      'index.mdx': '# Home\n',
      'old/setup.mdx': '# Setup\n\n![Screen](/images/missing.png)\n',
    };
    const c = await compare(files, (dir) =>
      writeFiles(dir, {
        'docs.json': docsJson({ groups: [{ group: 'Start', pages: ['index', 'guides/setup'] }] }),
        'guides/setup.mdx': files['old/setup.mdx'],
      }),
    );
    expect(fresh(c)).toEqual(['broken-link guides/setup.mdx:3']);
  });
});

describe('links into a page the change mended', () => {
  it('are not new when the page did not parse in the base and the link is as it was', async () => {
    // hashgraph/hedera-docs 62c76cc1: an HTML comment (not valid MDX) taken out of the release notes made the page
    // parse again; 72 links into it with fragments that never matched its ids (`#v0.22` for `## v0.22`, id v0-22)
    // were all called new, though neither they nor the headings changed.
    const notes = (extra: string) => `# Release notes\n\n${extra}## v0.22\n\nFixes.\n\n## v0.21\n\nMore.\n`;
    const files = {
      'docs.json': docsJson({ groups: [{ group: 'Start', pages: ['index', 'notes', 'hts'] }] }),
      'index.mdx': '# Home\n',
      'notes.mdx': notes('## v0.75\n\n<!-- draft -->\n\n'),
      'hts.mdx': '# HTS\n\nSince [v0.22](/notes#v0.22).\n',
    };
    const c = await compare(files, (dir) =>
      writeFiles(dir, {
        'notes.mdx': notes(''),
        'index.mdx': '# Home\n\nSee [v0.21](/notes#v0.21).\n',
      }),
    );
    const anchors = c.findings.filter((f) => f.rule === 'broken-anchor');
    expect(anchors.map((f) => `${f.file} ${(f.data as { url: string }).url} ${f.status}`).sort()).toEqual(
      [
        // A link the change wrote into the mended page is its own, and new.
        'index.mdx /notes#v0.21 new',
        'hts.mdx /notes#v0.22 existing',
      ].sort(),
    );
  });
});

describe('fragments the base ran out of parse budget for', () => {
  // crewAIInc/crewAI 6491f5a6: the base's links led (by a redirect) to a page past its parse budget, the head's to
  // another page; both lack the section.
  const filler = 'Some prose for the reader.\n\n'.repeat(Math.ceil(PARSE_BUDGET / 27) + 10);
  const files = {
    'docs.json': docsJson(
      { groups: [{ group: 'Start', pages: ['index', 'guide', 'big', 'small'] }] },
      { redirects: [{ source: '/limits', destination: '/big' }] },
    ),
    'index.mdx': '# Home\n',
    'guide.mdx': '# Guide\n\nSee [limits](/limits#nope).\n',
    'big.mdx': `# Big\n\n<Accordion title="Limits">x</Accordion>\n\n${filler}`,
    'small.mdx': '# Small\n\n<Accordion title="Limits">x</Accordion>\n',
  };
  const change = (dir: string, guide: string): void =>
    writeFiles(dir, {
      'docs.json': docsJson(
        { groups: [{ group: 'Start', pages: ['index', 'guide', 'big', 'small'] }] },
        { redirects: [{ source: '/limits', destination: '/small' }] },
      ),
      'guide.mdx': guide,
    });

  it('are told now: a link the base had broken there too is existing', async () => {
    const c = await compare(files, (dir) => change(dir, '# Guide\n\nEdited. See [limits](/limits#nope).\n'));
    expect(c.base?.stats.anchorsUnchecked).toBe(1);
    const dead = c.findings.filter((f) => f.rule === 'broken-anchor');
    expect(dead.map((f) => `${f.file}:${f.line} ${f.data.url} ${f.status}`)).toEqual([
      'guide.mdx:3 /limits#nope existing',
    ]);
  });

  it('and one the base did not have is new', async () => {
    const c = await compare(
      { ...files, 'big.mdx': `# Big\n\n<Accordion title="Nope">x</Accordion>\n\n${filler}` },
      (dir) => change(dir, '# Guide\n\nEdited. See [limits](/limits#nope).\n'),
    );
    expect(c.base?.stats.anchorsUnchecked).toBe(1);
    expect(fresh(c).filter((f) => f.startsWith('broken-anchor'))).toEqual(['broken-anchor guide.mdx:3']);
  });
});

describe('problems the base could not tell about', () => {
  // The base names a spec it cannot read, so any path under api-reference/ might be a generated page; the change
  // adds the spec (dubinc/docs 683990d8), and what was dead already becomes checkable.
  const files = {
    'docs.json': docsJson(
      {
        tabs: [
          { tab: 'Guides', pages: ['index', 'guide'] },
          { tab: 'API', openapi: 'users.json' },
        ],
      },
      { redirects: [{ source: '/old-users', destination: '/api-reference/users/delete-user' }] },
    ),
    'index.mdx': '# Home\n',
    'guide.mdx': '# Guide\n\nSee [deleting](/api-reference/users/delete-user).\n',
  };
  const spec = JSON.stringify({
    openapi: '3.0.0',
    info: { title: 'Users', version: '1' },
    paths: {
      '/users': { get: { summary: 'List users', tags: ['Users'], responses: { '200': { description: 'OK' } } } },
    },
  });

  it('calls dead links and redirects existing when the change only made them checkable', async () => {
    const c = await compare(files, (dir) =>
      writeFiles(dir, {
        'users.json': spec,
        'guide.mdx': '# Guide\n\nEdited.\n\nSee [deleting](/api-reference/users/delete-user).\n',
      }),
    );
    const found = c.findings.filter((f) => f.rule === 'broken-link' || f.rule === 'redirect-target-missing');
    expect(found.map((f) => `${f.rule} ${f.file}:${f.line} ${f.status}`)).toEqual([
      'redirect-target-missing docs.json:26 existing',
      'broken-link guide.mdx:5 existing',
    ]);
  });

  it('still calls new what the change wrote into the folder it made checkable', async () => {
    const c = await compare(files, (dir) =>
      writeFiles(dir, {
        'users.json': spec,
        'guide.mdx':
          '# Guide\n\nSee [deleting](/api-reference/users/delete-user).\n\nAnd [updating](/api-reference/users/update-user).\n',
        'docs.json': files['docs.json'].replace('/api-reference/users/delete-user', '/api-reference/users/remove-user'),
      }),
    );
    expect(fresh(c).sort()).toEqual(['broken-link guide.mdx:5', 'redirect-target-missing docs.json:26']);
  });

  it("calls existing a dead link the change rewrote from the site's own address to a root link", async () => {
    // upstash/docs df9e4965: `https://upstash.com/docs/x#id` (external, never checked) became `/x#id`.
    const own = {
      'docs.json': docsJson(
        { groups: [{ group: 'Start', pages: ['index', 'guide'] }] },
        { seo: { metatags: { canonical: 'https://example.com/docs/' } } },
      ),
      'index.mdx':
        '# Home\n\nSee [setup](https://example.com/docs/guide#setup) and [old](https://example.com/docs/gone).\n',
      'guide.mdx': '# Guide\n',
    };
    const c = await compare(own, (dir) =>
      writeFiles(dir, {
        'index.mdx': '# Home\n\nSee [setup](/guide#setup) and [old](/gone).\n\nAlso [install](/guide#install).\n',
      }),
    );
    const found = c.findings.filter((f) => f.rule === 'broken-link' || f.rule === 'broken-anchor');
    expect(found.map((f) => `${f.rule} ${f.file}:${f.line}:${f.column} ${f.status}`).sort()).toEqual([
      'broken-anchor index.mdx:3:13 existing',
      'broken-anchor index.mdx:5:16 new',
      'broken-link index.mdx:3:37 existing',
    ]);
  });

  it("knows the site's own address without a canonical one by where the base's links through it lead", async () => {
    // dubinc/docs e2db7f4a: `https://dub.co/docs/partners/white-labeling` became `/docs/partners/white-labeling`.
    const own = {
      'docs.json': docsJson({
        groups: [{ group: 'Start', pages: ['index', 'guide', 'more/a', 'more/b', 'more/c', 'more/d'] }],
      }),
      'index.mdx': [
        '# Home',
        '',
        'Read [a](https://example.com/more/a), [b](https://example.com/more/b), [guide](https://example.com/guide),',
        '[c](https://example.com/more/c) and [d](https://example.com/more/d).',
        '',
        'See [setup](https://example.com/guide#setup) and [old](https://example.com/gone).',
        '',
        'Elsewhere: [theirs](https://other.example/gone-too) and [kept](https://example.com/gone-kept).',
        '',
        // Another site's front page, and one path it shares with this site: no evidence that it is this one.
        'From [them](https://other.example/), [their guide](https://other.example/guide) and [again](https://other.example/guide).',
        '',
      ].join('\n'),
      'guide.mdx': '# Guide\n',
      'more/a.mdx': '# A\n',
      'more/b.mdx': '# B\n',
      'more/c.mdx': '# C\n',
      'more/d.mdx': '# D\n',
    };
    const c = await compare(own, (dir) =>
      writeFiles(dir, {
        'index.mdx': [
          '# Home',
          '',
          'Read [a](https://example.com/more/a), [b](https://example.com/more/b), [guide](https://example.com/guide),',
          '[c](https://example.com/more/c) and [d](https://example.com/more/d).',
          '',
          'See [setup](/guide#setup) and [old](/gone).',
          '',
          'Elsewhere: [theirs](/gone-too) and [kept](https://example.com/gone-kept), [also](/gone-kept).',
          '',
          'From [them](https://other.example/), [their guide](https://other.example/guide) and [again](https://other.example/guide).',
          '',
        ].join('\n'),
      }),
    );
    const found = c.findings.filter((f) => f.rule === 'broken-link' || f.rule === 'broken-anchor');
    expect(found.map((f) => `${f.rule} ${f.data.url} ${f.status}`).sort()).toEqual([
      'broken-anchor /guide#setup existing',
      'broken-link /gone existing',
      // Still written on the site's address beside it: a link added.
      'broken-link /gone-kept new',
      // other.example is not this site (its front page and one shared path are no evidence): the change's link.
      'broken-link /gone-too new',
    ]);
  });
});

// INNOQ-doc/innoq-doc 2e671dd422 (fresh set 105): a language that keeps only its href dropped the same pages before
// and after its groups became tabs, and the change was told of a new error, the old one fixed.
describe('content the builder drops, regrouped', () => {
  const nav = (en: object, more: object = {}) =>
    docsJson({ languages: [{ language: 'en', href: 'https://example.com', ...en }], ...more });
  const pages = { 'a.mdx': '# A\n', 'b.mdx': '# B\n', 'c.mdx': '# C\n' };
  const run = (base: string, head: string) =>
    compareSources(memorySource({ ...pages, 'docs.json': base }), memorySource({ ...pages, 'docs.json': head }));
  const drops = (c: Comparison) =>
    c.findings
      .filter((f) => f.rule === 'mixed-children' || f.rule === 'multiple-roots')
      .map((f) => `${f.rule} ${f.status}`);

  it('is the same problem while it drops the same pages, and new when it drops one the base showed', () => {
    const groups = nav({ groups: [{ group: 'G', pages: ['a', 'b'] }] });
    const tabs = nav({ tabs: [{ tab: 'T', groups: [{ group: 'G', pages: ['a', 'b'] }] }] });
    const same = run(groups, tabs);
    expect(drops(same)).toEqual(['mixed-children existing']);
    expect(same.fixed.filter((f) => f.rule === 'mixed-children')).toEqual([]);
    // c was in a language the builder showed; now it is dropped too.
    const shown = docsJson({
      languages: [
        { language: 'en', href: 'https://example.com', groups: [{ group: 'G', pages: ['a', 'b'] }] },
        { language: 'fr', groups: [{ group: 'H', pages: ['c'] }] },
      ],
    });
    const more = nav({ tabs: [{ tab: 'T', groups: [{ group: 'G', pages: ['a', 'b', 'c'] }] }] });
    expect(drops(run(shown, more))).toEqual(['mixed-children new']);
  });

  it('an orphan moved into dropped content is not fixed, nor is the content newly dropped', () => {
    // INNOQ-doc/innoq-doc 73e14cac49 (fresh set 105): de pages, orphans before, listed in a language that keeps only
    // its href, were listed as fixed orphans.
    const base = nav({ groups: [{ group: 'G', pages: ['a'] }] });
    const head = nav({ groups: [{ group: 'G', pages: ['a', 'c'] }] });
    const c = run(base, head);
    expect(drops(c)).toEqual(['mixed-children existing']);
    expect(c.fixed.map((f) => f.rule)).toEqual([]);
    // b, an orphan before, stays one; c is no orphan now, and it is not told fixed.
    expect(c.findings.filter((f) => f.rule === 'orphan-page').map((f) => `${f.file} ${f.status}`)).toEqual([
      'b.mdx existing',
    ]);
  });

  // Swader/mintlify-docs a6ce0f06cd (fresh set 124): a new tab listed 22 pages, orphans before, beside its groups;
  // the builder dropped them, and the change was told the problem was "already on base".
  it('content the change adds, dropping pages that were orphans, is new', () => {
    const base = docsJson({ tabs: [{ tab: 'One', groups: [{ group: 'G', pages: ['a'] }] }] });
    const head = docsJson({
      tabs: [
        { tab: 'One', groups: [{ group: 'G', pages: ['a'] }] },
        { tab: 'Two', pages: ['b'], groups: [{ group: 'H', pages: ['c'] }] },
      ],
    });
    const c = run(base, head);
    expect(drops(c)).toEqual(['mixed-children new']);
    // b is still hidden: its orphan finding is not fixed; c is shown now, and is.
    expect(c.fixed.map((f) => `${f.rule} ${f.file}`)).toEqual(['orphan-page c.mdx']);
  });
});

// cudoventures/cudo-compute-docs fb6a1d997d (fresh set 121): the site moved under docs/, each entry prefixed; the
// entries naming folders (not their index pages) were as wrong before, and read as 17 new errors.
describe('an entry naming a folder the change moved', () => {
  const site = (prefix: string, entry: string) => ({
    'docs.json': docsJson({ pages: ['index', `/${prefix}guides`, `${prefix}guides/a`] }).replace(
      `"/${prefix}guides"`,
      JSON.stringify(entry),
    ),
    'index.mdx': '# Home\n',
    [`${prefix}guides/index.mdx`]: '# Guides\n',
    [`${prefix}guides/a.mdx`]: '# A\n\nText of a page long enough to be itself.\n',
  });
  const renames = [
    { from: 'guides/a.mdx', to: 'docs/guides/a.mdx' },
    { from: 'guides/index.mdx', to: 'docs/guides/index.mdx' },
  ];
  const compare = (entry: string) =>
    compareSources(memorySource(site('', '/guides')), memorySource(site('docs/', entry)), { renames });

  it('is the same page-path-format, existing, at its new place', () => {
    const f = compare('/docs/guides').findings.filter((x) => x.rule === 'page-path-format');
    expect(f.map((x) => [x.data.entry, x.status])).toEqual([['/docs/guides', 'existing']]);
  });
});
