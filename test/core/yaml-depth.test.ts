// parseYamlWithin reads a YAML text as `yaml`'s parse does, also when its cheap depth bound is over the limit
// and the text is tokenized once for both the depth and the document.
import { describe, it, expect } from '@jest/globals';
import { parse } from 'yaml';
import { parseYamlWithin } from '../../src/core/json/yaml-depth.js';

// 300 `{param}` paths put the bound (every bracket counts) over a limit of 256; the text nests 4 levels.
const paths = Array.from({ length: 300 }, (_, i) => `  /items/{id${i}}:\n    get:\n      summary: Item ${i}\n`);
const wide = `openapi: 3.0.0\npaths:\n${paths.join('')}`;

function thrown(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    return (e as Error).message;
  }
  return 'nothing thrown';
}

describe('parseYamlWithin', () => {
  it('reads a shallow text with many brackets like parse', () => {
    const read = parseYamlWithin(wide, 256, { maxAliasCount: 100 });
    expect(read).toEqual({ data: parse(wide, { maxAliasCount: 100 }) as unknown });
    expect(Object.keys((read as { data: { paths: object } }).data.paths)).toHaveLength(300);
  });

  it('throws what parse throws for a broken text over the bound, position included', () => {
    const broken = `${wide}  /bad: [unclosed\n`;
    const message = thrown(() => parse(broken, { maxAliasCount: 100 }));
    expect(message).toMatch(/at line \d+, column \d+/);
    expect(thrown(() => parseYamlWithin(broken, 256, { maxAliasCount: 100 }))).toBe(message);
  });

  it('throws what parse throws for several documents and for too many aliases', () => {
    const twoDocs = `${wide}---\nb: 1\n`;
    expect(thrown(() => parseYamlWithin(twoDocs, 256, {}))).toBe(thrown(() => parse(twoDocs, {})));
    const aliases = `${wide}x: &a [1]\ny: [${Array.from({ length: 20 }, () => '*a').join(', ')}]\n`;
    expect(thrown(() => parseYamlWithin(aliases, 256, { maxAliasCount: 5 }))).toBe(
      thrown(() => parse(aliases, { maxAliasCount: 5 })),
    );
  });

  it('gives the depth of a text nested deeper than the limit, without composing it', () => {
    const deep = `a: ${'['.repeat(5000)}${']'.repeat(5000)}\n`;
    expect(parseYamlWithin(deep, 256, {})).toEqual({ depth: 5001 });
  });
});
