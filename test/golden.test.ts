// The golden helper itself: a missing golden is a failure, never a silent first write.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { GOLDEN_ROOT, UPDATE_GOLDENS, expectGolden } from './golden.js';

// With UPDATE_GOLDENS=1 the helper writes instead of comparing, so there is nothing to check.
const check = UPDATE_GOLDENS ? it.skip : it;

describe('expectGolden', () => {
  check('fails when the golden file does not exist, and says how to write it', () => {
    expect(() => expectGolden('no-such-folder/missing.md', 'text\n')).toThrow(
      /No golden at test\/golden\/no-such-folder\/missing\.md; run the test with UPDATE_GOLDENS=1/,
    );
    expect(fs.existsSync(path.join(GOLDEN_ROOT, 'no-such-folder'))).toBe(false);
  });

  check('passes on the golden text and fails on any other', () => {
    const text = fs.readFileSync(path.join(GOLDEN_ROOT, 'outlines', 'new-orphan.md'), 'utf8');
    expect(() => expectGolden('outlines/new-orphan.md', text)).not.toThrow();
    expect(() => expectGolden('outlines/new-orphan.md', text + 'more\n')).toThrow();
  });

  check('reports what `explain` says about a mismatch', () => {
    const text = fs.readFileSync(path.join(GOLDEN_ROOT, 'outlines', 'new-orphan.md'), 'utf8');
    expect(() => expectGolden('outlines/new-orphan.md', 'other', () => 'one finding differs')).toThrow(
      /one finding differs/,
    );
    expect(() => expectGolden('outlines/new-orphan.md', text + ' ', () => '')).not.toThrow();
  });
});
