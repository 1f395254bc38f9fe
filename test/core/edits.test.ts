import { describe, it, expect } from '@jest/globals';
import { applyEdits, EditConflict } from '../../src/core/base/edits.js';

const edit = (line: number, column: number, endLine: number, endColumn: number, newText: string) => ({
  line,
  column,
  endLine,
  endColumn,
  newText,
});

describe('applyEdits', () => {
  const text = '{\n  "pages": ["intro.mdx", "b"]\n}\n';

  it('replaces a span given in the original positions, whatever the order of the edits', () => {
    const a = edit(2, 13, 2, 24, '"intro"');
    const b = edit(2, 26, 2, 29, '"c"');
    const want = '{\n  "pages": ["intro", "c"]\n}\n';
    expect(applyEdits(text, [a, b])).toBe(want);
    expect(applyEdits(text, [b, a])).toBe(want);
  });

  it('inserts at a point, keeping the order of insertions there, and across lines', () => {
    expect(applyEdits(text, [edit(3, 1, 3, 1, 'x'), edit(3, 1, 3, 1, 'y')])).toBe(
      '{\n  "pages": ["intro.mdx", "b"]\nxy}\n',
    );
    expect(applyEdits(text, [edit(1, 2, 3, 1, '')])).toBe('{}\n');
    expect(applyEdits('a\r\nb', [edit(1, 2, 1, 2, '!')])).toBe('a!\r\nb');
  });

  it('refuses overlapping edits and positions outside the text', () => {
    expect(() => applyEdits(text, [edit(2, 13, 2, 24, 'x'), edit(2, 20, 2, 30, 'y')])).toThrow(EditConflict);
    expect(() => applyEdits(text, [edit(2, 13, 2, 24, 'x'), edit(2, 15, 2, 15, 'y')])).toThrow(EditConflict);
    expect(() => applyEdits(text, [edit(9, 1, 9, 1, 'x')])).toThrow(RangeError);
    expect(() => applyEdits(text, [edit(1, 3, 1, 3, 'x')])).toThrow(RangeError);
    expect(() => applyEdits(text, [edit(2, 5, 2, 4, 'x')])).toThrow(RangeError);
  });

  it('leaves the text as it is without edits', () => {
    expect(applyEdits(text, [])).toBe(text);
  });
});
