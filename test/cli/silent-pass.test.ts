// Never a silent pass: every way of checking nothing ends in an error with a message, on real folders and
// real git repositories.
import { cli } from './run-cli.js';
import { describe, it, expect } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { commitAll, initRepo, sh, tempDir, writeFiles } from '../git-helpers.js';
import { docsJson } from '../helpers.js';
import { SYNTAX_BUDGET } from '../../src/core/site/unparsable.js';

interface JsonReport {
  findings: { rule: string; status?: string; file: string; line: number; message: string }[];
}

const site = (): Record<string, string> => ({
  'docs/docs.json': docsJson({ pages: ['index', 'guide'] }),
  'docs/index.mdx': '# Home\n\nSee the [guide](/guide).\n',
  'docs/guide.mdx': '# Guide\n',
});

describe('a change that deletes docs.json', () => {
  it('is a new docs-json-removed error on the deleted file, exit 1', async () => {
    const { dir, sha: base } = initRepo(site());
    writeFiles(dir, { 'docs/docs.json': null });
    const head = commitAll(dir, 'delete docs.json');
    const r = await cli(['diff', '--root', path.join(dir, 'docs'), '--base', base, '--head', head, '--format', 'json']);
    expect(r.code).toBe(1);
    const j = JSON.parse(r.out) as JsonReport;
    expect(j.findings.map((f) => [f.rule, f.status, f.file, f.line])).toEqual([
      ['docs-json-removed', 'new', 'docs/docs.json', 1],
    ]);
    expect(j.findings[0]!.message).toContain('deletes docs/docs.json, so the site loses its navigation');
    expect(j.findings[0]!.message).toContain('2 pages published before');
    const text = await cli(['diff', '--root', path.join(dir, 'docs'), '--base', base, '--head', head, '--no-color']);
    expect(text.code).toBe(1);
    expect(text.out).not.toContain('no navigation problems');
    expect(text.out).toContain('[docs-json-removed]');
  });

  it('can be turned off on purpose (a site retired), and then passes', async () => {
    const { dir, sha: base } = initRepo({
      ...site(),
      '.navguard.json': JSON.stringify({ rules: { 'docs-json-removed': 'off' } }),
    });
    writeFiles(dir, { 'docs/docs.json': null });
    const head = commitAll(dir, 'retire the site');
    const r = await cli(['diff', '--root', path.join(dir, 'docs'), '--base', base, '--head', head, '--format', 'json']);
    expect((JSON.parse(r.out) as JsonReport).findings).toEqual([]);
    expect(r.code).toBe(0);
  });
});

describe('check --syntax all', () => {
  it('reads every page for MDX syntax, where the default run stops at its budget and counts the rest', async () => {
    // Pages of MDX syntax of 0.11 MB each, a few more than the default run's budget holds: the last, broken one is
    // left unread.
    const body = `<Note>${'x'.repeat(110_000)}</Note>`;
    const count = Math.ceil(SYNTAX_BUDGET / 110_000) + 4;
    const names = Array.from({ length: count }, (_, i) => `p${String(i).padStart(2, '0')}`);
    const files: Record<string, string> = {
      'docs.json': docsJson({ pages: ['index', ...names] }),
      'index.mdx': '# Home\n',
    };
    for (const n of names) files[`${n}.mdx`] = `# ${n}\n\n${body}\n`;
    const last = names[names.length - 1]!;
    files[`${last}.mdx`] = `# ${last}\n\n<!-- hidden -->\n`;
    const dir = tempDir();
    writeFiles(dir, files);
    const budget = await cli(['check', '--root', dir, '--cache', 'off', '--no-color']);
    expect(budget.code).toBe(0);
    expect(budget.out).toMatch(/\d+ pages were not read for MDX syntax/);
    expect(budget.out).toContain('"navguard check --syntax all" reads every page');
    const all = await cli(['check', '--root', dir, '--cache', 'off', '--no-color', '--syntax', 'all']);
    expect(all.code).toBe(1);
    expect(all.out).toContain(`${last}.mdx is not valid MDX`);
    expect(all.out).not.toContain('not read for MDX syntax');
  });
});

describe('endpoints whose OpenAPI spec is a URL', () => {
  it('are counted as not checked and said so, in docs.json and in frontmatter (Odiggo/sully-api-docs 69e73fc)', async () => {
    // Its three new v2 pages set `openapi: POST /v2/…` under `api.openapi`, a URL: "no navigation problems found",
    // with nothing said of the endpoints navguard could not look up.
    const { dir, sha: base } = initRepo({
      'docs.json': docsJson(
        {
          groups: [
            { group: 'Start', pages: ['index', 'create'] },
            { group: 'API', openapi: 'https://example.com/openapi.yaml', pages: ['GET /users'] },
          ],
        },
        { api: { openapi: 'https://example.com/openapi.yaml' } },
      ),
      'index.mdx': '# Home\n',
      'create.mdx': '---\ntitle: Create\nopenapi: POST /v2/things\n---\n',
    });
    const note =
      '2 API endpoints were not checked: their OpenAPI spec is a URL, which navguard does not fetch, or a spec reported as missing or unreadable.';
    const text = await cli(['check', '--root', dir, '--no-color']);
    expect(text.out).toContain(note);
    const json = JSON.parse((await cli(['check', '--root', dir, '--format', 'json'])).out) as {
      stats: { endpoints: number; endpointsUnchecked: number };
    };
    expect(json.stats).toMatchObject({ endpoints: 2, endpointsUnchecked: 2 });
    const markdown = await cli(['diff', '--root', dir, '--base', base, '--format', 'markdown']);
    expect(markdown.out).toContain(note);
  });
});

describe('a root without docs.json', () => {
  it('check: exit 2 naming the folder', async () => {
    const dir = tempDir();
    writeFiles(dir, { 'index.mdx': '# Home\n' });
    const r = await cli(['check', '--root', dir]);
    expect(r.code).toBe(2);
    expect(r.err).toContain(`no docs.json (nor mint.json) in ${dir}.`);
  });

  it('diff: exit 2 naming the folder when neither state has docs.json there', async () => {
    const { dir, sha: base } = initRepo({ ...site(), 'other/index.mdx': '# Other\n' });
    writeFiles(dir, { 'other/more.mdx': '# More\n' });
    const head = commitAll(dir, 'more');
    const r = await cli(['diff', '--root', path.join(dir, 'other'), '--base', base, '--head', head]);
    expect(r.code).toBe(2);
    expect(r.err).toContain('neither state has a docs.json (or mint.json) in other');
    // Its message says what to do; "run --help for usage" would read as if the command were written wrong
    // (context-labs/kuzco-docs, fresh set 102: commits from before the site moved to Mintlify). A real usage error
    // keeps the hint.
    expect(r.err).not.toContain('for usage');
    const typo = await cli(['diff', '--root', path.join(dir, 'other'), '--bsae', base]);
    expect([typo.code, typo.err]).toEqual([2, expect.stringContaining('Run "navguard diff --help" for usage.')]);
  });
});

describe('--root is needed on disk only for the working tree', () => {
  it('diff --base A --head B reads a root that is gone from the working tree', async () => {
    const { dir, sha: base } = initRepo(site());
    writeFiles(dir, { 'docs/guide.mdx': null });
    const head = commitAll(dir, 'remove the guide');
    // The folder moved away afterwards: both sides still come from git.
    sh(dir, 'mv', 'docs', 'site');
    commitAll(dir, 'move the docs');
    expect(fs.existsSync(path.join(dir, 'docs'))).toBe(false);
    const r = await cli(['diff', '--root', path.join(dir, 'docs'), '--base', base, '--head', head, '--format', 'json']);
    expect(r.err).toBe('');
    const j = JSON.parse(r.out) as JsonReport;
    // The guide's file went while its entry stayed: one cause, reported as the entry's page-not-found.
    expect(j.findings.map((f) => [f.rule, f.file]).sort()).toEqual([
      ['broken-link', 'docs/index.mdx'],
      ['page-not-found', 'docs/docs.json'],
    ]);
    expect(r.code).toBe(1);
  });

  it('the same from a subfolder of the repository, with a relative --root', async () => {
    const { dir, sha: base } = initRepo({ ...site(), 'tools/x.txt': 'x\n' });
    writeFiles(dir, { 'docs/extra.mdx': '# Extra\n' });
    const head = commitAll(dir, 'orphan');
    fs.rmSync(path.join(dir, 'docs'), { recursive: true });
    const cwd = process.cwd();
    process.chdir(path.join(dir, 'tools'));
    try {
      const r = await cli(['diff', '--root', '../docs', '--base', base, '--head', head, '--format', 'json']);
      expect(r.code).toBe(0);
      expect((JSON.parse(r.out) as JsonReport).findings.map((f) => [f.rule, f.file])).toEqual([
        ['orphan-page', 'docs/extra.mdx'],
      ]);
    } finally {
      process.chdir(cwd);
    }
  });

  it('against the working tree, a missing root is a usage error (exit 2) that says what to do', async () => {
    const { dir, sha: base } = initRepo(site());
    const r = await cli(['diff', '--root', path.join(dir, 'nowhere'), '--base', base]);
    expect(r.code).toBe(2);
    expect(r.err).toContain('nowhere does not exist; to compare revisions without it, pass --base REV --head REV');
  });
});

describe('an empty docs root', () => {
  const empty = { 'docs/docs.json': docsJson({ pages: [] }), 'docs/README.md': '# About these docs\n' };

  it('check: docs.json with no page and no entry is an empty-site error, exit 1', async () => {
    const dir = tempDir();
    writeFiles(dir, empty);
    const r = await cli(['check', '--root', path.join(dir, 'docs'), '--format', 'json']);
    expect(r.code).toBe(1);
    const f = (JSON.parse(r.out) as JsonReport).findings.find((x) => x.rule === 'empty-site');
    expect(f?.message).toMatch(/has docs\.json but nothing to publish/);
  });

  it('diff: reported even when it was empty before (never a silent pass)', async () => {
    const { dir, sha: base } = initRepo(empty);
    writeFiles(dir, { 'docs/notes.txt': 'x\n' });
    const head = commitAll(dir, 'a text file');
    const r = await cli(['diff', '--root', path.join(dir, 'docs'), '--base', base, '--head', head, '--format', 'json']);
    expect(r.code).toBe(1);
    expect((JSON.parse(r.out) as JsonReport).findings.map((f) => [f.rule, f.status])).toContainEqual([
      'empty-site',
      'new',
    ]);
  });

  it('a site of generated API pages only is not empty', async () => {
    const dir = tempDir();
    writeFiles(dir, {
      'docs.json': docsJson({ tabs: [{ tab: 'API', openapi: 'openapi.json' }] }),
      'openapi.json': JSON.stringify({ openapi: '3.0.0', info: { title: 'x', version: '1' }, paths: {} }),
    });
    const r = await cli(['check', '--root', dir, '--format', 'json']);
    expect((JSON.parse(r.out) as JsonReport).findings.map((f) => f.rule)).not.toContain('empty-site');
  });
});
