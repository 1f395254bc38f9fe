// Lookup tables keyed by what docs.json says.

/** Keys come from user JSON ("constructor", "__proto__"…), so lookup tables have no prototype. */
export function table<V>(entries: Record<string, V>): Readonly<Record<string, V | undefined>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, V>, entries));
}
