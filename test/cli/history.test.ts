// `navguard history` on real git repositories: per-commit verdicts, the findings a commit introduced,
// commits outside the docs root left out, sides without docs.json explained, a bare repository read.
import fs from 'node:fs';
import path from 'node:path';
import { cli } from './run-cli.js';
import { describe, it, expect, beforeAll } from '@jest/globals';
import { commitAll, initRepo, sh, tempDir, writeFiles } from '../git-helpers.js';
import { docsJson } from '../helpers.js';

interface Replayed {
  sha: string;
  parent?: string;
  subject: string;
  exitCode: number;
  failed?: boolean;
  ms: number;
  notes: string[];
  newErrors: number;
  newWarnings: number;
  findings: { rule: string; severity: string; file: string; line: number; message: string; key: string }[];
}
interface Report {
  root: string;
  commits: Replayed[];
  summary: { commits: number; exitCodes: Record<string, number>; failed: number; msP50: number; msMax: number };
}

const NAV = { groups: [{ group: 'Start', pages: ['index', 'guide'] }] };
/** A page long enough that git finds it renamed when a line is added. */
const GUIDE = [
  '# Guide',
  '',
  'Install the tool.',
  '',
  'Configure it.',
  '',
  'Run it.',
  '',
  'Check the output.',
  '',
].join('\n');

/**
 * A repository whose docs live in docs/: a mint.json-only start, the move to docs.json, a clean edit,
 * a commit outside docs/, and a commit adding one broken link.
 */
function history(): { dir: string; sha: Record<string, string> } {
  const { dir, sha: legacy } = initRepo({
    'README.md': '# Project\n',
    'docs/mint.json': JSON.stringify({ name: 'Old', navigation: [{ group: 'Start', pages: ['index'] }] }),
    'docs/index.mdx': '# Home\n',
  });
  writeFiles(dir, {
    'docs/mint.json': null,
    'docs/docs.json': docsJson(NAV),
    'docs/guide.mdx': '# Guide\n\nSee [home](/index).\n',
  });
  const upgrade = commitAll(dir, 'Move to docs.json');
  writeFiles(dir, { 'docs/guide.mdx': '# Guide\n\nSee [home](/index) and more.\n' });
  const clean = commitAll(dir, 'Reword the guide');
  writeFiles(dir, { 'src/app.ts': 'export {};\n' });
  const outside = commitAll(dir, 'Code only');
  writeFiles(dir, { 'docs/guide.mdx': '# Guide\n\nSee [home](/index) and more.\n\nThen [install](/instal).\n' });
  const broken = commitAll(dir, 'Link to the install page');
  return { dir, sha: { legacy, upgrade, clean, outside, broken } };
}

describe('navguard history', () => {
  let repo: { dir: string; sha: Record<string, string> };
  let report: Report;
  beforeAll(async () => {
    repo = history();
    const r = await cli(['history', '--repo', repo.dir, '--format', 'json']);
    expect(r.code).toBe(0);
    report = JSON.parse(r.out) as Report;
  });

  it('finds the docs root and lists only the commits that touched it, newest first', () => {
    expect(report.root).toBe('docs');
    const { legacy, upgrade, clean, broken } = repo.sha;
    expect(report.commits.map((c) => c.sha)).toEqual([broken, clean, upgrade, legacy]);
    expect(report.commits.map((c) => c.parent)).toEqual([repo.sha.outside, upgrade, legacy, undefined]);
  });

  it('fails exactly the commit that adds a broken link, with that one finding', () => {
    const [broken, clean] = report.commits;
    expect(broken).toMatchObject({ exitCode: 1, newErrors: 1, subject: 'Link to the install page' });
    expect(broken!.findings).toHaveLength(1);
    expect(broken!.findings[0]).toMatchObject({
      rule: 'broken-link',
      severity: 'error',
      file: 'docs/guide.mdx',
      line: 5,
    });
    expect(broken!.findings[0]!.message).toContain('instal');
    expect(clean).toMatchObject({ exitCode: 0, newErrors: 0, findings: [] });
  });

  it('says why a side cannot be compared instead of skipping it', () => {
    const upgrade = report.commits[2]!;
    expect(upgrade.notes.join('\n')).toContain(
      'the parent has mint.json, not docs.json: checked as the docs.json the site builder upgrades it to',
    );
    expect(upgrade.exitCode).toBe(0);
    const first = report.commits[3]!;
    expect(first.exitCode).toBe(2);
    expect(first.notes.join('\n')).toContain('no parent');
  });

  it('sums up exit codes and times', () => {
    // The exit 2 is the first commit, which has nothing to compare with: not one navguard failed on.
    expect(report.summary).toMatchObject({ commits: 4, exitCodes: { '0': 2, '1': 1, '2': 1 }, failed: 0 });
    expect(report.commits[3]).not.toHaveProperty('failed');
    expect(report.summary.msMax).toBeGreaterThanOrEqual(report.summary.msP50);
  });

  // chronark/planetfall (fresh set 115): messages of one paragraph, which git makes one subject of, printed whole.
  it('cuts a long subject in text, and keeps it whole in JSON', async () => {
    const { dir } = initRepo({ 'docs.json': docsJson(NAV), 'index.mdx': '# Home\n', 'guide.mdx': '# Guide\n' });
    const words = Array.from({ length: 40 }, (_, i) => `word${i}`);
    writeFiles(dir, { 'guide.mdx': '# Guide\n\nMore.\n' });
    commitAll(dir, words.join('\n'));
    const text = await cli(['history', '--repo', dir, '--last', '1', '--no-color']);
    const line = text.out.split('\n').find((l) => /^[0-9a-f]{7} /.test(l))!;
    expect(line).toMatch(/word0 word1 .*…$/);
    expect(line.length).toBeLessThan(200);
    const json = JSON.parse((await cli(['history', '--repo', dir, '--last', '1', '--format', 'json'])).out) as Report;
    expect(json.commits[0]!.subject).toBe(words.join(' '));
  });

  it('reads a bare repository, honours --last, and prints the finding in text', async () => {
    const bare = tempDir();
    sh(bare, 'clone', '-q', '--bare', repo.dir, '.');
    const r = await cli(['history', '--repo', bare, '--root', 'docs', '--last', '2', '--no-color']);
    expect(r.code).toBe(0);
    const lines = r.out.split('\n');
    expect(lines.filter((l) => /^[0-9a-f]{7} /.test(l))).toHaveLength(2);
    expect(r.out).toContain(`${repo.sha.broken!.slice(0, 7)} 2026-01-01 exit 1`);
    expect(r.out).toMatch(/error \[broken-link\] docs\/guide\.mdx:5 /);
    expect(r.out).toMatch(/2 commits; exit 0: 1, exit 1: 1, exit 2: 0; time per commit p50 \d+ ms, max \d+ ms/);
  });

  it('follows a docs root that moved (docs.json renamed), and otherwise notes where docs.json was', async () => {
    const { dir } = initRepo({ 'docs.json': docsJson({ pages: ['index'] }), 'index.mdx': '# Home\n' });
    writeFiles(dir, { 'site/docs.json': docsJson({ pages: ['index'] }), 'site/index.mdx': '# Home\n' });
    sh(dir, 'rm', '-q', 'docs.json', 'index.mdx');
    commitAll(dir, 'Move the docs into site/');
    const r = await cli(['history', '--repo', dir, '--format', 'json']);
    const moved = (JSON.parse(r.out) as Report).commits[0]!;
    expect(moved.subject).toBe('Move the docs into site/');
    expect(moved.notes.join('\n')).toContain('the docs root moved from the repository root to site/');
    expect(moved.exitCode).toBe(0);

    const { dir: other } = initRepo({ 'docs.json': docsJson({ pages: ['index'] }), 'index.mdx': '# Home\n' });
    const unlike = docsJson({ tabs: [{ tab: 'All', groups: [{ group: 'Every page', pages: ['intro', 'more'] }] }] });
    writeFiles(other, { 'site/docs.json': unlike, 'site/intro.mdx': '# Intro\n', 'site/more.mdx': '# More\n' });
    sh(other, 'rm', '-q', 'docs.json', 'index.mdx');
    commitAll(other, 'A new site in site/');
    const fresh = (JSON.parse((await cli(['history', '--repo', other, '--format', 'json'])).out) as Report).commits[0]!;
    expect(fresh.notes.join('\n')).toMatch(
      /the parent \w+ has nothing in site\/; it has docs\.json in \. \(the docs root moved\?\)/,
    );
  });

  // AI-Stats (walk 68): `history --root apps` (the site is in apps/docs) printed 20 commits, each exit 2 with "the
  // docs root moved?", and exited 0; check and diff refuse such a root at once and name the folder below.
  it('a --root above the docs root: exit 2 naming the folder below that holds docs.json', async () => {
    const { dir } = initRepo({
      'apps/docs/docs.json': docsJson({ pages: ['index'] }),
      'apps/docs/index.mdx': '# Home\n',
    });
    writeFiles(dir, { 'apps/docs/index.mdx': '# Home\n\nMore.\n' });
    commitAll(dir, 'Edit');
    const r = await cli(['history', '--repo', dir, '--root', 'apps']);
    expect(r.code).toBe(2);
    expect(r.err).toContain(
      'no docs.json (nor mint.json) in apps/ at HEAD; below it, apps/docs has one: pass --root apps/docs',
    );
  });

  it('says once, not per side, that neither the parent nor the commit has docs.json where --root says', async () => {
    const { dir } = initRepo({ 'docs/docs.json': docsJson({ pages: ['index'] }), 'docs/index.mdx': '# Home\n' });
    writeFiles(dir, { 'site/docs.json': docsJson({ pages: ['index'] }), 'site/index.mdx': '# Home\n' });
    sh(dir, 'rm', '-q', 'docs/docs.json');
    commitAll(dir, 'Move docs.json into site/');
    sh(dir, 'rm', '-q', 'docs/index.mdx');
    commitAll(dir, 'Remove the old page');
    const r = await cli(['history', '--repo', dir, '--root', 'docs', '--last', '1', '--format', 'json']);
    const last = (JSON.parse(r.out) as Report).commits[0]!;
    expect(last.subject).toBe('Remove the old page');
    expect(last.exitCode).toBe(2);
    const said = last.notes.filter((n) => n.includes('(the docs root moved?)'));
    expect(said).toEqual([
      expect.stringMatching(
        /^neither the parent \w{7} nor the commit \w{7} has docs\.json in docs\/; they have docs\.json in site \(the docs root moved\?\)$/,
      ),
    ]);
  });

  // expectedparrot/edsl (fresh set 107): 46 commits folded as having no site "nor anywhere in the repository"
  // while docs/mintlify-migration/mint.json stood in each.
  it('names a site still on mint.json below the root, and does not say there is none anywhere', async () => {
    const mint = JSON.stringify({ name: 'Acme', favicon: '/f.svg', colors: { primary: '#0D9373' }, navigation: [] });
    const { dir } = initRepo({ 'docs/migration/mint.json': mint, 'docs/migration/index.mdx': '# Home\n' });
    for (const n of [1, 2]) {
      writeFiles(dir, { 'docs/notes.md': `# Notes\n\nDraft ${n}.\n` });
      commitAll(dir, `Draft ${n}`);
    }
    writeFiles(dir, { 'docs/docs.json': docsJson({ pages: ['notes'] }) });
    commitAll(dir, 'Start the site in docs/');
    const text = await cli(['history', '--repo', dir, '--root', 'docs', '--last', '3']);
    expect(text.out).not.toContain('nor anywhere in the repository');
    expect(text.out).toMatch(
      /note: neither the parent \w{7} nor the commit \w{7} has docs\.json in docs\/; they have mint\.json in docs\/migration \(the docs root moved\?\)/,
    );
  });

  it('says the commits from before the site began in one line, and keeps each in JSON', async () => {
    const { dir } = initRepo({ 'docs/notes.md': '# Notes\n' });
    const old: string[] = [];
    for (const n of [1, 2, 3]) {
      writeFiles(dir, { 'docs/notes.md': `# Notes\n\nDraft ${n}.\n` });
      old.push(commitAll(dir, `Draft ${n}`));
    }
    writeFiles(dir, { 'docs/docs.json': docsJson({ pages: ['notes'] }) });
    commitAll(dir, 'Start the site');
    const text = await cli(['history', '--repo', dir, '--root', 'docs']);
    const lines = text.out.split('\n');
    const folded = `${old[2]!.slice(0, 7)}…${old[0]!.slice(0, 7)}`;
    expect(lines.filter((l) => l.endsWith(': nothing to compare'))).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${folded} \\S+ exit 2  3 commits with no docs\\.json \\(nor mint\\.json\\) in docs/ on either side, nor anywhere in the repository: nothing to compare$`,
        ),
      ),
    ]);
    // The site's first commit still says its parent had none; the first commit of all has no parent.
    expect(text.out).toMatch(/note: the parent \w{7} has no docs\.json in docs\//);
    expect(text.out).toContain('note: the first commit has no parent to compare with');
    const json = JSON.parse((await cli(['history', '--repo', dir, '--root', 'docs', '--format', 'json'])).out) as {
      commits: (Replayed & { noDocsJson?: true })[];
    };
    expect(json.commits.map((c) => [c.subject, c.noDocsJson ?? false])).toEqual([
      ['Start the site', false],
      ['Draft 3', true],
      ['Draft 2', true],
      ['Draft 1', true],
      ['base', false],
    ]);
    expect(json.commits[1]!.notes).toHaveLength(2);
  });

  it('compares a docs root copied from another folder with that folder, not with nothing', async () => {
    // OpenMind/OM1: a workflow copies docs/ into mintlify/ (which held only a stylesheet) and leaves docs/ as it was;
    // the copied pages' old broken links are the old site's, not new.
    const site = {
      'docs.json': docsJson({ pages: ['index', 'guide'] }),
      'index.mdx': '# Home\n',
      'guide.mdx': '# Guide\n\nSee [the setup](/docs/setup).\n',
    };
    const { dir } = initRepo({
      ...Object.fromEntries(Object.entries(site).map(([f, t]) => [`docs/${f}`, t])),
      'mintlify/styles.css': 'body {}\n',
    });
    writeFiles(dir, Object.fromEntries(Object.entries(site).map(([f, t]) => [`mintlify/${f}`, t])));
    commitAll(dir, 'Sync docs into mintlify/');
    const r = await cli(['history', '--repo', dir, '--root', 'mintlify', '--format', 'json']);
    const synced = (JSON.parse(r.out) as Report).commits[0]!;
    expect(synced.subject).toBe('Sync docs into mintlify/');
    expect(synced.notes.join('\n')).toContain('the docs root was copied from docs/ to mintlify/');
    expect(synced).toMatchObject({ exitCode: 0, newErrors: 0 });
  });

  it('finds the root of a site still on mint.json, and replays it as the builder upgrades it', async () => {
    const mint = (pages: string[]): string => JSON.stringify({ name: 'Old', navigation: [{ group: 'Start', pages }] });
    const { dir } = initRepo({
      'README.md': '# Project\n',
      'site/mint.json': mint(['index']),
      'site/index.mdx': '# Home\n',
    });
    writeFiles(dir, { 'site/mint.json': mint(['index', 'setup']) });
    commitAll(dir, 'List a page not written yet');
    const r = await cli(['history', '--repo', dir, '--format', 'json']);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.out) as Report;
    expect(report.root).toBe('site');
    expect(report.commits[0]).toMatchObject({ exitCode: 1, newErrors: 1 });
    expect(report.commits[0]!.findings.map((f) => [f.rule, f.file])).toEqual([['page-not-found', 'site/mint.json']]);

    const none = initRepo({ 'README.md': '# Project\n' }).dir;
    const without = await cli(['history', '--repo', none]);
    expect(without.code).toBe(2);
    expect(without.err).toContain('no docs.json (nor mint.json) at HEAD');
  });

  it('blames a merge only for what is new against each of its parents', async () => {
    // The default branch removes a page without a redirect; a feature branch edits another, then merges the default
    // branch in. Against the branch alone the merge removes the page too, but the removal is the default branch's.
    const nav = (pages: string[]): string => docsJson({ groups: [{ group: 'Start', pages }] });
    const { dir } = initRepo({
      'docs.json': nav(['index', 'old']),
      'index.mdx': '# Home\n',
      'old.mdx': '# Old\n',
    });
    sh(dir, 'checkout', '-q', '-b', 'feature');
    writeFiles(dir, { 'index.mdx': '# Home\n\nWelcome.\n' });
    commitAll(dir, 'Welcome readers');
    sh(dir, 'checkout', '-q', 'main');
    writeFiles(dir, { 'docs.json': nav(['index']), 'old.mdx': null });
    const removal = commitAll(dir, 'Remove the old page');
    sh(dir, 'checkout', '-q', 'feature');
    sh(dir, 'merge', '-q', '--no-edit', '--no-ff', 'main', '-m', 'Merge main into feature');
    // A merge that also writes a problem of its own, in its resolution.
    sh(dir, 'checkout', '-q', '-b', 'resolved', 'feature~1');
    sh(dir, 'merge', '-q', '--no-commit', '--no-ff', 'main');
    writeFiles(dir, { 'docs.json': nav(['index', 'typo']) });
    commitAll(dir, 'Merge main, listing a page not written');
    const replayed = async (rev: string): Promise<Report> => {
      sh(dir, 'checkout', '-q', rev);
      const r = await cli(['history', '--repo', dir, '--format', 'json']);
      expect(r.code).toBe(0);
      return JSON.parse(r.out) as Report;
    };
    const rules = (c: Replayed | undefined): string[] => (c?.findings ?? []).map((f) => `${f.rule} ${f.key}`);
    const plain = await replayed('feature');
    expect(plain.commits[0]).toMatchObject({ subject: 'Merge main into feature', exitCode: 0, newErrors: 0 });
    // clauderic/dnd-kit: a merge that passed where its pull request's check failed said nothing of why.
    expect(plain.commits[0]!.notes).toContainEqual(
      expect.stringMatching(
        /^a merge: 1 finding new against the first parent came with its other parent [0-9a-f]{7}, so it is blamed on the merged branch's commits/,
      ),
    );
    expect(rules(plain.commits.find((c) => c.sha === removal))).toEqual(['missing-redirect missing-redirect|old']);
    // The text names where the removed page's readers should go, as diff does.
    const text = await cli(['history', '--repo', dir]);
    const at = text.out.split('\n').findIndex((l) => l.includes('[missing-redirect]'));
    expect(text.out.split('\n')[at + 1]).toBe(
      '      fix: Add { "source": "/old", "destination": "/" } to "redirects", or send it to the page that replaces it: / is a guess, the overview page of its section.',
    );
    const own = await replayed('resolved');
    expect(own.commits[0]).toMatchObject({ exitCode: 1 });
    expect(rules(own.commits[0])).toEqual([expect.stringMatching(/^page-not-found /)]);
  });

  // A merge's comparison with its other parent noted that it had no docs root, and the report dropped the note.
  it("says what the comparison with a merge's other parent noted, in text and JSON", async () => {
    const { dir } = initRepo({ 'docs.json': docsJson(NAV), 'index.mdx': '# Home\n', 'guide.mdx': '# Guide\n' });
    sh(dir, 'checkout', '-q', '--orphan', 'tooling');
    sh(dir, 'rm', '-rqf', '.');
    writeFiles(dir, { 'tools/README.md': 'Build tools.\n' });
    commitAll(dir, 'Tooling, without docs');
    sh(dir, 'checkout', '-q', 'main');
    sh(dir, 'merge', '-q', '--no-commit', '--no-ff', '--allow-unrelated-histories', 'tooling');
    writeFiles(dir, { 'docs.json': docsJson({ groups: [{ group: 'Start', pages: ['index', 'guide', 'typo'] }] }) });
    commitAll(dir, 'Merge tooling, listing a page not written');
    const json = JSON.parse((await cli(['history', '--repo', dir, '--format', 'json'])).out) as Report;
    const merge = json.commits[0]!;
    expect(merge).toMatchObject({ exitCode: 1, newErrors: 1 });
    // What the comparison with the other parent noted is said, prefixed with which parent it was.
    expect(merge.notes).toEqual([
      expect.stringMatching(
        /^against its other parent ([0-9a-f]{7}): the parent \1 has no docs\.json in the repository root$/,
      ),
    ]);
    const text = (await cli(['history', '--repo', dir])).out;
    expect(text).toContain(`    note: ${merge.notes[0]}`);
  });

  // tkhq/docs 8a535390 removed a page its own branch had added 8 minutes earlier, and helius-labs/docs 379c82dd
  // moved a folder back where the default branch had it: compared with their parents, a removal and a move without
  // a redirect; neither change ever reached the default branch, whose pull request check saw nothing of them.
  it("blames a branch's commit only for what is new against where the branch meets the first-parent line", async () => {
    const { dir } = initRepo({ 'docs.json': docsJson(NAV), 'index.mdx': '# Home\n', 'guide.mdx': '# Guide\n' });
    sh(dir, 'checkout', '-q', '-b', 'feature');
    writeFiles(dir, {
      'docs.json': docsJson({ groups: [{ group: 'Start', pages: ['index', 'guide', 'draft'] }] }),
      'draft.mdx': '# Draft\n',
    });
    commitAll(dir, 'Add a draft page');
    writeFiles(dir, { 'docs.json': docsJson(NAV), 'draft.mdx': null });
    commitAll(dir, 'Drop the draft again');
    writeFiles(dir, { 'guide.mdx': '# Guide\n\n[Install](/instal)\n' });
    commitAll(dir, 'A link to nowhere');
    sh(dir, 'checkout', '-q', 'main');
    sh(dir, 'merge', '-q', '--no-ff', 'feature', '-m', 'Merge feature');
    const json = JSON.parse((await cli(['history', '--repo', dir, '--format', 'json'])).out) as Report;
    const bySubject = new Map(json.commits.map((c) => [c.subject, c]));
    expect(bySubject.get('Drop the draft again')).toMatchObject({ exitCode: 0, newErrors: 0, findings: [] });
    // A problem the branch brought is still blamed on the commit that brought it.
    expect(bySubject.get('A link to nowhere')).toMatchObject({ exitCode: 1, newErrors: 1 });
  });

  it("does not blame a branch's commit for what its parent already had, though the branch's start lacked it", async () => {
    // Compared only with where the branch meets the line, a page the commit moves looked like a new page with the
    // branch's old broken link; against its parent the move is a rename and the link is old (ngrok-docs-v2 ccec5d6c).
    const { dir } = initRepo({ 'docs.json': docsJson(NAV), 'index.mdx': '# Home\n', 'guide.mdx': GUIDE });
    sh(dir, 'checkout', '-q', '-b', 'feature');
    writeFiles(dir, { 'guide.mdx': `${GUIDE}\n[Install](/instal)\n` });
    commitAll(dir, 'A link to nowhere');
    sh(dir, 'mv', 'guide.mdx', 'guides.mdx');
    writeFiles(dir, {
      'docs.json': JSON.stringify({
        ...JSON.parse(docsJson({ groups: [{ group: 'Start', pages: ['index', 'guides'] }] })),
        redirects: [{ source: '/guide', destination: '/guides' }],
      }),
    });
    commitAll(dir, 'Move the guide');
    sh(dir, 'checkout', '-q', 'main');
    sh(dir, 'merge', '-q', '--no-ff', 'feature', '-m', 'Merge feature');
    const json = JSON.parse((await cli(['history', '--repo', dir, '--format', 'json'])).out) as Report;
    const bySubject = new Map(json.commits.map((c) => [c.subject, c]));
    expect(bySubject.get('A link to nowhere')).toMatchObject({ exitCode: 1, newErrors: 1 });
    expect(bySubject.get('Move the guide')).toMatchObject({ exitCode: 0, newErrors: 0, findings: [] });
  });

  it("words a branch's finding as the commit's own comparison does, not as against the branch's start", async () => {
    // Endgame-Labs 0d01020c renamed features/tasks to features/digests on a branch that had copied the page into
    // legacy/ earlier: against the branch's start git pairs tasks.mdx with the copy of the same name, and the broken
    // link's hint named the copy as where the page went (the renamed page had changed on the branch, the copy not).
    const tasks = ['# Tasks', '', 'Plan your tasks.', '', 'Each task has an owner.', '', 'Tasks end.', ''].join('\n');
    const nav = (pages: string[]) => docsJson({ groups: [{ group: 'Start', pages: ['index', ...pages] }] });
    const { dir } = initRepo({
      'docs.json': nav(['features/tasks']),
      'index.mdx': '# Home\n\nSee [tasks](/features/tasks).\n',
      'features/tasks.mdx': tasks,
    });
    sh(dir, 'checkout', '-q', '-b', 'feature');
    // The old text kept in legacy/, the page itself rewritten for what it becomes.
    writeFiles(dir, {
      'docs.json': nav(['features/tasks', 'legacy/features/tasks']),
      'legacy/features/tasks.mdx': tasks,
      'features/tasks.mdx': `${tasks}\nDigests are coming.\n`,
    });
    commitAll(dir, 'Keep the old page in legacy/');
    sh(dir, 'mv', 'features/tasks.mdx', 'features/digests.mdx');
    writeFiles(dir, { 'docs.json': nav(['features/digests', 'legacy/features/tasks']) });
    commitAll(dir, 'Rename tasks to digests');
    sh(dir, 'checkout', '-q', 'main');
    sh(dir, 'merge', '-q', '--no-ff', 'feature', '-m', 'Merge feature');
    const json = JSON.parse((await cli(['history', '--repo', dir, '--format', 'json'])).out) as Report;
    const renamed = json.commits.find((c) => c.subject === 'Rename tasks to digests')!;
    const link = renamed.findings.find((f) => f.rule === 'broken-link')!;
    expect(link.message).toContain('The page was renamed to /features/digests in this change');
  });

  // The file is in the repository, the clone lacks it (dittofeed/dittofeed's open-api.json in a mirror without its
  // blob was an input-limit error): what was not checked is said, as a notice, and does not block.
  it('says which page of a commit git has no object for (a partial or damaged clone), as a notice', async () => {
    const { dir } = initRepo({ 'docs.json': docsJson(NAV), 'index.mdx': '# Home\n', 'guide.mdx': '# Guide\n' });
    writeFiles(dir, { 'guide.mdx': '# Guide\n\n[Install](/instal)\n' });
    const head = commitAll(dir, 'Link to a page that does not exist');
    const blob = sh(dir, 'rev-parse', `${head}:guide.mdx`).trim();
    fs.rmSync(path.join(dir, '.git', 'objects', blob.slice(0, 2), blob.slice(2)));
    const r = await cli(['history', '--repo', dir, '--last', '1', '--format', 'json']);
    expect(r.code).toBe(0);
    const [commit] = (JSON.parse(r.out) as Report).commits;
    // Not a silent pass: the page no one read is named; nothing is known to be wrong, so it does not fail.
    expect(commit).toMatchObject({ exitCode: 0, newErrors: 0, newWarnings: 0 });
    expect(commit!.findings).toEqual([
      expect.objectContaining({ rule: 'input-limit', severity: 'notice', file: 'guide.mdx', line: 1 }),
    ]);
    expect(commit!.findings[0]!.message).toContain('git has no object');
  });

  it('tells a commit navguard failed on from one with nothing to compare, in the summary too', async () => {
    const files = { 'docs.json': docsJson(NAV), 'index.mdx': '# Home\n', 'guide/index.mdx': '# Guide\n' };
    const { dir } = initRepo(files);
    writeFiles(dir, { 'index.mdx': '# Home, edited\n' });
    commitAll(dir, 'Edit the home page');
    // The folder's tree, which both revisions share, is gone: listing either revision fails.
    const tree = sh(dir, 'rev-parse', 'HEAD:guide').trim();
    fs.rmSync(path.join(dir, '.git', 'objects', tree.slice(0, 2), tree.slice(2)));
    const r = await cli(['history', '--repo', dir, '--root', '.', '--last', '2', '--no-color']);
    // A replay navguard failed on is no clean run.
    expect(r.code).toBe(2);
    expect(r.err).toBe('navguard: navguard failed on 1 commit of 2 (the notes above say why)\n');
    expect(r.out).toContain('note: navguard failed on this commit');
    expect(r.out).toMatch(
      /2 commits; exit 0: 0, exit 1: 0, exit 2: 2 \(1 with nothing to compare, 1 navguard failed on\)/,
    );
    const json = JSON.parse(
      (await cli(['history', '--repo', dir, '--root', '.', '--last', '2', '--format', 'json'])).out,
    ) as Report;
    expect(json.summary.failed).toBe(1);
    expect(json.commits.map((c) => c.failed ?? false)).toEqual([true, false]);
  });

  it('reads --repo as a folder of the work tree and --root from it, as check and diff read --root', async () => {
    // flexprice/flexprice-docs: in a clone's sub/, git listed HEAD's files under sub/ only, and `--root ..` was
    // given to git as "../" for every commit, each an error, and the run exited 0.
    fs.mkdirSync(path.join(repo.dir, 'src', 'deep'), { recursive: true });
    const found = await cli(['history', '--repo', path.join(repo.dir, 'src'), '--format', 'json']);
    expect([found.code, (JSON.parse(found.out) as Report).root]).toEqual([0, 'docs']);
    const up = await cli(['history', '--repo', path.join(repo.dir, 'src', 'deep'), '--root', '../../docs']);
    expect([up.code, up.out.split('\n')[0]]).toEqual([0, 'navguard history of docs/ (newest first)']);
    const out = await cli(['history', '--repo', path.join(repo.dir, 'src'), '--root', '../..']);
    expect([out.code, out.err]).toEqual([2, expect.stringContaining('--root ../.. is outside the repository at')]);
  });

  it('exits 2 when no commit could be compared or none touched the root: it checked nothing', async () => {
    const none = await cli(['history', '--repo', repo.dir, '--root', 'src']);
    expect(none.code).toBe(2);
    expect(none.err).toBe(
      'navguard: the 1 commit replayed had no docs.json (nor mint.json) in src/ on either side: nothing was checked\n',
    );
    const untouched = await cli(['history', '--repo', repo.dir, '--root', 'nowhere']);
    expect([untouched.code, untouched.err]).toEqual([
      2,
      'navguard: no commit touched nowhere/: nothing was replayed\n',
    ]);
  });

  it('rejects a bad --last and a folder that is not a repository', async () => {
    expect((await cli(['history', '--last', 'many'])).code).toBe(2);
    const r = await cli(['history', '--repo', tempDir()]);
    expect(r.code).toBe(2);
    expect(r.err).toContain('navguard:');
  });

  it('counts one problem copied into every version and language once, as the pull request comment does', async () => {
    const versions = ['v2', 'v1'];
    const languages = ['en', 'ko'];
    const docs = docsJson({
      languages: languages.map((language) => ({
        language,
        versions: versions.map((version) => ({
          version,
          groups: [{ group: 'G', pages: [`${version}/${language}/index`, `${version}/${language}/agents`] }],
        })),
      })),
    });
    const files = (section: string): Record<string, string> => {
      const out: Record<string, string> = { 'docs.json': docs };
      for (const v of versions)
        for (const l of languages) {
          out[`${v}/${l}/index.mdx`] = `# Home\n\nRead about [agents](/${v}/${l}/agents#setup).\n`;
          out[`${v}/${l}/agents.mdx`] = `# Agents\n\n## ${section}\n\nText.\n`;
        }
      return out;
    };
    const { dir } = initRepo(files('Setup'));
    writeFiles(dir, files('Getting ready'));
    commitAll(dir, 'Rename the section in every copy');
    const json = JSON.parse((await cli(['history', '--repo', dir, '--format', 'json'])).out) as Report;
    const renamed = json.commits.find((c) => c.subject === 'Rename the section in every copy')!;
    // The links to the renamed heading, one error; the heading's removal, one warning: each across the 4 copies.
    expect([renamed.newErrors, renamed.newWarnings]).toEqual([1, 1]);
    const copies = (f: Replayed['findings'][number]) =>
      (f as { copies?: { places: { file: string }[] } }).copies?.places.map((p) => p.file);
    expect(renamed.findings.map((f) => [f.rule, f.file, copies(f)])).toEqual([
      ['anchor-removed', 'v2/en/agents.mdx', ['v1/en/agents.mdx', 'v1/ko/agents.mdx', 'v2/ko/agents.mdx']],
      ['broken-anchor', 'v2/en/index.mdx', ['v1/en/index.mdx', 'v1/ko/index.mdx', 'v2/ko/index.mdx']],
    ]);
    const text = (await cli(['history', '--repo', dir, '--no-color'])).out;
    expect(text).toContain('1 new error, 1 new warning  Rename the section in every copy');
    expect(text).toContain('The same at 3 more places across 2 versions and 2 languages.');
    expect(text).toContain('    warning [anchor-removed] v2/en/agents.mdx:');
  });

  it('names the first new warnings of a commit and counts the rest', async () => {
    const { dir } = initRepo({ 'docs.json': docsJson(NAV), 'index.mdx': '# Home\n', 'guide.mdx': GUIDE });
    const orphans = ['a', 'b', 'c', 'd', 'e'];
    writeFiles(dir, Object.fromEntries(orphans.map((p) => [`${p}.mdx`, `# ${p}\n`])));
    const sha = commitAll(dir, 'Add five pages left out of the navigation');
    const text = (await cli(['history', '--repo', dir, '--no-color'])).out;
    expect(text).toContain('0 new errors, 5 new warnings  Add five pages');
    expect(text.match(/^ {4}warning \[orphan-page\] /gm)).toHaveLength(3);
    expect(text).toContain(
      `    … 2 more new warnings: navguard diff --base ${sha.slice(0, 7)}^ --head ${sha.slice(0, 7)} lists them`,
    );
  });
});
