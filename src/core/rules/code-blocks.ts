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
      'what it was meant to, and is not reported. A block written inside another with fences of the same length is',
      'reported where the damage is: the outer closing fence opens a new block, and what follows shows as code; the',
      'fix is a longer outer fence.',
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
    const nested = nestedBlock(block.lines, open, block.end);
    if (nested) {
      reportNested(out, page.path, open, nested);
      continue;
    }
    const { headings, named } = headingsIn(inside);
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

/** A code block written inside another with fences of one length: where it went wrong, and what shows as code. */
interface Nested {
  /** The inner block's opening fence (1-based), read as a line of the outer block. */
  inner: number;
  /** The inner block's closing fence, which closes the outer block. */
  closes: number;
  /** The outer block's closing fence as written, which opens a new block instead. */
  reopens: number;
  /** The lines that new block holds, to its closing fence or the page's end (its last blank lines aside). */
  inside: string[];
  /** The new block's closing fence, if it has one. */
  until?: number;
}

/**
 * The pattern of a code block nested in another with fences of the same length (Agbonde-adebola/synkro 5dc34cf5ec,
 * fresh set 124: a ```markdown sample holding a ```python block). The inner opener is a line of the outer block, the
 * inner closer closes the outer one, and the outer closer, right after it, opens a block that swallows what follows:
 * the writer meant the inner lines as code, and loses the page's next section to it.
 */
function nestedBlock(
  lines: readonly string[],
  open: { line: number; swallowed?: number },
  end: number,
): Nested | undefined {
  if (open.swallowed === undefined) return undefined;
  const opener = OPENER.exec(lines[open.line - 1] ?? '');
  const inner = OPENER.exec(lines[open.swallowed - 1] ?? '');
  const closer = BARE_FENCE.exec(lines[end - 1] ?? '');
  if (!opener || !inner?.[2] || !closer || closer[1]![0] !== opener[1]![0]) return undefined;
  // The outer block's own closer: the next line, but for blank ones, a bare fence of its kind.
  let reopens = end;
  while (reopens < lines.length && lines[reopens]!.trim() === '') reopens++;
  const again = BARE_FENCE.exec(lines[reopens] ?? '');
  if (!again || again[1]![0] !== opener[1]![0]) return undefined;
  const fence = again[1]!;
  let until = reopens + 1;
  while (until < lines.length) {
    const f = BARE_FENCE.exec(lines[until]!);
    if (f && f[1]![0] === fence[0] && f[1]!.length >= fence.length) break;
    until++;
  }
  const closed = until < lines.length;
  const inside = lines.slice(reopens + 1, until);
  if (!closed) while (inside.length && inside[inside.length - 1]!.trim() === '') inside.pop();
  return { inner: open.swallowed, closes: end, reopens: reopens + 1, inside, ...(closed ? { until: until + 1 } : {}) };
}

function reportNested(
  out: Parameters<Check>[0]['out'],
  path: string,
  open: { line: number; column: number },
  n: Nested,
): void {
  const { headings, named } = headingsIn(n.inside);
  const runs = n.until === undefined ? 'runs to the end of the page' : `runs to line ${n.until}`;
  const shown = n.inside.length
    ? `${plural(n.inside.length, 'line')} after it show as code${named}; links to what they hold lead nowhere`
    : 'the page ends with an empty code block';
  out.add(
    'unclosed-code-block',
    { file: path, line: n.reopens, column: 1 },
    `The code block opened at line ${open.line} holds another, opened at line ${n.inner}, with fences of the same length: the fence at line ${n.closes}, meant to close the inner block, closes the outer one, and the fence at line ${n.reopens}, meant to close the outer block, opens a new one that ${runs}: ${shown}.`,
    {
      key: path,
      data: { line: n.reopens, lines: n.inside.length, headings },
      fix: {
        message: `To show a code block inside another, write the outer block's fences longer than the inner ones (\`\`\`\` for \`\`\`), at lines ${open.line} and ${n.reopens}.`,
      },
    },
  );
}

/** A fence that opens a block: its marks and its info string, if any. */
const OPENER = /^ {0,3}(`{3,}|~{3,})[ \t]*([^`\s][^`]*)?$/;

/** The headings among lines shown as code, and the words naming them (", with the heading "X""). */
function headingsIn(lines: readonly string[]): { headings: string[]; named: string } {
  const headings = lines.flatMap((l) => HEADING.exec(l)?.slice(1, 2) ?? []);
  const named = headings.length
    ? `, with ${headings.length === 1 ? 'the heading' : `${headings.length} headings:`} ${headings
        .slice(0, 3)
        .map((h) => `"${h}"`)
        .join(', ')}${headings.length > 3 ? ', …' : ''}`
    : '';
  return { headings, named };
}
