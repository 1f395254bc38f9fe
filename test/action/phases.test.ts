// Phases 2 and 3 over real git repositories: revisions and roots resolved, each root analysed through the
// comparison entries the CLI uses. No GitHub.
import { describe, expect, it } from '@jest/globals';
import { analyseRoots } from '../../src/action/analyse.js';
import { holdBaselined } from '../../src/action/baseline.js';
import { makeBaseline, serializeBaseline } from '../../src/core/compare/baseline.js';
import { resolveRevisions } from '../../src/action/revisions.js';
import { docsFolders, selectRoots } from '../../src/adapters/roots.js';
import { auditSource } from '../../src/core/compare/audit.js';
import { memorySource } from '../../src/adapters/memory-source.js';
import { commitAll, initRepo, sh, writeFiles } from '../git-helpers.js';
import { docsJson } from '../helpers.js';

const page = (title: string, body = 'Text.') => `---\ntitle: "${title}"\n---\n\n${body}\n`;
const site = (pages: string[]) => ({
  'docs.json': docsJson({ groups: [{ group: 'Start', pages }] }),
  ...Object.fromEntries(pages.map((p) => [`${p}.mdx`, page(p)])),
});

describe('selectRoots (pure)', () => {
  const found = ['.', 'sites/a', 'sites/b', 'other'];
  it('all found roots when none is asked for', () => {
    expect(selectRoots(['b', 'a'], [])).toEqual(['a', 'b']);
  });
  it('globs match found roots; plain paths are kept as written, ./ and trailing / dropped', () => {
    expect(selectRoots(found, ['sites/*'])).toEqual(['sites/a', 'sites/b']);
    expect(selectRoots(found, ['./missing/', './'])).toEqual(['.', 'missing']);
  });
});

describe('docsFolders', () => {
  it('folders holding docs.json in any commit, outside hidden folders and node_modules', () => {
    const { dir, sha: first } = initRepo({
      'docs.json': '{}',
      'sites/a/docs.json': '{}',
      '.github/docs.json': '{}',
      'node_modules/x/docs.json': '{}',
    });
    writeFiles(dir, { 'sites/a/docs.json': null, 'sites/b/docs.json': '{}' });
    const second = commitAll(dir, 'move');
    expect(docsFolders(dir, [second])).toEqual(['.', 'sites/b']);
    expect(docsFolders(dir, [first, second])).toEqual(['.', 'sites/a', 'sites/b']);
  });

  it('reads the names from git as written: the first path listed, mint.json, names that only end alike', () => {
    const { dir, sha } = initRepo({
      'docs.json': '{}', // the first path git lists
      'my-docs.json': '{}',
      'notes/docs.json.bak': '{}',
      'guías/mint.json': '{}',
      'x/my-mint.json': '{}',
      'x/y/docs.json': '{}',
    });
    expect(docsFolders(dir, [sha])).toEqual(['.', 'guías', 'x/y']);
  });
});

describe('resolveRevisions', () => {
  it('a pull request: the merge base and the head, with the roots in either', () => {
    const { dir, sha: base } = initRepo(site(['index']));
    writeFiles(dir, { 'more/docs.json': '{}' });
    const head = commitAll(dir, 'pr');
    const r = resolveRevisions(dir, { kind: 'pull_request', base, head, number: 1, fork: false }, []);
    expect(r).toEqual({ ok: true, value: { head, base, roots: ['.', 'more'], notes: [] } });
  });

  it('a pull request whose base is not in the clone (and cannot be fetched) says so, as the head alone would', () => {
    const { dir, sha } = initRepo(site(['index']));
    const missing = 'f'.repeat(40);
    const r = resolveRevisions(dir, { kind: 'pull_request', base: missing, head: sha, number: 1, fork: false }, []);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.message).toContain(`the revision "${missing}" is not in this clone`);
    // Named by branch and tag rather than by id: the same commits.
    sh(dir, 'tag', 'v1', sha);
    const named = resolveRevisions(dir, { kind: 'refs', base: 'v1', head: 'main' }, []);
    expect(named).toEqual({ ok: true, value: { head: sha, base: sha, roots: ['.'], notes: [] } });
  });

  it('a first push (no before) and an audit: the head alone', () => {
    const { dir, sha } = initRepo(site(['index']));
    expect(resolveRevisions(dir, { kind: 'push', head: sha }, [])).toEqual({
      ok: true,
      value: { head: sha, base: undefined, roots: ['.'], notes: [] },
    });
    expect(resolveRevisions(dir, { kind: 'audit', head: sha }, [])).toEqual({
      ok: true,
      value: { head: sha, base: undefined, roots: ['.'], notes: [] },
    });
  });

  it('a push: compared with the previous tip ("before"), not with itself', () => {
    const { dir, sha: before } = initRepo(site(['index']));
    writeFiles(dir, { 'a.mdx': page('a') });
    commitAll(dir, 'one');
    writeFiles(dir, { 'b.mdx': page('b') });
    const head = commitAll(dir, 'two');
    const r = resolveRevisions(dir, { kind: 'push', head, before, forced: false }, []);
    expect(r).toEqual({ ok: true, value: { head, base: before, roots: ['.'], notes: [] } });
  });

  it('a force-push: compared with the old tip, with a note; an unreadable old tip: the head alone, with a note', () => {
    const { dir, sha: root } = initRepo(site(['index']));
    writeFiles(dir, { 'old.mdx': page('old') });
    const old = commitAll(dir, 'old tip');
    sh(dir, 'reset', '-q', '--hard', root);
    writeFiles(dir, { 'new.mdx': page('new') });
    const head = commitAll(dir, 'rewritten');
    const forced = resolveRevisions(dir, { kind: 'push', head, before: old, forced: true }, []);
    expect(forced.ok && forced.value.base).toBe(old);
    expect(forced.ok && forced.value.notes).toEqual([expect.stringContaining('This push rewrote history')]);
    const gone = 'f'.repeat(40);
    const lost = resolveRevisions(dir, { kind: 'push', head, before: gone, forced: true }, []);
    expect(lost.ok && lost.value.base).toBeUndefined();
    expect(lost.ok && lost.value.notes).toEqual([
      expect.stringMatching(
        /^The push's previous commit ffffffffffff cannot be read \(the push rewrote history\), so this run checks .* on its own/,
      ),
    ]);
  });

  it('base-ref / head-ref: compared from where the histories meet, like a pull request', () => {
    const { dir, sha: start } = initRepo(site(['index']));
    sh(dir, 'branch', 'feature');
    writeFiles(dir, { 'main-only.mdx': page('m') });
    commitAll(dir, 'on main');
    sh(dir, 'checkout', '-q', 'feature');
    writeFiles(dir, { 'f.mdx': page('f') });
    const feature = commitAll(dir, 'on feature');
    const r = resolveRevisions(dir, { kind: 'refs', base: 'main', head: 'feature' }, []);
    expect(r.ok && [r.value.base, r.value.head]).toEqual([start, feature]);
  });

  it('a root input that picks some of several docs roots keys the run by them; all of them, or one alone, does not', () => {
    const files = { ...site(['index']) } as Record<string, string>;
    const two: Record<string, string> = {};
    for (const [k, v] of Object.entries(files)) {
      two[`sites/a/${k}`] = v;
      two[`sites/b/${k}`] = v;
    }
    const { dir, sha } = initRepo(two);
    const key = (wanted: string[]) => {
      const r = resolveRevisions(dir, { kind: 'audit', head: sha }, wanted);
      return r.ok ? r.value.key : r.message;
    };
    expect(key(['sites/a'])).toBe('sites/a');
    expect(key(['sites/*'])).toBeUndefined();
    expect(key([])).toBeUndefined();
    const single = initRepo(files);
    const r = resolveRevisions(single.dir, { kind: 'audit', head: single.sha }, ['.']);
    expect(r.ok && r.value.key).toBeUndefined();
  });

  it('no docs.json under the asked root, and an unknown commit, are reasons', () => {
    const { dir, sha } = initRepo(site(['index']));
    expect(resolveRevisions(dir, { kind: 'push', head: sha }, ['site/*'])).toEqual({
      ok: false,
      message: expect.stringContaining('no docs.json found in this repository under site/*'),
    });
    const r = resolveRevisions(dir, { kind: 'push', head: 'f'.repeat(40) }, []);
    expect(r.ok).toBe(false);
  });
});

describe('analyseRoots', () => {
  it('a push goes through auditSource: the same findings and outline as auditing the files directly', async () => {
    const files: Record<string, string> = site(['index', 'ghost']);
    delete files['ghost.mdx'];
    const { dir, sha } = initRepo(files);
    const r = await analyseRoots(dir, { head: sha, roots: ['.'] }, undefined);
    if (!r.ok) throw new Error(r.message);
    expect(r.value.problems).toEqual([]);
    const [only] = r.value.results;
    const direct = auditSource(memorySource(files), { links: 'all' });
    expect(only!.comparison.findings.map((f) => [f.rule, f.status])).toEqual(
      direct.findings.map((f) => [f.rule, 'existing']),
    );
    expect(only!.comparison.findings.map((f) => f.rule)).toContain('page-not-found');
    expect(only!.comparison.changes).toEqual([]);
    expect(JSON.stringify(only!.comparison.outline)).toBe(JSON.stringify(direct.outline));
  });

  it('a pull request is compared: what it added is new', async () => {
    const { dir, sha: base } = initRepo(site(['index']));
    writeFiles(dir, { 'docs.json': docsJson({ groups: [{ group: 'Start', pages: ['index', 'ghost'] }] }) });
    const head = commitAll(dir, 'pr');
    const r = await analyseRoots(dir, { head, base, roots: ['.'] }, undefined);
    if (!r.ok) throw new Error(r.message);
    const c = r.value.results[0]!.comparison;
    expect(c.findings.filter((f) => f.status === 'new').map((f) => f.rule)).toEqual(['page-not-found']);
    expect(c.changes.map((ch) => ch.kind)).toEqual(['added']);
  });

  it('the baseline input follows the files the change renamed, as `diff --baseline` does', async () => {
    // clauderic/dnd-kit: a page with a recorded broken anchor, renamed in a PR, came back as a finding the
    // baseline did not hold, though the CLI's diff held it.
    const linking = '# A\n\nSee [there](/nowhere).\n';
    const before = {
      'docs.json': docsJson({ pages: ['index', 'guide/a'] }),
      'index.mdx': '# Home\n',
      'guide/a.mdx': linking,
    };
    const { dir, sha: base } = initRepo(before);
    const recorded = auditSource(memorySource(before), { links: 'all' }).findings;
    expect(recorded.map((f) => f.rule)).toEqual(['broken-link']);
    const text = serializeBaseline(makeBaseline(recorded, [], base));
    writeFiles(dir, {
      'docs.json': docsJson(
        { pages: ['index', 'guide/b'] },
        { redirects: [{ source: '/guide/a', destination: '/guide/b' }] },
      ),
      'guide/a.mdx': null,
      'guide/b.mdx': linking,
    });
    const head = commitAll(dir, 'rename');
    const r = await analyseRoots(dir, { head, base, roots: ['.'] }, undefined);
    if (!r.ok) throw new Error(r.message);
    const { analysed, held } = holdBaselined(r.value, text, 'navguard-baseline.json');
    expect(held).toBe(1);
    expect(analysed.results[0]!.comparison.findings.map((f) => f.rule)).toEqual([]);
  });

  it('a deleted docs.json is a finding, a root without one a problem; a bad config file stops the run', async () => {
    const { dir, sha: base } = initRepo(site(['index']));
    writeFiles(dir, { 'docs.json': null });
    const head = commitAll(dir, 'delete');
    const deleted = await analyseRoots(dir, { head, base, roots: ['.'] }, undefined);
    if (!deleted.ok) throw new Error(deleted.message);
    expect(deleted.value.problems).toEqual([]);
    expect(deleted.value.results[0]!.comparison.findings.map((f) => [f.rule, f.status])).toEqual([
      ['docs-json-removed', 'new'],
    ]);
    const neither = await analyseRoots(dir, { head, base, roots: ['nowhere'] }, undefined);
    expect(neither.ok && neither.value.problems).toEqual([
      'nowhere: no docs.json in this folder at either commit. Set the "root" input to the folder that holds docs.json.',
    ]);
    const { dir: mono, sha: monoBase } = initRepo({
      'apps/docs/docs.json': site(['index'])['docs.json'],
      'apps/docs/index.mdx': '# Home\n',
    });
    writeFiles(mono, { 'apps/docs/index.mdx': '# Home, edited\n' });
    const monoHead = commitAll(mono, 'edit');
    const above = await analyseRoots(mono, { head: monoHead, base: monoBase, roots: ['apps'] }, undefined);
    expect(above.ok && above.value.problems).toEqual([
      'apps: no docs.json in this folder at either commit (below it, apps/docs has one). Set the "root" input to the folder that holds docs.json.',
    ]);
    const missing = await analyseRoots(dir, { head, roots: ['.'] }, undefined);
    expect(missing.ok && missing.value.problems).toEqual([`.: there is no docs.json at ${head.slice(0, 12)}.`]);
    writeFiles(dir, { 'bad.json': '{' });
    const bad = await analyseRoots(dir, { head, roots: ['.'] }, 'bad.json');
    expect(bad).toEqual({ ok: false, message: expect.stringContaining('bad.json is not valid JSON') });
  });
});
