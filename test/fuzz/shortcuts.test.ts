// The fast paths taken for speed must agree with the plain definitions they stand in for: path
// normalisation without splitting, the link prefilter of `diff`, the streaming reader of
// `git cat-file --batch` output fed in arbitrary chunks, and the reader of valid JSON.
import { describe, it, expect } from '@jest/globals';
import fc from 'fast-check';
import { fuzzRuns } from './runs.js';
import { builderPagePath, normalizePath, stripPageExt, basename } from '../../src/core/base/paths.js';
import { linkPath } from '../../src/core/site/link-path.js';
import { leafNames, mayLeadTo } from '../../src/core/site/link-path.js';
import { batchReader, type BlobCache } from '../../src/adapters/git-source.js';
import { writeJsonPieces } from '../../src/core/render/json-pieces.js';
import { distance } from 'fastest-levenshtein';
import { memorySource } from '../../src/adapters/memory-source.js';
import { loadSite } from '../../src/core/site/model.js';
import { Routes } from '../../src/core/site/routes.js';
import { dirname, languageFolder } from '../../src/core/base/paths.js';
import { parseJson } from '../../src/core/json/document.js';

const RUNS = fuzzRuns(3000);

/** Paths made of the pieces that matter: dots, empty segments, names, escapes, query and hash. */
const pathish = fc
  .array(
    fc.constantFrom(
      'a',
      'b',
      'guides',
      'x.mdx',
      '.',
      '..',
      '',
      '.hidden',
      'a..b',
      '%20',
      'c%2Fd',
      ' ',
      '#h',
      '?q=1',
      'index',
      'docs',
    ),
    { maxLength: 7 },
  )
  .chain((segs) =>
    fc
      .tuple(fc.boolean(), fc.boolean())
      .map(([lead, trail]) => (lead ? '/' : '') + segs.join('/') + (trail ? '/' : '')),
  );

/** The definition: walk the segments, `..` pops (or leaves the root: undefined / ignored). */
function segments(path: string, climb: 'refuse' | 'stay'): string | undefined {
  const out: string[] = [];
  for (const seg of path.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg !== '..') out.push(seg);
    else if (out.length) out.pop();
    else if (climb === 'refuse') return undefined;
  }
  return out.join('/');
}

describe('fast paths agree with their definitions', () => {
  it(`normalizePath and builderPagePath (${RUNS} cases)`, () => {
    fc.assert(
      fc.property(pathish, (p) => {
        expect(normalizePath(p)).toBe(segments(p, 'refuse'));
        expect(builderPagePath(p)).toBe(segments(p, 'stay'));
      }),
      { numRuns: RUNS },
    );
  });

  it(`diff's link prefilter never skips a link that leads to a removed page (${RUNS} cases)`, () => {
    const slug = pathish.map((p) => segments(p, 'stay') ?? '').filter((s) => s !== '');
    let resolved = 0;
    fc.assert(
      fc.property(
        pathish,
        slug,
        fc.array(slug, { maxLength: 3 }),
        fc.constantFrom('', '/docs'),
        (url, from, others, basePath) => {
          // Whatever page the link leads to, suppose that page was removed: the filter must let the link through.
          const p = linkPath(url, `${from}.mdx`, basePath);
          if (p.kind !== 'path' || !p.path) return;
          resolved++;
          const gone = [stripPageExt(p.path), ...others];
          expect(mayLeadTo(url, leafNames(gone))).toBe(true);
          // A folder's link leads to its index page.
          expect(mayLeadTo(url, leafNames([`${stripPageExt(p.path)}/index`]))).toBe(true);
        },
      ),
      { numRuns: RUNS },
    );
    expect(resolved).toBeGreaterThan(RUNS / 4);
  });

  it(`the cat-file reader gets every blob whole however the output is cut (${RUNS} cases)`, () => {
    const blob = fc.oneof(
      fc.string({ maxLength: 300 }).map((s) => Buffer.from(s, 'utf8')),
      fc.uint8Array({ maxLength: 50 }).map((a) => Buffer.from(a)),
      fc.constant(Buffer.alloc(0)),
    );
    fc.assert(
      fc.property(
        fc.array(fc.option(blob, { nil: undefined }), { maxLength: 12 }),
        fc.array(fc.integer({ min: 1, max: 64 }), { minLength: 1, maxLength: 20 }),
        (blobs, cuts) => {
          const parts: Buffer[] = [];
          const ids = blobs.map((_, i) => i.toString(16).padStart(40, '0'));
          blobs.forEach((b, i) =>
            parts.push(
              b === undefined
                ? Buffer.from(`${ids[i]} missing\n`)
                : Buffer.concat([Buffer.from(`${ids[i]} blob ${b.length}\n`), b, Buffer.from('\n')]),
            ),
          );
          const stream = Buffer.concat(parts);
          const cache: BlobCache = new Map();
          const feed = batchReader(cache);
          for (let pos = 0, i = 0; pos < stream.length; i++) {
            const n = cuts[i % cuts.length]!;
            feed(stream.subarray(pos, pos + n));
            pos += n;
          }
          blobs.forEach((b, i) => {
            if (b === undefined) return expect(cache.has(ids[i]!)).toBe(false);
            const decoded = new TextDecoder('utf-8', { fatal: false }).decode(b);
            const valid = Buffer.from(decoded, 'utf8').equals(b);
            const got = cache.get(ids[i]!);
            expect(got?.size).toBe(b.length);
            expect(got?.text).toBe(valid ? decoded : undefined);
          });
        },
      ),
      { numRuns: RUNS },
    );
  });

  it(`the JSON report written in pieces is JSON.stringify(value, null, 2) (${RUNS} cases)`, () => {
    const value = fc.anything({
      maxDepth: 4,
      withNullPrototype: false,
      withBigInt: false,
      withMap: false,
      withSet: false,
      withTypedArray: false,
      withSparseArray: true,
      withBoxedValues: false,
      withDate: true,
      values: [fc.jsonValue(), fc.constant(undefined), fc.func(fc.integer())],
    });
    fc.assert(
      fc.property(value, fc.constantFrom(1, 2, 5, 4096), (v, small) => {
        // A small budget makes the writer walk every level itself and hand the rest to the native one.
        const pieces: string[] = [];
        writeJsonPieces(v, (p) => pieces.push(p), small);
        expect(pieces.join('')).toBe(JSON.stringify(v, null, 2) ?? 'null');
      }),
      { numRuns: RUNS },
    );
    // Large values come out in several pieces, each bounded.
    const big = {
      outline: Array.from({ length: 5000 }, (_, i) => ({
        label: `page ${i}`,
        span: { offset: i },
        children: [{ page: `p/${i}` }],
      })),
    };
    const pieces: string[] = [];
    writeJsonPieces(big, (p) => pieces.push(p));
    expect(pieces.length).toBeGreaterThan(5);
    expect(Math.max(...pieces.map((p) => p.length))).toBeLessThan(70 * 1024);
    expect(pieces.join('')).toBe(JSON.stringify(big, null, 2));
  });

  it(`a tree written one node per line reads back as the value, one line per node (${RUNS} cases)`, () => {
    // Nodes shaped like the outline's, with keys before and after `children`, values JSON leaves out, and
    // labels that hold what the writer looks for.
    const node: fc.Memo<Record<string, unknown>> = fc.memo((n) =>
      fc.record(
        {
          label: fc.oneof(fc.string(), fc.constantFrom('"children":[]', '},{', '\n')),
          span: fc.record({ offset: fc.nat() }),
          gone: fc.constant(undefined),
          children: n <= 1 ? fc.constant([]) : fc.array(node(n - 1), { maxLength: 4 }),
          entries: fc.nat(),
        },
        { requiredKeys: ['children'] },
      ),
    );
    // A line per node, and one more closing each node with children.
    const lineCount = (n: Record<string, unknown>): number => {
      const kids = n.children as Record<string, unknown>[];
      return kids.reduce((sum, c) => sum + lineCount(c), kids.length ? 2 : 1);
    };
    fc.assert(
      fc.property(node(4), fc.constantFrom(1, 4096), (tree, small) => {
        const value = { version: 1, outline: tree, after: [1, 2] };
        const pieces: string[] = [];
        writeJsonPieces(value, (p) => pieces.push(p), small, new Set(['outline']));
        const text = pieces.join('');
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)));
        // Around the tree, the value as JSON.stringify indents it.
        const start = text.indexOf('"outline": ') + '"outline": '.length;
        const end = text.indexOf(',\n  "after": ');
        expect(text.slice(0, start) + '0' + text.slice(end)).toBe(JSON.stringify({ ...value, outline: 0 }, null, 2));
        const lines = text.slice(start, end).split('\n');
        expect(lines.length).toBe(lineCount(tree));
        // Each node without children is its compact JSON, on its own line, in order.
        const leaves: unknown[] = [];
        const collect = (n: Record<string, unknown>): void => {
          const kids = n.children as Record<string, unknown>[];
          if (kids.length) kids.forEach(collect);
          else leaves.push(JSON.stringify(n));
        };
        collect(tree);
        const leafLines = lines
          .map((l) => l.trim().replace(/,$/, ''))
          .filter((l) => l.startsWith('{') && !l.endsWith('['));
        expect(leafLines).toEqual(leaves);
      }),
      { numRuns: RUNS },
    );
  });

  it(`"did you mean" from the name index is the closest page in page order (${Math.min(RUNS, 1000)} cases)`, () => {
    // The definition: same file name (unique, unless the wanted folder has a page one edit from it, the first of
    // those; or the one in the same folder, or the one holding the whole wanted
    // path under another folder, not a language's, or the one path in a folder the wanted path ends with, not past a
    // language's folder); else the smallest edit distance within a quarter of the name, preferring the same
    // folder, then the first page, unless that page's name is several pages' and none in the wanted folder.
    const suggestPlain = (pages: string[], wanted: string): string | undefined => {
      const name = basename(wanted);
      const same = pages.filter((p) => basename(p) === name);
      if (same.length === 1) {
        if (!dirname(wanted) || dirname(same[0]!) === dirname(wanted) || name.length < 4) return same[0];
        const sibling = pages.find((p) => dirname(p) === dirname(wanted) && distance(basename(p), name) === 1);
        return sibling ?? same[0];
      }
      if (same.length > 1) {
        const here = same.find((p) => dirname(p) === dirname(wanted));
        if (here !== undefined || !dirname(wanted)) return here;
        const under = same.filter((p) => p.endsWith(`/${wanted}`) && !languageFolder(p));
        if (under.length === 1) return under[0];
        const within = languageFolder(wanted) ? [] : same.filter((p) => wanted.endsWith(`/${p}`) && p.includes('/'));
        return within.length === 1 ? within[0] : undefined;
      }
      if (name.length < 4) return undefined;
      const limit = Math.max(1, Math.floor(name.length / 4));
      let best: string | undefined;
      let bestD = Infinity;
      for (const p of pages) {
        const dist = distance(basename(p), name);
        if (dist > limit) continue;
        const d = dist * 2 + (dirname(p) === dirname(wanted) ? 0 : 1);
        if (d < bestD) [best, bestD] = [p, d];
      }
      // A name several pages have, none in the wanted folder, is no guess.
      const twins = best === undefined ? [] : pages.filter((p) => basename(p) === basename(best));
      if (best !== undefined && dirname(best) !== dirname(wanted) && twins.length > 1) return undefined;
      return best;
    };
    const seg = fc.constantFrom('a', 'b', 'guides', 'setup', 'setups', 'setip', 'install', 'instal', 'intro');
    const slug = fc.array(seg, { minLength: 1, maxLength: 3 }).map((xs) => xs.join('/'));
    fc.assert(
      // Several wanted paths asked of one Routes: names near a name are kept between them (the same name is
      // wanted from other folders).
      fc.property(
        fc.uniqueArray(slug, { minLength: 1, maxLength: 12 }),
        fc.array(slug, { minLength: 1, maxLength: 6 }),
        (pages, wanted) => {
          const files: Record<string, string> = Object.fromEntries([
            ['docs.json', '{"navigation":{"pages":[]}}'] as const,
            ...pages.map((p) => [`${p}.mdx`, '# x\n'] as const),
          ]);
          const site = loadSite(memorySource(files));
          const order = [...site.index.pages.keys()];
          const routes = new Routes(site);
          for (const w of wanted) expect(routes.suggest(w)).toBe(suggestPlain(order, w));
        },
      ),
      { numRuns: Math.min(RUNS, 1000) },
    );
  });

  it(`valid JSON is read into the nodes the general parser gives (${RUNS} cases)`, () => {
    // JSON text with any spacing, escapes, repeated keys and nesting, sometimes broken by a stray character.
    const space = fc.constantFrom('', ' ', '\n', '\r\n', '\t', '  \n    ');
    const str = fc.oneof(
      fc.constantFrom('a', 'pages', '$ref', '__proto__', 'é', ''),
      fc.string({ maxLength: 6 }),
      fc.constantFrom('\\n', '\\u00e9', '\\"', 'x\\\\y', '\\ud83d\\ude00'),
    );
    const quoted = str.map((x) =>
      /^[^"\\]*$/.test(x) || x.includes('\\') ? `"${x.replace(/"/g, '\\"')}"` : JSON.stringify(x),
    );
    const json: fc.Arbitrary<string> = fc.letrec<{ value: string }>((tie) => ({
      value: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        quoted,
        fc.constantFrom('0', '-0', '12', '-3.5e+2', '1E5', '0.25', 'true', 'false', 'null'),
        fc
          .tuple(fc.array(fc.tuple(space, quoted, space, space, tie('value'), space), { maxLength: 4 }), space)
          .map(([ps, sp]) => `{${ps.map(([a, k, b, c, v, d]) => `${a}${k}${b}:${c}${v}${d}`).join(',')}${sp}}`),
        fc
          .tuple(fc.array(fc.tuple(space, tie('value'), space), { maxLength: 4 }), space)
          .map(([xs, sp]) => `[${xs.map(([a, v, b]) => `${a}${v}${b}`).join(',')}${sp}]`),
      ),
    })).value;
    const text = fc.oneof(
      fc.tuple(space, json, space).map(([a, v, b]) => a + v + b),
      fc
        .tuple(json, fc.nat(), fc.constantFrom(',', '}', '"', '/', '\uFEFF'))
        .map(([v, at, c]) => v.slice(0, at % (v.length + 1)) + c + v.slice(at % (v.length + 1))),
    );
    let valid = 0;
    fc.assert(
      fc.property(text, (t) => {
        const fast = parseJson('docs.json', t);
        const general = parseJson('docs.json', t, false);
        if (general.root) valid++;
        expect(fast.root).toEqual(general.root);
        expect(fast.problems).toEqual(general.problems);
      }),
      { numRuns: RUNS },
    );
    expect(valid).toBeGreaterThan(RUNS / 3);
  });
});
