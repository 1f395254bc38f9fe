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
      refs: { kind: 'pull_request', base: A, head: B, number: 7, fork: false, baseRef: 'main', headRef: 'feature' },
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

  it('push: "after" is the head, "before" the previous tip; an all-zero "before" (a new branch) is no before', () => {
    expect(refsFromEvent('push', { after: C, before: A })).toEqual({
      ok: true,
      refs: { kind: 'push', head: C, before: A, forced: false },
    });
    expect(refsFromEvent('push', { after: C, before: A, forced: true })).toEqual({
      ok: true,
      refs: { kind: 'push', head: C, before: A, forced: true },
    });
    expect(refsFromEvent('push', { after: C, before: '0'.repeat(40), created: true })).toEqual({
      ok: true,
      refs: { kind: 'push', head: C, before: undefined, forced: false },
    });
  });

  it('push without "after" falls back to GITHUB_SHA, and fails without either', () => {
    expect(refsFromEvent('push', {}, B)).toEqual({
      ok: true,
      refs: { kind: 'push', head: B, before: undefined, forced: false },
    });
    expect(refsFromEvent('push', {}, undefined)).toEqual({ ok: false, message: expect.stringContaining('GITHUB_SHA') });
  });

  it('workflow_dispatch and schedule audit the commit the run is on', () => {
    expect(refsFromEvent('workflow_dispatch', { inputs: {} }, B)).toEqual({
      ok: true,
      refs: { kind: 'audit', head: B },
    });
    expect(refsFromEvent('schedule', { schedule: '0 6 * * 1' }, C)).toEqual({
      ok: true,
      refs: { kind: 'audit', head: C },
    });
    expect(refsFromEvent('schedule', {}, undefined).ok).toBe(false);
  });

  it('another event names the events the action runs on, and the inputs that work everywhere', () => {
    const r = refsFromEvent('release', {}, B);
    expect(r).toEqual({ ok: false, message: expect.stringContaining('not "release"') });
    expect(!r.ok && r.message).toContain('"base-ref"');
  });

  it('base-ref / head-ref: compared on any event; on a pull request they replace its base / head', () => {
    expect(refsFromEvent('release', {}, B, { base: 'v1' })).toEqual({
      ok: true,
      refs: { kind: 'refs', base: 'v1', head: B },
    });
    expect(refsFromEvent('workflow_dispatch', {}, B, { base: 'main', head: 'feature' })).toEqual({
      ok: true,
      refs: { kind: 'refs', base: 'main', head: 'feature' },
    });
    expect(refsFromEvent('push', { after: C, before: A }, C, { head: 'v2' })).toEqual({
      ok: true,
      refs: { kind: 'audit', head: 'v2' },
    });
    expect(refsFromEvent('pull_request', pr('acme/docs'), undefined, { base: 'release' })).toEqual({
      ok: true,
      refs: {
        kind: 'pull_request',
        base: 'release',
        head: B,
        number: 7,
        fork: false,
        baseRef: 'main',
        headRef: 'feature',
      },
    });
    // A head named by the input is not the pull request's own: navguard does not commit fixes onto it.
    const asked = refsFromEvent('pull_request', pr('acme/docs'), undefined, { head: C });
    expect(asked).toMatchObject({ ok: true, refs: { kind: 'pull_request', head: C, headAsked: true } });
    expect(refsFromEvent('release', {}, undefined, { base: 'v1' }).ok).toBe(false);
  });
});
