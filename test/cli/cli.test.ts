// The CLI as a user meets it: exit codes, the three check formats, diff formats, config and usage errors.
import { cli } from './run-cli.js';
import { describe, it, expect } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { commitAll, initRepo, sh, tempDir, writeFiles } from '../git-helpers.js';
import { docsJson } from '../helpers.js';

function site(nav: unknown, extra: Record<string, string> = {}): string {
  const dir = tempDir();
  writeFiles(dir, { 'docs.json': docsJson(nav), 'index.mdx': '# Home\n', ...extra });
  return dir;
}

describe('navguard check', () => {
  it('exit 0 and a clean line when the navigation is fine', async () => {
    const r = await cli(['check', '--root', site({ pages: ['index'] })]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('no navigation problems found');
  });

  it('with --quiet leaving out every finding, closes with "no errors", not "no navigation problems found"', async () => {
    const dir = site({ pages: ['index'] }, { 'draft.mdx': '# Draft\n' });
    const r = await cli(['check', '--root', dir, '--quiet', '--no-color']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^✔ no errors \(/m);
    expect(r.out).toContain('1 warning or notice not shown (--quiet)');
    const d = await cli(['diff', '--base', site({ pages: ['index'] }), '--head', dir, '--quiet', '--no-color']);
    expect(d.out).toMatch(/^✔ no new errors \(/m);
  });

  it('exit 1 with findings grouped by file, positions and fixes in text', async () => {
    const dir = site({ pages: ['index', 'Index', 'gone'] });
    const r = await cli(['check', '--root', dir, '--no-color']);
    expect(r.code).toBe(1);
    const lines = fs.readFileSync(path.join(dir, 'docs.json'), 'utf8').split('\n');
    const at = lines.findIndex((l) => l.includes('"gone"'));
    expect(r.out).toContain(`docs.json\n`);
    expect(r.out).toContain(`  ${at + 1}:${lines[at]!.indexOf('"gone"') + 1} `);
    expect(r.out).toMatch(/\[page-not-found\]/);
    expect(r.out).toMatch(/fix: Change the entry to "index"/);
    expect(r.out).not.toContain('\u001b['); // --no-color
  });

  it('json: the documented shape, 1-based positions, stats', async () => {
    const r = await cli(['check', '--root', site({ pages: ['index', 'gone'] }), '--format', 'json']);
    expect(r.code).toBe(1);
    const j = JSON.parse(r.out) as {
      version: number;
      findings: Record<string, unknown>[];
      stats: Record<string, number>;
    };
    expect(j.version).toBe(1);
    expect(j.findings[0]).toMatchObject({ rule: 'page-not-found', severity: 'error', file: 'docs.json' });
    expect(Object.keys(j.findings[0]!)).toEqual(
      expect.arrayContaining(['rule', 'severity', 'file', 'line', 'column', 'message']),
    );
    expect(j.stats).toMatchObject({ pages: 1, entries: 2, dangling: 1, orphans: 0 });
  });

  it('sarif: a 2.1.0 log GitHub code scanning accepts (tool, rules, results with regions and fingerprints)', async () => {
    const r = await cli(['check', '--root', site({ pages: ['index', 'gone'] }), '--format', 'sarif']);
    const s = JSON.parse(r.out) as {
      version: string;
      runs: {
        tool: { driver: { name: string; rules: { id: string }[] } };
        results: {
          ruleId: string;
          ruleIndex: number;
          level: string;
          message: { text: string };
          locations: {
            physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number; startColumn: number } };
          }[];
          partialFingerprints: Record<string, string>;
        }[];
      }[];
    };
    expect(s.version).toBe('2.1.0');
    const run = s.runs[0]!;
    expect(run.tool.driver.name).toBe('navguard');
    const res = run.results[0]!;
    expect(run.tool.driver.rules[res.ruleIndex]!.id).toBe(res.ruleId);
    expect(res.level).toBe('error');
    expect(res.locations[0]!.physicalLocation.artifactLocation.uri).toBe('docs.json');
    expect(res.locations[0]!.physicalLocation.region.startLine).toBeGreaterThan(1);
    expect(Object.values(res.partialFingerprints)[0]).toMatch(/^[0-9a-f]{8}$/);
  });

  it('paths are relative to the repository root when the docs live in a subfolder', async () => {
    const { dir } = initRepo({
      'docs/docs.json': docsJson({ pages: ['index', 'gone'] }),
      'docs/index.mdx': '# Home\n',
    });
    const r = await cli(['check', '--root', path.join(dir, 'docs'), '--format', 'json']);
    const j = JSON.parse(r.out) as { root: string; findings: { file: string }[] };
    expect(j.root).toBe('docs');
    expect(j.findings[0]!.file).toBe('docs/docs.json');
  });

  it('a config file changes severities, allows orphans and ignores files', async () => {
    const dir = site(
      { pages: ['index'] },
      {
        'drafts/a.mdx': '# A\n',
        'legacy/b.mdx': '# B\n',
        'c.mdx': '# C\n',
        '.navguard.json': JSON.stringify({
          rules: { 'orphan-page': 'error' },
          orphans: { allow: ['drafts/**'] },
          ignore: ['legacy/**'],
        }),
      },
    );
    const r = await cli(['check', '--root', dir, '--format', 'json']);
    const j = JSON.parse(r.out) as { findings: { file: string; severity: string }[] };
    expect(j.findings.map((f) => [f.file, f.severity])).toEqual([['c.mdx', 'error']]);
    expect(r.code).toBe(1);
  });

  it('usage and config errors exit 2 with a message', async () => {
    expect((await cli(['check', '--format', 'xml', '--root', site({ pages: ['index'] })])).code).toBe(2);
    const noDocs = await cli(['check', '--root', tempDir()]);
    expect(noDocs.code).toBe(2);
    expect(noDocs.err).toContain('no docs.json (nor mint.json) in');
    const bad = site(
      { pages: ['index'] },
      { '.navguard.json': JSON.stringify({ rules: { 'no-such-rule': 'error' }, orphan: {} }) },
    );
    const r = await cli(['check', '--root', bad]);
    expect(r.code).toBe(2);
    expect(r.err).toContain('.navguard.json: `orphan` is not a navguard option; did you mean `orphans`?');
    expect(r.err).toContain('.navguard.json: `rules.no-such-rule` is not a navguard rule');
    expect((await cli(['frobnicate'])).code).toBe(2);
    expect((await cli(['check', '--bogus'])).code).toBe(2);
  });
});

describe('config errors name the file as the repository knows it', () => {
  it('a bad value in docs/.navguard.json: the repository-relative file and the JSON path', async () => {
    const { dir } = initRepo({
      'docs/docs.json': docsJson({ pages: ['index'] }),
      'docs/index.mdx': '# Home\n',
      'docs/.navguard.json': JSON.stringify({ rules: { 'orphan-page': 'warn' } }),
    });
    const r = await cli(['check', '--root', path.join(dir, 'docs')]);
    expect(r.code).toBe(2);
    expect(r.err).toContain(
      'navguard: docs/.navguard.json: `rules.orphan-page` must be one of error, warning, notice, off (got "warn")',
    );
  });

  it('a --config file that does not exist says so plainly', async () => {
    const dir = site({ pages: ['index'] });
    const r = await cli(['check', '--root', dir, '--config', path.join(dir, 'nav.json')]);
    expect(r.code).toBe(2);
    expect(r.err).toContain(`the config file ${path.join(dir, 'nav.json')} does not exist`);
    expect(r.err).not.toContain('ENOENT');
  });

  it('a config that is not JSON: where, and what is wrong', async () => {
    const dir = site({ pages: ['index'] }, { '.navguard.json': '{\n  "ignore": ["a",]\n}\n' });
    const r = await cli(['check', '--root', dir]);
    expect(r.code).toBe(2);
    expect(r.err).toContain('.navguard.json is not valid JSON at line 2, column 18: value expected');
  });
});

describe('navguard diff', () => {
  it('compares git revisions: text outline, json with outline/changes/status, markdown; exit by new errors', async () => {
    const { dir, sha: base } = initRepo({
      'docs.json': docsJson({ pages: ['index', 'a'] }),
      'index.mdx': '# Home\n[a](/a)\n',
      'a.mdx': '# A\n',
    });
    writeFiles(dir, { 'a.mdx': null, 'docs.json': docsJson({ pages: ['index'] }) });
    const head = commitAll(dir, 'remove a');
    const text = await cli(['diff', '--root', dir, '--base', base, '--head', head, '--no-color']);
    expect(text.code).toBe(1);
    expect(text.out).toContain('− a');
    const json = await cli(['diff', '--root', dir, '--base', base, '--head', head, '--format', 'json']);
    const j = JSON.parse(json.out) as {
      changes: { kind: string; label: string }[];
      outline: { children: unknown[] };
      findings: { rule: string; status: string }[];
    };
    expect(j.changes).toEqual([expect.objectContaining({ kind: 'removed', label: 'a' })]);
    expect(j.outline.children.length).toBe(2);
    expect(j.findings.map((f) => [f.rule, f.status]).sort()).toEqual([
      ['broken-link', 'new'],
      ['missing-redirect', 'new'],
    ]);
    const md = await cli(['diff', '--root', dir, '--base', base, '--head', head, '--format', 'markdown']);
    expect(md.out).toContain('### Navigation outline');
  });

  // Walk 68: "no navigation changes" in the header, then "No navigation changes (33 entries)." under it.
  it('says an unchanged navigation once, in the header', async () => {
    const { dir, sha: base } = initRepo({ 'docs.json': docsJson({ pages: ['index'] }), 'index.mdx': '# Home\n' });
    writeFiles(dir, { 'index.mdx': '# Home\n\nMore text.\n' });
    const head = commitAll(dir, 'edit');
    const r = await cli(['diff', '--root', dir, '--base', base, '--head', head, '--no-color']);
    expect(r.code).toBe(0);
    expect(r.out.match(/no navigation changes/gi)).toEqual(['no navigation changes']);
    expect(r.out.split('\n')[0]).toMatch(/^Navigation: .* → .*: no navigation changes$/);
    expect(r.out).toContain('1 navigation entry');
  });

  it('defaults: head is the working tree, base is the merge base with main; detached HEAD works', async () => {
    const { dir } = initRepo({ 'docs.json': docsJson({ pages: ['index'] }), 'index.mdx': '# Home\n' });
    sh(dir, 'checkout', '-q', '-b', 'feature');
    writeFiles(dir, { 'new.mdx': '# New\n' });
    const head = commitAll(dir, 'orphan');
    sh(dir, 'checkout', '-q', '--detach', head);
    const r = await cli(['diff', '--root', dir, '--format', 'json']);
    expect(r.err).toContain('comparing against main');
    const j = JSON.parse(r.out) as { findings: { rule: string; status: string }[] };
    expect(j.findings).toEqual([expect.objectContaining({ rule: 'orphan-page', status: 'new' })]);
    expect(r.code).toBe(0); // orphans are warnings
  });

  it('a --head already on the default branch, with no --base: says there is nothing to compare, exit 2', async () => {
    const { dir } = initRepo({ 'docs.json': docsJson({ pages: ['index'] }), 'index.mdx': '# Home\n' });
    writeFiles(dir, { 'docs.json': docsJson({ pages: ['index', 'gone'] }) });
    const merged = commitAll(dir, 'An old change with a missing page');
    writeFiles(dir, { 'later.mdx': '# Later\n' });
    commitAll(dir, 'Later');
    // main has moved on: the merge base of main and that commit is the commit itself.
    const r = await cli(['diff', '--root', dir, '--head', merged.slice(0, 7)]);
    expect(r.code).toBe(2);
    expect(r.err).toContain(
      `--head ${merged.slice(0, 7)} is already on main (their merge base is that commit), so there is nothing to compare it with: pass --base REV, e.g. --base ${merged.slice(0, 7)}^ for the change it made`,
    );
  });

  it('a base revision that does not exist anywhere: a clear message, exit 2', async () => {
    const { dir } = initRepo({ 'docs.json': docsJson({ pages: ['index'] }), 'index.mdx': '# Home\n' });
    const r = await cli(['diff', '--root', dir, '--base', '0123456789abcdef0123456789abcdef01234567']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/is not in this clone/);
  });

  // AI-Stats (walk 68): a mistyped --base on a laptop was answered with advice for actions/checkout.
  it('a mistyped branch: the nearest branch outside a workflow, the checkout advice inside one', async () => {
    const { dir } = initRepo({ 'docs.json': docsJson({ pages: ['index'] }), 'index.mdx': '# Home\n' });
    sh(dir, 'branch', 'release-2');
    const was = process.env.GITHUB_ACTIONS;
    try {
      delete process.env.GITHUB_ACTIONS;
      const local = await cli(['diff', '--root', dir, '--base', 'relase-2']);
      expect(local.code).toBe(2);
      expect(local.err).toContain('the revision "relase-2" is not in this clone');
      expect(local.err).toContain('Did you mean "release-2"?');
      expect(local.err).not.toContain('actions/checkout');
      process.env.GITHUB_ACTIONS = 'true';
      const ci = await cli(['diff', '--root', dir, '--base', 'relase-2']);
      expect(ci.err).toContain('With actions/checkout, set fetch-depth: 0');
    } finally {
      if (was === undefined) delete process.env.GITHUB_ACTIONS;
      else process.env.GITHUB_ACTIONS = was;
    }
  });
});

describe('paths in text output', () => {
  it('docs in a subfolder: file headers and the files messages name are both relative to the repository', async () => {
    const { dir } = initRepo({
      'docs/docs.json': docsJson({ pages: ['index', 'guide/gone', 'Guide/Intro'] }),
      'docs/index.mdx': '# Home\n',
      'docs/orphan.mdx': '# Orphan\n',
      'docs/guide/intro.mdx': '# Intro\n',
    });
    const r = await cli(['check', '--root', path.join(dir, 'docs'), '--no-color']);
    expect(r.code).toBe(1);
    expect(r.out).toContain('\ndocs/orphan.mdx\n');
    expect(r.out).toContain('docs/orphan.mdx is not in the navigation');
    expect(r.out).toContain('no file docs/guide/gone.mdx or docs/guide/gone.md exists');
    expect(r.out).toContain('fix: Create docs/guide/gone.mdx, or remove the entry.');
    expect(r.out).toContain('does not match the file name\'s case ("docs/guide/intro.mdx")');
    // Navigation entries and URLs keep their own base, the docs root: that is how docs.json names them.
    expect(r.out).toContain('"guide/gone" in the navigation root');
  });
});
