// `diff`: two states of a docs site (git revisions or folders) read and compared. Git starts reading both states
// before the engine loads (a dynamic import), so that the two overlap: this module imports no engine code.
import { RunCache } from '../adapters/run-cache.js';
import { cacheDirFor, loadStates, type States } from '../adapters/states.js';
import type { Comparison } from '../core/compare/compare.js';
import type { CopyFolders } from '../core/compare/copy-groups.js';
import { Memos } from '../core/site/memos.js';
import type { Say } from './request.js';

export interface DiffRequest {
  /** The docs root (it need not exist on disk when both sides are revisions). */
  root: string;
  /** A revision or a folder; undefined: the merge base with the default branch. */
  base?: string;
  /** A revision or a folder; undefined: the working tree at `root`. */
  head?: string;
  /** --config FILE; undefined: looked up from the root. */
  config: string | undefined;
  links: 'changed' | 'all' | 'none';
  /** Where page scans are kept between runs; undefined: the repository's; false: none. */
  cache?: string | false;
}

export interface Diffed {
  states: States;
  comparison: Comparison;
  /** The head's copy folders (versions, languages), for grouping its findings. */
  folders: CopyFolders;
  /** Keeps what this run read for the next (the run cache), once the caller has answered; says its notes. */
  keep(): void;
}

export async function diff(req: DiffRequest, say: Say): Promise<Diffed> {
  const states = loadStates({
    root: req.root,
    base: req.base,
    head: req.head,
    openCache: (repo) => new RunCache(cacheDirFor(req.cache, repo), new Memos()),
  });
  states.catch(() => undefined); // awaited below; this only keeps a failure from counting as unhandled meanwhile
  const { compareStates } = await import('./compare-states.js');
  const loaded = await states;
  const { comparison, folders } = compareStates(loaded, req, say);
  const keep = (): void => {
    const noted = loaded.index.notes.length;
    loaded.index.save([loaded.base.source, loaded.head.source]);
    for (const note of loaded.index.notes.slice(noted)) say(note);
  };
  return { states: loaded, comparison, folders, keep };
}
