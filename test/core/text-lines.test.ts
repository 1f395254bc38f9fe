import { describe, it, expect } from '@jest/globals';
import fc from 'fast-check';
import { isBlank, lineReader, lineStarts } from '../../src/core/base/text-lines.js';

describe('lineReader', () => {
  const text = fc.string({ unit: fc.constantFrom('a', 'b', ' ', '\n', '\r', '\r\n', 'é'), maxLength: 40 });

  it('gives each line as split(/\\r?\\n/) does, and nothing past the last', () => {
    fc.assert(
      fc.property(text, (t) => {
        const lines = t.split(/\r?\n/);
        const lineOf = lineReader(() => t);
        expect(lines.map((_, i) => lineOf(i + 1))).toEqual(lines);
        expect(lineOf(lines.length + 1)).toBeUndefined();
        expect(lineStarts(t)).toHaveLength(lines.length);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps a lone "\\r" and a last line\'s trailing "\\r"; reads the text once, at the first call', () => {
    let reads = 0;
    const lineOf = lineReader(() => {
      reads++;
      return 'a\rb\r\nc\r';
    });
    expect(reads).toBe(0);
    expect([lineOf(1), lineOf(2), lineOf(3)]).toEqual(['a\rb', 'c\r', undefined]);
    expect(reads).toBe(1);
  });

  it('reads a text it cannot get as empty', () => {
    expect(lineReader(() => undefined)(1)).toBe('');
  });
});

describe('isBlank', () => {
  it('tells a blank line as /^[ \\t]*\\r?$/ does', () => {
    const line = fc.string({ unit: fc.constantFrom(' ', '\t', '\r', 'a', '\u00a0', '\v', '\f', '\n'), maxLength: 8 });
    fc.assert(
      fc.property(line, (l) => {
        expect(isBlank(l)).toBe(/^[ \t]*\r?$/.test(l));
      }),
      { numRuns: 5000 },
    );
    expect([' \t\r', '', '\t'].every(isBlank)).toBe(true);
    expect([' \r ', '\r\r', '\u00a0', ' x'].some(isBlank)).toBe(false);
  });
});
