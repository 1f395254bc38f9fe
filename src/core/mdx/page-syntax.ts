// Whether the site builder can parse a page. It reads every .md and .mdx page the same way (remark with remark-mdx,
// GFM, YAML or TOML frontmatter and math, after rewriting `## Title {#id}` headings: @mintlify/common's getAST), and
// publishes a page it cannot parse as "🚧 A parsing error occurred" in place of all its text (prebuild's
// preparseMdxTree). A corpus test holds this verdict to the builder's own on every page of ../shared/corpus.
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfm } from 'micromark-extension-gfm';
import { math } from 'micromark-extension-math';
import { mdxjs } from 'micromark-extension-mdxjs';
import { FenceReader, preprocessCustomHeadingIds } from './anchor-source.js';
import { toldValidPage } from './confirm.js';
import { MDX_TREE, blankedFrontmatter } from './parse.js';
import { codeSpanAt } from './valid-shapes.js';
import { MdxMemos, type PageSyntaxError } from './memos.js';

export type { PageSyntaxError } from './memos.js';

// Built once, as parse.ts does. The mdast step is kept: an unmatched closing tag is found there, not by micromark;
// with GFM's tables in it, a tag left open in a cell is found at its cell, the first such row, as the builder says
// (makeplane/developer-docs a9bac27921, fresh set 107: the last row was named, six lines below the builder's).
const SYNTAX = [mdxjs(), gfm(), math()];

/** What may make MDX fail: a tag's `<`, an expression's braces, or an import/export line (ESM). */
export const MDX_SYNTAX = /[<{}]|^[ \t]*(?:import|export)[ \t]/m;

/** The reason the site builder cannot parse a page (undefined when it can), at the line and column it stops. */
export function pageSyntaxError(text: string, memos = new MdxMemos()): PageSyntaxError | undefined {
  if (!MDX_SYNTAX.test(text)) return undefined;
  const known = memos.syntaxVerdicts.get(text);
  if (known !== undefined) return known ?? undefined;
  // Most pages are told valid from their blocks, without parsing all of them (confirm.ts).
  const found = toldValidPage(text, memos) ? undefined : parseError(text);
  memos.syntaxVerdicts.set(text, found ?? null);
  return found;
}

function parseError(text: string): PageSyntaxError | undefined {
  try {
    fromMarkdown(preprocessCustomHeadingIds(blankedToml(blankedFrontmatter(text))), {
      extensions: SYNTAX,
      mdastExtensions: MDX_TREE,
    });
    return undefined;
  } catch (e) {
    const err = e as { reason?: string; message?: string; line?: number; column?: number; place?: unknown };
    const place = err.place as { line?: number; column?: number; start?: { line?: number; column?: number } };
    const reason = String(err.reason ?? err.message ?? e);
    // A tag left open is found after the parse, and its error carries the tag's place only in its words:
    // "Expected a closing tag for `<Step>` (26:1-26:32)".
    const said = /\((\d+):(\d+)-\d+:\d+\)$/.exec(reason);
    return {
      reason,
      line: err.line ?? place?.line ?? place?.start?.line ?? (said ? Number(said[1]) : 1),
      column: err.column ?? place?.column ?? place?.start?.column ?? (said ? Number(said[2]) : 1),
    };
  }
}

/** TOML frontmatter (`+++` … `+++` on the first lines), which the builder reads as frontmatter too, as blank lines. */
function blankedToml(text: string): string {
  const m = /^\+\+\+[ \t]*\r?\n[\s\S]*?\r?\n\+\+\+[ \t]*(?=\r?\n|$)/.exec(text);
  return m ? m[0].replace(/[^\n]/g, ' ') + text.slice(m[0].length) : text;
}

/** A line's container and indentation: spaces, tabs, blockquote markers and one list marker. */
const LINE_PREFIX = /^[ \t>]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)?/;
/**
 * What a line of an edit may hold, its code spans set aside, for the edit to leave the page's parse alone: text
 * with no tag, expression, ESM, fence, math or carriage return, that neither starts a heading, a link definition or
 * a container, nor is a thematic break, a setext underline (either would cut a paragraph in two) or a table's
 * delimiter row. Its table pipes stay as many (proseOnlyEdit), so a table's cells stay as they were.
 */
const PROSE = /^(?!#|\[[^\]]*\]:|import\b|export\b|[-*_= \t]*$|[-:| \t]*$)[^<>{}`~$\r]*$/;

/**
 * The line with each code span closed on it (a run of backticks up to the next run as long) as a placeholder, and
 * the lengths of its backtick runs; undefined when a run is left open (its span goes on to another line).
 */
function codeSpansOut(line: string): { text: string; runs: string } | undefined {
  let text = '';
  let runs = '';
  let from = 0;
  for (let at = line.indexOf('`'); at !== -1; at = line.indexOf('`', from)) {
    const { run, close } = codeSpanAt(line, at);
    if (close === -1) return undefined;
    text += `${line.slice(from, at)}c`;
    runs += `${run},`;
    from = close + run;
  }
  return { text: text + line.slice(from), runs };
}

/**
 * For each line, whether it starts outside every tag and expression (fenced code counts as outside: its lines are
 * text). Read as a lexer would, loosely: a `<` before a letter, `/` or `>` opens a tag, which a `>` outside quotes
 * and braces closes; braces outside code spans nest. Where it cannot tell, a line counts as inside.
 */
function outsideMarkup(lines: readonly string[]): boolean[] {
  const out: boolean[] = [];
  const fences = new FenceReader();
  let braces = 0;
  let tag = false;
  let quote = '';
  for (const line of lines) {
    const plain = braces === 0 && !tag;
    out.push(plain);
    if (plain && fences.code(line.trimStart())) continue;
    for (let i = 0; i < line.length; i++) {
      const c = line[i]!;
      if (quote) {
        if (c === quote) quote = '';
      } else if (c === '\\' && !tag) i++;
      else if (c === '`' && !tag && braces === 0) {
        // A code span closed on the line is text; one left open is not told: what follows counts as inside.
        const run = /^`+/.exec(line.slice(i))![0];
        const close = line.indexOf(run, i + run.length);
        if (close === -1) return out.concat(lines.slice(out.length).map(() => false));
        i = close + run.length - 1;
      } else if (c === '{') braces++;
      else if (c === '}') braces = Math.max(0, braces - 1);
      else if (tag && braces === 0 && (c === '"' || c === "'")) quote = c;
      else if (c === '<' && braces === 0 && /[A-Za-z/>!]/.test(line[i + 1] ?? '')) tag = true;
      else if (c === '>' && tag && braces === 0) tag = false;
    }
  }
  return out;
}

/** Characters a link's path is written with: none ends a quoted value, opens a tag or an expression, or is a space. */
const VALUE_CHARS = /^[\w./#?=&%:+@~-]*$/;

/**
 * Whether two lines differ only inside one double-quoted attribute value of a tag that starts the line (an href
 * retargeted): in JSX such a value is text up to its closing quote, and the edit holds no quote.
 */
function valueEdit(x: string, y: string): boolean {
  if (!x.trimStart().startsWith('<')) return false;
  let start = 0;
  while (start < x.length && x[start] === y[start]) start++;
  let end = 0;
  while (end < x.length - start && end < y.length - start && x[x.length - 1 - end] === y[y.length - 1 - end]) end++;
  const quotes = x.slice(0, start).split('"').length - 1;
  // After an odd number of quotes: inside a value (or in text after a quote, where such characters are text too),
  // never among the names of a tag's attributes, which these characters could make invalid (`a.b`).
  return (
    quotes % 2 === 1 &&
    VALUE_CHARS.test(x.slice(start, x.length - end)) &&
    VALUE_CHARS.test(y.slice(start, y.length - end))
  );
}

/**
 * Whether an edit leaves a page's MDX syntax as it was: the same lines, but for lines of plain prose changed into
 * other lines of plain prose under the same container and indentation, with code spans where they were (a link
 * retargeted, a sentence reworded). Tags, expressions, fences and the code spans around them, which decide whether
 * a page parses, are then where they were.
 */
export function proseOnlyEdit(before: string, after: string): boolean {
  const a = before.split('\n');
  const b = after.split('\n');
  if (a.length !== b.length) return false;
  let outside: boolean[] | undefined;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x === y) continue;
    // A line inside a tag written over several lines, or inside an expression, is no prose whatever it holds.
    outside ??= outsideMarkup(a);
    if (!outside[i]) return false;
    if (valueEdit(x, y)) continue;
    const px = LINE_PREFIX.exec(x)![0];
    if (px !== LINE_PREFIX.exec(y)![0]) return false;
    const sx = codeSpansOut(x.slice(px.length));
    const sy = codeSpansOut(y.slice(px.length));
    if (!sx || !sy || sx.runs !== sy.runs || !PROSE.test(sx.text) || !PROSE.test(sy.text)) return false;
    // GFM splits a table row at every pipe, in code spans too.
    if (x.split('|').length !== y.split('|').length) return false;
  }
  return true;
}
