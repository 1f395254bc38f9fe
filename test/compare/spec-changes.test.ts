// A section that stops naming its OpenAPI spec loses every API page the builder made of it, and their URLs; the
// outline said "no navigation changes" above the warnings of the groups it emptied (Agenta-AI/agenta, fresh set 105:
// 57 groups given by URL replaced by `"pages": []`). A change of a section's specs is a change of the navigation.
import { describe, expect, it } from '@jest/globals';
import { compareSources } from '../../src/core/compare/compare.js';
import { memorySource } from '../../src/adapters/memory-source.js';
import { changeSummary, renderReportMarkdown } from '../../src/core/render/report.js';
import { renderOutlineText } from '../../src/core/render/outline.js';
import { docsJson } from '../helpers.js';
import { reportDocument } from '../../src/action/verdict.js';

const SPEC = JSON.stringify({
  openapi: '3.0.0',
  info: { title: 'T', version: '1' },
  paths: { '/users': { get: { summary: 'List users', responses: { '200': { description: 'ok' } } } } },
});
const site = (api: object, navigationSpec?: string) => ({
  'docs.json': docsJson({
    ...(navigationSpec && { openapi: navigationSpec }),
    groups: [
      { group: 'Start', pages: ['index'] },
      { group: 'API', ...api },
    ],
  }),
  'index.mdx': '# Home\n',
  'openapi.json': SPEC,
  'v2.json': SPEC,
});
const compare = (base: object, head: object, baseNav?: string, headNav?: string) =>
  compareSources(memorySource(site(base, baseNav)), memorySource(site(head, headNav)), {});
const opts = { failOn: 'error', budget: 60_000, report: 'new' } as const;

describe('a section whose OpenAPI specs change', () => {
  it.each([
    [
      'removed',
      { openapi: 'openapi.json' },
      { pages: [] },
      'OpenAPI spec "openapi.json" no longer named here: the API pages made of it are gone',
    ],
    [
      'added',
      { pages: [] },
      { openapi: 'openapi.json' },
      'OpenAPI spec "openapi.json" named here: its operations become API pages',
    ],
    [
      'removed, two of them',
      { openapi: ['openapi.json', 'v2.json'] },
      { pages: [] },
      'OpenAPI specs "openapi.json" and "v2.json" no longer named here: the API pages made of them are gone',
    ],
    // TeamBattles/teambattles 80b28ada03 (fresh set 110): a group that lists its endpoints makes pages of those only.
    [
      'added to a group that lists its endpoints',
      { pages: [] },
      { openapi: 'openapi.json', pages: ['GET /users'] },
      'OpenAPI spec "openapi.json" named here: the endpoints listed under it become API pages',
    ],
    [
      'replaced',
      { openapi: 'openapi.json' },
      { openapi: 'v2.json' },
      'API pages made of OpenAPI spec "v2.json", no longer of "openapi.json"',
    ],
    [
      'moved to another folder',
      { openapi: 'openapi.json' },
      { openapi: { source: 'openapi.json', directory: 'api' } },
      // cudoventures/cudo-compute-docs 2de6dda777 (fresh set 121): read as if the spec had changed.
      'API pages of OpenAPI spec "openapi.json" now made under /api, no longer under /api-reference (its directory changed)',
    ],
  ])('%s: is a change, said in the summary, the text outline and the comment', (_, base, head, said) => {
    const c = compare(base, head);
    expect(c.changes.filter((ch) => ch.kind === 'spec').map((ch) => ch.label)).toEqual(['API']);
    expect(changeSummary(c)).toContain('OpenAPI specs changed in 1 section');
    const text = renderOutlineText(c.outline, false);
    expect(text).toContain(`✎ Group "API" (${said})`);
    expect(text).not.toContain('No navigation changes');
    const md = renderReportMarkdown(c, opts).text;
    expect(md).toContain(`- **✎** **Group** API — *${said.replace(/"/g, '`')}*`);
  });

  it('one named by the navigation itself is said on its own line', () => {
    const c = compare({ pages: [] }, { pages: [] }, 'openapi.json', undefined);
    expect(c.changes.map((ch) => ch.kind)).toEqual(['spec']);
    expect(renderOutlineText(c.outline, false)).toContain(
      '✎ the navigation (OpenAPI spec "openapi.json" no longer named here: the API pages made of it are gone)',
    );
    expect(renderReportMarkdown(c, opts).text).toContain(
      '- **✎** *the navigation* — *OpenAPI spec `openapi.json` no longer named here',
    );
  });

  // michaladamskijoin/docs 3228900 (fresh set 116): openapi.json moved to v1/openapi.json, named by a new section;
  // the outline said the API pages made of it are gone, though the same pages are made.
  it('says nothing gone of a spec the change moved to another file, named by another section', () => {
    const files = (group: string, spec: string) => ({
      'docs.json': docsJson({
        groups: [
          { group: 'Start', pages: ['index'] },
          { group, openapi: spec },
        ],
      }),
      'index.mdx': '# Home\n',
      [spec]: SPEC,
    });
    const c = compareSources(
      memorySource(files('Endpoints', 'openapi.json')),
      memorySource(files('API v1', 'v1/openapi.json')),
      {
        renames: [{ from: 'openapi.json', to: 'v1/openapi.json' }],
      },
    );
    const text = renderOutlineText(c.outline, false);
    expect(text).not.toContain('are gone');
    expect(text).not.toContain('become API pages');
    expect(c.apiPages).toBeUndefined();
  });

  // rivet-dev/rivetkit e63bd12baf (fresh set 122): group "API" (openapi.json, pages under /api) replaced by group
  // "HTTP API" naming the same file under reference/api. The summary counted 5 API pages moved while the outline
  // said those of the removed group "are gone" and the added group's operations "become API pages".
  it('a section removed and another naming its spec under another folder: the pages moved, both lines say so', () => {
    const groups = (api: object) => docsJson({ groups: [{ group: 'Start', pages: ['index'] }, api] });
    const files = { 'index.mdx': '# Home\n', 'openapi.json': SPEC };
    const c = compareSources(
      memorySource({
        ...files,
        'docs.json': groups({ group: 'API', openapi: { source: 'openapi.json', directory: 'api' } }),
      }),
      memorySource({
        ...files,
        'docs.json': groups({ group: 'HTTP API', openapi: { source: 'openapi.json', directory: 'reference/api' } }),
      }),
      { changed: new Set(['docs.json']) },
    );
    expect(c.apiPages).toMatchObject({ moved: 1 });
    const text = renderOutlineText(c.outline, false);
    expect(text).not.toContain('are gone');
    expect(text).not.toContain('become API pages');
    expect(text).toContain(
      '(OpenAPI spec "openapi.json" (pages under /api) no longer named here: its API pages are made under /reference/api now)',
    );
    expect(text).toContain(
      '(OpenAPI spec "openapi.json" (pages under /reference/api) named here: its API pages move here from /api)',
    );
    // A file named under two folders in the other state: which one took the pages is not said.
    const two = compareSources(
      memorySource({
        ...files,
        'docs.json': groups({ group: 'API', openapi: { source: 'openapi.json', directory: 'api' } }),
      }),
      memorySource({
        ...files,
        'docs.json': docsJson({
          groups: [
            { group: 'Start', pages: ['index'] },
            { group: 'A', openapi: { source: 'openapi.json', directory: 'a' } },
            { group: 'B', openapi: { source: 'openapi.json', directory: 'b' } },
          ],
        }),
      }),
      { changed: new Set(['docs.json']) },
    );
    expect(renderOutlineText(two.outline, false)).toContain('the API pages made of it are gone');
  });

  // edenai/docs 248b63db70 (fresh set 115): a section pointed back at its spec by URL read "34 removed".
  it('says the specs named by URL changed when a section’s spec moves between a file and a URL', () => {
    const url = 'https://api.example.com/openapi.json';
    const c = compare({ openapi: 'openapi.json' }, { openapi: url });
    expect(c.apiPages).toMatchObject({ removed: 1, urlSpecsChanged: true });
    expect(changeSummary(c)).toContain(
      'API pages made of OpenAPI specs: 1 removed (the specs named by URL changed too: navguard does not fetch them, nor count their pages)',
    );
    expect(
      compare({ openapi: 'openapi.json' }, { openapi: 'v2.json', pages: [] }).apiPages?.urlSpecsChanged,
    ).toBeUndefined();
  });

  // 4casters-io/docs 50896a22ec (fresh set 109): a tab of 29 generated pages read "added", and nothing more.
  it('an added section says the spec it makes API pages of', () => {
    const c = compareSources(
      memorySource({
        'docs.json': docsJson({ groups: [{ group: 'Start', pages: ['index'] }] }),
        'index.mdx': '# Home\n',
      }),
      memorySource(site({ openapi: 'openapi.json' })),
      {},
    );
    expect(changeSummary(c)).toBe('1 added; API pages made of OpenAPI specs: 1 added');
    expect(renderOutlineText(c.outline, false)).toContain(
      '+ Group "API" (OpenAPI spec "openapi.json" named here: its operations become API pages)',
    );
    expect(renderReportMarkdown(c, opts).text).toContain(
      '- **+** **Group** API — *added; OpenAPI spec `openapi.json` named here: its operations become API pages*',
    );
  });

  // Heurismo/docs fb3d92e4e1 (fresh set 111): a tab naming a URL spec removed read "Tab API removed", and nothing
  // of the API pages that went with it (navguard cannot list a URL spec's pages, so no redirect is asked of them).
  it('a removed section names the specs whose API pages go with it, a URL spec too', () => {
    const tabs = (api: object[]) =>
      docsJson({ tabs: [{ tab: 'Docs', groups: [{ group: 'Start', pages: ['index'] }] }, ...api] });
    const c = compareSources(
      memorySource({
        'docs.json': tabs([{ tab: 'API', openapi: 'https://example.com/openapi.json', groups: [] }]),
        'index.mdx': '# Home\n',
      }),
      memorySource({ 'docs.json': tabs([]), 'index.mdx': '# Home\n' }),
      { changed: new Set(['docs.json']) },
    );
    const said =
      'OpenAPI spec "https://example.com/openapi.json" no longer named here: the API pages made of it are gone';
    expect(renderOutlineText(c.outline, false)).toContain(`− Tab "API" (${said})`);
    expect(renderReportMarkdown(c, opts).text).toContain(
      `- **−** ~~**Tab** API~~ — *removed; ${said.replace(/"/g, '`')}*`,
    );
  });

  it('a tab of generated pages relabelled is relabelled, not removed and added', () => {
    const tabs = (label: string) =>
      docsJson({
        tabs: [
          { tab: 'Docs', groups: [{ group: 'Start', pages: ['index'] }] },
          { tab: label, groups: [{ group: 'Endpoints', openapi: 'openapi.json' }] },
        ],
      });
    const c = compareSources(
      memorySource({ 'docs.json': tabs('API Reference'), 'index.mdx': '# Home\n', 'openapi.json': SPEC }),
      memorySource({ 'docs.json': tabs('API'), 'index.mdx': '# Home\n', 'openapi.json': SPEC }),
      { changed: new Set(['docs.json']) },
    );
    expect(c.changes.map((ch) => `${ch.kind} ${ch.label}`)).toEqual(['relabelled API']);
    expect(renderOutlineText(c.outline, false)).toContain('✎ Tab "API" (was "API Reference")');
  });

  // mintlify-context-engineering/ringcentral c74145948c (corpus): the API tab moved into a product, its spec from the
  // tab to the tab's group: the same API pages, none gone; and a removed tab whose spec another section names.
  it('a spec moved to another section is no change of its pages', () => {
    const nav = (api: object) =>
      docsJson({ tabs: [{ tab: 'Docs', groups: [{ group: 'Start', pages: ['index'] }] }, api] });
    const files = { 'index.mdx': '# Home\n', 'openapi.json': SPEC };
    const c = compareSources(
      memorySource({ ...files, 'docs.json': nav({ tab: 'API', openapi: 'openapi.json', groups: [] }) }),
      memorySource({
        ...files,
        'docs.json': nav({ tab: 'API', groups: [{ group: 'Endpoints', openapi: 'openapi.json' }] }),
      }),
      { changed: new Set(['docs.json']) },
    );
    expect(c.changes.map((ch) => `${ch.kind} ${ch.label}`)).toEqual(['added Endpoints']);
    expect(renderOutlineText(c.outline, false)).not.toContain('OpenAPI');
  });

  // G-Core/product-documentation 5b666307cd (fresh set 113): a spec's edits moved 5 API pages and added 5, and the
  // comment read "no navigation changes".
  it('says how many API pages a spec edit moved, added and removed', () => {
    const ops = (paths: Record<string, string>) =>
      JSON.stringify({
        openapi: '3.0.0',
        info: { title: 'T', version: '1' },
        paths: Object.fromEntries(
          Object.entries(paths).map(([p, summary]) => [
            p,
            { get: { summary, responses: { '200': { description: 'ok' } } } },
          ]),
        ),
      });
    const with_ = (spec: string) => ({ ...site({ openapi: 'openapi.json' }), 'openapi.json': spec });
    const c = compareSources(
      memorySource(with_(ops({ '/users': 'List users', '/teams': 'List teams', '/old': 'Old thing' }))),
      memorySource(with_(ops({ '/users': 'List all users', '/teams': 'List teams', '/new': 'New thing' }))),
      { changed: new Set(['openapi.json']) },
    );
    expect(c.apiPages).toEqual({ moved: 1, added: 1, removed: 1 });
    // The action's JSON report holds them for programs.
    const doc = reportDocument(
      'pull_request',
      { head: 'h', base: 'b', roots: ['.'] },
      {
        results: [{ root: '.', comparison: c }],
        problems: [],
      },
    ) as { roots: { apiPages?: unknown }[] };
    expect(doc.roots[0]!.apiPages).toEqual({ moved: 1, added: 1, removed: 1 });
    expect(changeSummary(c)).toBe(
      'no navigation changes; API pages made of OpenAPI specs: 1 moved, 1 added, 1 removed',
    );
    const same = memorySource(with_(ops({ '/users': 'List users' })));
    expect(compareSources(same, same).apiPages).toBeUndefined();
  });

  it('the same spec written again is no change', () => {
    const c = compare({ openapi: 'openapi.json' }, { openapi: ['openapi.json'] });
    expect(c.changes).toEqual([]);
    expect(changeSummary(c)).toBe('no navigation changes');
  });
});
