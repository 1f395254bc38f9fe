// Counts in messages: "1 page", "3 pages", "2 entries".

export function plural(n: number, word: string): string {
  if (n === 1) return `${n} ${word}`;
  if (word.endsWith('y')) return `${n} ${word.slice(0, -1)}ies`;
  return `${n} ${/(?:s|x|ch|sh)$/.test(word) ? `${word}es` : `${word}s`}`;
}
