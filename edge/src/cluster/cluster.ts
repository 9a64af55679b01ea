import type { ChildProcess, StdioOptions } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { haproxyConfig } from "./haproxy-config.ts";
import { endProcess, freePort, startProcess, waitUntilAnswering } from "./processes.ts";

export interface ClusterOptions {
  readonly instances: number;
  /** Where the balancer listens. */
  readonly host: string;
  readonly port: number;
  readonly databaseUrl: string;
  /** More settings for every instance (on top of this process's environment). */
  readonly env?: NodeJS.ProcessEnv;
  /** Where the instances' and the balancer's output goes: the terminal, or nowhere. */
  readonly stdio?: StdioOptions;
  /** How often the balancer checks each instance's readiness (ms). */
  readonly checkIntervalMs?: number;
}

interface Instance {
  readonly name: string;
  readonly port: number;
  /** Undefined until it is first started. */
  process: ChildProcess | undefined;
}

const edgeServer = path.resolve(import.meta.dirname, "..", "server.ts");
const haproxyPath = process.env.HAPROXY_PATH ?? "/usr/sbin/haproxy";

/**
 * Several edge instances over one PostgreSQL behind HAProxy (issue 25, decision 0044): starts
 * them, restarts or kills one, restarts all in turn, and stops everything. The instances hold
 * nothing of their own: sessions, baskets, limits and release state are in the database, and
 * changes reach every instance by `LISTEN/NOTIFY`.
 */
export class Cluster {
  readonly url: string;
  readonly #options: ClusterOptions;
  readonly #instances: Instance[];
  readonly #folder: string;
  #balancer: ChildProcess | undefined;

  private constructor(options: ClusterOptions, instances: Instance[], folder: string) {
    this.#options = options;
    this.#instances = instances;
    this.#folder = folder;
    this.url = `http://${options.host}:${options.port}`;
  }

  /** Starts every instance, waits until each is ready, then starts the balancer in front. */
  static async start(options: ClusterOptions): Promise<Cluster> {
    const folder = await mkdtemp(path.join(os.tmpdir(), "shop-cluster-"));
    const instances: Instance[] = [];
    for (let index = 0; index < options.instances; index += 1) {
      instances.push({ name: `edge${index + 1}`, port: await freePort(), process: undefined });
    }
    const cluster = new Cluster(options, instances, folder);
    try {
      // One instance first: it applies the migrations; the rest start beside each other.
      await cluster.startInstance(0);
      await Promise.all(instances.slice(1).map((_, index) => cluster.startInstance(index + 1)));
      await cluster.#startBalancer();
    } catch (error) {
      await cluster.stop();
      throw error;
    }
    return cluster;
  }

  get checkIntervalMs(): number {
    return this.#options.checkIntervalMs ?? 500;
  }

  get instanceNames(): readonly string[] {
    return this.#instances.map((instance) => instance.name);
  }

  /** The address of one instance, past the balancer. */
  instanceUrl(index: number): string {
    return `http://127.0.0.1:${this.#instance(index).port}`;
  }

  /**
   * Starts (or starts again) one instance and resolves once it is ready; `env` adds settings
   * for this start only (the fault suite gives one instance a broken slice).
   */
  async startInstance(index: number, env: NodeJS.ProcessEnv = {}): Promise<void> {
    const instance = this.#instance(index);
    const child = startProcess(
      process.execPath,
      [edgeServer],
      {
        MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2",
        // argon2's share of libuv's thread pool and the rest's (decision 0053), as `npm start`.
        UV_THREADPOOL_SIZE: process.env.UV_THREADPOOL_SIZE ?? "8",
        ...this.#options.env,
        PORT: String(instance.port),
        HOST: "127.0.0.1",
        DATABASE_URL: this.#options.databaseUrl,
        // The balancer notices a draining instance within two checks.
        SHOP_DRAIN_DELAY_MS: String(this.checkIntervalMs * 2 + 250),
        SHOP_TRUSTED_PROXIES: "127.0.0.1 ::1 ::ffff:127.0.0.1",
        ...env,
      },
      this.#options.stdio ?? "inherit",
    );
    instance.process = child;
    await waitUntilAnswering(`${this.instanceUrl(index)}/readyz`, child);
  }

  /** Ends one instance with a signal: SIGTERM drains it, SIGKILL ends it mid-request. */
  async signal(index: number, signal: NodeJS.Signals): Promise<void> {
    const child = this.#instance(index).process;
    if (child) await endProcess(child, signal);
  }

  /** Drains and stops one instance, starts it again and waits until it is ready. */
  async restart(index: number): Promise<void> {
    await this.signal(index, "SIGTERM");
    await this.startInstance(index);
  }

  /** Restarts every instance in turn, each back before the next goes (no request lost). */
  async rollingRestart(): Promise<void> {
    for (let index = 0; index < this.#instances.length; index += 1) {
      await this.restart(index);
      // The balancer takes it back after two good checks.
      await new Promise((resolve) => setTimeout(resolve, this.checkIntervalMs * 3));
    }
  }

  /** Drains every instance, then stops the balancer and removes its configuration. */
  async stop(): Promise<void> {
    await Promise.all(
      this.#instances.flatMap((instance) =>
        instance.process ? [endProcess(instance.process, "SIGTERM")] : [],
      ),
    );
    if (this.#balancer) await endProcess(this.#balancer, "SIGTERM");
    await rm(this.#folder, { recursive: true, force: true });
  }

  async #startBalancer(): Promise<void> {
    const file = path.join(this.#folder, "haproxy.cfg");
    await writeFile(
      file,
      haproxyConfig({
        host: this.#options.host,
        port: this.#options.port,
        backends: this.#instances,
        checkIntervalMs: this.checkIntervalMs,
      }),
    );
    // `-db`: in the foreground, so it ends with this process's signal.
    this.#balancer = startProcess(
      haproxyPath,
      ["-db", "-f", file],
      {},
      this.#options.stdio ?? "inherit",
    );
    await waitUntilAnswering(`${this.url}/readyz`, this.#balancer);
  }

  #instance(index: number): Instance {
    const instance = this.#instances[index];
    if (!instance) throw new Error(`the cluster has no instance ${index + 1}`);
    return instance;
  }
}
