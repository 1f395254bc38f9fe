// What the core remembers of what it computed, by content, for the analyses that meet the same content again: one
// Memos, made by whoever runs the engine (a command, the action) and handed to every analysis of its run (a diff's
// two states, history's commits), which reach it as `site.memos`. What the link and anchor checks computed from
// pages' contents, the pages' syntax verdicts and the OpenAPI specs read, by content id, are also kept between runs
// by an adapter (src/adapters/run-cache.ts), which fills and saves them from the same object.
// Each entry is what the code gives for that content, so it serves any analysis that meets the same content. A
// module of its own, importing types only besides the memos: an adapter reads it without loading the rules.
import { BoundedMap, BoundedMemo } from '../base/memo.js';
import type { JNode } from '../json/document.js';
import type { ShapeFailure } from './content-union.js';
import type { DocsJsonDocument } from '../json/refs.js';
import { type PageAnchors } from '../mdx/anchor-model.js';
import { MdxMemos, type ConfirmedLinks } from '../mdx/memos.js';
import type { SpecResult } from '../openapi/spec.js';
import type { NavNode } from './nav.js';
import type { Frontmatter } from './pages.js';

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

/** docs.json as read (loadDocsJson), with the navigation model built of it. */
export interface DocsRead {
  document: DocsJsonDocument;
  nav: NavNode | undefined;
  skippedContent: ReadonlyMap<JNode, ShapeFailure>;
}

/**
 * Pages' MDX syntax verdicts (site/unparsable.ts), by content id: the page text's length as the check's budget
 * counts it (0 for a page with no MDX syntax), and where and why the builder's parser stops on it, if it does.
 * Counted as a reading would be, so that what a run checks does not depend on what earlier runs kept.
 */
export interface SyntaxVerdict {
  counted: number;
  error?: { reason: string; line: number; column: number };
}

/**
 * The bounds of the memos a run cache also fills and saves (kept as Maps: BoundedMap). Ids: pages' parsed ids by
 * file type, content and docs.json variables (with the folder the page was in and the contents of the snippets they
 * came from), and what the quick look read of pages' texts; a page renamed within its folder, or one that imports
 * nothing, reuses them under its new name. Specs: room for what a cache folder brings back besides this run's own (a
 * site that names 140 specs must not clear the ones it loaded on its first new spec). Syntax verdicts: one per page
 * content, as the quick look's. Bounded, since a run may read many sites.
 */
const PARSED_MAX = 8192;
const TEXT_IDS_MAX = 200_000;
const SYNTAX_MAX = 200_000;
const CONFIRMED_MAX = 100_000;
const SPECS_MAX = 256;

export class Memos {
  /**
   * The ids the anchor check computed (site/page-ids.ts): `texts` by content id, `parsed` by file type, content id
   * and docs.json variables; `used`, the keys this run's analyses needed; `completed`, the text entries they added
   * to (read back without `complete`, then asked).
   */
  readonly ids = {
    texts: new BoundedMap<string, TextIds>(TEXT_IDS_MAX),
    parsed: new BoundedMap<string, ParsedIds>(PARSED_MAX),
    used: { texts: new Set<string>(), parsed: new Set<string>() },
    completed: new Set<string>(),
  };

  /**
   * The parser's reading of suspect files' lines, by content id and the lines asked (what confirmLinks gives for
   * that text and those lines: site/confirmed-links.ts): a diff's two states and consecutive runs confirm the same
   * pages.
   */
  readonly confirm = { confirmed: new BoundedMap<string, ConfirmedLinks>(CONFIRMED_MAX), used: new Set<string>() };

  /**
   * OpenAPI specs as read (parseSpec; site/model.ts): `read` by path and content id, as kept between runs, and
   * `byContent` by content id and format (versioned sites keep a copy of the same spec in every version folder:
   * crewAI has 132 specs of 6 contents). The two states of a diff share theirs, and a large YAML spec costs a fifth
   * of a second to parse. `used`: the keys of `read` this run's loads needed. Callers must not change a SpecResult.
   */
  readonly specs = {
    read: new BoundedMap<string, SpecResult>(SPECS_MAX),
    byContent: new BoundedMap<string, SpecResult>(SPECS_MAX),
    used: new Set<string>(),
  };

  /** Pages' MDX syntax verdicts (site/unparsable.ts), by content id. */
  readonly syntax = { verdicts: new BoundedMap<string, SyntaxVerdict>(SYNTAX_MAX), used: new Set<string>() };

  /**
   * docs.json read once per content id (site/model.ts), with its navigation model: the two states of most changes
   * share it (and a history run, many more). Only one without $ref is kept, as it depends on nothing else. Callers
   * must not change a document or its navigation.
   */
  readonly docs = new BoundedMemo<string, DocsRead>(4);

  /**
   * Frontmatter read once per text (site/pages.ts): the two states of a diff, and the copies of a versioned site,
   * share most of theirs, and YAML parsing was a tenth of a diff. Callers must not change one.
   */
  readonly frontmatter = new BoundedMemo<string, Frontmatter>(50_000);

  /**
   * The ESM sources read on a page's lines asked (rules/imports.ts), by content id and lines (null: the page does not
   * parse): a diff's two states ask of the same pages, which a git source reads one process at a time.
   */
  readonly esmImports = new BoundedMemo<string, ReadonlySet<string> | null>(50_000);

  /**
   * Where the parser ends a code block the page scan found open (rules/code-blocks.ts), by content id and the
   * fence's lines (null: where its writer meant, or the page does not parse): a versioned site's copies of a page, and
   * a history's commits, ask of the same texts, and each asks the parser of the whole page.
   */
  readonly codeBlockEnds = new BoundedMemo<string, number | null>(50_000);

  /** What the page-text code keeps by text: blocks' links, snippets' trees, slugs, syntax verdicts (mdx/memos.ts). */
  readonly mdx = new MdxMemos();
}
