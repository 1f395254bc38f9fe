// JSON.stringify(value, null, 2), handed out in pieces of about 64 KB; trees (a diff's outline) one node per
// line. A `diff` report of a large site holds its whole outline (~7 MB of JSON at 25,000 pages, 19 MB indented);
// written in pieces it never exists as one string (nor as one buffer on its way to stdout). Written here because
// the output must stay byte-identical to JSON.stringify (but for the trees) and synchronous; streaming libraries
// are neither.

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

/** What is left of `budget` after counting the values `v` holds; 0 once it runs out. */
function budgetLeft(v: object, budget: number): number {
  const stack: object[] = [v];
  while (stack.length) {
    const o = stack.pop() as Record<string, unknown>;
    for (const k in o) {
      if (--budget <= 0) return 0;
      if (isContainer(o[k])) stack.push(o[k]);
    }
  }
  return budget;
}

/** Whether a value holds fewer than `budget` values, counted until the budget runs out. */
function isSmall(v: object, budget: number): boolean {
  return budgetLeft(v, budget) > 0;
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

/** Values in a run of items stringified at once: enough to save most of the cost per item, few enough to keep pieces small. */
const RUN = 256;

/** The end of the run of items from `from` that hold fewer than `budget` values together (none with toJSON). */
function smallRun(items: unknown[], from: number, budget: number): number {
  let i = from;
  for (; i < items.length; i++) {
    const item = items[i];
    if (!isContainer(item)) {
      if (--budget <= 0) break;
      continue;
    }
    if (typeof (item as { toJSON?: unknown }).toJSON === 'function') break;
    const left = budgetLeft(item, budget);
    if (left <= 0) break;
    budget = left;
  }
  return i;
}

const NO_TREES: ReadonlySet<string> = new Set();

/**
 * A node of a tree (an object whose `children` is an array) on one line, compact, with each of its children on
 * a line of its own below it. `put` takes the pieces; `pad` is the line break and indent before a child.
 */
function treeLines(node: unknown, depth: number, put: (s: string) => void, pad: (depth: number) => string): void {
  const o = node as Record<string, unknown>;
  const kids = isContainer(node) && !Array.isArray(node) ? o.children : undefined;
  if (!Array.isArray(kids) || !kids.length || typeof o.toJSON === 'function') {
    put(JSON.stringify(node) ?? 'null');
    return;
  }
  // The keys before `children` and those after it, each stringified natively, around the children's lines.
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  let into = before;
  for (const k of Object.keys(o)) {
    if (k === 'children') into = after;
    else into[k] = o[k];
  }
  const head = JSON.stringify(before);
  const tail = JSON.stringify(after);
  put(`${head.slice(0, -1)}${head.length > 2 ? ',' : ''}"children":[`);
  kids.forEach((kid, i) => {
    put((i ? ',' : '') + pad(depth + 1));
    treeLines(omitted(kid) ? null : kid, depth + 1, put, pad);
  });
  put(`${pad(depth)}]${tail.length > 2 ? `,${tail.slice(1)}` : '}'}`);
}

/**
 * JSON.stringify(value, null, 2) in pieces, but for the values of the top-level object's `trees` keys: those are
 * written one node per line (treeLines), a third of the size of the indented form for a large site's outline.
 */
export function writeJsonPieces(
  value: unknown,
  write: (piece: string) => void,
  small = SMALL,
  trees: ReadonlySet<string> = NO_TREES,
): void {
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
    // A small value goes through the native stringify whole, at its depth (see nativeAt); but not the top-level
    // object when it holds a tree.
    const holdsTree = depth === 0 && trees.size > 0 && isContainer(v) && Object.keys(v).some((k) => trees.has(k));
    if (!isContainer(v) || (!holdsTree && isSmall(v, small))) {
      put(depth && isContainer(v) ? nativeAt(v, depth) : (JSON.stringify(v, null, 2) ?? 'null'));
      return;
    }
    if (Array.isArray(v)) {
      put('[');
      for (let i = 0; i < v.length;) {
        const j = smallRun(v, i, Math.min(small, RUN));
        if (j > i) {
          // Small items (a report's findings) are stringified natively a run at a time: the run as an array
          // at this depth, its brackets cut off, reads as the items one after another.
          const run = nativeAt(v.slice(i, j), depth);
          put((i ? ',' : '') + run.slice(1, run.length - pad(depth).length - 1));
          i = j;
          continue;
        }
        put((i ? ',' : '') + pad(depth + 1));
        walk(omitted(v[i]) ? null : v[i], depth + 1);
        i++;
      }
      put(pad(depth) + ']');
      return;
    }
    let first = true;
    for (const [key, item] of Object.entries(v)) {
      if (omitted(item)) continue;
      put((first ? '{' : ',') + pad(depth + 1) + JSON.stringify(key) + ': ');
      first = false;
      if (depth === 0 && trees.has(key)) treeLines(item, depth + 1, put, pad);
      else walk(item, depth + 1);
    }
    put(first ? '{}' : pad(depth) + '}');
  };
  walk(value, 0);
  if (parts.length) write(parts.join(''));
}
