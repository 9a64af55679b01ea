import {
  languages,
  type FragmentRenderer,
  type FragmentRequest,
  type LayoutRenderer,
  type LayoutRequest,
  type RemoteName,
  type RenderedFragment,
} from "@shop/shared";
import type { Logger } from "../logger.ts";
import type { SliceVersion } from "./artefact-store.ts";
import type { RendererDescription } from "./renderer-protocol.ts";
import type { RendererRegistry } from "./renderer-registry.ts";
import { RendererThread, type Callables, type Work } from "./renderer-thread.ts";

/** The only variables of the edge's environment a renderer worker sees. */
export const workerEnvAllowList = ["NODE_ENV", "TZ"] as const;

export interface WorkerRendererOptions {
  /** Workers per loaded version (1–4); renders go to the least busy. Default 1. */
  readonly workersPerVersion?: number;
  /** How long a render may take before it fails (compose-page's fragment timeout). Default 3000. */
  readonly renderTimeoutMs?: number;
  /** How long an unused version that is not live stays loaded. Default 60 s. */
  readonly graceMs?: number;
  /**
   * How many versions that are live nowhere may stay loaded during their grace period (the
   * most recently used); older ones are ended at once. Default 1.
   */
  readonly spareVersions?: number;
  /** The versions live anywhere, canaries included (`name@version`): kept loaded while unused. */
  readonly live?: () => Promise<ReadonlySet<string>>;
  /** Each worker's heap limit in MB. Default 256. */
  readonly maxHeapMb?: number;
  /** The workers' environment; default the allow-listed part of the edge's own. */
  readonly env?: Readonly<Record<string, string>>;
  readonly logger?: Logger;
}

/** Why a retired version's workers end (not worth an error in the log). */
const retiredReason = "its version was retired";

/** How long a version whose module did not load is refused before it is tried again. */
const retryFailedMs = 5_000;

/** `mfe-catalog@0123456789ab`: how versions are named in pools and live sets. */
export function versionKey(slice: Pick<SliceVersion, "name" | "version">): string {
  return `${slice.name}@${slice.version}`;
}

/** The allow-listed variables of an environment (workerEnvAllowList). */
export function allowListedEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    workerEnvAllowList.flatMap((name) => (env[name] ? [[name, env[name]]] : [])),
  );
}

/** The functions of a client object (own and inherited, not Object's), bound to it. */
function clientMethods(api: unknown): Map<string, (...args: unknown[]) => unknown> {
  const methods = new Map<string, (...args: unknown[]) => unknown>();
  for (
    let layer: object | null = typeof api === "object" ? api : null;
    layer && layer !== Object.prototype;
    layer = Object.getPrototypeOf(layer) as object | null
  ) {
    for (const name of Object.getOwnPropertyNames(layer)) {
      const value = (api as Record<string, unknown>)[name];
      if (name !== "constructor" && typeof value === "function" && !methods.has(name)) {
        methods.set(name, (value as (...args: unknown[]) => unknown).bind(api));
      }
    }
  }
  return methods;
}

/** Starts one worker of a version; the pool is told when it retires and when it has ended. */
type SpawnThread = (events: {
  onRetiring: (thread: RendererThread) => void;
  onEnded: (thread: RendererThread, reason: string) => void;
}) => RendererThread;

/** One version's workers: kept at their number, replaced when one crashes or hangs. */
class VersionPool {
  readonly key: string;
  readonly ready: Promise<RendererDescription>;
  lastUsed = Date.now();
  /** Order of last use among all pools (ranks the spares; milliseconds can tie). */
  useOrder = 0;
  failedAt: number | undefined;
  fragment: FragmentRenderer | undefined;
  layout: LayoutRenderer | undefined;
  /** The workers taking renders (a retiring one has left this list, and is counted apart). */
  private threads: RendererThread[] = [];
  private readonly retiring = new Set<RendererThread>();
  private closed = false;
  private loading = true;
  private readonly spawn: SpawnThread;
  private readonly size: number;

  constructor(key: string, size: number, spawn: SpawnThread) {
    this.key = key;
    this.size = size;
    this.spawn = spawn;
    this.topUp();
    this.ready = (this.threads[0] as RendererThread).ready;
    this.ready.then(
      () => (this.loading = false),
      () => (this.loading = false),
    );
  }

  /** Loading its module or rendering: not to be retired now. */
  get busy(): boolean {
    return this.loading || this.inFlight > 0;
  }

  get inFlight(): number {
    return [...this.threads, ...this.retiring].reduce((sum, thread) => sum + thread.inFlight, 0);
  }

  /** Marks the pool as used now. */
  touch(order: number): void {
    this.lastUsed = Date.now();
    this.useOrder = order;
  }

  run(work: Work, callables: Callables): Promise<unknown> {
    this.topUp();
    const least = this.threads
      .filter((thread) => thread.usable)
      .sort((a, b) => a.inFlight - b.inFlight)[0];
    if (least) return least.run(work, callables);
    // None loaded yet (a replacement starting): the first that is.
    return Promise.any(this.threads.map((thread) => thread.ready.then(() => thread))).then(
      (thread) => thread.run(work, callables),
      () => Promise.reject(new Error(`${this.key} has no working renderer worker`)),
    );
  }

  async close(): Promise<void> {
    this.closed = true;
    const all = [...this.threads, ...this.retiring];
    await Promise.all(all.map((thread) => thread.terminate(retiredReason)));
  }

  private topUp(): void {
    while (!this.closed && this.threads.length < this.size) {
      this.threads.push(
        this.spawn({
          // A worker whose render timed out takes no more: its replacement starts now.
          onRetiring: (thread) => {
            this.threads = this.threads.filter((one) => one !== thread);
            this.retiring.add(thread);
            this.topUp();
          },
          onEnded: (thread) => {
            this.retiring.delete(thread);
            const before = this.threads.length;
            this.threads = this.threads.filter((one) => one !== thread);
            // A crash is replaced at once; a module that did not load waits for the next render.
            if (this.threads.length < before && thread.wasReady) this.topUp();
          },
        }),
      );
    }
  }
}

/**
 * Runs each slice version's server module in worker threads (decision 0028): without the
 * platform's secrets (an allow-listed environment), with only the module's location as
 * configuration, reading data through its client's methods, which run here. A version unused for
 * `graceMs` and live nowhere has its workers ended, so memory stays flat over releases; a version
 * that comes back (a rollback) is loaded again.
 */
export class WorkerRendererRegistry implements RendererRegistry {
  private readonly pools = new Map<string, VersionPool>();
  private readonly options: Required<Omit<WorkerRendererOptions, "live" | "logger">> &
    Pick<WorkerRendererOptions, "live" | "logger">;
  private readonly sweeper: NodeJS.Timeout;
  private sweeping = false;
  private sweepAgain = false;
  private running = 0;
  private uses = 0;

  constructor(options: WorkerRendererOptions = {}) {
    const workersPerVersion = options.workersPerVersion ?? 1;
    if (!Number.isInteger(workersPerVersion) || workersPerVersion < 1 || workersPerVersion > 4) {
      throw new Error(`workersPerVersion must be 1 to 4, got ${workersPerVersion}`);
    }
    const spareVersions = options.spareVersions ?? 1;
    if (!Number.isInteger(spareVersions) || spareVersions < 1) {
      throw new Error(`spareVersions must be at least 1, got ${spareVersions}`);
    }
    this.options = {
      workersPerVersion,
      renderTimeoutMs: options.renderTimeoutMs ?? 3_000,
      graceMs: options.graceMs ?? 60_000,
      spareVersions,
      maxHeapMb: options.maxHeapMb ?? 256,
      env: options.env ?? allowListedEnv(process.env),
      ...(options.live ? { live: options.live } : {}),
      ...(options.logger ? { logger: options.logger } : {}),
    };
    const period = Math.max(50, Math.min(this.options.graceMs / 2, 10_000));
    this.sweeper = setInterval(() => void this.sweep(), period);
    this.sweeper.unref();
  }

  async fragmentRenderer(slice: SliceVersion): Promise<FragmentRenderer> {
    const pool = this.pool(slice);
    const description = await pool.ready;
    if (!description.fragments) {
      throw new Error(`${pool.key} does not export a fragment renderer`);
    }
    pool.fragment ??= {
      mfe: description.mfe as RemoteName,
      fragments: description.fragments,
      render: async (fragment: string, request: FragmentRequest) => {
        const { api, ...plain } = request;
        const methods = clientMethods(api);
        const work: Work = {
          type: "render",
          fragment,
          request: plain,
          methods: [...methods.keys()],
        };
        // The version's pool now: a retired one is loaded again rather than failing the render.
        return (await this.pool(slice).run(work, methods)) as RenderedFragment;
      },
    };
    return pool.fragment;
  }

  async layoutRenderer(slice: SliceVersion): Promise<LayoutRenderer> {
    const pool = this.pool(slice);
    const description = await pool.ready;
    const fallbacks = description.fallbacks;
    if (!fallbacks) throw new Error(`${pool.key} does not export a layout renderer`);
    pool.layout ??= {
      mfe: "shell",
      renderFrame: async ({ navigation, ...plain }: LayoutRequest) => {
        const frame = await this.pool(slice).run(
          { type: "frame", request: plain },
          new Map([["navigation", navigation]]),
        );
        if (typeof frame !== "string") throw new Error(`${pool.key} rendered no frame`);
        return frame;
      },
      renderFallback: (language) => fallbacks[language] ?? "",
    };
    return pool.layout;
  }

  /** The versions that have workers now (`name@version`). */
  loadedVersions(): string[] {
    return [...this.pools.keys()];
  }

  /** Worker threads started and not yet ended, retiring ones included. */
  runningWorkers(): number {
    return this.running;
  }

  /** Ends every worker (the edge is stopping, or a test is done). */
  async close(): Promise<void> {
    clearInterval(this.sweeper);
    const pools = [...this.pools.values()];
    this.pools.clear();
    await Promise.all(pools.map((pool) => pool.close()));
  }

  private pool(slice: SliceVersion): VersionPool {
    const key = versionKey(slice);
    const existing = this.pools.get(key);
    if (
      existing &&
      (existing.failedAt === undefined || Date.now() - existing.failedAt < retryFailedMs)
    ) {
      existing.touch((this.uses += 1));
      return existing;
    }
    const { options } = this;
    const pool = new VersionPool(key, options.workersPerVersion, (events) => {
      this.running += 1;
      return new RendererThread({
        moduleFile: slice.serverModule,
        languages,
        env: options.env,
        maxHeapMb: options.maxHeapMb,
        renderTimeoutMs: options.renderTimeoutMs,
        onRetiring: events.onRetiring,
        onEnded: (ended, reason) => {
          this.running -= 1;
          events.onEnded(ended, reason);
          if (reason === retiredReason) return;
          options.logger?.error("renderer.worker_ended", {
            mfe: slice.name,
            version: slice.version,
            reason,
          });
        },
      });
    });
    pool.ready.catch(() => {
      pool.failedAt = Date.now();
      void pool.close();
    });
    pool.touch((this.uses += 1));
    this.pools.set(key, pool);
    // A new version may push an unused one out of the spare places.
    void this.sweep();
    return pool;
  }

  /** Sweeps until no sweep was asked for while one ran. */
  private async sweep(): Promise<void> {
    if (this.sweeping) {
      this.sweepAgain = true;
      return;
    }
    this.sweeping = true;
    try {
      do {
        this.sweepAgain = false;
        await this.retireUnused();
      } while (this.sweepAgain);
    } catch (error) {
      // Without the live versions nothing is retired this round.
      this.options.logger?.error("renderer.sweep_failed", { error: String(error) });
    } finally {
      this.sweeping = false;
    }
  }

  /**
   * Ends the workers of versions live nowhere and unused: after the grace period, or at once
   * when more recently used ones fill the spare places (a quick run of releases or rollbacks
   * does not pile up workers).
   */
  private async retireUnused(): Promise<void> {
    if (this.pools.size === 0) return;
    const live = this.options.live ? await this.options.live() : new Set<string>();
    // Ranked after the await: a render may have started meanwhile.
    const spares = [...this.pools.values()]
      .filter((pool) => !live.has(pool.key))
      .sort((a, b) => b.useOrder - a.useOrder);
    for (const [rank, pool] of spares.entries()) {
      const expired =
        rank >= this.options.spareVersions || Date.now() - pool.lastUsed >= this.options.graceMs;
      if (!expired || pool.busy || this.pools.get(pool.key) !== pool) continue;
      this.pools.delete(pool.key);
      void pool.close();
      this.options.logger?.info("renderer.version_retired", { version: pool.key });
    }
  }
}
