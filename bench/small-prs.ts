// Two small pull requests on a bench site's base, of the kinds most pull requests are: a sentence added to one
// page, and one new page with its navigation entry. The site's own PR restructures it (renames, a deleted folder,
// a moved group); these show what a diff costs when the change is small, which issue 12 asks to follow the
// change rather than the site. Built from the base's objects alone (no checkout, no index), so the working tree
// the `check` rows read stays the head's.
import { git, gitOutput, HEAD_DATE } from './generate.js';

export interface SmallPrs {
  /** The page both PRs start from: the edited one, and the one the new page follows in the navigation. */
  page: string;
  /** The commit adding a sentence to `page`. */
  edit: string;
  /** The new page's file, and the commit adding it and its entry next to `page`'s. */
  added: string;
  add: string;
}

const PAGE = /\.mdx?$/;
/** JSON at the site's root, where the bench's sites keep docs.json and the files its `$ref`s name; not specs. */
const NAV_JSON = /^[^/]+\.json$/;
const SPEC = /openapi|swagger/i;
/** The bench repositories' author (generate.ts initRepo), given here so that any repository can take the commits. */
const AUTHOR = ['-c', 'user.name=Docs Bot', '-c', 'user.email=docs-bot@example.com'];
const SENTENCE = 'One more sentence, as a clarification or a fixed typo adds to a page.';

/** Builds both PRs' commits on `base` (refs/bench/edit-one-page, refs/bench/add-one-page keep them). */
export function smallPrs(dir: string, base: string): SmallPrs {
  const files = git(dir, ['ls-tree', '-r', '-z', '--name-only', base]).split('\0').filter(Boolean);
  const taken = new Set(files);
  const navFiles = files.filter((f) => NAV_JSON.test(f) && !SPEC.test(f));
  const nav = new Map(navFiles.map((f) => [f, gitOutput(dir, ['show', `${base}:${f}`])] as const));
  const pages = files.filter((f) => PAGE.test(f));
  const { page, navFile, line } = entryToFollow(pages, nav);

  const text = gitOutput(dir, ['show', `${base}:${page}`]);
  const edited = `${text}${text.endsWith('\n') ? '' : '\n'}\n${SENTENCE}\n`;
  const edit = commit(dir, base, { [page]: edited }, `Clarify ${page}`, 'refs/bench/edit-one-page');

  const slug = page.replace(PAGE, '');
  let n = 1;
  while (taken.has(`${slug}-added-${n}.mdx`)) n++;
  const added = `${slug}-added-${n}.mdx`;
  const addedSlug = added.replace(PAGE, '');
  const newPage = `---\ntitle: "Added page"\n---\n\nRead [the page before this one](/${slug}) first.\n\n## Steps\n\n${SENTENCE}\n`;
  const navText = nav.get(navFile)!;
  const indent = /^\s*/.exec(line.text)![0];
  const entry = line.text.endsWith(',')
    ? `${line.text}\n${indent}"${addedSlug}",`
    : `${line.text},\n${indent}"${addedSlug}"`;
  const navEdited = navText.slice(0, line.start) + entry + navText.slice(line.start + line.text.length);
  const add = commit(dir, base, { [added]: newPage, [navFile]: navEdited }, `Add ${added}`, 'refs/bench/add-one-page');
  return { page, edit, added, add };
}

interface EntryLine {
  page: string;
  navFile: string;
  line: { start: number; text: string };
}

/**
 * The page nearest the middle of the site (by path) that the navigation lists exactly once, on a line of its own:
 * a page deep inside the site, whose entry a new one can follow.
 */
function entryToFollow(pages: readonly string[], nav: ReadonlyMap<string, string>): EntryLine {
  const mid = Math.floor(pages.length / 2);
  for (let d = 0; d < pages.length; d++) {
    const page = pages[mid + (d % 2 ? -(d + 1) / 2 : d / 2)];
    if (!page) continue;
    const slug = page.replace(PAGE, '');
    const found: EntryLine[] = [];
    for (const [navFile, text] of nav) {
      const re = new RegExp(`^[ \\t]*"${slug.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}",?$`, 'gm');
      for (const m of text.matchAll(re)) found.push({ page, navFile, line: { start: m.index, text: m[0] } });
    }
    if (found.length === 1) return found[0]!;
  }
  throw new Error('no page is listed exactly once in the navigation, on a line of its own');
}

/** A commit on `parent` with `files` written (text, no mode change), kept by `ref`. */
function commit(dir: string, parent: string, files: Record<string, string>, message: string, ref: string): string {
  let tree = git(dir, ['rev-parse', `${parent}^{tree}`]);
  for (const [file, text] of Object.entries(files)) {
    const blob = git(dir, ['hash-object', '-w', '--stdin'], HEAD_DATE, text);
    tree = withBlob(dir, tree, file.split('/'), blob);
  }
  const sha = git(dir, [...AUTHOR, 'commit-tree', tree, '-p', parent, '-m', message], HEAD_DATE);
  git(dir, ['update-ref', ref, sha]);
  return sha;
}

/** `tree` with the file at `parts` set to `blob`, the trees above it rewritten. */
function withBlob(dir: string, tree: string | undefined, parts: readonly string[], blob: string): string {
  const [name, ...rest] = parts;
  const entries = tree ? git(dir, ['ls-tree', '-z', tree]).split('\0').filter(Boolean) : [];
  const others = entries.filter((e) => e.slice(e.indexOf('\t') + 1) !== name);
  let entry: string;
  if (!rest.length) entry = `100644 blob ${blob}\t${name}`;
  else {
    const sub = entries.find((e) => e.slice(e.indexOf('\t') + 1) === name && e.includes(' tree '));
    const subTree = sub && sub.split(' ')[2]!.split('\t')[0];
    entry = `040000 tree ${withBlob(dir, subTree, rest, blob)}\t${name}`;
  }
  return git(dir, ['mktree', '-z'], HEAD_DATE, [...others, entry].map((e) => `${e}\0`).join(''));
}
