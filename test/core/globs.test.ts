// Config globs match like micromatch on ordinary patterns, and no pattern or path can make matching hang.
import { describe, it, expect } from '@jest/globals';
import micromatch from 'micromatch';
import { resolveConfig, ConfigError } from '../../src/core/config/config.js';
import { compileGlob } from '../../src/core/base/glob.js';

const PATHS = [
  'index.mdx',
  'drafts/a.mdx',
  'drafts/deep/b.mdx',
  '.hidden/c.mdx',
  'api/v1/users.mdx',
  'api/v2/users.md',
  'changelog/2024-01.mdx',
  'snippets/x.mdx',
  'a/b/c/d/e.mdx',
];
const GLOBS = [
  'drafts/**',
  '**/*.md',
  '*.mdx',
  'api/v?/*.mdx',
  'api/{v1,v2}/**',
  '**/users.*',
  'changelog/*-01.mdx',
  '**/.hidden/**',
  'a/**/e.mdx',
  '**',
  '[ab]/**',
  'drafts/*',
];

describe('config globs', () => {
  it('match exactly as micromatch does on ordinary patterns', () => {
    for (const g of GLOBS) {
      const mine = compileGlob(g);
      for (const p of PATHS) expect([g, p, mine(p)]).toEqual([g, p, micromatch.isMatch(p, g, { dot: true })]);
    }
  });

  it('adversarial patterns and paths finish quickly (a single-regex matcher takes over a minute on these)', () => {
    const seg = 'a'.repeat(255);
    const path = Array.from({ length: 16 }, () => seg).join('/');
    const started = Date.now();
    for (const g of [
      '*a*a/*a*a/*a*a/*a*az',
      '**/*a*a/**/*a*az',
      '**/**/**/**/**/**/**/**/x',
      '@(a*|a)*z/*(a|aa)',
      '{a,b}/{c,d}/{e,f}/*a*z',
    ]) {
      expect(compileGlob(g)(path)).toBe(false);
    }
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('patterns that could blow up are refused with a reason', () => {
    expect(() => compileGlob('*a*a*a*z')).toThrow(/more than 2 "\*" in one path segment/);
    expect(() => compileGlob('@(a*|*a)*@(a*|*a)*z')).toThrow(/more than 2/);
    expect(() => compileGlob('{a,b}'.repeat(30))).toThrow(/more than 6 brace groups/);
    expect(() => compileGlob('x'.repeat(600))).toThrow(/longer than 500/);
    expect(() => resolveConfig({ orphans: { allow: ['*a*a*a*z'] } }, '.navguard.json')).toThrow(ConfigError);
    expect(() => resolveConfig({ orphans: { allow: ['*a*a*a*z'] } }, '.navguard.json')).toThrow(
      /^\.navguard\.json: `orphans\.allow\[0\]` is a glob navguard refuses: "\*a\*a\*a\*z" has more than 2/,
    );
  });
});
