// Which commits a workflow event asks to compare, from its payload alone.
import { describe, expect, it } from '@jest/globals';
import { refsFromEvent } from '../../src/action/event.js';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);
const C = 'c'.repeat(40);

function pr(headRepo: string, baseRepo = 'acme/docs'): unknown {
  return {
    number: 7,
    pull_request: {
      number: 7,
      base: { sha: A, ref: 'main', repo: { full_name: baseRepo } },
      head: { sha: B, ref: 'feature', repo: { full_name: headRepo } },
    },
    repository: { full_name: 'acme/docs' },
  };
}

describe('refsFromEvent', () => {
  it('pull_request: base and head from the payload, same repository is no fork', () => {
    expect(refsFromEvent('pull_request', pr('acme/docs'))).toEqual({
      ok: true,
      refs: { kind: 'pull_request', base: A, head: B, number: 7, fork: false, baseRef: 'main' },
    });
  });

  it('pull_request_target from another repository is a fork', () => {
    const r = refsFromEvent('pull_request_target', pr('someone/docs'));
    expect(r.ok && r.refs.kind === 'pull_request' && r.refs.fork).toBe(true);
  });

  it('a pull_request payload without shas is refused with the field it misses', () => {
    const r = refsFromEvent('pull_request', { pull_request: { base: { sha: 'short' }, head: { sha: B } } });
    expect(r).toEqual({ ok: false, message: expect.stringContaining('pull_request.base.sha') });
  });

  it('merge_group: the queue base and head', () => {
    expect(refsFromEvent('merge_group', { merge_group: { base_sha: A, head_sha: C } })).toEqual({
      ok: true,
      refs: { kind: 'merge_group', base: A, head: C },
    });
    expect(refsFromEvent('merge_group', { merge_group: {} }).ok).toBe(false);
  });

  it('push: "after" is the head; an all-zero "before" (a new branch) is no before', () => {
    expect(refsFromEvent('push', { after: C, before: A })).toEqual({
      ok: true,
      refs: { kind: 'push', head: C, before: A },
    });
    expect(refsFromEvent('push', { after: C, before: '0'.repeat(40) })).toEqual({
      ok: true,
      refs: { kind: 'push', head: C, before: undefined },
    });
  });

  it('push without "after" falls back to GITHUB_SHA, and fails without either', () => {
    expect(refsFromEvent('push', {}, B)).toEqual({ ok: true, refs: { kind: 'push', head: B, before: undefined } });
    expect(refsFromEvent('push', {}, undefined)).toEqual({ ok: false, message: expect.stringContaining('GITHUB_SHA') });
  });

  it('another event names the events the action runs on', () => {
    const r = refsFromEvent('workflow_dispatch', {});
    expect(r).toEqual({ ok: false, message: expect.stringContaining('not "workflow_dispatch"') });
  });
});
