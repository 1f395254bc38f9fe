// Nothing outside the docs root is ever read: `..` in entries, absolute paths, $ref and openapi paths that
// climb out, and symlinks that point out — on disk and in git — give findings and read nothing.
import { describe, it, expect } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { analyze } from '../../src/core/engine/analyze.js';
import { directorySource } from '../../src/adapters/fs-source.js';
import { gitSources } from '../../src/adapters/git-source.js';
import type { SiteSource } from '../../src/core/site/source.js';
import { commitAll, initRepo, sh, tempDir, writeFiles } from '../git-helpers.js';
import { docsJson } from '../helpers.js';

const SECRET = 'TOP-SECRET-d41d8cd98f00';

function hostileSite(): { repo: string; root: string } {
  const repo = tempDir();
  sh(repo, 'init', '-q', '-b', 'main');
  writeFiles(repo, {
    'secret.json': JSON.stringify({ openapi: '3.0.0', paths: {}, note: SECRET }),
    'secret.mdx': `# ${SECRET}\n`,
    'site/docs.json': docsJson(
      {
        tabs: [
          {
            tab: 'T',
            openapi: '../secret.json',
            groups: [
              { $ref: '../secret.json' },
              { group: 'G', pages: ['index', '../../etc/passwd', '/etc/passwd', '../secret', 'link'] },
            ],
          },
        ],
      },
      { api: { openapi: '/etc/passwd' } },
    ),
    'site/index.mdx': `---\ntitle: Home\nopenapi: ../secret.json GET /x\n---\n\n[out](../../secret) [abs](/etc/passwd)\n`,
  });
  fs.symlinkSync('../secret.mdx', path.join(repo, 'site', 'link.mdx'));
  fs.symlinkSync('/etc', path.join(repo, 'site', 'etc'));
  return { repo, root: path.join(repo, 'site') };
}

/** Wrap a source so every read is recorded. */
function spy(source: SiteSource): { source: SiteSource; reads: string[] } {
  const reads: string[] = [];
  return { reads, source: { ...source, read: (p) => (reads.push(p), source.read(p)) } };
}

function assertContained(source: SiteSource, reads: string[], findings: { message: string; rule: string }[]): void {
  const listed = new Set(source.files);
  for (const r of reads) expect(listed.has(r)).toBe(true);
  for (const f of source.files) expect(f.startsWith('..') || f.startsWith('/')).toBe(false);
  expect(JSON.stringify(findings)).not.toContain(SECRET);
}

describe('no read outside the docs root', () => {
  it('a folder on disk: symlinks out are refused, $ref/openapi/entries that climb out read nothing', () => {
    const { root } = hostileSite();
    const { source, reads } = spy(directorySource(root));
    expect(source.files).not.toContain('link.mdx');
    expect(source.files.some((f) => f.startsWith('etc/'))).toBe(false);
    const { findings } = analyze(source, { links: 'all' });
    assertContained(source, reads, findings);
    const rules = findings.map((f) => f.rule);
    expect(rules).toContain('unsafe-path');
    expect(
      findings
        .filter((f) => f.rule === 'unsafe-path')
        .map((f) => f.file)
        .sort(),
    ).toEqual(['site/docs.json', 'site/etc', 'site/link.mdx']);
    expect(findings.find((f) => f.message.includes('../../etc/passwd'))?.rule).toBe('page-not-found');
    expect(rules).toContain('openapi-not-found');
    // Read as a browser reads it (a `..` at the root stays there): /secret, inside the docs root, which has none.
    expect(findings.find((f) => f.rule === 'broken-link' && f.message.includes('../../secret'))?.message).toMatch(
      /which resolves to "\/secret", is broken/,
    );
  });

  it('a git revision: the same tree read from git gives the same refusals', async () => {
    const { repo } = hostileSite();
    const sha = commitAll(repo, 'hostile');
    const [read] = await gitSources(repo, [sha], 'site');
    const { source, reads } = spy(read!);
    expect(source.files).not.toContain('link.mdx');
    const { findings } = analyze(source, { links: 'all' });
    assertContained(source, reads, findings);
    expect(
      findings
        .filter((f) => f.rule === 'unsafe-path')
        .map((f) => f.file)
        .sort(),
    ).toEqual(['site/docs.json', 'site/etc', 'site/link.mdx']);
  });

  it('an entry and a link whose page is a symlink out say so, on disk and from git', async () => {
    // AgentlyHQ/aixyz ce0cf537f6: docs/templates/*.mdx turned into links to ../../examples/*/TEMPLATE.mdx.
    const { dir } = initRepo({
      'examples/guide.mdx': '# Guide\n',
      'docs/docs.json': docsJson({ pages: ['index', 'guide'] }),
      'docs/index.mdx': '# Home\n\nRead [the guide](/guide).\n',
    });
    fs.symlinkSync('../examples/guide.mdx', path.join(dir, 'docs', 'guide.mdx'));
    const head = commitAll(dir, 'The guide, a symlink out');
    const [fromGit] = await gitSources(dir, [head], 'docs');
    for (const source of [directorySource(path.join(dir, 'docs')), fromGit!]) {
      const { findings } = analyze(source, { links: 'all' });
      const entry = findings.find((f) => f.rule === 'page-not-found');
      expect(entry?.message).toContain('docs/guide.mdx is a symlink that points outside the docs folder');
      expect(entry?.message).not.toContain('no file');
      expect(entry?.fix?.message).toMatch(/^Move the file itself into the docs folder/);
      const link = findings.find((f) => f.rule === 'broken-link');
      expect(link?.message).toContain(
        'Link "/guide" is broken: "/guide" is a symlink (docs/guide.mdx) that points outside the docs folder',
      );
      expect(link?.fix?.message).toMatch(/^Move the file itself into the docs folder/);
      expect(findings.filter((f) => f.rule === 'unsafe-path').map((f) => f.file)).toEqual(['docs/guide.mdx']);
    }
  });

  // expectedparrot/edsl 4781baf578 (fresh set 107): images/x.png -> colab_notebooks.png, a file no longer there, was
  // "a symlink … that points outside the docs folder", and unsafe-path from git where a checkout said input-limit.
  it('a symlink to nothing inside the root says so, alike on disk and from git', async () => {
    const { dir } = initRepo({
      'docs/docs.json': docsJson({ pages: ['index'] }),
      'docs/index.mdx': '# Home\n\n![A notebook](/images/notebook.png)\n',
    });
    fs.mkdirSync(path.join(dir, 'docs', 'images'));
    fs.symlinkSync('gone.png', path.join(dir, 'docs', 'images', 'notebook.png'));
    const head = commitAll(dir, 'An image, a symlink to a file since removed');
    const [fromGit] = await gitSources(dir, [head], 'docs');
    const said = [directorySource(path.join(dir, 'docs')), fromGit!].map((source) => {
      const { findings } = analyze(source, { links: 'all' });
      return findings.map((f) => [f.rule, f.severity, f.file, f.message, f.fix?.message]);
    });
    expect(said[0]).toEqual(said[1]);
    expect(said[0]).toEqual([
      [
        'input-limit',
        'warning',
        'docs/images/notebook.png',
        'docs/images/notebook.png: this symlink points to "gone.png", which does not exist, so nothing is published at its path',
        undefined,
      ],
      [
        'broken-link',
        'error',
        'docs/index.mdx',
        expect.stringContaining(
          '"/images/notebook.png" is a symlink (docs/images/notebook.png) to "gone.png", which does not exist, so the site builder publishes nothing there',
        ),
        'Point the symlink at a file that exists, or put the file itself in its place.',
      ],
    ]);
  });

  it('a symlink that stays inside the root is followed', () => {
    const root = tempDir();
    writeFiles(root, { 'docs.json': docsJson({ pages: ['index', 'alias'] }), 'index.mdx': '# Home\n' });
    fs.symlinkSync('index.mdx', path.join(root, 'alias.mdx'));
    const { findings } = analyze(directorySource(root), { links: 'all' });
    expect(findings.filter((f) => f.severity === 'error')).toEqual([]);
  });

  it('files that are not UTF-8 or too large are reported, not read', () => {
    const root = tempDir();
    writeFiles(root, { 'docs.json': docsJson({ pages: ['index', 'latin1'] }), 'index.mdx': '# Home\n' });
    fs.writeFileSync(path.join(root, 'latin1.mdx'), Buffer.from([0x23, 0x20, 0xe9, 0xe8, 0x0a]));
    const { findings } = analyze(directorySource(root), { links: 'all' });
    const f = findings.find((x) => x.rule === 'input-limit');
    expect(f?.file).toBe('latin1.mdx');
    expect(f?.message).toMatch(/not valid UTF-8/);
  });

  it('a page saved as UTF-16 is said to be UTF-16, on disk and from git', async () => {
    // AnsoCode/Sencho b5d0e7e: docs/MIGRATION_VERIFIED.md, UTF-16 LE with its byte-order mark.
    const { dir } = initRepo({ 'docs.json': docsJson({ pages: ['index'] }), 'index.mdx': '# Home\n' });
    fs.writeFileSync(
      path.join(dir, 'wide.md'),
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('# Wide\n', 'utf16le')]),
    );
    const head = commitAll(dir, 'A UTF-16 page');
    const [fromGit] = await gitSources(dir, [head], '');
    for (const source of [directorySource(dir), fromGit!]) {
      const f = analyze(source, { links: 'all' }).findings.find((x) => x.rule === 'input-limit');
      expect(f?.file).toBe('wide.md');
      expect(f?.message).toContain('UTF-16 text (it opens with a UTF-16 byte-order mark), not UTF-8');
    }
  });
});
