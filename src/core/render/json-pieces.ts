// JSON.stringify(value, null, 2), handed out in pieces of about 64 KB. A `diff` report of a large site
// holds its whole outline (~20 MB of JSON at 30,000 pages); written in pieces it never exists as one
// string (nor as one buffer on its way to stdout). Written here because the output must stay
// byte-identical to JSON.stringify and synchronous; streaming libraries are neither.

const PIECE = 64 * 1024;

function isContainer(v: unknown): v is object {
  return typeof v === 'object' && v !== null;
}

/** What JSON.stringify leaves out of an object (and writes as null in an array). */
function omitted(v: unknown): boolean {
  return v === undefined || typeof v === 'function' || typeof v === 'symbol';
}

/** Up to this many nested values, a value is stringified natively (far faster than walking it here). */
const SMALL = 4096;

/** Whether a value holds fewer than `budget` values, counted until the budget runs out. */
function isSmall(v: object, budget: number): boolean {
  const stack: object[] = [v];
  while (stack.length) {
    const o = stack.pop() as Record<string, unknown>;
    for (const k in o) {
      if (--budget <= 0) return false;
      if (isContainer(o[k])) stack.push(o[k]);
    }
  }
  return true;
}

/**
 * JSON.stringify(v, null, 2) as it reads nested `depth` levels deep: stringified inside `depth` arrays,
 * whose brackets are then cut off (re-indenting the text with a replace would cost twice the stringify).
 */
function nativeAt(v: object, depth: number): string {
  let wrapped: unknown = v;
  let before = '  '.repeat(depth).length;
  let after = 0;
  for (let i = 0; i < depth; i++) {
    wrapped = [wrapped];
    before += i * 2 + 2; // "  ".repeat(i) + "[\n"
    after += i * 2 + 2; // "\n" + "  ".repeat(i) + "]"
  }
  const s = JSON.stringify(wrapped, null, 2);
  return s.slice(before, s.length - after);
}

export function writeJsonPieces(value: unknown, write: (piece: string) => void, small = SMALL): void {
  let parts: string[] = [];
  let size = 0;
  const put = (s: string): void => {
    parts.push(s);
    size += s.length;
    if (size >= PIECE) {
      write(parts.join(''));
      parts = [];
      size = 0;
    }
  };
  const pad = (depth: number): string => '\n' + '  '.repeat(depth);
  const walk = (v: unknown, depth: number): void => {
    if (isContainer(v) && typeof (v as { toJSON?: unknown }).toJSON === 'function')
      v = (v as { toJSON: () => unknown }).toJSON();
    // A small value goes through the native stringify whole, at its depth (see nativeAt).
    if (!isContainer(v) || isSmall(v, small)) {
      put(depth && isContainer(v) ? nativeAt(v, depth) : (JSON.stringify(v, null, 2) ?? 'null'));
      return;
    }
    if (Array.isArray(v)) {
      put('[');
      for (let i = 0; i < v.length; i++) {
        put((i ? ',' : '') + pad(depth + 1));
        walk(omitted(v[i]) ? null : v[i], depth + 1);
      }
      put(pad(depth) + ']');
      return;
    }
    let first = true;
    for (const [key, item] of Object.entries(v)) {
      if (omitted(item)) continue;
      put((first ? '{' : ',') + pad(depth + 1) + JSON.stringify(key) + ': ');
      first = false;
      walk(item, depth + 1);
    }
    put(first ? '{}' : pad(depth) + '}');
  };
  walk(value, 0);
  if (parts.length) write(parts.join(''));
}
