import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";

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

/**
 * Counts one attempt in each bucket, unless one is over its limit: then nothing is counted and
 * the call is refused with 429 and `Retry-After` (decision 0031).
 */
export async function countOrRefuse(
  c: Context,
  limits: RateLimits,
  checks: readonly (readonly [string, RateLimit])[],
  message = "Too many attempts; please wait a little and try again",
): Promise<void> {
  const wait = await limits.longestWait(checks);
  if (wait > 0) {
    c.header("retry-after", String(wait));
    throw new HTTPException(429, { message });
  }
  await limits.hit(...checks.map(([bucket]) => bucket));
}
