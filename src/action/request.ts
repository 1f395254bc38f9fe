// Phase 1 of a run: what was asked — the inputs, the event and its refs, where the repository is. Pure: the
// workflow's context (as @actions/github reads it), the runner's paths, and an input getter come in, a
// request or one readable reason comes out.
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
  /** This workflow run's page, when the run id is known. */
  runUrl?: string;
  /** Where the JSON report is written (RUNNER_TEMP, else the workspace). */
  reportDir: string;
  /** The job summary file, when the runner gives one. */
  stepSummary?: string;
}

/** What a run needs of @actions/github's `context`: the event, its payload, the repository and the run. */
export interface WorkflowContext {
  eventName: string;
  payload: unknown;
  sha?: string;
  /** Undefined when neither GITHUB_REPOSITORY nor the payload names it. */
  repo?: Repo;
  runId?: number;
  serverUrl: string;
  apiUrl?: string;
}

/** The runner's own places, which @actions/github does not read. */
export interface RunnerPaths {
  workspace?: string;
  temp?: string;
  stepSummary?: string;
}

/** A phase's result: its value, or the reason the run stops (a sentence for `setFailed`, without "navguard:"). */
export type Step<T> = { ok: true; value: T } | { ok: false; message: string };

export function runnerPaths(env: NodeJS.ProcessEnv): RunnerPaths {
  return {
    workspace: env.GITHUB_WORKSPACE || undefined,
    temp: env.RUNNER_TEMP || undefined,
    stepSummary: env.GITHUB_STEP_SUMMARY || undefined,
  };
}

export function readRequest(
  context: WorkflowContext,
  paths: RunnerPaths,
  getInput: (name: string) => string,
  mask: (secret: string) => void = () => undefined,
): Step<Request> {
  let inputs: Inputs;
  try {
    inputs = readInputs(getInput);
  } catch (e) {
    return { ok: false, message: (e as Error).message };
  }
  if (inputs.token) mask(inputs.token);
  if (inputs.fixToken) mask(inputs.fixToken);
  const refs = refsFromEvent(context.eventName, context.payload, context.sha, {
    base: inputs.baseRef,
    head: inputs.headRef,
  });
  if (!refs.ok) return { ok: false, message: `${refs.message}.` };
  const workspace = paths.workspace ?? process.cwd();
  const repo = context.repo ?? { owner: '', repo: '' };
  return {
    ok: true,
    value: {
      inputs,
      eventName: context.eventName,
      refs: refs.refs,
      workspace,
      repo,
      serverUrl: context.serverUrl,
      apiUrl: context.apiUrl,
      runUrl:
        context.runId && repo.owner
          ? `${context.serverUrl}/${repo.owner}/${repo.repo}/actions/runs/${context.runId}`
          : undefined,
      reportDir: paths.temp ?? workspace,
      stepSummary: paths.stepSummary,
    },
  };
}
