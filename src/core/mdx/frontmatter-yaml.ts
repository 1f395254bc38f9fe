// Whether the site builder can read a page's frontmatter. It reads every page's with `front-matter` (js-yaml), and
// a syntax error there stops the build: "There is a syntax error in your frontmatter on line 5, column 97" and
// "Failed to parse MDX files" (@mintlify/common getDecoratedNavPageAndSlug, mint 4.2.941). wikflow/docs 925a246991
// (fresh set 110) wrote `'lien d\'invitation'` in a page no navigation entry named, and nothing deployed.
import frontMatterModule from 'front-matter';

// A CommonJS module seen from ESM: the function is the module itself, or sits on `.default`.
type Parse = (text: string) => unknown;
const frontMatter: Parse =
  (frontMatterModule as unknown as { default?: Parse }).default ?? (frontMatterModule as unknown as Parse);

export interface FrontmatterProblem {
  /** The page's line and column (1-based) where the YAML reader stopped. */
  line: number;
  column: number;
  reason: string;
}

/**
 * A line no YAML reader rejects: a plain key, then nothing, a plain value starting with a letter or digit and holding
 * no `:`, `#`, quote or backslash, a quoted value with no quote or escape inside, or a list of such quoted values
 * (`keywords: ["a", "b"]`). Pages whose every line is one (most) are told valid without the library.
 */
const QUOTED = String.raw`(?:"[^"\\\r]*"|'[^'\r]*')`;
const PLAIN_LINE = new RegExp(
  String.raw`^[A-Za-z_][\w-]*:(?:[ \t]+(?:[A-Za-z0-9][^:#'"\\\r]*|${QUOTED}|\[[ \t]*(?:${QUOTED}[ \t]*(?:,[ \t]*${QUOTED}[ \t]*)*)?\]))?[ \t]*\r?$`,
);

/** Why the builder cannot read `frontmatter` (the text between the page's `---` fences), if it cannot. */
export function frontmatterProblem(frontmatter: string): FrontmatterProblem | undefined {
  if (plainlyValid(frontmatter)) return undefined;
  try {
    frontMatter(`---\n${frontmatter}\n---\n`);
    return undefined;
  } catch (e) {
    const err = e as { reason?: string; message?: string; mark?: { line?: number; column?: number } };
    // js-yaml counts from 0 within the frontmatter, which starts on the page's second line.
    return {
      line: (err.mark?.line ?? 0) + 2,
      column: (err.mark?.column ?? 0) + 1,
      reason: err.reason ?? (err.message ?? String(e)).split('\n')[0]!,
    };
  }
}

export function plainlyValid(frontmatter: string): boolean {
  const keys = new Set<string>();
  for (const line of frontmatter.split('\n')) {
    if (line.trim() === '') continue;
    if (!PLAIN_LINE.test(line)) return false;
    const key = line.slice(0, line.indexOf(':'));
    // A key written twice is an error to js-yaml.
    if (keys.has(key)) return false;
    keys.add(key);
  }
  return true;
}
