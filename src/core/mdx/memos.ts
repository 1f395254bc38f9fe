// What the page-text code keeps of what it computed, by text, for the next time the same text comes: a diff's two
// states, a replay of history and the copies of a versioned site meet the same pages, blocks, snippets and titles
// again. Made by whoever runs the engine (site/memos.ts holds one) and handed to the functions that read pages; a
// function called without one makes its own, so that a plain call computes the same answer alone. Each memo is a
// BoundedMemo (../base/memo.ts): past its budget it lets everything go at once.
// Importing types only besides the memo itself: the result types it keeps are defined here, for the modules that
// compute them import it.
import type { Options as SlugifyOptions } from '@sindresorhus/slugify';
import { BoundedMemo, textLength } from '../base/memo.js';
import type { Node } from './anchor-model.js';
import type { LinkRef } from './scan.js';

/** What confirmLinks (./confirm.ts) gives. */
export interface ConfirmedLinks {
  /** The parser's links on the blocks holding the lines asked about (all the page's links when `whole`). */
  links: LinkRef[];
  /** The blocks parsed, as [first, last] lines (1-based); none when the whole page was. */
  blocks: [number, number][];
  whole: boolean;
}

/** What pageSyntaxError (./page-syntax.ts) gives. */
export interface PageSyntaxError {
  /** The parser's reason, as it gives it (micromark's and acorn's words). */
  reason: string;
  line: number;
  column: number;
}

export class MdxMemos {
  /**
   * confirmLinks' results by page text and lines asked about, where they took the parser: a diff confirms the pages
   * both revisions share twice, a replay of history the pages of one commit after another. A whole page's reading is
   * kept under `whole` too: it serves whatever lines are asked next.
   */
  readonly confirmed = new BoundedMemo<string, Map<string, ConfirmedLinks>>(1 << 24, textLength);

  /**
   * Blocks' links by reading and text (null: not the table asked for): versions and translations of a page repeat
   * its elements word for word, and a diff's two states hold the same blocks. An invalid block is not kept (the
   * page is then parsed whole, and kept as such).
   */
  readonly blockLinks = new BoundedMemo<string, LinkRef[] | null>(1 << 22, textLength);

  /** Blocks told valid MDX or not, by text: the two revisions of a diff share most blocks of a changed page. */
  readonly validBlocks = new BoundedMemo<string, boolean>(1 << 22, textLength);

  /**
   * A page's links by its body, from a tree the ids' reading parsed whole as MDX (./anchors.ts): the links check
   * asks for the links of a page after its ids, and a second parse of a large page (a 700 KB generated reference on
   * modelcontextprotocol's site) cost a second as the first did.
   */
  readonly wholeLinks = new BoundedMemo<string, LinkRef[]>(1 << 24, textLength);

  /** Snippets' trees by reading and text: a snippet renders in many pages, each of which would parse it again. */
  readonly snippetTrees = new BoundedMemo<string, { tree: Node | undefined; reduced: boolean }>(4_000_000, textLength);

  /**
   * Heading lines the quick look read, with their titles and ids (null: not a plain heading): the same headings
   * recur across a site (versions, languages, copies).
   */
  readonly plainHeadings = new BoundedMemo<string, { title: string; id: string } | null>(100_000);

  /**
   * The sources a block's ESM imports, read alone, by text (null: not valid alone): the copies of a versioned site
   * repeat a page's import lines word for word.
   */
  readonly esmBlocks = new BoundedMemo<string, string[] | null>(1 << 20, textLength);

  /** Pages' MDX syntax verdicts by text: a diff asks for both states of a page, a replay of history again. */
  readonly syntaxVerdicts = new BoundedMemo<string, PageSyntaxError | null>(1 << 24, textLength);

  /** Slugs by the options they were made with (./anchor-slugs.ts's constants) and text. */
  private readonly slugs = new Map<SlugifyOptions, BoundedMemo<string, string>>();

  /**
   * The slugs made with `options`: the slug library rebuilds its transliteration tables on each call, and the
   * builder caches its slugs too.
   */
  slugsWith(options: SlugifyOptions): BoundedMemo<string, string> {
    let memo = this.slugs.get(options);
    if (!memo) this.slugs.set(options, (memo = new BoundedMemo<string, string>(20_000)));
    return memo;
  }
}
