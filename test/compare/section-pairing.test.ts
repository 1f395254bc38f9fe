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
  return tree({ groups });
}

function tree(navigation: unknown): NavNode {
  return loadSite(memorySource({ ...PAGES, 'docs.json': docsJson(navigation) })).nav!;
}

const said = (changes: ReturnType<typeof pairNavigation>['changes']): string[] =>
  changes.map((c) => `${c.kind} ${c.nodeKind} ${c.label}${c.from ? ` from ${c.from}` : ''} @ ${c.location}`);

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

  // Odiggo/sully-api-docs 69e73fc put its two tabs under a new version "v1" and added a "v2": the outline said both
  // tabs removed "with 22 entries" and every entry added again, as entries were keyed by their version.
  it('a navigation wrapped in a version: its sections moved into it, its entries where they were', () => {
    const tabs = [
      { tab: 'Guides', groups: [{ group: 'Start', pages: ['a', 'b'] }] },
      { tab: 'API', groups: [{ group: 'Ref', pages: ['c'] }] },
    ];
    const base = tree({ tabs });
    const head = tree({
      versions: [
        { version: 'v2', tabs: [{ tab: 'Guides', groups: [{ group: 'Start', pages: ['d'] }] }] },
        { version: 'v1', tabs },
      ],
    });
    expect(said(pairNavigation(base, head, new Map()).changes)).toEqual([
      'added version v2 @ top level',
      'added tab Guides @ version "v2"',
      'added group Start @ version "v2" › tab "Guides"',
      'added page d @ version "v2" › tab "Guides" › group "Start"',
      'added version v1 @ top level',
      'moved tab Guides from top level @ version "v1"',
      'moved tab API from top level @ version "v1"',
    ]);
    // And back: the versions taken away, the one kept the navigation holds its entries.
    expect(said(pairNavigation(head, base, new Map()).changes)).toEqual([
      'moved tab Guides from version "v1" @ top level',
      'moved tab API from version "v1" @ top level',
      'removed version v2 @ top level',
      'removed version v1 @ top level',
    ]);
  });

  it('a navigation wrapped in languages: the one it was is the language holding most of its entries', () => {
    const groups = [{ group: 'Start', pages: ['a', 'b'] }];
    const base = tree({ groups });
    const head = tree({
      languages: [
        { language: 'fr', groups: [{ group: 'Démarrer', pages: ['c', 'd'] }] },
        { language: 'en', groups },
      ],
    });
    expect(said(pairNavigation(base, head, new Map()).changes)).toEqual([
      'added language fr @ top level',
      'added group Démarrer @ language "fr"',
      'added page c @ language "fr" › group "Démarrer"',
      'added page d @ language "fr" › group "Démarrer"',
      'added language en @ top level',
      'moved group Start from top level @ language "en"',
    ]);
  });
});
