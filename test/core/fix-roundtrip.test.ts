// The fix round trip on whole sites: the demo pull request (fixtures/demo, before/after); on copies of the corpus
// sites it runs in test/corpus/corpus.test.ts, on the analysis the goldens check. Every rule fixture goes through
// it too, in test/helpers.ts's run().
import fs from 'node:fs';
import path from 'node:path';
import { describe, it, expect } from '@jest/globals';
import { compareSources } from '../../src/core/compare/compare.js';
import { directorySource } from '../../src/adapters/fs-source.js';
import type { Finding } from '../../src/core/base/types.js';
import type { SiteSource } from '../../src/core/site/source.js';
import { PROJECT_DIR } from '../corpus/corpus.js';
import { fixRoundTrip } from '../fix-roundtrip.js';
import { overlaySource } from '../../src/core/fix/overlay.js';

describe('the fix round trip itself', () => {
  const finding = (key: string, edits = true): Finding => ({
    rule: 'page-not-found',
    severity: 'error',
    file: 'docs.json',
    line: 1,
    column: 2,
    endLine: 1,
    endColumn: 5,
    message: key,
    key,
    data: { entry: 'x', page: 'x', groupRoot: false },
    ...(edits
      ? {
          fix: {
            message: 'fix',
            edits: [{ file: 'docs.json', line: 1, column: 2, endLine: 1, endColumn: 5, newText: 'b' }],
          },
        }
      : {}),
  });
  const read = (p: string): string | undefined => (p === 'docs.json' ? '["a"]' : undefined);

  it('passes a fix that removes its finding and brings none', () => {
    const r = fixRoundTrip(read, [finding('k1')], () => []);
    expect(r).toEqual({ applied: 1, failures: [] });
  });

  it('fails a fix whose finding is still reported, or that brings a new one', () => {
    const still = fixRoundTrip(read, [finding('k1')], () => [finding('k1')]);
    expect(still.failures.join('\n')).toContain('still reported after its fix');
    const brings = fixRoundTrip(read, [finding('k1')], () => [finding('k2', false)]);
    expect(brings.failures.join('\n')).toContain('new after the fix');
  });

  it('hands the edited text to the analysis', () => {
    const seen: string[] = [];
    fixRoundTrip(read, [finding('k1')], (changed) => {
      seen.push(changed.get('docs.json')!);
      return [];
    });
    expect(seen).toEqual(['[b]']);
  });
});

describe('the demo pull request (fixtures/demo)', () => {
  const base = path.join(PROJECT_DIR, 'fixtures', 'demo', 'base');
  const head = path.join(PROJECT_DIR, 'fixtures', 'demo', 'head');

  it('every fix of the comparison removes its finding and brings no new one', () => {
    const baseSource = directorySource(base, base);
    const headSource = directorySource(head, head);
    const compare = (source: SiteSource) => compareSources(baseSource, source, { links: 'all' }).findings;
    const findings = compare(headSource);
    const trip = fixRoundTrip(
      (p) => headSource.read(p),
      findings,
      (changed) => compare(overlaySource(headSource, changed)),
    );
    if (process.env.NAVGUARD_ROUNDTRIP_LOG)
      fs.appendFileSync(process.env.NAVGUARD_ROUNDTRIP_LOG, `demo ${trip.applied}\n`);
    expect(trip.failures).toEqual([]);
    // The demo carries fixes with edits (a missing redirect, a misspelt page): the test applied them.
    expect(trip.applied).toBeGreaterThanOrEqual(findings.filter((f) => f.fix?.edits?.length).length);
    expect(trip.applied).toBeGreaterThan(0);
  });
});
