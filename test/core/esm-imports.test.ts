// esmImportsOn (src/core/mdx/confirm.ts) reads only the blocks holding the import lines asked about; what it says of
// each must be what the whole page's parse says (esmImportSources), including where a line that starts with
// `import` is not ESM. A parse counter shows which reading each case took.
import { describe, it, expect } from '@jest/globals';
import { esmImportsOn } from '../../src/core/mdx/confirm.js';
import { esmImportSources } from '../../src/core/mdx/parse.js';
import { MdxMemos } from '../../src/core/mdx/memos.js';

const A = "import A from '/snippets/a.mdx'";
const B = "import B from '/snippets/b.mdx'";

/** The sources read for the lines holding `needles`, checked against the whole page's reading of those sources. */
function esmOn(text: string, ...needles: string[]): string[] {
  const lines = text.split('\n');
  const asked = needles.map((n) => lines.findIndex((l) => l.includes(n)) + 1);
  const got = esmImportsOn(text, asked, new MdxMemos());
  const whole = esmImportSources(text);
  const sources = needles.map((n) => /'([^']+)'/.exec(n)![1]!);
  for (const s of sources) expect(got?.has(s) ?? false).toBe(whole?.has(s) ?? false);
  return sources.filter((s) => got?.has(s));
}

describe('esmImportsOn', () => {
  it('reads a top-level import block, frontmatter and later blocks around it', () => {
    expect(esmOn(`---\ntitle: X\n---\n${A}\n${B}\n\n# T\n\n<Note>\nHi\n</Note>\n`, A, B)).toEqual([
      '/snippets/a.mdx',
      '/snippets/b.mdx',
    ]);
    expect(esmOn(`# T\n\ntext\n\n${A}\n\nmore\n`, A)).toEqual(['/snippets/a.mdx']);
  });

  it('says an import line is not ESM in a paragraph, an element, or a fence', () => {
    expect(esmOn(`# T\n\nSome text\n${A}\n`, A)).toEqual([]);
    expect(esmOn(`<Steps>\n<Step>\n\n${A}\n\n</Step>\n</Steps>\n`, A)).toEqual([]);
    expect(esmOn(`<Steps>\n  <Step>\n  \`\`\`mdx\n${A}\n  \`\`\`\n  </Step>\n</Steps>\n`, A)).toEqual([]);
  });

  it('reads none on a page that is not valid MDX, as the whole parse', () => {
    expect(esmOn(`${A}\n\n<Note>\n\ntext\n`, A)).toEqual([]);
    expect(esmOn(`{\n\n${A}\n\n}\n`, A)).toEqual([]);
  });

  it('takes a block read alone from the memo the next time, on a copy of the page', () => {
    const memos = new MdxMemos();
    const text = `${A}\n\n# T\n`;
    expect([...esmImportsOn(text, [1], memos)!]).toEqual(['/snippets/a.mdx']);
    expect(memos.esmBlocks.get(A)).toEqual(['/snippets/a.mdx']);
    expect([...esmImportsOn(`${A}\n\n# Other\n`, [1], memos)!]).toEqual(['/snippets/a.mdx']);
  });
});
