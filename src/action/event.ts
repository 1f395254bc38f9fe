// Which commits to compare, from the workflow event alone (pure: payload in, refs or a reason out).

export type EventRefs =
  | { kind: 'pull_request'; base: string; head: string; number: number; fork: boolean; baseRef?: string }
  | { kind: 'merge_group'; base: string; head: string }
  | { kind: 'push'; head: string; before?: string };

export type RefsResult = { ok: true; refs: EventRefs } | { ok: false; message: string };

function obj(v: unknown): Record<string, unknown> | undefined {
  return v && typeof v === 'object' ? (v as Record<string, unknown>) : undefined;
}

function text(v: unknown): string | undefined {
  return typeof v === 'string' && v ? v : undefined;
}

function sha(v: unknown): string | undefined {
  return typeof v === 'string' && /^[0-9a-f]{40}$/i.test(v) ? v : undefined;
}

export function refsFromEvent(eventName: string, payload: unknown, envSha?: string): RefsResult {
  const p = obj(payload) ?? {};
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
    const before = sha(p.before);
    return { ok: true, refs: { kind: 'push', head, before: before && !/^0+$/.test(before) ? before : undefined } };
  }
  return {
    ok: false,
    message: `this action runs on pull_request, pull_request_target, merge_group and push events, not "${eventName}"; add one of them to the workflow's "on:"`,
  };
}
