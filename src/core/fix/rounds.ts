// Fixing in rounds, as `navguard fix` and the action's fix commit both do: apply the planned edits to the files'
// texts, check again, and apply what the previous round made room for (a second redirect once the first made
// "redirects"), until nothing is left to apply. Pure: the caller reads files and checks a state again.
import { applyToFiles } from '../base/edits.js';
import type { Finding } from '../base/types.js';
import { planFixes, type FixPlan } from './plan.js';

/** Fix rounds at most: each round re-checks, and a round applies what the one before made room for. */
export const MAX_ROUNDS = 10;

export interface FixRounds {
  /** Each changed file, repository-relative, with its text before the first round and after the last. */
  files: { file: string; before: string; after: string }[];
  /** Findings whose edits were applied, over all rounds. */
  applied: Finding[];
  /** Of those, the ones the last check no longer reports. */
  fixed: Finding[];
  /**
   * Findings kept for fixing whose edits were not applied and that the last check no longer reports: mended by
   * another's fix (a link served by the redirect added for its renamed page).
   */
  mended: Finding[];
  /** Findings of the last check. */
  after: Finding[];
  /** Fixes left when the rounds ended because their edits overlapped another's. */
  waiting: FixPlan['skipped'];
}

export interface FixRoundsOptions {
  /** A file's text before any fix (finding paths are repository-relative); undefined when there is none. */
  read(file: string): string | undefined;
  /** The findings of the state where every file in `texts` has that text instead. */
  recheck(texts: ReadonlyMap<string, string>): Promise<readonly Finding[]>;
  /** Only these rules' fixes, safe or not (see planFixes). */
  rules?: ReadonlySet<string>;
  /** Only findings this keeps are fixed (the action fixes the findings it reports). */
  keep?: (f: Finding) => boolean;
}

/** Fixes overlapping another's, which a later round may apply. */
export function waitingFixes(plan: FixPlan): FixPlan['skipped'] {
  return plan.skipped.filter((x) => x.overlaps);
}

export async function fixInRounds(first: readonly Finding[], opts: FixRoundsOptions): Promise<FixRounds> {
  const eligible = (findings: readonly Finding[]): Finding[] =>
    opts.keep ? findings.filter(opts.keep) : [...findings];
  const original = new Map<string, string>();
  const texts = new Map<string, string>();
  const applied: Finding[] = [];
  let current: readonly Finding[] = first;
  let plan = planFixes(eligible(current), opts.rules);
  for (let round = 0; round < MAX_ROUNDS && plan.edits.length; round++) {
    const read = (file: string): string | undefined => texts.get(file) ?? opts.read(file);
    for (const c of applyToFiles(plan.edits, read)) {
      if (!original.has(c.file)) original.set(c.file, c.before);
      texts.set(c.file, c.after);
    }
    applied.push(...plan.applied);
    current = await opts.recheck(texts);
    plan = planFixes(eligible(current), opts.rules);
  }
  const keys = new Set(current.map((f) => f.key));
  // By key: a later round applies the fix of the recheck's finding, a copy of the first round's one.
  const done = new Set(applied.map((f) => f.key));
  return {
    files: [...texts]
      .filter(([file, after]) => original.get(file) !== after)
      .map(([file, after]) => ({ file, before: original.get(file)!, after }))
      .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0)),
    applied,
    fixed: applied.filter((f) => !keys.has(f.key)),
    mended: applied.length ? eligible(first).filter((f) => !done.has(f.key) && !keys.has(f.key)) : [],
    after: [...current],
    waiting: waitingFixes(plan),
  };
}
