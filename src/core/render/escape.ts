// Text from a pull request (labels, paths, messages that quote them) must not be able to inject Markdown,
// HTML, @mentions or #references into a comment, nor break a table row or a workflow command.

const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g; // eslint-disable-line no-control-regex
const MAX_LABEL = 300;

function clip(s: string, max = MAX_LABEL): string {
  return s.length > max ? `${s.slice(0, max)}…` : s;
}

/**
 * Plain text for Markdown (mid-line: table cells, list items): emphasis, code, links, HTML, tables,
 * math, @mentions, #references and bare-URL autolinks are all neutralised; readable punctuation is kept.
 */
export function mdText(s: string, max = MAX_LABEL): string {
  return clip(s.replace(CONTROL, ' '), max)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/([\\`*_[\]|~$])/g, '\\$1')
    .replace(/@/g, '@\u200b')
    .replace(/#(?=\d)/g, '#\u200b')
    .replace(/:\/\//g, ':\u200b//')
    .replace(/\bwww\./gi, (m) => `${m.slice(0, 3)}\u200b.`);
}

/**
 * A finding's message or fix for Markdown: its `code spans` (how messages quote a key, a frontmatter line or an
 * edit) stay code, as mdCode writes them; the rest is mdText. A backtick the quoted text brings can only pair
 * differently, never let anything out of a code span or plain text.
 */
export function mdProse(s: string, max = MAX_LABEL): string {
  const t = clip(s, max);
  let out = '';
  let at = 0;
  for (const m of t.matchAll(/`([^`\n]+)`/g)) {
    out += mdText(t.slice(at, m.index), Infinity) + mdCode(m[1]!, Infinity);
    at = m.index + m[0].length;
  }
  return out + mdText(t.slice(at), Infinity);
}

/** An inline code span that holds any text: fence longer than any backtick run inside, pipes escaped. */
export function mdCode(s: string, max = MAX_LABEL): string {
  const t = clip(s.replace(CONTROL, ' '), max).replace(/\|/g, '\\|');
  const longest = Math.max(0, ...(t.match(/`+/g) ?? []).map((r) => r.length));
  const fence = '`'.repeat(longest + 1);
  const pad = t.startsWith('`') || t.endsWith('`') || t === '' ? ' ' : '';
  return `${fence}${pad}${t}${pad}${fence}`;
}
