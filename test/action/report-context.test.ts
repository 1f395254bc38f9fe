// Where the comment's links go: the commit, the run, and the rule docs of the action that ran.
import { describe, expect, it } from '@jest/globals';
import { reportContext } from '../../src/action/report-context.js';

const facts = {
  serverUrl: 'https://github.com',
  repo: { owner: 'o', repo: 'r' },
  head: 'abc123',
  workspace: '/home/runner/work/r/r',
};

describe('reportContext', () => {
  it('links the commit, the run and docs/rules.md of the action at the ref it was used at', () => {
    const ctx = reportContext(
      { GITHUB_ACTION_REPOSITORY: 'acme/navguard', GITHUB_ACTION_REF: 'v1' },
      { ...facts, runUrl: 'https://github.com/o/r/actions/runs/42' },
    );
    expect(ctx).toEqual({
      commitSha: 'abc123',
      commitUrl: 'https://github.com/o/r/commit/abc123',
      runUrl: 'https://github.com/o/r/actions/runs/42',
      rulesUrl: 'https://github.com/acme/navguard/blob/v1/docs/rules.md',
    });
  });

  it('reads a local action (uses: ./path) from the workflow repository at the commit checked', () => {
    expect(reportContext({ GITHUB_ACTION_PATH: '/home/runner/work/r/r/tools/navguard' }, facts).rulesUrl).toBe(
      'https://github.com/o/r/blob/abc123/tools/navguard/docs/rules.md',
    );
    expect(reportContext({ GITHUB_ACTION_REPOSITORY: '', GITHUB_ACTION_REF: '' }, facts).rulesUrl).toBe(
      'https://github.com/o/r/blob/abc123/docs/rules.md',
    );
  });

  it('takes the rules-url input over everything, and leaves out what the environment does not say', () => {
    const ctx = reportContext(
      { GITHUB_ACTION_REPOSITORY: 'acme/navguard', GITHUB_ACTION_REF: 'v1' },
      { ...facts, rulesUrl: 'https://docs.example.com/rules' },
    );
    expect(ctx.rulesUrl).toBe('https://docs.example.com/rules');
    expect(ctx.runUrl).toBeUndefined();
  });
});
