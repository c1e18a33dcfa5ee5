/** Bytes a kept entry costs besides its key and value: the map's slot and the record holding it. */
const ENTRY_OVERHEAD_BYTES = 96;

interface Entry<V> {
  value: V;
  bytes: number;
}

/**
 * A map that holds at most `maxBytes`, as its callers count their values, keys included (two
 * bytes a character); the least recently used entries go first. Every operation is O(1): a Map
 * keeps its keys in insertion order, so a read moves its entry to the end.
 */
export class LruCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private total = 0;

  constructor(readonly maxBytes: number) {}

  /** What the entries held count for now, never more than maxBytes. */
  get bytes(): number {
    return this.total;
  }

  get size(): number {
    return this.entries.size;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  /** The value, now the most recently used. */
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /**
   * Keeps `value`, counted as `valueBytes` plus its key, and drops the least recently used
   * entries it needs room from. A value larger than the whole cache is not kept (false).
   */
  set(key: string, value: V, valueBytes: number): boolean {
    this.delete(key);
    const bytes = ENTRY_OVERHEAD_BYTES + key.length * 2 + valueBytes;
    if (bytes > this.maxBytes) return false;
    this.entries.set(key, { value, bytes });
    this.total += bytes;
    this.evict();
    return true;
  }

  /** Counts an entry's value anew (one whose size is known only later), if `key` still holds `value`. */
  recount(key: string, value: V, valueBytes: number): void {
    const entry = this.entries.get(key);
    if (!entry || entry.value !== value) return;
    const bytes = ENTRY_OVERHEAD_BYTES + key.length * 2 + valueBytes;
    this.total += bytes - entry.bytes;
    entry.bytes = bytes;
    if (bytes > this.maxBytes) this.delete(key);
    else this.evict(key);
  }

  /** Drops `key`'s entry; only if it holds `value`, when one is given. */
  delete(key: string, value?: V): void {
    const entry = this.entries.get(key);
    if (!entry || (value !== undefined && entry.value !== value)) return;
    this.entries.delete(key);
    this.total -= entry.bytes;
  }

  clear(): void {
    this.entries.clear();
    this.total = 0;
  }

  /** Drops the least recently used entries until the total fits, sparing `keep`. */
  private evict(keep?: string): void {
    for (const [key, entry] of this.entries) {
      if (this.total <= this.maxBytes) return;
      if (key === keep) continue;
      this.entries.delete(key);
      this.total -= entry.bytes;
    }
  }
}
