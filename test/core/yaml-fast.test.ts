// quickYaml reads with js-yaml only what it reads as the `yaml` package does: each text here is compared with the
// `yaml` package's parse; those it must read itself, and those it must leave to the `yaml` package, are named.
import { describe, expect, it } from '@jest/globals';
import { quickYaml } from '../../src/core/json/yaml-fast.js';
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
];

/** Texts left to the `yaml` package (whose data or refusal may differ from js-yaml's). */
const LEFT = [
  'a: &x {b: 1}\nc: *x\n', // an alias
  'a: &x 1\n', // an anchor
  '? [a, b]\n: c\n', // a collection as an explicit key
  '[a, b]: c\n', // a flow collection as a key
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
    const read = quickYaml(text, 256);
    expect(read).toBeDefined();
    expect(read).toEqual(yamlPackageReads(text));
  });

  it.each(LEFT)('leaves %j to the yaml package', (text) => {
    expect(quickYaml(text, 256)).toBeUndefined();
  });

  it('stops at the depth limit', () => {
    const nested = (n: number): string => `${'['.repeat(n)}1${']'.repeat(n)}`;
    expect(quickYaml(nested(5), 10)).toEqual(yamlPackageReads(nested(5)));
    expect(quickYaml(nested(20), 10)).toBeUndefined();
  });
});
