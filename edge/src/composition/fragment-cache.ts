import type { RenderedFragment } from "@shop/shared";

interface Entry<V> {
  readonly value: V;
  readonly freshUntil: number;
  readonly staleUntil: number;
  /** The entry's estimated size: its key and `sizeOf(value)`. */
  readonly bytes: number;
}

export interface FragmentCacheOptions<V> {
  /** How long an entry is served without asking again. */
  readonly freshMs: number;
  /** How long after that it is still served while a fresh one renders in the background. */
  readonly staleMs: number;
  readonly maxEntries: number;
  /** The most the entries may hold together, as `sizeOf` estimates them (unbounded without it). */
  readonly maxBytes?: number;
  /** An estimate of a value's size in bytes; the key's length is added to it. */
  readonly sizeOf?: (value: V) => number;
  readonly now?: () => number;
  /** How long a `claim` holds when neither `put` nor `release` ends it (default 10 s). */
  readonly claimMs?: number;
}

/**
 * The edge's cache of non-personal fragments (brief: Fragment caching; decisions 0006, 0025):
 * stale while revalidating, one render per key at a time, bounded in entries and in bytes, least
 * recently used entries dropped first. Failures are never cached, and neither is a value larger
 * than the whole byte budget. It is a cache: losing it costs renders, never data.
 */
export class FragmentCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly inFlight = new Map<string, Promise<V>>();
  /** Values being made elsewhere (`claim`): when each claim was taken. */
  private readonly claims = new Map<string, number>();
  private readonly options: FragmentCacheOptions<V>;
  private readonly now: () => number;
  private readonly maxBytes: number;
  private heldBytes = 0;

  constructor(options: FragmentCacheOptions<V>) {
    this.options = options;
    this.now = options.now ?? Date.now;
    this.maxBytes = options.maxBytes ?? Number.POSITIVE_INFINITY;
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

  /**
   * The entry's value while it is fresh, without rendering one: for values made elsewhere (a
   * streamed document, decision 0048) and stored with `put`; past its freshness too (until
   * `staleMs` after it) when `acceptStale`. Counts as a use.
   */
  peek(key: string, acceptStale = false): V | undefined {
    const entry = this.entries.get(key);
    const now = this.now();
    if (!entry || now >= (acceptStale ? entry.staleUntil : entry.freshUntil)) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /**
   * Claims the making of `key`'s value elsewhere (a streamed document, decision 0062): true for
   * the one caller that makes it, false while another claim on it holds. `put` or `release` ends
   * a claim; one never ended lapses after `claimMs`, so a lost caller cannot hold it for good.
   */
  claim(key: string): boolean {
    const now = this.now();
    const since = this.claims.get(key);
    if (since !== undefined && now - since < (this.options.claimMs ?? 10_000)) return false;
    this.claims.set(key, now);
    return true;
  }

  /** Ends a claim without a value (the value could not be made or may not be kept). */
  release(key: string): void {
    this.claims.delete(key);
  }

  /** Keeps a value made elsewhere under `key`, within the bounds, and ends its claim. */
  put(key: string, value: V): void {
    this.claims.delete(key);
    this.store(key, value);
  }

  /** Drops every entry whose key matches, for example when the data behind it changed. */
  invalidate(matches: (key: string) => boolean): number {
    let dropped = 0;
    for (const key of [...this.entries.keys()]) {
      if (matches(key)) {
        this.remove(key);
        dropped += 1;
      }
    }
    return dropped;
  }

  get size(): number {
    return this.entries.size;
  }

  /** What the entries hold together, as estimated. */
  get bytes(): number {
    return this.heldBytes;
  }

  private load(key: string, render: () => Promise<V>): Promise<V> {
    const loading = render()
      .then((value) => {
        this.store(key, value);
        return value;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, loading);
    return loading;
  }

  private store(key: string, value: V): void {
    const now = this.now();
    const bytes = key.length + (this.options.sizeOf?.(value) ?? 0);
    this.remove(key);
    if (bytes > this.maxBytes) return;
    this.entries.set(key, {
      value,
      freshUntil: now + this.options.freshMs,
      staleUntil: now + this.options.freshMs + this.options.staleMs,
      bytes,
    });
    this.heldBytes += bytes;
    while (this.entries.size > this.options.maxEntries || this.heldBytes > this.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) return;
      this.remove(oldest);
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.heldBytes -= entry.bytes;
  }
}

/**
 * A rendered fragment's size for the cache's byte bound: its markup and its state and head as
 * JSON, one byte a character (V8 keeps Latin-1 strings so). An estimate, not a measurement of
 * the heap: the bound it sets is approximate, and cheap enough to take once per render.
 */
export function renderedFragmentSize(fragment: RenderedFragment): number {
  return (
    fragment.html.length +
    (JSON.stringify(fragment.state ?? null)?.length ?? 0) +
    (fragment.head ? JSON.stringify(fragment.head).length : 0)
  );
}
