// What was computed from a text, by the text: a diff's two states and a replay of history meet the same pages and
// blocks again. Let go of everything at once past a number of characters of keys, so a long run stays bounded.

export class TextMemo<V> {
  private readonly map = new Map<string, V>();
  private chars = 0;

  constructor(private readonly maxChars: number) {}

  get(text: string): V | undefined {
    return this.map.get(text);
  }

  has(text: string): boolean {
    return this.map.has(text);
  }

  set(text: string, value: V): void {
    if (!this.map.has(text)) {
      if (this.chars + text.length > this.maxChars) {
        this.map.clear();
        this.chars = 0;
      }
      this.chars += text.length;
    }
    this.map.set(text, value);
  }
}
