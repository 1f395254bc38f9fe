// What the link and anchor checks computed from pages' contents, and the load from OpenAPI specs, by content id,
// shared by the analyses of one process (a diff's two states, history's commits) and kept between runs by an
// adapter (src/adapters/run-cache.ts).
// Each entry is what the code gives for that content, so it serves any run that meets the same content. A module
// of its own, importing types only: an adapter reads it without loading the rules.
import { type PageAnchors } from '../mdx/anchor-model.js';
import type { ConfirmedLinks } from '../mdx/confirm.js';
import type { SpecResult } from '../openapi/spec.js';

export interface ParsedIds {
  anchors: PageAnchors;
  dir: string;
  imports: [string, string | undefined][];
  /**
   * Read back from an earlier run and not used by this one yet: its first use counts towards the parse budget,
   * as parsing the page would have, so that what a run checks does not depend on what earlier runs kept.
   */
  kept?: boolean;
}

/**
 * What the quick look learns from a page's text alone, by content id: its plain headings' ids, its length, and
 * (once asked) whether those are all its ids. The target pages of a diff's two states are mostly the same texts.
 */
export interface TextIds {
  /** The ids the quick look read (plainHeadingIds); all the page's (plainAnchorIds) once `complete` is true. */
  plain: string[];
  size: number;
  complete?: boolean;
}

/**
 * The ids the anchor check computed: `texts` by content id, `parsed` by file type, content id and docs.json
 * variables; `used`, the keys this process's analyses needed; `completed`, the text entries they added to (read
 * back without `complete`, then asked).
 */
export const ID_MEMO = {
  texts: new Map<string, TextIds>(),
  parsed: new Map<string, ParsedIds>(),
  used: { texts: new Set<string>(), parsed: new Set<string>() },
  completed: new Set<string>(),
};

/**
 * The parser's reading of suspect files' lines, by content id and the lines asked (what confirmLinks gives for
 * that text and those lines): a diff's two states and consecutive runs confirm the same pages.
 */
export const CONFIRM_MEMO = { confirmed: new Map<string, ConfirmedLinks>(), used: new Set<string>() };

/**
 * OpenAPI specs as read (parseSpec), by path and content id: the two states of a diff share theirs, and a large
 * YAML spec costs a fifth of a second to parse. `used`: the keys this process's loads needed. Callers must not
 * change a SpecResult.
 */
export const SPEC_MEMO = { read: new Map<string, SpecResult>(), used: new Set<string>() };

/**
 * Pages' MDX syntax verdicts (site/unparsable.ts), by content id: the page text's length as the check's budget
 * counts it (0 for a page with no MDX syntax), and where and why the builder's parser stops on it, if it does.
 * Counted as a reading would be, so that what a run checks does not depend on what earlier runs kept.
 */
export interface SyntaxVerdict {
  counted: number;
  error?: { reason: string; line: number; column: number };
}

export const SYNTAX_MEMO = { verdicts: new Map<string, SyntaxVerdict>(), used: new Set<string>() };
