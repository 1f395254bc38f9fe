// `fix`: applies the exact edits that findings carry to the files on disk, then checks again. In a git repository
// it compares the working tree with a base (as `diff` does), since the safe fixes come from what the change did
// (renames, removed pages), and reads every page's links; elsewhere it checks the folder alone. A dry run plans the edits and writes nothing.
import fs from 'node:fs';
import path from 'node:path';
import { auditSource } from '../core/compare/audit.js';
import { compareSources } from '../core/compare/compare.js';
import { copyFolders, type CopyFolders } from '../core/compare/copy-groups.js';
import { planFixes } from '../core/fix/plan.js';
import { fixInRounds, type FixRounds } from '../core/fix/rounds.js';
import type { Finding } from '../core/base/types.js';
import { isRuleId, RULE_IDS } from '../core/rules/ids.js';
import { suggest } from '../core/base/suggest.js';
import { siteAsBuilt } from '../core/site/mint-json.js';
import { loadConfigFor } from '../adapters/config-file.js';
import { directorySource, findRepoRoot } from '../adapters/fs-source.js';
import { cacheDirFor, loadStates } from '../adapters/states.js';
import { RunCache } from '../adapters/run-cache.js';
import { Memos } from '../core/site/memos.js';
import type { SiteSource } from '../core/site/source.js';
import { overlaySource } from '../core/fix/overlay.js';
import { inDocsRoot } from '../core/base/paths.js';
import { UsageError, type Say } from './request.js';

export interface FixRequest {
  root: string;
  /** --config FILE; undefined: looked up from the root. */
  config: string | undefined;
  /** The revision to compare with (default: as `diff`); ignored outside a git repository. */
  base?: string;
  /** Only these rules' fixes (safe or not). */
  rules?: readonly string[];
  dryRun: boolean;
}

export type Fixed = (
  | /** No edit to make: the findings as they are. */
    { kind: 'nothing'; findings: Finding[] }
    /** A dry run: the edits of every round a real run would make, checked laid over the files, none written. */
  | { kind: 'planned'; rounds: FixRounds }
  /** Edits written, round after round, and what is left. */
  | { kind: 'applied'; rounds: FixRounds }
) & {
  /** The site's copy folders (versions, languages): what is counted groups one problem's copies, as `diff` does. */
  folders: CopyFolders;
};

/**
 * The findings of the site as it is on disk, and the folder its finding paths are relative to; `memos`: the run's,
 * shared by its rounds.
 */
async function analyse(
  req: FixRequest,
  memos: Memos,
  /** A dry run's later rounds: these files (repository-relative) have these texts instead of what is on disk. */
  texts?: ReadonlyMap<string, string>,
): Promise<{ findings: Finding[]; top: string; notes: string[]; folders: CopyFolders }> {
  const repo = findRepoRoot(req.root);
  const config = loadConfigFor(req.root, req.config, repo);
  // The folder as the fixes so far would leave it, read as the builder reads it (mint.json upgraded after the edits).
  const folder = (): SiteSource | undefined => {
    const raw = directorySource(path.resolve(req.root), repo);
    return siteAsBuilt(texts ? overlaySource(raw, texts) : raw);
  };
  if (repo) {
    const states = await loadStates({
      root: req.root,
      base: req.base,
      openCache: (at) => new RunCache(cacheDirFor(undefined, at), memos),
    });
    const head = texts ? folder() : states.head.source;
    const changed = new Set(states.changed);
    for (const file of texts?.keys() ?? []) {
      const inRoot = head && inDocsRoot(head.rootPrefix, file);
      if (inRoot !== undefined) changed.add(inRoot);
    }
    // Every page's links, not only the changed files' (as `diff` reads them): an exact fix for a link that was
    // already broken is still one `fix` can make, and `check` shows it (clauderic/dnd-kit: a relative link).
    const c = compareSources(states.base.source, head, {
      config,
      links: 'all',
      renames: states.renames,
      changed,
      scans: states.scans,
      memos,
    });
    return {
      findings: c.findings,
      top: fs.realpathSync(repo),
      notes: states.notes,
      folders: copyFolders(c.head?.site),
    };
  }
  const source = folder() ?? directorySource(req.root, undefined);
  const { head } = auditSource(source, { config, memos });
  return { findings: head.findings, top: fs.realpathSync(req.root), notes: [], folders: copyFolders(head.site) };
}

export async function fix(req: FixRequest, say: Say): Promise<Fixed> {
  const unknown = req.rules?.filter((r) => !isRuleId(r)) ?? [];
  if (unknown.length) {
    const near = suggest(unknown[0]!, RULE_IDS);
    throw new UsageError(
      `--rule "${unknown[0]}" is not a navguard rule${near ? `; did you mean ${near}?` : ''} (the rules are in docs/rules.md)`,
    );
  }
  const rules = req.rules && new Set(req.rules);
  // One for every round: a round checks again what the last one read, but for the files it wrote.
  const memos = new Memos();
  const first = await analyse(req, memos);
  for (const note of first.notes) say(note);
  const plan = planFixes(first.findings, rules);
  const { folders } = first;
  if (!plan.edits.length) return { kind: 'nothing', findings: first.findings, folders };
  // Rounds: an edit that waited for another (a second redirect once the first made "redirects"), or that a fix made
  // room for (an entry pointed at its moved page asks the redirect for its old URL), comes next. A real run writes
  // each round's texts before the site is checked again; a dry run checks them laid over the files, and writes none.
  const top = first.top;
  const rounds = await fixInRounds(first.findings, {
    read: (file) => fs.readFileSync(path.join(top, file), 'utf8'),
    recheck: async (texts) => {
      if (req.dryRun) return (await analyse(req, memos, texts)).findings;
      for (const [file, text] of texts) fs.writeFileSync(path.join(top, file), text);
      return (await analyse(req, memos)).findings;
    },
    rules,
  });
  return { kind: req.dryRun ? 'planned' : 'applied', rounds, folders };
}
