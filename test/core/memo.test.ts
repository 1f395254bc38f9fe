// The one memo policy of the core: past the budget, everything is let go at once.
import { describe, it, expect } from '@jest/globals';
import { BoundedMap, BoundedMemo, textLength } from '../../src/core/base/memo.js';
import { KeptEntries } from '../../src/adapters/kept-entries.js';
import { Memos } from '../../src/core/site/memos.js';
import { tempDir } from '../git-helpers.js';

describe('BoundedMemo', () => {
  it('keeps up to its budget of entries, then lets all go and keeps the new one', () => {
    const memo = new BoundedMemo<string, number>(2);
    memo.set('a', 1);
    memo.set('b', 2);
    expect([memo.get('a'), memo.get('b')]).toEqual([1, 2]);
    memo.set('c', 3);
    expect([memo.has('a'), memo.has('b'), memo.get('c')]).toEqual([false, false, 3]);
  });

  it('counts a key once, however often it is set', () => {
    const memo = new BoundedMemo<string, number>(2);
    memo.set('a', 1);
    memo.set('a', 2);
    memo.set('a', 3);
    memo.set('b', 4);
    expect([memo.get('a'), memo.get('b')]).toEqual([3, 4]);
  });

  it('weighs text keys by their characters when asked', () => {
    const memo = new BoundedMemo<string, boolean>(10, textLength);
    memo.set('12345', true);
    memo.set('67890', true);
    expect(memo.has('12345')).toBe(true);
    memo.set('x', true);
    expect([memo.has('12345'), memo.has('67890'), memo.has('x')]).toEqual([false, false, true]);
  });
});

describe('BoundedMap', () => {
  it('is a Map that keeps up to `max` entries, then lets all go and keeps the new one', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1).set('b', 2);
    map.set('a', 3);
    expect([...map]).toEqual([
      ['a', 3],
      ['b', 2],
    ]);
    map.set('c', 4);
    expect([...map]).toEqual([['c', 4]]);
    expect(map instanceof Map).toBe(true);
  });

  it('bounds the memos the run cache shares, through the cache too', () => {
    const memos = new Memos();
    const bounded = [
      memos.ids.texts,
      memos.ids.parsed,
      memos.confirm.confirmed,
      memos.specs.read,
      memos.syntax.verdicts,
    ];
    expect(bounded.map((m) => (m as BoundedMap<string, unknown>).max)).toEqual([200_000, 8192, 100_000, 256, 200_000]);
    // A store filled from a file sets entries through the map it shares: past the bound, the map let the first go.
    const dir = tempDir();
    const writer = new KeptEntries<number>(dir, 'n', 'f1', (v): v is number => typeof v === 'number');
    for (let i = 0; i < 5; i++) writer.entries.set(`k${i}`, i);
    writer.save(new Set(writer.entries.keys()));
    const shared = new BoundedMap<string, number>(3);
    new KeptEntries<number>(dir, 'n', 'f1', (v): v is number => typeof v === 'number', { entries: shared }).load();
    expect(shared.size).toBeLessThanOrEqual(3);
    expect(shared.get('k4')).toBe(4);
  });
});
