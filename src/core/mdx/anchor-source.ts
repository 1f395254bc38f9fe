// The page source as the builder rewrites it before parsing (common replaceVariables,
// preprocessCustomHeadingIds), and the fence and HTML comment reading that the line-by-line code shares.
import { EMOJI } from './anchor-model.js';

const VARIABLE = /\{\{\s*([\w.-]+)\s*\}\}/g;

export function replaceVariables(text: string, variables?: Readonly<Record<string, string>>): string {
  if (!variables || !text.includes('{{')) return text;
  return text.replace(VARIABLE, (match, key: string) => variables[key] ?? match);
}

const HEADING_ID = /^( {0,3})(#{1,6})\s+(.+?)\s*\{\s*#([^}]+?)\s*\}\s*$/;
const CUSTOM_ID_STRIP = /[<>"&?,;:!'()[\]{}]/g;

/**
 * `## Text {#id}` → `<h2 id="id">Text</h2>`, outside fences and `{/* *\/}` comments: `{#id}` is no valid MDX
 * expression, so the builder rewrites it before parsing. Kept on one line so lines stay the file's.
 */
export function preprocessCustomHeadingIds(text: string): string {
  const lines = text.split('\n');
  let fence: { char: string; count: number } | undefined;
  let inComment = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const stripped = line.trimStart();
    if (fence) {
      if (closesFence(stripped, fence)) fence = undefined;
      continue;
    }
    const open = inComment ? undefined : openingFence(stripped);
    if (open) {
      fence = open;
      continue;
    }
    const endsInComment = commentOpenAtEnd(line, inComment);
    const commented = inComment || endsInComment;
    inComment = endsInComment;
    const m = commented ? null : HEADING_ID.exec(line);
    if (!m) continue;
    const id = m[4]!.trim().replace(CUSTOM_ID_STRIP, '').replace(EMOJI, '').replace(/\s+/g, '-');
    const level = m[2]!.length;
    lines[i] = `${m[1]}<h${level} id="${id}">${m[3]}</h${level}>`;
  }
  return lines.join('\n');
}

export function openingFence(stripped: string): { char: string; count: number } | undefined {
  const char = stripped[0];
  if (char !== '`' && char !== '~') return undefined;
  let count = 1;
  while (stripped[count] === char) count++;
  return count >= 3 ? { char, count } : undefined;
}

export function closesFence(stripped: string, fence: { char: string; count: number }): boolean {
  let i = 0;
  while (stripped[i] === fence.char) i++;
  return i >= fence.count && /^[ \t\r]*$/.test(stripped.slice(i));
}

/** Tells, line by line in order, the lines of fenced code and their fences' own; `open` while a fence is unclosed. */
export class FenceReader {
  private fence: { char: string; count: number } | undefined;

  /** Whether the line (without its leading whitespace) is fenced code or a fence. */
  code(stripped: string): boolean {
    if (this.fence) {
      if (closesFence(stripped, this.fence)) this.fence = undefined;
      return true;
    }
    this.fence = openingFence(stripped);
    return this.fence !== undefined;
  }

  get open(): boolean {
    return this.fence !== undefined;
  }
}

/** Whether a `{/*` comment is still open at the end of the line (code spans and strings masked). */
export function commentOpenAtEnd(line: string, inComment: boolean): boolean {
  const masked = line.replace(/(`+).*?\1|"[^"\n]*"/g, (s) => ' '.repeat(s.length));
  let pos = 0;
  let open = inComment;
  for (;;) {
    if (open) {
      const close = line.indexOf('*/', pos);
      if (close === -1) return true;
      pos = close + 2;
    }
    const start = masked.indexOf('{/*', pos);
    if (start === -1) return false;
    pos = start + 3;
    open = true;
  }
}
