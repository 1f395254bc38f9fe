// Counts and short lists in messages: "1 page", "3 pages", "2 entries"; "a, b and 4 more".

export function plural(n: number, word: string): string {
  if (n === 1) return `${n} ${word}`;
  if (word.endsWith('y')) return `${n} ${word.slice(0, -1)}ies`;
  return `${n} ${/(?:s|x|ch|sh)$/.test(word) ? `${word}es` : `${word}s`}`;
}

/** The first `most` items, then how many more: "a", "a and b", "a, b and c", "a, b, c and 4 more". */
export function fewOf(items: readonly string[], most = 3): string {
  if (items.length > most) return `${items.slice(0, most).join(', ')} and ${items.length - most} more`;
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]!}`;
}
