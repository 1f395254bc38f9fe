// `fix`: applies the exact edits that findings carry to the files on disk, then checks again. In a git repository
// it compares the working tree with a base (as `diff` does), since the safe fixes come from what the change did
// (renames, removed pages), and reads every page's links; elsewhere it checks the folder alone. A dry run plans the edits and writes nothing.
import fs from 'node:fs';
import path from 'node:path';
import { auditSource } from '../core/compare/audit.js';
import { compareSources } from '../core/compare/compare.js';
import { copyFolders, type CopyFolders } from '../core/compare/copy-groups.js';
import { applyToFiles } from '../core/base/edits.js';
import { planFixes, type FixPlan } from '../core/fix/plan.js';
import { fixInRounds, waitingFixes, type FixRounds } from '../core/fix/rounds.js';
import type { Finding, TextEdit } from '../core/base/types.js';
import { isRuleId, RULE_IDS } from '../core/rules/ids.js';
import { suggest } from '../core/base/suggest.js';
import { compileSource } from '../core/site/redirect-pattern.js';
import { routePath } from '../core/site/routes.js';
import { siteAsBuilt } from '../core/site/mint-json.js';
import { loadConfigFor } from '../adapters/config-file.js';
import { directorySource, findRepoRoot } from '../adapters/fs-source.js';
import { cacheDirFor, loadStates } from '../adapters/states.js';
import { RunCache } from '../adapters/run-cache.js';
import { Memos } from '../core/site/memos.js';
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

/** A file's text before and after edits. */
export interface EditedFile {
  file: string;
  before: string;
  after: string;
}

export type Fixed = (
  | /** No edit to make: the findings as they are. */
    { kind: 'nothing'; findings: Finding[] }
    /** A dry run: the first round's edits, and what a real run would leave as far as one round tells. */
  | { kind: 'planned'; plan: FixPlan; changed: EditedFile[]; left: Finding[]; mended: Finding[] }
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
): Promise<{ findings: Finding[]; top: string; notes: string[]; folders: CopyFolders }> {
  const repo = findRepoRoot(req.root);
  const config = loadConfigFor(req.root, req.config, repo);
  if (repo) {
    const states = await loadStates({
      root: req.root,
      base: req.base,
      openCache: (at) => new RunCache(cacheDirFor(undefined, at), memos),
    });
    // Every page's links, not only the changed files' (as `diff` reads them): an exact fix for a link that was
    // already broken is still one `fix` can make, and `check` shows it (clauderic/dnd-kit: a relative link).
    const c = compareSources(states.base.source, states.head.source, {
      config,
      links: 'all',
      renames: states.renames,
      changed: states.changed,
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
  const folder = directorySource(req.root, undefined);
  const source = siteAsBuilt(folder) ?? folder;
  const { head } = auditSource(source, { config, memos });
  return { findings: head.findings, top: fs.realpathSync(req.root), notes: [], folders: copyFolders(head.site) };
}

/** The files these edits change, read from the folder finding paths are relative to. */
function edited(top: string, edits: readonly TextEdit[]): EditedFile[] {
  return applyToFiles(edits, (file) => fs.readFileSync(path.join(top, file), 'utf8'));
}

/** Whether a docs-root path is a source of one of the redirects these fixes add. */
function redirectedPaths(applied: readonly Finding[]): (target: string) => boolean {
  const sources = applied.flatMap((f) =>
    f.rule === 'missing-redirect' ? f.data.redirects.map((r) => compileSource(routePath(r.source))) : [],
  );
  return (target) => sources.some((p) => (p.exact !== undefined ? p.exact === target : p.regex!.test(target)));
}

/**
 * What a real run would leave: the findings no planned edit is for, in this round or the next (an edit that overlaps
 * one of this round's waits for it: a second redirect into the "redirects" list the first one adds), less the broken
 * links a planned redirect will answer (the real run checks again and finds them fixed). Walk 76 (pezzolabs/pezzo):
 * the dry run offered the second redirect, and the four links the two redirects mend, as edits "that may change what
 * the site means"; the real run applied them all.
 */
function leftAfter(findings: readonly Finding[], plan: FixPlan): { left: Finding[]; mended: Finding[] } {
  const next = [...plan.applied, ...waitingFixes(plan).map((s) => s.finding)];
  const planned = new Set(next);
  const answered = redirectedPaths(next);
  // A link that reached a renamed page through a redirect is answered where that page's redirect is added.
  const served = (f: Finding): boolean =>
    f.rule === 'broken-link' &&
    ((f.data.target !== undefined && answered(f.data.target)) ||
      (f.data.viaRedirect !== undefined && answered(routePath(f.data.viaRedirect))));
  const unplanned = findings.filter((f) => !planned.has(f));
  return { left: unplanned.filter((f) => !served(f)), mended: unplanned.filter(served) };
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
  if (req.dryRun)
    return {
      kind: 'planned',
      plan,
      changed: edited(first.top, plan.edits),
      ...leftAfter(first.findings, plan),
      folders,
    };
  // Rounds: an edit that waited for another (a second redirect once the first made "redirects") comes next.
  // Each round's texts are written before the site is checked again.
  const top = first.top;
  const rounds = await fixInRounds(first.findings, {
    read: (file) => fs.readFileSync(path.join(top, file), 'utf8'),
    recheck: async (texts) => {
      for (const [file, text] of texts) fs.writeFileSync(path.join(top, file), text);
      return (await analyse(req, memos)).findings;
    },
    rules,
  });
  return { kind: 'applied', rounds, folders };
}
