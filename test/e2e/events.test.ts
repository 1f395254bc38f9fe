// The built action on every event, and the README's recipes for them (fork PRs through workflow_run, one job
// per docs root), run as GitHub runs them against the local GitHub that validates every request.
import { describe, it, expect, afterEach } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { startFakeGitHub, type FakeGitHub } from './github/fake-github.js';
import { runAction, DIST, type ActionRun } from './runner.js';
import { commitAll, gitMove, initRepo, sh, tempDir, writeFiles } from '../git-helpers.js';
import { docsJson } from '../helpers.js';
import { createClient } from '../../src/github/client.js';

const TOKEN = 'ghs_e2eEventsToken0123456789abcdefXYZ';
const PROJECT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const servers: FakeGitHub[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

if (!fs.existsSync(DIST)) throw new Error('dist/index.js is missing: run `npm run package` first');

const page = (title: string, body = 'Text.') => `---\ntitle: "${title}"\n---\n\n${body}\n`;

function site(pages = ['index', 'quickstart', 'install']): Record<string, string> {
  const files: Record<string, string> = {
    'docs.json': docsJson({ tabs: [{ tab: 'Guides', groups: [{ group: 'Start', pages }] }] }),
  };
  for (const p of pages) files[`${p}.mdx`] = page(p, p === 'quickstart' ? 'First [install](/install).' : 'Text.');
  return files;
}

/** Renames install.mdx without a redirect (so /install breaks) and adds a badly cased entry. */
function breakIt(dir: string, prefix = ''): void {
  gitMove(dir, `${prefix}install.mdx`, `${prefix}installation.mdx`);
  writeFiles(dir, {
    [`${prefix}docs.json`]: docsJson({
      tabs: [{ tab: 'Guides', groups: [{ group: 'Start', pages: ['index', 'quickstart', 'installation', 'Guide'] }] }],
    }),
    [`${prefix}guide.mdx`]: page('Guide'),
  });
}

/** The local GitHub, holding pull request #7 from `base` to `head` of the repository in `dir`. */
async function github(head: string, base: string, dir?: string): Promise<FakeGitHub> {
  const gh = await startFakeGitHub({
    owner: 'acme',
    repo: 'docs',
    token: TOKEN,
    pull: { number: 7, headSha: head, baseSha: base },
    ...(dir ? { diff: sh(dir, 'diff', '--no-color', base, head) + '\n' } : {}),
  });
  servers.push(gh);
  return gh;
}

function act(
  dir: string,
  gh: FakeGitHub,
  eventName: string,
  payload: unknown,
  sha: string,
  inputs: Record<string, string> = {},
): Promise<ActionRun> {
  return runAction({ workspace: dir, apiUrl: gh.url, eventName, payload, inputs, token: TOKEN, sha });
}

function prPayload(base: string, head: string, fork = false): unknown {
  return {
    action: 'synchronize',
    number: 7,
    pull_request: {
      number: 7,
      head: { sha: head, ref: 'feature', repo: { full_name: fork ? 'someone/docs' : 'acme/docs' } },
      base: { sha: base, ref: 'main', repo: { full_name: 'acme/docs' } },
    },
    repository: { full_name: 'acme/docs' },
  };
}

interface Report {
  base?: string;
  head: string;
  roots: { root: string; findings: { status: string; rule: string }[] }[];
}
const reportOf = (res: ActionRun): Report => JSON.parse(fs.readFileSync(res.outputs['report-json']!, 'utf8')) as Report;
const titles = (gh: FakeGitHub, i = 0) => gh.state.checkRuns[i]!.annotations.map((a) => a.title ?? '').sort();
const writes = (gh: FakeGitHub) => gh.requests.filter((q) => q.method !== 'GET').map((q) => q.operationId);

/** The fenced yaml blocks of a section of docs/workflows.md, the README's recipes. */
function readmeYaml(heading: string): unknown[] {
  const readme = fs.readFileSync(path.join(PROJECT, 'docs', 'workflows.md'), 'utf8');
  const start = readme.indexOf(`## ${heading}`);
  if (start < 0) throw new Error(`docs/workflows.md has no section "${heading}"`);
  const end = readme.indexOf('\n## ', start + 3);
  const section = readme.slice(start, end < 0 ? undefined : end);
  return [...section.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => parseYaml(m[1]!) as unknown);
}

type Step = { id?: string; uses?: string; run?: string; env?: Record<string, string>; with?: Record<string, unknown> };
type Workflow = { on: unknown; jobs: Record<string, { steps: Step[]; strategy?: { matrix: Record<string, string> } }> };

describe('events', () => {
  it('push: the pushed commits are compared with the previous tip ("before"), so what they broke is new', async () => {
    const { dir, sha: before } = initRepo(site());
    breakIt(dir);
    const after = commitAll(dir, 'push');
    const gh = await github(after, before);
    const res = await act(dir, gh, 'push', { before, after, forced: false, ref: 'refs/heads/main' }, after);
    expect(res.code).toBe(1);
    expect(gh.invalid).toEqual([]);
    expect(writes(gh)).toEqual(['checks/create']);
    expect(titles(gh)).toEqual(
      expect.arrayContaining(['navguard: missing-redirect (new)', 'navguard: page-path-format (new)']),
    );
    expect(res.outputs['outline-changed']).toBe('true');
    const report = reportOf(res);
    expect([report.base, report.head]).toEqual([before, after]);
    // A second push that touches nothing in the docs reports nothing new: the breakage is now existing.
    writeFiles(dir, { 'notes.txt': 'x\n' });
    const next = commitAll(dir, 'unrelated');
    const quiet = await act(dir, gh, 'push', { before: after, after: next }, next);
    expect(quiet.code).toBe(0);
    expect(quiet.outputs.errors).toBe('0');
    expect(reportOf(quiet).roots[0]!.findings.every((f) => f.status === 'existing')).toBe(true);
  }, 90000);

  it('push creating a branch (before = 000…0): an audit of the commit, every finding existing', async () => {
    const { dir } = initRepo(site());
    breakIt(dir);
    const after = commitAll(dir, 'first push');
    const gh = await github(after, after);
    const res = await act(dir, gh, 'push', { before: '0'.repeat(40), after, created: true }, after);
    expect(res.code).toBe(1);
    const report = reportOf(res);
    expect(report.base).toBeUndefined();
    expect(report.roots[0]!.findings.map((f) => f.status)).toEqual(report.roots[0]!.findings.map(() => 'existing'));
    expect(res.outputs['outline-changed']).toBe('false');
    expect(gh.invalid).toEqual([]);
  }, 60000);

  it('a force-push whose old tip cannot be fetched: a warning that says so, then an audit — no crash', async () => {
    const { dir } = initRepo(site());
    breakIt(dir);
    const after = commitAll(dir, 'rewritten');
    const gone = 'e'.repeat(40);
    const gh = await github(after, after);
    const res = await act(dir, gh, 'push', { before: gone, after, forced: true }, after, { report: 'all' });
    expect(res.code).toBe(1);
    expect(res.stdout).toMatch(
      /::warning::navguard: The push's previous commit eeeeeeeeeeee cannot be read \(the push rewrote history\), so this run checks \w+ on its own/,
    );
    expect(res.summary).toContain('cannot be read');
    expect(reportOf(res).base).toBeUndefined();
    expect(res.stderr).not.toMatch(/at .*\.js:\d+/); // no stack trace
    expect(gh.invalid).toEqual([]);
  }, 60000);

  it.each(['workflow_dispatch', 'schedule'])(
    '%s: an audit — job summary, check run with annotations, outputs, no comment',
    async (eventName) => {
      const { dir } = initRepo(site());
      breakIt(dir);
      const head = commitAll(dir, 'main');
      const gh = await github(head, head);
      const payload = eventName === 'schedule' ? { schedule: '0 6 * * 1' } : { inputs: {}, ref: 'refs/heads/main' };
      const [recipe] = readmeYaml('Events') as Workflow[];
      expect(Object.keys(recipe!.on as object)).toContain(eventName);
      const step = recipe!.jobs.navigation!.steps.find((s) => s.uses?.includes('navguard'))!;
      // The README's audit step as it is: report: new (the default) has no meaning on an audit.
      const res = await act(dir, gh, eventName, payload, head, (step.with ?? {}) as Record<string, string>);
      expect(res.summary).toContain('every finding of this commit is reported');
      expect(res.code).toBe(1);
      expect(writes(gh)).toEqual(['checks/create']);
      expect(gh.state.checkRuns[0]).toMatchObject({ name: 'navguard', conclusion: 'failure', headSha: head });
      expect(titles(gh)).toEqual(['navguard: broken-link', 'navguard: page-path-format']);
      expect(res.summary).toContain('### Findings');
      expect(Number(res.outputs.errors)).toBeGreaterThan(0);
      expect(gh.invalid).toEqual([]);
    },
    60000,
  );

  it('base-ref / head-ref on workflow_dispatch: those two revisions are compared', async () => {
    const { dir, sha: base } = initRepo(site());
    sh(dir, 'branch', 'release');
    breakIt(dir);
    const head = commitAll(dir, 'main moves on');
    sh(dir, 'checkout', '-q', 'release');
    const gh = await github(head, base);
    const res = await act(dir, gh, 'workflow_dispatch', { inputs: {} }, base, {
      'base-ref': 'release',
      'head-ref': 'main',
    });
    expect(res.code).toBe(1);
    expect(titles(gh)).toContain('navguard: missing-redirect (new)');
    expect(gh.state.checkRuns[0]!.headSha).toBe(head);
    expect([reportOf(res).base, reportOf(res).head]).toEqual([base, head]);
  }, 60000);

  it('an event navguard has no commits for is refused, naming the way out', async () => {
    const { dir, sha } = initRepo(site());
    const gh = await github(sha, sha);
    const res = await act(dir, gh, 'release', { action: 'published' }, sha);
    expect(res.code).toBe(1);
    expect(res.stdout).toMatch(/::error::navguard: this action runs on .* not "release" .* "base-ref"/);
    expect(writes(gh)).toEqual([]);
  }, 60000);
});

describe('filter', () => {
  it('added: findings on added lines; diff-context: in the hunks; file: in changed files; all: everywhere', async () => {
    const body = (last: string) =>
      ['See [old](/nowhere).', 'a', 'b', 'c', 'd', 'e', 'f', 'See [near](/near-ghost).', 'x', last].join('\n');
    const files = site();
    files['stray.mdx'] = page('Stray'); // an orphan page, in a file the change does not touch
    files['install.mdx'] = page('install', body('The end.'));
    const { dir, sha: base } = initRepo(files);
    writeFiles(dir, { 'install.mdx': page('install', body('The end, and [new](/new-ghost).')) });
    const head = commitAll(dir, 'pr');
    const gh = await github(head, base);
    const places = async (filter: string, report = 'all') => {
      const before = gh.state.checkRuns.length;
      const res = await act(dir, gh, 'pull_request', prPayload(base, head), head, { filter, report, comment: 'never' });
      expect(gh.invalid).toEqual([]);
      expect(gh.state.checkRuns).toHaveLength(before + 1);
      const shown = gh.state.checkRuns
        .at(-1)!
        .annotations.map((a) => `${a.path}:${a.start_line}`)
        .sort();
      expect(Number(res.outputs.errors) + Number(res.outputs.warnings)).toBe(shown.length);
      return shown;
    };
    expect(await places('all')).toEqual(['install.mdx:12', 'install.mdx:14', 'install.mdx:5', 'stray.mdx:1']);
    expect(await places('file')).toEqual(['install.mdx:12', 'install.mdx:14', 'install.mdx:5']);
    expect(await places('diff-context')).toEqual(['install.mdx:12', 'install.mdx:14']);
    expect(await places('added')).toEqual(['install.mdx:14']);
    expect(await places('all', 'new')).toEqual(['install.mdx:14']);
    expect(await places('file', 'new')).toEqual(['install.mdx:14']);
  }, 180000);
});

describe('README recipes', () => {
  it('fork PRs: navguard with comment: never gives comment-content; the workflow_run script posts it, then updates it', async () => {
    const [first, second] = readmeYaml('Pull requests from forks: a second workflow posts the comment') as Workflow[];
    expect((second!.on as { workflow_run: { workflows: string[] } }).workflow_run.workflows).toEqual([
      (first as unknown as { name: string }).name,
    ]);
    const steps = Object.values(first!.jobs)[0]!.steps;
    const navguard = steps.find((s) => s.id === 'navguard')!;
    const save = steps.find((s) => s.run)!;
    const script = String(
      Object.values(second!.jobs)[0]!.steps.find((s) => s.uses?.startsWith('actions/github-script'))!.with!.script,
    );

    const { dir, sha: base } = initRepo(site());
    breakIt(dir);
    const head = commitAll(dir, 'fork pr');
    const gh = await startFakeGitHub({
      owner: 'acme',
      repo: 'docs',
      token: TOKEN,
      readOnly: true,
      pull: { number: 7, headSha: head, baseSha: base },
    });
    servers.push(gh);
    // Workflow 1, on the fork's pull request: read-only token, nothing written to GitHub.
    const res = await act(
      dir,
      gh,
      'pull_request',
      prPayload(base, head, true),
      head,
      navguard.with as Record<string, string>,
    );
    expect(res.code).toBe(1);
    expect(writes(gh)).toEqual([]);
    const content = res.outputs['comment-content']!;
    expect(content.startsWith('<!-- navguard:summary -->')).toBe(true);
    expect(content).toContain('renamed: `install` → `installation`');
    expect(content).not.toContain('from a fork'); // this run's own limits are not the comment's business
    // The step that keeps it as an artifact, run as the runner runs it (the output through env, never inlined).
    const artifact = tempDir('navguard-artifact-');
    const env = Object.fromEntries(
      Object.entries(save.env!).map(([k, v]) => [
        k,
        v.includes('comment-content') ? content : v.includes('pull_request.number') ? '7' : v,
      ]),
    );
    const saved = spawnSync('bash', ['-e', '-c', save.run!], {
      cwd: artifact,
      env: { PATH: process.env.PATH, ...env },
    });
    expect(saved.status).toBe(0);
    const dirName = Object.values(first!.jobs)[0]!.steps.find((s) => s.uses?.startsWith('actions/upload-artifact'))!
      .with!.path as string;

    // Workflow 2, workflow_run in the base repository with a write token: the README's script, as github-script runs it.
    const writer = await startFakeGitHub({
      owner: 'acme',
      repo: 'docs',
      token: TOKEN,
      pull: { number: 7, headSha: head, baseSha: base },
    });
    servers.push(writer);
    const runScript = async (headSha: string) => {
      // How actions/github-script runs a script: the body of an async function given require, github, context.
      const AsyncFunction = (Object.getPrototypeOf(async function () {}) as { constructor: unknown })
        .constructor as new (...args: string[]) => (...a: unknown[]) => Promise<unknown>;
      const fsInArtifact = {
        readFileSync: (p: string, enc: BufferEncoding) => fs.readFileSync(path.join(artifact, p), enc),
      };
      const require = (m: string) => {
        if (m !== 'fs') throw new Error(`the recipe requires ${m}`);
        return fsInArtifact;
      };
      const github = createClient({ token: TOKEN, baseUrl: writer.url });
      const context = { repo: { owner: 'acme', repo: 'docs' }, payload: { workflow_run: { head_sha: headSha } } };
      await new AsyncFunction('require', 'github', 'context', script)(require, github, context);
    };
    expect(fs.existsSync(path.join(artifact, dirName, 'comment.md'))).toBe(true);
    await runScript(head);
    expect(writer.invalid).toEqual([]);
    const comments = () => writer.state.issueComments.get(7) ?? [];
    expect(comments().map((c) => c.body)).toEqual([content]);
    await runScript(head);
    expect(comments()).toHaveLength(1); // updated, not posted again
    // An artifact naming a pull request that is not at the commit navguard checked is refused.
    await expect(runScript('f'.repeat(40))).rejects.toThrow('is not at the commit navguard checked');
    expect(comments()).toHaveLength(1);
  }, 90000);

  it('monorepos: list-roots gives the matrix; one job per root in parallel, each with its own check run and comment', async () => {
    const [workflow] = readmeYaml('Monorepos: one job per docs root') as Workflow[];
    const listWith = workflow!.jobs.roots!.steps.find((s) => s.id === 'list')!.with as Record<string, unknown>;
    const matrixJob = workflow!.jobs.navigation!;
    const jobWith = matrixJob.steps.find((s) => s.uses?.includes('navguard'))!.with as Record<string, string>;

    const files: Record<string, string> = {};
    for (const [k, v] of Object.entries(site())) {
      files[`sites/a/${k}`] = v;
      files[`sites/b/${k}`] = v;
    }
    const { dir, sha: base } = initRepo(files);
    breakIt(dir, 'sites/a/');
    writeFiles(dir, { 'sites/b/extra.mdx': page('Extra') });
    const head = commitAll(dir, 'pr');
    const gh = await github(head, base, dir);
    const payload = prPayload(base, head);

    const listed = await act(
      dir,
      gh,
      'pull_request',
      payload,
      head,
      Object.fromEntries(Object.entries(listWith).map(([k, v]) => [k, String(v)])),
    );
    expect(listed.code).toBe(0);
    expect(writes(gh)).toEqual([]);
    const roots = JSON.parse(listed.outputs.roots!) as string[];
    expect(roots).toEqual(['sites/a', 'sites/b']);

    const inputsFor = (root: string) =>
      Object.fromEntries(Object.entries(jobWith).map(([k, v]) => [k, v.replace('${{ matrix.root }}', root)]));
    const jobs = () => Promise.all(roots.map((root) => act(dir, gh, 'pull_request', payload, head, inputsFor(root))));
    const [a, b] = await jobs();
    expect([a!.code, b!.code]).toEqual([1, 0]);
    expect(gh.invalid).toEqual([]);
    const checks = new Map(gh.state.checkRuns.map((c) => [c.name, c]));
    expect([...checks.keys()].sort()).toEqual(['navguard (sites/a)', 'navguard (sites/b)']);
    expect(checks.get('navguard (sites/a)')!.conclusion).toBe('failure');
    expect(checks.get('navguard (sites/b)')!.conclusion).toBe('success');
    expect(checks.get('navguard (sites/a)')!.annotations.every((x) => x.path.startsWith('sites/a/'))).toBe(true);
    const bodies = () => (gh.state.issueComments.get(7) ?? []).map((c) => c.body);
    expect(bodies()).toHaveLength(2);
    expect(bodies().find((x) => x.startsWith('<!-- navguard:summary root="sites/a" -->'))).toMatch(
      /navguard — sites\/a/,
    );
    expect(bodies().find((x) => x.startsWith('<!-- navguard:summary root="sites/b" -->'))).toMatch(
      /navguard — sites\/b/,
    );
    expect(a!.outputs.roots).toBe('["sites/a"]');
    // The matrix runs again (a new push to the PR): each job updates its own comment.
    await jobs();
    expect(bodies()).toHaveLength(2);
    expect(gh.invalid).toEqual([]);
  }, 120000);
});
