// A restructure with repeats, as a reviewer reads it: findings of one shape are one item with their places and
// the fix once, pages moved together from one place are one outline line, and the comment says which commit and
// run it reflects, with rule ids linked to their docs. Compared with test/golden/outlines/grouped-restructure.md.
import { describe, expect, it } from '@jest/globals';
import { compareSources, type Comparison } from '../../src/core/compare/compare.js';
import { renderText } from '../../src/core/render/findings.js';
import { renderOutlineText } from '../../src/core/render/outline.js';
import { renderReportMarkdown } from '../../src/core/render/report.js';
import { loadStates } from '../../src/adapters/states.js';
import { memorySource } from '../../src/adapters/memory-source.js';
import { COMMENT_MAX } from '../../src/github/limits.js';
import { commitAll, initRepo, writeFiles } from '../git-helpers.js';
import { docsJson } from '../helpers.js';
import { expectGolden } from '../golden.js';

function page(title: string): string {
  return `---\ntitle: "${title}"\n---\n\nText.\n`;
}

const CONCEPTS = ['concepts/a', 'concepts/b', 'concepts/c', 'concepts/d'];

async function restructure(): Promise<Comparison> {
  const files: Record<string, string> = {
    'docs.json': docsJson({
      tabs: [
        {
          tab: 'Guides',
          groups: [
            { group: 'Start', pages: ['index'] },
            { group: 'Concepts', pages: CONCEPTS },
            { group: 'Tools', pages: ['tools/x'] },
            { group: 'Recipes', pages: ['recipes/y'] },
          ],
        },
        { tab: 'Reference', groups: [{ group: 'CLI', pages: ['cli/run'] }] },
      ],
    }),
    'index.mdx': page('Home'),
    'cli/run.mdx': page('run'),
    'tools/x.mdx': page('x'),
    'recipes/y.mdx': page('y'),
  };
  for (const p of CONCEPTS) files[`${p}.mdx`] = page(p);
  const { dir, sha: base } = initRepo(files);
  // The concept pages move into the CLI group one by one, two groups move to the other tab, and three groups gain
  // a field the builder does not know.
  writeFiles(dir, {
    'docs.json': docsJson({
      tabs: [
        { tab: 'Guides', groups: [{ group: 'Start', collapsed: true, pages: ['index'] }] },
        {
          tab: 'Reference',
          groups: [
            { group: 'CLI', collapsed: true, pages: ['cli/run', ...CONCEPTS] },
            { group: 'More', collapsed: true, pages: ['cli/more'] },
            { group: 'Tools', pages: ['tools/x'] },
            { group: 'Recipes', pages: ['recipes/y'] },
          ],
        },
      ],
    }),
    'cli/more.mdx': page('more'),
  });
  const head = commitAll(dir, 'head');
  const states = await loadStates({ root: dir, base, head });
  return compareSources(states.base.source, states.head.source, { renames: states.renames, changed: states.changed });
}

describe('a restructure with repeated findings', () => {
  it('groups repeats, says each move once, and links the commit, the run and the rules', async () => {
    const c = await restructure();
    const unknown = c.findings.filter((f) => f.rule === 'schema' && f.data.problem === 'unknown-field');
    expect(unknown).toHaveLength(3);
    const text = renderReportMarkdown(c, {
      report: 'new',
      failOn: 'error',
      budget: COMMENT_MAX,
      link: (file, line) => `https://github.com/o/r/blob/abc/${file}#L${line}`,
      context: {
        commitSha: '0123456789abcdef0123456789abcdef01234567',
        commitUrl: 'https://github.com/o/r/commit/0123456789abcdef0123456789abcdef01234567',
        runUrl: 'https://github.com/o/r/actions/runs/42',
        rulesUrl: 'https://github.com/acme/navguard/blob/v1/docs/rules.md',
      },
    }).text;
    // One item for the three unknown fields, its fix once.
    expect(text.match(/has an unknown field "collapsed"/g)).toHaveLength(1);
    expect(text).toContain('and 2 more places');
    expect(text.match(/Remove "collapsed"/g)).toHaveLength(1);
    // The moved pages' old place, once in the compact view and once in the full tree.
    expect(text.match(/moved from tab "Guides" › group "Concepts"/g)).toHaveLength(2);
    expect(text).toContain('4 entries moved from');
    // Two groups moved from one place: the second says so without the path.
    expect(text).toContain('**↪** **Group** Tools — *moved from tab "Guides"*');
    expect(text).toContain('**↪** **Group** Recipes — *moved from the same place*');
    expect(text).toContain('[`schema`](https://github.com/acme/navguard/blob/v1/docs/rules.md#rule-schema)');
    expect(text).toContain('[`0123456`](https://github.com/o/r/commit/0123456789abcdef0123456789abcdef01234567)');
    expect(text).toContain('[workflow run](https://github.com/o/r/actions/runs/42)');
    expectGolden('outlines/grouped-restructure.md', text + '\n');
  });

  it('the terminal says a repeat once, with its places, and each move once', async () => {
    const c = await restructure();
    const text = renderText(c.findings, {}, false);
    expect(text.match(/has an unknown field "collapsed"/g)).toHaveLength(1);
    expect(text).toMatch(/also at 2 more places: \d+:\d+, \d+:\d+\n/);
    expect(text.match(/fix \(each\): Remove "collapsed"/g)).toHaveLength(1);
    const outline = renderOutlineText(c.outline, false);
    expect(outline).toContain(
      '↪ concepts/a, concepts/b, concepts/c, concepts/d (4 entries moved from tab "Guides" › group "Concepts")',
    );
    expect(outline).toContain('↪ Group "Recipes" (moved from the same place)');
  });

  it('the comment names ten places of a repeat and counts the rest; the job summary names them all', () => {
    const groups = Array.from({ length: 14 }, (_, i) => ({ group: `G${i}`, collapsed: true, pages: [`p${i}`] }));
    const files: Record<string, string> = { 'docs.json': docsJson({ groups }) };
    for (let i = 0; i < 14; i++) files[`p${i}.mdx`] = page(`P${i}`);
    const c = compareSources(memorySource({ ...files, 'docs.json': docsJson({ groups: [] }) }), memorySource(files), {
      changed: new Set(['docs.json']),
    });
    const render = (maxPlaces?: number): string =>
      renderReportMarkdown(c, { report: 'new', failOn: 'error', budget: COMMENT_MAX, maxPlaces }).text;
    const alsoAt = (text: string): string => /\*\*Also at:\*\* (.*)/.exec(text)![1]!;
    expect(alsoAt(render()).match(/`docs\.json:\d+`/g)).toHaveLength(10);
    expect(alsoAt(render())).toMatch(/, and 3 more$/);
    expect(alsoAt(render(Infinity)).match(/`docs\.json:\d+`/g)).toHaveLength(13);
  });

  it('links rule ids in the outline too', () => {
    const files = { 'docs.json': docsJson({ groups: [{ group: 'G', pages: ['index'] }] }), 'index.mdx': page('Home') };
    const head = { ...files, 'docs.json': docsJson({ groups: [{ group: 'G', pages: ['index', 'ghost'] }] }) };
    const c = compareSources(memorySource(files), memorySource(head), { changed: new Set(['docs.json']) });
    const text = renderReportMarkdown(c, {
      report: 'new',
      failOn: 'error',
      budget: COMMENT_MAX,
      context: { rulesUrl: 'https://example.com/rules.md' },
    }).text;
    const outline = text.slice(text.indexOf('### Navigation outline'));
    expect(outline).toContain('- ❌ [`page-not-found`](https://example.com/rules.md#rule-page-not-found) **new**');
  });
});
