// Reading a kept-entries file line by line through a small buffer (src/adapters/kept-entries.ts).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { KeptEntries, fileLines } from '../../src/adapters/kept-entries.js';
import { tempDir } from '../git-helpers.js';

function linesOf(text: string, chunk: number): { text: string; complete: boolean }[] {
  const file = path.join(tempDir(), 'lines.jsonl');
  fs.writeFileSync(file, text);
  const fd = fs.openSync(file, 'r');
  try {
    return [...fileLines(fd, chunk)];
  } finally {
    fs.closeSync(fd);
  }
}

const isText = (v: unknown): v is string => typeof v === 'string';

describe('fileLines', () => {
  // Lines longer than the buffer, empty lines, and characters of 2 to 4 bytes cut by every chunk boundary.
  const text = ['{"h":1}', '', 'é'.repeat(9), 'ab', '€😀x'.repeat(5), '', 'last'].join('\n');

  it.each([1, 2, 3, 5, 7, 64])('gives the lines split reads, with %i-byte reads', (chunk) => {
    expect(linesOf(`${text}\n`, chunk)).toEqual(text.split('\n').map((t) => ({ text: t, complete: true })));
  });

  it('says when the last line has no newline (a write cut short)', () => {
    const lines = linesOf(text, 4);
    expect(lines.map((l) => l.text)).toEqual(text.split('\n'));
    expect(lines.slice(0, -1).every((l) => l.complete)).toBe(true);
    expect(lines.at(-1)).toEqual({ text: 'last', complete: false });
    expect(linesOf('', 4)).toEqual([]);
  });
});

describe('KeptEntries', () => {
  it('writes one entry per line and reads them back through a buffer smaller than an entry', () => {
    const dir = tempDir();
    const values = new Map([
      ['a', 'x'.repeat(50)],
      ['b', 'ünïcødé €😀'.repeat(7)],
      ['c', ''],
    ]);
    const kept = new KeptEntries(dir, 'texts', '0123', isText, { entries: new Map(values) });
    kept.save(new Set(values.keys()));
    const file = fs.readFileSync(kept.file!, 'utf8').split('\n');
    expect(file.slice(1)).toEqual([...[...values].map((e) => JSON.stringify(e)), '']);
    const back = new KeptEntries(dir, 'texts', '0123', isText, { chunk: 5 });
    back.load();
    expect(back.entries).toEqual(values);
    expect(back.notes).toEqual([]);
    // Whole lines only: the next save appends nothing and rewrites nothing.
    const before = fs.statSync(kept.file!).mtimeMs;
    back.save(new Set(values.keys()));
    expect(fs.statSync(kept.file!).mtimeMs).toBe(before);
  });
});
