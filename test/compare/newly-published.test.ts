// A file the site did not publish that a change turns into a page brings its problems along: they are new, and say
// why a change that wrote none of them made them (src/core/compare/newly-published.ts).
import { describe, expect, it } from '@jest/globals';
import { compareSources } from '../../src/core/compare/compare.js';
import { memorySource } from '../../src/adapters/memory-source.js';
import { docsJson } from '../helpers.js';

describe('problems a change published', () => {
  it('say the change made their file a page, renamed from a README or taken out of .mintignore', () => {
    // dimensionalOS/dimos 81671c5994 (fresh set 91): README files renamed to index.md, 28 links written for GitHub.
    const base = {
      'docs.json': docsJson({ pages: ['index'] }),
      'index.mdx': '# Home\n',
      'guides/README.md': '# Guides\n\nSee [code](/src/main.py).\n',
      'notes.mdx': '# Notes\n\nSee [gone](/gone).\n',
      '.mintignore': 'notes.mdx\n',
    };
    const head = {
      'docs.json': docsJson({ pages: ['index', 'guides/index', 'notes'] }),
      'index.mdx': '# Home\n\nSee [new](/new-gone).\n',
      'guides/index.md': base['guides/README.md'],
      'notes.mdx': base['notes.mdx'],
    };
    const c = compareSources(memorySource(base), memorySource(head), {
      links: 'all',
      renames: [{ from: 'guides/README.md', to: 'guides/index.md' }],
    });
    const dead = c.findings.filter((f) => f.rule === 'broken-link');
    expect(dead.map((f) => [f.file, f.status, f.message.replace(/^.*404\. ?/, '')])).toEqual([
      [
        'guides/index.md',
        'new',
        'This change published guides/index.md, renamed from guides/README.md, a README, LICENSE, CONTRIBUTING or CHANGELOG file, which the site never publishes: what it holds reaches readers only now.',
      ],
      // A link the change wrote says nothing more.
      ['index.mdx', 'new', ''],
      [
        'notes.mdx',
        'new',
        'This change published notes.mdx, which .mintignore listed: what it holds reaches readers only now.',
      ],
    ]);
  });
});
