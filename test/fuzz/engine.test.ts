// Property tests: whatever docs.json holds, the engine returns findings, never throws, finishes within a
// bound, and every finding points inside its file. NAVGUARD_FUZZ_RUNS sets the case count (npm run fuzz).
import { describe, it, expect } from '@jest/globals';
import fc from 'fast-check';
import { PROOFS_FULL, fuzzRuns } from './runs.js';
import { analyze } from '../../src/core/engine/analyze.js';
import { memorySource } from '../../src/adapters/memory-source.js';
import type { Finding } from '../../src/core/base/types.js';

const RUNS = fuzzRuns(1500);
const PER_CASE_MS = 2000;

const PAGES: Record<string, string> = {
  'index.mdx': '---\ntitle: Home\n---\n\n[a](/guides/a) [b](./nope)\n',
  'guides/a.mdx': '# A\n',
  'guides/b.md': '# B\n',
  'openapi.json': JSON.stringify({
    openapi: '3.0.0',
    info: { title: 't', version: '1' },
    paths: { '/users': { get: { summary: 'List', tags: ['U'] } } },
  }),
};

function check(docs: string, extra: Record<string, string> = {}): Finding[] {
  const files = { ...PAGES, ...extra, 'docs.json': docs };
  const started = Date.now();
  const { findings } = analyze(memorySource(files), { links: 'all' });
  expect(Date.now() - started).toBeLessThan(PER_CASE_MS);
  const texts: Record<string, string> = files;
  for (const f of findings) {
    const text = texts[f.file];
    expect(text).toBeDefined();
    const lines = text!.split('\n');
    expect(f.line).toBeGreaterThanOrEqual(1);
    expect(f.line).toBeLessThanOrEqual(lines.length);
    expect(f.column).toBeGreaterThanOrEqual(1);
    expect(f.column).toBeLessThanOrEqual(lines[f.line - 1]!.length + 1);
    expect(typeof f.message).toBe('string');
    expect(f.message.length).toBeGreaterThan(0);
  }
  return findings;
}

// Values that look like navigation: the keys the format uses, so the fuzzer reaches deep code.
const KEYS = [
  'tabs',
  'tab',
  'groups',
  'group',
  'pages',
  'anchors',
  'anchor',
  'dropdowns',
  'dropdown',
  'products',
  'product',
  'versions',
  'version',
  'languages',
  'language',
  'menu',
  'item',
  'href',
  'openapi',
  'global',
  'root',
  'expanded',
  'hidden',
  'icon',
  'source',
  'directory',
  '__proto__',
  'constructor',
  '$ref',
];
const leaf = fc.oneof(
  fc.constantFrom(
    'index',
    'guides/a',
    'guides/b',
    'GET /users',
    'POST /nope',
    '../../etc/passwd',
    '/guides/a/',
    'https://x.test',
    'openapi.json',
    'en',
    'ja',
    'ua',
    '',
    ' ',
  ),
  fc.string({ maxLength: 12 }),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
);
const navValue = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 5 }),
  object: fc.dictionary(fc.constantFrom(...KEYS), tie('value'), { maxKeys: 5 }),
})).value;

describe('engine under random input', () => {
  it(`navigation-shaped random docs.json (${RUNS} cases): findings, no throw, positions inside the file`, () => {
    fc.assert(
      fc.property(navValue, fc.boolean(), (nav, pretty) => {
        const docs = JSON.stringify(
          {
            theme: 'mint',
            name: 'x',
            colors: { primary: '#000000' },
            navigation: nav,
            redirects: [{ source: '/a', destination: '/guides/a' }],
          },
          null,
          pretty ? 2 : 0,
        );
        check(docs);
      }),
      { numRuns: RUNS },
    );
  });

  it(`arbitrary text as docs.json (${Math.ceil(RUNS / 3)} cases): syntax findings, never a throw`, () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 200 }),
          fc.json({ maxDepth: 4 }),
          fc.json({ maxDepth: 3 }).map((j) => `\ufeff${j}`),
          fc.json().map((j) => j.slice(0, Math.max(1, j.length - 1))),
        ),
        (text) => {
          check(text);
        },
      ),
      { numRuns: Math.ceil(RUNS / 3) },
    );
  });

  it(`mutated real structure (${Math.ceil(RUNS / 3)} cases): flipped values, renamed keys, emptied arrays, duplicate keys`, () => {
    const base = JSON.stringify(
      {
        theme: 'mint',
        name: 'x',
        colors: { primary: '#000000' },
        navigation: {
          tabs: [
            {
              tab: 'A',
              openapi: 'openapi.json',
              groups: [
                {
                  group: 'G',
                  pages: ['index', 'guides/a', { group: 'N', expanded: true, pages: ['guides/b', 'GET /users'] }],
                },
              ],
            },
          ],
          global: { anchors: [{ anchor: 'X', href: 'https://x.test' }] },
        },
      },
      null,
      2,
    );
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.nat(base.length),
            fc.constantFrom(
              '[]',
              '{}',
              '"',
              ',',
              '0',
              'true',
              '"pages": []',
              '"tabs": 1',
              '"__proto__": {"x": 1}',
              '"tab": "dup"',
              '"group"',
              '',
            ),
            fc.nat(8),
          ),
          { maxLength: 4 },
        ),
        (edits) => {
          let text = base;
          for (const [at, insert, del] of edits)
            text = text.slice(0, at % (text.length + 1)) + insert + text.slice((at % (text.length + 1)) + del);
          check(text);
        },
      ),
      { numRuns: Math.ceil(RUNS / 3) },
    );
  });

  it(`random MDX pages (${Math.ceil(RUNS / 3)} cases): link scanning and parsing never throw`, () => {
    const docs = JSON.stringify({
      theme: 'mint',
      name: 'x',
      colors: { primary: '#000000' },
      navigation: { pages: ['index', 'fuzz'] },
    });
    const piece = fc.constantFrom(
      '[x](',
      ')',
      '](',
      '<Card href="',
      '"',
      '/>',
      '```',
      '`',
      '---\n',
      '\n',
      'import a from "./b"\n',
      '{',
      '}',
      '<a href={"/z"}>',
      '![i](/img.png)',
      '[r]: /ref\n',
      '../',
      '#h',
      '?q=1',
      '%E0%A4%A',
      '\u0000',
      '\ud800',
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(piece, fc.string({ maxLength: 8 })), { maxLength: 40 }), (parts) => {
        check(docs, { 'fuzz.mdx': parts.join('') });
      }),
      { numRuns: Math.ceil(RUNS / 3) },
    );
  });
});

describe('engine at the limits', () => {
  it('10,000 levels of nesting: one input-limit finding, no stack overflow', () => {
    const deep =
      '{"theme":"mint","name":"x","colors":{"primary":"#000"},"navigation":{"groups":' +
      '['.repeat(10000) +
      ']'.repeat(10000) +
      '}}';
    const f = check(deep);
    expect(f.map((x) => x.rule)).toContain('input-limit');
  });

  it('10,000 nested groups written as objects (deep but each level small): input-limit', () => {
    let g = '"x"';
    for (let i = 0; i < 10000; i++) g = `{"group":"g${i}","pages":[${g}]}`;
    const f = check(`{"navigation":{"groups":[${g}]}}`);
    expect(f.some((x) => x.rule === 'input-limit')).toBe(true);
  });

  // 18 s at 50 MB: the loop reads a tenth of it, the proofs the whole.
  const bigEntries = PROOFS_FULL ? 1_200_000 : 125_000;
  it(`a ${PROOFS_FULL ? 50 : 5} MB docs.json is read and checked`, () => {
    const pages = Array.from({ length: bigEntries }, (_, i) => `section-${i % 100}/page-with-a-long-name-${i}`);
    const big = JSON.stringify({ theme: 'mint', name: 'x', colors: { primary: '#000' }, navigation: { pages } });
    expect(big.length).toBeGreaterThan(PROOFS_FULL ? 50_000_000 : 5_000_000);
    const { findings, stats } = analyze(memorySource({ 'docs.json': big }), {
      links: 'none',
      config: {
        rules: { 'page-not-found': 'off' },
        orphans: { allow: [] },
        ignore: [],
        links: { assets: true, ignore: [] },
        basePath: '',
        basePathGiven: false,
      },
    });
    expect(stats.entries).toBe(bigEntries);
    expect(findings.filter((f) => f.severity === 'error')).toEqual([]);
  }, 120000);

  it('__proto__ and constructor keys are plain data', () => {
    const f = check(
      '{"navigation":{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}},"pages":["index"]}}',
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(f.filter((x) => x.rule === 'schema').length).toBeGreaterThan(0);
  });
});
