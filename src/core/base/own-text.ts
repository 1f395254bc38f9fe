// Pieces of a page kept past it. V8 keeps a substring (a slice, a regex's capture, a line cut from a page) as a view
// of the whole text, so a piece that a scan, a memo or a finding keeps must be a copy, or it keeps the page alive:
// on a large site, tens to hundreds of MB of pages nobody reads again.

/** A copy of a piece of a text that does not keep the text alive. */
export function ownText(piece: string): string {
  // Shorter pieces are copies already; a slice of a concatenation is a view of the concatenation, made for it.
  return piece.length < 13 ? piece : (' ' + piece).slice(1);
}
