// A restructure with repeats, as a reviewer reads it: findings of one shape are one item with their places and
// the fix once, pages moved together from one place are one outline line, and the comment says which commit and
// run it reflects, with rule ids linked to their docs. Compared with test/golden/outlines/grouped-restructure.md.
import { describe, expect, it } from '@jest/globals';
import { compareSources, type Comparison } from '../../src/core/compare/compare.js';
import { renderText } from '../../src/core/render/findings.js';
import { renderOutlineText } from '../../src/core/render/outline.js';
import { renderReportMarkdown } from '../../src/core/render/report.js';
import type { Finding } from '../../src/core/base/types.js';
import { renderRuleSummary } from '../../src/core/render/rule-summary.js';
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

/** Findings of a rule a report lists: an item is one, a line of places (orphans past the first five) one a place. */
function listedIn(text: string, rule: string): number {
  return text
    .split('\n- `')
    .find((s) => s.startsWith(`${rule}\``))!
    .split('\n  - ')
    .filter((l) => l.includes('**new**'))
    .reduce(
      (n, l) =>
        n +
        (/\*\*new\*\* (the same for \d+ more places:|places \d+–\d+ of \d+:) /.test(l)
          ? l.match(/`[^`]+:\d+`/g)!.length
          : 1),
      0,
    );
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
    // A group added with nothing but plain new pages is one line, as in the comment.
    expect(outline).toContain('+ Group "More" (added with 1 entry: cli/more)\n');
    expect(outline).not.toMatch(/^ *\+ cli\/more$/m);
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

  it('when not all fits, names every rule with its count and shares the room between them', () => {
    // As a PR that copied 574 legacy pages in: their broken links filled the comment, and the orphans were not named.
    const files: Record<string, string> = { 'docs.json': docsJson({ pages: ['index'] }), 'index.mdx': page('Home') };
    for (let i = 0; i < 300; i++) {
      const folder = i % 3 ? 'legacy' : 'backup';
      files[`${folder}/p${i}.mdx`] = `${page(`P${i}`)}\nSee [gone](/nowhere-${i}).\n`;
    }
    const c = compareSources(
      memorySource({ 'docs.json': files['docs.json']!, 'index.mdx': files['index.mdx']! }),
      memorySource(files),
      {
        changed: new Set(Object.keys(files)),
      },
    );
    const budget = 30_000;
    const text = renderReportMarkdown(c, { report: 'new', failOn: 'error', budget }).text;
    expect(text.length).toBeLessThanOrEqual(budget);
    expect(text).toContain('- `broken-link` — 300 findings');
    expect(text).toContain('- `orphan-page` — 300 findings');
    const listed = (rule: string): number => listedIn(text, rule);
    // Each rule gets items; what is left out is counted under it, with its folders.
    expect(listed('broken-link')).toBeGreaterThan(5);
    const more = [...text.matchAll(/- \*…and (\d+) more, in `legacy\/` (\d+), `backup\/` (\d+)\*/g)];
    expect(more).toHaveLength(1);
    expect(Number(more[0]![1]) + listed('broken-link')).toBe(300);
    for (const m of more) expect(Number(m[2]) + Number(m[3])).toBe(Number(m[1]));
    // The orphans, past the first five, are named by their places only (20 a line): all 300 fit.
    expect(listed('orphan-page')).toBe(300);
    expect(text.match(/^ {2}- ⚠️ \*\*new\*\* (the same for 295 more places:|places \d+–\d+ of 295:) /gm)).toHaveLength(
      15,
    );
    // A later line says which places it holds, so it does not read as a finding of its own.
    expect(text).toContain('  - ⚠️ **new** places 21–40 of 295: ');
    expect(text).toContain('  - ⚠️ **new** places 281–295 of 295: ');
    expect(text).not.toMatch(/^ {2}- ⚠️ \*\*new\*\* and /m);
    expect(text).toContain(`*${600 - listed('broken-link') - listed('orphan-page')} more findings not shown here;`);
    // With less room, lines of places are taken whole, and what is left out is counted as before.
    const tight = renderReportMarkdown(c, { report: 'new', failOn: 'error', budget: 9_000 }).text;
    const tightListed = (rule: string): number => listedIn(tight, rule);
    const tightMore = /- `orphan-page`[^]*?- \*…and (\d+) more, in/.exec(tight);
    expect(tightListed('orphan-page')).toBeGreaterThan(5);
    expect(Number(tightMore![1]) + tightListed('orphan-page')).toBe(300);
    // With room for all, every finding is listed and nothing is counted as left out.
    const all = renderReportMarkdown(c, { report: 'new', failOn: 'error', budget: 2_000_000 }).text;
    expect(all).not.toContain('more findings not shown here');
    expect(all).not.toContain('…and');
  });

  it('counts what it leaves out of docs.json by the folders of the pages the entries name', () => {
    // As 0xsequence's "v3 sdk docs": 547 entries of deleted translations, all "in docs.json".
    // (Both folders hold a file: entries under a folder with no files at all are one finding, pages-generated.)
    const missing = Array.from({ length: 400 }, (_, i) => `${i % 4 ? 'es' : 'ja'}/p${i}`);
    const files = { 'index.mdx': page('Home'), 'es/index.mdx': page('Inicio'), 'ja/index.mdx': page('Home') };
    const nav = (more: string[]) => docsJson({ pages: ['index', 'es/index', 'ja/index', ...more] });
    const before = memorySource({ ...files, 'docs.json': nav([]) });
    const after = memorySource({ ...files, 'docs.json': nav(missing) });
    const c = compareSources(before, after, { changed: new Set(['docs.json']) });
    const text = renderReportMarkdown(c, { report: 'new', failOn: 'error', budget: 30_000 }).text;
    const more = /- \*…and (\d+) more, in `es\/` (\d+), `ja\/` (\d+)\*/.exec(text);
    expect(more).not.toBeNull();
    expect(Number(more![2]) + Number(more![3])).toBe(Number(more![1]));
    expect(Number(more![2])).toBeGreaterThan(Number(more![3]));
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

  // beeos-ai/beeos-docs d1f432e0f8 (fresh set 86): 65 broken links to 8 pages not yet written, listed in 17 items.
  it('says where many broken links lead: each path once, with how many links lead there', () => {
    const base: Record<string, string> = {
      'docs.json': docsJson({ pages: ['index', 'a', 'b'] }),
      'index.mdx': page('Home'),
      'a.mdx': page('A'),
      'b.mdx': page('B'),
    };
    const head = {
      ...base,
      // `guides/calls.md` leads to /guides/calls as `/guides/calls` does (the builder serves pages without .md).
      'a.mdx': `${page('A')}\n[w](/guides/webhooks) [w](/guides/webhooks#retries) [c](/guides/calls) [c](guides/calls.md)\n`,
      'b.mdx': `${page('B')}\n<Card href="/guides/webhooks" /> [x](/guides/webhooks) [img](/images/gone.png) [f](/tools)\n`,
      // A folder with no index page: its link is a warning, not one of the broken links counted.
      'tools/x.mdx': page('X'),
    };
    const c = compareSources(memorySource(base), memorySource(head), { changed: new Set(['a.mdx', 'b.mdx']) });
    const text = renderReportMarkdown(c, { report: 'new', failOn: 'error', budget: COMMENT_MAX }).text;
    expect(text).toContain(
      '  - 7 broken links lead to 3 paths: `/guides/webhooks` (4), `/guides/calls` (2), `/images/gone.png` (1).\n',
    );
    const summary = renderRuleSummary(c.findings.filter((f) => f.status === 'new'));
    expect(summary).toContain(
      '7 broken links lead to 3 paths: /guides/webhooks (4), /guides/calls (2), /images/gone.png (1).\n',
    );
    // Pages only: a page or a redirect at each answers every link to it.
    const url = (f: Finding): string | undefined => (f.data as { url?: string }).url;
    const pagesOnly = c.findings.filter((f) => url(f) !== '/images/gone.png');
    expect(renderRuleSummary(pagesOnly)).toContain(
      '6 broken links lead to 2 paths: /guides/webhooks (4), /guides/calls (2). A page or a redirect at each mends every link to it.',
    );
    // Three links to two paths: too few repeats for a line.
    expect(
      renderRuleSummary(c.findings.filter((f) => f.file === 'a.mdx' && url(f) !== 'guides/calls.md')),
    ).not.toContain('lead to');
    // Each link to its own path: nothing to add.
    expect(renderRuleSummary(c.findings.filter((f) => !String(url(f)).startsWith('/guides/webhooks')))).not.toContain(
      'lead to',
    );
  });

  // Fresh set 88: the block ended in a comma, so pasted before the list's "]" it was not JSON.
  it('gives the suggested redirects as lines that paste into a JSON list as they are', () => {
    const base = {
      'docs.json': docsJson({ pages: ['index', 'a', 'b'] }),
      'index.mdx': page('Home'),
      'a.mdx': page('A'),
      'b.mdx': page('B'),
    };
    const head = {
      'docs.json': docsJson({ pages: ['index', 'a2', 'b2'] }),
      'index.mdx': page('Home'),
      'a2.mdx': page('A'),
      'b2.mdx': page('B'),
    };
    const c = compareSources(memorySource(base), memorySource(head), {
      renames: [
        { from: 'a.mdx', to: 'a2.mdx' },
        { from: 'b.mdx', to: 'b2.mdx' },
      ],
    });
    const text = renderReportMarkdown(c, { report: 'new', failOn: 'error', budget: COMMENT_MAX }).text;
    const block = /### Suggested redirects[^]*?```json\n([^]*?)```/.exec(text)![1]!;
    expect(JSON.parse(`[${block}]`)).toEqual([
      { source: '/a', destination: '/a2' },
      { source: '/b', destination: '/b2' },
    ]);
  });
});

describe('many findings of one shape in one file', () => {
  it('are the first few in full and one line naming what the rest quote, in the text and the comment', () => {
    // b3-fun/b3 b09ed8b272 (fresh set 90): a whitepaper's table of contents into ids nothing on the page has, 148
    // broken anchors of one message and one fix: 305 lines of text. A link with a fix of its own stays in full.
    const toc = Array.from({ length: 14 }, (_, i) => `- [Part ${i}](#template_${i})`);
    const head = {
      'docs.json': docsJson({ pages: ['index', 'paper'] }),
      'index.mdx': page('Home'),
      'paper.mdx': `${page('Paper')}\n${toc.join('\n')}\n\nSee [home](/indx).\n`,
    };
    const c = compareSources(
      memorySource({ 'docs.json': docsJson({ pages: ['index'] }), 'index.mdx': page('Home') }),
      memorySource(head),
      { links: 'all' },
    );
    expect(c.findings.filter((f) => f.rule === 'broken-anchor')).toHaveLength(14);
    const text = renderText(c.findings, {}, false);
    expect(text.match(/names no anchor on this page/g)).toHaveLength(5);
    expect(text).toContain(
      '…and 9 more like this one, new, with the same fix: "#template_5" (12:12), "#template_6" (13:12), "#template_7" (14:12), "#template_8" (15:12), "#template_9" (16:12), "#template_10" (17:13), "#template_11" (18:13), "#template_12" (19:13) and 1 more (--format json lists each)',
    );
    expect(text).toContain('Link "/indx" is broken');
    const md = renderReportMarkdown(c, { report: 'new', failOn: 'error', budget: COMMENT_MAX }).text;
    expect(md.match(/names no anchor on this page/g)).toHaveLength(5);
    expect(md).toContain('…and 9 more findings like the one above, with its fix: "#template\\_5" (`paper.mdx:12`)');
    expect(md).toContain('"#template\\_13" (`paper.mdx:20`)');
    // Ten of one shape are each told.
    const ten = { ...head, 'paper.mdx': `${page('Paper')}\n${toc.slice(0, 10).join('\n')}\n` };
    const few = compareSources(
      memorySource({ 'docs.json': docsJson({ pages: ['index'] }), 'index.mdx': page('Home') }),
      memorySource(ten),
      { links: 'all' },
    );
    expect(renderText(few.findings, {}, false).match(/names no anchor on this page/g)).toHaveLength(10);
  });
});
