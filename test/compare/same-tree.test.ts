// The shortcut of diffNavigation for a navigation the change left as it was (sameTree): taken only when pairing
// the trees would mark nothing.
import { describe, expect, it } from '@jest/globals';
import { diffNavigation, pairNavigation, sameTree } from '../../src/core/compare/navdiff.js';
import { memorySource } from '../../src/adapters/memory-source.js';
import { loadSite } from '../../src/core/site/model.js';
import { docsJson } from '../helpers.js';
import type { NavNode } from '../../src/core/site/nav.js';

const PAGES = { 'a.mdx': '# A\n', 'b.mdx': '# B\n', 'c.mdx': '# C\n' };

function nav(groups: { group: string; pages: string[] }[]): NavNode {
  return loadSite(memorySource({ ...PAGES, 'docs.json': docsJson({ groups }) })).nav!;
}

const BASE = [
  { group: 'Start', pages: ['a', 'b'] },
  { group: 'More', pages: ['c'] },
];

describe('sameTree', () => {
  it('holds for two loadings of one navigation, and diffNavigation then gives what pairing gives', () => {
    const [base, head] = [nav(BASE), nav(BASE)];
    expect(sameTree(base, head, new Map())).toBe(true);
    expect(diffNavigation(base, head, new Map())).toEqual(pairNavigation(base, head, new Map()));
  });

  it.each([
    ['a relabelled group', [{ group: 'Begin', pages: ['a', 'b'] }, BASE[1]!]],
    ['a reordered group', [{ group: 'Start', pages: ['b', 'a'] }, BASE[1]!]],
    [
      'an entry moved to another group',
      [
        { group: 'Start', pages: ['a'] },
        { group: 'More', pages: ['c', 'b'] },
      ],
    ],
    ['a removed entry', [{ group: 'Start', pages: ['a'] }, BASE[1]!]],
    ['an entry for another page', [{ group: 'Start', pages: ['a', 'c'] }, BASE[1]!]],
  ])('fails for %s, whose change pairing marks', (_, groups) => {
    const [base, head] = [nav(BASE), nav(groups)];
    expect(sameTree(base, head, new Map())).toBe(false);
    const d = diffNavigation(base, head, new Map());
    expect(d.changes.length).toBeGreaterThan(0);
    expect(d).toEqual(pairNavigation(base, head, new Map()));
  });

  it('fails for an entry whose page the change renamed, which pairing marks renamed', () => {
    const [base, head] = [nav(BASE), nav(BASE)];
    const renames = new Map([['b', 'c']]);
    expect(sameTree(base, head, renames)).toBe(false);
    expect(diffNavigation(base, head, renames)).toEqual(pairNavigation(base, head, renames));
  });
});
