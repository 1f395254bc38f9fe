// Phase 1: the request read from the workflow's context, the runner's paths and the inputs, without GitHub
// or a runner; and the context itself, read through @actions/github from a runner's environment.
import { describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { readRequest, runnerPaths, type WorkflowContext } from '../../src/action/request.js';
import { tempDir } from '../git-helpers.js';

const HEAD = 'b'.repeat(40);
const BEFORE = 'a'.repeat(40);
const inputs =
  (values: Record<string, string> = {}) =>
  (name: string): string =>
    values[name] ?? '';
const CONTEXT: WorkflowContext = {
  eventName: 'push',
  payload: { after: HEAD },
  sha: HEAD,
  repo: { owner: 'acme', repo: 'docs' },
  runId: 42,
  serverUrl: 'https://github.com',
  apiUrl: 'https://api.github.com',
};
const PATHS = runnerPaths({
  GITHUB_WORKSPACE: '/work/repo',
  RUNNER_TEMP: '/runner/tmp',
  GITHUB_STEP_SUMMARY: '/runner/summary.md',
});

describe('readRequest', () => {
  it('puts inputs, event refs, repository, run link and runner paths together; masks the tokens', () => {
    const masked: string[] = [];
    const r = readRequest(CONTEXT, PATHS, inputs({ token: ' secret ', 'fix-token': 'pat' }), (s) => masked.push(s));
    expect(masked).toEqual(['secret', 'pat']);
    expect(r).toEqual({
      ok: true,
      value: expect.objectContaining({
        eventName: 'push',
        refs: { kind: 'push', head: HEAD, before: undefined, forced: false },
        workspace: '/work/repo',
        repo: { owner: 'acme', repo: 'docs' },
        serverUrl: 'https://github.com',
        runUrl: 'https://github.com/acme/docs/actions/runs/42',
        reportDir: '/runner/tmp',
        stepSummary: '/runner/summary.md',
      }),
    });
  });

  it('without RUNNER_TEMP the report goes to the workspace; an empty GITHUB_STEP_SUMMARY is none', () => {
    const r = readRequest(CONTEXT, runnerPaths({ GITHUB_WORKSPACE: '/work/repo', GITHUB_STEP_SUMMARY: '' }), inputs());
    expect(r.ok && [r.value.reportDir, r.value.stepSummary]).toEqual(['/work/repo', undefined]);
  });

  it('a bad input stops the run', () => {
    const r = readRequest(CONTEXT, PATHS, inputs({ 'fail-on': 'sometimes' }));
    expect(r).toEqual({ ok: false, message: expect.stringContaining('input "fail-on" must be one of') });
  });

  it('an event without refs is a reason, not an exception', () => {
    const noRefs = readRequest({ ...CONTEXT, eventName: 'pull_request', payload: {} }, PATHS, inputs());
    expect(noRefs).toEqual({ ok: false, message: expect.stringMatching(/pull_request\.base\.sha.*\.$/) });
  });

  it('the base-ref / head-ref inputs name the revisions, on any event', () => {
    const r = readRequest({ ...CONTEXT, eventName: 'release', payload: {} }, PATHS, inputs({ 'base-ref': 'v1.0' }));
    expect(r.ok && r.value.refs).toEqual({ kind: 'refs', base: 'v1.0', head: HEAD });
  });
});

describe('workflowContext (through @actions/github, which reads the runner environment as it loads)', () => {
  it('event name, payload, repository, run id and server', async () => {
    const dir = tempDir('navguard-context-');
    const eventPath = path.join(dir, 'event.json');
    fs.writeFileSync(eventPath, JSON.stringify({ before: BEFORE, after: HEAD, forced: true }));
    const env = {
      GITHUB_EVENT_NAME: 'push',
      GITHUB_EVENT_PATH: eventPath,
      GITHUB_SHA: HEAD,
      GITHUB_REPOSITORY: 'acme/docs',
      GITHUB_RUN_ID: '1234',
      GITHUB_SERVER_URL: 'https://ghe.example.com',
      GITHUB_API_URL: 'https://ghe.example.com/api/v3',
    };
    const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
    Object.assign(process.env, env);
    try {
      const { workflowContext } = await import('../../src/action/context.js');
      expect(await workflowContext()).toEqual({
        ok: true,
        value: {
          eventName: 'push',
          payload: { before: BEFORE, after: HEAD, forced: true },
          sha: HEAD,
          repo: { owner: 'acme', repo: 'docs' },
          runId: 1234,
          serverUrl: 'https://ghe.example.com',
          apiUrl: 'https://ghe.example.com/api/v3',
        },
      });
    } finally {
      for (const [k, v] of Object.entries(saved)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
    }
  });
});
