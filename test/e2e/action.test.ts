// The built action (dist/index.js) run as GitHub runs it, against a local GitHub on 127.0.0.1 that
// validates every request against GitHub's REST description, over real git repositories.
import { describe, it, expect, afterEach } from '@jest/globals';
import fs from 'node:fs';
import { startFakeGitHub, type FakeGitHub, type FakeGitHubOptions } from './github/fake-github.js';
import { runAction, DIST, type ActionRun } from './runner.js';
import { commitAll, gitMove, initRepo, sh, tempDir, writeFiles } from '../git-helpers.js';
import { docsJson } from '../helpers.js';
import type { Copies } from '../../src/core/base/types.js';
import { auditSource } from '../../src/core/compare/audit.js';
import { makeBaseline, serializeBaseline } from '../../src/core/compare/baseline.js';
import { memorySource } from '../../src/adapters/memory-source.js';

const TOKEN = 'ghs_e2eSecretToken0123456789abcdefXYZ';
const servers: FakeGitHub[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

if (!fs.existsSync(DIST)) throw new Error('dist/index.js is missing: run `npm run package` first');

function page(title: string, body = 'Text.'): string {
  return `---\ntitle: "${title}"\n---\n\n${body}\n`;
}

function site(extraPages: string[] = []): Record<string, string> {
  const files: Record<string, string> = {
    'docs.json': docsJson(
      {
        tabs: [
          { tab: 'Guides', groups: [{ group: 'Start', pages: ['index', 'quickstart', 'install', ...extraPages] }] },
        ],
      },
      { redirects: [{ source: '/setup', destination: '/install' }] },
    ),
    'index.mdx': page('Home', 'Read the [quickstart](/quickstart).'),
    'quickstart.mdx': page('Quickstart', 'First [install](/install).'),
    'install.mdx': page('Install', 'Run the installer. It takes a while.\n'),
  };
  for (const p of extraPages) files[`${p}.mdx`] = page(p);
  return files;
}

interface Repo {
  dir: string;
  base: string;
  head: string;
  diff: string;
}

function makeRepo(change: (dir: string) => void, files = site()): Repo {
  const { dir, sha: base } = initRepo(files);
  change(dir);
  const head = commitAll(dir, 'pr');
  return { dir, base, head, diff: sh(dir, 'diff', '--no-color', base, head) + '\n' };
}

function prPayload(r: Repo, fork = false): unknown {
  return {
    action: 'synchronize',
    number: 7,
    pull_request: {
      number: 7,
      head: { sha: r.head, ref: 'feature', repo: { full_name: fork ? 'someone/docs' : 'acme/docs' } },
      base: { sha: r.base, ref: 'main', repo: { full_name: 'acme/docs' } },
    },
    repository: { full_name: 'acme/docs' },
  };
}

async function github(r: Repo, extra: Partial<FakeGitHubOptions> = {}): Promise<FakeGitHub> {
  const gh = await startFakeGitHub({
    owner: 'acme',
    repo: 'docs',
    token: TOKEN,
    diff: r.diff,
    pull: { number: 7, headSha: r.head, baseSha: r.base },
    ...extra,
  });
  servers.push(gh);
  return gh;
}

function run(
  r: Repo,
  gh: FakeGitHub,
  eventName = 'pull_request',
  payload = prPayload(r),
  inputs: Record<string, string> = {},
  waitScale?: string,
): Promise<ActionRun> {
  return runAction({
    workspace: r.dir,
    apiUrl: gh.url,
    eventName,
    payload,
    inputs,
    token: TOKEN,
    sha: r.head,
    ...(waitScale ? { waitScale } : {}),
    // As the runner names the action that runs (`uses: acme/navguard@v1`): the comment links its rules' docs.
    env: { GITHUB_ACTION_REPOSITORY: 'acme/navguard', GITHUB_ACTION_REF: 'v1' },
  });
}

function writes(gh: FakeGitHub): string[] {
  return gh.requests.filter((q) => q.method !== 'GET').map((q) => `${q.operationId} ${q.status}`);
}

function expectNoTokenLeak(res: ActionRun, gh: FakeGitHub): void {
  // `::add-mask::` is how an action asks the runner to mask a secret; the runner never shows that line.
  expect(res.stdout.split('\n')).toContain(`::add-mask::${TOKEN}`);
  const stdout = res.stdout
    .split('\n')
    .filter((l) => !l.startsWith('::add-mask::'))
    .join('\n');
  const everything = [
    stdout,
    res.stderr,
    res.summary,
    JSON.stringify(res.outputs),
    JSON.stringify(gh.state.issueComments.get(7) ?? []),
    JSON.stringify(gh.state.checkRuns),
    JSON.stringify(gh.state.reviewComments),
  ].join('\n');
  expect(everything).not.toContain(TOKEN);
  const report = res.outputs['report-json'];
  if (report && fs.existsSync(report)) expect(fs.readFileSync(report, 'utf8')).not.toContain(TOKEN);
}

/** A PR that renames a page without a redirect and adds an entry with the wrong case. */
function brokenChange(dir: string): void {
  gitMove(dir, 'install.mdx', 'installation.mdx');
  writeFiles(dir, {
    'guide.mdx': page('Guide'),
    'docs.json': docsJson(
      {
        tabs: [
          { tab: 'Guides', groups: [{ group: 'Start', pages: ['index', 'quickstart', 'installation', 'Guide'] }] },
        ],
      },
      { redirects: [{ source: '/setup', destination: '/install' }] },
    ),
  });
}

describe('the action end to end', () => {
  it('a clean PR passes, posts a successful check run and no comment', async () => {
    const r = makeRepo((dir) =>
      writeFiles(dir, { 'index.mdx': page('Home', 'Read the [quickstart](/quickstart) first.') }),
    );
    const gh = await github(r);
    const res = await run(r, gh);
    expect(res.code).toBe(0);
    expect(gh.invalid).toEqual([]);
    expect(writes(gh)).toEqual(['checks/create 201']);
    expect(gh.state.checkRuns[0]).toMatchObject({ name: 'navguard', conclusion: 'success', headSha: r.head });
    expect(gh.state.issueComments.get(7) ?? []).toEqual([]);
    expect(res.outputs).toMatchObject({ errors: '0', warnings: '0', 'outline-changed': 'false' });
    expect(res.summary).toContain('navguard: navigation OK');
    expectNoTokenLeak(res, gh);
  });

  it('a broken PR fails, annotates exact lines, comments once, suggests the fix; a re-run changes nothing', async () => {
    const r = makeRepo(brokenChange);
    const gh = await github(r);
    const res = await run(r, gh);
    expect(res.code).toBe(1);
    expect(gh.invalid).toEqual([]);
    const check = gh.state.checkRuns[0]!;
    expect(check.conclusion).toBe('failure');
    const byRule = new Map(check.annotations.map((a) => [a.title?.replace(/^navguard: | \(new\)$/g, ''), a]));
    const docs = fs.readFileSync(`${r.dir}/docs.json`, 'utf8').split('\n');
    const guideLine = docs.findIndex((l) => l.includes('"Guide"')) + 1;
    expect(byRule.get('page-path-format')).toMatchObject({
      path: 'docs.json',
      start_line: guideLine,
      start_column: docs[guideLine - 1]!.indexOf('"Guide"') + 1,
      annotation_level: 'failure',
    });
    expect(byRule.get('missing-redirect')?.message).toContain('/install was renamed to /installation');
    expect(byRule.get('broken-link')).toMatchObject({ path: 'quickstart.mdx', start_line: 5 });
    const comments = gh.state.issueComments.get(7)!;
    expect(comments).toHaveLength(1);
    expect(comments[0]!.body).toContain('<!-- navguard:summary -->');
    expect(comments[0]!.body).toContain('renamed: `install` → `installation`');
    expect(comments[0]!.body).toContain('{ "source": "/install", "destination": "/installation" }');
    // Walk 68's own driver left the runner's GITHUB_ACTION_* out, and rule links pointed into the checked repository.
    expect(comments[0]!.body).toContain('https://github.com/acme/navguard/blob/v1/docs/rules.md#rule-');
    const suggestions = gh.state.reviewComments;
    expect(suggestions.map((c) => [c.path, c.thread.line])).toEqual([['docs.json', guideLine]]);
    expect(suggestions[0]!.body).toContain(
      '```suggestion\n' + docs[guideLine - 1]!.replace('"Guide"', '"guide"') + '\n```',
    );
    expect(res.outputs.errors).toBe(String(check.annotations.filter((a) => a.annotation_level === 'failure').length));
    expect(res.outputs['outline-changed']).toBe('true');
    expectNoTokenLeak(res, gh);

    const again = await run(r, gh);
    expect(again.code).toBe(1);
    expect(gh.state.issueComments.get(7)).toHaveLength(1);
    expect(gh.state.reviewComments).toHaveLength(1);
    expect(gh.invalid).toEqual([]);
  }, 120000);

  it('a fork PR (read-only token): no write is attempted, workflow-command annotations, summary, still fails', async () => {
    const r = makeRepo(brokenChange);
    const gh = await github(r, { readOnly: true });
    const res = await run(r, gh, 'pull_request', prPayload(r, true));
    expect(res.code).toBe(1);
    expect(writes(gh)).toEqual([]);
    expect(gh.invalid).toEqual([]);
    const errors = res.commands.filter((c) => c.level === 'error' && c.props.file);
    expect(errors.map((c) => c.props.file).sort()).toEqual(['docs.json', 'docs.json', 'docs.json', 'quickstart.mdx']);
    expect(res.summary).toContain('from a fork');
    expect(res.summary).toContain('### Findings');
    expectNoTokenLeak(res, gh);
  }, 60000);

  it('a token without write permissions (same-repo PR): 403s are reported, annotations fall back to commands, verdict kept', async () => {
    const r = makeRepo(brokenChange);
    const gh = await github(r, { readOnly: true });
    const res = await run(r, gh);
    expect(res.code).toBe(1);
    expect(res.stdout).toMatch(/creating the check run failed: HTTP 403.*\(the token needs: checks=write\)/);
    expect(res.stdout).toMatch(/posting the summary comment failed: HTTP 403/);
    expect(res.commands.filter((c) => c.level === 'error' && c.props.file).length).toBe(4);
    expect(res.summary).toContain('creating the check run failed');
    expect(gh.invalid).toEqual([]);
    expectNoTokenLeak(res, gh);
  }, 60000);

  it('a 404 from GitHub (e.g. the token cannot see the PR) degrades with a clear line; the verdict stands', async () => {
    const r = makeRepo(brokenChange);
    const gh = await github(r);
    gh.failNext('issues/list-comments', 404, 1);
    const res = await run(r, gh);
    expect(res.code).toBe(1);
    expect(res.stdout).toMatch(/::warning::navguard: posting the summary comment failed: HTTP 404/);
    expect(res.summary).toContain('posting the summary comment failed: HTTP 404');
    expect(gh.state.checkRuns[0]!.conclusion).toBe('failure');
  }, 60000);

  it("a 429 with retry-after is waited out and retried, at GitHub's own pacing (a second between writes)", async () => {
    const r = makeRepo(brokenChange);
    const gh = await github(r);
    gh.failNext('issues/create-comment', 429, 1, { 'retry-after': '1' });
    // The one run at production pacing: every other test scales the waits down (test/e2e/runner.ts).
    const res = await run(r, gh, 'pull_request', prPayload(r), {}, '1');
    expect(res.code).toBe(1);
    const comments = gh.requests.filter((q) => q.operationId === 'issues/create-comment');
    expect(comments.map((q) => q.status)).toEqual([429, 201]);
    expect(comments[1]!.at - comments[0]!.at).toBeGreaterThanOrEqual(950);
    const writes = gh.requests.filter((q) => q.method !== 'GET');
    // Writes start a second apart; they arrive here give or take the latency of each (a scaled run: ~10 ms).
    for (let i = 1; i < writes.length; i++) expect(writes[i]!.at - writes[i - 1]!.at).toBeGreaterThanOrEqual(700);
    expect(gh.state.issueComments.get(7)).toHaveLength(1);
  }, 60000);

  it('a 429 is retried once, by the throttling plugin alone: a second 429 gives up with a warning', async () => {
    const r = makeRepo(brokenChange);
    const gh = await github(r);
    gh.failNext('issues/create-comment', 429, 2, { 'retry-after': '1' });
    const res = await run(r, gh);
    expect(res.code).toBe(1);
    // plugin-retry retrying it as well would make a third attempt (and post the comment).
    expect(gh.requests.filter((q) => q.operationId === 'issues/create-comment').map((q) => q.status)).toEqual([
      429, 429,
    ]);
    expect(res.stdout).toMatch(/::warning::navguard: posting the summary comment failed: HTTP 429/);
    expect(gh.state.checkRuns[0]!.conclusion).toBe('failure');
  }, 60000);

  it("a branch's first push: the head commit is checked alone, every finding existing, the outline as it stands", async () => {
    const r = makeRepo(brokenChange);
    const gh = await github(r);
    const res = await run(r, gh, 'push', { after: r.head, before: '0'.repeat(40), created: true }, { report: 'all' });
    expect(res.code).toBe(1);
    expect(writes(gh)).toEqual(['checks/create 201']);
    const check = gh.state.checkRuns[0]!;
    expect(check.conclusion).toBe('failure');
    expect(check.annotations.every((a) => !(a.title ?? '').includes('(new)'))).toBe(true);
    expect(res.summary).toContain('### Findings');
    expect(res.summary).toContain('no navigation changes');
    expect(res.outputs['outline-changed']).toBe('false');
    const report = JSON.parse(fs.readFileSync(res.outputs['report-json']!, 'utf8')) as {
      base?: string;
      head: string;
      roots: { findings: { status: string; rule: string }[] }[];
    };
    expect(report.base).toBeUndefined();
    expect(report.head).toBe(r.head);
    expect(report.roots[0]!.findings.map((f) => f.status)).toEqual(report.roots[0]!.findings.map(() => 'existing'));
    expect(report.roots[0]!.findings.map((f) => f.rule)).toContain('broken-link');
    expect(res.outputs.errors).toBe(String(check.annotations.filter((a) => a.annotation_level === 'failure').length));
    expect(gh.invalid).toEqual([]);
  }, 60000);

  it('two runs for the same PR at once end with one summary comment', async () => {
    const r = makeRepo(brokenChange);
    const gh = await github(r);
    const [a, b] = await Promise.all([run(r, gh), run(r, gh)]);
    expect([a.code, b.code]).toEqual([1, 1]);
    expect(gh.state.issueComments.get(7)).toHaveLength(1);
    expect(gh.invalid).toEqual([]);
  }, 90000);

  it('a 500 from GitHub is retried; the comment is still posted once', async () => {
    const r = makeRepo(brokenChange);
    const gh = await github(r);
    gh.failNext('issues/create-comment', 500, 1);
    const res = await run(r, gh);
    expect(res.code).toBe(1);
    expect(gh.requests.filter((q) => q.operationId === 'issues/create-comment').map((q) => q.status)).toEqual([
      500, 201,
    ]);
    expect(gh.state.issueComments.get(7)).toHaveLength(1);
  }, 60000);

  it('a human comment carrying the marker is left alone', async () => {
    const r = makeRepo(brokenChange);
    const gh = await github(r);
    gh.seedComment(7, 'I copied this: <!-- navguard:summary -->');
    await run(r, gh);
    const comments = gh.state.issueComments.get(7)!;
    expect(comments).toHaveLength(2);
    expect(comments[0]!.body).toBe('I copied this: <!-- navguard:summary -->');
  }, 60000);

  it('when the PR becomes clean, the earlier comment is marked resolved', async () => {
    const r = makeRepo(brokenChange);
    const gh = await github(r);
    await run(r, gh);
    // The author fixes everything: back to the base tree.
    sh(r.dir, 'checkout', '-q', r.base, '--', '.');
    sh(r.dir, 'rm', '-q', '--cached', '--ignore-unmatch', 'installation.mdx', 'guide.mdx');
    fs.rmSync(`${r.dir}/installation.mdx`, { force: true });
    fs.rmSync(`${r.dir}/guide.mdx`, { force: true });
    const fixed = { ...r, head: commitAll(r.dir, 'fix') };
    const res = await run(fixed, gh, 'pull_request', prPayload(fixed));
    expect(res.code).toBe(0);
    const comments = gh.state.issueComments.get(7)!;
    expect(comments).toHaveLength(1);
    expect(comments[0]!.body).toContain('resolved');
  }, 60000);

  it('a huge finding count: every annotation delivered in batches of 50, the comment within 65,536 characters', async () => {
    // Pages at the top, each missing on its own (entries under a folder with no files would be one finding).
    const many = Array.from({ length: 130 }, (_, i) => `ghost-page-${i}`);
    const r = makeRepo((dir) =>
      writeFiles(dir, {
        'docs.json': docsJson(
          {
            tabs: [{ tab: 'Guides', groups: [{ group: 'Start', pages: ['index', 'quickstart', 'install', ...many] }] }],
          },
          { redirects: [{ source: '/setup', destination: '/install' }] },
        ),
      }),
    );
    const gh = await github(r);
    const res = await run(r, gh);
    expect(res.code).toBe(1);
    const check = gh.state.checkRuns[0]!;
    expect(check.annotations).toHaveLength(130);
    const calls = gh.requests.filter((q) => q.operationId === 'checks/create' || q.operationId === 'checks/update');
    expect(
      calls.map((q) => ((q.body as { output?: { annotations?: unknown[] } }).output?.annotations ?? []).length),
    ).toEqual([50, 50, 30]);
    expect(check.conclusion).toBe('failure');
    expect(gh.state.issueComments.get(7)![0]!.body.length).toBeLessThanOrEqual(65536);
    expect(gh.invalid).toEqual([]);
  }, 60000);

  it('an audit with more findings than the check run carries: the first 1,000 annotated, the rest in the summary', async () => {
    const many = Array.from({ length: 1030 }, (_, i) => `ghost-page-${i}`);
    const r = makeRepo((dir) =>
      writeFiles(dir, { 'docs.json': docsJson({ pages: ['index', 'quickstart', 'install', ...many] }) }),
    );
    const gh = await github(r);
    const res = await run(r, gh, 'workflow_dispatch', {});
    expect(res.code).toBe(1);
    const check = gh.state.checkRuns[0]!;
    expect(check.annotations).toHaveLength(1000);
    expect(gh.requests.filter((q) => q.operationId === 'checks/update')).toHaveLength(19);
    expect(res.summary).toContain(
      'The check run carries the first 1,000 findings as annotations, most important first: 30 more are listed only here',
    );
    const report = JSON.parse(fs.readFileSync(res.outputs['report-json']!, 'utf8')) as {
      roots: { findings: { rule: string }[] }[];
    };
    expect(report.roots[0]!.findings.filter((f) => f.rule === 'page-not-found')).toHaveLength(1030);
    expect(gh.invalid).toEqual([]);
  }, 60000);

  it('merge_group: base and head from the queue payload, a check run, no comment', async () => {
    const r = makeRepo(brokenChange);
    const gh = await github(r);
    const res = await run(r, gh, 'merge_group', {
      merge_group: { base_sha: r.base, head_sha: r.head, head_ref: 'gh-readonly-queue/main/pr-7' },
      repository: { full_name: 'acme/docs' },
    });
    expect(res.code).toBe(1);
    expect(writes(gh)).toEqual(['checks/create 201']);
    expect(gh.invalid).toEqual([]);
  }, 60000);

  it('several docs roots in one repository, selected with a glob', async () => {
    const files: Record<string, string> = {};
    for (const [k, v] of Object.entries(site())) {
      files[`sites/a/${k}`] = v;
      files[`sites/b/${k}`] = v;
    }
    const r = makeRepo((dir) => writeFiles(dir, { 'sites/b/extra.mdx': page('Extra') }), files);
    const gh = await github(r);
    const res = await run(r, gh, 'pull_request', prPayload(r), { root: 'sites/*', 'fail-on': 'warning' });
    expect(res.code).toBe(1);
    const check = gh.state.checkRuns[0]!;
    expect(check.annotations.map((a) => [a.path, a.title])).toEqual([
      ['sites/b/extra.mdx', 'navguard: orphan-page (new)'],
    ]);
    expect(gh.state.issueComments.get(7)![0]!.body).toMatch(/sites\/a[\s\S]*sites\/b/);
  }, 60000);

  it('the cache input: the next run takes the scans of unchanged pages from it and posts what the first posted', async () => {
    const r = makeRepo(brokenChange);
    const cacheDir = `${tempDir()}/navguard-cache`;
    const annotations = (gh: FakeGitHub): string[] =>
      gh.state.checkRuns[0]!.annotations.map((a) => `${a.path}:${a.start_line} ${a.title}`);
    const cold = await github(r);
    const first = await run(r, cold, 'pull_request', prPayload(r), { cache: cacheDir });
    expect(first.code).toBe(1);
    expect(fs.readdirSync(cacheDir)).toContainEqual(expect.stringMatching(/^scans-[0-9a-f]{16}\.jsonl$/));
    const warm = await github(r);
    const second = await run(r, warm, 'pull_request', prPayload(r), { cache: cacheDir });
    expect(second.code).toBe(1);
    expect(warm.invalid).toEqual([]);
    expect(annotations(warm)).toEqual(annotations(cold));
    expect(warm.state.issueComments.get(7)![0]!.body).toBe(cold.state.issueComments.get(7)![0]!.body);
    expect(second.stdout).not.toContain('the cache');
    // quickstart.mdx, unchanged, links to the renamed page: a kept scan without that link hides it, so the run
    // did read the cache rather than the page.
    const file = `${cacheDir}/${fs.readdirSync(cacheDir).find((f) => f.startsWith('scans-'))}`;
    const blob = sh(r.dir, 'rev-parse', `${r.head}:quickstart.mdx`);
    const [head, ...entries] = fs.readFileSync(file, 'utf8').split('\n').filter(Boolean);
    const kept = entries.map((l) => JSON.parse(l) as [string, { links: unknown[] }]); // one entry per line
    const planted = kept.filter((e) => e[0] === blob);
    expect(planted).toHaveLength(1);
    for (const e of planted) e[1].links = [];
    fs.writeFileSync(file, `${head}\n${kept.map((e) => JSON.stringify(e)).join('\n')}\n`);
    const withPlanted = await github(r);
    await run(r, withPlanted, 'pull_request', prPayload(r), { cache: cacheDir });
    expect(annotations(withPlanted)).toEqual(annotations(cold).filter((a) => !a.startsWith('quickstart.mdx')));
    expect(annotations(cold).some((a) => a.startsWith('quickstart.mdx'))).toBe(true);
  }, 120000);

  it("pull_request_target: the PR's files are read, never executed (no script, hook or binary from the PR runs)", async () => {
    const marker = `${sh(process.cwd(), 'rev-parse', '--show-toplevel')}/.pwned-${Date.now()}`;
    const evil = `#!/bin/sh\ntouch ${marker}\n`;
    const r = makeRepo((dir) => {
      brokenChange(dir);
      writeFiles(dir, {
        git: evil,
        'node_modules/.bin/git': evil,
        'package.json': JSON.stringify({ scripts: { preinstall: `touch ${marker}`, postinstall: `touch ${marker}` } }),
        '.navguard.json': JSON.stringify({
          rules: {
            'page-path-format': 'off',
            'missing-redirect': 'off',
            'broken-link': 'off',
            'redirect-target-missing': 'off',
          },
        }),
      });
      fs.chmodSync(`${dir}/git`, 0o755);
      fs.chmodSync(`${dir}/node_modules/.bin/git`, 0o755);
    });
    // As with actions/checkout on pull_request_target: the workspace holds the base branch.
    sh(r.dir, 'checkout', '-q', r.base);
    const gh = await github(r);
    const res = await run(r, gh, 'pull_request_target');
    expect(fs.existsSync(marker)).toBe(false);
    expect(res.code).toBe(1); // the head's .navguard.json did not switch the checks off: config comes from the trusted checkout
    expect(gh.state.checkRuns[0]!.annotations.map((a) => a.title)).toContain('navguard: page-path-format (new)');
    expect(gh.invalid).toEqual([]);
  }, 60000);

  it('a PR that deletes docs.json fails with one finding on the deletion', async () => {
    const r = makeRepo((dir) => writeFiles(dir, { 'docs.json': null }));
    const gh = await github(r);
    const res = await run(r, gh);
    expect(res.code).toBe(1);
    expect(gh.state.checkRuns[0]!.annotations.map((a) => [a.path, a.title])).toEqual([
      ['docs.json', 'navguard: docs-json-removed (new)'],
    ]);
    expect(gh.state.checkRuns[0]!.conclusion).toBe('failure');
    expect(gh.state.issueComments.get(7)![0]!.body).toContain(
      'This change deletes docs.json, so the site loses its navigation',
    );
    expect(res.outputs.errors).toBe('1');
  }, 60000);

  // clauderic/dnd-kit: held findings were left out of the counts but stood in the outline, and the comment never
  // said the baseline held anything.
  it('the baseline input: held findings are gone from counts and outline, and the comment says how many', async () => {
    const files = site(['ghost']);
    delete files['ghost.mdx'];
    const recorded = auditSource(memorySource(files), { links: 'all' }).findings;
    expect(recorded.map((f) => f.rule)).toEqual(['page-not-found']);
    files['navguard-baseline.json'] = serializeBaseline(makeBaseline(recorded));
    const pages = ['index', 'quickstart', 'install', 'ghost', 'phantom'];
    const r = makeRepo(
      (dir) =>
        writeFiles(dir, {
          'docs.json': docsJson(
            { tabs: [{ tab: 'Guides', groups: [{ group: 'Start', pages }] }] },
            { redirects: [{ source: '/setup', destination: '/install' }] },
          ),
        }),
      files,
    );
    const gh = await github(r);
    const res = await run(r, gh, 'pull_request', prPayload(r), {
      baseline: 'navguard-baseline.json',
      report: 'all',
    });
    expect(res.code).toBe(1);
    expect(res.outputs.errors).toBe('1');
    const body = gh.state.issueComments.get(7)![0]!.body;
    expect(body).toContain('1 known finding is held by the baseline navguard-baseline.json');
    expect(body).toContain('"phantom"');
    expect(body).not.toContain('"ghost"');
  }, 60000);

  it('a "root" input naming a folder without docs.json fails the step, naming the folder', async () => {
    const r = makeRepo((dir) => writeFiles(dir, { 'quickstart.mdx': page('Quickstart', 'Changed.') }));
    const gh = await github(r);
    const res = await run(r, gh, 'pull_request', prPayload(r), { root: 'website' });
    expect(res.code).toBe(1);
    expect(res.stdout).toContain('website: no docs.json in this folder at either commit');
    expect(gh.state.checkRuns[0]!.conclusion).toBe('failure');
    // AI-Stats with root "apps" (walk 68): the failed check was titled "0 error(s), 0 warning(s)" over an empty
    // summary, and the step's line added "0 error(s) and 0 other finding(s)".
    const output = gh.state.checkRuns[0]!.output;
    expect(output.title).toBe('Could not check 1 docs root: see the summary');
    expect(output.summary).toContain('website: no docs.json in this folder at either commit');
    expect(res.stdout).not.toContain('0 error');
    const both = await run(r, gh, 'pull_request', prPayload(r), { root: '.\nsites/*' });
    expect(both.code).toBe(1);
    expect(both.stdout).toContain('sites/*: the "root" input matches no folder with a docs.json');
  }, 60000);

  it('no docs.json anywhere: a clear message and a failed step', async () => {
    const r = makeRepo((dir) => writeFiles(dir, { 'README.md': 'x\n' }), { 'README.md': 'hello\n' });
    const gh = await github(r);
    const res = await run(r, gh);
    expect(res.code).toBe(1);
    expect(res.stdout).toContain('no docs.json found in this repository');
    expect(writes(gh)).toEqual([]);
  }, 60000);

  it('one mistake copied into every version and language: one annotation, one item, every place in the report', async () => {
    // crewAI's shape, small: languages > versions, each version a folder with one folder per language.
    const versions = ['v2', 'v1'];
    const languages = ['en', 'ko'];
    const files: Record<string, string> = {
      'docs.json': docsJson({
        languages: languages.map((language) => ({
          language,
          versions: versions.map((version) => ({
            version,
            groups: [{ group: 'Start', pages: [`${version}/${language}/index`, `${version}/${language}/agents`] }],
          })),
        })),
      }),
    };
    for (const v of versions)
      for (const l of languages) {
        files[`${v}/${l}/index.mdx`] = page('Home', `Read about [agents](/${v}/${l}/agents#setup).`);
        files[`${v}/${l}/agents.mdx`] = page('Agents', '## Setup\n\nText.');
      }
    // The PR renames the section in every copy and leaves the links.
    const r = makeRepo((dir) => {
      const renamed: Record<string, string> = {};
      for (const v of versions)
        for (const l of languages) renamed[`${v}/${l}/agents.mdx`] = page('Agents', '## Getting ready\n\nText.');
      writeFiles(dir, renamed);
    }, files);
    const gh = await github(r);
    const res = await run(r, gh);
    expect(res.code).toBe(1);
    expect(gh.invalid).toEqual([]);
    const annotations = gh.state.checkRuns[0]!.annotations.filter((a) =>
      a.title?.startsWith('navguard: broken-anchor'),
    );
    expect(annotations).toHaveLength(1);
    expect(annotations[0]).toMatchObject({ path: 'v2/en/index.mdx', annotation_level: 'failure' });
    expect(annotations[0]!.message).toContain(
      'The same at 3 more places across 2 versions and 2 languages: v1/en/index.mdx:5, v1/ko/index.mdx:5, v2/ko/index.mdx:5.',
    );
    expect(res.outputs.errors).toBe('1');
    const comment = gh.state.issueComments.get(7)![0]!.body;
    expect(comment).toContain('navguard: 1 new error');
    expect(comment).toContain('The same at 3 more places across 2 versions and 2 languages');
    const report = JSON.parse(fs.readFileSync(res.outputs['report-json']!, 'utf8')) as {
      roots: { findings: { rule: string; file: string; copies?: Copies }[] }[];
    };
    const anchors = report.roots[0]!.findings.filter((f) => f.rule === 'broken-anchor');
    expect(anchors.map((f) => [f.file, f.copies?.places.map((p) => p.file)])).toEqual([
      ['v2/en/index.mdx', ['v1/en/index.mdx', 'v1/ko/index.mdx', 'v2/ko/index.mdx']],
    ]);
  }, 60000);
});
