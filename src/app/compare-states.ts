// The engine's half of `diff`: two states read, compared under the root's configuration.
import fs from 'node:fs';
import path from 'node:path';
import { compareSources, type Comparison } from '../core/compare/compare.js';
import { copyFolders, type CopyFolders } from '../core/compare/copy-groups.js';
import { loadConfigFor } from '../adapters/config-file.js';
import { siteAbove, sitesBelow } from '../adapters/roots.js';
import type { RevisionPair, States } from '../adapters/states.js';
import type { NavguardConfig } from '../core/config/config.js';
import type { LinkScope } from '../core/rules/rule.js';
import type { ScanCache } from '../core/site/pages.js';
import type { Memos } from '../core/site/memos.js';
import { NoSiteError, shownPath, type Say } from './request.js';

export function compareStates(
  states: States,
  req: { root: string; config: string | undefined; links: LinkScope },
  say: Say,
): { comparison: Comparison; folders: CopyFolders } {
  const { root } = req;
  const config = loadConfigFor(root, req.config);
  if (!states.base.source && !states.head.source) {
    const exists = fs.existsSync(root);
    const above = exists ? siteAbove(path.resolve(root)) : undefined;
    // In the commits compared, when the folder on disk has none below it (a clone without its work tree).
    const below = above ? [] : [...new Set([...(exists ? sitesBelow(root) : []), ...(states.sitesBelow ?? [])])];
    const hint = above
      ? ` (the docs root is above it: pass --root ${shownPath(above)})`
      : below.length
        ? ` (below it, ${below.map((f) => shownPath(path.join(root, f))).join(', ')} ${below.length === 1 ? 'has' : 'have'} one: pass it with --root, one run per docs root)`
        : '';
    throw new NoSiteError(
      `neither state has a docs.json (or mint.json) in ${states.rootLabel}; nothing to compare${hint}`,
    );
  }
  for (const note of states.notes) say(note);
  const comparison = compareSources(states.base.source, states.head.source, {
    config,
    renames: states.renames,
    changed: states.changed,
    scans: states.scans,
    memos: states.index.memos,
    links: req.links,
  });
  return { comparison, folders: copyFolders(comparison.head?.site) };
}

/**
 * A revision pair compared as a pull request's check compares it (the action, `history`): `edited` adds files to
 * what the change touched (fixes written over the head).
 */
export function compareRevisionPair(
  pair: Pick<RevisionPair, 'base' | 'head' | 'changes'>,
  options: { config: NavguardConfig; scans: ScanCache; memos: Memos; links?: LinkScope; edited?: readonly string[] },
): Comparison {
  const changed = new Set(pair.changes?.changed);
  for (const file of options.edited ?? []) changed.add(file);
  return compareSources(pair.base, pair.head, {
    config: options.config,
    renames: pair.changes?.renames ?? [],
    changed,
    scans: options.scans,
    memos: options.memos,
    ...(options.links ? { links: options.links } : {}),
  });
}
