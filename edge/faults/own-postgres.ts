import { execFileSync } from "node:child_process";
import { chownSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { freePort } from "../src/cluster/processes.ts";

const bin = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";

/** Runs a PostgreSQL program; as root, as the `postgres` user (the server refuses root). */
function run(program: string, args: readonly string[]): void {
  const asRoot = process.getuid?.() === 0;
  const command = path.join(bin, program);
  execFileSync(
    asRoot ? "runuser" : command,
    asRoot ? ["-u", "postgres", "--", command, ...args] : args,
    {
      // Not a pipe: the server pg_ctl starts would hold it open, and this call wait for ever.
      stdio: ["ignore", "ignore", "inherit"],
      // A folder the postgres user may enter (a checkout may be closed to it).
      cwd: os.tmpdir(),
    },
  );
}

/**
 * A PostgreSQL cluster of the fault suite's own, made with `initdb` in a temporary folder and
 * listening on its own port: the suite stops and starts it, never the machine's shared server.
 */
export class OwnPostgres {
  readonly port: number;
  readonly #folder: string;

  private constructor(folder: string, port: number) {
    this.#folder = folder;
    this.port = port;
  }

  static async create(): Promise<OwnPostgres> {
    const folder = await mkdtemp(path.join(os.tmpdir(), "shop-faults-pg-"));
    if (process.getuid?.() === 0) {
      const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
      const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
      chownSync(folder, uid, gid);
    }
    const database = new OwnPostgres(folder, await freePort());
    run("initdb", ["-D", database.#dataDir, "-U", "postgres", "--auth=trust", "--no-sync"]);
    database.start();
    return database;
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  get #dataDir(): string {
    return path.join(this.#folder, "data");
  }

  start(): void {
    const options = `-p ${this.port} -k ${this.#folder} -c listen_addresses=127.0.0.1 -c fsync=off`;
    run("pg_ctl", [
      "-D",
      this.#dataDir,
      "-o",
      options,
      "-l",
      path.join(this.#folder, "log"),
      "-w",
      "start",
    ]);
  }

  /** Stops the server at once: sessions are ended, clients see their connections drop. */
  stop(): void {
    run("pg_ctl", ["-D", this.#dataDir, "-m", "fast", "-w", "stop"]);
  }

  async destroy(): Promise<void> {
    try {
      this.stop();
    } catch {
      // Stopped already.
    }
    await rm(this.#folder, { recursive: true, force: true });
  }
}
