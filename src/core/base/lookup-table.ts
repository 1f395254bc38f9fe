// Lookup tables keyed by what docs.json says, and lists kept by key.

/** Keys come from user JSON ("constructor", "__proto__"…), so lookup tables have no prototype. */
export function table<V>(entries: Record<string, V>): Readonly<Record<string, V | undefined>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, V>, entries));
}

/** The list under `key`, made empty when there is none. */
export function listIn<K, V>(map: Map<K, V[]>, key: K): V[] {
  const list = map.get(key);
  if (list) return list;
  const made: V[] = [];
  map.set(key, made);
  return made;
}
