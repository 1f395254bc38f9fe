// Phase 1: the request read from the environment, inputs and event payload, without GitHub or a runner.
import { describe, expect, it } from '@jest/globals';
import { readRequest } from '../../src/action/request.js';

const HEAD = 'b'.repeat(40);
const inputs =
  (values: Record<string, string> = {}) =>
  (name: string): string =>
    values[name] ?? '';
const payloadFile = (payload: unknown) => (file: string) => {
  expect(file).toBe('/tmp/event.json');
  return JSON.stringify(payload);
};
const ENV = {
  GITHUB_EVENT_NAME: 'push',
  GITHUB_EVENT_PATH: '/tmp/event.json',
  GITHUB_WORKSPACE: '/work/repo',
  GITHUB_REPOSITORY: 'acme/docs',
  RUNNER_TEMP: '/runner/tmp',
  GITHUB_STEP_SUMMARY: '/runner/summary.md',
};

describe('readRequest', () => {
  it('puts inputs, event refs, repository and runner paths together; masks the token', () => {
    const masked: string[] = [];
    const r = readRequest(ENV, inputs({ token: ' secret ' }), payloadFile({ after: HEAD }), (s) => masked.push(s));
    expect(masked).toEqual(['secret']);
    expect(r).toEqual({
      ok: true,
      value: expect.objectContaining({
        eventName: 'push',
        refs: { kind: 'push', head: HEAD, before: undefined },
        workspace: '/work/repo',
        repo: { owner: 'acme', repo: 'docs' },
        serverUrl: 'https://github.com',
        reportDir: '/runner/tmp',
        stepSummary: '/runner/summary.md',
      }),
    });
  });

  it('without RUNNER_TEMP the report goes to the workspace; an empty GITHUB_STEP_SUMMARY is none', () => {
    const r = readRequest(
      { ...ENV, RUNNER_TEMP: undefined, GITHUB_STEP_SUMMARY: '' },
      inputs(),
      payloadFile({ after: HEAD }),
    );
    expect(r.ok && [r.value.reportDir, r.value.stepSummary]).toEqual(['/work/repo', undefined]);
  });

  it('a bad input stops the run before the payload is read', () => {
    const r = readRequest(ENV, inputs({ 'fail-on': 'sometimes' }), () => {
      throw new Error('must not be read');
    });
    expect(r).toEqual({ ok: false, message: expect.stringContaining('input "fail-on" must be one of') });
  });

  it('an unreadable payload and an event without refs are reasons, not exceptions', () => {
    const unreadable = readRequest(ENV, inputs(), () => '{not json');
    expect(unreadable).toEqual({
      ok: false,
      message: expect.stringMatching(/^cannot read the event payload at GITHUB_EVENT_PATH: /),
    });
    const noRefs = readRequest({ ...ENV, GITHUB_EVENT_NAME: 'pull_request' }, inputs(), payloadFile({}));
    expect(noRefs).toEqual({ ok: false, message: expect.stringMatching(/pull_request\.base\.sha.*\.$/) });
  });
});
