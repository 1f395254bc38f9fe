// What the site builder ignores is never read or reported, on disk and in git alike; other dot-folders are
// published and checked; symlinks inside the root are followed, to files and to folders, never round a loop.
import { describe, it, expect } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { analyze } from '../../src/core/engine/analyze.js';
import { builderIgnores, isUnpublished } from '../../src/core/site/ignores.js';
import { directorySource } from '../../src/adapters/fs-source.js';
import { gitSources } from '../../src/adapters/git-source.js';
import type { SiteSource } from '../../src/core/site/source.js';
import { commitAll, sh, tempDir, writeFiles } from '../git-helpers.js';
import { docsJson } from '../helpers.js';

/** A repository with the docs in `docs/`, a sibling folder outside it, and the symlinks a real site has. */
function siteWithLinks(): { repo: string; root: string } {
  const repo = tempDir();
  sh(repo, 'init', '-q', '-b', 'main');
  writeFiles(repo, {
    'outside/skill.md': '# Outside\n',
    'docs/docs.json': docsJson({
      pages: ['index', 'shared/part', 'guides/shared/part', '.drafts/preview'],
    }),
    'docs/index.mdx': '# Home\n\nRead the [part](/guides/shared/part) and the [missing page](/nowhere).\n',
    'docs/shared/part.mdx': '# Part\n',
    'docs/skills/writer/SKILL.md': '---\nhidden: true\n---\n\n# A skill\n\n[broken](/not-a-page)\n',
    'docs/.drafts/preview.mdx': '# Preview\n\n[draft link](/draft-target)\n',
    'docs/.drafts/orphan.mdx': '# Not in the navigation\n',
    'docs/.mintlify/assistant/notes.mdx': '# Builder notes\n\n[x](/nope)\n',
    'docs/.mintlify/settings.json': '{ "a": 1 }\n',
    'docs/.github/ISSUE_TEMPLATE/bug.md': '# Bug\n\n[x](/nope)\n',
    'docs/node_modules/pkg/readme.mdx': '# Pkg\n\n[x](/nope)\n',
    'docs/nested/.CLAUDE/notes.mdx': '# Case does not matter\n\n[x](/nope)\n',
    'docs/guides/README.md': '# Not a page\n\n[x](/nope)\n',
  });
  const docs = path.join(repo, 'docs');
  // Like mintlify/docs: the builder's skills folder is a link to a folder inside the root; another points out.
  fs.symlinkSync('../skills', path.join(docs, '.mintlify', 'skills'));
  fs.symlinkSync('../../outside', path.join(docs, '.mintlify', 'external'));
  fs.symlinkSync('/etc', path.join(docs, '.mintlify', 'abs'));
  fs.symlinkSync('../../outside', path.join(docs, '.github', 'linked'));
  // A symlink to a folder inside the root, and one that would loop.
  fs.symlinkSync('../shared', path.join(docs, 'guides', 'shared'));
  fs.symlinkSync('..', path.join(docs, 'guides', 'up'));
  // A real problem beside them: a symlink that leads out of the docs folder.
  fs.symlinkSync('../outside/skill.md', path.join(docs, 'leak.mdx'));
  return { repo, root: docs };
}

function expectSameVerdict(source: SiteSource): void {
  expect(source.files).toContain('guides/shared/part.mdx');
  expect(source.files.some((f) => f.startsWith('guides/up/'))).toBe(false);
  expect(source.files.some((f) => f.startsWith('node_modules/') || f.startsWith('.github/'))).toBe(false);
  const { findings } = analyze(source, { links: 'all' });
  const summary = findings.map((f) => [
    f.rule,
    f.file,
    f.rule === 'broken-link' ? /"([^"]+)"/.exec(f.message)?.[1] : '',
  ]);
  expect(summary.sort()).toEqual(
    [
      ['broken-link', 'docs/.drafts/preview.mdx', '/draft-target'],
      ['broken-link', 'docs/index.mdx', '/nowhere'],
      // Reported once, in the folder itself, not again through .mintlify/skills.
      ['broken-link', 'docs/skills/writer/SKILL.md', '/not-a-page'],
      ['orphan-page', 'docs/.drafts/orphan.mdx', ''],
      ['unsafe-path', 'docs/leak.mdx', ''],
    ].sort(),
  );
}

describe('what the builder ignores', () => {
  it('a folder on disk: nothing in .mintlify/, .github/, node_modules/ or README.md is reported; .drafts/ is checked', () => {
    const { root } = siteWithLinks();
    expectSameVerdict(directorySource(root));
  });

  it('a git revision: the same verdict, with symlinked folders followed from the tree', async () => {
    const { repo } = siteWithLinks();
    const sha = commitAll(repo, 'site');
    const [source] = await gitSources(repo, [sha], 'docs');
    expectSameVerdict(source!);
  });

  it('a symlink loop through folders ends: each folder is entered once per chain', async () => {
    const repo = tempDir();
    sh(repo, 'init', '-q', '-b', 'main');
    writeFiles(repo, { 'docs.json': docsJson({ pages: ['a/x', 'a/to-b/y'] }), 'a/x.mdx': '# X\n', 'b/y.mdx': '# Y\n' });
    fs.symlinkSync('../b', path.join(repo, 'a', 'to-b'));
    fs.symlinkSync('../a', path.join(repo, 'b', 'to-a'));
    fs.symlinkSync('.', path.join(repo, 'self'));
    const disk = directorySource(repo);
    const [git] = await gitSources(repo, [commitAll(repo, 'loops')], '');
    for (const source of [disk, git!]) {
      // a/to-b/to-a would be a again, b/to-a/to-b would be b again, self/ would be the root: loops, not followed.
      expect(source.files).toEqual(['a/to-b/y.mdx', 'a/x.mdx', 'b/to-a/x.mdx', 'b/y.mdx', 'docs.json']);
      expect(analyze(source, { links: 'all' }).findings.filter((f) => f.severity === 'error')).toEqual([]);
    }
  });

  it('the list: gitignore semantics, any depth, any case; other dot-folders are published', () => {
    for (const p of ['.git/', 'a/.GitHub/', 'x/node_modules/', 'Readme.md', 'guides/changelog.md', '.mintlify/a.mdx'])
      expect([p, builderIgnores(p)]).toEqual([p, true]);
    for (const p of ['.drafts/', '.drafts/a.mdx', 'README.mdx', '.mintlify/', '.mintlify/x.json', '.mintlify/skills/'])
      expect([p, builderIgnores(p)]).toEqual([p, false]);
    // Read by the builder, but never a page.
    expect(isUnpublished('.mintlify/skills/a/SKILL.md')).toBe(true);
    expect(isUnpublished('.drafts/a.mdx')).toBe(false);
  });
});
