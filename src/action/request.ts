// Phase 1 of a run: what was asked — the inputs, the event and its refs, where the repository is. Pure: the
// environment, an input getter and a file reader come in, a request or one readable reason comes out.
import type { Repo } from '../github/publish.js';
import { refsFromEvent, type EventRefs } from './event.js';
import { readInputs, type Inputs } from './inputs.js';

export interface Request {
  inputs: Inputs;
  eventName: string;
  refs: EventRefs;
  /** The checked-out repository (GITHUB_WORKSPACE). */
  workspace: string;
  repo: Repo;
  serverUrl: string;
  apiUrl?: string;
  /** Where the JSON report is written (RUNNER_TEMP, else the workspace). */
  reportDir: string;
  /** The job summary file, when the runner gives one. */
  stepSummary?: string;
}

/** A phase's result: its value, or the reason the run stops (a sentence for `setFailed`, without "navguard:"). */
export type Step<T> = { ok: true; value: T } | { ok: false; message: string };

export function readRequest(
  env: NodeJS.ProcessEnv,
  getInput: (name: string) => string,
  readFile: (path: string) => string,
  mask: (secret: string) => void = () => undefined,
): Step<Request> {
  let inputs: Inputs;
  try {
    inputs = readInputs(getInput);
  } catch (e) {
    return { ok: false, message: (e as Error).message };
  }
  if (inputs.token) mask(inputs.token);
  const eventName = env.GITHUB_EVENT_NAME ?? '';
  let payload: unknown = {};
  try {
    if (env.GITHUB_EVENT_PATH) payload = JSON.parse(readFile(env.GITHUB_EVENT_PATH));
  } catch (e) {
    return { ok: false, message: `cannot read the event payload at GITHUB_EVENT_PATH: ${(e as Error).message}` };
  }
  const refs = refsFromEvent(eventName, payload, env.GITHUB_SHA);
  if (!refs.ok) return { ok: false, message: `${refs.message}.` };
  const workspace = env.GITHUB_WORKSPACE ?? process.cwd();
  const [owner, name] = (env.GITHUB_REPOSITORY ?? '/').split('/');
  return {
    ok: true,
    value: {
      inputs,
      eventName,
      refs: refs.refs,
      workspace,
      repo: { owner: owner ?? '', repo: name ?? '' },
      serverUrl: env.GITHUB_SERVER_URL ?? 'https://github.com',
      apiUrl: env.GITHUB_API_URL,
      reportDir: env.RUNNER_TEMP ?? workspace,
      stepSummary: env.GITHUB_STEP_SUMMARY || undefined,
    },
  };
}
