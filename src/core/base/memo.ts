// What the core computed, kept by key for the next time the same key comes: a diff's two states, a replay of history
// and the copies of a versioned site meet the same texts again. One policy for every such memo: past a budget
// (of entries, or of what `weigh` counts, such as the characters of text keys) everything is let go at once, so
// that a long run stays bounded, and the next keys fill it again.

export class BoundedMemo<K, V> {
  private readonly map = new Map<K, V>();
  private weight = 0;

  /** `max`: the budget; `weigh`: what a key counts towards it (1 each unless said). */
  constructor(
    private readonly max: number,
    private readonly weigh: (key: K) => number = () => 1,
  ) {}

  get(key: K): V | undefined {
    return this.map.get(key);
  }

  has(key: K): boolean {
    return this.map.has(key);
  }

  set(key: K, value: V): void {
    if (!this.map.has(key)) {
      const w = this.weigh(key);
      if (this.weight + w > this.max) {
        this.map.clear();
        this.weight = 0;
      }
      this.weight += w;
    }
    this.map.set(key, value);
  }
}

/** What a text key weighs: its characters. */
export const textLength = (text: string): number => text.length;

/**
 * A Map of at most `max` entries, under BoundedMemo's policy (a key more than it holds clears it first): for a memo
 * an adapter also fills and saves as a Map (the run cache's kept entries, src/adapters/kept-entries.ts).
 */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(readonly max: number) {
    super();
  }

  override set(key: K, value: V): this {
    if (this.size >= this.max && !this.has(key)) this.clear();
    return super.set(key, value);
  }
}
