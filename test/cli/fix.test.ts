// `navguard fix` on a real git repository: the change renames a page and forgets the links and the redirect;
// fix applies the safe edits findings carry, a second run changes nothing, --dry-run writes nothing, and an edit
// that may change meaning waits for --rule.
import fs from 'node:fs';
import path from 'node:path';
import { createTwoFilesPatch } from 'diff';
import { describe, it, expect } from '@jest/globals';
import { cli } from './run-cli.js';
import { commitAll, gitMove, initRepo, writeFiles } from '../git-helpers.js';
import { docsJson } from '../helpers.js';
import { RULES } from '../../src/core/rules/registry.js';
import { SAFE_FIXES, safeFix } from '../../src/core/fix/plan.js';
import type { Finding } from '../../src/core/base/types.js';

/** The lines after a run's summary line: what it says is left. */
const lastLines = (out: string): string[] => {
  const lines = out.trimEnd().split('\n');
  return lines.slice(lines.findIndex((l) => l.startsWith('navguard fix')) + 1);
};

function renamedSite(): { dir: string; base: string } {
  const { dir, sha: base } = initRepo({
    'docs.json': docsJson({ groups: [{ group: 'Start', pages: ['index', 'guides/setup'] }] }, { redirects: [] }),
    'index.mdx': '# Home\n\nStart with [the setup](/guides/setup).\n',
    'guides/setup.mdx': '# Setup\n',
  });
  gitMove(dir, 'guides/setup.mdx', 'guides/install.mdx');
  writeFiles(dir, {
    'docs.json': docsJson({ groups: [{ group: 'Start', pages: ['index', 'guides/install'] }] }, { redirects: [] }),
  });
  commitAll(dir, 'Rename setup to install');
  return { dir, base };
}

const read = (dir: string, file: string): string => fs.readFileSync(path.join(dir, file), 'utf8');

describe('navguard fix', () => {
  it('adds the redirect of a renamed page, which mends its link too, then has nothing left to do', async () => {
    const { dir, base } = renamedSite();
    const diffBefore = await cli(['diff', '--root', dir, '--base', base, '--format', 'json']);
    expect(diffBefore.code).toBe(1);
    const { findings } = JSON.parse(diffBefore.out) as {
      findings: { rule: string; data: unknown; fix: { message: string } }[];
    };
    const link = findings.find((f) => f.rule === 'broken-link')!;
    expect(link.data).toMatchObject({ renamedTo: 'guides/install', viaRedirect: '/guides/setup' });
    expect(link.fix.message).toBe(
      'Add the redirect from "/guides/setup" to "/guides/install" that missing-redirect suggests, or point the link at "/guides/install".',
    );
    const r = await cli(['fix', '--root', dir, '--base', base]);
    expect(r).toMatchObject({ code: 0, err: '' });
    expect(r.out).toContain('1 finding fixed (missing-redirect 1), 1 more mended by them (broken-link 1).');
    // The page keeps its text (an old version's snapshot would too): the redirect serves the link.
    expect(read(dir, 'index.mdx')).toBe('# Home\n\nStart with [the setup](/guides/setup).\n');
    const docs = JSON.parse(read(dir, 'docs.json')) as { redirects: unknown[] };
    expect(docs.redirects).toEqual([{ source: '/guides/setup', destination: '/guides/install' }]);
    // The fixed tree passes, and a second run changes nothing.
    expect((await cli(['diff', '--root', dir, '--base', base])).code).toBe(0);
    const snapshot = [read(dir, 'index.mdx'), read(dir, 'docs.json')];
    const again = await cli(['fix', '--root', dir, '--base', base]);
    expect(again).toMatchObject({ code: 0 });
    expect(again.out).toContain('nothing to fix safely');
    expect([read(dir, 'index.mdx'), read(dir, 'docs.json')]).toEqual(snapshot);
  });

  it('a versioned site: links that reached the renamed page through a redirect are new, and its redirect mends them', async () => {
    // crewAI's shape: version-less links (`/en/flows`) reach the default version through `/en/:slug*`.
    const nav = (flows: string) =>
      docsJson(
        {
          versions: [
            { version: 'v2', default: true, groups: [{ group: 'G', pages: ['v2/en/index', `v2/en/${flows}`] }] },
            { version: 'v1', groups: [{ group: 'G', pages: ['v1/en/index'] }] },
          ],
        },
        { redirects: [{ source: '/en/:slug*', destination: '/v2/en/:slug*' }] },
      );
    const { dir, sha: base } = initRepo({
      'docs.json': nav('flows'),
      'v2/en/index.mdx': '# Home\n\nRead [flows](/en/flows).\n',
      'v2/en/flows.mdx': '# Flows\n',
      'v1/en/index.mdx': '# Home\n\nRead [flows](/en/flows) and [more](/en/flows#steps).\n',
    });
    gitMove(dir, 'v2/en/flows.mdx', 'v2/en/flows-guide.mdx');
    writeFiles(dir, { 'docs.json': nav('flows-guide') });
    commitAll(dir, 'Rename flows');
    const diff = await cli(['diff', '--root', dir, '--base', base, '--format', 'json']);
    const { findings } = JSON.parse(diff.out) as {
      findings: {
        rule: string;
        file: string;
        status: string;
        message: string;
        data: { viaRedirect?: string };
        copies?: { places: { file: string }[] };
      }[];
    };
    // The same link in both versions' index is one finding on the default version's, the other place listed.
    const links = findings.filter((f) => f.rule === 'broken-link');
    expect(links.map((f) => [f.file, f.status, f.data.viaRedirect, f.copies?.places.map((p) => p.file)])).toEqual([
      ['v2/en/index.mdx', 'new', '/v2/en/flows', ['v1/en/index.mdx']],
      ['v1/en/index.mdx', 'new', '/v2/en/flows', undefined],
    ]);
    expect(links[0]!.message).toContain(
      'The page it led to, /v2/en/flows, was renamed to /v2/en/flows-guide in this change; the redirect suggested for it (missing-redirect) mends this link too.',
    );
    const dry = await cli(['fix', '--root', dir, '--base', base, '--dry-run']);
    expect(dry.out).toContain('--- a/docs.json');
    expect(dry.out).not.toContain('index.mdx');
    // Counted as diff lists them: the link in both versions' index is one (trytrama/docs, walk 78: "left" counted
    // each language's copy where diff showed one), and the dry run says what the redirect mends, as the run does.
    expect(dry.out).toContain(
      '1 fix (missing-redirect 1) would change 1 file, mending 2 more (broken-link 2); nothing written.',
    );
    const r = await cli(['fix', '--root', dir, '--base', base]);
    expect(r.out).toContain('1 finding fixed (missing-redirect 1), 2 more mended by them (broken-link 2).');
    // What is left is the real run's, line for line: the dry run checked the site with its edits laid over it.
    expect(lastLines(dry.out)).toEqual(lastLines(r.out));
    expect(lastLines(r.out)).toEqual([
      'Left for a person: 1 already on the base branch; run "navguard check" or "navguard diff" to see them.',
    ]);
    expect((await cli(['diff', '--root', dir, '--base', base])).code).toBe(0);
  });

  it("counts what is left as diff lists it: an image each language's page shows is one finding", async () => {
    const nav = (page: string) =>
      docsJson(
        {
          languages: [
            { language: 'en', groups: [{ group: 'G', pages: ['index', page] }] },
            { language: 'es', groups: [{ group: 'G', pages: ['es/index'] }] },
          ],
        },
        { redirects: [] },
      );
    const { dir, sha: base } = initRepo({
      'docs.json': nav('setup'),
      'index.mdx': '# Home\n\n![shot](/images/shot.png)\n',
      'es/index.mdx': '# Inicio\n\n![shot](/images/shot.png)\n',
      'setup.mdx': '# Setup\n',
      'images/shot.png': 'PNG',
    });
    gitMove(dir, 'setup.mdx', 'install.mdx');
    fs.rmSync(path.join(dir, 'images/shot.png'));
    writeFiles(dir, { 'docs.json': nav('install') });
    commitAll(dir, 'Rename setup, delete the shot');
    const listed = JSON.parse((await cli(['diff', '--root', dir, '--base', base, '--format', 'json'])).out) as {
      findings: { rule: string }[];
    };
    expect(listed.findings.map((f) => f.rule).sort()).toEqual(['broken-link', 'missing-redirect']);
    const dry = await cli(['fix', '--root', dir, '--base', base, '--dry-run']);
    expect(dry.out).toContain('Left for a person: 1 finding (broken-link 1);');
    const r = await cli(['fix', '--root', dir, '--base', base]);
    expect(r.out).toContain('1 finding fixed (missing-redirect 1).');
    expect(r.out).toContain('Left for a person: 1 finding (broken-link 1);');
  });

  it("a link to the renamed page's file (`./setup.md`) is not said to be mended by the redirect: fix points it", async () => {
    // CrewForm/crewform (walk 73): a redirect from /agents does not answer ./agents.md as links resolve; the message
    // said it did, and fix edited the link only in a second round, after the redirect.
    const { dir, sha: base } = initRepo({
      'docs.json': docsJson({ groups: [{ group: 'Start', pages: ['index', 'guides/setup'] }] }, { redirects: [] }),
      'index.mdx': '# Home\n\nSee [setup](./guides/setup.md) and [again](/guides/setup).\n',
      'guides/setup.md': '# Setup\n',
    });
    gitMove(dir, 'guides/setup.md', 'guides/install.md');
    writeFiles(dir, {
      'docs.json': docsJson({ groups: [{ group: 'Start', pages: ['index', 'guides/install'] }] }, { redirects: [] }),
    });
    commitAll(dir, 'Rename setup to install');
    const diff = await cli(['diff', '--root', dir, '--base', base, '--format', 'json']);
    const links = (
      JSON.parse(diff.out) as {
        findings: { rule: string; message: string; data: { url: string; viaRedirect?: string } }[];
      }
    ).findings.filter((f) => f.rule === 'broken-link');
    expect(links.map((f) => [f.data.url, f.data.viaRedirect])).toEqual([
      ['./guides/setup.md', undefined],
      ['/guides/setup', '/guides/setup'],
    ]);
    expect(links[0]!.message).not.toContain('mends this link too');
    const dry = await cli(['fix', '--root', dir, '--base', base, '--dry-run']);
    expect(dry.out).toContain('2 fixes (broken-link 1, missing-redirect 1) would change 2 files');
    const r = await cli(['fix', '--root', dir, '--base', base]);
    expect(read(dir, 'index.mdx')).toBe('# Home\n\nSee [setup](/guides/install) and [again](/guides/setup).\n');
    expect((await cli(['diff', '--root', dir, '--base', base])).code).toBe(0);
    expect(r.code).toBe(0);
  });

  it('--rule broken-link points the links at the renamed page instead, and leaves docs.json alone', async () => {
    const { dir, base } = renamedSite();
    const docsBefore = read(dir, 'docs.json');
    const r = await cli(['fix', '--root', dir, '--base', base, '--rule', 'broken-link']);
    expect(r.out).toContain('1 finding fixed (broken-link 1)');
    expect(read(dir, 'index.mdx')).toBe('# Home\n\nStart with [the setup](/guides/install).\n');
    expect(read(dir, 'docs.json')).toBe(docsBefore);
  });

  it('two redirects for a docs.json without "redirects": one key made, the second redirect added in a second round', async () => {
    const { dir, sha: base } = initRepo({
      'docs.json': docsJson({ pages: ['index', 'a', 'b'] }),
      'index.mdx': '# Home\n',
      'a.mdx': '# A\n',
      'b.mdx': '# B\n',
    });
    gitMove(dir, 'a.mdx', 'guides/a.mdx');
    gitMove(dir, 'b.mdx', 'guides/b.mdx');
    writeFiles(dir, {
      'docs.json': docsJson({ pages: ['index', 'guides/a', 'guides/b'] }),
      'index.mdx': '# Home\n\nSee [b](/b).\n',
    });
    commitAll(dir, 'Move a and b into guides');
    const dry = await cli(['fix', '--root', dir, '--base', base, '--dry-run']);
    // Both rounds, as the real run makes them: the dry run checks its first round's edits laid over the files.
    expect(dry.out).toContain(
      '2 fixes (missing-redirect 2) would change 1 file, mending 1 more (broken-link 1); nothing written.\nNothing is left.\n',
    );
    // Walk 76 (pezzolabs/pezzo): the second round's redirect, and the link it mends, are no edits left to a person.
    expect(dry.out).not.toContain('may change what the site means');
    const before = read(dir, 'docs.json');
    const r = await cli(['fix', '--root', dir, '--base', base]);
    // The dry run's diff is the change the real run wrote.
    expect(dry.out.slice(0, dry.out.indexOf('navguard fix --dry-run'))).toBe(
      createTwoFilesPatch('a/docs.json', 'b/docs.json', before, read(dir, 'docs.json')),
    );
    // The second redirect was applied, in the second round: fixed, not "mended" by the first.
    expect(r.out).toContain('2 findings fixed (missing-redirect 2), 1 more mended by them (broken-link 1).\n');
    const text = read(dir, 'docs.json');
    expect(text.match(/"redirects"/g)).toHaveLength(1);
    expect((JSON.parse(text) as { redirects: unknown[] }).redirects).toEqual([
      { source: '/a', destination: '/guides/a' },
      { source: '/b', destination: '/guides/b' },
    ]);
  });

  // AI-Stats (walk 68): into a tab-indented docs.json, fix wrote "redirects" indented with spaces.
  it('an entry whose page the change moved: pointed there, then its old URL redirected, as the dry run shows', async () => {
    // shells-company/shells-doc 220ced4f48 (fresh set 94): asdf-1.mdx moved to todos/asdf-2.mdx, the entry left as
    // it was; the finding said the change deleted it, and offered to restore it or remove the entry.
    const nav = (page: string) => docsJson({ groups: [{ group: 'G', pages: ['index', page] }] }, { redirects: [] });
    const { dir, sha: base } = initRepo({
      'docs.json': nav('asdf-1'),
      'index.mdx': '# Home\n',
      'asdf-1.mdx': '# Asdf\n\nSome text.\n',
    });
    gitMove(dir, 'asdf-1.mdx', 'todos/asdf-2.mdx');
    commitAll(dir, 'Move asdf-1 into todos');
    const listed = JSON.parse((await cli(['diff', '--root', dir, '--base', base, '--format', 'json'])).out) as {
      findings: Finding[];
    };
    const entry = listed.findings.find((f) => f.rule === 'page-not-found')!;
    expect(entry.message).toMatch(/ This change moved asdf-1\.mdx to todos\/asdf-2\.mdx\.$/);
    expect(entry.fix?.message).toBe(
      'Point the entry at "todos/asdf-2", and redirect /asdf-1 to /todos/asdf-2 (missing-redirect asks for it once the entry moves): readers who kept its URL lose it otherwise. Or move the page back.',
    );
    expect(entry.data).toMatchObject({ page: 'asdf-1', renamedTo: 'todos/asdf-2' });
    const dry = await cli(['fix', '--root', dir, '--base', base, '--dry-run']);
    expect(dry.out).toMatch(/\n- +"asdf-1"\n\+ +"todos\/asdf-2"\n/);
    expect(dry.out).toContain('"source": "/asdf-1"');
    expect(dry.out).toContain(
      '2 fixes (missing-redirect 1, page-not-found 1) would change 1 file, mending 1 more (orphan-page 1); nothing written.',
    );
    const r = await cli(['fix', '--root', dir, '--base', base]);
    expect(r.out).toContain(
      '2 findings fixed (missing-redirect 1, page-not-found 1), 1 more mended by them (orphan-page 1).',
    );
    expect(JSON.parse(read(dir, 'docs.json'))).toMatchObject({
      redirects: [{ source: '/asdf-1', destination: '/todos/asdf-2' }],
    });
    expect((await cli(['diff', '--root', dir, '--base', base])).code).toBe(0);
  });

  it("writes redirects in the file's own indentation: tabs, and four spaces", async () => {
    for (const unit of ['\t', '    ']) {
      const nav = (pages: string[]): string =>
        JSON.stringify({ ...JSON.parse(docsJson({ pages })) }, null, unit) + '\n';
      const { dir, sha: base } = initRepo({
        'docs.json': nav(['index', 'a', 'b']),
        'index.mdx': '# Home\n',
        'a.mdx': '# A\n',
        'b.mdx': '# B\n',
      });
      gitMove(dir, 'a.mdx', 'guides/a.mdx');
      gitMove(dir, 'b.mdx', 'guides/b.mdx');
      writeFiles(dir, { 'docs.json': nav(['index', 'guides/a', 'guides/b']) });
      commitAll(dir, 'Move a and b into guides');
      expect((await cli(['fix', '--root', dir, '--base', base])).code).toBe(0);
      const text = read(dir, 'docs.json');
      const after = JSON.parse(text) as { redirects: unknown[] };
      expect(after.redirects).toHaveLength(2);
      // Written as JSON.stringify writes the whole file with that indentation: the file reads as one hand made it.
      expect(text).toBe(
        JSON.stringify(after, null, unit).replace(
          /\{\n\s*"source": ("[^"]*"),\n\s*"destination": ("[^"]*")\n\s*\}/g,
          '{ "source": $1, "destination": $2 }',
        ) + '\n',
      );
    }
  });

  it('--dry-run prints a unified diff and writes nothing', async () => {
    const { dir, base } = renamedSite();
    const before = [read(dir, 'index.mdx'), read(dir, 'docs.json')];
    const r = await cli(['fix', '--root', dir, '--base', base, '--dry-run']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('--- a/docs.json');
    expect(r.out).not.toContain('index.mdx');
    expect(r.out).toContain('"source": "/guides/setup"');
    expect(r.out).toContain(
      '1 fix (missing-redirect 1) would change 1 file, mending 1 more (broken-link 1); nothing written',
    );
    expect([read(dir, 'index.mdx'), read(dir, 'docs.json')]).toEqual(before);
  });

  it('leaves a guess ("did you mean") for --rule, and names an unknown rule', async () => {
    const { dir, sha: base } = initRepo({
      'docs.json': docsJson(
        { pages: ['index', 'guides/setup'] },
        { redirects: [{ source: '/old', destination: '/guides/stup' }] },
      ),
      'index.mdx': '# Home\n',
      'guides/setup.mdx': '# Setup\n',
    });
    const first = await cli(['fix', '--root', dir, '--base', base]);
    // Named by rule, with the option that applies them (kapso, walk 68: "3 findings carry edits …" named none).
    expect(first.out).toContain(
      'nothing to fix safely. 1 finding carries edits that may change what the site means (redirect-target-missing 1, already on the base branch); apply them by rule with --rule redirect-target-missing.',
    );
    // That finding is not counted again as left for a person (Factory-AI/factory: "1 finding carries edits" and
    // "Left for a person: 31", of which it was one).
    expect(first.out).not.toContain('Left for a person');
    // Others are said to be others (flexprice, walk 71: "Left for a person: 9 …" read as holding it too).
    writeFiles(dir, { 'extra.mdx': '# Extra\n' });
    expect((await cli(['fix', '--root', dir, '--base', base, '--dry-run'])).out).toContain(
      'Besides that one, left for a person: 1 finding (orphan-page 1); run',
    );
    fs.rmSync(path.join(dir, 'extra.mdx'));
    expect(read(dir, 'docs.json')).toContain('/guides/stup');
    const asked = await cli(['fix', '--root', dir, '--base', base, '--rule', 'redirect-target-missing']);
    expect(asked.code).toBe(0);
    expect(asked.out).toContain('1 finding fixed (redirect-target-missing 1)');
    expect(read(dir, 'docs.json')).toContain('"destination": "/guides/setup"');
    const typo = await cli(['fix', '--root', dir, '--rule', 'redirect-target-mising']);
    expect(typo.code).toBe(2);
    expect(typo.err).toContain('did you mean redirect-target-missing?');
  });

  it('names the guesses left after safe fixes too, whether or not it wrote anything', async () => {
    // tenmol, walk 75: a fix that added a redirect said "4 already on the base branch" and nothing of the guess
    // among them; run again, with nothing to fix, it offered that guess by rule and counted 3.
    const { dir, sha: base } = initRepo({
      'docs.json': docsJson(
        { pages: ['index', 'guides/setup'] },
        { redirects: [{ source: '/old', destination: '/indx' }] },
      ),
      'index.mdx': '# Home\n',
      'guides/setup.mdx': '# Setup\n',
    });
    gitMove(dir, 'guides/setup.mdx', 'guides/install.mdx');
    writeFiles(dir, {
      'docs.json': docsJson(
        { pages: ['index', 'guides/install'] },
        { redirects: [{ source: '/old', destination: '/indx' }] },
      ),
    });
    commitAll(dir, 'Rename setup to install');
    const offer =
      '1 finding carries edits that may change what the site means (redirect-target-missing 1, already on the base branch); apply them by rule with --rule redirect-target-missing.';
    const dry = await cli(['fix', '--root', dir, '--base', base, '--dry-run']);
    const real = await cli(['fix', '--root', dir, '--base', base]);
    const again = await cli(['fix', '--root', dir, '--base', base]);
    expect(dry.out).toContain('1 fix (missing-redirect 1) would change 1 file; nothing written.');
    expect(real.out).toContain('1 finding fixed (missing-redirect 1)');
    expect(again.out).toContain('nothing to fix safely.');
    for (const r of [dry, real, again]) {
      expect(r.out).toContain(offer);
      expect(r.out).not.toMatch(/left for a person/i);
      expect(r.code).toBe(0);
    }
  });

  it("a removed page's redirect is a guess: only with --rule missing-redirect", async () => {
    const { dir, sha: base } = initRepo({
      'docs.json': docsJson({ pages: ['index', 'update-display', 'create-display'] }, { redirects: [] }),
      'index.mdx': '# Home\n',
      'update-display.mdx': '# Update a display\n',
      'create-display.mdx': '# Create a display\n',
    });
    fs.rmSync(path.join(dir, 'update-display.mdx'));
    writeFiles(dir, { 'docs.json': docsJson({ pages: ['index', 'create-display'] }, { redirects: [] }) });
    commitAll(dir, 'Remove update-display');
    const first = await cli(['fix', '--root', dir, '--base', base]);
    // The change removed the page: its guess is the change's own, said without "already on the base branch".
    expect(first.out).toContain(
      'nothing to fix safely. 1 finding carries edits that may change what the site means (missing-redirect 1);',
    );
    expect(read(dir, 'docs.json')).not.toContain('/update-display');
    const asked = await cli(['fix', '--root', dir, '--base', base, '--rule', 'missing-redirect']);
    expect(asked.out).toContain('1 finding fixed (missing-redirect 1)');
    // create-display is a name a word apart, another subject: the guess is the first page left in the section.
    expect((JSON.parse(read(dir, 'docs.json')) as { redirects: unknown[] }).redirects).toEqual([
      { source: '/update-display', destination: '/' },
    ]);
  });
});

// `fix` counted old and new findings together ("Left for a person: 263" on a site with 260 old ones), and its
// exit code followed another rule in a dry run (always 0) than in a real run (1 while any error was left).
describe('navguard fix: what is left, and one exit rule for a dry run and a real one', () => {
  function withOldProblems(): { dir: string; base: string } {
    const { dir, sha: base } = initRepo({
      'docs.json': docsJson({ pages: ['index', 'guides/setup', 'old-missing'] }),
      'index.mdx': '# Home\n\n[Setup](/guides/setup) and [an old broken one](/nowhere).\n',
      'guides/setup.mdx': '# Setup\n',
    });
    gitMove(dir, 'guides/setup.mdx', 'guides/install.mdx');
    writeFiles(dir, { 'docs.json': docsJson({ pages: ['index', 'guides/install', 'old-missing'] }) });
    commitAll(dir, 'Rename setup to install');
    return { dir, base };
  }

  it('the redirect alone: both runs exit 0 (it answers the old link too) and count the old problems apart', async () => {
    const { dir, base } = withOldProblems();
    const args = ['fix', '--root', dir, '--base', base, '--rule', 'missing-redirect'];
    const dry = await cli([...args, '--dry-run']);
    const real = await cli(args);
    expect([dry.code, real.code]).toEqual([0, 0]);
    for (const r of [dry, real]) expect(r.out).toContain('Left for a person: 2 already on the base branch;');
  });

  // On a branch with no change, "nothing to fix safely" was all fix said, with `check` reporting errors.
  it('with nothing to fix, still says what is left, and nothing is left on a clean site', async () => {
    const { dir } = withOldProblems();
    const r = await cli(['fix', '--root', dir, '--base', 'HEAD']);
    expect(r.code).toBe(0);
    // The entry without a file, and two links: fix reads every page's links, as `check` does.
    expect(r.out).toBe(
      'navguard fix: nothing to fix safely.\nLeft for a person: 3 already on the base branch; run "navguard check" or "navguard diff" to see them.\n',
    );
    const clean = initRepo({ 'docs.json': docsJson({ pages: ['index'] }), 'index.mdx': '# Home\n' });
    const none = await cli(['fix', '--root', clean.dir, '--base', 'HEAD', '--dry-run']);
    expect(none).toMatchObject({ code: 0, out: 'navguard fix: nothing to fix safely.\nNothing is left.\n' });
  });

  // clauderic/dnd-kit: `check` offered "Write it from the docs root" for an old relative link; on a branch with no
  // change, `fix --rule broken-link` read no link and offered nothing.
  it('fixes a link that was already broken when its rule is asked for, though the change did not touch it', async () => {
    const { dir } = initRepo({
      'docs.json': docsJson({ pages: ['index', 'guides/setup', 'guides/more'] }),
      'index.mdx': '# Home\n',
      'guides/setup.mdx': '# Setup\n',
      'guides/more.mdx': '# More\n\nSee [setup](guides/setup).\n',
    });
    const r = await cli(['fix', '--root', dir, '--base', 'HEAD', '--rule', 'broken-link']);
    expect(r.code).toBe(0);
    expect(read(dir, 'guides/more.mdx')).toBe('# More\n\nSee [setup](/guides/setup).\n');
    expect(r.out).toContain('Nothing is left.');
  });

  it('a new error no fix is for: both runs exit 1 and name it apart from the old ones', async () => {
    const { dir, base } = withOldProblems();
    writeFiles(dir, { 'index.mdx': '# Home\n\n[Setup](/guides/setup), [gone](/nowhere) and [new](/brand-new-404).\n' });
    const args = ['fix', '--root', dir, '--base', base, '--rule', 'missing-redirect'];
    const dry = await cli([...args, '--dry-run']);
    const real = await cli(args);
    expect([dry.code, real.code]).toEqual([1, 1]);
    for (const r of [dry, real])
      expect(r.out).toContain('Left for a person: 1 finding (broken-link 1); 2 already on the base branch;');
  });
});

// `fix --help` listed three of the seven kinds of fix the README lists; both now read SAFE_FIXES.
describe('the safe fixes are listed once', () => {
  it('SAFE_FIXES names exactly the rules safeFix lets through, and fix --help and the README name each', async () => {
    const anyData = { renamedTo: 'x', casedAs: 'X', trailingComma: true };
    const letThrough = [...RULES.keys()].filter((rule) => safeFix({ rule, data: anyData } as unknown as Finding));
    expect(SAFE_FIXES.map((f) => f.rule).sort()).toEqual(letThrough.sort());
    const help = (await cli(['fix', '--help'])).out;
    const readme = fs.readFileSync('README.md', 'utf8');
    const fixing = readme.slice(readme.indexOf('## Fixing'), readme.indexOf('### In the action: `fix: commit`'));
    for (const f of SAFE_FIXES) {
      expect(help).toContain(`${f.what} (${f.rule})`);
      expect(fixing).toContain(`\`${f.rule}\``);
    }
  });
});
