// The head taking the structure checks' findings from the base (compare/same-structure.ts) against running them,
// on the recent history of the corpus's repositories: each of the last N docs commits compared with its parent
// as `navguard history` compares them, and, where the head took the base's findings, those findings against a
// fresh analysis of the head, check by check. Exits 1 when any differ. Prints how many commits had the base's
// structure (content edits).
// Usage: tsc -p bench/tsconfig.json && node lib-bench/bench/same-structure-history.js MIRRORS [N=80] [MANIFEST]
// MIRRORS holds bare mirrors as the fetch tool lays them out: MIRRORS/<owner>+<name>/repo.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { analyzeSite } from '../src/core/engine/analyze.js';
import { compareSources } from '../src/core/compare/compare.js';
import { CHECKS } from '../src/core/rules/registry.js';
import { loadSite } from '../src/core/site/model.js';
import { siteAsBuilt } from '../src/core/site/mint-json.js';
import type { ScanCache } from '../src/core/site/pages.js';
import { gitSources, type BlobCache } from '../src/adapters/git-source.js';
import { gitChanges } from '../src/adapters/git.js';

const [mirrors, last = '80', manifest = path.resolve('../shared/corpus/manifest.tsv')] = process.argv.slice(2);
if (!mirrors) {
  console.error('usage: node lib-bench/bench/same-structure-history.js MIRRORS [N=80] [MANIFEST]');
  process.exit(2);
}

const git = (dir: string, args: string[]): string =>
  execFileSync('git', ['--git-dir', dir, ...args], { maxBuffer: 1 << 30 }).toString('utf8');

const rows = fs
  .readFileSync(manifest, 'utf8')
  .split('\n')
  .slice(1)
  .filter(Boolean)
  .map((l) => l.split('\t'));

let commits = 0;
let same = 0;
let differ = 0;
for (const [repo, , root] of rows) {
  const dir = path.join(mirrors, repo!.replace('/', '+'), 'repo');
  if (!fs.existsSync(dir)) {
    console.log(`${repo}: no mirror, skipped`);
    continue;
  }
  const scope = root === '.' ? '.' : root!;
  const prefix = root === '.' ? '' : root!.replace(/\/+$/, '');
  const log = git(dir, ['log', '--first-parent', `-${last}`, '--format=%H %P', 'HEAD', '--', scope]).split('\n');
  let sameHere = 0;
  for (const line of log.filter(Boolean)) {
    const [sha, parent] = line.split(' ');
    if (!parent) continue;
    const scans: ScanCache = new Map();
    const blobs: BlobCache = new Map();
    const [[base, head], changes] = await Promise.all([
      gitSources(dir, [parent, sha!], prefix, blobs, scans),
      gitChanges(dir, parent, sha, prefix),
    ]);
    const baseSrc = siteAsBuilt(base!);
    const headSrc = siteAsBuilt(head!);
    if (!baseSrc || !headSrc) continue;
    commits++;
    const c = compareSources(baseSrc, headSrc, { renames: changes.renames, changed: new Set(changes.changed), scans });
    if (!c.head?.checksReused) continue;
    same++;
    sameHere++;
    const fresh = analyzeSite(loadSite(headSrc, scans), { links: 'none' });
    CHECKS.forEach((check, i) => {
      if (check.reads !== 'structure') return;
      if (isDeepStrictEqual(c.head!.checks[i]!.findings, fresh.checks[i]!.findings)) return;
      differ++;
      console.log(`DIFFERS ${repo} ${sha!.slice(0, 8)}: check ${i}`);
    });
  }
  console.log(`${repo}: ${sameHere} commits with the base's structure`);
}
console.log(
  `${commits} commits, ${same} with the base's structure (the head took the structure checks' findings), ${differ} checks differ`,
);
process.exitCode = differ ? 1 : 0;
