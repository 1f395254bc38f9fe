// Page frontmatter of the one shape most pages have, read without the YAML library: one `key: value` per line,
// each value a quoted string, a plain word-like string or a one-line list of quoted strings. The library takes
// ~50 µs a page, and a site's API pages are all read at load (their `openapi:`). Anything else, or anything
// this reading is not sure to read as YAML does, is left to the library (undefined). A corpus test holds the
// two equal on every page this reads.

const LINE = /^([A-Za-z_][\w-]*):(?:[ ]+(.*?))?[ ]*\r?$/;
/** A double-quoted string with nothing to unescape. */
const DOUBLE = /^"([^"\\]*)"$/;
/** A single-quoted string with no quote doubled inside. */
const SINGLE = /^'([^']*)'$/;
/** A list of such double-quoted strings on one line (`keywords: ["a", "b"]`). */
const LIST = /^\[(?:[ ]*"[^"\\]*"[ ]*(?:,[ ]*"[^"\\]*"[ ]*)*)?\]$/;
/**
 * A plain scalar that is a string under YAML 1.2's core schema: no indicator first, no `:` or `#` (mapping and
 * comment marks), nothing that may read as null, a boolean or a number (those start with a digit, sign, dot
 * or `~`, or are true/false/null in some case).
 */
const PLAIN = /^[\p{L}_/(][^:#\t\r]*$/u;
const NOT_STRING = /^(?:true|false|null)$/i;

function value(raw: string): { value: unknown } | undefined {
  const double = DOUBLE.exec(raw) ?? SINGLE.exec(raw);
  if (double) return { value: double[1] };
  if (LIST.test(raw)) return { value: [...raw.matchAll(/"([^"\\]*)"/g)].map((m) => m[1]) };
  if (PLAIN.test(raw) && !NOT_STRING.test(raw)) return { value: raw };
  return undefined;
}

/** The frontmatter's data as the YAML library reads it, when every line has the simple shape; else undefined. */
export function simpleFrontmatter(text: string): Record<string, unknown> | undefined {
  // A carriage return ends a line only before a line feed: the library reads a last one as text.
  if (text.endsWith('\r')) return undefined;
  const out: Record<string, unknown> = {};
  for (const line of text.split('\n')) {
    if (line === '' || line === '\r') continue;
    const m = LINE.exec(line);
    // A key twice is an error to the library; `__proto__` would not be an own key here.
    if (!m || m[2] === undefined || m[1] === '__proto__' || Object.hasOwn(out, m[1]!)) return undefined;
    const v = value(m[2]);
    if (!v) return undefined;
    out[m[1]!] = v.value;
  }
  return Object.keys(out).length ? out : undefined;
}
