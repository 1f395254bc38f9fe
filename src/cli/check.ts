// `navguard check`: one state of a docs site on disk → findings as text, JSON or SARIF.
import { auditSource } from '../core/compare/audit.js';
import { writeJson, renderSarif, renderText } from '../core/render/findings.js';
import { renderRuleSummary } from '../core/render/rule-summary.js';
import { directorySource, findRepoRoot } from '../adapters/fs-source.js';
import { gitChanges, resolveCommit, worktreeBlobIds } from '../adapters/git.js';
import type { FileRename } from '../core/compare/identity.js';
import { RunCache } from '../adapters/run-cache.js';
import { defaultCacheDir } from '../adapters/states.js';
import { loadConfigFor } from '../adapters/config-file.js';
import { siteAsBuilt } from '../core/site/mint-json.js';
import fs from 'node:fs';
import { LINK_RULES } from '../core/rules/registry.js';
import { copyFolders, groupCopies } from '../core/compare/copy-groups.js';
import { baselineJson, exitCode, readBaseline, settle, writeBaseline, type AdoptionOptions } from './adoption.js';
import { UsageError, type Io } from './io.js';

/** HEAD's commit id, or undefined (no commit yet). */
function headCommit(repo: string): string | undefined {
  try {
    return resolveCommit(repo, 'HEAD', false);
  } catch {
    return undefined;
  }
}

/**
 * The files renamed between the commit a baseline was written at and the working tree, as git finds them, so a
 * renamed page keeps its findings held; a note where they cannot be followed.
 */
async function baselineRenames(
  commit: string | undefined,
  repo: string | undefined,
  prefix: string,
): Promise<{ renames: FileRename[]; note?: string }> {
  if (!repo)
    return { renames: [], note: 'outside a git repository, files renamed since the baseline cannot be followed' };
  if (!commit)
    return {
      renames: [],
      note: 'the baseline records no commit (written by an older navguard): files renamed since are not followed; rewrite it with --update-baseline',
    };
  try {
    const at = resolveCommit(repo, commit, false);
    const { renames, note } = await gitChanges(repo, at, undefined, prefix);
    return { renames, ...(note ? { note } : {}) };
  } catch {
    return {
      renames: [],
      note: `the baseline's commit ${commit.slice(0, 12)} is not in this clone: files renamed since are not followed (fetch more history, or rewrite the baseline)`,
    };
  }
}

export interface CheckOptions extends AdoptionOptions {
  root: string;
  config: string | undefined;
  format: 'text' | 'json' | 'sarif';
  links: 'all' | 'none';
  /** Read every page for MDX syntax, not only up to the budget (page-syntax.ts SYNTAX_BUDGET). */
  syntaxAll?: boolean;
  color: boolean;
  /** Write every finding to the --baseline file instead of reporting them. */
  updateBaseline?: boolean;
  /** Where page scans are kept between runs (as for diff); undefined: the repository's; false: none. */
  cache?: string | false;
}

export async function runCheck(opts: CheckOptions, io: Io): Promise<number> {
  const repoRoot = findRepoRoot(opts.root);
  const config = loadConfigFor(opts.root, opts.config, repoRoot);
  // Scans kept by an earlier run serve the files git says are unchanged, found by their blob ids unread.
  const cacheDir = opts.cache === false ? undefined : (opts.cache ?? (repoRoot && defaultCacheDir(repoRoot)));
  const index = new RunCache(cacheDir);
  // Git's index names each unchanged file's content without reading it: with a cache or without, pages of the same
  // content (a versioned site's copies) share one scan and what the rules learn of it in this run.
  const ids = repoRoot ? worktreeBlobIds(opts.root) : undefined;
  if (ids && cacheDir) index.load();
  const folder = directorySource(opts.root, repoRoot, ids, true, !!cacheDir);
  // A site still on mint.json is checked as the builder reads it: upgraded to docs.json.
  const source = siteAsBuilt(folder) ?? folder;
  const result = auditSource(source, {
    config,
    links: opts.links,
    ...(opts.syntaxAll && { syntaxBudget: Infinity }),
    ...(ids ? { scans: index.scans } : {}),
  }).head;
  if (ids && cacheDir) {
    index.save([source]);
    for (const note of index.notes) io.err.write(`navguard: ${note}\n`);
  }
  if (opts.updateBaseline) {
    if (opts.baseline === undefined) throw new UsageError('--update-baseline needs --baseline FILE to write');
    // Links not checked: their findings are unknown, not gone; the old baseline's stay.
    const kept =
      opts.links === 'none' && fs.existsSync(opts.baseline)
        ? readBaseline(opts.baseline).findings.filter((e) => LINK_RULES.has(e.rule))
        : [];
    const n = writeBaseline(opts.baseline, result.findings, kept, repoRoot && headCommit(repoRoot));
    io.err.write(`navguard: wrote ${n} ${n === 1 ? 'finding' : 'findings'} to ${opts.baseline}\n`);
    if (kept.length)
      io.err.write(
        `navguard: ${kept.length} of them are link findings kept from the old baseline: links were not checked (--links none)\n`,
      );
    return 0;
  }
  const baseline = opts.baseline === undefined ? undefined : readBaseline(opts.baseline);
  const followed = baseline ? await baselineRenames(baseline.commit, repoRoot, source.rootPrefix) : { renames: [] };
  if (followed.note) io.err.write(`navguard: ${followed.note}\n`);
  const folders = copyFolders(result.site);
  const settled = settle(result.findings, opts, (fs) => groupCopies(fs, folders), followed.renames, baseline);
  const { shown, extras } = settled;
  if (opts.format === 'json')
    writeJson((piece) => io.out.write(piece), source.rootPrefix || '.', shown, result.stats, baselineJson(extras));
  else if (opts.format === 'sarif') io.out.write(renderSarif(shown));
  else io.out.write(renderText(shown, result.stats, opts.color) + renderRuleSummary(shown, extras));
  return exitCode(settled, opts);
}
