// A dead link the change rewrote and left dead says what it was (CerebriumAI/documentation 5dd68a120b, fresh set 96:
// `../environments/app-scaling` rewritten to `/environments/app-scaling`, both leading nowhere, read as a 404 made).
import { describe, it, expect } from '@jest/globals';
import { memorySource } from '../../src/adapters/memory-source.js';
import { compareSources } from '../../src/core/compare/compare.js';
import { docsJson } from '../helpers.js';

const site = (body: string) => ({
  'docs.json': docsJson({ pages: ['index', 'guide'] }),
  'index.mdx': '# Home\n',
  'guide.mdx': `# Guide\n\n${body}\n\nMore text.\n`,
});

const compare = (before: string, after: string) =>
  compareSources(memorySource(site(before)), memorySource(site(after)), { changed: new Set(['guide.mdx']) });

describe('a dead link the change rewrote and left dead', () => {
  it('is new, says what the line linked before, and the old one is not listed as fixed', () => {
    const c = compare('See [scaling](/old/scaling).', 'See [scaling](/new/scaling).');
    const [f, ...rest] = c.findings.filter((x) => x.rule === 'broken-link');
    expect(rest).toEqual([]);
    expect(f!.status).toBe('new');
    expect(f!.message).toMatch(
      / This change rewrote the link on this line: before it, the line linked to "\/old\/scaling", which was dead too\.$/,
    );
    expect(f!.data).toMatchObject({ url: '/new/scaling', brokenBefore: '/old/scaling' });
    expect(c.fixed.filter((x) => x.rule === 'broken-link')).toEqual([]);
  });

  it('says nothing of a dead link on a line the change added, and lists the one it took away as fixed', () => {
    const c = compare('See [scaling](/old/scaling).', 'Intro.\n\nSee [scaling](/new/scaling) and more.\nAnd a line.');
    const f = c.findings.find((x) => x.rule === 'broken-link')!;
    expect(f.data).not.toHaveProperty('brokenBefore');
    expect(c.fixed.map((x) => x.data)).toMatchObject([{ url: '/old/scaling' }]);
  });
});
