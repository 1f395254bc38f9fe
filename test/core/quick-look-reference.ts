// The quick look's plain statements, reading each line in turn: the corpus tests hold the quick look
// (src/core/mdx/anchor-quick-look.ts) equal to them.
import { splitFrontmatter } from '../../src/core/mdx/scan.js';
import {
  ESM_EXPORT,
  ESM_IMPORT,
  HEADING_LIKE,
  ID_FRONTMATTER,
  LINE_COMMENT,
  NOT_PLAIN_LINE,
  NOT_PLAIN_MARKUP,
  NO_ID_HEADING,
  SETEXT_UNDERLINE,
  addMarkupLine,
  addPlainHeading,
  markupLines,
  markupTold,
  onlySpaces,
  outsideCode,
  plainHeadingId,
  withMarkupIds,
  withoutPlainExpressions,
} from '../../src/core/mdx/anchor-quick-look.js';
import { closesFence, commentOpenAtEnd, openingFence } from '../../src/core/mdx/anchor-source.js';
import { MdxMemos } from '../../src/core/mdx/memos.js';

/** The lines of a text as the parser ends them: a line without the `\r` it ends with (CRLF, or one last in the text). */
function pageLines(text: string): string[] {
  return text.split('\n').map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
}

/** plainIdsComplete reading each line in turn: the plain statement of it, which the corpus test holds it equal to. */
export function plainIdsCompleteByLine(text: string, memos = new MdxMemos()): boolean {
  if (text.includes('[^')) return false;
  const { frontmatter, bodyOffset } = splitFrontmatter(text);
  if (frontmatter?.split('\n').some((l) => ID_FRONTMATTER.test(l))) return false;
  const ids = new Set<string>();
  let repeats = false;
  const markup = markupLines();
  let fence: { char: string; count: number } | undefined;
  let afterText = false;
  for (const line of pageLines(text.slice(bodyOffset))) {
    const stripped = line.trimStart();
    if (fence) {
      if (closesFence(stripped, fence)) fence = undefined;
      continue;
    }
    fence = openingFence(stripped);
    if (fence) {
      // A backtick in a backtick fence's info string makes it inline code, not a fence.
      if (fence.char === '`' && stripped.slice(fence.count).includes('`')) return false;
      afterText = true;
      continue;
    }
    if (LINE_COMMENT.test(stripped)) {
      afterText = true;
      continue;
    }
    if (addMarkupLine(stripped, markup)) {
      if (line.length > 300) return false;
      afterText = true;
      continue;
    }
    if (
      NOT_PLAIN_LINE.test(line) ||
      NOT_PLAIN_MARKUP.test(outsideCode(line, !afterText)) ||
      (afterText && SETEXT_UNDERLINE.test(line))
    )
      return false;
    // An expression outside code (LaTeX's `{,}`, say) may make the page invalid MDX, whose ids cannot be told.
    if (line.includes('{') && withoutPlainExpressions(line).includes('{')) return false;
    afterText = stripped !== '';
    if (!HEADING_LIKE.test(line) || NO_ID_HEADING.test(line)) continue;
    if (line.length > 300 || !onlySpaces(line, 0, line.indexOf('#'))) return false;
    const id = plainHeadingId(line, memos);
    if (!id) return false;
    if (ids.has(id)) repeats = true;
    ids.add(id);
  }
  return fence === undefined && markupTold(text, markup, repeats);
}

/** plainHeadingIds reading each line in turn: the plain statement of it, which the corpus test holds it equal to. */
export function plainHeadingIdsByLine(text: string, memos = new MdxMemos()): Set<string> {
  const out = new Set<string>();
  const seen = new Set<string>();
  const markup = markupLines();
  let esm = false;
  let fence: { char: string; count: number } | undefined;
  let inComment = false;
  for (const line of pageLines(text.slice(splitFrontmatter(text).bodyOffset))) {
    const stripped = line.trimStart();
    if (fence) {
      if (closesFence(stripped, fence)) fence = undefined;
      continue;
    }
    fence = inComment ? undefined : openingFence(stripped);
    const commented = inComment || line.includes('<!--');
    inComment = commentOpenAtEnd(line, inComment);
    if (fence || commented) continue;
    esm ||= ESM_EXPORT.test(line);
    markup.imports ||= ESM_IMPORT.test(line);
    if (line.length > 300) continue;
    addMarkupLine(stripped, markup);
    addPlainHeading(line, out, seen, memos);
  }
  return withMarkupIds(out, markup, esm, text, memos);
}
