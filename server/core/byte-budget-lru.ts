/**
 * A least-recently-used map bounded twice: by its number of entries and by the bytes they hold.
 * Each entry states its own size when it is stored (a cache of anonymous answers must count what
 * it really keeps, or a visitor who varies a request fills the memory). Inserting past either
 * bound evicts the least recently used entries; an entry larger than the whole budget is refused.
 */
export class ByteBudgetLru<V> {
  private readonly entries = new Map<string, { value: V; bytes: number }>();
  private heldBytes = 0;

  constructor(private readonly limits: { maxEntries: number; maxBytes: number }) {}

  /** Bytes held now: the sizes of the values plus their keys (two bytes a character, as V8 may hold them). */
  get bytes(): number {
    return this.heldBytes;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The value, now the most recently used; undefined when absent. */
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  /** Stores a value of `valueBytes`; false (nothing stored) when it alone is over the budget. */
  set(key: string, value: V, valueBytes: number): boolean {
    const bytes = valueBytes + key.length * 2 + ENTRY_OVERHEAD_BYTES;
    this.delete(key);
    if (bytes > this.limits.maxBytes) return false;
    this.entries.set(key, { value, bytes });
    this.heldBytes += bytes;
    while (this.entries.size > this.limits.maxEntries || this.heldBytes > this.limits.maxBytes) {
      this.delete(this.entries.keys().next().value as string);
    }
    return true;
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.heldBytes -= entry.bytes;
  }

  clear(): void {
    this.entries.clear();
    this.heldBytes = 0;
  }
}

/** What the map, its entry object and the key's string header cost beside the value itself. */
export const ENTRY_OVERHEAD_BYTES = 160;
