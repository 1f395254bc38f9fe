// Where a page's code block runs on past where its writer meant (the scan's openFence, confirmed by the MDX parser):
// what unclosed-code-block reports, and what tells a broken anchor that its heading is inside such a block.
import { blankedFrontmatter, parseTree, type MdNode } from '../mdx/parse.js';
import type { PageFile } from './pages.js';
import type { SiteModel } from './model.js';

const CLOSING = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;

export interface UnclosedBlock {
  /** The fence that opens it, as the scan saw it. */
  open: NonNullable<PageFile['scan']['openFence']>;
  /** Its last line (1-based): the page's last line of text, or the fence that closes it. */
  end: number;
  /** The page's lines (without their line ends). */
  lines: string[];
  /** The lines it holds (from the one after its fence), its closing fence and the page's last blank lines aside. */
  inside: string[];
}

/**
 * The page's code block that does not close where its writer meant, when the scan saw one and the parser agrees;
 * undefined otherwise (and for a page that does not parse: mdx-syntax reports it). The parser's answer is kept by
 * content (Memos.codeBlockEnds): copies of a page and a diff's two states ask it again.
 */
export function unclosedBlock(site: SiteModel, page: PageFile): UnclosedBlock | undefined {
  const open = page.scan.openFence;
  if (!open) return undefined;
  const id = site.source.knownContentId?.(page.path);
  const key = id === undefined ? undefined : `${id} ${open.line} ${open.swallowed ?? ''}`;
  const known = key === undefined ? undefined : site.memos.codeBlockEnds.get(key);
  if (known === null) return undefined;
  const text = site.source.read(page.path);
  if (text === undefined) return undefined;
  const lines = text.split('\n').map((l) => l.replace(/\r$/, ''));
  const end = known ?? blockEnd(text, lines, open.line, open.swallowed);
  if (key !== undefined && known === undefined) site.memos.codeBlockEnds.set(key, end ?? null);
  if (end === undefined) return undefined;
  const inside = lines.slice(open.line, open.swallowed === undefined ? end : end - 1);
  // A block left open runs to the page's end; the blank lines that close the file show nothing (shuttle-docs
  // 288645f52b, fresh set 101: a stray fence on the last line was said to turn "1 line" into code).
  if (open.swallowed === undefined) while (inside.length && inside[inside.length - 1]!.trim() === '') inside.pop();
  return { open, end, lines, inside };
}

/**
 * Where the code block the parser opens at `line` (1-based) of `text` (`all`: its lines) ends, when it does not close
 * where its writer meant: it runs to the end of the page unclosed, or it holds the fence at `swallowed`. Undefined
 * when the page does not parse or the block is closed as written.
 */
function blockEnd(text: string, all: readonly string[], line: number, swallowed?: number): number | undefined {
  let tree: MdNode;
  try {
    tree = parseTree(blankedFrontmatter(text), true);
  } catch {
    return undefined;
  }
  const end = findCode(tree, line)?.position?.end;
  if (end?.line === undefined) return undefined;
  if (swallowed !== undefined) return end.line > swallowed ? end.line : undefined;
  if (CLOSING.test(all[end.line - 1] ?? '') && end.line !== line) return undefined;
  // Only a block that runs to the page's last line of text: one a container (a list item) ended is another matter.
  let lastText = all.length;
  while (lastText > 0 && all[lastText - 1]!.trim() === '') lastText--;
  return end.line >= lastText ? end.line : undefined;
}

function findCode(node: MdNode, line: number): MdNode | undefined {
  if (node.type === 'code' && node.position?.start.line === line) return node;
  for (const c of node.children ?? []) {
    const found = findCode(c, line);
    if (found) return found;
  }
  return undefined;
}
