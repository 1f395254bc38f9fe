// Counts in what navguard prints agree with their number: "1 page", never "1 pages".
import { describe, it, expect } from '@jest/globals';
import { renderText } from '../../src/core/render/findings.js';
import { renderRuleSummary } from '../../src/core/render/rule-summary.js';
import { plural } from '../../src/core/base/plural.js';

describe('counts in printed text', () => {
  it('plural() agrees with the number', () => {
    expect([plural(1, 'page'), plural(2, 'page'), plural(2, 'entry'), plural(0, 'match')]).toEqual([
      '1 page',
      '2 pages',
      '2 entries',
      '0 matches',
    ]);
  });

  it("check's closing facts say 1 page, 1 navigation entry, 1 orphan", () => {
    const text = renderText([], { pages: 1, entries: 1, orphans: 1, dangling: 1 }, false);
    expect(text).toContain('(1 page, 1 navigation entry, 1 orphan, 1 entry naming no page)');
    const more = renderText([], { pages: 3, entries: 2, orphans: 0, dangling: 4 }, false);
    expect(more).toContain('(3 pages, 2 navigation entries, 0 orphans, 4 entries naming no page)');
  });

  // AI-Stats (walk 68): "0 dangling" beside 24 broken links, while the README and the action's `dangling` output
  // count links and endpoints too. The figure counts navigation entries naming no page, and now says so.
  it('names what its last figure counts: entries naming no page, not every dangling reference', () => {
    expect(renderText([], { pages: 3, entries: 2, orphans: 0, dangling: 0 }, false)).not.toContain('dangling');
  });

  it('--quiet says how many it left out in the right number', () => {
    expect(renderRuleSummary([], { hidden: 1 })).toContain('1 warning or notice not shown (--quiet).');
    expect(renderRuleSummary([], { hidden: 2 })).toContain('2 warnings and notices not shown (--quiet).');
  });
});
