// "Did you mean": the nearest of the known words to a mistyped one, when it is near enough to be what was meant.
import { closest, distance } from 'fastest-levenshtein';

export function suggest(word: string, known: readonly string[]): string | undefined {
  if (!known.length) return undefined;
  const best = closest(word, [...known]);
  return distance(word, best) <= Math.max(2, Math.floor(best.length / 3)) ? best : undefined;
}
