// The one golden-file check: a test's output is compared with a committed file under test/golden. A missing
// golden fails. `UPDATE_GOLDENS=1` (the only switch) writes the output as the new golden instead; review the
// diff before committing it.
import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@jest/globals';

export const GOLDEN_ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), 'golden');

export const UPDATE_GOLDENS = process.env.UPDATE_GOLDENS === '1';

/**
 * Expect `text` to equal the golden file (a path under test/golden). `explain` may turn a mismatch into a
 * short account (it must return '' only when the two are equivalent); without it, the texts are compared.
 */
export function expectGolden(file: string, text: string, explain?: (got: string, want: string) => string): void {
  const abs = path.resolve(GOLDEN_ROOT, file);
  if (UPDATE_GOLDENS) {
    fs.mkdirSync(path.dirname(abs), { recursive: true });
    fs.writeFileSync(abs, text);
    return;
  }
  if (!fs.existsSync(abs))
    throw new Error(
      `No golden at ${path.relative(process.cwd(), abs)}; run the test with UPDATE_GOLDENS=1 to write it, then review it.`,
    );
  const want = fs.readFileSync(abs, 'utf8');
  if (text === want) return;
  if (explain) expect(explain(text, want)).toBe('');
  else expect(text).toBe(want);
}
