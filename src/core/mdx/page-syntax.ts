// Whether the site builder can parse a page. It reads every .md and .mdx page the same way (remark with remark-mdx,
// GFM, YAML or TOML frontmatter and math, after rewriting `## Title {#id}` headings: @mintlify/common's getAST), and
// publishes a page it cannot parse as "🚧 A parsing error occurred" in place of all its text (prebuild's
// preparseMdxTree). A corpus test holds this verdict to the builder's own on every page of ../shared/corpus.
import { fromMarkdown } from 'mdast-util-from-markdown';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { gfm } from 'micromark-extension-gfm';
import { math } from 'micromark-extension-math';
import { mdxjs } from 'micromark-extension-mdxjs';
import { preprocessCustomHeadingIds } from './anchors.js';
import { toldValidPage } from './confirm.js';
import { blankedFrontmatter } from './parse.js';

export interface PageSyntaxError {
  /** The parser's reason, as it gives it (micromark's and acorn's words). */
  reason: string;
  line: number;
  column: number;
}

// Built once, as parse.ts does. The mdast step is kept: an unmatched closing tag is found there, not by micromark.
const SYNTAX = [mdxjs(), gfm(), math()];
const TREE = [mdxFromMarkdown()];

/** What may make MDX fail: a tag's `<`, an expression's braces, or an import/export line (ESM). */
const MDX_SYNTAX = /[<{}]|^[ \t]*(?:import|export)[ \t]/m;

// Verdicts by page text: a diff asks for both states of a page, and a replay of history for the same texts again.
const VERDICTS = new Map<string, PageSyntaxError | null>();
const VERDICTS_MAX_CHARS = 1 << 24;
let verdictChars = 0;

/** The reason the site builder cannot parse a page (undefined when it can), at the line and column it stops. */
export function pageSyntaxError(text: string): PageSyntaxError | undefined {
  if (!MDX_SYNTAX.test(text)) return undefined;
  const known = VERDICTS.get(text);
  if (known !== undefined) return known ?? undefined;
  // Most pages are told valid from their blocks, without parsing all of them (confirm.ts).
  const found = toldValidPage(text) ? undefined : parseError(text);
  if (verdictChars + text.length > VERDICTS_MAX_CHARS) {
    VERDICTS.clear();
    verdictChars = 0;
  }
  VERDICTS.set(text, found ?? null);
  verdictChars += text.length;
  return found;
}

function parseError(text: string): PageSyntaxError | undefined {
  try {
    fromMarkdown(preprocessCustomHeadingIds(blankedToml(blankedFrontmatter(text))), {
      extensions: SYNTAX,
      mdastExtensions: TREE,
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
