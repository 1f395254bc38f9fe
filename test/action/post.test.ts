// Phase 5: what the run attempts (pure) and, without a token, what it does with the runner alone.
import { describe, expect, it } from '@jest/globals';
import type { Analysed } from '../../src/action/analyse.js';
import type { Inputs } from '../../src/action/inputs.js';
import { commentNotes, linesInDiff, noteOf, planPosts, post, type Note } from '../../src/action/post.js';
import { tally } from '../../src/action/render.js';
import type { Request } from '../../src/action/request.js';
import type { Runner } from '../../src/action/runner.js';
import type { Finding } from '../../src/core/base/types.js';
import { auditSource } from '../../src/core/compare/audit.js';
import { memorySource } from '../../src/adapters/memory-source.js';
import { docsJson } from '../helpers.js';
import { JOB_SUMMARY_BUDGET } from '../../src/github/limits.js';
import { commitAll, gitMove, initRepo, writeFiles } from '../git-helpers.js';

const INPUTS: Inputs = {
  roots: [],
  failOn: 'error',
  report: 'all',
  comment: 'on-change',
  annotations: 'check',
  filter: 'all',
  listRoots: false,
  suggestions: true,
  token: 't',
  fix: 'none',
};

function request(over: Partial<Request> = {}, inputs: Partial<Inputs> = {}): Request {
  return {
    inputs: { ...INPUTS, ...inputs },
    eventName: 'pull_request',
    refs: { kind: 'pull_request', base: 'a', head: 'b', number: 7, fork: false },
    workspace: '/nowhere',
    repo: { owner: 'acme', repo: 'docs' },
    serverUrl: 'https://github.com',
    reportDir: '/tmp',
    ...over,
  };
}
const REV = { head: 'b'.repeat(40), base: 'a'.repeat(40), roots: ['.'] };

describe('planPosts', () => {
  it('a same-repository pull request with a token: check run, comment, suggestions, the diff', () => {
    expect(planPosts(request(), REV)).toEqual({
      write: true,
      annotations: 'check',
      comment: true,
      suggestions: true,
      diff: true,
      access: undefined,
    });
  });

  it('a fork on pull_request: read-only, annotations as commands, a fork note', () => {
    const p = planPosts(request({ refs: { kind: 'pull_request', base: 'a', head: 'b', number: 7, fork: true } }), REV);
    expect([p.write, p.annotations, p.comment, p.suggestions, p.access?.kind]).toEqual([
      false,
      'commands',
      false,
      false,
      'fork',
    ]);
  });

  it('no review suggestions when they are turned off, or when the comment is ("comment: never")', () => {
    // FrigadeHQ/trench c368b59: "comment: never" still posted "a review with 1 suggestion(s)".
    expect(planPosts(request({}, { suggestions: false }), REV)).toMatchObject({ comment: true, suggestions: false });
    expect(planPosts(request({}, { comment: 'never' }), REV)).toMatchObject({ comment: false, suggestions: false });
  });

  it('a fork on pull_request_target has a writable token', () => {
    const fork = request({
      eventName: 'pull_request_target',
      refs: { kind: 'pull_request', base: 'a', head: 'b', number: 7, fork: true },
    });
    expect(planPosts(fork, REV).write).toBe(true);
  });

  it('no token: commands and a no-token note; annotations "none" stays none', () => {
    expect(planPosts(request({}, { token: '' }), REV)).toMatchObject({
      write: false,
      annotations: 'commands',
      access: { kind: 'no-token' },
    });
    expect(planPosts(request({}, { token: '', annotations: 'none' }), REV).annotations).toBe('none');
  });

  it('a push: a check run only, no diff', () => {
    const p = planPosts(request({ eventName: 'push', refs: { kind: 'push', head: 'b' } }), { ...REV, base: undefined });
    expect([p.annotations, p.comment, p.suggestions, p.diff]).toEqual(['check', false, false, false]);
  });
});

describe('notes', () => {
  it('the comment carries why navguard could not do more: a fork, no token, a missing permission', () => {
    const notes: Note[] = [
      { kind: 'no-token', text: 'no token' },
      noteOf({ ok: true, detail: 'check run posted' }),
      noteOf({ ok: false, forbidden: true, detail: 'check run failed', needs: 'checks=write' }),
      noteOf({ ok: false, forbidden: false, detail: 'HTTP 500' }),
    ];
    expect(commentNotes(notes)).toEqual(['no token', 'check run failed']);
  });
});

function recorder(): Runner & { lines: string[]; annotated: Finding[]; summary: string[] } {
  const r = {
    lines: [] as string[],
    annotated: [] as Finding[],
    summary: [] as string[],
    getInput: () => '',
    setSecret: () => undefined,
    info: (m: string) => void r.lines.push(`info ${m}`),
    warning: (m: string) => void r.lines.push(`warning ${m}`),
    error: (m: string) => void r.lines.push(`error ${m}`),
    annotate: (f: Finding) => void r.annotated.push(f),
    writeSummary: (md: string) => {
      r.summary.push(md);
      return Promise.resolve();
    },
    setOutput: () => undefined,
    setFailed: (m: string) => void r.lines.push(`failed ${m}`),
  };
  return r;
}

describe('post without a token', () => {
  const ghosts = Array.from({ length: 12 }, (_, i) => `ghost-${i}`);
  const analysed: Analysed = {
    results: [
      {
        root: '.',
        comparison: auditSource(
          memorySource({
            'docs.json': docsJson({ groups: [{ group: 'G', pages: ['index', ...ghosts] }] }),
            'index.mdx': '# Home\n',
          }),
        ),
      },
    ],
    problems: [],
  };

  it('writes at most 10 command annotations per level and says in the job summary how many more there are', async () => {
    const runner = recorder();
    const req = request({ eventName: 'push', refs: { kind: 'push', head: 'b' }, stepSummary: '/s.md' }, { token: '' });
    const { notes } = await post(req, { ...REV, base: undefined }, analysed, tally(analysed, req.inputs), runner);
    expect(notes.map((n) => n.kind)).toEqual(['no-token']);
    expect(runner.annotated).toHaveLength(10);
    expect(runner.summary).toHaveLength(1);
    expect(runner.summary[0]).toContain('2 more findings are listed only here');
    expect(runner.summary[0]).toContain('<sub>No token was given');
    expect(runner.lines).toEqual([]);
  });

  it('keeps the job summary to a quarter of its limit on a large site: the whole tree goes to the JSON report', async () => {
    // 8,000 entries with long names: the whole navigation is about 450 KB of Markdown.
    const pages = Array.from({ length: 8000 }, (_, i) => `guides/section-${i % 40}/a-rather-long-page-name-${i}`);
    const files: Record<string, string> = {
      'docs.json': docsJson({ groups: [{ group: 'G', pages: ['index', ...pages] }] }),
      'index.mdx': '# Home\n',
    };
    for (const p of pages) files[`${p}.mdx`] = '# Page\n';
    const large: Analysed = { results: [{ root: '.', comparison: auditSource(memorySource(files)) }], problems: [] };
    const runner = recorder();
    const req = request({ eventName: 'push', refs: { kind: 'push', head: 'b' }, stepSummary: '/s.md' }, { token: '' });
    await post(req, { ...REV, base: undefined }, large, tally(large, req.inputs), runner);
    expect(runner.summary[0]!.length).toBeLessThanOrEqual(JOB_SUMMARY_BUDGET);
    expect(JOB_SUMMARY_BUDGET * 4).toBeLessThan(1024 * 1024);
    expect(runner.summary[0]).toMatch(
      /The full navigation tree \(8\d{3} lines\) is too large for this report; it is in the JSON report/,
    );
  });

  it('writes no job summary when the runner gives no file', async () => {
    const runner = recorder();
    const req = request({ eventName: 'push', refs: { kind: 'push', head: 'b' } }, { token: '' });
    await post(req, { ...REV, base: undefined }, analysed, tally(analysed, req.inputs), runner);
    expect(runner.summary).toEqual([]);
  });
});

describe('linesInDiff', () => {
  it("gives the head's lines of changed and renamed files, none of deleted ones, and nothing when git cannot say", async () => {
    const body = (n: number, changed = -1) =>
      Array.from({ length: n }, (_, i) => (i === changed ? 'Edited.' : `Line ${i + 1}.`)).join('\n') + '\n';
    const { dir, sha: base } = initRepo({
      'a.mdx': body(20),
      'b.mdx': body(20),
      'gone.mdx': body(20),
      'docs/c.mdx': body(5),
    });
    writeFiles(dir, { 'a.mdx': body(20, 9), 'gone.mdx': null, 'docs/c.mdx': body(5, 0) });
    gitMove(dir, 'b.mdx', 'b2.mdx', body(20, 14));
    const head = commitAll(dir, 'head');
    const touched = await linesInDiff(dir, { base, head, roots: ['.'] });
    expect([...touched.keys()].sort()).toEqual(['a.mdx', 'b2.mdx', 'docs/c.mdx']);
    // Three lines of context around each edit.
    expect([...touched.get('a.mdx')!]).toEqual([7, 8, 9, 10, 11, 12, 13]);
    expect([...touched.get('b2.mdx')!]).toEqual([12, 13, 14, 15, 16, 17, 18]);
    expect([...(await linesInDiff(dir, { base, head, roots: ['docs'] })).keys()]).toEqual(['docs/c.mdx']);
    expect((await linesInDiff(dir, { base: 'f'.repeat(40), head, roots: ['.'] })).size).toBe(0);
  });
});
