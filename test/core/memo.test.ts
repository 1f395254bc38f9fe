// The one memo policy of the core: past the budget, everything is let go at once.
import { describe, it, expect } from '@jest/globals';
import { BoundedMemo, textLength } from '../../src/core/base/memo.js';

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
