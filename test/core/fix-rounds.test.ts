// Fixing in rounds on a site held in memory: the head with the fixed texts laid over it is checked again, a
// second redirect waits for the "redirects" key the first one made, and `keep` limits which findings are fixed.
import { describe, expect, it } from '@jest/globals';
import { compareSources } from '../../src/core/compare/compare.js';
import { overlaySource } from '../../src/core/fix/overlay.js';
import { fixInRounds } from '../../src/core/fix/rounds.js';
import { memorySource } from '../../src/adapters/memory-source.js';
import { docsJson } from '../helpers.js';

const base = memorySource(
  {
    'docs.json': docsJson({ pages: ['index', 'a', 'b'] }),
    'index.mdx': '# Home\n',
    'a.mdx': '# A\n',
    'b.mdx': '# B\n',
  },
  'docs',
);
const headFiles = {
  'docs.json': docsJson({ pages: ['index', 'guides/a', 'guides/b'] }),
  'index.mdx': '# Home\n',
  'guides/a.mdx': '# A\n',
  'guides/b.mdx': '# B\n',
};
const head = memorySource(headFiles, 'docs');
const renames = [
  { from: 'a.mdx', to: 'guides/a.mdx', similarity: 100 },
  { from: 'b.mdx', to: 'guides/b.mdx', similarity: 100 },
];
const compare = (texts: ReadonlyMap<string, string>) =>
  compareSources(base, overlaySource(head, texts), { renames, changed: new Set(Object.keys(headFiles)) }).findings;

describe('fixInRounds', () => {
  it('two redirects into a docs.json without "redirects": the second in a second round, both fixed', async () => {
    const first = compare(new Map());
    expect(first.filter((f) => f.rule === 'missing-redirect')).toHaveLength(2);
    let rechecks = 0;
    const r = await fixInRounds(first, {
      read: (file) => (file.startsWith('docs/') ? head.read(file.slice(5)) : undefined),
      recheck: (texts) => {
        rechecks++;
        return Promise.resolve(compare(texts));
      },
    });
    expect(rechecks).toBe(2);
    expect(r.files.map((f) => f.file)).toEqual(['docs/docs.json']);
    const after = JSON.parse(r.files[0]!.after) as { redirects: unknown[] };
    expect(after.redirects).toEqual([
      { source: '/a', destination: '/guides/a' },
      { source: '/b', destination: '/guides/b' },
    ]);
    expect(r.fixed.map((f) => f.rule)).toEqual(['missing-redirect', 'missing-redirect']);
    expect(r.after.filter((f) => f.rule === 'missing-redirect')).toEqual([]);
    expect(r.waiting).toEqual([]);
  });

  it('keep: only the findings it keeps are fixed, in every round', async () => {
    const first = compare(new Map());
    const onlyB = (f: { key: string; rule: string }) => f.rule !== 'missing-redirect' || f.key.endsWith('|b');
    const r = await fixInRounds(first, {
      read: (file) => head.read(file.replace(/^docs\//, '')),
      recheck: (texts) => Promise.resolve(compare(texts)),
      keep: onlyB,
    });
    expect(r.fixed).toHaveLength(1);
    expect(r.fixed[0]!.key).toBe('missing-redirect|b');
    expect(r.after.map((f) => f.key)).toContain('missing-redirect|a');
    expect((JSON.parse(r.files[0]!.after) as { redirects: unknown[] }).redirects).toEqual([
      { source: '/b', destination: '/guides/b' },
    ]);
  });
});

describe('overlaySource', () => {
  it('replaces texts inside the docs root, adds new files, ignores files outside it, drops replaced ids', () => {
    const withIds = { ...head, contentId: (p: string) => `id:${p}` };
    const o = overlaySource(
      withIds,
      new Map([
        ['docs/index.mdx', '# New home\n'],
        ['docs/extra.mdx', '# Extra\n'],
        ['README.md', 'x'],
      ]),
    );
    expect(o.read('index.mdx')).toBe('# New home\n');
    expect(o.read('guides/a.mdx')).toBe('# A\n');
    expect(o.files).toContain('extra.mdx');
    expect(o.files).not.toContain('README.md');
    expect(o.contentId!('index.mdx')).toBeUndefined();
    expect(o.contentId!('guides/a.mdx')).toBe('id:guides/a.mdx');
    expect(overlaySource(head, new Map([['README.md', 'x']]))).toBe(head);
  });
});
