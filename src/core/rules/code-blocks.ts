// unclosed-code-block: a code fence that is never closed. The parser ends the block at the end of the page, so
// everything after the fence shows as code: tursodatabase/turso-docs 567c5693b7 (fresh set 96) wrote the closing
// fence at the end of a command line (`… --yes```), and its last section, a table and the heading a link named
// became code; eight quick-start pages of the corpus's ringcentral site show their "Need Help?" and "What's Next?"
// sections as code after a stray fence. navguard said only that the link's #fragment named nothing.
import { blankedFrontmatter, parseTree, type MdNode } from '../mdx/parse.js';
import type { Check, RuleMeta } from './rule.js';
import { touchedFiles } from './shared/change-scope.js';
import { plural } from '../base/plural.js';

export const rules = [
  {
    id: 'unclosed-code-block',
    family: 'pages',
    severity: 'warning',
    summary: 'A code block is never closed: the rest of the page shows as code.',
    trigger: '` ```bash ` with no closing ` ``` ` on a line of its own',
    description: [
      'A fence (` ``` ` or `~~~`) opens a code block that only a fence of its own on a line closes. One left open runs',
      'to the end of the page: its headings, tables, links and elements all show as code, and links to its headings',
      'lead nowhere. A closing fence written at the end of a line of code (`npm run build```) closes nothing. Found by',
      'the page scan and confirmed by the MDX parser, on pages that parse (others are mdx-syntax errors). A pull',
      'request reads the pages it touches, as it reads their links; `check` reads every page.',
    ],
    examples: [
      {
        passes: false,
        caption: 'Fails (the fence at the end of the command closes nothing):',
        lang: 'mdx',
        code: '```bash\nnpm install navguard```\n\n## Next steps\n\nRead the guide.',
      },
      {
        passes: true,
        caption: 'Passes:',
        lang: 'mdx',
        code: '```bash\nnpm install navguard\n```\n\n## Next steps\n\nRead the guide.',
      },
    ],
  },
] satisfies RuleMeta[];

export const reads = 'pages';

const CLOSING = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;
// Of two or more `#`: a line of one is as often a shell comment in the code.
const HEADING = /^ {0,3}#{2,6}[ \t]+(.+?)[ \t#]*$/;

export const check: Check = ({ site, unparsable, options, out }) => {
  // crewAI's history (24,803 pages, 35 versions × 4 languages) took 5.7 s a commit parsing the copies of pages with
  // such a fence in both states of every commit: a pull request reads the pages it touched.
  const touched = touchedFiles(options);
  for (const page of site.index.pages.values()) {
    const open = page.scan.openFence;
    if (!open || unparsable.has(page.path) || (touched && !touched.has(page.path))) continue;
    const id = site.source.knownContentId?.(page.path);
    const key = id === undefined ? undefined : `${id} ${open.line} ${open.swallowed ?? ''}`;
    const known = key === undefined ? undefined : site.memos.codeBlockEnds.get(key);
    if (known === null) continue;
    const text = site.source.read(page.path);
    if (text === undefined) continue;
    const all = text.split('\n');
    const end = known !== undefined ? { line: known } : blockEnd(text, all, open.line, open.swallowed);
    if (key !== undefined && known === undefined) site.memos.codeBlockEnds.set(key, end?.line ?? null);
    if (end === undefined) continue;
    // The lines the block holds, its closing fence aside.
    const lines = all.slice(open.line, open.swallowed === undefined ? end.line : end.line - 1);
    const headings = lines.flatMap((l) => HEADING.exec(l.replace(/\r$/, ''))?.slice(1, 2) ?? []);
    const named = headings.length
      ? `, with ${headings.length === 1 ? 'the heading' : `${headings.length} headings:`} ${headings
          .slice(0, 3)
          .map((h) => `"${h}"`)
          .join(', ')}${headings.length > 3 ? ', …' : ''}`
      : '';
    const what =
      open.swallowed === undefined
        ? `is never closed: the ${plural(lines.length, 'line')} after it, to the end of the page, show as code${named}`
        : `runs on to line ${end.line}: the fence at line ${open.swallowed} ("${all[open.swallowed - 1]!.trim()}"), which opens a code block, is read as a line of this one, so ${plural(lines.length, 'line')} show as code${named}`;
    out.add(
      'unclosed-code-block',
      { file: page.path, line: open.line, column: open.column },
      `The code block opened at line ${open.line} ${what}; links to what they hold lead nowhere.`,
      {
        key: page.path,
        data: { line: open.line, lines: lines.length, headings },
        fix: {
          message: `Close it with a fence on a line of its own after its last line of code; a fence at the end of a line of code closes nothing.`,
        },
      },
    );
  }
};

/**
 * Where the code block the parser opens at `line` (1-based) of `text` (`all`: its lines) ends, when it does not close
 * where its writer meant: it runs to the end of the page unclosed, or it holds the fence at `swallowed`. Undefined
 * when the page does not parse or the block is closed as written.
 */
function blockEnd(
  text: string,
  all: readonly string[],
  line: number,
  swallowed?: number,
): { line: number } | undefined {
  let tree: MdNode;
  try {
    tree = parseTree(blankedFrontmatter(text), true);
  } catch {
    return undefined;
  }
  const end = findCode(tree, line)?.position?.end;
  if (end?.line === undefined) return undefined;
  if (swallowed !== undefined) return end.line > swallowed ? { line: end.line } : undefined;
  const last = all[end.line - 1]?.replace(/\r$/, '') ?? '';
  if (CLOSING.test(last) && end.line !== line) return undefined;
  // Only a block that runs to the page's last line of text: one a container (a list item) ended is another matter.
  let lastText = all.length;
  while (lastText > 0 && all[lastText - 1]!.trim() === '') lastText--;
  return end.line >= lastText ? { line: end.line } : undefined;
}

function findCode(node: MdNode, line: number): MdNode | undefined {
  if (node.type === 'code' && node.position?.start.line === line) return node;
  for (const c of node.children ?? []) {
    const found = findCode(c, line);
    if (found) return found;
  }
  return undefined;
}
