// Phase 3 of a run: each docs root read from git at both commits and compared — through the same entries
// as the CLI (compareSources for a change, auditSource for one commit alone). Problems that are no finding
// (no docs.json where the `root` input points) are collected as sentences; a deleted docs.json is a finding.
import path from 'node:path';
import { auditSource } from '../core/compare/audit.js';
import type { Comparison } from '../core/compare/compare.js';
import type { FileRename } from '../core/compare/identity.js';
import { loadConfigFile } from '../adapters/config-file.js';
import { gitSources, type BlobCache } from '../adapters/git-source.js';
import { overlaySource } from '../core/fix/overlay.js';
import { siteAsBuilt } from '../core/site/mint-json.js';
import { Memos } from '../core/site/memos.js';
import type { SiteSource } from '../core/site/source.js';
import { readRevisionPair } from '../adapters/states.js';
import { compareRevisionPair } from '../app/compare-states.js';
import { RunCache } from '../adapters/run-cache.js';
import { docsFolders, foldersBelow } from '../adapters/roots.js';
import type { Step } from './request.js';
import type { Revisions } from './revisions.js';
import { unmatchedRoots } from './inputs.js';
import { copyFolders, groupCopies, type CopyFolders } from '../core/compare/copy-groups.js';

export interface RootResult {
  root: string;
  comparison: Comparison;
  /**
   * The same comparison with the head's files in `texts` (repository-relative) replaced: how the head looks
   * after fixes, checked before they are committed.
   */
  recheck?: (texts: ReadonlyMap<string, string>) => Promise<Comparison>;
  /** The files the change renamed (docs-root-relative), as git found them: a baseline follows them. */
  renames?: readonly FileRename[];
}

export interface Analysed {
  results: RootResult[];
  /** Why a root could not be checked as asked; each fails the run. */
  problems: string[];
  /** What went wrong with the scan cache (the `cache` input): each costs time, not correctness. */
  notes?: string[];
}

export async function analyseRoots(
  workspace: string,
  { head, base, roots }: Revisions,
  configInput: string | undefined,
  wanted: readonly string[] = [],
  /** The folder that keeps page scans between runs (the `cache` input), if any. */
  cacheDir?: string,
): Promise<Step<Analysed>> {
  const results: RootResult[] = [];
  // What git could not do for a root (renames in a partial clone): said, not failed on.
  const gitNotes: string[] = [];
  const problems = unmatchedRoots(wanted, roots).map(
    (w) => `${w}: the "root" input matches no folder with a docs.json.`,
  );
  const index = new RunCache(cacheDir, new Memos());
  index.load();
  const { scans, memos } = index;
  // Shared by the roots and the fixes' rechecks: a blob read once is not read again.
  const reading = { blobs: new Map() as BlobCache, scans };
  const read: (SiteSource | undefined)[] = [];
  for (const root of roots) {
    const prefix = root === '.' ? '' : root;
    let config;
    try {
      config = loadConfigFile(configInput ? path.join(workspace, configInput) : undefined, [
        path.join(workspace, prefix),
        workspace,
      ]).config;
    } catch (e) {
      return { ok: false, message: (e as Error).message };
    }
    const pair = await readRevisionPair(workspace, prefix, base, head, reading);
    const { base: baseSource, head: headSource, changes } = pair;
    read.push(headSource, baseSource);
    const fixedHead = async (texts: ReadonlyMap<string, string>): Promise<SiteSource | undefined> => {
      const [raw] = await gitSources(workspace, [head], prefix, reading.blobs, scans);
      return raw && siteAsBuilt(overlaySource(raw, texts));
    };
    if (!base || !changes) {
      if (!headSource) problems.push(`${root}: there is no docs.json at ${head.slice(0, 12)}.`);
      else
        results.push({
          root,
          comparison: auditSource(headSource, { config, links: 'all', scans, memos }),
          recheck: async (texts) =>
            auditSource((await fixedHead(texts)) ?? headSource, { config, links: 'all', scans, memos }),
        });
      continue;
    }
    if (!headSource && !baseSource) {
      // A root above the site's (a monorepo's "apps" for apps/docs): the folders below it that hold one.
      const below = foldersBelow(docsFolders(workspace, [head]), root);
      const hint = below.length ? ` (below it, ${below.join(', ')} ${below.length === 1 ? 'has' : 'have'} one)` : '';
      problems.push(
        `${root}: no docs.json in this folder at either commit${hint}. Set the "root" input to the folder that holds docs.json.`,
      );
      continue;
    }
    if (changes.note) gitNotes.push(`${root}: ${changes.note}`);
    const inRoot = (file: string): string | undefined =>
      !prefix ? file : file.startsWith(`${prefix}/`) ? file.slice(prefix.length + 1) : undefined;
    results.push({
      root,
      comparison: compareRevisionPair(pair, { config, scans, memos }),
      renames: changes.renames,
      recheck: async (texts) => {
        const edited = [...texts.keys()].map(inRoot).filter((f): f is string => f !== undefined);
        return compareRevisionPair({ ...pair, head: await fixedHead(texts) }, { config, scans, memos, edited });
      },
    });
  }
  index.save(read);
  return { ok: true, value: { results, problems, notes: [...index.notes, ...gitNotes] } };
}

/** Each root's copy folders (copy-groups.ts), read once from its head's navigation for every grouping of the run. */
export function copyFoldersOf(analysed: Analysed): Map<string, CopyFolders> {
  return new Map(analysed.results.map((r) => [r.root, copyFolders(r.comparison.head?.site)]));
}

/**
 * Each root's findings with one finding per problem across the site's versions and languages (copy-groups.ts):
 * after the baseline and the filter, which look at each place.
 */
export function groupedCopies(analysed: Analysed, folders: ReadonlyMap<string, CopyFolders>): Analysed {
  const results = analysed.results.map((r) => {
    const found = folders.get(r.root) ?? copyFolders(r.comparison.head?.site);
    return { ...r, comparison: { ...r.comparison, findings: groupCopies(r.comparison.findings, found) } };
  });
  return { ...analysed, results };
}
