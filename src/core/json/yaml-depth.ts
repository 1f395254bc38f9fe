// How deep a YAML text nests, measured without recursion. The `yaml` package composes documents
// recursively and runs out of stack near 1,000 levels; when that happens inside V8's regular-expression
// compiler the process dies ("RegExpCompiler Allocation failed") instead of throwing. So YAML (OpenAPI
// specs, page frontmatter) is measured first and refused past MAX_JSON_DEPTH, like JSON.
import { Composer, parse, Parser, type ParseOptions, type DocumentOptions, type ToJSOptions } from 'yaml';

interface CstNode {
  type?: string;
  value?: unknown;
  items?: { key?: unknown; value?: unknown }[];
}

const COLLECTIONS = new Set(['block-map', 'block-seq', 'flow-collection']);

/**
 * Cheap upper bound: each level needs a flow bracket, more indentation or one more `- `/`? ` on a line.
 * Real specs stay far below any limit on this unless they have many `{param}` paths.
 */
function depthBound(text: string): number {
  let brackets = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 91 || c === 123) brackets++;
  }
  let block = 0;
  for (const m of text.matchAll(/^[ \t]*(?:[-?:][ \t]+)*/gm)) if (m[0].length > block) block = m[0].length;
  // Nested block levels sit at strictly increasing columns, so the widest line start bounds them.
  return brackets + block + 1;
}

/** Deepest nesting of collections in a YAML text's CST tokens. */
function tokenDepth(tokens: Iterable<unknown>): number {
  let max = 0;
  for (const doc of tokens) {
    const stack: [unknown, number][] = [[doc, 0]];
    while (stack.length) {
      const [node, depth] = stack.pop()!;
      if (!node || typeof node !== 'object') continue;
      const t = node as CstNode;
      const d = t.type && COLLECTIONS.has(t.type) ? depth + 1 : depth;
      if (d > max) max = d;
      for (const it of t.items ?? []) stack.push([it.key, d], [it.value, d]);
      if (t.value && typeof t.value === 'object') stack.push([t.value, d]);
    }
  }
  return max;
}

type YamlOptions = ParseOptions & DocumentOptions & ToJSOptions;

/**
 * `parse(text, options)` of the `yaml` package, unless the text nests deeper than `limit` (then its depth).
 * Throws what `parse` throws. A text whose cheap bound is over the limit (a large spec with many `{param}`
 * paths) is tokenized once for both the depth and the document, not twice.
 */
export function parseYamlWithin(
  text: string,
  limit: number,
  given: YamlOptions,
): { data: unknown } | { depth: number } {
  // The library's warnings go to process.emitWarning, i.e. to stderr: a standard tag it does not resolve
  // (semgrep-docs' `maximum: !!float 10000`) printed 24 blocks per run. Errors still throw.
  const options: YamlOptions = { logLevel: 'error', ...given };
  if (depthBound(text) <= limit) return { data: parse(text, options) };
  const tokens = [...new Parser().parse(text)];
  const depth = tokenDepth(tokens);
  if (depth > limit) return { depth };
  const docs = [...new Composer(options).compose(tokens, true, text.length)];
  const doc = docs[0]!;
  // Problems are rare: `parse` reports them with its own wording (positions, warnings, several documents).
  if (docs.length !== 1 || doc.errors.length || doc.warnings.length) return { data: parse(text, options) };
  return { data: doc.toJS({ ...options, reviver: undefined }) };
}
