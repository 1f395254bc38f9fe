// The `fix: commit` input of the built action against the local GitHub, whose git data API writes into a real
// bare repository (GitHub's copy): on a branch of the same repository the safe fixes become one commit whose tree
// is what `navguard fix` makes of the head; a fork's branch, navguard's own fix commit, the default input, a
// token without contents write and a branch that moved on get no commit, each said.
import { describe, it, expect, afterEach } from '@jest/globals';
import fs from 'node:fs';
import { startFakeGitHub, type FakeGitHub } from './github/fake-github.js';
import { runAction, DIST, type ActionRun } from './runner.js';
import { commitAll, gitMove, initRepo, sh, tempDir, writeFiles } from '../git-helpers.js';
import { docsJson } from '../helpers.js';
import { cli } from '../cli/run-cli.js';

const TOKEN = 'ghs_e2eFixCommitToken0123456789abcdefXYZ';
const servers: FakeGitHub[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

if (!fs.existsSync(DIST)) throw new Error('dist/index.js is missing: run `npm run package` first');

const page = (title: string, body = 'Text.') => `---\ntitle: "${title}"\n---\n\n${body}\n`;
const nav = (pages: string[]) => docsJson({ tabs: [{ tab: 'Guides', groups: [{ group: 'Start', pages }] }] });

interface Pr {
  /** The runner's checkout, at the head. */
  dir: string;
  /** GitHub's copy of the repository. */
  remote: string;
  base: string;
  head: string;
}

/** Pull request #7 from branch `feature`: install.mdx renamed to installation.mdx, its link and redirect forgotten. */
function renamePr(): Pr {
  const { dir, sha: base } = initRepo({
    'docs.json': nav(['index', 'quickstart', 'install']),
    'index.mdx': page('Home'),
    'quickstart.mdx': page('Quickstart', 'First [install](/install).'),
    'install.mdx': page('Install'),
  });
  sh(dir, 'checkout', '-q', '-b', 'feature');
  gitMove(dir, 'install.mdx', 'installation.mdx');
  writeFiles(dir, {
    'docs.json': nav(['index', 'quickstart', 'installation']),
    // The link's line is in the diff: a review suggestion could fix it too.
    'quickstart.mdx': page('Quickstart', 'Begin with [install](/install).'),
  });
  const head = commitAll(dir, 'Rename install to installation');
  const remote = tempDir('navguard-remote-');
  sh(remote, 'clone', '-q', '--bare', dir, '.');
  return { dir, remote, base, head };
}

async function github(pr: Pr): Promise<FakeGitHub> {
  const gh = await startFakeGitHub({
    owner: 'acme',
    repo: 'docs',
    token: TOKEN,
    pull: { number: 7, headSha: pr.head, baseSha: pr.base, headRef: 'feature' },
    diff: sh(pr.dir, 'diff', '--no-color', pr.base, pr.head) + '\n',
    git: pr.remote,
  });
  servers.push(gh);
  return gh;
}

function payload(pr: Pr, head = pr.head, headRepo = 'acme/docs'): unknown {
  return {
    action: 'synchronize',
    number: 7,
    pull_request: {
      number: 7,
      head: { sha: head, ref: 'feature', repo: { full_name: headRepo } },
      base: { sha: pr.base, ref: 'main', repo: { full_name: 'acme/docs' } },
    },
    repository: { full_name: 'acme/docs' },
  };
}

function act(
  pr: Pr,
  gh: FakeGitHub,
  inputs: Record<string, string>,
  opts: { head?: string; headRepo?: string; eventName?: string } = {},
): Promise<ActionRun> {
  return runAction({
    workspace: pr.dir,
    apiUrl: gh.url,
    eventName: opts.eventName ?? 'pull_request',
    payload: payload(pr, opts.head, opts.headRepo),
    inputs,
    token: TOKEN,
    sha: opts.head ?? pr.head,
  });
}

const gitRequests = (gh: FakeGitHub) => gh.requests.filter((q) => q.operationId?.startsWith('git/'));
const comment = (gh: FakeGitHub): string => gh.state.issueComments.get(7)?.[0]?.body ?? '';
const tip = (pr: Pr): string => sh(pr.remote, 'rev-parse', 'feature');

/** What `navguard fix` (the CLI) makes of the head, committed in a copy of the checkout: the tree it gives. */
async function treeAfterCliFix(pr: Pr): Promise<string> {
  const copy = tempDir('navguard-clifix-');
  sh(copy, 'clone', '-q', pr.dir, '.');
  sh(copy, 'checkout', '-q', pr.head);
  const r = await cli(['fix', '--root', copy, '--base', pr.base]);
  expect(r.out).toContain('1 finding fixed (missing-redirect 1)');
  sh(copy, 'add', '-A');
  return sh(copy, 'write-tree');
}

describe('fix: commit', () => {
  it('same-repository branch: one commit on it, the tree navguard fix makes, listed in the comment; then none on that commit', async () => {
    const pr = renamePr();
    const gh = await github(pr);
    const res = await act(pr, gh, { fix: 'commit' });
    expect(gh.invalid).toEqual([]);
    expect(res.stderr).not.toContain('internal error');

    // Exactly one commit, on the branch, on top of the head that was checked, made through the git data API.
    expect(gh.state.gitCommits).toHaveLength(1);
    const fix = gh.state.gitCommits[0]!;
    expect(tip(pr)).toBe(fix);
    expect(sh(pr.remote, 'rev-parse', `${fix}^`)).toBe(pr.head);
    expect(gitRequests(gh).map((q) => q.operationId)).toEqual([
      'git/get-ref',
      'git/create-blob',
      'git/create-tree',
      'git/create-commit',
      'git/update-ref',
    ]);
    expect(gitRequests(gh).find((q) => q.operationId === 'git/update-ref')!.body).toEqual({ sha: fix, force: false });
    // Its tree is what `navguard fix` makes of the same head, byte for byte: the redirect, which mends the link too,
    // so the page keeps its text.
    expect(sh(pr.remote, 'diff', '--name-only', pr.head, fix).split('\n')).toEqual(['docs.json']);
    expect(sh(pr.remote, 'rev-parse', `${fix}^{tree}`)).toBe(await treeAfterCliFix(pr));
    expect(sh(pr.remote, 'show', `${fix}:quickstart.mdx`)).toContain('Begin with [install](/install).');
    const message = sh(pr.remote, 'log', '-1', '--format=%B', fix);
    expect(message).toMatch(/^navguard: fix 1 finding \(missing-redirect 1\)/);
    expect(message).toMatch(/\nNavguard-Fix: true$/);

    // The comment names the commit and each fix; the check still judges the head that was analysed.
    const body = comment(gh);
    expect(body).toContain(`navguard fixed 1 finding in commit [${fix.slice(0, 7)}]`);
    expect(body).toMatch(/- `missing-redirect` docs\.json:\d+/);
    expect(body).toMatch(
      /They also mend 1 more finding, with no edit of their own:\n\n- `broken-link` quickstart\.mdx:5\n/,
    );
    expect(body).toContain(`judge ${pr.head.slice(0, 7)}, the commit before the fix`);
    expect(body).toContain("made with the workflow's `GITHUB_TOKEN` starts no workflow run");
    expect(res.summary).toContain(`navguard fixed 1 finding in commit [${fix.slice(0, 7)}]`);
    expect(gh.state.checkRuns.map((r) => r.headSha)).toEqual([pr.head]);
    expect(res.code).toBe(1);
    // What the commit fixed gets no review suggestion on the old head.
    expect(gh.state.reviewComments).toEqual([]);

    // The run on the fix commit (a PAT's push starts one) makes no commit in reply: its trailer says whose it is.
    sh(pr.dir, 'fetch', '-q', pr.remote, 'feature');
    const before = gh.requests.length;
    const again = await act(pr, gh, { fix: 'commit' }, { head: fix });
    expect(gh.requests.slice(before).filter((q) => q.operationId?.startsWith('git/'))).toEqual([]);
    expect(gh.state.gitCommits).toEqual([fix]);
    expect(again.stdout).toContain(`${fix.slice(0, 12)} is navguard's own fix commit`);
    expect(again.code).toBe(0);
    expect(gh.invalid).toEqual([]);
  }, 120000);

  it("a fork's branch: no git data request at all; the comment says why and how to fix locally", async () => {
    const pr = renamePr();
    const gh = await github(pr);
    // pull_request_target: the token can write, and the head is still someone else's branch.
    const res = await act(pr, gh, { fix: 'commit' }, { headRepo: 'someone/docs', eventName: 'pull_request_target' });
    expect(res.code).toBe(1);
    expect(gitRequests(gh)).toEqual([]);
    expect(tip(pr)).toBe(pr.head);
    expect(comment(gh)).toContain("comes from a fork: navguard never commits to a fork's branch");
    expect(comment(gh)).toContain('run `navguard fix --base origin/main` in a checkout of the branch');
    // On pull_request, a fork's read-only token posts nothing: the comment-content output carries the same words.
    const ro = await act(pr, gh, { fix: 'commit' }, { headRepo: 'someone/docs' });
    expect(gitRequests(gh)).toEqual([]);
    expect(ro.outputs['comment-content']).toContain('navguard fix');
    expect(gh.invalid).toEqual([]);
  }, 90000);

  it('the default (fix: none): no commit, no git data request, nothing said about fixing', async () => {
    const pr = renamePr();
    const gh = await github(pr);
    const res = await act(pr, gh, {});
    expect(res.code).toBe(1);
    expect(gitRequests(gh)).toEqual([]);
    expect(gh.state.gitCommits).toEqual([]);
    expect(comment(gh)).toContain('missing-redirect');
    expect(comment(gh)).not.toMatch(/navguard fixed|navguard fix`/);
    // The link to the renamed page is mended by the redirect missing-redirect suggests: as `fix` does, the
    // redirect is the fix, so no review suggestion edits the link.
    expect(comment(gh)).toContain('the redirect suggested for it (missing-redirect) mends this link too');
    expect(gh.state.reviewComments).toEqual([]);
    expect(gh.invalid).toEqual([]);
  }, 60000);

  it('a token without contents write: no commit, a warning and a comment that name the permission, the same verdict', async () => {
    const pr = renamePr();
    const gh = await github(pr);
    gh.failNext('git/create-blob', 403, 1, { 'x-accepted-github-permissions': 'contents=write' });
    const res = await act(pr, gh, { fix: 'commit' });
    expect(res.code).toBe(1);
    expect(res.stderr).not.toContain('internal error');
    expect(gh.state.gitCommits).toEqual([]);
    expect(tip(pr)).toBe(pr.head);
    expect(res.commands).toContainEqual(
      expect.objectContaining({
        level: 'warning',
        message: expect.stringContaining('Grant "permissions: contents: write" to the job'),
      }),
    );
    expect(comment(gh)).toContain('grant `permissions: contents: write` to the job');
    expect(gh.state.checkRuns).toHaveLength(1);
    expect(gh.invalid).toEqual([]);
  }, 60000);

  it('a branch that moved on since the checked commit: no commit, and it says so', async () => {
    const pr = renamePr();
    writeFiles(pr.dir, { 'notes.txt': 'later\n' });
    const later = commitAll(pr.dir, 'a later push');
    sh(pr.dir, 'push', '-q', pr.remote, 'feature');
    const gh = await github(pr);
    const res = await act(pr, gh, { fix: 'commit' });
    expect(gitRequests(gh).map((q) => q.operationId)).toEqual(['git/get-ref']);
    expect(tip(pr)).toBe(later);
    expect(comment(gh)).toContain(`moved from ${pr.head.slice(0, 7)} to ${later.slice(0, 7)}`);
    expect(res.stderr).not.toContain('internal error');
    expect(gh.invalid).toEqual([]);
  }, 60000);
});
