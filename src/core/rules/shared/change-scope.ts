// Which files a rule that reads page text reads, as the links check reads links.
import type { CheckContext } from '../rule.js';

/**
 * Undefined for every file (`check`, `links: all`); with `links: changed` (a diff), the files the change touched:
 * one it left alone is as it was, and reading all of a large site's pages in both states of every commit made
 * crewAI's history five times slower.
 */
export function touchedFiles({ links, changed }: CheckContext['options']): ReadonlySet<string> | undefined {
  return links === 'changed' ? (changed ?? new Set<string>()) : undefined;
}
