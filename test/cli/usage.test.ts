// The command line's own help and mistakes: per-command --help, suggestions for mistyped commands, options
// and values, and the usage errors that exit 2.
import { cli } from './run-cli.js';
import path from 'node:path';
import { describe, it, expect } from '@jest/globals';
import { COMMANDS } from '../../src/cli/options.js';
import { commitAll, initRepo, sh, tempDir, writeFiles } from '../git-helpers.js';
import { docsJson } from '../helpers.js';

describe('help', () => {
  it.each(['check', 'diff', 'history'])('%s --help lists every option of that command and exits 0', async (name) => {
    for (const args of [
      [name, '--help'],
      [name, '-h'],
      ['help', name],
      [name, '--root', 'x', '--help'],
    ]) {
      const r = await cli(args);
      expect(r.code).toBe(0);
      expect(r.err).toBe('');
      expect(r.out).toContain(`Usage: navguard ${name} [options]`);
      for (const option of Object.keys(COMMANDS[name as keyof typeof COMMANDS].options))
        expect(r.out).toContain(`--${option}`);
    }
  });

  it('check --help shows the allowed values and defaults', async () => {
    const r = await cli(['check', '--help']);
    expect(r.out).toMatch(/--format text\|json\|sarif +output format \(default: text\)/);
    expect(r.out).not.toMatch(/--base\b(?!line)/);
  });

  it('the top-level help lists the commands; no command at all is a usage error', async () => {
    const r = await cli(['--help']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/check +validate one state/);
    expect(r.out).toContain('navguard <command> --help');
    expect((await cli([])).code).toBe(2);
  });
});

describe('mistakes', () => {
  it('a mistyped command: did you mean', async () => {
    const r = await cli(['chek']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('unknown command "chek"; did you mean check?');
    const far = await cli(['frobnicate']);
    expect(far.err).not.toContain('did you mean');
    expect(far.err).toContain('The commands are check, diff, fix, history.');
    expect((await cli(['CHECK'])).err).toContain('unknown command "CHECK"; did you mean check?');
  });

  it('a negative number after an option is its value, refused with the reason (not "needs a value")', async () => {
    const r = await cli(['check', '--max-warnings', '-1']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('--max-warnings must be a whole number, 0 or more (got "-1")');
    expect((await cli(['check', '--max-warnings', '--root', '.'])).err).toContain('--max-warnings needs a value');
  });

  it('a mistyped option: did you mean, and the command help to read', async () => {
    const r = await cli(['check', '--formt', 'json']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('unknown option --formt for navguard check; did you mean --format?');
    expect(r.err).toContain('Run "navguard check --help"');
  });

  it("another command's option says whose it is", async () => {
    const r = await cli(['check', '--base', 'main']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('unknown option --base for navguard check; it is an option of diff');
  });

  it('a value outside the choices names them, and the near one', async () => {
    const r = await cli(['diff', '--format', 'markdwon']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('--format must be one of text, markdown, json (got "markdwon"); did you mean markdown?');
  });

  it('a missing value, a value to a switch and a stray argument are usage errors', async () => {
    const missing = await cli(['diff', '--root']);
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('--root needs a value (--root DIR)');
    const swallowed = await cli(['check', '--root', '--format', 'json']);
    expect(swallowed.code).toBe(2);
    expect(swallowed.err).toContain('--root needs a value (--root DIR)');
    const switchValue = await cli(['check', '--color=yes']);
    expect(switchValue.code).toBe(2);
    expect(switchValue.err).toContain('--color takes no value');
    const stray = await cli(['check', 'docs']);
    expect(stray.code).toBe(2);
    expect(stray.err).toContain('navguard check takes no arguments besides options (got "docs")');
  });
});

// In a monorepo, `check` and `diff` at the top said "no docs.json" where the action and `history` name the roots.
describe('a --root without docs.json, with docs roots below it', () => {
  it('check names the folders below that hold one', async () => {
    const dir = tempDir();
    writeFiles(dir, {
      'apps/site/docs.json': docsJson({ pages: ['index'] }),
      'apps/site/index.mdx': '# Home\n',
      'packages/api-docs/mint.json': '{}',
      'node_modules/x/docs.json': '{}',
    });
    const r = await cli(['check', '--root', dir]);
    expect(r.code).toBe(2);
    expect(r.err).toContain(
      `no docs.json (nor mint.json) in ${dir}; these hold one below it: ${dir}/apps/site, ${dir}/packages/api-docs.`,
    );
    expect(r.err).not.toContain('node_modules');
  });

  it('names the folders as the writer types them when the root is the current folder', async () => {
    const { dir, sha } = initRepo({
      'apps/docs/docs.json': docsJson({ pages: ['index'] }),
      'apps/docs/index.mdx': '# Home\n',
      'packages/api/docs.json': docsJson({ pages: ['index'] }),
      'packages/api/index.mdx': '# API\n',
    });
    const before = process.cwd();
    process.chdir(dir);
    try {
      for (const args of [['check'], ['check', '--root', '.']]) {
        const checked = await cli(args);
        expect(checked.code).toBe(2);
        expect(checked.err).toContain(
          'no docs.json (nor mint.json) in the current folder; these hold one below it: apps/docs, packages/api. Pass that folder with --root',
        );
      }
      const diffed = await cli(['diff', '--base', sha]);
      expect(diffed.code).toBe(2);
      expect(diffed.err).toContain(
        '(below it, apps/docs, packages/api have one: pass it with --root, one run per docs root)',
      );
      // fix said "nothing to fix safely" and exited 0 here: a pass where nothing was checked (walk 80).
      const fixed = await cli(['fix', '--dry-run']);
      expect(fixed).toMatchObject({ code: 2, out: '' });
      expect(fixed.err).toContain('these hold one below it: apps/docs, packages/api. Pass that folder with --root');
    } finally {
      process.chdir(before);
    }
  });

  // A repository whose site is in docs/: `navguard check` at its top said "pass --root docs", where the action and
  // `history` find the root themselves.
  it('without --root, takes the only docs root below the current folder, and says so', async () => {
    const { dir, sha } = initRepo({
      'apps/docs/docs.json': docsJson({ pages: ['index'] }),
      'apps/docs/index.mdx': '# Home\n\n[Gone](/gone)\n',
    });
    const before = process.cwd();
    process.chdir(dir);
    const said =
      'navguard: the docs root is apps/docs (no --root given, and the current folder holds no docs.json or mint.json)';
    try {
      const checked = await cli(['check', '--format', 'json']);
      expect(checked.code).toBe(1);
      expect(checked.err).toContain(said);
      const report = JSON.parse(checked.out) as { findings: { rule: string }[] };
      expect(report.findings.map((f) => f.rule)).toEqual(['broken-link']);
      // An explicit --root is taken as written.
      const explicit = await cli(['check', '--root', '.']);
      expect(explicit.code).toBe(2);
      expect(explicit.err).toContain('one is below it: apps/docs. Pass that folder with --root');
      writeFiles(dir, { 'apps/docs/index.mdx': '# Home\n\n[Gone](/gone) and [Also gone](/also-gone)\n' });
      const diffed = await cli(['diff', '--base', sha, '--format', 'json']);
      expect(diffed.code).toBe(1);
      expect(diffed.err).toContain(said);
      expect((JSON.parse(diffed.out) as { findings: unknown[] }).findings).toHaveLength(1);
      const fixed = await cli(['fix', '--dry-run']);
      expect(fixed.err).toContain(said);
      expect(fixed.code).not.toBe(2);
    } finally {
      process.chdir(before);
    }
  });

  it('inside the docs root, without --root, checks the folder above that holds docs.json', async () => {
    const { dir } = initRepo({
      'apps/docs/docs.json': docsJson({ pages: ['v1/index'] }),
      'apps/docs/v1/index.mdx': '# Home\n',
    });
    const before = process.cwd();
    process.chdir(path.join(dir, 'apps/docs/v1'));
    try {
      const r = await cli(['check']);
      expect(r.code).toBe(0);
      expect(r.err).toContain('navguard: the docs root is .. (no --root given');
      expect(r.out).toContain('1 page');
      // With --root given as the current folder, as before: where the root is, and no pass.
      const given = await cli(['check', '--root', '.']);
      expect(given.code).toBe(2);
      expect(given.err).toContain(
        'no docs.json (nor mint.json) in the current folder; the docs root is above it: pass --root ..',
      );
      // diff says the same (tenmol, walk 75: it said only that neither state had docs.json there).
      const d = await cli(['diff', '--base', 'HEAD', '--root', '.']);
      expect(d.code).toBe(2);
      expect(d.err).toContain(
        'neither state has a docs.json (or mint.json) in apps/docs/v1; nothing to compare (the docs root is above it: pass --root ..)',
      );
    } finally {
      process.chdir(before);
    }
  });

  // rivet-dev/rivetkit (fresh set 122): its docs moved to another repository and docs/ was deleted; `check` at the
  // top only asked for --root, as if the site had never been there.
  it('check in a repository whose site was deleted says which commit deleted it and where it was', async () => {
    const { dir, sha } = initRepo({ 'docs/docs.json': docsJson({ pages: ['index'] }), 'docs/index.mdx': '# Home\n' });
    sh(dir, 'rm', '-q', '-r', 'docs');
    writeFiles(dir, { 'README.md': '# Moved\n' });
    const gone = commitAll(dir, 'Remove docs').slice(0, 7);
    const before = process.cwd();
    process.chdir(dir);
    try {
      const r = await cli(['check']);
      expect(r.code).toBe(2);
      expect(r.err).toMatch(
        new RegExp(
          `no docs\\.json \\(nor mint\\.json\\) in the current folder or any folder below it: the site was removed here\\. Commit ${gone}\\w* \\(\\d{4}-\\d\\d-\\d\\d\\) deleted docs/docs\\.json; its history up to then: navguard history --root docs`,
        ),
      );
      const history = await cli(['history', '--root', 'docs', '--last', '2', '--format', 'json']);
      expect(JSON.parse(history.out)).toMatchObject({
        commits: [{}, { sha: expect.stringMatching(new RegExp(`^${sha}`)) }],
      });
    } finally {
      process.chdir(before);
    }
    // A folder that never held a site is only asked for --root.
    const never = initRepo({ 'README.md': '# Code\n' }).dir;
    const r = await cli(['check', '--root', never]);
    expect(r.err).toContain(
      `no docs.json (nor mint.json) in ${never}. Pass --root with the folder that holds docs.json.`,
    );
  });

  // expectedparrot/edsl (fresh set 107): `diff --root docs` in a clone without a work tree said only that neither
  // state had a site "under docs", while docs/mintlify-migration/mint.json stood in both commits.
  it('diff names the folder below the root that holds a site in the commits, with no work tree to look in', async () => {
    const mint = JSON.stringify({ name: 'Acme', favicon: '/f.svg', colors: { primary: '#0D9373' }, navigation: [] });
    const { dir, sha: base } = initRepo({ 'docs/migration/mint.json': mint, 'docs/migration/index.mdx': '# Home\n' });
    writeFiles(dir, { 'docs/notes.md': '# Notes\n' });
    const head = commitAll(dir, 'Notes');
    const clone = tempDir();
    sh(clone, 'clone', '-q', '--no-checkout', dir, 'c');
    const before = process.cwd();
    process.chdir(path.join(clone, 'c'));
    try {
      const r = await cli(['diff', '--base', base, '--head', head, '--root', 'docs']);
      expect(r.code).toBe(2);
      expect(r.err).toContain(
        'neither state has a docs.json (or mint.json) in docs; nothing to compare (below it, docs/migration has one: pass it with --root, one run per docs root)',
      );
    } finally {
      process.chdir(before);
    }
  });

  it('a --root that is docs.json itself, or a folder name with a typo: says which folder was meant', async () => {
    const { dir } = initRepo({
      'apps/docs/docs.json': docsJson({ pages: ['index'] }),
      'apps/docs/index.mdx': '# Home\n',
    });
    const file = await cli(['check', '--root', path.join(dir, 'apps/docs/docs.json')]);
    expect(file.code).toBe(2);
    expect(file.err).toContain(
      `--root names the file docs.json; pass its folder: --root ${path.join(dir, 'apps/docs')}`,
    );
    const typo = await cli(['check', '--root', path.join(dir, 'apps/doc')]);
    expect(typo.code).toBe(2);
    expect(typo.err).toContain(
      `--root ${path.join(dir, 'apps/doc')} does not exist; did you mean ${path.join(dir, 'apps/docs')}?`,
    );
  });

  it('diff of two folders without one says which folders below have one', async () => {
    const { dir, sha } = initRepo({ 'docs/docs.json': docsJson({ pages: ['index'] }), 'docs/index.mdx': '# Home\n' });
    const r = await cli(['diff', '--root', dir, '--base', sha]);
    expect(r.code).toBe(2);
    expect(r.err).toContain(`(below it, ${dir}/docs has one: pass it with --root, one run per docs root)`);
  });
});
