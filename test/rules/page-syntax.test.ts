// mdx-syntax: a page the site builder cannot parse (it publishes an error line in its place), found where the
// parser stops, with the usual cause's fix; its links are not checked; a diff blames only the pages it touched.
import { describe, it, expect } from '@jest/globals';
import { compareSources } from '../../src/core/compare/compare.js';
import { analyze } from '../../src/core/engine/analyze.js';
import { memorySource } from '../../src/adapters/memory-source.js';
import { renderText } from '../../src/core/render/findings.js';
import { SYNTAX_BUDGET } from '../../src/core/site/unparsable.js';
import { pageSyntaxError, proseOnlyEdit } from '../../src/core/mdx/page-syntax.js';
import { docsJson, rules, run } from '../helpers.js';
import { ids, one, says } from './util.js';

const nav = (...pages: string[]) => docsJson({ pages: ['index', ...pages] });
const home = '---\ntitle: Home\n---\n\n# Home\n';
const page = (body: string) => `---\ntitle: Page\n---\n\n# Page\n\n${body}\n`;

describe('mdx-syntax', () => {
  it('reports an HTML comment where the parser stops, turns every comment into an MDX one, and leaves the links of the page alone', () => {
    const bad = page('<!-- TODO:\nscreenshots -->\n\nRead [the guide](/nowhere).\n\n`<!-- in code -->` stays.');
    const r = run({ 'docs.json': nav('bad'), 'index.mdx': home, 'bad.mdx': bad });
    // The broken link is on a page readers never see: only the page itself is reported.
    expect(ids(r.findings)).toEqual(['mdx-syntax']);
    const f = one(r.findings, 'mdx-syntax');
    expect(f).toMatchObject({ severity: 'error', file: 'bad.mdx', line: 7, column: 2 });
    expect(f.data).toMatchObject({ page: 'bad.mdx' });
    says(f.message, 'bad.mdx is not valid MDX', 'Unexpected character `!`', '🚧 A parsing error occurred');
    says(f.fix?.message, 'write `{/* … */}` instead of `<!-- … -->`');
    // The comment's two ends, and nothing in the code span.
    expect(f.fix?.edits?.map((e) => [e.line, e.column, e.endColumn, e.newText])).toEqual([
      [7, 1, 5, '{/*'],
      [8, 13, 16, '*/}'],
    ]);
  });

  it('reads as the builder does: `{#id}` headings, math, TOML frontmatter and `.md` pages parse; `a<3` in prose does not (`a < b` does)', () => {
    const fine =
      '+++\ntitle = "T"\nmeta = { "a b" = 1 }\n+++\n\n## Setup {#setup}\n\n$$\n\\text{tokens sent}\n$$\n\nCosts $\\text{per token}$.\n';
    const r = run({
      'docs.json': nav('fine', 'notes', 'less'),
      'index.mdx': home,
      'fine.mdx': fine,
      'notes.md': page('a<3 b'),
      'less.mdx': page('1 < 2, and a < b.'),
    });
    const f = one(r.findings, 'mdx-syntax');
    expect(f).toMatchObject({ file: 'notes.md', line: 7, column: 3 });
    says(f.fix?.message, 'write `\\<` (or `&lt;`) for a less-than sign');
    expect(f.fix?.edits).toBeUndefined();
  });

  it('names the page by its path in the repository, as the finding does (failproofai: docs/de/dashboard.mdx)', () => {
    const files = { 'docs.json': nav('de/dashboard'), 'index.mdx': home, 'de/dashboard.mdx': page('<!-- x -->') };
    const f = analyze(memorySource(files, 'docs'), { links: 'all' }).findings.find((x) => x.rule === 'mdx-syntax');
    expect(f?.file).toBe('docs/de/dashboard.mdx');
    says(f?.message, 'docs/de/dashboard.mdx is not valid MDX');
  });

  // makeplane/developer-docs a9bac27921 (fresh set 107): the last of the table's rows was named, the builder names
  // the first; a writer who mended the named row met the error again one row up.
  it('places a tag left open in a table cell at the first such cell, as the builder does', () => {
    const rows = ['| a | b |', '|---|---|', ...['x', 'y', 'z'].map((k) => `| ${k} | one <br> two |`)].join('\n');
    const found = pageSyntaxError(page(rows));
    expect(found).toMatchObject({ line: 9, column: 5 });
    expect(found?.reason).toBe('Expected a closing tag for `<br>` (9:11-9:15) before the end of `tableData`');
  });

  // t3gemstone/docs f92bc218d7 (fresh set 123): `<Tip>` right under the imports, told to reword a line of `import`.
  it('says a line run on from the imports wants a blank line before it, and an import that is no import to be reworded', () => {
    const glued =
      "---\ntitle: Page\n---\nimport A from '/snippets/a.mdx'\nimport B from '/snippets/b.mdx'\n<Tip>\nHi\n</Tip>\n\n<A />\n<B />\n";
    const snippets = { 'snippets/a.mdx': 'A\n', 'snippets/b.mdx': 'B\n' };
    const f = one(
      run({ 'docs.json': nav('glued'), 'index.mdx': home, 'glued.mdx': glued, ...snippets }).findings,
      'mdx-syntax',
    );
    expect(f).toMatchObject({ line: 6, column: 1 });
    says(f.message, 'Line 6 follows the import or export on line 5 with no blank line between');
    expect(f.fix?.message).toBe('Put a blank line after the imports (line 5), before line 6.');
    // A line of prose that starts with "import" is JavaScript to MDX: that one is reworded.
    const prose = one(
      run({ 'docs.json': nav('prose'), 'index.mdx': home, 'prose.mdx': page('import the data first.') }).findings,
      'mdx-syntax',
    );
    expect(prose.message).not.toContain('no blank line between');
    says(prose.fix?.message, 'reword it, or put it in code');
  });

  it('places a tag left open at the tag, and says how to close it', () => {
    // Closed in the wrong order: found at the closing tag that does not match.
    expect(pageSyntaxError(page('<Steps>\n<Step title="One">\n\nText.\n\n</Steps>'))).toMatchObject({ line: 12 });
    // Never closed: found after the parse, at the tag itself (the parser says where only in its reason).
    expect(pageSyntaxError(page('Intro.\n\n<Steps>\n\nText.'))).toMatchObject({ line: 9, column: 1 });
    const r = run({
      'docs.json': nav('open'),
      'index.mdx': home,
      'open.mdx': page('<Tabs>\n  <Tab title="A">\n\nText.\n\n</Tabs>'),
    });
    says(one(r.findings, 'mdx-syntax').fix?.message, 'Close each tag in the order it was opened');
  });

  // DaxOrg/docs.getdax.app 0e30bb5 (fresh set 88): "Expected a closing tag for <kbd>" beside `<kbd>\</kbd>`.
  it('says when the closing tag is there but written after a backslash, which escapes its `<`', () => {
    const r = run({ 'docs.json': nav('keys'), 'index.mdx': home, 'keys.mdx': page('Press <kbd>\\</kbd> to go back.') });
    const f = one(r.findings, 'mdx-syntax');
    says(f.message, 'Its closing tag is there (line 7), written `\\</kbd>`: the backslash escapes the `<`');
    expect(f.fix?.message).toBe(
      "For a backslash as the tag's last character, write two: `\\\\</kbd>` (or put it in code).",
    );
    // Written so, it parses.
    expect(pageSyntaxError(page('Press <kbd>\\\\</kbd> to go back.'))).toBeUndefined();
  });

  // zylon-docs 779fbb49: a stray ``` before <Steps> made the openers code; the parser stopped at a later </Step>.
  it('says when the closing tag’s opener sits in a code block a stray fence opened', () => {
    const body =
      '- Install:\n\n```\n\n<Steps>\n  <Step title="Find the disk">\n    List them:\n\n    ```bash\n    lsblk\n    ```\n  </Step>\n</Steps>';
    const r = run({ 'docs.json': nav('disk'), 'index.mdx': home, 'disk.mdx': page(body) });
    const f = one(r.findings, 'mdx-syntax');
    expect(f).toMatchObject({ line: 18 });
    says(
      f.message,
      'Its opening <Step> (line 12) is inside the code block that the fence at line 9 opens, so it is read as code.',
    );
    expect(f.fix?.message).toBe(
      'Close the code block the fence at line 9 opens before <Step>, or remove that fence if it is a stray one.',
    );
    // A tag closed in the wrong order outside code keeps the usual advice.
    const r2 = run({
      'docs.json': nav('open'),
      'index.mdx': home,
      'open.mdx': page('<Tabs>\n  <Tab title="A">\n\nText.\n\n</Tabs>'),
    });
    expect(one(r2.findings, 'mdx-syntax').message).not.toContain('code block');
  });

  it('says what a stray brace and an import line in prose do', () => {
    const brace = run({ 'docs.json': nav('b'), 'index.mdx': home, 'b.mdx': page('Use { .annotate } here.') });
    says(one(brace.findings, 'mdx-syntax').fix?.message, 'A `{` starts a JavaScript expression');
    const esm = run({ 'docs.json': nav('e'), 'index.mdx': home, 'e.mdx': page('import the data first.') });
    says(one(esm.findings, 'mdx-syntax').fix?.message, 'read as JavaScript');
  });

  it('says of a page in no navigation entry that .mintignore leaves it out, if it is not meant as a page', () => {
    // lmnr-ai/docs 049d86df: a CLAUDE.md beside docs.json, "… platform for <X>. …", published as a page.
    const agent = '# Notes for agents\n\nThe platform for <X>. Trace it.\n';
    const r = run({ 'docs.json': nav('listed'), 'index.mdx': home, 'CLAUDE.md': agent, 'listed.mdx': agent });
    const by = (file: string) => rules(r.findings, 'mdx-syntax').find((f) => f.file === file)!;
    expect(by('CLAUDE.md').fix?.message).toBe(
      'Close each tag in the order it was opened (`<Tab>` … `</Tab>`), and write a tag without content as `<Tag />`. If CLAUDE.md is not meant as a page (it is in no navigation entry: notes, instructions for a coding agent), list it in .mintignore, and the site builder leaves it out.',
    );
    expect(by('listed.mdx').fix?.message).not.toContain('.mintignore');
    // Listed there, it is left out: no finding.
    const ignored = run({
      'docs.json': nav('listed'),
      'index.mdx': home,
      'CLAUDE.md': agent,
      'listed.mdx': page('Fine.'),
      '.mintignore': 'CLAUDE.md\n',
    });
    expect(rules(ignored.findings, 'mdx-syntax')).toEqual([]);
  });

  it('reads no more page text than its budget in a check, and says how many pages it left', () => {
    // Pages of plain MDX syntax, each a little over a tenth of the budget: the rest after the budget are counted.
    const body = `<Note>${'x'.repeat(Math.ceil(SYNTAX_BUDGET / 10))}</Note>`;
    const names = Array.from({ length: 14 }, (_, i) => `p${String(i).padStart(2, '0')}`);
    const files: Record<string, string> = { 'docs.json': nav(...names), 'index.mdx': home };
    for (const n of names) files[`${n}.mdx`] = page(body);
    // The last page in path order is broken: past the budget, it is not read.
    files['p13.mdx'] = page('<!-- hidden -->');
    const r = run(files);
    expect(rules(r.findings, 'mdx-syntax')).toEqual([]);
    expect(r.stats.syntaxUnchecked).toBeGreaterThan(0);
    expect(r.stats.syntaxUnchecked).toBeLessThan(names.length);
    expect(renderText(r.findings, r.stats, false)).toContain(
      `${r.stats.syntaxUnchecked} pages were not read for MDX syntax`,
    );
  });
});

describe('mdx-syntax in a diff', () => {
  const base = { 'docs.json': nav('a', 'b'), 'index.mdx': home, 'a.mdx': page('Fine.'), 'b.mdx': page('<!-- old -->') };

  it('blames a page the change breaks, not one that was already broken', () => {
    const head = { ...base, 'a.mdx': page('Now <!-- broken -->.') };
    const c = compareSources(memorySource(base), memorySource(head), { changed: new Set(['a.mdx']) });
    // b.mdx was broken before and the change did not touch it: it is not read in either state.
    expect(c.findings.filter((f) => f.rule === 'mdx-syntax').map((f) => [f.file, f.status])).toEqual([
      ['a.mdx', 'new'],
    ]);
    // A page the change mends is read in the head only: it parses there, so its old verdict is not asked for.
    const fixed = { ...base, 'b.mdx': page('{/* old */}') };
    const d = compareSources(memorySource(base), memorySource(fixed), { changed: new Set(['b.mdx']) });
    expect(d.findings.filter((f) => f.rule === 'mdx-syntax')).toEqual([]);
    expect(d.fixed).toEqual([]);
  });

  it('reads neither state of a page moved as it was: its text parses alike', () => {
    // Content ids, as a git source has them (blob ids): here the text itself.
    const withIds = (f: Record<string, string>) => ({ ...memorySource(f), contentId: (p: string) => f[p] });
    const moved = { ...base, 'docs.json': nav('a', 'c') } as Record<string, string>;
    moved['c.mdx'] = moved['b.mdx']!;
    delete moved['b.mdx'];
    const c = compareSources(withIds(base), withIds(moved), {
      changed: new Set(['docs.json', 'c.mdx']),
      renames: [{ from: 'b.mdx', to: 'c.mdx' }],
    });
    expect(c.findings.filter((f) => f.rule === 'mdx-syntax')).toEqual([]);
    // Edited on the way, it is read: broken before and after, so not new.
    const edited = { ...moved, 'c.mdx': page('<!-- old -->\n\nMore.') };
    const d = compareSources(withIds(base), withIds(edited), {
      changed: new Set(['docs.json', 'c.mdx']),
      renames: [{ from: 'b.mdx', to: 'c.mdx' }],
    });
    expect(d.findings.filter((f) => f.rule === 'mdx-syntax').map((f) => [f.file, f.status])).toEqual([
      ['c.mdx', 'existing'],
    ]);
  });

  // lemondata-docs (fresh set, seed 73): with every link checked, the syntax budget went to the site's pages in path
  // order. A page the change broke, late in that order, went unread (39 new errors hidden), and an old broken page
  // the change did not touch was read in the head only, once a deletion moved which pages fit (4 called new).
  it.each(['all', 'changed'] as const)('reads the pages the change wrote, with links "%s"', (links) => {
    const filler = page(`<Note>${'x'.repeat(300)}</Note>`);
    const names = ['a', 'b', 'c', 'd', 'e', 'z'];
    const before: Record<string, string> = { 'docs.json': nav(...names), 'index.mdx': home };
    for (const n of names) before[`${n}.mdx`] = filler;
    before['d.mdx'] = page('<!-- old -->');
    const after: Record<string, string> = {
      ...before,
      'docs.json': nav('b', 'c', 'd', 'e', 'z'),
      'z.mdx': page('Now <!-- broken -->.'),
    };
    delete after['a.mdx'];
    const c = compareSources(memorySource(before), memorySource(after), {
      changed: new Set(['docs.json', 'a.mdx', 'z.mdx']),
      links,
      syntaxBudget: 700,
    });
    expect(c.findings.filter((f) => f.rule === 'mdx-syntax').map((f) => [f.file, f.status])).toEqual([
      ['z.mdx', 'new'],
    ]);
  });

  it('keeps a broken page it only edits as broken (not new)', () => {
    const head = { ...base, 'b.mdx': page('<!-- old -->\n\nMore text.') };
    const c = compareSources(memorySource(base), memorySource(head), { changed: new Set(['b.mdx']) });
    expect(c.findings.filter((f) => f.rule === 'mdx-syntax').map((f) => f.status)).toEqual(['existing']);
  });
});

describe('an edit that leaves the parse alone (proseOnlyEdit)', () => {
  const page2 = (...lines: string[]) => ['# T', '', ...lines, ''].join('\n');
  it('holds for prose, links, code span contents, table cells and a tag value edited in place', () => {
    const pairs: [string, string][] = [
      ['See [a](/old) now.', 'See [the guide](/new-guide) today.'],
      ['- Run `npm i` first — then [go](/a).', '- Run `pnpm add` first — then [go](/b).'],
      ['| `x` | [A](/a) |', '| `y` | [A](/a-guide) |'],
      ['  <Card title="Remix" href="/guides/remix" />', '  <Card title="Remix" href="/guides/remix-guide" />'],
    ];
    for (const [x, y] of pairs) expect([x, proseOnlyEdit(page2(x), page2(y))]).toEqual([x, true]);
  });

  it('does not hold where the parse may change: tags, braces, code spans moved, breaks, headings, containers, lines', () => {
    const pairs: [string, string][] = [
      ['See it.', 'See <b>it.'],
      ['See it.', 'See {it}.'],
      ['Run `a` now.', 'Run `a now.'],
      ['Run `a` now.', 'Run ``a`` now.'],
      ['Some text', '---'],
      ['Some text', '# Some text'],
      ['Some text', '- Some text'],
      ['[a]: /x', '[a]: /y'],
      ['| a | b |', '| a | b | c |'],
      ['| --- | --- |', '| :-- | --- |'],
      ['<Card b-c="1" />', '<Card b.c="1" />'],
      ['import A from "/a.mdx"', 'import B from "/a.mdx"'],
      ['Costs 5.', 'Costs $5$.'],
    ];
    for (const [x, y] of pairs) expect([x, y, proseOnlyEdit(page2(x), page2(y))]).toEqual([x, y, false]);
    expect(proseOnlyEdit(page2('a'), page2('a', 'b'))).toBe(false);
  });
});
