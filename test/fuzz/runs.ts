// How many cases a property test generates: NAVGUARD_FUZZ_RUNS when set (`npm run fuzz`), the full count under
// `npm run test:proofs` (NAVGUARD_PROOFS=full, or rest in .ci/run), and a fifth of it in `npm test`, the loop. The seeds
// differ run to run, so the loop's share still wanders over the whole space over many runs.
import { PROOFS_FULL } from '../corpus/corpus.js';

export { PROOFS_FULL };
export const FUZZ_SHARE_IN_LOOP = 5;

export function fuzzRuns(full: number): number {
  const set = process.env.NAVGUARD_FUZZ_RUNS;
  if (set) return Number(set);
  return PROOFS_FULL ? full : Math.ceil(full / FUZZ_SHARE_IN_LOOP);
}
