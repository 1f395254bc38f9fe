import { describe, it, expect, afterEach } from '@jest/globals';
import { Octokit } from '@octokit/rest';
import {
  startFakeGitHub,
  parseUnifiedDiff,
  resolveThread,
  ACTIONS_BOT,
  type FakeGitHub,
  type FakeGitHubOptions,
} from './fake-github.js';
import { chmodSync } from 'node:fs';
import { join } from 'node:path';
import { commitAll, initRepo, sh, tempDir, writeFiles } from '../../git-helpers.js';

const HEAD = '1'.repeat(40);
const BASE = '2'.repeat(40);

// docs.json: lines 3-5 of the new file are in a hunk (4 is added, old line 4 deleted); a second hunk
// covers new lines 20-22. guides/new.mdx is added; old.mdx is deleted; a file is renamed.
const DIFF = [
  'diff --git a/docs.json b/docs.json',
  'index 1111111..2222222 100644',
  '--- a/docs.json',
  '+++ b/docs.json',
  '@@ -3,3 +3,3 @@ {',
  '   "name": "Docs",',
  '-  "theme": "mint",',
  '+  "theme": "maple",',
  '   "navigation": {',
  '@@ -20,2 +20,3 @@',
  '   "pages": [',
  '+    "guides/new",',
  '     "intro"',
  'diff --git a/guides/new.mdx b/guides/new.mdx',
  'new file mode 100644',
  'index 0000000..3333333',
  '--- /dev/null',
  '+++ b/guides/new.mdx',
  '@@ -0,0 +1,2 @@',
  '+# New',
  '+Hello',
  'diff --git a/old.mdx b/old.mdx',
  'deleted file mode 100644',
  'index 4444444..0000000',
  '--- a/old.mdx',
  '+++ /dev/null',
  '@@ -1 +0,0 @@',
  '-# Old',
  'diff --git a/a.mdx b/"b \\303\\251.mdx"',
  'similarity index 100%',
  'rename from a.mdx',
  'rename to "b \\303\\251.mdx"',
  '',
].join('\n');

const servers: FakeGitHub[] = [];

async function start(opts: FakeGitHubOptions = {}): Promise<FakeGitHub> {
  const gh = await startFakeGitHub({ diff: DIFF, pull: { number: 7, headSha: HEAD, baseSha: BASE }, ...opts });
  servers.push(gh);
  return gh;
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

interface Res {
  status: number;
  headers: Headers;
  json: unknown;
}

async function call(
  gh: FakeGitHub,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Res> {
  const url = path.startsWith('http') ? path : `${gh.url}${path}`;
  const res = await fetch(url, {
    method,
    headers: {
      authorization: 'token ghs_test',
      accept: 'application/vnd.github+json',
      'content-type': 'application/json',
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, json: text ? (JSON.parse(text) as unknown) : undefined };
}

const R = '/repos/octo-org/docs';

function links(res: Res): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (res.headers.get('link') ?? '').split(', ').filter(Boolean)) {
    const m = /^<([^>]+)>; rel="(\w+)"$/.exec(part);
    if (m) out[m[2]!] = m[1]!;
  }
  return out;
}

function annotations(n: number, from = 1) {
  return Array.from({ length: n }, (_, i) => ({
    path: 'docs.json',
    start_line: from + i,
    end_line: from + i,
    annotation_level: 'warning' as const,
    message: `m${from + i}`,
  }));
}

/** Octokit's request log, kept rather than printed: a test that expects an error status asserts the line. */
function quietLog(): { errors: string[]; debug(): void; info(): void; warn(): void; error(message: string): void } {
  const errors: string[] = [];
  const ignore = (): void => undefined;
  return { errors, debug: ignore, info: ignore, warn: ignore, error: (message: string) => errors.push(message) };
}

describe('fake GitHub: issue comments', () => {
  it('stores a created comment as the Actions bot and lists it', async () => {
    const gh = await start();
    const created = await call(gh, 'POST', `${R}/issues/7/comments`, { body: '<!-- navguard -->\nhello' });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      body: '<!-- navguard -->\nhello',
      user: { login: ACTIONS_BOT.login, type: 'Bot', id: 41898282 },
    });
    expect(created.headers.get('location')).toMatch(/\/issues\/comments\/\d+$/);

    const listed = await call(gh, 'GET', `${R}/issues/7/comments`);
    expect(listed.status).toBe(200);
    expect(listed.json).toEqual([created.json]);
    expect(gh.state.issueComments.get(7)).toHaveLength(1);
    expect(gh.requests.map((r) => [r.method, r.operationId, r.status, r.authScheme])).toEqual([
      ['POST', 'issues/create-comment', 201, 'token'],
      ['GET', 'issues/list-comments', 200, 'token'],
    ]);
    expect(gh.requests[0]!.headers.authorization).toBe('token ghs_test');
    expect(gh.invalid).toEqual([]);
  });

  it('updates and deletes comments, and keeps seeded comments by other users', async () => {
    const gh = await start();
    const human = gh.seedComment(7, '<!-- navguard --> pasted by a human', { login: 'alice', id: 99, type: 'User' });
    const mine = await call(gh, 'POST', `${R}/issues/7/comments`, { body: 'v1' }, { authorization: 'Bearer ghs_test' });
    const id = (mine.json as { id: number }).id;
    expect((await call(gh, 'PATCH', `${R}/issues/comments/${id}`, { body: 'v2' })).json).toMatchObject({ body: 'v2' });
    expect((await call(gh, 'DELETE', `${R}/issues/comments/${human.id}`)).status).toBe(204);
    expect((await call(gh, 'DELETE', `${R}/issues/comments/${human.id}`)).status).toBe(404);
    expect(gh.state.issueComments.get(7)!.map((c) => c.body)).toEqual(['v2']);
    expect(gh.requests[0]!.authScheme).toBe('bearer');
    expect(gh.invalid).toEqual([]);
  });

  it('paginates with Link headers across three pages', async () => {
    const gh = await start();
    for (let i = 0; i < 65; i++) gh.seedComment(7, `c${i}`);
    const first = await call(gh, 'GET', `${R}/issues/7/comments?per_page=25`);
    expect(Object.keys(links(first))).toEqual(['next', 'last']);
    expect(links(first).last).toContain('page=3');
    const second = await call(gh, 'GET', links(first).next!);
    expect(Object.keys(links(second))).toEqual(['prev', 'next', 'last', 'first']);
    const third = await call(gh, 'GET', links(second).next!);
    expect(Object.keys(links(third))).toEqual(['prev', 'first']);
    const bodies = [first, second, third].flatMap((r) => (r.json as { body: string }[]).map((c) => c.body));
    expect(bodies).toEqual(Array.from({ length: 65 }, (_, i) => `c${i}`));
    expect(gh.requests.map((r) => r.query)).toEqual([
      { per_page: '25' },
      { per_page: '25', page: '2' },
      { per_page: '25', page: '3' },
    ]);
    const defaults = await call(gh, 'GET', `${R}/issues/7/comments`);
    expect(defaults.json).toHaveLength(30);
    expect(gh.invalid).toEqual([]);
  });

  it('can serve under a GHES-style /api/v3 prefix', async () => {
    const gh = await start({ pathPrefix: '/api/v3' });
    expect(gh.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v3$/);
    for (let i = 0; i < 3; i++) gh.seedComment(7, `c${i}`);
    const first = await call(gh, 'GET', `${R}/issues/7/comments?per_page=2`);
    expect(links(first).next).toBe(`${gh.url}${R}/issues/7/comments?per_page=2&page=2`);
    expect(gh.requests[0]).toMatchObject({ path: `${R}/issues/7/comments`, operationId: 'issues/list-comments' });
    expect((await fetch(`${new URL(gh.url).origin}${R}`, { headers: { authorization: 'token x' } })).status).toBe(404);
    expect(gh.invalid).toEqual([expect.stringContaining('outside /api/v3')]);
  });

  it("rejects comment bodies over 65,536 characters with GitHub's error", async () => {
    const gh = await start();
    const res = await call(gh, 'POST', `${R}/issues/7/comments`, { body: 'x'.repeat(65537) });
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({
      message: 'Validation Failed',
      errors: [
        {
          resource: 'IssueComment',
          code: 'custom',
          field: 'body',
          message: 'body is too long (maximum is 65536 characters)',
        },
      ],
    });
    expect(gh.invalid).toHaveLength(1);
    // The limit counts characters: 65,536 emoji (131,072 UTF-16 units) are accepted.
    expect((await call(gh, 'POST', `${R}/issues/7/comments`, { body: '😀'.repeat(65536) })).status).toBe(201);
    expect((await call(gh, 'POST', `${R}/issues/7/comments`, { body: 'x'.repeat(65536) })).status).toBe(201);
    expect(gh.invalid).toHaveLength(1);
  });
});

describe('fake GitHub: validation', () => {
  it('rejects requests the REST description forbids, and records them', async () => {
    const gh = await start();
    const noBody = await call(gh, 'POST', `${R}/issues/7/comments`, {});
    expect(noBody.status).toBe(422);
    expect(noBody.json).toMatchObject({
      message: expect.stringContaining('"body" wasn\'t supplied'),
      documentation_url: expect.stringContaining('docs.github.com'),
    });

    const tooMany = await call(gh, 'POST', `${R}/check-runs`, {
      name: 'navguard',
      head_sha: HEAD,
      output: { title: 't', summary: 's', annotations: annotations(51) },
    });
    expect(tooMany.status).toBe(422);
    const badPage = await call(gh, 'GET', `${R}/issues/7/comments?per_page=abc`);
    expect(badPage.status).toBe(422);
    expect(gh.state.checkRuns).toEqual([]);
    expect(gh.invalid).toEqual([
      expect.stringContaining('issues/create-comment'),
      expect.stringContaining('more than 50 items'),
      expect.stringContaining('/query/per_page'),
    ]);
  });

  it('answers unknown routes, other repositories and missing auth like GitHub, and records them', async () => {
    const gh = await start();
    const graphql = await call(gh, 'POST', '/graphql', { query: '{ viewer { login } }' });
    expect(graphql).toMatchObject({
      status: 404,
      json: { message: 'Not Found', documentation_url: expect.any(String) },
    });
    expect((await call(gh, 'GET', `${R}/releases`)).status).toBe(404);
    expect((await call(gh, 'GET', '/repos/someone/else/pulls/7')).status).toBe(404);
    expect((await call(gh, 'GET', `${R}/pulls/8`)).status).toBe(404);
    const anonymous = await fetch(`${gh.url}${R}/pulls/7`);
    expect(anonymous.status).toBe(401);
    expect(gh.requests.at(-1)).toMatchObject({ authScheme: 'none', status: 401 });
    expect(gh.invalid).toHaveLength(5);
    expect(gh.invalid[1]).toContain('not served by the fake');
  });

  it('validates its own responses, so fixtures cannot drift from the description', async () => {
    const gh = await start();
    (gh.state.pull as { state: string }).state = 'half-open';
    expect((await call(gh, 'GET', `${R}/pulls/7`)).status).toBe(200);
    expect(gh.invalid).toEqual([expect.stringMatching(/response pulls\/get 200 does not match.*\/state/)]);
  });

  it('checks the token when one is configured', async () => {
    const gh = await start({ token: 'right' });
    expect((await call(gh, 'GET', R, undefined, { authorization: 'token wrong' })).status).toBe(401);
    expect((await call(gh, 'GET', R, undefined, { authorization: 'token right' })).status).toBe(200);
    expect(gh.invalid).toHaveLength(1);
  });
});

describe('fake GitHub: read-only tokens and injected failures', () => {
  it('answers every write with 403 and the permissions it would have needed', async () => {
    const gh = await start({ readOnly: true });
    const comment = await call(gh, 'POST', `${R}/issues/7/comments`, { body: 'hi' });
    expect(comment.status).toBe(403);
    expect(comment.json).toMatchObject({ message: 'Resource not accessible by integration' });
    expect(comment.headers.get('x-accepted-github-permissions')).toBe('issues=write; pull_requests=write');
    const check = await call(gh, 'POST', `${R}/check-runs`, { name: 'navguard', head_sha: HEAD });
    expect(check.headers.get('x-accepted-github-permissions')).toBe('checks=write');
    expect((await call(gh, 'GET', `${R}/pulls/7/files`)).status).toBe(200);
    gh.setReadOnly(false);
    expect((await call(gh, 'POST', `${R}/issues/7/comments`, { body: 'hi' })).status).toBe(201);
    expect(gh.invalid).toEqual([]);
  });

  it('injects a 500 and then recovers; 429s carry the given headers', async () => {
    const gh = await start();
    gh.failNext('issues/list-comments', 500);
    expect((await call(gh, 'GET', `${R}/issues/7/comments`)).status).toBe(500);
    expect((await call(gh, 'GET', `${R}/issues/7/comments`)).status).toBe(200);
    gh.failNext('*', 429, 2, { 'retry-after': '1' });
    const limited = await call(gh, 'GET', `${R}/pulls/7`);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('1');
    expect((await call(gh, 'GET', R)).status).toBe(429);
    expect((await call(gh, 'GET', R)).status).toBe(200);
    expect(gh.requests.map((r) => r.status)).toEqual([500, 200, 429, 429, 200]);
    expect(gh.invalid).toEqual([]);
  });

  it('injects a permission 403 by default, or a secondary rate limit when told so', async () => {
    const gh = await start();
    gh.failNext('checks/create', 403, 1, { 'x-accepted-github-permissions': 'checks=write' });
    const denied = await call(gh, 'POST', `${R}/check-runs`, { name: 'navguard', head_sha: HEAD });
    expect(denied).toMatchObject({ status: 403, json: { message: 'Resource not accessible by integration' } });
    expect(denied.headers.get('x-accepted-github-permissions')).toBe('checks=write');
    expect(gh.state.checkRuns).toEqual([]);
    gh.failNext('issues/create-comment', 403, 1, { 'retry-after': '2' }, 'You have exceeded a secondary rate limit.');
    const limited = await call(gh, 'POST', `${R}/issues/7/comments`, { body: 'hi' });
    expect(limited.json).toMatchObject({ message: 'You have exceeded a secondary rate limit.' });
    expect(gh.invalid).toEqual([]);
  });
});

describe('fake GitHub: pull requests and reviews', () => {
  it('serves the pull request, its diff and its files', async () => {
    const gh = await start();
    const pr = await call(gh, 'GET', `${R}/pulls/7`);
    expect(pr.json).toMatchObject({
      number: 7,
      head: { sha: HEAD, ref: 'feature' },
      base: { sha: BASE, ref: 'main' },
      changed_files: 4,
      additions: 4,
      deletions: 2,
    });
    const files = await call(gh, 'GET', `${R}/pulls/7/files`);
    expect(files.json).toEqual([
      expect.objectContaining({
        filename: 'docs.json',
        status: 'modified',
        additions: 2,
        deletions: 1,
        patch: expect.stringMatching(/^@@ -3,3 \+3,3 @@/),
      }),
      expect.objectContaining({ filename: 'guides/new.mdx', status: 'added', additions: 2 }),
      expect.objectContaining({ filename: 'old.mdx', status: 'removed', deletions: 1 }),
      expect.objectContaining({ filename: 'b é.mdx', status: 'renamed', previous_filename: 'a.mdx' }),
    ]);
    const diff = await fetch(`${gh.url}${R}/pulls/7`, {
      headers: { authorization: 'token x', accept: 'application/vnd.github.v3.diff' },
    });
    expect(await diff.text()).toContain('+++ b/guides/new.mdx\n@@ -0,0 +1,2 @@\n+# New');
    expect(gh.invalid).toEqual([]);
  });

  it('caps pulls/list-files at 3,000 files while changed_files tells the truth', async () => {
    const files = Array.from({ length: 3050 }, (_, i) => ({ filename: `p/${i}.mdx`, additions: 1 }));
    const gh = await start({ files });
    const first = await call(gh, 'GET', `${R}/pulls/7/files?per_page=100`);
    expect(links(first).last).toContain('page=30');
    expect((await call(gh, 'GET', `${R}/pulls/7/files?per_page=100&page=30`)).json).toHaveLength(100);
    expect((await call(gh, 'GET', `${R}/pulls/7/files?per_page=100&page=31`)).json).toEqual([]);
    expect((await call(gh, 'GET', `${R}/pulls/7`)).json).toMatchObject({ changed_files: 3050 });
    expect(gh.invalid).toEqual([]);
  });

  it('accepts review comments on diff lines and rejects the rest', async () => {
    const gh = await start();
    const outside = await call(gh, 'POST', `${R}/pulls/7/reviews`, {
      event: 'COMMENT',
      body: 'b',
      comments: [{ path: 'docs.json', line: 10, body: 'x' }],
    });
    expect(outside.status).toBe(422);
    expect(outside.json).toMatchObject({
      message: 'Unprocessable Entity',
      errors: [expect.stringContaining('Pull request review thread line must be part of the diff')],
    });
    expect(gh.state.reviews).toEqual([]);

    const inside = await call(gh, 'POST', `${R}/pulls/7/reviews`, {
      commit_id: HEAD,
      event: 'COMMENT',
      body: 'navguard found 3 problems',
      comments: [
        { path: 'docs.json', line: 21, side: 'RIGHT', body: 'added line' },
        { path: 'docs.json', line: 4, side: 'LEFT', body: 'deleted line' },
        { path: 'docs.json', start_line: 3, line: 5, body: 'range in one hunk' },
      ],
    });
    expect(inside.status).toBe(200);
    expect(inside.json).toMatchObject({ state: 'COMMENTED', user: { login: 'github-actions[bot]' }, commit_id: HEAD });
    const listed = await call(gh, 'GET', `${R}/pulls/7/comments`);
    expect(listed.json).toEqual([
      expect.objectContaining({
        line: 21,
        side: 'RIGHT',
        diff_hunk: '@@ -20,2 +20,3 @@\n   "pages": [\n+    "guides/new",',
      }),
      expect.objectContaining({ line: 4, side: 'LEFT', position: 2 }),
      expect.objectContaining({ start_line: 3, line: 5, pull_request_review_id: (inside.json as { id: number }).id }),
    ]);
    expect(gh.invalid).toEqual([expect.stringContaining('line must be part of the diff')]);
  });

  it("applies the diff rule to single review comments, with GitHub's object errors", async () => {
    const gh = await start();
    const base = { commit_id: HEAD, body: 'c' };
    const outside = await call(gh, 'POST', `${R}/pulls/7/comments`, { ...base, path: 'docs.json', line: 12 });
    expect(outside.json).toMatchObject({
      message: 'Validation Failed',
      errors: [{ field: 'pull_request_review_thread.line', message: 'could not be resolved' }],
    });
    const twoHunks = await call(gh, 'POST', `${R}/pulls/7/comments`, {
      ...base,
      path: 'docs.json',
      start_line: 3,
      line: 21,
    });
    expect(twoHunks.status).toBe(422);
    const stale = await call(gh, 'POST', `${R}/pulls/7/comments`, {
      ...base,
      commit_id: BASE,
      path: 'docs.json',
      line: 4,
    });
    expect(stale.status).toBe(422);
    const unknownFile = await call(gh, 'POST', `${R}/pulls/7/comments`, { ...base, path: 'nope.mdx', line: 1 });
    expect(unknownFile.status).toBe(422);

    const ok = await call(gh, 'POST', `${R}/pulls/7/comments`, { ...base, path: 'guides/new.mdx', line: 2 });
    expect(ok.status).toBe(201);
    const fileLevel = await call(gh, 'POST', `${R}/pulls/7/comments`, {
      ...base,
      path: 'old.mdx',
      subject_type: 'file',
    });
    expect(fileLevel.json).toMatchObject({ subject_type: 'file' });
    const id = (ok.json as { id: number }).id;
    const reply = await call(gh, 'POST', `${R}/pulls/7/comments`, { ...base, path: 'ignored', in_reply_to: id });
    expect(reply.json).toMatchObject({ in_reply_to_id: id, path: 'guides/new.mdx', line: 2 });
    expect((await call(gh, 'PATCH', `${R}/pulls/comments/${id}`, { body: 'edited' })).json).toMatchObject({
      body: 'edited',
    });
    expect((await call(gh, 'DELETE', `${R}/pulls/comments/${id}`)).status).toBe(204);
    expect(gh.state.reviewComments).toHaveLength(2);
    expect((await call(gh, 'GET', `${R}/pulls/7/reviews`)).json).toHaveLength(2);
    expect(gh.invalid).toHaveLength(4);
  });

  it('refuses approval by GitHub Actions and a second pending review', async () => {
    const gh = await start();
    const approve = await call(gh, 'POST', `${R}/pulls/7/reviews`, { event: 'APPROVE' });
    expect(approve.json).toMatchObject({ errors: ['GitHub Actions is not permitted to approve pull requests.'] });
    expect((await call(gh, 'POST', `${R}/pulls/7/reviews`, { body: 'draft' })).json).toMatchObject({
      state: 'PENDING',
    });
    expect((await call(gh, 'POST', `${R}/pulls/7/reviews`, { body: 'draft 2' })).status).toBe(422);
    expect(gh.invalid).toHaveLength(2);
  });
});

describe('fake GitHub: check runs', () => {
  it('appends annotations across updates, as GitHub does', async () => {
    const gh = await start();
    const created = await call(gh, 'POST', `${R}/check-runs`, {
      name: 'navguard',
      head_sha: HEAD,
      status: 'in_progress',
      output: { title: 'navguard', summary: 'first', annotations: annotations(50) },
    });
    expect(created.status).toBe(201);
    const id = (created.json as { id: number }).id;
    await call(gh, 'PATCH', `${R}/check-runs/${id}`, {
      output: { summary: 'second', annotations: annotations(50, 51) },
    });
    const done = await call(gh, 'PATCH', `${R}/check-runs/${id}`, {
      conclusion: 'failure',
      output: { title: 'navguard: 110 problems', summary: 'final', annotations: annotations(10, 101) },
    });
    expect(done.json).toMatchObject({
      status: 'completed',
      conclusion: 'failure',
      output: { title: 'navguard: 110 problems', summary: 'final', annotations_count: 110 },
      pull_requests: [{ number: 7 }],
    });
    expect(gh.state.checkRuns[0]!.annotations.map((a) => a.start_line)).toEqual(
      Array.from({ length: 110 }, (_, i) => i + 1),
    );
    const page = await call(gh, 'GET', `${R}/check-runs/${id}/annotations?per_page=100&page=2`);
    expect(page.json).toHaveLength(10);
    const byRef = await call(gh, 'GET', `${R}/commits/feature/check-runs?check_name=navguard`);
    expect(byRef.json).toMatchObject({ total_count: 1, check_runs: [{ id }] });
    expect(gh.invalid).toEqual([]);
  });

  it('rejects summaries over 65,535 characters and unknown commits', async () => {
    const gh = await start();
    const long = await call(gh, 'POST', `${R}/check-runs`, {
      name: 'n',
      head_sha: HEAD,
      output: { title: 't', summary: 's'.repeat(65536) },
    });
    expect(long.status).toBe(422);
    expect(long.json).toMatchObject({
      message: expect.stringContaining('Only 65535 characters are allowed; 65536 were supplied'),
    });
    const unknown = await call(gh, 'POST', `${R}/check-runs`, { name: 'n', head_sha: 'f'.repeat(40) });
    expect(unknown.status).toBe(422);
    expect(
      (
        await call(gh, 'POST', `${R}/check-runs`, {
          name: 'n',
          head_sha: HEAD,
          output: { title: 't', summary: 's'.repeat(65535) },
        })
      ).status,
    ).toBe(201);
    expect(gh.invalid).toHaveLength(2);
  });
});

describe('fake GitHub: a real Octokit client', () => {
  it('passes validation for the calls navguard makes, including pagination and the diff media type', async () => {
    const gh = await start({ files: Array.from({ length: 120 }, (_, i) => ({ filename: `p/${i}.mdx` })) });
    const octokit = new Octokit({ auth: 'ghs_test', baseUrl: gh.url, userAgent: 'navguard-test' });
    const repo = { owner: 'octo-org', repo: 'docs' };
    expect(
      (await octokit.paginate(octokit.rest.pulls.listFiles, { ...repo, pull_number: 7, per_page: 50 })).length,
    ).toBe(120);
    const diff = await octokit.rest.pulls.get({ ...repo, pull_number: 7, mediaType: { format: 'diff' } });
    // With the diff media type, the data is the diff's text, not the pull request object its type says.
    expect(diff.data as unknown as string).toContain('diff --git a/docs.json b/docs.json');
    const { data: comment } = await octokit.rest.issues.createComment({ ...repo, issue_number: 7, body: 'hello' });
    await octokit.rest.issues.updateComment({ ...repo, comment_id: comment.id, body: 'hello again' });
    const comments = await octokit.paginate(octokit.rest.issues.listComments, {
      ...repo,
      issue_number: 7,
      per_page: 100,
    });
    expect(comments.map((c) => c.body)).toEqual(['hello again']);
    await octokit.rest.pulls.createReview({
      ...repo,
      pull_number: 7,
      commit_id: HEAD,
      event: 'COMMENT',
      body: 'b',
      comments: [{ path: 'docs.json', line: 4, body: 'x' }],
    });
    const { data: run } = await octokit.rest.checks.create({
      ...repo,
      name: 'navguard',
      head_sha: HEAD,
      status: 'in_progress',
    });
    await octokit.rest.checks.update({
      ...repo,
      check_run_id: run.id,
      conclusion: 'success',
      output: { title: 'ok', summary: 'ok', annotations: annotations(2) },
    });
    expect(
      gh.requests.every((r) => r.headers['user-agent']?.startsWith('navguard-test') && r.authScheme === 'token'),
    ).toBe(true);
    expect(gh.invalid).toEqual([]);
  });
});

describe('fake GitHub: git data, backed by a real repository', () => {
  /** A repository with a branch `feature` one commit ahead of `main`, and its bare copy as GitHub's. */
  function repository(): { remote: string; main: string; feature: string } {
    const { dir, sha: main } = initRepo({ 'docs.json': '{}\n', 'run.sh': 'echo hi\n' });
    sh(dir, 'checkout', '-q', '-b', 'feature');
    chmodSync(join(dir, 'run.sh'), 0o755);
    writeFiles(dir, { 'a.mdx': '# A\n' });
    const feature = commitAll(dir, 'add a');
    const remote = tempDir('fake-github-remote-');
    sh(remote, 'clone', '-q', '--bare', dir, '.');
    return { remote, main, feature };
  }

  it('creates blobs, a tree on a base tree, a commit and moves the branch forward, in real git', async () => {
    const { remote, feature } = repository();
    const gh = await start({ git: remote, pull: { number: 7, headSha: feature, baseSha: BASE } });
    const octokit = new Octokit({ auth: 'ghs_test', baseUrl: gh.url });
    const repo = { owner: 'octo-org', repo: 'docs' };
    const ref = await octokit.rest.git.getRef({ ...repo, ref: 'heads/feature' });
    expect(ref.data.object.sha).toBe(feature);
    const blob = await octokit.rest.git.createBlob({ ...repo, content: '{"redirects": []}\n', encoding: 'utf-8' });
    expect(sh(remote, 'cat-file', '-p', blob.data.sha)).toBe('{"redirects": []}');
    const baseTree = sh(remote, 'rev-parse', `${feature}^{tree}`);
    const tree = await octokit.rest.git.createTree({
      ...repo,
      base_tree: baseTree,
      tree: [
        { path: 'docs.json', mode: '100644', type: 'blob', sha: blob.data.sha },
        { path: 'guides/b.mdx', mode: '100644', type: 'blob', content: '# B\n' },
      ],
    });
    const commit = await octokit.rest.git.createCommit({
      ...repo,
      message: 'fix\n\nNavguard-Fix: true\n',
      tree: tree.data.sha,
      parents: [feature],
    });
    expect(commit.data.parents.map((p) => p.sha)).toEqual([feature]);
    expect(commit.data.author.name).toBe('github-actions[bot]');
    await octokit.rest.git.updateRef({ ...repo, ref: 'heads/feature', sha: commit.data.sha, force: false });
    expect(sh(remote, 'rev-parse', 'feature')).toBe(commit.data.sha);
    expect(gh.state.pull.headSha).toBe(commit.data.sha);
    expect(gh.state.gitCommits).toEqual([commit.data.sha]);
    expect(sh(remote, 'show', 'feature:docs.json')).toBe('{"redirects": []}');
    expect(sh(remote, 'show', 'feature:guides/b.mdx')).toBe('# B');
    // The rest of the base tree is kept, modes included.
    expect(sh(remote, 'ls-tree', 'feature', '--', 'run.sh')).toMatch(/^100755 blob \w+\trun\.sh$/);
    expect(sh(remote, 'ls-tree', '--name-only', 'feature')).toBe(['a.mdx', 'docs.json', 'guides', 'run.sh'].join('\n'));
    expect(gh.invalid).toEqual([]);
  });

  it('refuses a move that is not a fast-forward unless forced, and objects it does not have', async () => {
    const { remote, main, feature } = repository();
    const gh = await start({ git: remote, pull: { number: 7, headSha: feature, baseSha: main } });
    const log = quietLog();
    const octokit = new Octokit({ auth: 'ghs_test', baseUrl: gh.url, log });
    const repo = { owner: 'octo-org', repo: 'docs' };
    const tree = sh(remote, 'rev-parse', `${main}^{tree}`);
    // A commit on main's tree with main as parent is no descendant of feature.
    const { data: side } = await octokit.rest.git.createCommit({ ...repo, message: 'side', tree, parents: [main] });
    await expect(
      octokit.rest.git.updateRef({ ...repo, ref: 'heads/feature', sha: side.sha, force: false }),
    ).rejects.toMatchObject({ status: 422, message: expect.stringContaining('not a fast forward') });
    expect(sh(remote, 'rev-parse', 'feature')).toBe(feature);
    await expect(octokit.rest.git.createTree({ ...repo, base_tree: 'f'.repeat(40), tree: [] })).rejects.toMatchObject({
      status: 422,
    });
    expect(gh.invalid).toEqual([expect.stringContaining('unknown base_tree')]);
    expect(log.errors).toEqual([
      expect.stringMatching(/^PATCH \/repos\/octo-org\/docs\/git\/refs\/heads%2Ffeature - 422 /),
      expect.stringMatching(/^POST \/repos\/octo-org\/docs\/git\/trees - 422 /),
    ]);
  });

  it('a read-only token gets 403 with contents=write named; without a repository the endpoints are invalid', async () => {
    const { remote, feature } = repository();
    const gh = await start({ git: remote, readOnly: true, pull: { number: 7, headSha: feature, baseSha: BASE } });
    const log = quietLog();
    const octokit = new Octokit({ auth: 'ghs_test', baseUrl: gh.url, log });
    const repo = { owner: 'octo-org', repo: 'docs' };
    await expect(octokit.rest.git.createBlob({ ...repo, content: 'x' })).rejects.toMatchObject({
      status: 403,
      response: { headers: { 'x-accepted-github-permissions': 'contents=write' } },
    });
    const bare = await start();
    const other = new Octokit({ auth: 'ghs_test', baseUrl: bare.url, log });
    await expect(other.rest.git.getRef({ ...repo, ref: 'heads/feature' })).rejects.toMatchObject({ status: 404 });
    expect(bare.invalid).toEqual([expect.stringContaining('no repository behind it')]);
    expect(log.errors).toEqual([
      expect.stringMatching(/^POST \/repos\/octo-org\/docs\/git\/blobs - 403 /),
      expect.stringMatching(/^GET \/repos\/octo-org\/docs\/git\/ref\/heads%2Ffeature - 404 /),
    ]);
  });
});

describe('fake GitHub: diff parsing', () => {
  it('maps lines, sides and positions of a unified diff', () => {
    const files = parseUnifiedDiff(DIFF);
    expect(files.map((f) => [f.filename, f.status])).toEqual([
      ['docs.json', 'modified'],
      ['guides/new.mdx', 'added'],
      ['old.mdx', 'removed'],
      ['b é.mdx', 'renamed'],
    ]);
    const diff = new Map(files.map((f) => [f.filename, f]));
    const at = (input: Parameters<typeof resolveThread>[1]) => resolveThread(diff, input);
    expect(at({ path: 'docs.json', line: 3 })).toMatchObject({ ok: true, thread: { position: 1 } });
    // The second hunk's header takes position 5, so its first line is position 6.
    expect(at({ path: 'docs.json', line: 20 })).toMatchObject({ ok: true, thread: { position: 6 } });
    expect(at({ path: 'docs.json', position: 7 })).toMatchObject({ ok: true, thread: { line: 21, side: 'RIGHT' } });
    expect(at({ path: 'docs.json', line: 4, side: 'LEFT' })).toMatchObject({ ok: true });
    expect(at({ path: 'docs.json', line: 6 })).toEqual({ ok: false, problems: ['line'] });
    expect(at({ path: 'old.mdx', line: 1 })).toEqual({ ok: false, problems: ['line'] });
    expect(at({ path: 'old.mdx', line: 1, side: 'LEFT' })).toMatchObject({ ok: true });
    expect(at({ path: 'docs.json', start_line: 5, line: 3 })).toEqual({ ok: false, problems: ['start_order'] });
  });
});
