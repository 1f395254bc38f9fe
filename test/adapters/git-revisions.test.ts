// Resolving the repository and the named revisions in one git process: the answer is resolveCommit's and
// repoTop's, or none (the callers then ask one thing at a time, as before).
import { describe, it, expect } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { repoTop, resolveCommit, topAndCommits } from '../../src/adapters/git.js';
import { RunCache } from '../../src/adapters/run-cache.js';
import { Memos } from '../../src/core/site/memos.js';
import { loadStates } from '../../src/adapters/states.js';
import { commitAll, headSha, initRepo, sh, tempDir, writeFiles } from '../git-helpers.js';
import { docsJson } from '../helpers.js';

function repo(): { dir: string; first: string; second: string } {
  const { dir, sha: first } = initRepo({ 'docs/docs.json': docsJson({ pages: ['index'] }), 'docs/index.mdx': '# A\n' });
  writeFiles(dir, { 'docs/index.mdx': '# B\n' });
  const second = commitAll(dir, 'second');
  sh(dir, 'tag', '-a', 'v1', '-m', 'release', first); // an annotated tag: its commit, not the tag object
  return { dir, first, second };
}

describe('topAndCommits', () => {
  it("gives repoTop's folder and resolveCommit's commits, from a folder inside the repository too", () => {
    const { dir, first, second } = repo();
    const inside = path.join(dir, 'docs');
    const revs = ['HEAD', 'v1', 'HEAD~1', second.slice(0, 10)];
    expect(topAndCommits(inside, revs)).toEqual({
      top: repoTop(inside),
      commits: revs.map((r) => resolveCommit(dir, r, false)),
    });
    expect(topAndCommits(inside, revs)?.commits).toEqual([second, first, first, second]);
    expect(topAndCommits(dir, [])).toEqual({ top: repoTop(dir), commits: [] });
  });

  it('gives nothing where git cannot answer each revision plainly', () => {
    const { dir, first, second } = repo();
    fs.writeFileSync(path.join(dir, 'notes^{commit}'), 'a file, not a revision\n');
    for (const revs of [
      ['HEAD', 'no-such-branch'], // missing: resolveCommit may fetch it, and says why when it cannot
      [`${first}..${second}`], // a range names two commits
      ['notes'], // a path in the working tree, not a revision
      ['--all'], // an option
      ['HEAD@{1 day ago}'], // spaces: asked alone, as before
      [''],
    ])
      expect({ revs, got: topAndCommits(dir, revs) }).toEqual({ revs, got: undefined });
    expect(topAndCommits(tempDir(), ['HEAD'])).toBeUndefined(); // not a repository
  });

  it('a diff of two named revisions reads the same states as before', async () => {
    const { dir, first, second } = repo();
    const states = await loadStates({
      root: path.join(dir, 'docs'),
      base: 'v1',
      head: 'HEAD',
      openCache: () => new RunCache(undefined, new Memos()),
    });
    expect([states.base.commit, states.head.commit]).toEqual([first, second]);
    expect([states.base.label, states.head.label]).toEqual([
      `v1 (${first.slice(0, 12)})`,
      `HEAD (${second.slice(0, 12)})`,
    ]);
    expect(states.head.source?.read('index.mdx')).toBe('# B\n');
    await expect(
      loadStates({
        root: path.join(dir, 'docs'),
        base: 'nope',
        head: 'HEAD',
        openCache: () => new RunCache(undefined, new Memos()),
        fetch: false,
      }),
    ).rejects.toThrow('the revision "nope" is not in this clone');
  });
});

describe('loadStates in a repository that lacks a file it would read to find renames', () => {
  it('compares without renames, and says so, rather than giving up', async () => {
    // mcp-use's mirror lacks a 4 MB image: git diff --find-renames stops at it ("unable to read").
    const image = 'x'.repeat(4000) + '\n';
    const { dir, sha: base } = initRepo({
      'docs/docs.json': docsJson({ pages: ['index', 'guide'] }),
      'docs/index.mdx': '# A\n',
      'docs/guide.mdx': '# Guide\n',
      'docs/images/old.svg': image,
    });
    sh(dir, 'mv', 'docs/images/old.svg', 'docs/images/new.svg');
    writeFiles(dir, { 'docs/images/new.svg': image + 'changed\n', 'docs/guide.mdx': '# Guide\n\nEdited.\n' });
    const head = commitAll(dir, 'move the image, edit the guide');
    const blob = sh(dir, 'rev-parse', `${base}:docs/images/old.svg`);
    fs.rmSync(path.join(dir, '.git', 'objects', blob.slice(0, 2), blob.slice(2)));
    const states = await loadStates({
      root: path.join(dir, 'docs'),
      base,
      head,
      openCache: () => new RunCache(undefined, new Memos()),
    });
    expect([...states.changed].sort()).toEqual(['guide.mdx', 'images/new.svg', 'images/old.svg']);
    expect(states.renames).toEqual([]);
    expect(states.notes).toEqual([expect.stringContaining('git could not read every file it needed to find renames')]);
    expect(states.head.source?.read('guide.mdx')).toBe('# Guide\n\nEdited.\n');
  });
});

describe("the tests' own git helper", () => {
  it('reads the commit HEAD names as git does: on a branch, detached, and with the branch packed', () => {
    const { dir, sha } = initRepo({ 'a.md': 'a\n' });
    expect(sha).toBe(sh(dir, 'rev-parse', 'HEAD'));
    writeFiles(dir, { 'b.md': 'b\n' });
    const second = commitAll(dir, 'second');
    expect(second).not.toBe(sha);
    expect(second).toBe(sh(dir, 'rev-parse', 'HEAD'));
    sh(dir, 'checkout', '-q', '--detach', sha);
    expect(headSha(dir)).toBe(sha);
    sh(dir, 'checkout', '-q', 'main');
    sh(dir, 'pack-refs', '--all');
    expect(headSha(dir)).toBe(second);
  });
});
