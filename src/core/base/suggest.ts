// "Did you mean": the nearest of the known words to a mistyped one, when it is near enough to be what was meant.
import { closest, distance } from 'fastest-levenshtein';

export function suggest(word: string, known: readonly string[]): string | undefined {
  if (!known.length) return undefined;
  const lower = word.toLowerCase();
  const folded = known.map((k) => k.toLowerCase());
  // `CHECK` for check; `warn` for warning (the start of exactly one known word, three letters or more).
  const same = folded.indexOf(lower);
  if (same >= 0) return known[same];
  const starts = lower.length >= 3 ? folded.flatMap((k, i) => (k.startsWith(lower) ? [known[i]!] : [])) : [];
  if (starts.length === 1) return starts[0];
  const best = closest(lower, folded);
  return distance(lower, best) <= Math.max(2, Math.floor(best.length / 3)) ? known[folded.indexOf(best)] : undefined;
}

/** A text with its letters' accents taken off (`emisión` → `emision`): what a writer who typed it plain meant. */
export function withoutAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}
