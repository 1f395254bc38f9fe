// The bench's small pull requests (bench/small-prs.ts) must be what the bench says they are: one page with a
// sentence more, and one new page with its entry after the chosen page's, built on the base without touching the
// working tree; otherwise the "small PR" row times some other change.
import { describe, it, expect } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { smallPrs } from '../../bench/small-prs.js';
import { cli } from '../cli/run-cli.js';
import { sh, tempDir, writeFiles } from '../git-helpers.js';

function docsJson(groups: Record<string, string[]>): string {
  const navigation = {
    tabs: [{ tab: 'Docs', groups: Object.entries(groups).map(([group, pages]) => ({ group, pages })) }],
  };
  return JSON.stringify({ $schema: 'https://mintlify.com/docs.json', name: 'Bench', navigation }, null, 2) + '\n';
}

interface DocsJson {
  navigation: { tabs: { groups: { pages: string[] }[] }[] };
}

interface DiffReport {
  changes: { kind: string; label: string }[];
  findings: { status?: string }[];
}

/** The pages of the second group of the docs.json a commit holds. */
function secondGroup(dir: string, commit: string): string[] {
  return (JSON.parse(sh(dir, 'show', `${commit}:docs.json`)) as DocsJson).navigation.tabs[0]!.groups[1]!.pages;
}

function site(): { dir: string; base: string } {
  const dir = tempDir('small-prs-');
  sh(dir, 'init', '-q', '-b', 'main');
  const page = (title: string) => `---\ntitle: "${title}"\n---\n\nText of ${title}.\n`;
  writeFiles(dir, {
    // The middle page by path (b/two) is listed twice: the one nearest it listed once follows (a/one or b/three).
    'docs.json': docsJson({ A: ['a/one', 'b/two'], B: ['b/two', 'b/three', 'c/four'] }),
    'a/one.mdx': page('One'),
    'b/two.mdx': page('Two'),
    'b/three.mdx': page('Three'),
    'c/four.mdx': page('Four'),
    // A spec's JSON is not navigation, even when a page's slug appears in it on a line of its own.
    'openapi.json': '{\n  "x": [\n    "b/three"\n  ]\n}\n',
  });
  sh(dir, 'add', '-A');
  sh(dir, 'commit', '-q', '-m', 'base');
  return { dir, base: sh(dir, 'rev-parse', 'HEAD') };
}

describe('the bench small pull requests', () => {
  it('edit one page and add one listed next to it, leaving the working tree alone', async () => {
    const { dir, base } = site();
    const before = fs.readFileSync(path.join(dir, 'docs.json'), 'utf8');
    const prs = smallPrs(dir, base);
    expect(prs.page).toBe('b/three.mdx');
    expect(prs.added).toBe('b/three-added-1.mdx');

    expect(sh(dir, 'diff', '--name-status', base, prs.edit)).toBe('M\tb/three.mdx');
    const edited = sh(dir, 'show', `${prs.edit}:b/three.mdx`);
    expect(edited.startsWith('---\ntitle: "Three"\n---\n\nText of Three.\n\n')).toBe(true);
    expect(sh(dir, 'diff', '--name-status', base, prs.add).split('\n')).toEqual([
      'A\tb/three-added-1.mdx',
      'M\tdocs.json',
    ]);
    expect(secondGroup(dir, prs.add)).toEqual(['b/two', 'b/three', 'b/three-added-1', 'c/four']);
    expect(sh(dir, 'rev-parse', 'refs/bench/edit-one-page', 'refs/bench/add-one-page').split('\n')).toEqual([
      prs.edit,
      prs.add,
    ]);
    expect(sh(dir, 'rev-parse', 'HEAD')).toBe(base);
    expect(sh(dir, 'status', '--porcelain')).toBe('');
    expect(fs.readFileSync(path.join(dir, 'docs.json'), 'utf8')).toBe(before);

    // As navguard reads them: no navigation change for the edit, one entry added by the other, nothing broken.
    const edit = await cli(['diff', '--root', dir, '--base', base, '--head', prs.edit, '--format', 'json']);
    const add = await cli(['diff', '--root', dir, '--base', base, '--head', prs.add, '--format', 'json']);
    expect([edit.code, add.code]).toEqual([0, 0]);
    expect((JSON.parse(edit.out) as DiffReport).changes).toEqual([]);
    const added = JSON.parse(add.out) as DiffReport;
    expect(added.changes.map((c) => `${c.kind} ${c.label}`)).toEqual(['added b/three-added-1']);
    expect(added.findings.filter((f) => f.status === 'new')).toEqual([]);
  });

  it('follow the last entry of a list with a comma added', () => {
    const { dir } = site();
    // Only c/four, the last of its list, is listed once: its line has no comma to copy.
    writeFiles(dir, { 'docs.json': docsJson({ A: ['a/one', 'b/two', 'b/three'], B: ['b/two', 'b/three', 'c/four'] }) });
    writeFiles(dir, { 'a/one.mdx': null });
    sh(dir, 'commit', '-q', '-am', 'only c/four listed once');
    const head = sh(dir, 'rev-parse', 'HEAD');
    const prs = smallPrs(dir, head);
    expect(prs.page).toBe('c/four.mdx');
    expect(secondGroup(dir, prs.add)).toEqual(['b/two', 'b/three', 'c/four', 'c/four-added-1']);
  });
});
