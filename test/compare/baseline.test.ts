// The baseline file: what it holds (identity, never lines), how it matches (count-aware, through moves), and
// how a bad file is refused.
import { describe, it, expect } from '@jest/globals';
import fc from 'fast-check';
import { analyze } from '../../src/core/engine/analyze.js';
import { memorySource } from '../../src/adapters/memory-source.js';
import { applyBaseline, makeBaseline, parseBaseline, serializeBaseline } from '../../src/core/compare/baseline.js';
import { RULES } from '../../src/core/rules/registry.js';
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

  it('holds rule, file, key, data and message per finding, sorted, with no line', () => {
    expect(baseline.findings.map((e) => Object.keys(e).sort().join(','))).toEqual(
      Array(baseline.findings.length).fill('data,file,key,message,rule'),
    );
    expect(baseline.findings.map((e) => e.data)).toEqual(findings(site).map((f) => f.data));
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

  // A baseline holding a broken anchor that the run no longer finds, beside a finding it does not hold: the
  // anchor's second look read the entry's data, which baselines did not keep, and threw (TypeError in
  // stripPageExt), so `diff --baseline` and the action's `baseline:` failed on every run.
  const anchors = {
    'docs.json': docsJson({ pages: ['index', 'guide'] }),
    'index.mdx': '# Home\n\nSee [the setup](/guide#setup).\n',
    'guide.mdx': '# Guide\n\n## Install\n',
  };
  const fixedAnchor = { ...anchors, 'guide.mdx': '# Guide\n\n## Setup\n\n[gone](/nowhere)\n' };

  it('a broken anchor fixed since, beside a new finding: the new one is fresh, the anchor stale', () => {
    const written = parseBaseline(serializeBaseline(makeBaseline(findings(anchors))));
    expect(written.findings.map((e) => e.rule)).toEqual(['broken-anchor']);
    const m = applyBaseline(findings(fixedAnchor), written);
    expect(brief(m.fresh)).toEqual(['broken-link guide.mdx:5']);
    expect(m.stale.map((e) => e.key)).toEqual(['broken-anchor|index.mdx|/guide#setup']);
  });

  it('an entry from a baseline written before entries kept their data matches by key, and never throws', () => {
    const old = {
      version: 1,
      findings: makeBaseline(findings(anchors)).findings.map(({ data: _data, ...rest }) => rest),
    };
    const written = parseBaseline(JSON.stringify(old));
    expect(applyBaseline(findings(anchors), written)).toMatchObject({ fresh: [], stale: [] });
    expect(brief(applyBaseline(findings(fixedAnchor), written).fresh)).toEqual(['broken-link guide.mdx:5']);
  });

  it('every rule: entries with any data (none, partial, of other types) never make matching throw', () => {
    const head = findings({
      ...fixedAnchor,
      'docs.json': docsJson({ pages: ['index', 'guide', 'gone', 'GET /x'] }),
      'orphan.mdx': '# O\n\n![img](/images/none.png)\n',
    });
    expect(new Set(head.map((f) => f.rule)).size).toBeGreaterThan(3);
    const anyData = fc.option(
      fc.dictionary(
        fc.constantFrom('page', 'fragment', 'target', 'entry', 'path', 'file', 'method', 'source', 'destination'),
        fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.array(fc.string(), { maxLength: 2 })),
      ),
      { nil: undefined },
    );
    const entry = fc.record({
      rule: fc.constantFrom(...RULES.keys()),
      file: fc.constantFrom('index.mdx', 'guide.mdx', 'docs.json', 'other.mdx'),
      key: fc.oneof(
        fc.constantFrom(...head.map((f) => f.key)),
        fc.string().map((k) => `page-not-found|${k}`),
        fc.constant('broken-anchor|index.mdx|/guide#setup'),
      ),
      subject: fc.option(fc.string(), { nil: undefined }),
      data: anyData,
      message: fc.constant('m'),
    });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 12 }), (entries) => {
        const clean = entries.map((e) =>
          Object.fromEntries(Object.entries(e).filter(([, v]) => v !== undefined)),
        ) as unknown as ReturnType<typeof makeBaseline>['findings'];
        const m = applyBaseline(head, { version: 1, findings: clean });
        expect(m.fresh.length + m.baselined.length).toBe(head.length);
        // What the baseline holds is never reported as new: per key, at most the findings beyond its entries.
        const count = (keys: string[], k: string): number => keys.filter((x) => x === k).length;
        const heldKeys = clean.map((e) => e.key);
        const headKeys = head.map((f) => f.key);
        for (const f of m.fresh)
          expect(
            count(
              m.fresh.map((x) => x.key),
              f.key,
            ),
          ).toBeLessThanOrEqual(Math.max(0, count(headKeys, f.key) - count(heldKeys, f.key)));
      }),
      { numRuns: 300 },
    );
  });

  it('refuses files that are not a baseline, saying why', () => {
    expect(() => parseBaseline('{', 'b.json')).toThrow('b.json is not JSON');
    expect(() => parseBaseline('{"version":1}', 'b.json')).toThrow('no "findings" list');
    expect(() => parseBaseline('{"version":2,"findings":[]}', 'b.json')).toThrow('has version 2');
    expect(() => parseBaseline('{"version":1,"findings":[{"rule":"x"}]}', 'b.json')).toThrow('findings[0]');
  });
});
