// Redirects added to docs.json by a fix: after the last one, laid out as the file lays out its own, or a new
// "redirects" list; through the sink, so that on a site still on mint.json the edit lands in mint.json.
import type { JNode, Span } from '../../json/document.js';
import { redirectJson } from '../../json/redirect-json.js';
import type { TextEdit } from '../../base/types.js';
import type { FindingSink } from '../rule.js';

/** A zero-width edit that adds redirect objects: after the last one, into an empty array, or as a new key. */
export function insertRedirects(
  out: FindingSink,
  docs: JNode,
  redirects: JNode | undefined,
  add: readonly { source: string; destination: string }[],
): TextEdit[] {
  if (!add.length) return [];
  const objects = (sep: string): string => add.map((r) => redirectJson(r.source, r.destination)).join(sep);
  // Placed through the sink, so that on a site still on mint.json the edit lands in mint.json (redirects have the
  // same shape there): right after a value, or just inside the bracket that opens it. Undefined where the upgrade
  // made the value up and mint.json has no such text.
  const at = (span: Span, where: 'after' | 'inside', text: string): TextEdit[] | undefined => {
    const p = out.locate(span);
    if (!p.exact) return undefined;
    const line = where === 'after' ? p.endLine! : p.line;
    const column = where === 'after' ? p.endColumn! : p.column + 1;
    return [{ file: out.repoPath(p.file), line, column, endLine: line, endColumn: column, newText: text }];
  };
  // The file's own indentation (tabs, two or four spaces): that of its top-level keys.
  const unit = indentOf(out, docs.props?.[0]?.keySpan) || '  ';
  if (redirects?.type === 'array') {
    const items = redirects.items ?? [];
    const last = items[items.length - 1];
    if (last) {
      // Under the last object: its line's indentation when it starts the line, else its column; laid out as it is
      // (q-uestionable-AI/qai, walk 77: one-line objects under thirteen written a key a line read as another hand's).
      const p = out.locate(last.span);
      const indent = indentOf(out, last.span) ?? ' '.repeat(p.column - 1);
      const inner =
        last.type === 'object' && p.exact && p.endLine! > p.line ? indentOf(out, last.props?.[0]?.keySpan) : undefined;
      const laid = inner
        ? add
            .map(
              (r) =>
                `{\n${inner}"source": ${JSON.stringify(r.source)},\n${inner}"destination": ${JSON.stringify(r.destination)}\n${indent}}`,
            )
            .join(`,\n${indent}`)
        : objects(`,\n${indent}`);
      return at(last.span, 'after', `,\n${indent}${laid}`) ?? [];
    }
    return at(redirects.span, 'inside', `\n${unit}${unit}${objects(`,\n${unit}${unit}`)}\n${unit}`) ?? [];
  }
  const lastProp = docs.props?.[docs.props.length - 1];
  const list = `"redirects": [\n${unit}${unit}${objects(`,\n${unit}${unit}`)}\n${unit}]`;
  if (!lastProp) return at(docs.span, 'inside', `\n${unit}${list}\n`) ?? [];
  return (
    at(lastProp.value.span, 'after', `,\n${unit}${list}`) ??
    // The upgrade's last key is one mint.json does not have: the list goes first, before the file's own keys.
    at(docs.span, 'inside', `\n${unit}${list},`) ??
    []
  );
}

/** The whitespace that starts the line a span starts on, when only whitespace comes before it there. */
function indentOf(out: FindingSink, span: Span | undefined): string | undefined {
  if (!span) return undefined;
  const p = out.locate(span);
  if (!p.exact) return undefined;
  const lead = /^[ \t]*/.exec(out.lines(p.file).lineText(p.line))![0];
  return lead.length === p.column - 1 ? lead : undefined;
}
