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

// cudoventures/cudo-compute-docs fb6a1d997d (fresh set 121): the site moved under docs/, every link prefixed; links
// dead before, to the same missing page there, read as 19 new 404s.
describe('a dead link rewritten only to follow a folder the change moved', () => {
  const moved = (prefix: string, link: string) => ({
    'docs.json': docsJson({ pages: ['index', `${prefix}guides/start`] }),
    'index.mdx': '# Home\n',
    [`${prefix}guides/start.mdx`]: `# Start\n\nSee [billing](${link}).\n\nMore text.\n`,
  });
  const renames = [{ from: 'guides/start.mdx', to: 'docs/guides/start.mdx' }];
  const compare = (link: string) =>
    compareSources(memorySource(moved('', '/guides/billing')), memorySource(moved('docs/', link)), {
      renames,
      changed: new Set(['guides/start.mdx', 'docs/guides/start.mdx', 'docs.json']),
    });

  it('is the dead link moved: existing, not fixed', () => {
    const c = compare('/docs/guides/billing');
    const [f, ...rest] = c.findings.filter((x) => x.rule === 'broken-link');
    expect(rest).toEqual([]);
    expect(f).toMatchObject({
      status: 'existing',
      data: { url: '/docs/guides/billing', brokenBefore: '/guides/billing' },
    });
    expect(f!.message).toMatch(/which was dead too, at the same place before the folders moved\.$/);
    expect(c.fixed.filter((x) => x.rule === 'broken-link')).toEqual([]);
  });

  it('is new where the rewrite leads elsewhere than the move would', () => {
    const f = compare('/docs/guides/invoices').findings.find((x) => x.rule === 'broken-link')!;
    expect(f).toMatchObject({ status: 'new', data: { brokenBefore: '/guides/billing' } });
  });
});
