// Files' text as the folder source reads it: one buffer serves every read of a thread, so a read must give exactly
// the file's own bytes whatever a larger file left in the buffer before it, and tell a file that is not UTF-8.
import { describe, it, expect, afterEach } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { readText, readUpTo } from '../../src/adapters/file-text.js';
import { tempDir } from '../git-helpers.js';

describe('readText', () => {
  let dir: string;
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('gives each file its own text, after larger files, files that are not UTF-8 and empty files', () => {
    dir = tempDir();
    // Larger than the buffer's first size, so that the buffer grows; then smaller files read into it.
    const big = `# Big\n\n${'Lorem ipsum é dolor → sit amet.\n'.repeat(20_000)}`;
    const files: [string, string | Buffer][] = [
      ['big.mdx', big],
      ['small.mdx', '# Small\n'],
      ['latin1.md', Buffer.from([0x23, 0x20, 0xe9, 0x74, 0xe9, 0x0a])], // "# été" in Latin-1
      ['empty.md', ''],
      ['utf8.md', '# Été\n'],
      ['big-again.mdx', big.slice(0, 1000)],
    ];
    for (const [name, content] of files) fs.writeFileSync(path.join(dir, name), content);
    const read = files.map(([name]) => readText(path.join(dir, name)));
    expect(read).toEqual([big, '# Small\n', { notUtf8: true }, '', '# Été\n', big.slice(0, 1000)]);
    // The bytes readUpTo gives are the file's own, not a view of a shared buffer another read overwrites.
    const bytes = readUpTo(path.join(dir, 'small.mdx'));
    readText(path.join(dir, 'big.mdx'));
    expect(Buffer.isBuffer(bytes) && bytes.toString('utf8')).toBe('# Small\n');
  });
});
