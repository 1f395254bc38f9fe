// A removed entry or section is shown in the outline where it was, after the sibling it followed in the base, not
// at the end of its group: a reviewer reads the change against the sidebar they know.
import { describe, expect, it } from '@jest/globals';
import { diffNavigation, type OutlineNode } from '../../src/core/compare/navdiff.js';
import { loadSite } from '../../src/core/site/model.js';
import { memorySource } from '../../src/adapters/memory-source.js';
import { docsJson } from '../helpers.js';

const navOf = (groups: { group: string; pages: (string | { group: string; pages: string[] })[] }[]) =>
  loadSite(memorySource({ 'docs.json': docsJson({ groups }) })).nav;

/** Each node as "label status", indented by depth. */
function shape(o: OutlineNode, depth = 0): string[] {
  return o.children.flatMap((c) => [
    `${'  '.repeat(depth)}${c.page ?? c.label}${c.status === 'unchanged' ? '' : ` ${c.status}`}`,
    ...shape(c, depth + 1),
  ]);
}

describe('removed entries in the outline', () => {
  it('sit where they were: after their old neighbour, first when they led the group', () => {
    const base = navOf([
      { group: 'Start', pages: ['intro', 'install', 'setup', 'deploy', 'faq'] },
      { group: 'Old', pages: ['legacy'] },
      { group: 'Guides', pages: ['a', { group: 'Nested', pages: ['n1'] }, 'b'] },
    ]);
    const head = navOf([
      { group: 'Start', pages: ['install', 'deploy', 'faq', 'new'] },
      { group: 'Guides', pages: ['a', 'b'] },
    ]);
    expect(shape(diffNavigation(base, head, new Map()).outline)).toEqual([
      'Start',
      '  intro removed',
      '  install',
      '  setup removed',
      '  deploy',
      '  faq',
      '  new added',
      'Old removed',
      '  legacy removed',
      'Guides',
      '  a',
      '  Nested removed',
      '    n1 removed',
      '  b',
    ]);
  });
});
