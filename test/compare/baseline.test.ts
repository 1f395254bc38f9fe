// The baseline file: what it holds (identity, never lines), how it matches (count-aware, through moves), and
// how a bad file is refused.
import { describe, it, expect } from '@jest/globals';
import { analyze } from '../../src/core/analyze.js';
import { memorySource } from '../../src/adapters/memory-source.js';
import { applyBaseline, makeBaseline, parseBaseline, serializeBaseline } from '../../src/core/compare/baseline.js';
import { docsJson } from '../helpers.js';

const findings = (files: Record<string, string>) => analyze(memorySource(files), { links: 'all' }).findings;
const brief = (fs: { rule: string; file: string; line: number }[]) => fs.map((f) => `${f.rule} ${f.file}:${f.line}`);

const site = {
  'docs.json': docsJson({
    tabs: [
      { tab: 'Guides', groups: [{ group: 'Start', pages: ['index', 'gone-a'] }] },
      { tab: 'API', groups: [{ group: 'Auth', pages: ['gone-b'] }] },
    ],
  }),
  'index.mdx': '# Home\n\nSee [x](/missing) and [x again](/missing).\n',
};

describe('baseline', () => {
  const baseline = parseBaseline(serializeBaseline(makeBaseline(findings(site))));

  it('holds rule, file, key and message per finding, sorted, with no line', () => {
    expect(baseline.findings.map((e) => Object.keys(e).sort().join(','))).toEqual(
      Array(baseline.findings.length).fill('file,key,message,rule'),
    );
    const again = serializeBaseline(makeBaseline([...findings(site)].reverse()));
    expect(again).toBe(serializeBaseline(baseline));
    expect(applyBaseline(findings(site), baseline)).toMatchObject({ fresh: [], stale: [] });
  });

  it('is count-aware: two identical entries absorb two findings, a third is fresh', () => {
    const more = { ...site, 'index.mdx': '# Home\n\nSee [x](/missing) and [x again](/missing).\n\n[3rd](/missing)\n' };
    const m = applyBaseline(findings(more), baseline);
    expect(brief(m.fresh)).toEqual(['broken-link index.mdx:5']);
    expect(m.baselined).toHaveLength(findings(site).length);
  });

  it('survives lines inserted above, entries moved between tabs and groups', () => {
    const moved = {
      'docs.json': docsJson({
        tabs: [
          { tab: 'API', groups: [{ group: 'Auth', pages: ['gone-b', 'gone-a'] }] },
          { tab: 'Guides', groups: [{ group: 'Start', pages: ['index'] }] },
        ],
      }),
      'index.mdx': '# Home\n\nNew intro.\n\nMore.\n\nSee [x](/missing) and [x again](/missing).\n',
    };
    expect(applyBaseline(findings(moved), baseline)).toMatchObject({ fresh: [], stale: [] });
  });

  it('reports entries that no longer occur as stale', () => {
    const fixed = { ...site, 'index.mdx': '# Home\n' };
    const m = applyBaseline(findings(fixed), baseline);
    expect(m.fresh).toEqual([]);
    expect(m.stale.map((e) => e.key)).toEqual(['broken-link|index.mdx|/missing', 'broken-link|index.mdx|/missing']);
  });

  it('refuses files that are not a baseline, saying why', () => {
    expect(() => parseBaseline('{', 'b.json')).toThrow('b.json is not JSON');
    expect(() => parseBaseline('{"version":1}', 'b.json')).toThrow('no "findings" list');
    expect(() => parseBaseline('{"version":2,"findings":[]}', 'b.json')).toThrow('has version 2');
    expect(() => parseBaseline('{"version":1,"findings":[{"rule":"x"}]}', 'b.json')).toThrow('findings[0]');
  });
});
