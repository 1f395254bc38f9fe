// The pure decisions of `fix: commit`: when a run may commit, how its commit is marked and recognised.
import { describe, expect, it } from '@jest/globals';
import { FIX_TRAILER, fixGate, fixMessage, isFixCommit } from '../../src/action/fix-commit.js';
import type { Inputs } from '../../src/action/inputs.js';
import type { Request } from '../../src/action/request.js';
import type { Finding } from '../../src/core/base/types.js';

const INPUTS: Inputs = {
  roots: [],
  failOn: 'error',
  report: 'new',
  comment: 'on-change',
  annotations: 'check',
  filter: 'all',
  listRoots: false,
  suggestions: true,
  token: 'ghs_t',
  fix: 'commit',
};

function request(
  refs: Partial<Extract<Request['refs'], { kind: 'pull_request' }>> = {},
  inputs: Partial<Inputs> = {},
): Request {
  return {
    inputs: { ...INPUTS, ...inputs },
    eventName: 'pull_request',
    refs: { kind: 'pull_request', base: 'a', head: 'b', number: 7, fork: false, headRef: 'feature', ...refs },
    workspace: '/nowhere',
    repo: { owner: 'acme', repo: 'docs' },
    serverUrl: 'https://github.com',
    reportDir: '/tmp',
  };
}

describe('fixGate', () => {
  it("a same-repository pull request's branch, with the fix-token when one is given", () => {
    expect(fixGate(request())).toEqual({ go: true, branch: 'feature', token: 'ghs_t' });
    expect(fixGate(request({}, { fixToken: 'github_pat_x' }))).toEqual({
      go: true,
      branch: 'feature',
      token: 'github_pat_x',
    });
  });

  it('off by default, silently', () => {
    expect(fixGate(request({}, { fix: 'none' }))).toEqual({ go: false });
  });

  it("never a fork's branch: the note says why and how to fix locally", () => {
    const g = fixGate(request({ fork: true }));
    expect(g.go).toBe(false);
    expect(!g.go && g.note).toMatch(/comes from a fork.*navguard fix/);
  });

  it('the local command names the docs roots and the base branch the run compared with', () => {
    const note = (refs: { baseRef?: string }, roots: string[]) => {
      const g = fixGate(request({ fork: true, ...refs }, { roots }));
      return g.go ? '' : (g.note ?? '');
    };
    expect(note({ baseRef: 'main' }, ['docs'])).toContain('run `navguard fix --root docs --base origin/main` in');
    expect(note({ baseRef: 'dev' }, ['a', 'b'])).toContain(
      'run `navguard fix --root a --base origin/dev`, then `navguard fix --root b --base origin/dev` in',
    );
    // Roots given as patterns, or none: the command finds the root itself.
    expect(note({}, ['docs/*'])).toContain('run `navguard fix` in');
    expect(note({}, ['.'])).toContain('run `navguard fix` in');
  });

  it('not on other events, nor on a head the head-ref input named, nor without a branch or token', () => {
    const push: Request = { ...request(), eventName: 'push', refs: { kind: 'push', head: 'b' } };
    expect(fixGate(push)).toMatchObject({ go: false, note: expect.stringContaining('push run') });
    expect(fixGate(request({ headAsked: true }))).toMatchObject({
      go: false,
      note: expect.stringContaining('head-ref'),
    });
    expect(fixGate(request({ headRef: undefined }))).toMatchObject({
      go: false,
      note: expect.stringContaining('branch'),
    });
    expect(fixGate(request({}, { token: '' }))).toMatchObject({ go: false, note: expect.stringContaining('no token') });
  });
});

describe('the fix commit message', () => {
  const finding = {
    rule: 'missing-redirect',
    severity: 'error',
    file: 'docs/docs.json',
    line: 12,
    column: 3,
    message: 'm',
    key: 'k',
    data: {},
    fix: { message: 'Add a redirect from /a to /b.' },
  } as unknown as Finding;

  it('names what it fixes and ends with the trailer, which marks it as navguard’s own', () => {
    const m = fixMessage([finding]);
    expect(m.split('\n')[0]).toBe('navguard: fix 1 finding (missing-redirect 1)');
    expect(m).toContain('- missing-redirect docs/docs.json:12: Add a redirect from /a to /b.');
    expect(m.endsWith(`\n\n${FIX_TRAILER}`)).toBe(true);
    expect(isFixCommit(m)).toBe(true);
  });

  it('a commit without the trailer, or that only mentions it inside a line, is not one', () => {
    expect(isFixCommit('Rename install\n\nSigned-off-by: A <a@b>')).toBe(false);
    expect(isFixCommit('Explain the Navguard-Fix: true trailer')).toBe(false);
    expect(isFixCommit('x\n\nnavguard-fix: TRUE\n')).toBe(true);
  });
});
