// Pairing a section whose trail matches but shares no entry (matchContainers' second pass): a section under the
// same parent with the same label is the same section, whatever its entries became.
import { describe, expect, it } from '@jest/globals';
import { pairNavigation } from '../../src/core/compare/navdiff.js';
import { memorySource } from '../../src/adapters/memory-source.js';
import { loadSite } from '../../src/core/site/model.js';
import { docsJson } from '../helpers.js';
import type { NavNode } from '../../src/core/site/nav.js';

const PAGES = { 'a.mdx': '# A\n', 'b.mdx': '# B\n', 'c.mdx': '# C\n', 'd.mdx': '# D\n' };

function nav(groups: { group: string; pages: string[] }[]): NavNode {
  return loadSite(memorySource({ ...PAGES, 'docs.json': docsJson({ groups }) })).nav!;
}

describe('section pairing', () => {
  it('keeps a same-label section under the same parent as one section when all its entries changed', () => {
    const base = nav([
      { group: 'Start', pages: ['a', 'b'] },
      { group: 'More', pages: ['d'] },
    ]);
    const head = nav([
      { group: 'Start', pages: ['c'] },
      { group: 'More', pages: ['d'] },
    ]);
    const { changes } = pairNavigation(base, head, new Map());
    expect(changes.filter((c) => c.nodeKind === 'group')).toEqual([]);
    expect(changes.map((c) => `${c.kind} ${c.label}`).sort()).toEqual(['added c', 'removed a', 'removed b']);
  });
});
