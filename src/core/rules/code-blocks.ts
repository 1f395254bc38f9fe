// unclosed-code-block: a code fence that is never closed. The parser ends the block at the end of the page, so
// everything after the fence shows as code: tursodatabase/turso-docs 567c5693b7 (fresh set 96) wrote the closing
// fence at the end of a command line (`… --yes```), and its last section, a table and the heading a link named
// became code; eight quick-start pages of the corpus's ringcentral site show their "Need Help?" and "What's Next?"
// sections as code after a stray fence. navguard said only that the link's #fragment named nothing.
import { unclosedBlock } from '../site/unclosed-blocks.js';
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
      'request reads the pages it touches, as it reads their links; `check` reads every page. A block left open at',
      'the end of the page that holds only code (no heading, link, table, element or sentence after a blank line) shows',
      'what it was meant to, and is not reported.',
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

// Of two or more `#`: a line of one is as often a shell comment in the code.
const HEADING = /^ {0,3}#{2,6}[ \t]+(.+?)[ \t#]*$/;

export const check: Check = ({ site, unparsable, options, out }) => {
  // crewAI's history (24,803 pages, 35 versions × 4 languages) took 5.7 s a commit parsing the copies of pages with
  // such a fence in both states of every commit: a pull request reads the pages it touched.
  const touched = touchedFiles(options);
  for (const page of site.index.pages.values()) {
    if (!page.scan.openFence || unparsable.has(page.path) || (touched && !touched.has(page.path))) continue;
    const block = unclosedBlock(site, page);
    if (!block) continue;
    const { open, inside } = block;
    // Only code to the end of the page: the block shows what it was meant to (frontnow/productgraph-docs e5c6f64914,
    // fresh set 117: seven pages ending in a JSON sample without its closing fence, each warned of in vain).
    if (open.swallowed === undefined && inside.length && !inside.some(readsAsMarkdown)) continue;
    const headings = inside.flatMap((l) => HEADING.exec(l)?.slice(1, 2) ?? []);
    const named = headings.length
      ? `, with ${headings.length === 1 ? 'the heading' : `${headings.length} headings:`} ${headings
          .slice(0, 3)
          .map((h) => `"${h}"`)
          .join(', ')}${headings.length > 3 ? ', …' : ''}`
      : '';
    const what =
      open.swallowed !== undefined
        ? `runs on to line ${block.end}: the fence at line ${open.swallowed} ("${block.lines[open.swallowed - 1]!.trim()}"), which opens a code block, is read as a line of this one, so ${plural(inside.length, 'line')} show as code${named}`
        : inside.length
          ? `is never closed: the ${plural(inside.length, 'line')} after it, to the end of the page, show as code${named}`
          : 'is never closed: nothing follows it, so the page ends with an empty code block';
    out.add(
      'unclosed-code-block',
      { file: page.path, line: open.line, column: open.column },
      `The code block opened at line ${open.line} ${what}${inside.length ? '; links to what they hold lead nowhere' : ''}.`,
      {
        key: page.path,
        data: { line: open.line, lines: inside.length, headings },
        fix: {
          message: repeatsCloser(block.lines, open.line)
            ? `The fence at line ${open.line} repeats the one at line ${open.line - 1}, which closes the code block above: if it is a stray copy, delete it; if it opens a block, close that block with a fence on a line of its own after its last line of code.`
            : inside.length
              ? `Close it with a fence on a line of its own after its last line of code; a fence at the end of a line of code closes nothing.`
              : `Remove the fence, or put the code it should hold after it and close it with a fence on a line of its own.`,
        },
      },
    );
  }
};

/**
 * A line a reader would miss as code: a heading, a link, a table row, an element, a list item with emphasis, or prose
 * (a sentence after a blank line). Code holds such lines rarely; a page's text swallowed by a fence holds them.
 */
function readsAsMarkdown(line: string, i: number, lines: readonly string[]): boolean {
  return (
    HEADING.test(line) ||
    line.includes('](') ||
    TABLE_ROW.test(line) ||
    ELEMENT.test(line) ||
    EMPHASIS_ITEM.test(line) ||
    (i > 0 && (lines[i - 1] ?? '').trim() === '' && SENTENCE.test(line))
  );
}

const TABLE_ROW = /^[ \t]*\|.*\|[ \t]*\r?$/;
const ELEMENT = /^[ \t]*<\/?[A-Z][\w.]*[\s/>]/;
const EMPHASIS_ITEM = /^[ \t]*(?:[-*+]|\d+\.)[ \t]+\*\*/;
/** Words that end as a sentence does, with none of code's brackets, operators or quotes. */
const SENTENCE = /^[A-Z][^{}[\]()<>=;"`$]*[.:!?][ \t]*\r?$/;

/** A bare fence (no info string): only backticks or only tildes. */
const BARE_FENCE = /^ {0,3}(`{3,}|~{3,})[ \t\r]*$/;

/**
 * Whether the unclosed fence at `line` (1-based) is bare and follows a bare fence of its kind: that one closed the
 * block above (a bare fence after an opened block closes it), so this one is most likely a copy of it
 * (AgentWorkforce/relay b5866125ad, fresh set 104: "close it after its last line of code" did not fit).
 */
function repeatsCloser(lines: readonly string[], line: number): boolean {
  const open = BARE_FENCE.exec(lines[line - 1] ?? '');
  const before = BARE_FENCE.exec(lines[line - 2] ?? '');
  return !!open && !!before && open[1]![0] === before[1]![0];
}
