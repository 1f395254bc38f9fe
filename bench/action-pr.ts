// The action itself on a bench site's pull request, run as the GitHub runner runs it (test/e2e/runner.ts: a
// child process with the runner's variables and an event file) against the local GitHub of the e2e tests
// (test/e2e/github: every request checked against GitHub's REST description). Issue 12 asks that it stay within
// the CLI's diff time plus the action's start.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFakeGitHub } from '../test/e2e/github/fake-github.js';
import { runAction } from '../test/e2e/runner.js';

const TOKEN = 'ghs_benchToken0123456789abcdefABCDEF';
/** Where test/git-helpers.ts tempDir, and so the runner, makes its folders (test/temp-root.js). */
const TEMP_ROOT_VAR = 'NAVGUARD_TEST_TEMP';

export interface ActionPrResult {
  /** Wall time of each timed run, ms. */
  ms: number[];
  /** The same with the `cache` input, its folder put back as the base's run left it before each run. */
  cachedMs: number[];
  codes: number[];
  /** Requests the local GitHub refused as invalid (0 expected). */
  invalid: number;
}

/**
 * `runs` timed runs of dist/index.js on the site's PR (base → head), after one untimed run: the local GitHub
 * compiles its request validators on its first requests, which is its cost, not the action's.
 */
export async function benchActionPr(
  site: { dir: string; baseSha: string; headSha: string },
  runs: number,
  cache?: { dir: string; restore: () => void },
): Promise<ActionPrResult> {
  const { dir, baseSha: base, headSha: head } = site;
  const diff = `${execFileSync('git', ['-C', dir, 'diff', '--no-color', base, head], { maxBuffer: 1 << 30 }).toString()}\n`;
  const gh = await startFakeGitHub({
    owner: 'acme',
    repo: 'docs',
    token: TOKEN,
    diff,
    pull: { number: 7, headSha: head, baseSha: base },
  });
  const payload = {
    action: 'synchronize',
    number: 7,
    pull_request: {
      number: 7,
      head: { sha: head, ref: 'feature', repo: { full_name: 'acme/docs' } },
      base: { sha: base, ref: 'main', repo: { full_name: 'acme/docs' } },
    },
    repository: { full_name: 'acme/docs' },
  };
  const result: ActionPrResult = { ms: [], cachedMs: [], codes: [], invalid: 0 };
  // Each run's runner folder (its event, outputs and report) goes under one folder, removed at the end.
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'navguard-bench-runner-'));
  const before = process.env[TEMP_ROOT_VAR];
  process.env[TEMP_ROOT_VAR] = temp;
  const once = (inputs: Record<string, string> = {}) =>
    runAction({
      workspace: dir,
      apiUrl: gh.url,
      eventName: 'pull_request',
      payload,
      inputs,
      token: TOKEN,
      sha: head,
      timeoutMs: 600_000,
    });
  try {
    for (let i = 0; i <= runs; i++) {
      const res = await once();
      if (i === 0) continue;
      result.ms.push(res.ms);
      result.codes.push(res.code);
    }
    for (let i = 0; cache && i < runs; i++) {
      cache.restore();
      const res = await once({ cache: cache.dir });
      result.cachedMs.push(res.ms);
      result.codes.push(res.code);
    }
    result.invalid = gh.invalid.length;
  } finally {
    await gh.close();
    if (before === undefined) delete process.env[TEMP_ROOT_VAR];
    else process.env[TEMP_ROOT_VAR] = before;
    fs.rmSync(temp, { recursive: true, force: true });
  }
  return result;
}
