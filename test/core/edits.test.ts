import { describe, it, expect } from '@jest/globals';
import { applyEdits, EditConflict, mergeKeyInsertions } from '../../src/core/base/edits.js';

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

describe('mergeKeyInsertions', () => {
  // banana-slides 25f9a18f8b (fresh set 115): a page and its zh copy, one finding, each adding "redirects" where
  // docs.json had none; applied together, docs.json held the key twice.
  const text = '{\n  "name": "x"\n}\n';
  const adds = (source: string) => ({
    file: 'docs.json',
    ...edit(2, 14, 2, 14, `,\n  "redirects": [\n    { "source": "${source}", "destination": "/" }\n  ]`),
  });

  it('makes one key of insertions at one point adding the same key, its items in order', () => {
    const merged = mergeKeyInsertions([adds('/a'), adds('/zh/a')]);
    expect(merged).toHaveLength(1);
    expect(JSON.parse(applyEdits(text, merged))).toEqual({
      name: 'x',
      redirects: [
        { source: '/a', destination: '/' },
        { source: '/zh/a', destination: '/' },
      ],
    });
  });

  it('leaves other edits, and insertions elsewhere or of another key, as they are', () => {
    const other = { ...adds('/b'), newText: adds('/b').newText.replace('redirects', 'other') };
    const elsewhere = { ...adds('/c'), line: 1, column: 2, endLine: 1, endColumn: 2 };
    const replace = { file: 'docs.json', ...edit(2, 11, 2, 14, '"y"') };
    const edits = [adds('/a'), other, elsewhere, replace];
    expect(mergeKeyInsertions(edits)).toEqual(edits);
  });
});
