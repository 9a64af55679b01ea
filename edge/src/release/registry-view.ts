import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { Database } from "@shop/shared/platform";
import type { Logger } from "../logger.ts";
import { scopeKey, scopedEntry } from "./canary.ts";
import { releaseChannel, type SqlReleaseRegistry } from "./release-registry.ts";
import type { LiveEntry } from "./release-types.ts";

/** Subscribes to the registry's change channel; resolves to the unsubscribe function. */
export type ChangeSubscription = (
  onChange: () => void,
  onLost: (error: unknown) => void,
) => Promise<() => Promise<void>>;

/**
 * LISTEN on the database the edge already uses: PGlite delivers NOTIFY in-process, PostgreSQL
 * over one dedicated pooled connection. Undefined for a client that cannot listen.
 */
export function databaseSubscription(db: Database): ChangeSubscription | undefined {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof PGlite) {
    return async (onChange) => client.listen(releaseChannel, onChange);
  }
  if (client instanceof pg.Pool) {
    return async (onChange, onLost) => {
      const connection = await client.connect();
      // The connection goes back to the pool once: an error after stopping (the database ended
      // it) or a second error must not release it again.
      let released = false;
      const release = (destroy?: boolean) => {
        if (released) return;
        released = true;
        connection.release(destroy);
      };
      // A dropped listening connection must not end the process: polling takes over.
      connection.on("error", (error) => {
        if (released) return;
        release(true);
        onLost(error);
      });
      const onNotification = (message: pg.Notification) => {
        if (message.channel === releaseChannel) onChange();
      };
      connection.on("notification", onNotification);
      await connection.query(`LISTEN ${releaseChannel}`);
      return async () => {
        connection.off("notification", onNotification);
        await connection.query(`UNLISTEN ${releaseChannel}`).catch(() => undefined);
        release();
      };
    };
  }
  return undefined;
}

export interface RegistryViewOptions {
  readonly subscription?: ChangeSubscription | undefined;
  /** Reload period while notifications arrive (a safety net for missed ones). */
  readonly backstopMs?: number;
  /** Reload period without notifications: the bound on how late an instance sees a change. */
  readonly pollMs?: number;
  readonly logger: Logger;
}

/**
 * Each edge instance's cached copy of the registry, read per request without a query. It reloads
 * on every `release_changed` notification and, as a fallback, by polling (every second without
 * LISTEN), so every instance sees a change well within 2 s (issue 6, "The edge").
 */
export class RegistryView {
  private entries = new Map<string, LiveEntry>();
  private readonly registry: SqlReleaseRegistry;
  private readonly options: RegistryViewOptions;
  private timer: NodeJS.Timeout | undefined;
  private unsubscribe: (() => Promise<void>) | undefined;
  private loading: Promise<void> | undefined;
  private reloadAgain = false;
  private ready: Promise<void> | undefined;
  /** Counts reloads that found the registry changed (`generation`). */
  private changes = 0;
  private loaded = "";

  constructor(registry: SqlReleaseRegistry, options: RegistryViewOptions) {
    this.registry = registry;
    this.options = options;
  }

  /** Loads the registry and starts listening; later calls return the same promise. */
  start(): Promise<void> {
    this.ready ??= this.begin();
    return this.ready;
  }

  /** The entry deciding a slice's version in a shop (the shop's own, else the environment's). */
  async entry(mfe: string, shopId: string | undefined): Promise<LiveEntry | undefined> {
    await this.start();
    return scopedEntry(this.entries, mfe, shopId);
  }

  /** A number that moves on whenever a reload finds the registry changed. */
  generation(): number {
    return this.changes;
  }

  /** Reloads now; concurrent calls share one query and a change during it triggers one more. */
  reload(): Promise<void> {
    if (this.loading) {
      this.reloadAgain = true;
      return this.loading;
    }
    this.loading = (async () => {
      do {
        this.reloadAgain = false;
        const rows = await this.registry.entries();
        this.entries = new Map(rows.map((row) => [scopeKey(row.mfe, row.shop), row]));
        const loaded = JSON.stringify(rows);
        if (loaded !== this.loaded) this.changes++;
        this.loaded = loaded;
      } while (this.reloadAgain);
    })().finally(() => {
      this.loading = undefined;
    });
    return this.loading;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.unsubscribe?.().catch(() => undefined);
  }

  private async begin(): Promise<void> {
    // An unreadable registry at start must not take every slice down: each slice's build this
    // instance started with serves until the next poll reads it (decision 0023).
    await this.safeReload();
    let period = this.options.pollMs ?? 1000;
    if (this.options.subscription) {
      try {
        this.unsubscribe = await this.options.subscription(
          () => void this.safeReload(),
          (error) => this.lost(error),
        );
        period = this.options.backstopMs ?? 5000;
      } catch (error) {
        this.options.logger.error("release.listen_failed", { error: String(error) });
      }
    }
    this.timer = setInterval(() => void this.safeReload(), period);
    this.timer.unref();
  }

  /** The listening connection broke: poll at the fast rate from now on. */
  private lost(error: unknown): void {
    this.options.logger.error("release.listen_lost", { error: String(error) });
    this.unsubscribe = undefined;
    clearInterval(this.timer);
    this.timer = setInterval(() => void this.safeReload(), this.options.pollMs ?? 1000);
    this.timer.unref();
  }

  private async safeReload(): Promise<void> {
    try {
      await this.reload();
    } catch (error) {
      // The last known registry keeps serving; the next notification or poll tries again.
      this.options.logger.error("release.reload_failed", { error: String(error) });
    }
  }
}
