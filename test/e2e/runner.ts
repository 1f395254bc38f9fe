// Runs the built action (dist/index.js) the way the GitHub runner does: a child process with INPUT_*
// (defaults from action.yml applied), GITHUB_* variables, an event payload file, GITHUB_OUTPUT and
// GITHUB_STEP_SUMMARY files; then parses what it printed and wrote.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { tempDir } from '../git-helpers.js';

/** The project: the folder above this file that holds action.yml (so that the bench's compiled copy finds it too). */
function projectRoot(): string {
  for (let d = path.dirname(new URL(import.meta.url).pathname); ; d = path.dirname(d)) {
    if (fs.existsSync(path.join(d, 'action.yml'))) return d;
    if (path.dirname(d) === d) throw new Error('no action.yml above test/e2e/runner');
  }
}
const PROJECT = projectRoot();
export const DIST = path.join(PROJECT, 'dist', 'index.js');

export interface ActionRun {
  code: number;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  commands: { level: string; props: Record<string, string>; message: string }[];
  ms: number;
}

export interface RunOptions {
  workspace: string;
  apiUrl: string;
  eventName: string;
  payload: unknown;
  inputs?: Record<string, string>;
  token?: string;
  repository?: string;
  sha?: string;
  timeoutMs?: number;
  /** NAVGUARD_GITHUB_WAIT_SCALE for the run ('1': GitHub's own pacing). */
  waitScale?: string;
  /** More of the runner's variables (GITHUB_ACTION_REPOSITORY and GITHUB_ACTION_REF name the action's own docs). */
  env?: Record<string, string>;
}

function actionDefaults(token: string): Record<string, string> {
  const meta = parseYaml(fs.readFileSync(path.join(PROJECT, 'action.yml'), 'utf8')) as {
    inputs: Record<string, { default?: string }>;
  };
  const out: Record<string, string> = {};
  for (const [name, spec] of Object.entries(meta.inputs))
    out[name] = String(spec.default ?? '').replace('${{ github.token }}', token);
  return out;
}

/** Workflow commands (`::error file=…,line=…::message`) as the runner would read them from stdout. */
export function parseCommands(stdout: string): ActionRun['commands'] {
  const out: ActionRun['commands'] = [];
  for (const line of stdout.split('\n')) {
    const m = /^::(error|warning|notice)(?: ([^:]*))?::(.*)$/.exec(line);
    if (!m) continue;
    const props: Record<string, string> = {};
    for (const kv of (m[2] ?? '').split(',')) {
      const i = kv.indexOf('=');
      if (i > 0) props[kv.slice(0, i)] = decodeURIComponent(kv.slice(i + 1).replace(/%2C/g, ','));
    }
    out.push({ level: m[1]!, props, message: m[3]!.replace(/%0A/g, '\n').replace(/%0D/g, '\r').replace(/%25/g, '%') });
  }
  return out;
}

function parseOutputs(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<]+)<<(.+)$/.exec(lines[i]!);
    if (!m) continue;
    const value: string[] = [];
    for (i++; i < lines.length && lines[i] !== m[2]; i++) value.push(lines[i]!);
    out[m[1]!] = value.join('\n');
  }
  return out;
}

export async function runAction(opts: RunOptions): Promise<ActionRun> {
  const tmp = tempDir('navguard-runner-');
  const eventPath = path.join(tmp, 'event.json');
  const outputPath = path.join(tmp, 'output');
  const summaryPath = path.join(tmp, 'summary.md');
  fs.writeFileSync(eventPath, JSON.stringify(opts.payload));
  fs.writeFileSync(outputPath, '');
  fs.writeFileSync(summaryPath, '');
  const token = opts.token ?? 'ghs_testtoken0123456789abcdefABCDEF';
  const inputs = { ...actionDefaults(token), ...(opts.inputs ?? {}) };
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: tmp,
    GITHUB_ACTIONS: 'true',
    CI: 'true',
    GITHUB_API_URL: opts.apiUrl,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_GRAPHQL_URL: `${opts.apiUrl}/graphql`,
    GITHUB_REPOSITORY: opts.repository ?? 'acme/docs',
    GITHUB_EVENT_NAME: opts.eventName,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_SHA: opts.sha ?? '',
    GITHUB_REF: 'refs/pull/1/merge',
    GITHUB_WORKSPACE: opts.workspace,
    GITHUB_OUTPUT: outputPath,
    GITHUB_STEP_SUMMARY: summaryPath,
    RUNNER_TEMP: tmp,
    NO_PROXY: '127.0.0.1,localhost',
    GIT_CONFIG_NOSYSTEM: '1',
    // GitHub's pacing (a second between writes, retry-after in seconds) at a hundredth: the requests and their
    // order are the same, the local GitHub needs no pause (src/github/client.ts).
    NAVGUARD_GITHUB_WAIT_SCALE: opts.waitScale ?? '0.01',
  };
  Object.assign(env, opts.env);
  for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.replace(/ /g, '_').toUpperCase()}`] = v;
  const started = Date.now();
  const child = spawn(process.execPath, [DIST], { cwd: opts.workspace, env });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const code = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the action did not finish within ${opts.timeoutMs ?? 60000} ms\n${stdout}\n${stderr}`));
    }, opts.timeoutMs ?? 60000);
    child.on('close', (c) => {
      clearTimeout(timer);
      resolve(c ?? 1);
    });
  });
  return {
    code,
    stdout,
    stderr,
    outputs: parseOutputs(fs.readFileSync(outputPath, 'utf8')),
    summary: fs.readFileSync(summaryPath, 'utf8'),
    commands: parseCommands(stdout),
    ms: Date.now() - started,
  };
}
