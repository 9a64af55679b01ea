export interface RateLimit {
  readonly max: number;
  readonly windowMs: number;
}

/**
 * Attempts counted per bucket (`login:account:{email}`, `login:address:{ip}`) by the platform,
 * shared by every edge instance. A bucket is over its limit once `max` attempts fall within the
 * window.
 */
export interface RateLimits {
  /** Seconds until the oldest counted attempt leaves the window, or 0 when under the limit. */
  retryAfter(bucket: string, limit: RateLimit): Promise<number>;
  /** The longest wait of several buckets, each with its own limit. */
  longestWait(checks: readonly (readonly [string, RateLimit])[]): Promise<number>;
  /** Counts one attempt in each bucket. */
  hit(...buckets: string[]): Promise<void>;
  /** Forgets a bucket's attempts (a successful sign-in clears the account's failures). */
  clear(bucket: string): Promise<void>;
}
