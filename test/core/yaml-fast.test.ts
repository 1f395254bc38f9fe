// quickYaml reads with js-yaml only what it reads as the `yaml` package does: each text here is compared with the
// `yaml` package's parse; those it must read itself, and those it must leave to the `yaml` package, are named.
import { describe, expect, it } from '@jest/globals';
import { quickYaml } from '../../src/core/json/yaml-fast.js';
import { MAX_ALIAS_COUNT } from '../../src/core/openapi/spec.js';
import { yamlPackageReads } from '../references.js';

/** Texts js-yaml reads: the data must be the `yaml` package's. */
const READ = [
  'openapi: 3.1.0\npaths:\n  /a/{id}:\n    get:\n      summary: Get one\n      tags: [one, two]\n',
  // The core schema's plain scalars, and what it leaves as strings (YAML 1.1's yes/no, 0b1, 1_000, dates).
  'a: [~, null, Null, NULL, "", true, True, TRUE, false, FALSE, yes, no, on, off, y]\n',
  'b: [0, -12, +7, 0o17, 0o8, 0x1F, 0xg, 0b101, 1_000, 012, 1.5, .5, 5., -.5, 1e3, 1.5E-2, .inf, -.Inf, +.INF, .nan, .NaN]\n',
  'c: [2024-01-01, 2024-01-01T10:00:00Z, 1:30, "3", \'4\', 5 apples]\n',
  // Numbers and booleans as keys are stringified alike.
  '200: ok\n1.0: one\ntrue: yes\n0x10: sixteen\n',
  // Explicit tags of the core schema, and the non-specific one.
  'a: !!str 12\nb: !!int "0x10"\nc: ! 12\nd: !!float .5\ne: !!map {x: 1}\nf: !!seq [1]\n',
  'text: |\n  **bold** and *italic*, a & b, 50% off\n  * a list item\nfolded: >\n  one\n  two\n',
  "quoted: \"a\\tb \\u00e9 \\x41\"\nsingle: 'it''s'\nmulti: plain\n  continued\n",
  '---\nonly: one document\n...\n',
  '\uFEFFbom: stripped\n',
  '__proto__: {polluted: true}\nconstructor: x\n',
  '<<: {a: 1}\nb: 2\n', // no merge in the core schema: a key like any other
  // A block scalar's lines are text: a Markdown link definition, a colon or a question mark opening a line.
  'a:\n  description: |\n    See [1].\n\n    [1]: https://example.com\n    : not a key\n    ? not a key\n  b: 1\n',
  '- >-\n  [x]: y\n- b\n',
  'list:\n  - name: |\n      {a}: b\n    other: 1\n',
  // An explicit key holding a scalar (PyYAML writes long keys so), its value on the next line.
  'paths:\n  ? /a/very/long/path/{id}\n  : get:\n      summary: x\n  /b:\n    get: {}\n',
  '- ? k\n  : v\n',
  // Flow collections in flow collections, as values.
  'a: [[1, 2], [3]]\nb: [{c: 1}, {d: [2]}]\ne: {f: [1], g: {h: 2}}\n',
  // Anchors and aliases the `yaml` package takes: an anchored node without aliases, each used up to the limit.
  'a: &x {b: 1}\nc: *x\n',
  'a: &x 1\n',
  'schemas:\n  A: &A\n    type: object\n  B: *A\n  C: [*A, *A] # two uses\n  D:\n    - *A\n',
  'base: &b {a: 1}\nd:\n  <<: *b\n  c: 2\n',
  'a: &x 1\nb: *x\nc: |\n  **Note**: text\n', // an alias-like key in a block scalar is text
  'example: &id001\n- 1\n- 2\nexamples:\n- *id001\n', // PyYAML's anchors
  `a: &x 1\nb: [${Array(MAX_ALIAS_COUNT - 1)
    .fill('*x')
    .join(', ')}]\n`,
];

/** Texts left to the `yaml` package (whose data or refusal may differ from js-yaml's). */
const LEFT = [
  `a: &x 1\nb: [${Array(MAX_ALIAS_COUNT).fill('*x').join(', ')}]\n`, // more uses than the yaml package takes
  'a: &x 1\nb: &y [*x]\nc: *y\n', // an anchored node holding an alias: its uses multiply
  'a: &x 1\nb: &x 2\nc: *x\n', // a name given twice
  'a: &x k\n*x : v\n', // an alias as a key
  'a: &x k\nb: {*x : v}\n',
  '? [a, b]\n: c\n', // a collection as an explicit key
  '? a\n  b: c\n', // an explicit key not followed at once by its value
  '? a\n', // an explicit key without a value
  '[a, b]: c\n', // a flow collection as a key
  'name: {{ .Values.name }}\n', // in a flow mapping (a Helm template)
  'a: {b: 1, [c]: 2}\n',
  'a: |2\n   [b]: c\n', // a block scalar with an indentation indicator: its lines are not told
  'a: !!str |\n  [b]: c\n', // nor those of one with a tag
  'a: |\n  text\n[b]: c\n', // a line less indented than the block's ends it
  '~: nothing\n', // a null key
  ': empty key\n',
  '%YAML 1.1\n---\na: yes\n', // a directive: YAML 1.1 reads yes as true
  'a: 1\na: 2\n', // a duplicate key
  'a: !!binary aGk=\n', // a tag the core schema lacks
  'a: !custom x\n',
  'a: 1\n---\nb: 2\n', // two documents
  'a: [1, 2\n', // a syntax error
  `${'['.repeat(300)}${']'.repeat(300)}\n`, // deeper than the limit
];

describe('quickYaml', () => {
  it.each(READ)('reads %j as the yaml package does', (text) => {
    const read = quickYaml(text, 256, MAX_ALIAS_COUNT);
    expect(read).toBeDefined();
    expect(read).toEqual(yamlPackageReads(text));
  });

  it('leaves aliases whose uses the yaml package multiplies: it refuses 21 aliases so', () => {
    const x10 = Array(10).fill('*x').join(', ');
    const nested = `a: &x 1\nb: &y [${x10}]\nc: [${Array(11).fill('*y').join(', ')}]\n`;
    expect(yamlPackageReads(nested)).toBe('refused');
    expect(quickYaml(nested, 256, MAX_ALIAS_COUNT)).toBeUndefined();
    expect(yamlPackageReads(LEFT[0]!)).toBe('refused');
  });

  it.each(LEFT)('leaves %j to the yaml package', (text) => {
    expect(quickYaml(text, 256, MAX_ALIAS_COUNT)).toBeUndefined();
  });

  it('stops at the depth limit', () => {
    const nested = (n: number): string => `${'['.repeat(n)}1${']'.repeat(n)}`;
    expect(quickYaml(nested(5), 10, MAX_ALIAS_COUNT)).toEqual(yamlPackageReads(nested(5)));
    expect(quickYaml(nested(20), 10, MAX_ALIAS_COUNT)).toBeUndefined();
  });
});
