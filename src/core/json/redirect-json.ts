// One redirect as docs.json writes it: the edit that adds it and the report's "Suggested redirects" block.

/** `{ "source": "/old", "destination": "/new" }`; both paths as given, leading "/" included. */
export function redirectJson(source: string, destination: string): string {
  return `{ "source": ${JSON.stringify(source)}, "destination": ${JSON.stringify(destination)} }`;
}
