// A change that repairs a page's MDX syntax did not write the dead links the page already had: they are existing,
// whether every link is checked or only the changed files' (wundergraph/cosmo-docs 3283260).
import { describe, it, expect } from '@jest/globals';
import { memorySource } from '../../src/adapters/memory-source.js';
import { compareSources } from '../../src/core/compare/compare.js';
import { docsJson } from '../helpers.js';

const docs = docsJson({ pages: ['index', 'router/config'] });
const page = (cell: string, more = ''): string =>
  `# Config\n\n| Name | What |\n|---|---|\n| graph | ${cell} |\n\n## Plugins\n\nSee the [plugins](/router/plugins).${more}\n`;

function statuses(before: string, after: string, links: 'changed' | 'all'): string[] {
  const c = compareSources(
    memorySource({ 'docs.json': docs, 'index.mdx': '# Home\n', 'router/config.mdx': before }),
    memorySource({ 'docs.json': docs, 'index.mdx': '# Home\n', 'router/config.mdx': after }),
    { changed: new Set(['router/config.mdx']), links },
  );
  return c.findings.filter((f) => f.rule === 'broken-link').map((f) => `${f.data.url} ${f.status}`);
}

describe('links of a page the change repairs', () => {
  it('a dead link the page already had is existing in both link modes; one the change adds is new', () => {
    for (const links of ['changed', 'all'] as const) {
      expect(statuses(page('name (cosmo-<graph_name>)'), page('name (cosmo-$graph_name)'), links)).toEqual([
        '/router/plugins existing',
      ]);
      expect(
        statuses(
          page('name (cosmo-<graph_name>)'),
          page('name (cosmo-$graph_name)', ' And [more](/router/more).'),
          links,
        ),
      ).toEqual(['/router/plugins existing', '/router/more new']);
    }
  });

  it('on a page that parsed before, a dead link the change adds is new', () => {
    expect(statuses(page('name'), page('name', ' And [more](/router/more).'), 'all')).toEqual([
      '/router/plugins existing',
      '/router/more new',
    ]);
  });
});
