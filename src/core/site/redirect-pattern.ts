// How the host matches a redirect source and fills its destination (docs/pages-and-links.md, "Redirects"):
// `:name*` and `*` take any rest, in a segment too (`/articles/concepts-*`); `:name` takes one segment; `/x/*`
// needs something after `/x/`; a source without either matches only itself. Captures fill the destination's
// `:name` / `:name*` by name and its `*`s in order.

const TOKEN = /:(\w+)(\*)?|\*/g;

export interface SourcePattern {
  /** The source as a route path (as `routePath` gives it). */
  route: string;
  /** The source itself, when it has no parameter or wildcard. */
  exact?: string;
  regex?: RegExp;
  /** One per capture group, in order: the parameter's name, or undefined for a bare `*`. */
  captures: (string | undefined)[];
  /** Names of `:name` parameters written without `*` (they take exactly one segment). */
  singleSegment: string[];
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Compile a source route path (no leading slash, as `routePath` gives it). */
export function compileSource(route: string): SourcePattern {
  const captures: (string | undefined)[] = [];
  const singleSegment: string[] = [];
  let re = '';
  let last = 0;
  for (const m of route.matchAll(TOKEN)) {
    re += escape(route.slice(last, m.index));
    last = m.index + m[0].length;
    if (m[0] === '*') {
      captures.push(undefined);
      re += '(.*)';
    } else if (m[2]) {
      captures.push(m[1]);
      re += '(.*)';
    } else {
      captures.push(m[1]);
      singleSegment.push(m[1]!);
      re += '([^/]+)';
    }
  }
  if (!captures.length) return { route, exact: route, captures, singleSegment };
  re += escape(route.slice(last));
  return { route, regex: new RegExp(`^${re}$`), captures, singleSegment };
}

/** The destination with a match's captures filled in. Names the source lacks stay as written. */
export function fillDestination(destination: string, pattern: SourcePattern, match: RegExpExecArray): string {
  const byName = new Map<string, string>();
  const stars: string[] = [];
  pattern.captures.forEach((name, i) => {
    const value = match[i + 1] ?? '';
    if (name === undefined) stars.push(value);
    else if (!byName.has(name)) byName.set(name, value);
  });
  let star = 0;
  const { origin, rest, directive } = splitOrigin(destination);
  return (
    origin +
    rest.replace(TOKEN, (whole, name: string | undefined) => {
      if (name !== undefined) return byName.get(name) ?? whole;
      const value = stars[Math.min(star, stars.length - 1)];
      star++;
      return value ?? whole;
    }) +
    directive
  );
}

/** The parameters a destination uses: names, and how many bare `*`s (an external URL's scheme and host skipped). */
export function destinationParams(destination: string): { names: string[]; stars: number } {
  const names: string[] = [];
  let stars = 0;
  for (const m of splitOrigin(destination).rest.matchAll(TOKEN)) {
    if (m[1] !== undefined) names.push(m[1]);
    else stars++;
  }
  return { names, stars };
}

/**
 * `https://host:8080/a/:x#:~:text=b` → origin `https://host:8080`, rest `/a/:x#`, directive `:~:text=b`: a port is
 * no parameter, and neither is a fragment's text directive (`:~:text=`, which browsers read to highlight a passage).
 */
function splitOrigin(url: string): { origin: string; rest: string; directive: string } {
  const m = /^(?:[a-z][a-z0-9+.-]*:)?\/\/[^/?#]*/i.exec(url);
  const origin = m ? m[0] : '';
  const after = url.slice(origin.length);
  const hash = after.indexOf('#');
  const at = hash === -1 ? -1 : after.indexOf(':~:', hash);
  return at === -1
    ? { origin, rest: after, directive: '' }
    : { origin, rest: after.slice(0, at), directive: after.slice(at) };
}
