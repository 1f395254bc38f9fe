// Config globs (ignore lists, generated pages), compiled so that matching cannot hang on a pattern from the
// repository under review.
import micromatch from 'micromatch';

const MAX_GLOB_LENGTH = 500;
const MAX_EXPANSIONS = 100;
const MAX_STARS_PER_SEGMENT = 2;

type SegmentMatcher = '**' | ((segment: string) => boolean);

/**
 * A glob compiled so that matching cannot hang. One regex for a whole glob backtracks exponentially on
 * patterns like `*a*a*a/*a*a*a/*a*az` (measured: over 60 s on one path), and config globs come from
 * the repository under review. So: braces are expanded up front (at most 100 variants), extglobs are
 * off, each path segment is matched by micromatch on its own (at most two `*` per segment), and `**`
 * is resolved by a memoised walk over segments — polynomial in the path length whatever the pattern.
 */
export function compileGlob(glob: string): (path: string) => boolean {
  if (glob.length > MAX_GLOB_LENGTH) throw new Error(`is longer than ${MAX_GLOB_LENGTH} characters`);
  // Check before expanding: 30 brace groups would be a billion variants.
  if ((glob.match(/\{/g) ?? []).length > 6) throw new Error('has more than 6 brace groups');
  const variants = micromatch.braces(glob, { expand: true, rangeLimit: MAX_EXPANSIONS });
  if (variants.length > MAX_EXPANSIONS) throw new Error(`expands to more than ${MAX_EXPANSIONS} patterns`);
  const compiled = variants.map((v) =>
    v
      .replace(/^\.\//, '')
      .split('/')
      .filter((seg, i, all) => seg !== '' || i === all.length - 1)
      .map((seg): SegmentMatcher => {
        if (seg === '**') return '**';
        const stars = seg.replace(/\*+/g, '*').split('*').length - 1;
        if (stars > MAX_STARS_PER_SEGMENT)
          throw new Error(`has more than ${MAX_STARS_PER_SEGMENT} "*" in one path segment ("${seg}")`);
        return micromatch.matcher(seg, { dot: true, noextglob: true });
      }),
  );
  return (path) => {
    const parts = path.replace(/^\/+/, '').split('/');
    return compiled.some((pattern) => matchSegments(pattern, parts));
  };
}

function matchSegments(pattern: SegmentMatcher[], parts: string[]): boolean {
  const memo = new Map<number, boolean>();
  const go = (pi: number, si: number): boolean => {
    const key = pi * (parts.length + 1) + si;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let result: boolean;
    if (pi === pattern.length) result = si === parts.length;
    else if (pattern[pi] === '**') result = go(pi + 1, si) || (si < parts.length && go(pi, si + 1));
    else result = si < parts.length && (pattern[pi] as (s: string) => boolean)(parts[si]!) && go(pi + 1, si + 1);
    memo.set(key, result);
    return result;
  };
  return go(0, 0);
}

/** One predicate for a list of globs, each compiled once. */
export function globMatcher(globs: readonly string[]): (path: string) => boolean {
  if (!globs.length) return () => false;
  const matchers = globs.map(compileGlob);
  return (path) => matchers.some((m) => m(path));
}
