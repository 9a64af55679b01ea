import type { Context, MiddlewareHandler } from "hono";
import { HTTPException } from "hono/http-exception";

export interface TokenBucketOptions {
  /** Requests a client may make at once. */
  readonly burst: number;
  /** Requests per second a client earns back, up to `burst`. */
  readonly perSecond: number;
  /** Clients remembered at once; past it, the one seen least recently is forgotten. */
  readonly maxClients: number;
  /** Milliseconds since an epoch (tests pass a clock of their own). */
  readonly now?: () => number;
}

interface Bucket {
  tokens: number;
  at: number;
}

/**
 * One token bucket per key, in this instance's memory and bounded in keys. A key takes one token
 * per request; tokens come back at `perSecond` up to `burst`.
 */
export class TokenBuckets {
  private readonly buckets = new Map<string, Bucket>();
  private readonly options: Required<TokenBucketOptions>;

  constructor(options: TokenBucketOptions) {
    for (const name of ["burst", "perSecond", "maxClients"] as const) {
      if (!(options[name] > 0))
        throw new RangeError(`${name} must be positive, not ${options[name]}`);
    }
    this.options = { now: () => Date.now(), ...options };
  }

  /** Takes a token for the key: 0 when there was one, else the whole seconds until there is. */
  take(key: string): number {
    const { burst, perSecond, maxClients, now } = this.options;
    const at = now();
    const stored = this.buckets.get(key);
    const bucket = stored ?? { tokens: burst, at };
    bucket.tokens = Math.min(burst, bucket.tokens + ((at - bucket.at) / 1000) * perSecond);
    bucket.at = at;
    // Map order is insertion order: moving the key to the end keeps the stalest one first.
    this.buckets.delete(key);
    this.buckets.set(key, bucket);
    if (this.buckets.size > maxClients) {
      const stalest = this.buckets.keys().next();
      if (!stalest.done) this.buckets.delete(stalest.value);
    }
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil((1 - bucket.tokens) / perSecond));
  }

  /** Keys remembered now (at most `maxClients`). */
  get size(): number {
    return this.buckets.size;
  }
}

/**
 * Limits requests per client address with in-memory token buckets (decision 0026): over the
 * limit → 429 with `Retry-After` in seconds.
 */
export function clientRateLimit(
  options: TokenBucketOptions & {
    readonly clientAddress: (c: Context) => string;
    readonly message?: string;
  },
): MiddlewareHandler {
  const buckets = new TokenBuckets(options);
  const message = options.message ?? "Too many requests; please wait a little and try again";
  return async (c, next) => {
    const wait = buckets.take(options.clientAddress(c));
    if (wait > 0) {
      c.header("retry-after", String(wait));
      throw new HTTPException(429, { message });
    }
    await next();
  };
}
