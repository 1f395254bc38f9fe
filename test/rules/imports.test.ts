// import-not-found: a page, or a snippet a page shows, imports a file that is not there. The site builder logs
// "Could not find file" and publishes the page without it (prebuild's resolveAllImports).
import { describe, it, expect } from '@jest/globals';
import { memorySource } from '../../src/adapters/memory-source.js';
import { compareSources } from '../../src/core/compare/compare.js';
import { run, docsJson, rules } from '../helpers.js';
import { posOf } from './util.js';
import { safeFix } from '../../src/core/fix/plan.js';

const page = [
  '---',
  'title: Start',
  '---',
  "import Intro from '/snippets/intro.mdx';",
  "import { Chart } from './chart.jsx';",
  "import { useState } from 'react';",
  '',
  '# Start',
  '',
  '```mdx',
  "import Example from '/snippets/example.mdx';",
  '```',
  '',
  '<Intro />',
  '',
].join('\n');

function site(extra: Record<string, string> = {}): Record<string, string> {
  return {
    'docs.json': docsJson({ groups: [{ group: 'G', pages: ['index', 'guides/start'] }] }),
    'index.mdx': '# Home\n',
    'guides/start.mdx': page,
    'guides/chart.jsx': 'export const Chart = () => <div />;\n',
    'snippets/intro.mdx': 'Welcome.\n',
    ...extra,
  };
}

const missing = (files: Record<string, string>) => rules(run(files).findings, 'import-not-found');

describe('import-not-found', () => {
  it('passes imports of files that exist, packages, and imports in code blocks', () => {
    expect(missing(site())).toEqual([]);
  });

  it('reports an import of a deleted snippet, at its source, and one from the page’s folder', () => {
    const { 'snippets/intro.mdx': _a, 'guides/chart.jsx': _b, ...files } = site();
    const found = missing(files);
    expect(found.map((f) => [f.file, f.line, f.column, f.data])).toEqual([
      [
        'guides/start.mdx',
        posOf(page, '/snippets/intro').line,
        posOf(page, '/snippets/intro').column,
        { source: '/snippets/intro.mdx', target: 'snippets/intro.mdx' },
      ],
      [
        'guides/start.mdx',
        posOf(page, './chart').line,
        posOf(page, './chart').column,
        { source: './chart.jsx', target: 'guides/chart.jsx' },
      ],
    ]);
    expect(found[0]!.message).toBe(
      'Import "/snippets/intro.mdx" names a file that is not there (snippets/intro.mdx). The site builder only logs "Could not find file" and publishes the page without it: readers miss what the page takes from it, as an element or a value the page uses from it has nothing behind it when the page renders.',
    );
    expect(found[0]!.fix?.edits).toBeUndefined();
    expect(found[0]!.severity).toBe('error');
    // `Chart` is imported and never used: nothing readers see is missing (circle-devdocs add3abaab2, fresh set 118).
    expect([found[1]!.severity, found[1]!.message.split('without it: ')[1]]).toEqual([
      'warning',
      'the page uses nothing it imports (Chart), so readers see no difference; the import is dead.',
    ]);
    // Used, in an expression as in an element, it is missed.
    const used = { ...files, 'guides/start.mdx': `${page}\n{Chart.name}\n` };
    expect(missing(used).map((f) => f.severity)).toEqual(['error', 'error']);
    // Used only inside an MDX comment, it renders nothing (rivet-dev/rivetkit 733adad72c, fresh set 122).
    const commented = { ...files, 'guides/start.mdx': `${page}\n{/*\n<Chart />\n*/}\n` };
    expect(missing(commented).map((f) => f.severity)).toEqual(['error', 'warning']);
  });

  it('points the import at the one file elsewhere with its name (a moved snippet)', () => {
    const { 'snippets/intro.mdx': _a, ...files } = site({ 'snippets/en/intro.mdx': 'Welcome.\n' });
    const [found, ...rest] = missing(files);
    expect(rest).toEqual([]);
    expect(found!.fix?.message).toBe('Did you mean "/snippets/en/intro.mdx"? It is the one file named intro.mdx.');
    // run() applies the edit and checks again: the import then resolves.
    expect(found!.fix?.edits?.[0]).toMatchObject({
      ...posOf(page, '/snippets/intro'),
      newText: '/snippets/en/intro.mdx',
    });
  });

  // nyuchitech/zti-docs 64ac153a87 (fresh set 113): `'/snippets/LocationMap'` beside snippets/LocationMap.jsx in 36
  // pages; the builder adds only .mdx and .md, and the fix said to restore the file.
  it('says a script file is there under the name with its extension, and writes it', () => {
    const text = "import LocationMap from '/snippets/LocationMap';\n\n<LocationMap />\n";
    const files = site({ 'index.mdx': text, 'snippets/LocationMap.jsx': 'export default () => <div />;\n' });
    const [found, ...rest] = missing(files);
    expect(rest).toEqual([]);
    expect(found!.data).toEqual({
      source: '/snippets/LocationMap',
      target: 'snippets/LocationMap',
      suggestion: 'snippets/LocationMap.jsx',
    });
    expect(found!.message).toContain('it adds only .mdx and .md to an import without an extension');
    expect(found!.fix?.message).toBe('Write the extension: "/snippets/LocationMap.jsx".');
    // run() applies the edit and checks again: the import then resolves.
    expect(found!.fix?.edits?.[0]).toMatchObject({
      ...posOf(text, '/snippets/LocationMap'),
      newText: '/snippets/LocationMap.jsx',
    });
  });

  // 0xsequence/docs getting-started.mdx: a fence opened indented inside a <Step>, its lines at the margin.
  it('leaves an import in a code block the scan cannot tell, and components where assets are not checked', () => {
    const inStep =
      '# Start\n\n<Steps>\n  <Step title="App">\n    ```tsx\nimport NFTCard from "./nft-card";\n    ```\n  </Step>\n</Steps>\n';
    expect(missing(site({ 'guides/start.mdx': inStep }))).toEqual([]);
    const { 'guides/chart.jsx': _b, ...files } = site();
    expect(missing(files)).toHaveLength(1);
    const unchecked = rules(run(files, { configRaw: { links: { assets: false } } }).findings, 'import-not-found');
    expect(unchecked).toEqual([]);
  });

  // stack-auth docs-mintlify/sdk/types/*.mdx import their components with a name per line; the scan read only an
  // import whose source is on its first line, so such an import's file could go with nothing said.
  it('reads an import whose names run over several lines, and points its fix at the source', () => {
    const split = [
      '# Types',
      '',
      'import {',
      '  ClickableTableOfContents,',
      '  MethodLayout',
      "} from '/snippets/sdk-type-components.jsx';",
      '',
      '<MethodLayout />',
      '',
    ].join('\n');
    const files = site({
      'guides/start.mdx': split,
      'components/sdk-type-components.jsx': 'export const MethodLayout = () => <div />;\n',
    });
    const [found, ...rest] = missing(files);
    expect(rest).toEqual([]);
    expect([found!.line, found!.column, found!.data.source]).toEqual([
      posOf(split, '/snippets/sdk').line,
      posOf(split, '/snippets/sdk').column,
      '/snippets/sdk-type-components.jsx',
    ]);
    // run() applies the edit and checks again: the import then resolves.
    expect(found!.fix?.edits?.[0]).toMatchObject({
      ...posOf(split, '/snippets/sdk'),
      newText: '/components/sdk-type-components.jsx',
    });
    const present: Record<string, string> = { ...files };
    present['snippets/sdk-type-components.jsx'] = present['components/sdk-type-components.jsx']!;
    delete present['components/sdk-type-components.jsx'];
    expect(missing(present)).toEqual([]);
  });

  it('takes a page imported over several lines for a snippet, not an orphan page', () => {
    const files = site({
      'guides/start.mdx': "import {\n  Shared\n} from './shared.mdx';\n\n<Shared />\n",
      'guides/shared.mdx': 'Shared text.\n',
    });
    const found = run(files).findings;
    expect(found.filter((f) => f.file === 'guides/shared.mdx').map((f) => f.rule)).toEqual([]);
  });

  it('reads a snippet a page shows, not one no page imports', () => {
    const files = site({
      'snippets/intro.mdx': "import Table from '/snippets/table.mdx';\n\n<Table />\n",
      'snippets/unused.mdx': "import Gone from '/snippets/gone.mdx';\n\n<Gone />\n",
    });
    expect(missing(files).map((f) => [f.file, f.data.source])).toEqual([['snippets/intro.mdx', '/snippets/table.mdx']]);
  });

  // 2632202-Alberta-Inc/docs 0dddbb79bd (one of 16 such commits in 13 fetched repositories): the starter's
  // snippets/snippet-intro.mdx deleted while essentials/reusable-snippets.mdx still imports it; nothing was said.
  it('in a diff, is new and says the change deleted the file', () => {
    const base = site();
    const { 'snippets/intro.mdx': _gone, ...head } = base;
    const found = compareSources(memorySource(base), memorySource(head), {
      changed: new Set(['snippets/intro.mdx']),
      links: 'changed',
    }).findings.filter((f) => f.rule === 'import-not-found');
    expect(found.map((f) => [f.status, f.message.split('when the page renders.')[1]])).toEqual([
      ['new', ' This change deleted snippets/intro.mdx.'],
    ]);
  });

  // The bench's versioned site: 760 pages import components it lacks; a one-page edit read and parsed them all.
  it('in a diff, reads the imports the change touched or whose file it touched, as links: changed reads links', () => {
    const { 'guides/chart.jsx': _chart, ...base } = site({ 'guides/other.mdx': '# Other\n' });
    const compare = (head: Record<string, string>, changed: string[], links: 'changed' | 'all' = 'changed') =>
      compareSources(memorySource(base), memorySource(head), { changed: new Set(changed), links });
    const edited = { ...base, 'guides/other.mdx': '# Other\n\nMore.\n' };
    const rows = (c: ReturnType<typeof compare>) =>
      c.findings.filter((f) => f.rule === 'import-not-found').map((f) => [f.status, f.data.source]);
    // An edit elsewhere: the old missing import is not read (as an unchanged page's links are not).
    expect(rows(compare(edited, ['guides/other.mdx']))).toEqual([]);
    expect(rows(compare(edited, ['guides/other.mdx'], 'all'))).toEqual([['existing', './chart.jsx']]);
    // The importing page edited: read, and known from the base.
    const touched = { ...base, 'guides/start.mdx': `${page}\nMore.\n` };
    expect(rows(compare(touched, ['guides/start.mdx']))).toEqual([['existing', './chart.jsx']]);
    // The missing file added: the base's finding is read, and listed as fixed.
    const added = compare({ ...base, 'guides/chart.jsx': 'export const Chart = () => null;\n' }, ['guides/chart.jsx']);
    expect(added.fixed.filter((f) => f.rule === 'import-not-found').map((f) => f.data.source)).toEqual(['./chart.jsx']);
  });

  // hashiraio/garden-docs (walk 82): a component moved into snippets/chains/ was "deleted".
  it('in a diff, says where the change moved the file', () => {
    const base = site();
    const { 'snippets/intro.mdx': intro, ...rest } = base;
    const found = compareSources(memorySource(base), memorySource({ ...rest, 'snippets/en/intro.mdx': intro! }), {
      changed: new Set(['snippets/intro.mdx', 'snippets/en/intro.mdx']),
      links: 'changed',
      renames: [{ from: 'snippets/intro.mdx', to: 'snippets/en/intro.mdx' }],
    }).findings.filter((f) => f.rule === 'import-not-found');
    expect(
      found.map((f) => [f.status, f.message.split('when the page renders.')[1], f.fix?.edits?.[0]?.newText]),
    ).toEqual([['new', ' This change moved snippets/intro.mdx to snippets/en/intro.mdx.', '/snippets/en/intro.mdx']]);
    // Where git saw it go, pointing the import there is safe; a file of that name found elsewhere is not.
    expect(found.map((f) => safeFix(f))).toEqual([true]);
    const { 'snippets/intro.mdx': _gone, ...elsewhere } = site({ 'snippets/en/intro.mdx': 'Welcome.\n' });
    expect(missing(elsewhere).map((f) => safeFix(f))).toEqual([false]);
  });
});
