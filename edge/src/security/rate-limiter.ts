import { sql } from "drizzle-orm";
import { queryRows, type Database, type RateLimit, type RateLimits } from "@shop/shared/platform";

/**
 * Counts attempts per bucket (`login:account:{email}`, `login:address:{ip}`, …) in the database,
 * so every edge instance sees the same count. A bucket is over its limit once `max` attempts fall
 * within the window.
 */
export class RateLimiter implements RateLimits {
  private readonly db: Database;
  private readonly now: () => Date;

  constructor(db: Database, now: () => Date = () => new Date()) {
    this.db = db;
    this.now = now;
  }

  /** Seconds until the oldest counted attempt leaves the window, or 0 when under the limit. */
  async retryAfter(bucket: string, limit: RateLimit): Promise<number> {
    const since = new Date(this.now().getTime() - limit.windowMs);
    const [row] = await queryRows<{ count: number; oldest: string | null }>(
      this.db,
      sql`select count(*)::int as count, min(hit_at) as oldest from (
        select hit_at from rate_limit_hits where bucket = ${bucket} and hit_at > ${since}
        order by hit_at desc limit ${limit.max}) recent`,
    );
    if (!row || row.count < limit.max || !row.oldest) return 0;
    const freeAt = new Date(row.oldest).getTime() + limit.windowMs;
    return Math.max(1, Math.ceil((freeAt - this.now().getTime()) / 1000));
  }

  /** The longest wait of several buckets (per account, per address, …), checked together. */
  async longestWait(checks: readonly (readonly [string, RateLimit])[]): Promise<number> {
    const waits = await Promise.all(
      checks.map(([bucket, limit]) => this.retryAfter(bucket, limit)),
    );
    return Math.max(0, ...waits);
  }

  /** Counts one attempt in each of the buckets. */
  async hit(...buckets: readonly string[]): Promise<void> {
    const now = this.now();
    await this.db.execute(
      sql`insert into rate_limit_hits (bucket, hit_at) values ${sql.join(
        buckets.map((bucket) => sql`(${bucket}, ${now})`),
        sql`, `,
      )}`,
    );
  }

  /** Forgets a bucket's attempts (a successful login clears its account's failures). */
  async clear(bucket: string): Promise<void> {
    await this.db.execute(sql`delete from rate_limit_hits where bucket = ${bucket}`);
  }

  async prune(olderThanMs: number): Promise<void> {
    const before = new Date(this.now().getTime() - olderThanMs);
    await this.db.execute(sql`delete from rate_limit_hits where hit_at < ${before}`);
  }
}
