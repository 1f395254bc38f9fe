// `check`: one state of a docs site on disk, audited alone, with what an earlier run kept (the run cache).
import { auditSource } from '../core/compare/audit.js';
import type { Analysis } from '../core/engine/analyze.js';
import type { SiteSource } from '../core/site/source.js';
import { siteAsBuilt } from '../core/site/mint-json.js';
import { directorySource, findRepoRoot } from '../adapters/fs-source.js';
import { worktreeBlobIds } from '../adapters/git.js';
import { RunCache } from '../adapters/run-cache.js';
import { cacheDirFor } from '../adapters/states.js';
import { loadConfigFor } from '../adapters/config-file.js';
import { Memos } from '../core/site/memos.js';
import type { Say } from './request.js';

export interface CheckRequest {
  /** The docs root: a folder holding docs.json or mint.json. */
  root: string;
  /** --config FILE; undefined: looked up from the root. */
  config: string | undefined;
  links: 'all' | 'none';
  /** Read every page for MDX syntax, not only up to the budget (page-syntax.ts SYNTAX_BUDGET). */
  syntaxAll?: boolean;
  /** Where page scans are kept between runs; undefined: the repository's; false: none. */
  cache?: string | false;
}

export interface Checked {
  /** The site as checked (a mint.json site upgraded as the builder reads it). */
  source: SiteSource;
  analysis: Analysis;
  /** The git repository that holds the root, if any. */
  repoRoot: string | undefined;
}

export function check(req: CheckRequest, say: Say): Checked {
  const repoRoot = findRepoRoot(req.root);
  const config = loadConfigFor(req.root, req.config, repoRoot);
  // Scans kept by an earlier run serve the files git says are unchanged, found by their blob ids unread.
  const cacheDir = cacheDirFor(req.cache, repoRoot);
  const cache = new RunCache(cacheDir, new Memos());
  // Git's index names each unchanged file's content without reading it: with a cache or without, pages of the same
  // content (a versioned site's copies) share one scan and what the rules learn of it in this run.
  const ids = repoRoot ? worktreeBlobIds(req.root) : undefined;
  if (ids && cacheDir) cache.load();
  const folder = directorySource(req.root, repoRoot, ids, true, !!cacheDir);
  // A site still on mint.json is checked as the builder reads it: upgraded to docs.json.
  const source = siteAsBuilt(folder) ?? folder;
  const analysis = auditSource(source, {
    config,
    links: req.links,
    ...(req.syntaxAll && { syntaxBudget: Infinity }),
    ...(ids ? { scans: cache.scans } : {}),
    memos: cache.memos,
  }).head;
  if (ids && cacheDir) {
    cache.save([source]);
    for (const note of cache.notes) say(note);
  }
  return { source, analysis, repoRoot };
}
