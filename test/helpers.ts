// Shared helpers for tests: build a site in memory and run the engine on it.
import { analyze, type AnalyzeOptions } from '../src/core/analyze.js';
import { resolveConfig } from '../src/core/config.js';
import { memorySource } from '../src/adapters/memory-source.js';
import type { Finding } from '../src/core/types.js';

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

export function run(files: Record<string, string>, options: AnalyzeOptions & { configRaw?: unknown } = {}) {
  const config = options.configRaw !== undefined ? resolveConfig(options.configRaw) : options.config;
  return analyze(memorySource(files), { ...options, config });
}

export function rules(findings: Finding[], rule?: string): Finding[] {
  return rule ? findings.filter((f) => f.rule === rule) : findings;
}
