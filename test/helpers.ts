// Shared helpers for tests: build a site in memory and run the engine on it.
import { analyze, type AnalyzeOptions } from '../src/core/engine/analyze.js';
import { resolveConfig } from '../src/core/config/config.js';
import { memorySource } from '../src/adapters/memory-source.js';
import type { Finding, FindingOf } from '../src/core/base/types.js';
import type { RuleId } from '../src/core/rules/ids.js';
import fs from 'node:fs';
import { fixRoundTrip } from './fix-roundtrip.js';

export function docsJson(navigation: unknown, extra: Record<string, unknown> = {}): string {
  return JSON.stringify(
    {
      $schema: 'https://mintlify.com/docs.json',
      theme: 'mint',
      name: 'Test',
      colors: { primary: '#0D9373' },
      navigation,
      ...extra,
    },
    null,
    2,
  );
}

type RunOptions = AnalyzeOptions & { configRaw?: unknown };

function analyzeFiles(files: Record<string, string>, options: RunOptions) {
  const config = options.configRaw !== undefined ? resolveConfig(options.configRaw) : options.config;
  return analyze(memorySource(files), { ...options, config });
}

/**
 * Analyses a site given as files, and checks every fix of the result on the way (./fix-roundtrip.ts): each
 * fix's edits, applied alone and together with the others, must remove its finding and bring no new one.
 * So every rule fixture is also a test of its fixes.
 */
export function run(files: Record<string, string>, options: RunOptions = {}) {
  const analysis = analyzeFiles(files, options);
  const trip = fixRoundTrip(
    (path) => files[path],
    analysis.findings,
    (changed) => analyzeFiles({ ...files, ...Object.fromEntries(changed) }, options).findings,
  );
  if (process.env.NAVGUARD_ROUNDTRIP_LOG) fs.appendFileSync(process.env.NAVGUARD_ROUNDTRIP_LOG, `${trip.applied}\n`);
  if (trip.failures.length) throw new Error(`fix round trip:\n  ${trip.failures.join('\n  ')}`);
  return analysis;
}

/** The findings of one rule (typed by it, so their `data` can be read), or all of them. */
export function rules<R extends RuleId>(findings: Finding[], rule: R): FindingOf<R>[];
export function rules(findings: Finding[], rule?: string): Finding[];
export function rules(findings: Finding[], rule?: string): Finding[] {
  return rule ? findings.filter((f) => f.rule === rule) : findings;
}
