// One mistake, one finding: a mis-written entry is not also an orphan; `/a/../b` links resolve like a browser.
import { describe, it, expect } from '@jest/globals';
import { docsJson, run, rules } from '../helpers.js';

describe('no double reporting', () => {
  it('an entry written with its extension, wrong case or as a folder gives page-path-format, not also orphan-page', () => {
    const files = {
      'index.mdx': '# Home\n',
      'guides/intro.mdx': '# Intro\n',
      'guides/Setup.mdx': '# Setup\n',
      'api/index.mdx': '# API\n',
      'other.mdx': '# Other\n',
    };
    const bad = run({
      ...files,
      'docs.json': docsJson({ pages: ['index', 'guides/intro.mdx', 'guides/setup', 'api'] }),
    });
    expect(rules(bad.findings, 'page-path-format').map((f) => f.fix?.edits?.[0]?.newText)).toEqual([
      '"guides/intro"',
      '"guides/Setup"',
      '"api/index"',
    ]);
    // Only the page nobody meant is an orphan.
    expect(rules(bad.findings, 'orphan-page').map((f) => f.file)).toEqual(['other.mdx']);
  });

  it('a root-relative link with .. resolves as the browser does, a .. at the root staying there', () => {
    const docs = docsJson({ pages: ['index', 'guides/intro'] });
    const ok = run({
      'docs.json': docs,
      'guides/intro.mdx': '# Intro\n',
      'index.mdx': '[a](/guides/../guides/intro) [b](/x/../index)\n',
    });
    expect(rules(ok.findings, 'broken-link')).toEqual([]);
    const bad = run({ 'docs.json': docs, 'guides/intro.mdx': '# Intro\n', 'index.mdx': '[c](/../../etc/passwd)\n' });
    // As a browser resolves it: a `..` at the root stays there, /../../etc/passwd is /etc/passwd.
    expect(rules(bad.findings, 'broken-link').map((f) => f.message)).toEqual([
      expect.stringMatching(
        /^Link "\/\.\.\/\.\.\/etc\/passwd" is broken: no page, file or redirect answers at "\/etc\/passwd"/,
      ),
    ]);
  });
});

describe('links in the navigation itself', () => {
  it('a tab or global anchor whose relative href leads nowhere is a broken link at the href', () => {
    const docs = docsJson({
      tabs: [
        { tab: 'Guides', pages: ['index'] },
        { tab: 'Blog', href: '/blog/welcome' },
        { tab: 'Status', href: 'https://status.example.com' },
      ],
      global: { anchors: [{ anchor: 'Home', href: 'https://example.com' }] },
    });
    const bad = run({ 'docs.json': docs, 'index.mdx': '# Home\n' });
    const f = rules(bad.findings, 'broken-link');
    expect(f).toHaveLength(1);
    const lines = docs.split('\n');
    const line = lines.findIndex((l) => l.includes('"/blog/welcome"')) + 1;
    expect(f[0]).toMatchObject({ file: 'docs.json', line, column: lines[line - 1]!.indexOf('/blog/welcome') + 1 });
    const ok = run({ 'docs.json': docs, 'index.mdx': '# Home\n', 'blog/welcome.mdx': '# Welcome\n' });
    expect(rules(ok.findings, 'broken-link')).toEqual([]);
  });
});
