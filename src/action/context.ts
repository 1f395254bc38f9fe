// The workflow's context, read through @actions/github: event name, payload, repository, run and server.
// Loaded when asked for, because @actions/github parses the event payload as it loads: an unreadable payload
// then becomes a sentence for the step's status rather than a crash before navguard starts.
import type { Step, WorkflowContext } from './request.js';

export async function workflowContext(): Promise<Step<WorkflowContext>> {
  let context: (typeof import('@actions/github'))['context'];
  try {
    ({ context } = await import('@actions/github'));
  } catch (e) {
    return { ok: false, message: `cannot read the event payload at GITHUB_EVENT_PATH: ${(e as Error).message}` };
  }
  let repo: WorkflowContext['repo'];
  try {
    repo = context.repo;
  } catch {
    repo = undefined; // neither GITHUB_REPOSITORY nor a repository in the payload
  }
  return {
    ok: true,
    value: {
      eventName: context.eventName ?? '',
      payload: context.payload,
      sha: context.sha || undefined,
      repo,
      runId: Number.isFinite(context.runId) ? context.runId : undefined,
      serverUrl: context.serverUrl,
      apiUrl: context.apiUrl,
    },
  };
}
