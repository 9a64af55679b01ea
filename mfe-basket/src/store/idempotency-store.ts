import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { queryRows, type Database } from "@shop/shared/platform";

/** An answer as it is stored and replayed: the status and the JSON body. */
export interface StoredAnswer {
  readonly status: number;
  readonly body: unknown;
}

/** What a call with an `Idempotency-Key` may do. */
export type IdempotentRun =
  | { readonly kind: "answered"; readonly answer: StoredAnswer; readonly replayed: boolean }
  /** The key was used with another request body (422). */
  | { readonly kind: "mismatch" }
  /** The first call with the key is still running (409, try again). */
  | { readonly kind: "in-progress" };

export interface IdempotencyOptions {
  /** How long a key answers its first result (24 hours). */
  readonly windowMs: number;
  /** How long a claim may stay unanswered before a repeat may take it over (a crashed call). */
  readonly abandonedAfterMs: number;
  /** How long a repeat waits for a first call that is still running before it answers 409. */
  readonly waitForFirstMs: number;
}

export const defaultIdempotencyOptions: IdempotencyOptions = {
  windowMs: 24 * 60 * 60 * 1000,
  abandonedAfterMs: 60_000,
  waitForFirstMs: 5_000,
};

/** The stable hash a request body is compared by. */
export function requestHash(body: unknown): string {
  return createHash("sha256").update(JSON.stringify(body)).digest("base64url");
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface KeyRow {
  readonly requestHash: string;
  readonly status: number | null;
  readonly response: unknown;
}

/**
 * Idempotency keys per basket (issue 15, point 3; decision 0024). The first call with a key
 * claims it with one insert (the primary key makes a second claim impossible, also for two calls
 * at once), runs, and stores its answer; a repeat within the window gets that answer and runs
 * nothing. A call that throws gives its claim back, so a retry can run.
 */
export class IdempotencyStore {
  private readonly db: Database;
  private readonly options: IdempotencyOptions;

  constructor(db: Database, options: IdempotencyOptions = defaultIdempotencyOptions) {
    this.db = db;
    this.options = options;
  }

  /** Runs `call` once per basket and key within the window; repeats answer its first result. */
  async run(
    basketKey: string,
    key: string,
    hash: string,
    call: () => Promise<StoredAnswer>,
  ): Promise<IdempotentRun> {
    await this.purge(basketKey, key);
    // A second try only when the first call gave its claim back while this one waited.
    for (let attempt = 0; ; attempt += 1) {
      if (await this.claim(basketKey, key, hash)) return this.answer(basketKey, key, call);
      const repeated = await this.repeat(basketKey, key, hash);
      if (repeated !== "released") return repeated;
      if (attempt > 0) return { kind: "in-progress" };
    }
  }

  private async claim(basketKey: string, key: string, hash: string): Promise<boolean> {
    const claimed = await queryRows<{ claimed: number }>(
      this.db,
      sql`insert into basket_idempotency_keys (basket_key, idempotency_key, request_hash)
        values (${basketKey}, ${key}, ${hash})
        on conflict (basket_key, idempotency_key) do nothing
        returning 1 as claimed`,
    );
    return claimed.length > 0;
  }

  /** Runs the claimed call and stores its answer; a call that throws gives the claim back. */
  private async answer(
    basketKey: string,
    key: string,
    call: () => Promise<StoredAnswer>,
  ): Promise<IdempotentRun> {
    let answer: StoredAnswer;
    try {
      answer = await call();
    } catch (error) {
      await this.db.execute(
        sql`delete from basket_idempotency_keys
          where basket_key = ${basketKey} and idempotency_key = ${key} and status is null`,
      );
      throw error;
    }
    await this.db.execute(
      sql`update basket_idempotency_keys
        set status = ${answer.status}, response = ${JSON.stringify(answer.body)}::jsonb
        where basket_key = ${basketKey} and idempotency_key = ${key}`,
    );
    return { kind: "answered", answer, replayed: false };
  }

  /** A repeat of a claimed key: its stored answer, once the first call has one. */
  private async repeat(
    basketKey: string,
    key: string,
    hash: string,
  ): Promise<IdempotentRun | "released"> {
    const deadline = Date.now() + this.options.waitForFirstMs;
    for (;;) {
      const [row] = await queryRows<KeyRow>(
        this.db,
        sql`select request_hash as "requestHash", status, response
          from basket_idempotency_keys
          where basket_key = ${basketKey} and idempotency_key = ${key}`,
      );
      // Given back meanwhile (the first call failed): this repeat may run it.
      if (!row) return "released";
      if (row.requestHash !== hash) return { kind: "mismatch" };
      if (row.status !== null) {
        return {
          kind: "answered",
          answer: { status: row.status, body: row.response },
          replayed: true,
        };
      }
      if (Date.now() >= deadline) return { kind: "in-progress" };
      await sleep(50);
    }
  }

  /**
   * Forgets this key when it is past the window (or its claim was abandoned), and up to 100
   * other expired keys, so the table holds about one window's keys.
   */
  private async purge(basketKey: string, key: string): Promise<void> {
    const windowSeconds = this.options.windowMs / 1000;
    const abandonedSeconds = this.options.abandonedAfterMs / 1000;
    await this.db.execute(
      sql`delete from basket_idempotency_keys
        where basket_key = ${basketKey} and idempotency_key = ${key}
          and (created_at < now() - make_interval(secs => ${windowSeconds})
            or (status is null and created_at < now() - make_interval(secs => ${abandonedSeconds})))`,
    );
    await this.db.execute(
      sql`delete from basket_idempotency_keys where ctid in (
          select ctid from basket_idempotency_keys
          where created_at < now() - make_interval(secs => ${windowSeconds})
          limit 100)`,
    );
  }
}
