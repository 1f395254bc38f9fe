// What the core reads a site from: a list of files and their texts, which the adapters (a folder, a git revision,
// memory) provide.
import type { ScannedPage } from '../mdx/scan.js';
import type { JsonProblem, Span } from '../json/document.js';

/**
 * One state of a docs site as the core sees it: a list of files and a way to read the text ones.
 * Adapters (directory, git revision) implement it; the core never reads anything else.
 */
export interface SiteSource {
  /** Every file under the docs root, relative to it, `/`-separated, sorted. */
  files: readonly string[];
  /** Text of a file under the docs root, or undefined when it is absent or unreadable. */
  read(path: string): string | undefined;
  /** Problems the adapter met (e.g. a symlink pointing outside the root); reported as findings. */
  problems?: readonly LoadProblem[];
  /** Where the docs root sits inside the repository ('' for the top), for finding paths. */
  rootPrefix: string;
  /**
   * Whether the repository holds a file at this repository-relative path, outside the docs root: what a link that
   * climbs out of the docs folder names (`../README.md`). Absent when the source cannot tell.
   */
  repoHas?(repoPath: string): boolean;
  /** An id that is equal for equal contents (a git blob id), so work on unchanged files can be shared. */
  contentId?(path: string): string | undefined;
  /** contentId when it is known without reading the file (undefined otherwise): cheap enough to ask of any page. */
  knownContentId?(path: string): string | undefined;
  /** A hint that these files will be read next: a source that reads lazily may fetch them in one go. */
  prefetch?(paths: readonly string[]): void;
  /**
   * Scans of these pages made while reading them (a folder may share the work with a second thread); a page left
   * out is read and scanned as ever. A page it could not read is reported and then reads as undefined.
   */
  scanFiles?(paths: readonly string[]): ReadonlyMap<string, ScannedPage>;
  /**
   * Set when docs.json is not a file but the builder's upgrade of mint.json (a site still on the old format):
   * findings in docs.json are placed in `file` through `mapSpan`, which says whether the place is the same value.
   */
  upgradedFrom?: {
    file: string;
    mapSpan(offset: number, length: number): { offset: number; length: number; exact: boolean };
    /** The mistakes of a mint.json read past (comments, trailing commas: see json/document.ts asMeant; keys written twice), in it. */
    syntax?: readonly JsonProblem[];
  };
}

export interface LoadProblem {
  path: string;
  kind: 'symlink-outside-root' | 'unreadable' | 'too-large' | 'not-utf8' | 'missing-object';
  detail: string;
  /** A symlink not followed (out of the docs folder, or to nothing): where it points, as written. */
  symlinkTo?: string;
}

/**
 * Where a span of the docs.json the engine reads is in the file the writer edits: mint.json, through the upgrade,
 * on a site still on it. `exact`: the place holds the same value (not a tab the upgrade made up).
 */
export function spanAsWritten(source: Pick<SiteSource, 'upgradedFrom'>, span: Span): Span & { exact: boolean } {
  const upgraded = source.upgradedFrom;
  if (!upgraded || span.file !== 'docs.json') return { ...span, exact: true };
  const mapped = upgraded.mapSpan(span.offset, span.length);
  return { file: upgraded.file, offset: mapped.offset, length: mapped.length, exact: mapped.exact };
}

/**
 * The symlink the adapter did not follow at a page's path (`guides/x` as `guides/x.mdx` or `.md`, or a file path as
 * it is), if there is one: what a link or an entry names is there, but points outside the docs folder (AgentlyHQ/
 * aixyz's templates, turned into links to examples/ and back a day later) or at nothing (expectedparrot/edsl's
 * images, fresh set 107), and the site builder publishes nothing there.
 */
export function symlinkAt(source: Pick<SiteSource, 'problems'>, path: string): LoadProblem | undefined {
  const names = new Set([path, `${path}.mdx`, `${path}.md`]);
  return source.problems?.find((p) => p.symlinkTo !== undefined && names.has(p.path));
}
