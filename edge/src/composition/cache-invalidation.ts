import type { MicroFrontendName, RemoteName } from "@shop/shared";
import { dataChangedChannel, type Database, type SliceApi } from "@shop/shared/platform";
import {
  channelSubscription,
  databaseClosed,
  type ChannelSubscription,
} from "../db/notifications.ts";
import type { Logger } from "../logger.ts";

/** Reads a slice's data version (`SliceApi.dataVersion`). */
export type DataVersionSource = () => Promise<string>;

export interface DataVersionsOptions {
  /** Each slice's data version, for the slices that have one. */
  readonly sources: Readonly<Partial<Record<RemoteName, DataVersionSource>>>;
  /** The database's change channel (payload: the slice whose data changed), where it has one. */
  readonly subscription?: ChannelSubscription | undefined;
  /** How often every version is read again besides notifications: the bound on how late a change without one is seen. */
  readonly pollMs: number;
  /** True once the database is closed: the poller and the listener stop. */
  readonly closed?: () => boolean;
  /** A slice's version moved on (not called for the first read). */
  readonly onChange?: (mfe: RemoteName, version: string) => void;
  readonly logger: Logger;
}

/** A slice's data version while it has none: it shows no data of its own. */
const noData = "-";
/** A slice's data version until its first read succeeds. */
const notRead = "?";

/**
 * Each edge instance's copy of every slice's data version (decision 0025), read per page without
 * a query. A version is read again when the slice's tables announce a change (PostgreSQL
 * `LISTEN shop_data_changed`, or PGlite in-process) and, as a safety net and for sources without
 * notifications (the content team's story files), every `pollMs`. The fragment cache keys on
 * these versions, so a change makes the old entries unreachable on every instance.
 */
export class DataVersions {
  private readonly versions = new Map<RemoteName, string>();
  /** Slices whose last read failed: their version is the last known one, not a confirmed one. */
  private readonly unconfirmed = new Set<RemoteName>();
  private readonly options: DataVersionsOptions;
  private readonly reading = new Map<RemoteName, Promise<void>>();
  private readonly readAgain = new Set<RemoteName>();
  /** Reads started by an announced change, which pages wait for. */
  private readonly announced = new Map<RemoteName, Promise<void>>();
  private started: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private unsubscribe: (() => Promise<void>) | undefined;
  private subscribing = false;
  private listenFailed = false;
  private stopped = false;
  /** Counts announced and seen changes (`generation`). */
  private changes = 0;

  constructor(options: DataVersionsOptions) {
    this.options = options;
  }

  /** Reads every version and starts listening and polling; later calls return the same promise. */
  start(): Promise<void> {
    this.started ??= this.begin();
    return this.started;
  }

  /**
   * The version of a slice's data to key its fragments on. A read that an announced change
   * started is waited for: a page asked for after the announcement renders the new data.
   */
  async version(mfe: MicroFrontendName): Promise<string> {
    await this.start();
    if (mfe === "shell" || !this.options.sources[mfe]) return noData;
    await this.announced.get(mfe);
    return this.versions.get(mfe) ?? notRead;
  }

  /**
   * Whether a slice's version is confirmed: its last read succeeded (or it has no data of its
   * own). While the database or a slice's service is out of reach the last known version keeps
   * serving unconfirmed, and a change made meanwhile cannot be seen (decision 0054).
   */
  confirmed(mfe: MicroFrontendName): boolean {
    return mfe === "shell" || !this.unconfirmed.has(mfe);
  }

  /**
   * A number that moves on with every change announced or seen, so whatever was made from the
   * versions before can tell it is outdated; undefined while an announced change is being read.
   */
  generation(): number | undefined {
    return this.announced.size > 0 ? undefined : this.changes;
  }

  /**
   * Reads a slice's version now; concurrent calls share one read, and a change announced during
   * it triggers one more, so the last read always starts after the last announced change.
   */
  refresh(mfe: RemoteName): Promise<void> {
    const current = this.reading.get(mfe);
    if (current) {
      this.readAgain.add(mfe);
      return current;
    }
    const reading = (async () => {
      do {
        this.readAgain.delete(mfe);
        await this.read(mfe);
      } while (this.readAgain.has(mfe));
    })().finally(() => this.reading.delete(mfe));
    this.reading.set(mfe, reading);
    return reading;
  }

  /** Stops listening and polling. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    const unsubscribe = this.unsubscribe;
    this.unsubscribe = undefined;
    await unsubscribe?.().catch(() => undefined);
  }

  private get names(): RemoteName[] {
    return Object.keys(this.options.sources) as RemoteName[];
  }

  private async begin(): Promise<void> {
    // Pages wait for the first read, not for the listener: once it listens, every version is
    // read once more, so a change between the two is not left to the next poll.
    void this.subscribe().then(() => this.refreshAll());
    await this.refreshAll();
    if (this.stopped) return;
    this.timer = setInterval(() => void this.tick(), this.options.pollMs);
    this.timer.unref();
  }

  private async refreshAll(): Promise<void> {
    await Promise.all(this.names.map((mfe) => this.refresh(mfe)));
  }

  private async tick(): Promise<void> {
    if (this.options.closed?.()) {
      await this.stop();
      return;
    }
    // A lost listener is tried again at the next tick; until then polling carries the changes.
    if (!this.unsubscribe) await this.subscribe();
    await this.refreshAll();
  }

  private async subscribe(): Promise<void> {
    const { subscription } = this.options;
    if (!subscription || this.subscribing || this.stopped) return;
    this.subscribing = true;
    try {
      const unsubscribe = await subscription(
        (payload) => {
          const names = this.names.includes(payload as RemoteName)
            ? [payload as RemoteName]
            : this.names;
          for (const mfe of names) this.readAnnounced(mfe);
        },
        (error) => {
          this.options.logger.error("data_version.listen_lost", { error: String(error) });
          this.unsubscribe = undefined;
        },
      );
      if (this.stopped) await unsubscribe();
      else this.unsubscribe = unsubscribe;
      this.listenFailed = false;
    } catch (error) {
      // Said once, not at every retry.
      if (!this.listenFailed) {
        this.options.logger.error("data_version.listen_failed", { error: String(error) });
      }
      this.listenFailed = true;
    } finally {
      this.subscribing = false;
    }
  }

  /** Reads a version whose change was announced, and lets pages wait for it meanwhile. */
  private readAnnounced(mfe: RemoteName): void {
    this.changes++;
    const reading = this.refresh(mfe);
    this.announced.set(mfe, reading);
    void reading.finally(() => {
      if (this.announced.get(mfe) === reading) this.announced.delete(mfe);
    });
  }

  private async read(mfe: RemoteName): Promise<void> {
    const source = this.options.sources[mfe];
    if (!source) return;
    try {
      const version = await source();
      const previous = this.versions.get(mfe);
      this.versions.set(mfe, version);
      this.unconfirmed.delete(mfe);
      if (previous !== undefined && previous !== version) {
        this.changes++;
        this.options.onChange?.(mfe, version);
      }
    } catch (error) {
      // The last version read keeps serving; the next notification or poll reads again.
      this.unconfirmed.add(mfe);
      if (!this.options.closed?.()) {
        this.options.logger.error("data_version.read_failed", { mfe, error: String(error) });
      }
    }
  }
}

/** The part of a fragment cache key naming the version of the data it was rendered from. */
export function dataVersionKeyPart(mfe: MicroFrontendName, version: string): string {
  return `data:${mfe}=${version}`;
}

/** Matches the cache keys rendered from another version of a slice's data than `version`. */
export function renderedFromOtherData(mfe: RemoteName, version: string): (key: string) => boolean {
  const any = `|data:${mfe}=`;
  const current = `|${dataVersionKeyPart(mfe, version)}|`;
  return (key) => key.includes(any) && !key.includes(current);
}

/**
 * The data versions of every slice that has one (`SliceApi.dataVersion`), announced on the
 * database's `shop_data_changed` channel and polled every `pollMs`; stops with the database.
 */
export function sliceDataVersions(
  slices: Readonly<Record<RemoteName, Pick<SliceApi, "mfe" | "dataVersion">>>,
  db: Database,
  options: Pick<DataVersionsOptions, "pollMs" | "onChange" | "logger">,
): DataVersions {
  const sources: Partial<Record<RemoteName, DataVersionSource>> = {};
  for (const { mfe, dataVersion } of Object.values(slices)) {
    if (dataVersion) sources[mfe] = dataVersion;
  }
  return new DataVersions({
    ...options,
    sources,
    subscription: channelSubscription(db, dataChangedChannel),
    closed: () => databaseClosed(db),
  });
}
