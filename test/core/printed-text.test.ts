// What navguard prints for people: counts that agree with their number ("1 page", never "1 pages"), and lists
// that fold only findings that say the same.
import { describe, it, expect } from '@jest/globals';
import { renderText } from '../../src/core/render/findings.js';
import { renderRuleSummary } from '../../src/core/render/rule-summary.js';
import { plural } from '../../src/core/base/plural.js';
import type { Finding } from '../../src/core/base/types.js';
import { renderReportMarkdown } from '../../src/core/render/report.js';
import type { Comparison } from '../../src/core/compare/compare.js';

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

describe('orphan pages listed by place only', () => {
  const orphan = (page: string, extra: Record<string, string> = {}): Finding => ({
    rule: 'orphan-page',
    severity: 'warning',
    file: `${page}.mdx`,
    line: 1,
    column: 1,
    message: `${page}.mdx is not in the navigation${extra.wasIn ? `; this change took it out of ${extra.wasIn}` : ''}.`,
    fix: { message: extra.wasIn ? 'Delete the file and add a redirect.' : `Add "${page}" to docs.json.` },
    key: `orphan-page|${page}`,
    data: { page, ...extra },
  });

  // AI-Stats 144dad5 (walk 68): a page this change took out of the navigation, whose fix differs, was folded into
  // "…and 3 more pages not in the navigation, each as above" with pages that were never listed.
  it('does not fold one that says more than its place (taken out of the navigation) into "each as above"', () => {
    const plain = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((p) => orphan(p));
    const text = renderText([...plain, orphan('typescript/usage', { wasIn: 'menu "TypeScript"' })], {}, false);
    const rest = text.slice(text.indexOf('each as above'));
    expect(rest).toContain('f.mdx');
    expect(rest).not.toContain('typescript/usage.mdx');
    expect(text).toContain('Delete the file and add a redirect.');
  });

  // hedging8563/lemondata-docs ea200a7a: a docs.json that lost every language's navigation left 793 pages taken out
  // of it, printed as 3,300 lines of the same message and fix.
  it('folds pages taken out of the navigation, past the first few, by folder with their count', () => {
    const taken = ['en/a', 'en/b', 'en/c', 'en/d', 'en/e', 'en/f', 'fr/a', 'fr/b', 'fr/c', 'fr/d', 'top'].map((p) => ({
      ...orphan(p, { wasIn: `language "${p.slice(0, 2)}"` }),
      status: 'new' as const,
    }));
    const text = renderText(taken, {}, false);
    // The first five in full, with their fix; the rest by folder, three named and the others counted.
    expect(text.split('Delete the file and add a redirect.').length - 1).toBe(5);
    const rest = text.slice(text.indexOf('…and 6 more pages this change took out of the navigation'));
    expect(rest).toContain('[orphan-page]:\n  en/: 1 page, warning (new): en/f.mdx\n');
    expect(rest).toContain('  fr/: 4 pages, warning (new): fr/a.mdx, fr/b.mdx, fr/c.mdx and 1 more\n');
    expect(rest).toContain('  (top folder): 1 page, warning (new): top.mdx\n');
    expect(text).toContain('11 warnings in 11 files');
    // Five or fewer are each printed in full.
    expect(renderText(taken.slice(0, 5), {}, false)).not.toContain('…and');
  });

  it("nor into the comment's list of places", () => {
    const plain = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((p) => ({ ...orphan(p), status: 'new' as const }));
    const taken = { ...orphan('typescript/usage', { wasIn: 'menu "TypeScript"' }), status: 'new' as const };
    const c: Comparison = {
      changes: [],
      outline: {
        kind: 'root',
        label: 'navigation',
        status: 'unchanged',
        span: { file: 'docs.json', offset: 0, length: 0 },
        side: 'head',
        findings: [],
        children: [],
        entries: 0,
        changed: false,
      },
      findings: [...plain, taken],
      fixed: [],
      renamed: new Map(),
    };
    const md = renderReportMarkdown(c, { report: 'new', failOn: 'error', budget: 60_000 }).text;
    expect(md).toContain('Delete the file and add a redirect.');
  });
});

describe('copies in other languages', () => {
  // socrateasehq (fresh set 69): "The same at 1 more place across 2 languages: docs.json:34", the finding's own
  // line, never naming the /pt/ page that lost its redirect.
  it("are named by what they are about where their place is the finding's own line", () => {
    const f = {
      rule: 'missing-redirect',
      severity: 'error',
      file: 'docs.json',
      line: 34,
      column: 3,
      message: '/es/results/maximum-attempts was removed, but docs.json has no redirect for it.',
      key: 'missing-redirect|es/results/maximum-attempts',
      data: {},
      copies: {
        places: [{ file: 'docs.json', line: 34, column: 3, key: 'missing-redirect|pt/results/maximum-attempts' }],
        versions: 1,
        languages: 2,
      },
    } as unknown as Finding;
    const text = renderText([f], {}, false);
    expect(text).toContain('The same at 1 more place across 2 languages: pt/results/maximum-attempts.');
    const link = {
      ...f,
      file: 'es/a.mdx',
      copies: { ...f.copies!, places: [{ ...f.copies!.places[0]!, file: 'pt/a.mdx' }] },
    };
    expect(renderText([link], {}, false)).toContain('across 2 languages: pt/a.mdx:34.');
  });
});
