// Reading the files at all: json-syntax, duplicate-key, input-limit, unsafe-path, ref-unresolved.
import { describe, it, expect } from '@jest/globals';
import { analyze } from '../../src/core/engine/analyze.js';
import { memorySource } from '../../src/adapters/memory-source.js';
import { compareSources } from '../../src/core/compare/compare.js';
import { run, docsJson, rules } from '../helpers.js';
import { ids, jsonPos, offsetPos, one, posOf, spanOf, strictSource } from './util.js';
import { safeFix } from '../../src/core/fix/plan.js';

describe('json-syntax', () => {
  it('names a trailing comma in an array and points at the closing bracket', () => {
    const json = docsJson({ pages: ['a'] }).replace('"a"', '"a",');
    const f = one(run({ 'docs.json': json, 'a.mdx': '# A\n' }).findings, 'json-syntax');
    expect(f).toMatchObject({
      severity: 'error',
      file: 'docs.json',
      ...offsetPos(json, json.indexOf(']', json.indexOf('"a",'))),
    });
    expect(f.message).toContain('trailing comma');
    expect(f.message).toContain('nothing is deployed');
    expect(f.fix?.message).toBe('Delete the comma before the closing bracket.');
    // The exact edit deletes the comma, a safe fix: the file then reads as its author meant it.
    expect(f.data).toMatchObject({ trailingComma: true });
    const at = json.indexOf('"a",') + 3;
    expect(f.fix?.edits).toEqual([
      {
        file: 'docs.json',
        ...offsetPos(json, at),
        endLine: offsetPos(json, at).line,
        endColumn: offsetPos(json, at).column + 1,
        newText: '',
      },
    ]);
    expect(safeFix(f)).toBe(true);
    const mended = json.slice(0, at) + json.slice(at + 1);
    expect(run({ 'docs.json': mended, 'a.mdx': '# A\n' }).findings.filter((x) => x.rule === 'json-syntax')).toEqual([]);
  });

  it('names a trailing comma in an object', () => {
    const json = docsJson({ pages: ['a'] }).replace('"#0D9373"', '"#0D9373",');
    const f = one(run({ 'docs.json': json, 'a.mdx': '# A\n' }).findings, 'json-syntax');
    expect(f).toMatchObject({ ...offsetPos(json, json.indexOf('}', json.indexOf('"#0D9373",'))) });
    expect(f.message).toContain('trailing comma before this closing bracket');
  });

  // runpod/docs 27074910: a stray `]` on its own line was three errors at that line ("a value was expected", "a
  // comma is missing", "a field name was expected") for one mistake. Past it the parser's reading is a guess
  // (Rhombus-Jeremy/docs a1b95f0d97, fresh set 108: four more "errors" where nothing was missing): where it
  // stumbles again is said on the first, as what may follow from it.
  it('says one mistake once, and where the parser stumbles after it as what may follow from it', () => {
    const text = (stray: string, later: string) =>
      [
        '{',
        '  "$schema": "https://mintlify.com/docs.json",',
        '  "theme": "mint",',
        '  "name": "Test",',
        '  "colors": { "primary": "#0D9373" },',
        '  "navigation": {',
        '    "groups": [',
        '      { "group": "A", "pages": ["a"] }',
        '    ]',
        stray,
        '  },',
        '  "description": "Docs",',
        '  "seo": {',
        '    "indexing": "all"',
        `  }${later}`,
        '}',
      ].join('\n');
    const lines = (json: string) =>
      rules(run({ 'docs.json': json, 'a.mdx': '# A\n' }).findings, 'json-syntax').map((f) => f.line);
    expect(lines(text('  ],', ''))).toEqual([10]);
    const twice = rules(run({ 'docs.json': text('  ],', ' "x": 1'), 'a.mdx': '# A\n' }).findings, 'json-syntax');
    expect(twice.map((f) => f.line)).toEqual([10]);
    expect(twice[0]!.message).toMatch(
      /\. A JSON reader stumbles again after it \(line 15\), which may only follow from this mistake: check again once it is mended\.$/,
    );
    // Past a trailing comma the reading is as meant: a mistake further down is its own.
    expect(lines(text('', ' "x": 1').replace('["a"] }', '["a"], }'))).toEqual([8, 15]);
  });

  it('reads a committed merge conflict as one finding at its first marker, known by the file, not its lines', () => {
    // agno-agi/docs committed docs.json with git's markers in it: the parser alone gave nine errors from them.
    const clean = docsJson({ pages: ['a', 'b'] });
    const conflicted = clean.replace(
      '    "pages": [\n      "a",\n      "b"\n    ]',
      '<<<<<<< HEAD\n    "pages": ["a", "b"]\n=======\n    "pages": ["a"]\n>>>>>>> feature/docs',
    );
    expect(conflicted).not.toBe(clean);
    const f = one(run({ 'docs.json': conflicted, 'a.mdx': '# A\n', 'b.mdx': '# B\n' }).findings, 'json-syntax');
    const start = posOf(conflicted, '<<<<<<<');
    const end = posOf(conflicted, '>>>>>>>');
    expect(f).toMatchObject({ severity: 'error', file: 'docs.json', line: start.line, column: 1 });
    expect(f.message).toBe(
      `docs.json is not valid JSON: it holds an unresolved merge conflict (the conflict markers from line ${start.line} to line ${end.line}), committed with both sides in it. The site build stops at this point and nothing is deployed.`,
    );
    expect(f.fix?.message).toContain('delete the marker lines');
    // Lines added above move the markers, not the finding's identity.
    const moved = conflicted.replace('"name": "Test",', '"name": "Test",\n  "description": "Docs",');
    const g = one(run({ 'docs.json': moved, 'a.mdx': '# A\n', 'b.mdx': '# B\n' }).findings, 'json-syntax');
    expect(g.line).toBe(start.line + 1);
    expect(g.key).toBe(f.key);
    // Two conflicts: counted, the first placed.
    const twice = conflicted.replace(
      '  "theme": "mint",',
      '<<<<<<< HEAD\n  "theme": "mint",\n=======\n  "theme": "maple",\n>>>>>>> x',
    );
    const h = one(run({ 'docs.json': twice, 'a.mdx': '# A\n', 'b.mdx': '# B\n' }).findings, 'json-syntax');
    expect(h.message).toContain(`(2 conflicts, the first from line ${posOf(twice, '<<<<<<<').line} to line`);
  });

  it('passes the same file without the comma', () => {
    expect(run({ 'docs.json': docsJson({ pages: ['a'] }), 'a.mdx': '# A\n' }).findings).toEqual([]);
  });

  it('reports a byte-order mark at 1:1, and still finds the errors after it at their own positions', () => {
    const clean = docsJson({ pages: ['a'] });
    const r = run({ 'docs.json': '\uFEFF' + clean, 'a.mdx': '# A\n' });
    const f = one(r.findings, 'json-syntax');
    expect(f).toMatchObject({ severity: 'error', file: 'docs.json', line: 1, column: 1 });
    expect(f.message).toContain('byte-order mark (BOM)');

    const broken = '\uFEFF' + clean.replace('"a"', '"a",');
    const both = rules(run({ 'docs.json': broken, 'a.mdx': '# A\n' }).findings, 'json-syntax');
    expect(both.map((x) => [x.line, x.column])).toEqual([
      [1, 1],
      [offsetPos(broken, broken.indexOf(']')).line, offsetPos(broken, broken.indexOf(']')).column],
    ]);
    expect(both[1]!.message).toContain('trailing comma');
  });

  it('rejects comments and single-quoted strings, which JSON.parse does not accept', () => {
    const withComment = docsJson({ pages: ['a'] }).replace('"pages"', '// the pages\n    "pages"');
    const c = one(run({ 'docs.json': withComment, 'a.mdx': '# A\n' }).findings, 'json-syntax');
    expect(c).toMatchObject(posOf(withComment, '// the pages'));
    expect(c.message).toContain('JSON does not allow comments');

    const single = docsJson({ pages: ['a'] }).replace('"a"', "'a'");
    const s = one(run({ 'docs.json': single, 'a.mdx': '# A\n' }).findings, 'json-syntax');
    expect(s).toMatchObject(posOf(single, "'a'"));
    expect(s.message).toContain('strings need double quotes');
  });

  it('a block of commented-out lines is one mistake, said once; a comment further down is another', () => {
    // potpie-ai bc242d7 commented two groups out, line by line: one finding "and 4 more places", one per third line.
    const block = [
      '//   {',
      '//     "group": "Old",',
      '//     "pages": ["old/a", "old/b"]',
      '//   },',
      '//   {',
      '//   }',
    ];
    const text = docsJson({ pages: ['a'] }).replace('"pages"', `${block.join('\n    ')}\n    "pages"`);
    const once = rules(run({ 'docs.json': text, 'a.mdx': '# A\n' }).findings, 'json-syntax');
    expect(once.map((f) => [f.line, f.column])).toEqual([[posOf(text, '//   {').line, posOf(text, '//   {').column]]);
    const twice = `${text.trimEnd()}\n// the end\n`;
    const two = rules(run({ 'docs.json': twice, 'a.mdx': '# A\n' }).findings, 'json-syntax');
    expect(two.map((f) => f.line)).toEqual([posOf(twice, '//   {').line, posOf(twice, '// the end').line]);
  });

  it('reports errors in a $ref file at their position in that file, and the $ref as unresolved', () => {
    const json = docsJson({ $ref: 'nav.json' });
    const nav = '{\n  "pages": ["a", b]\n}\n';
    const r = run({ 'docs.json': json, 'nav.json': nav, 'a.mdx': '# A\n' });
    const f = one(r.findings, 'json-syntax');
    expect(f).toMatchObject({ file: 'nav.json', ...posOf(nav, 'b]') });
    expect(f.message).toContain('nav.json is not valid JSON: this is not a JSON value');
    const ref = one(r.findings, 'ref-unresolved');
    expect(ref).toMatchObject({ file: 'docs.json', ...jsonPos(json, 'nav.json') });
    expect(ref.message).toContain('not valid JSON');
  });

  it('reads a file whose only mistakes are comments and trailing commas as written, the mistakes still errors', () => {
    const json = docsJson({ $ref: 'nav.json' });
    const nav = '{\n  // the old pages went\n  "pages": ["a", "gone",]\n}\n';
    const r = run({ 'docs.json': json, 'nav.json': nav, 'a.mdx': '# A\n' });
    // The trailing comma, a line below the comment, is taken to follow from it (CASCADE_LINES): one error.
    expect(ids(r.findings)).toEqual(['json-syntax', 'page-not-found']);
    expect(one(r.findings, 'page-not-found').data).toMatchObject({ entry: 'gone' });
  });
});

describe('duplicate-key', () => {
  it('points at the earlier key, whose value the builder ignores', () => {
    const json = docsJson({ groups: [{ group: 'G', pages: ['a'] }] }).replace(
      '"pages": [',
      '"pages": ["b"],\n        "pages": [',
    );
    const r = run({ 'docs.json': json, 'a.mdx': '# A\n', 'b.mdx': '# B\n' });
    const f = one(r.findings, 'duplicate-key');
    expect(f).toMatchObject({ severity: 'warning', file: 'docs.json', ...spanOf(json, '"pages"', 0) });
    expect(f.message).toContain('"pages" appears more than once');
    expect(f.message).toContain('earlier value is ignored');
    expect(f.fix?.message).toContain('Remove one of the "pages" entries');
    // The later value wins, as in JSON.parse: b (only in the first "pages") is left out of the navigation.
    expect(one(r.findings, 'orphan-page').file).toBe('b.mdx');
  });

  it('passes distinct keys', () => {
    const json = docsJson({ groups: [{ group: 'G', pages: ['a', 'b'] }] });
    expect(run({ 'docs.json': json, 'a.mdx': '# A\n', 'b.mdx': '# B\n' }).findings).toEqual([]);
  });

  // Its identity was the key's offset: a line added above it made the old warning new in a diff (note 83).
  it('stays old when lines above it change, and is new when the ignored value changes', () => {
    const json = docsJson({ groups: [{ group: 'G', pages: ['a'] }] }).replace(
      '"pages": [',
      '"pages": ["b"],\n        "pages": [',
    );
    const files = { 'docs.json': json, 'a.mdx': '# A\n', 'b.mdx': '# B\n' };
    const status = (head: string): (string | undefined)[] =>
      compareSources(memorySource(files), memorySource({ ...files, 'docs.json': head }), {
        changed: new Set(['docs.json']),
      })
        .findings.filter((f) => f.rule === 'duplicate-key')
        .map((f) => f.status);
    const above = json.replace('"navigation"', '"description": "Docs",\n  "navigation"');
    expect(above.indexOf('"pages"')).toBeGreaterThan(json.indexOf('"pages"'));
    expect(status(above)).toEqual(['existing']);
    expect(status(json.replace('"pages": ["b"]', '"pages": ["a", "b"]'))).toEqual(['new']);
  });

  it('reports a duplicate inside a $ref file in that file', () => {
    const nav = '{\n  "pages": ["b"],\n  "pages": ["a"]\n}\n';
    const r = run({ 'docs.json': docsJson({ $ref: 'nav.json' }), 'nav.json': nav, 'a.mdx': '# A\n' });
    expect(one(r.findings, 'duplicate-key')).toMatchObject({ file: 'nav.json', ...posOf(nav, '"pages"') });
  });
});

describe('input-limit', () => {
  const N = 10_000;

  it('refuses docs.json nested 10,000 levels deep without crashing, pointing at the deepest bracket', () => {
    const json = docsJson({ pages: ['a'] }).replace('"a"', '['.repeat(N) + ']'.repeat(N));
    const r = run({ 'docs.json': json, 'a.mdx': '# A\n' });
    const f = one(r.findings, 'input-limit');
    expect(f).toMatchObject({ severity: 'error', file: 'docs.json', ...offsetPos(json, json.lastIndexOf('[')) });
    expect(f.message).toContain(`nested ${N + 3} levels deep`);
    expect(f.message).toContain('at most 256 levels');
    expect(ids(r.findings)).toEqual(['input-limit']);
  });

  it('reads a deep but reasonable navigation (100 nested groups) and checks it', () => {
    const nest = (levels: number): unknown => {
      let g: unknown = { group: 'leaf', pages: ['deep-missing'] };
      for (let i = 0; i < levels; i++) g = { group: `g${i}`, pages: [g] };
      return g;
    };
    const ok = run({ 'docs.json': docsJson({ groups: [nest(100)] }) });
    expect(rules(ok.findings, 'input-limit')).toEqual([]);
    expect(one(ok.findings, 'page-not-found').message).toContain('"deep-missing"');
    const deep = run({ 'docs.json': docsJson({ groups: [nest(150)] }) });
    expect(ids(deep.findings)).toEqual(['input-limit']);
  });

  it('refuses a $ref file nested 10,000 levels deep', () => {
    const nav = `{"pages": ${'['.repeat(N)}${']'.repeat(N)}}`;
    const r = run({ 'docs.json': docsJson({ $ref: 'nav.json' }), 'nav.json': nav });
    expect(one(r.findings, 'input-limit')).toMatchObject({ file: 'nav.json', ...offsetPos(nav, nav.lastIndexOf('[')) });
    expect(one(r.findings, 'ref-unresolved').message).toContain('not valid JSON');
  });

  it('refuses a YAML spec nested 10,000 levels deep (the YAML parser would overflow) and reports it at the reference', () => {
    const spec = `openapi: 3.0.0\npaths:\n  /a:\n    get:\n      x: ${'['.repeat(N)}${']'.repeat(N)}\n`;
    const json = docsJson({ groups: [{ group: 'API', openapi: 'spec.yaml', pages: ['GET /a'] }] });
    const r = run({ 'docs.json': json, 'spec.yaml': spec });
    const f = one(r.findings, 'input-limit');
    expect(f).toMatchObject({ file: 'docs.json', ...jsonPos(json, 'spec.yaml') });
    expect(f.message).toContain('"spec.yaml" was not read');
    expect(ids(r.findings)).toEqual(['input-limit']);
  });

  it('survives frontmatter and Markdown nested 10,000 levels deep', () => {
    const fm = `---\ntitle: ${'['.repeat(N)}${']'.repeat(N)}\nhidden: true\n---\n`;
    const quote = `${'>'.repeat(N)} [x](/nope)\n`;
    const r = run({ 'docs.json': docsJson({ pages: ['quote'] }), 'deep.mdx': fm, 'quote.mdx': quote });
    // The frontmatter was not read (so `hidden` is unknown and the page counts as an orphan) …
    expect(one(r.findings, 'orphan-page').file).toBe('deep.mdx');
    // … and the link deep inside the quotes is still found, at its column.
    expect(one(r.findings, 'broken-link')).toMatchObject({ file: 'quote.mdx', ...posOf(quote, '/nope') });
  });

  it('passes a normal YAML spec', () => {
    const spec =
      'openapi: 3.1.0\ninfo: {title: A, version: "1"}\npaths:\n  /a:\n    get:\n      tags: [a, b]\n      x-data: {y: [1, {z: 2}]}\n';
    const r = run({
      'docs.json': docsJson({ groups: [{ group: 'API', openapi: 'spec.yaml', pages: ['GET /a'] }] }),
      'spec.yaml': spec,
    });
    expect(r.findings).toEqual([]);
  });

  it('reports files the adapter could not read (too large, not UTF-8) at 1:1, under the repository path', () => {
    const files = new Map([
      ['docs.json', docsJson({ pages: ['big'] })],
      ['big.mdx', ''],
    ]);
    const source = memorySource(files, 'docs', [
      { path: 'big.mdx', kind: 'too-large', detail: 'the file is 12 MB; navguard reads files up to 5 MB' },
      { path: 'logo.svg', kind: 'not-utf8', detail: 'the file is not valid UTF-8 text, so it was not read' },
    ]);
    const found = rules(analyze(source).findings, 'input-limit');
    expect(found.map((f) => [f.file, f.line, f.column, f.severity])).toEqual([
      ['docs/big.mdx', 1, 1, 'error'],
      ['docs/logo.svg', 1, 1, 'error'],
    ]);
    expect(found[0]!.message).toBe('docs/big.mdx: the file is 12 MB; navguard reads files up to 5 MB');
  });

  // solidyne/docs 7fee607950 (fresh set 125): a Latin-1 glossary of a translation script, read only looking for OpenAPI
  // specs, failed the check; the builder only logs it and builds.
  it('says a spec-like file the site names nowhere, which it could not read, as a notice; a named one stays an error', () => {
    const unread = (named: boolean) => {
      const nav = named
        ? docsJson({ groups: [{ group: 'API', openapi: 'scripts/g.yml', pages: ['index'] }] })
        : docsJson({ pages: ['index'] });
      const source = memorySource(
        new Map([
          ['docs.json', nav],
          ['index.mdx', '# Home\n'],
        ]),
        '',
        [{ path: 'scripts/g.yml', kind: 'not-utf8', detail: 'the file is not valid UTF-8 text, so it was not read' }],
      );
      return one(analyze(source).findings, 'input-limit');
    };
    const quiet = unread(false);
    expect(quiet.severity).toBe('notice');
    expect(quiet.message).toContain('no page, snippet, docs.json or spec reference names it');
    expect(unread(true).severity).toBe('error');
  });
});

describe('unsafe-path', () => {
  it('refuses a $ref that climbs out of the docs folder, reading nothing', () => {
    const json = docsJson({ $ref: '../../etc/passwd' });
    const source = strictSource({ 'docs.json': json });
    const r = analyze(source);
    const f = one(r.findings, 'unsafe-path');
    expect(f).toMatchObject({ severity: 'error', file: 'docs.json', ...spanOf(json, '"../../etc/passwd"') });
    expect(f.message).toContain('points outside the docs folder');
    expect(source.reads).toEqual(['docs.json']);
  });

  it('refuses an absolute $ref', () => {
    const json = docsJson({ $ref: '/etc/nav.json' });
    const f = one(analyze(strictSource({ 'docs.json': json })).findings, 'unsafe-path');
    expect(f).toMatchObject(jsonPos(json, '/etc/nav.json'));
    expect(f.message).toContain('not a path relative to docs.json');
  });

  it('follows a $ref with ".." that stays inside the folder', () => {
    const source = strictSource({
      'docs.json': docsJson({ $ref: 'parts/../nav.json' }),
      'nav.json': '{"pages": ["a"]}',
      'a.mdx': '# A\n',
    });
    expect(analyze(source).findings).toEqual([]);
  });

  it('normalises "../../etc/passwd" entries, links, specs and imports inside the root and never reads outside', () => {
    const json = docsJson({
      groups: [{ group: 'G', openapi: '../../etc/openapi.json', pages: ['../../etc/passwd', 'a'] }],
    });
    const page =
      '---\nopenapi: ../../etc/spec.json GET /x\n---\nimport X from "../../etc/passwd"\n\n[p](../../etc/passwd)\n';
    const source = strictSource({ 'docs.json': json, 'a.mdx': page });
    const r = analyze(source);
    const missing = one(r.findings, 'page-not-found');
    expect(missing).toMatchObject({ file: 'docs.json', ...jsonPos(json, '../../etc/passwd') });
    expect(missing.message).toContain('no file etc/passwd.mdx or etc/passwd.md exists');
    expect(rules(r.findings, 'openapi-not-found').map((f) => f.message)).toEqual([
      expect.stringContaining('"../../etc/spec.json"'),
      expect.stringContaining('"etc/openapi.json" does not exist'),
    ]);
    expect(one(r.findings, 'broken-link')).toMatchObject({ file: 'a.mdx', ...posOf(page, '../../etc/passwd)') });
    // Read as a browser does (a `..` at the root stays there): /etc/passwd inside the docs root, which has none.
    expect(one(r.findings, 'broken-link').message).toContain('which resolves to "/etc/passwd", is broken');
    expect([...new Set(source.reads)].sort()).toEqual(['a.mdx', 'docs.json']);
  });

  it('resolves "../../x" to x inside the root when x exists, with a format warning', () => {
    const json = docsJson({ pages: ['../../etc/passwd'] });
    const r = analyze(strictSource({ 'docs.json': json, 'etc/passwd.mdx': '# P\n' }));
    const f = one(r.findings, 'page-path-format');
    expect(f).toMatchObject({ severity: 'warning', ...jsonPos(json, '../../etc/passwd') });
    expect(f.fix?.edits?.[0]?.newText).toBe('"etc/passwd"');
    expect(ids(r.findings)).toEqual(['page-path-format']);
  });

  it('reports a symlink that leads outside the root', () => {
    const source = memorySource({ 'docs.json': docsJson({ pages: ['a'] }), 'a.mdx': '# A\n' }, '', [
      {
        path: 'secret.mdx',
        kind: 'symlink-outside-root',
        detail: 'this symlink points outside the docs folder; navguard did not follow it',
      },
    ]);
    const f = one(analyze(source).findings, 'unsafe-path');
    expect(f).toMatchObject({ file: 'secret.mdx', line: 1, column: 1, severity: 'error' });
    expect(f.message).toContain('points outside the docs folder');
  });
});

describe('ref-unresolved', () => {
  it('reports a missing $ref file at the $ref value', () => {
    const json = docsJson({ $ref: 'nav.json' });
    const f = one(run({ 'docs.json': json }).findings, 'ref-unresolved');
    expect(f).toMatchObject({ severity: 'error', file: 'docs.json', ...spanOf(json, '"nav.json"') });
    expect(f.message).toBe('`$ref` "nav.json" names nav.json, which does not exist; the build fails');
  });

  it('passes when the file exists', () => {
    expect(
      run({ 'docs.json': docsJson({ $ref: 'nav.json' }), 'nav.json': '{"pages": ["a"]}', 'a.mdx': '# A\n' }).findings,
    ).toEqual([]);
  });

  it('reports a circular $ref in the file that closes the circle, with the whole chain', () => {
    const b = '{\n  "$ref": "nav.json"\n}\n';
    const r = run({ 'docs.json': docsJson({ $ref: 'nav.json' }), 'nav.json': '{"$ref": "b.json"}', 'b.json': b });
    const f = one(r.findings, 'ref-unresolved');
    expect(f).toMatchObject({ file: 'b.json', ...jsonPos(b, 'nav.json') });
    expect(f.message).toContain('is circular: docs.json → nav.json → b.json → nav.json');
  });

  it('reports a file that refers to itself', () => {
    const nav = '{"$ref": "./nav.json"}';
    const f = one(run({ 'docs.json': docsJson({ $ref: 'nav.json' }), 'nav.json': nav }).findings, 'ref-unresolved');
    expect(f).toMatchObject({ file: 'nav.json', ...jsonPos(nav, './nav.json') });
    expect(f.message).toContain('docs.json → nav.json → nav.json');
  });

  it('does not call the same file used twice (not nested) circular', () => {
    const group = '{"group": "Shared", "pages": ["a"]}';
    const r = run({
      'docs.json': docsJson({
        tabs: [
          { tab: 'One', groups: [{ $ref: 'g.json' }] },
          { tab: 'Two', groups: [{ $ref: 'g.json' }] },
        ],
      }),
      'g.json': group,
      'a.mdx': '# A\n',
    });
    expect(rules(r.findings, 'ref-unresolved')).toEqual([]);
    expect(rules(r.findings, 'duplicate-page')).toHaveLength(1);
  });

  it('reports a $ref that is not a string', () => {
    const json = docsJson({ $ref: 5 });
    const f = one(run({ 'docs.json': json }).findings, 'ref-unresolved');
    expect(f).toMatchObject(posOf(json, '5'));
    expect(f.message).toContain('must be a string');
  });

  it('merges sibling keys over the referenced object, and reports what is in the $ref file at its position there', () => {
    const json = docsJson({ groups: [{ $ref: 'parts/group.json', group: 'Renamed' }] });
    const group = '{\n  "group": "Original",\n  "pages": [\n    "a",\n    "missing"\n  ]\n}\n';
    const r = run({ 'docs.json': json, 'parts/group.json': group, 'a.mdx': '# A\n' });
    const f = one(r.findings, 'page-not-found');
    expect(f).toMatchObject({ file: 'parts/group.json', ...spanOf(group, '"missing"') });
    expect(f.message).toContain('in group "Renamed"');
    expect(r.findings).toHaveLength(1);
  });

  it('lets a sibling "pages" replace the referenced one, and resolves nested refs from the referring file', () => {
    const json = docsJson({ $ref: 'cfg/nav.json' });
    const r = run({
      'docs.json': json,
      'cfg/nav.json': '{"groups": [{"$ref": "group.json", "pages": ["b"]}]}',
      'cfg/group.json': '{"group": "G", "pages": ["a"]}',
      'a.mdx': '# A\n',
      'b.mdx': '# B\n',
    });
    expect(r.findings.map((f) => [f.rule, f.file])).toEqual([['orphan-page', 'a.mdx']]);
  });
});
