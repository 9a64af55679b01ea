interface Entry<V> {
  readonly value: V;
  readonly freshUntil: number;
  readonly staleUntil: number;
}

export interface FragmentCacheOptions {
  /** How long an entry is served without asking again. */
  readonly freshMs: number;
  /** How long after that it is still served while a fresh one renders in the background. */
  readonly staleMs: number;
  readonly maxEntries: number;
  readonly now?: () => number;
}

/**
 * The edge's cache of non-personal fragments (brief: Fragment caching): stale while
 * revalidating, one render per key at a time, least recently used entries dropped first.
 * Failures are never cached. It is a cache: losing it costs renders, never data.
 */
export class FragmentCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly inFlight = new Map<string, Promise<V>>();
  private readonly options: FragmentCacheOptions;
  private readonly now: () => number;

  constructor(options: FragmentCacheOptions) {
    this.options = options;
    this.now = options.now ?? Date.now;
  }

  /** The cached value, or the one `render` produces (shared by concurrent callers). */
  get(key: string, render: () => Promise<V>): Promise<V> {
    const entry = this.entries.get(key);
    const now = this.now();
    if (entry && now < entry.staleUntil) {
      this.entries.delete(key);
      this.entries.set(key, entry);
      if (now >= entry.freshUntil && !this.inFlight.has(key)) {
        this.load(key, render).catch(() => undefined);
      }
      return Promise.resolve(entry.value);
    }
    return this.inFlight.get(key) ?? this.load(key, render);
  }

  /** Drops every entry whose key matches, for example when the data behind it changed. */
  invalidate(matches: (key: string) => boolean): number {
    let dropped = 0;
    for (const key of this.entries.keys()) {
      if (matches(key)) {
        this.entries.delete(key);
        dropped += 1;
      }
    }
    return dropped;
  }

  get size(): number {
    return this.entries.size;
  }

  private load(key: string, render: () => Promise<V>): Promise<V> {
    const loading = render()
      .then((value) => {
        const now = this.now();
        this.entries.delete(key);
        this.entries.set(key, {
          value,
          freshUntil: now + this.options.freshMs,
          staleUntil: now + this.options.freshMs + this.options.staleMs,
        });
        this.evict();
        return value;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, loading);
    return loading;
  }

  private evict(): void {
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) return;
      this.entries.delete(oldest);
    }
  }
}
