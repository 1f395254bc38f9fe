// The quick look (plainIdsComplete, plainAnchors) against the parser (pageAnchors) on every version of every page
// the recent history of the corpus's repositories holds: the pages changed by each repository's last N docs
// commits, each blob once. The corpus test proves the quick look on one version of each page; this proves it on
// the versions writers actually committed. Exits 1 when any page it tells differs from the parser's anchors. The
// quick look does not validate MDX: a page it tells that the parser finds invalid (the site cannot build it) is
// counted and shown apart. A page that imports snippets is told with them as its commit holds them
// (snippetPageAnchors) and compared with the parser rendering the same snippets.
// Usage: tsc -p bench/tsconfig.json && node lib-bench/bench/quick-look-history.js MIRRORS [N=80] [MANIFEST]
// MIRRORS holds bare mirrors as the fetch tool lays them out: MIRRORS/<owner>+<name>/repo.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pageAnchors } from '../src/core/mdx/anchors.js';
import { plainAnchors, plainIdsComplete, snippetPageAnchors } from '../src/core/mdx/anchor-quick-look.js';
import { resolveImport } from '../src/core/site/pages.js';
import { MdxMemos } from '../src/core/mdx/memos.js';

const [mirrors, last = '80', manifest = path.resolve('../shared/corpus/manifest.tsv')] = process.argv.slice(2);
if (!mirrors) {
  console.error('usage: node lib-bench/bench/quick-look-history.js MIRRORS [N=80] [MANIFEST]');
  process.exit(2);
}

const git = (dir: string, args: string[]): string =>
  execFileSync('git', ['--git-dir', dir, ...args], { maxBuffer: 1 << 30 }).toString('utf8');

/**
 * The page blobs (added or modified .md/.mdx) of the last `n` commits that touched the docs root, each with the
 * first commit and path it was met at (where its snippets are read).
 */
function pageBlobs(dir: string, root: string, n: number): Map<string, { commit: string; path: string }> {
  const scope = root === '.' ? '.' : root;
  const commits = git(dir, ['log', '--first-parent', `-${n}`, '--format=%H', 'HEAD', '--', scope]).split('\n');
  const blobs = new Map<string, { commit: string; path: string }>();
  for (const c of commits.filter(Boolean))
    for (const line of git(dir, ['diff-tree', '-r', '--no-commit-id', '--root', c, '--', scope]).split('\n')) {
      const m = /^:\d+ \d+ [0-9a-f]+ ([0-9a-f]+) [AMR]\d*\t(?:[^\t]*\t)?(.*\.mdx?)$/.exec(line);
      if (m && !/^0+$/.test(m[1]!) && !blobs.has(m[1]!)) blobs.set(m[1]!, { commit: c, path: m[2]! });
    }
  return blobs;
}

/** A commit's files under the docs root (root-relative), listed once per commit. */
const trees = new Map<string, Set<string>>();
function filesAt(dir: string, commit: string, root: string): Set<string> {
  const key = `${dir}\0${commit}`;
  let files = trees.get(key);
  if (!files) {
    const prefix = root === '.' ? '' : `${root.replace(/\/+$/, '')}/`;
    files = new Set(
      git(dir, ['ls-tree', '-r', '--name-only', '-z', commit, '--', prefix || '.'])
        .split('\0')
        .filter((f) => f.startsWith(prefix))
        .map((f) => f.slice(prefix.length)),
    );
    trees.set(key, files);
  }
  return files;
}

const rows = fs
  .readFileSync(manifest, 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((l) => l.split('\t'));
const seen = new Set<string>();
/** What the readings compute of texts, kept for the whole replay as a run keeps it. */
const memos = new MdxMemos();
const total = { versions: 0, told: 0, tabs: 0, params: 0, snippets: 0, invalid: 0, differ: 0 };
for (const [repo, , root] of rows) {
  const dir = path.join(mirrors, repo!.replace('/', '+'), 'repo');
  if (!fs.existsSync(dir)) {
    console.log(`${repo}: SKIPPED — no mirror at ${dir}`);
    continue;
  }
  let told = 0;
  let differ = 0;
  const blobs = pageBlobs(dir, root ?? '.', Number(last));
  for (const [blob, at] of blobs) {
    if (seen.has(blob)) continue;
    seen.add(blob);
    total.versions++;
    const text = git(dir, ['cat-file', 'blob', blob]);
    // Snippets as the commit that holds this version has them.
    const prefix = root === '.' || !root ? '' : `${root.replace(/\/+$/, '')}/`;
    const page = at.path.slice(prefix.length);
    const readImport = (source: string, from: string): { path: string; text: string } | undefined => {
      const file = resolveImport(from, source, filesAt(dir, at.commit, root ?? '.'));
      return file === undefined ? undefined : { path: file, text: git(dir, ['show', `${at.commit}:${prefix}${file}`]) };
    };
    const alone = plainIdsComplete(text, memos);
    const withSnippets =
      !alone && /^import\s/m.test(text)
        ? snippetPageAnchors(text, (source) => readImport(source, page), memos)
        : undefined;
    if (!alone && !withSnippets) continue;
    told++;
    const plain = withSnippets ?? plainAnchors(text, memos);
    if (plain.some((a) => a.kind === 'tab')) total.tabs++;
    if (plain.some((a) => a.kind === 'param')) total.params++;
    if (withSnippets) total.snippets++;
    const parsed = pageAnchors(text, { path: page, readImport }, memos);
    if (parsed.known && JSON.stringify(parsed.anchors) === JSON.stringify(plain)) continue;
    if (!parsed.known && parsed.reason === 'invalid-mdx') {
      total.invalid++;
      console.log(`  INVALID MDX ${repo} blob ${blob}: told by the quick look, not valid MDX to the parser`);
      continue;
    }
    differ++;
    console.log(
      `  DIFFER ${repo} blob ${blob}: the parser ${JSON.stringify(parsed.known ? parsed.anchors : parsed.reason)}`,
    );
    console.log(`    the quick look ${JSON.stringify(plain)}`);
  }
  total.told += told;
  total.differ += differ;
  console.log(`${repo}: ${blobs.size} page versions, ${told} told by the quick look, ${differ} differ`);
}
console.log(
  `page versions ${total.versions}; told by the quick look ${total.told} (${total.tabs} with Tabs, ${total.params} with parameter fields, ${total.snippets} with snippets); invalid MDX to the parser ${total.invalid}; differ ${total.differ}`,
);
if (total.differ) process.exitCode = 1;
