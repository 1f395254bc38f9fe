// mdx-syntax: a page the site builder cannot parse, which the live site replaces with an error line. Runs before
// the links check, which then leaves such a page's links alone: none of them reaches a reader.
import { FenceReader } from '../mdx/anchor-source.js';
import type { PageSyntaxError } from '../mdx/page-syntax.js';
import { pagesAmong, unparsablePages } from '../site/unparsable.js';
import { stripPageExt } from '../base/paths.js';
import { reachedPages } from './shared/entries.js';
import type { Check, CheckContext, RuleMeta } from './rule.js';

export const rules = [
  {
    id: 'mdx-syntax',
    pageIsPlace: true,
    // Its only edits turn HTML comments, which the writer meant to hide, into MDX comments, which hide them.
    safeFix: { what: 'HTML comments turned into MDX comments' },
    family: 'pages',
    severity: 'error',
    summary: 'A page is not valid MDX: the live site shows "🚧 A parsing error occurred" instead of it.',
    trigger: 'an HTML comment `<!-- … -->`, or `a<3` in prose, on a page',
    description: [
      'The site builder reads every `.mdx` and `.md` page as MDX (with GFM, frontmatter and math, after turning',
      '`## Title {#id}` headings into elements). A page it cannot parse is still published, but in place of its text',
      'the live site shows "🚧 A parsing error occurred. Please contact the owner of this website.": readers lose the',
      'page, its sections and every link on it. Reported at the line and column where the parser stopped, with its',
      'reason, and a fix for the usual causes: an HTML comment (MDX writes comments as `{/* … */}`), a `<` or `{` in',
      'prose (escape it as `\\<` or `\\{`, or put it in code), a tag closed in another order than it was opened, a line',
      'starting with `import` or `export` that is not JavaScript. The links of such a page are not checked. Of a page',
      'in no navigation entry (a `CLAUDE.md` beside docs.json), the fix says that `.mintignore` leaves it out.',
      '',
      'Which pages are read: a pull request, or `diff`, reads the pages it adds or edits, but not one it moves as it',
      "was, nor one whose edit only changes prose, links, code span contents, table cells or a tag's value in place",
      '(the page parses as it did); and the base version of a page that does not parse, so that a page already broken',
      'before the change is not blamed on it (a page the change mends is not counted among the findings it fixes).',
      '`check` reads the pages whose links it checks, in path order, up to 4 MB of page text holding MDX syntax per',
      'run (most sites whole; telling a page valid costs 0.15–0.3 s per MB; the run cache keeps the verdicts); the report says how many',
      "pages it did not read, and `check --syntax all` reads them all. The verdict is the builder's own",
      "(@mintlify/common's getAST) on every page of the test corpus and on 9,510 pages of 26 other real sites.",
    ],
    examples: [
      {
        passes: false,
        caption: 'Fails (MDX has no HTML comments):',
        lang: 'mdx',
        code: '<!-- TODO: screenshots -->\n\nInstall the CLI.',
      },
      {
        passes: true,
        caption: 'Passes:',
        lang: 'mdx',
        code: '{/* TODO: screenshots */}\n\nInstall the CLI.',
      },
    ],
  },
] satisfies RuleMeta[];

// Reads page text (see SiteRuleModule.reads).
export const reads = 'pages';

export const check: Check = (ctx) => {
  const { invalid, unchecked } = unparsablePages(ctx.site, pagesToRead(ctx), ctx.options.syntaxBudget);
  const inNavigation = invalid.size ? reachedPages(ctx.site) : new Set<string>();
  for (const [path, { text, error }] of invalid) {
    ctx.unparsable.add(path);
    report(path, text, error, ctx.out, inNavigation.has(stripPageExt(path)));
  }
  return unchecked ? { syntaxUnchecked: unchecked } : {};
};

/**
 * The pages whose syntax this run reads: those the run was told (a diff's), else those whose links it checks (all
 * pages, or the changed ones).
 */
function pagesToRead({ site, options }: CheckContext): string[] {
  const scope = options.syntax ?? (options.links === 'all' ? undefined : (options.changed ?? new Set<string>()));
  return scope === undefined ? [...site.index.pages.values()].map((p) => p.path) : pagesAmong(site, scope);
}

function report(
  path: string,
  text: string,
  error: PageSyntaxError,
  out: CheckContext['out'],
  inNavigation: boolean,
): void {
  const comments = htmlCommentError(error.reason) ? htmlComments(text) : [];
  const edits = comments.flatMap(([open, close]) => [
    { file: out.repoPath(path), ...open, endLine: open.line, endColumn: open.column + 4, newText: '{/*' },
    { file: out.repoPath(path), ...close, endLine: close.line, endColumn: close.column + 3, newText: '*/}' },
  ]);
  const fenced = openedInCode(text, error);
  const escaped = fenced ? undefined : escapedCloser(text, error);
  const glued = fenced || escaped ? undefined : gluedToImports(text, error);
  const cause = fenced
    ? ` Its opening <${fenced.tag}> (line ${fenced.opener}) is inside the code block that the fence at line ${fenced.fence} opens, so it is read as code.`
    : escaped
      ? ` Its closing tag is there (line ${escaped.line}), written \`\\</${escaped.tag}>\`: the backslash escapes the \`<\`, so \`</${escaped.tag}>\` is read as text.`
      : glued
        ? ` Line ${error.line} follows the import or export on line ${glued} with no blank line between: MDX reads the lines up to a blank line as one block of JavaScript.`
        : '';
  const fixed = fenced
    ? `Close the code block the fence at line ${fenced.fence} opens before <${fenced.tag}>, or remove that fence if it is a stray one.`
    : escaped
      ? `For a backslash as the tag's last character, write two: \`\\\\</${escaped.tag}>\` (or put it in code).`
      : glued
        ? `Put a blank line after the imports (line ${glued}), before line ${error.line}.`
        : fixFor(error.reason);
  out.add(
    'mdx-syntax',
    { file: path, line: error.line, column: error.column },
    `${out.repoPath(path)} is not valid MDX: ${error.reason.replace(/\.$/, '')} (line ${error.line}, column ${error.column}).${cause} The site builder cannot parse the page, so the live site shows "🚧 A parsing error occurred" instead of it: readers lose its text, its sections and its links.`,
    {
      key: path,
      data: { page: path, reason: error.reason },
      fix: {
        // lmnr-ai/docs 049d86df, formalco: a CLAUDE.md beside docs.json, which the builder publishes as a page.
        message: inNavigation
          ? fixed
          : `${fixed} If ${out.repoPath(path)} is not meant as a page (it is in no navigation entry: notes, instructions for a coding agent), list it in .mintignore, and the site builder leaves it out.`,
        ...(edits.length && { edits }),
      },
    },
  );
}

/**
 * For a closing tag the parser found no opening tag for: the opening tag of that name last written above it, when it
 * sits in fenced code, and the line of that fence. zylon-docs 779fbb49: a stray ``` before `<Steps>` took the
 * openers for code, and the parser stopped ten lines below at a well-formed `</Step>`.
 */
function openedInCode(
  text: string,
  error: PageSyntaxError,
): { tag: string; opener: number; fence: number } | undefined {
  if (!/closing slash|closing tag/.test(error.reason)) return undefined;
  const lines = text.split('\n');
  const at = lines[error.line - 1]?.slice(Math.max(0, error.column - 3));
  const tag = at && /<\/([A-Za-z][\w.-]*)/.exec(at)?.[1];
  if (!tag) return undefined;
  const opens = new RegExp(`<${tag.replace(/\./g, '\\.')}(?=[\\s>/]|$)`);
  const fences = new FenceReader();
  let fence = 0;
  let found: { tag: string; opener: number; fence: number } | undefined;
  for (let i = 0; i < error.line - 1; i++) {
    const wasOpen = fences.open;
    const code = fences.code(lines[i]!.trimStart());
    if (code && !wasOpen) fence = i + 1;
    if (opens.test(lines[i]!)) found = code && wasOpen ? { tag, opener: i + 1, fence } : undefined;
  }
  return found;
}

/**
 * For a tag the parser found unclosed: its closing tag written after a backslash (`<kbd>\</kbd>`), which escapes the
 * `<` (DaxOrg/docs.getdax.app 0e30bb5, fresh set 88: "Expected a closing tag for <kbd>" beside the closing tag).
 */
function escapedCloser(text: string, error: PageSyntaxError): { tag: string; line: number } | undefined {
  const m = /Expected a closing tag for `<([A-Za-z][\w.-]*)>` \((\d+):/.exec(error.reason);
  if (!m) return undefined;
  const tag = m[1]!;
  const lines = text.split('\n');
  for (let i = Number(m[2]) - 1; i < lines.length && i <= error.line - 1; i++)
    if (lines[i]!.includes(`\\</${tag}>`)) return { tag, line: i + 1 };
  return undefined;
}

/** Whether the parser stopped at an HTML comment: `<` followed by `!`. */
function htmlCommentError(reason: string): boolean {
  return /before name/.test(reason) && /`!`/.test(reason);
}

interface Pos {
  line: number;
  column: number;
}

/**
 * The `<!--` and `-->` of every HTML comment outside fenced code, when each is whole and holds no `*\/` (which
 * would end the MDX comment early): all of them become `{/* … *\/}`, or none (an exact fix or no edit at all).
 */
function htmlComments(text: string): [Pos, Pos][] {
  const lines = text.split('\n');
  const fences = new FenceReader();
  const found: [Pos, Pos][] = [];
  let open: Pos | undefined;
  for (let i = 0; i < lines.length; i++) {
    // Code spans masked: `<!--` written in code is text, and stays as written.
    const line = lines[i]!.replace(/(`+).*?\1/g, (span) => ' '.repeat(span.length));
    if (!open && fences.code(lines[i]!.trimStart())) continue;
    for (let at = 0; ;) {
      if (!open) {
        const start = line.indexOf('<!--', at);
        if (start === -1) break;
        open = { line: i + 1, column: start + 1 };
        at = start + 4;
      }
      const end = line.indexOf('-->', at);
      const body = line.slice(at, end === -1 ? undefined : end);
      if (body.includes('*/')) return [];
      if (end === -1) break;
      found.push([open, { line: i + 1, column: end + 1 }]);
      open = undefined;
      at = end + 3;
    }
  }
  return open ? [] : found;
}

/**
 * The line of the import or export an import/export parse error's line runs on from with no blank line between (the
 * error line itself no such statement): t3gemstone/docs f92bc218d7 (fresh set 123) put `<Tip>` right under its
 * imports, and was told to reword a line starting with `import`.
 */
function gluedToImports(text: string, error: PageSyntaxError): number | undefined {
  if (!/import\/exports/.test(error.reason)) return undefined;
  const lines = text.split('\n');
  const esm = /^(?:import|export)\b/;
  if (esm.test(lines[error.line - 1] ?? '')) return undefined;
  for (let i = error.line - 2; i >= 0 && lines[i]!.trim() !== ''; i--) if (esm.test(lines[i]!)) return i + 1;
  return undefined;
}

/** The usual cause behind a parser's reason, in words a writer acts on. */
function fixFor(reason: string): string {
  if (htmlCommentError(reason)) return 'MDX has no HTML comments: write `{/* … */}` instead of `<!-- … -->`.';
  if (/before name|after name|in tag/.test(reason) && !/closing/.test(reason))
    return 'A `<` starts a tag in MDX: write `\\<` (or `&lt;`) for a less-than sign in text, or put it in `code`.';
  if (/closing tag|closing slash|Expected a closing/i.test(reason))
    return 'Close each tag in the order it was opened (`<Tab>` … `</Tab>`), and write a tag without content as `<Tag />`.';
  if (/import\/exports/.test(reason))
    return 'A line starting with `import` or `export` is read as JavaScript in MDX: reword it, or put it in code.';
  if (/expression/.test(reason))
    return 'A `{` starts a JavaScript expression in MDX: write `\\{` for a brace in text, or put it in `code`.';
  return 'Fix the MDX at that line (https://mdxjs.com/docs/troubleshooting-mdx/), then preview the page with `mint dev`.';
}
