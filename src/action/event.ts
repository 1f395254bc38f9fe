// Which commits to compare, from the workflow event alone (pure: payload in, refs or a reason out). The
// `base-ref` / `head-ref` inputs, when given, take the place of what the event says.

export type EventRefs =
  | {
      kind: 'pull_request';
      base: string;
      head: string;
      number: number;
      fork: boolean;
      baseRef?: string;
      /** The head branch's name (in the head repository). */
      headRef?: string;
      /** Set when the `head-ref` input named another revision than the pull request's head. */
      headAsked?: boolean;
    }
  | { kind: 'merge_group'; base: string; head: string }
  /** `before`: the branch's previous tip; absent on a new branch (the head is then audited alone). */
  | { kind: 'push'; head: string; before?: string; forced?: boolean }
  /** Two revisions named by the `base-ref` / `head-ref` inputs, compared from where their histories meet. */
  | { kind: 'refs'; base: string; head: string }
  /** One commit alone (workflow_dispatch, schedule): every finding of its state, nothing to compare with. */
  | { kind: 'audit'; head: string };

export type RefsResult = { ok: true; refs: EventRefs } | { ok: false; message: string };

/** Revisions the workflow names through the `base-ref` / `head-ref` inputs (branch, tag or commit). */
export interface AskedRefs {
  base?: string;
  head?: string;
}

/** Events that have no "before": the action checks the commit as it stands. */
export const AUDIT_EVENTS = ['workflow_dispatch', 'schedule'] as const;

function obj(v: unknown): Record<string, unknown> | undefined {
  return v && typeof v === 'object' ? (v as Record<string, unknown>) : undefined;
}

function text(v: unknown): string | undefined {
  return typeof v === 'string' && v ? v : undefined;
}

function sha(v: unknown): string | undefined {
  return typeof v === 'string' && /^[0-9a-f]{40}$/i.test(v) ? v : undefined;
}

function fromPayload(eventName: string, p: Record<string, unknown>, envSha?: string): RefsResult {
  if (eventName === 'pull_request' || eventName === 'pull_request_target') {
    const pr = obj(p.pull_request);
    const base = sha(obj(pr?.base)?.sha);
    const head = sha(obj(pr?.head)?.sha);
    if (!pr || !base || !head)
      return {
        ok: false,
        message: `the ${eventName} event payload has no pull_request.base.sha / pull_request.head.sha; navguard cannot tell what the PR changed`,
      };
    const headRepo = obj(obj(pr.head)?.repo)?.full_name;
    const baseRepo = obj(obj(pr.base)?.repo)?.full_name ?? obj(p.repository)?.full_name;
    return {
      ok: true,
      refs: {
        kind: 'pull_request',
        base,
        head,
        number: Number(pr.number ?? p.number),
        fork: typeof headRepo === 'string' && typeof baseRepo === 'string' && headRepo !== baseRepo,
        baseRef: text(obj(pr.base)?.ref),
        headRef: text(obj(pr.head)?.ref),
      },
    };
  }
  if (eventName === 'merge_group') {
    const mg = obj(p.merge_group);
    const base = sha(mg?.base_sha);
    const head = sha(mg?.head_sha);
    if (!base || !head)
      return { ok: false, message: 'the merge_group event payload has no merge_group.base_sha / head_sha' };
    return { ok: true, refs: { kind: 'merge_group', base, head } };
  }
  if (eventName === 'push') {
    const head = sha(p.after) ?? sha(envSha);
    if (!head) return { ok: false, message: 'the push event payload has no "after" commit and GITHUB_SHA is not set' };
    // An all-zero "before" is a branch's first push: there is no previous commit.
    const before = sha(p.before);
    return {
      ok: true,
      refs: {
        kind: 'push',
        head,
        before: before && !/^0+$/.test(before) && before !== head ? before : undefined,
        forced: p.forced === true,
      },
    };
  }
  if ((AUDIT_EVENTS as readonly string[]).includes(eventName)) {
    const head = sha(envSha);
    if (!head) return { ok: false, message: `GITHUB_SHA is not set on this ${eventName} run` };
    return { ok: true, refs: { kind: 'audit', head } };
  }
  return {
    ok: false,
    message: `this action runs on pull_request, pull_request_target, merge_group, push, workflow_dispatch and schedule events, not "${eventName}" — add one of them to the workflow's "on:", or name the revisions with the "base-ref" / "head-ref" inputs`,
  };
}

export function refsFromEvent(eventName: string, payload: unknown, envSha?: string, asked: AskedRefs = {}): RefsResult {
  const p = obj(payload) ?? {};
  if (!asked.base && !asked.head) return fromPayload(eventName, p, envSha);
  const event = fromPayload(eventName, p, envSha);
  if (event.ok && event.refs.kind === 'pull_request')
    return {
      ok: true,
      refs: {
        ...event.refs,
        base: asked.base ?? event.refs.base,
        head: asked.head ?? event.refs.head,
        ...(asked.head ? { headAsked: true } : {}),
      },
    };
  if (event.ok && event.refs.kind === 'merge_group')
    return {
      ok: true,
      refs: { ...event.refs, base: asked.base ?? event.refs.base, head: asked.head ?? event.refs.head },
    };
  const head = asked.head ?? (event.ok ? event.refs.head : sha(envSha));
  if (!head) return { ok: false, message: `the "base-ref" input is set but not "head-ref", and GITHUB_SHA is not set` };
  return { ok: true, refs: asked.base ? { kind: 'refs', base: asked.base, head } : { kind: 'audit', head } };
}
