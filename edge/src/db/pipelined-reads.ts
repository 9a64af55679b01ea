import pg from "pg";

/**
 * The connections the pool's prepared reads share. Each is one PostgreSQL server process, which
 * runs what is sent on it in turn; two keep both of a small machine's cores busy.
 */
const lanes = 2;

/**
 * A prepared statement that only reads: a named `SELECT` without a row lock clause. It waits for
 * no other statement's row locks, so on a shared connection it holds up the ones behind it only
 * for as long as it runs.
 */
function isPreparedRead(config: unknown): config is pg.QueryConfig {
  if (typeof config !== "object" || config === null) return false;
  const { name, text } = config as { name?: unknown; text?: unknown };
  return (
    typeof name === "string" &&
    typeof text === "string" &&
    /^\s*select\b/i.test(text) &&
    !/\bfor\s+(update|share|no\s+key\s+update|key\s+share)\b/i.test(text)
  );
}

/**
 * A pool that sends the hot prepared reads of many requests on a few pipelined connections
 * (decision 0053, fourth pass): node-postgres writes each as soon as it is asked, without
 * waiting for the answers before it, so a server process finds the next statement already there
 * instead of sleeping until it comes. Everything else (writes, unnamed statements,
 * transactions, which `connect` checks out) runs on the pool's own connections as before.
 */
export class PipelinedReadsPool extends pg.Pool {
  /** Each lane's connection, opened when a read first needs it. */
  private readonly lanes: (Promise<pg.Client> | undefined)[] = [];
  /** The lane the last read went to: reads take the lanes in turn. */
  private turn = 0;
  private closing = false;

  /**
   * node-postgres's `query` with each of its overloads (a config or a text, values, a callback):
   * typed `never` so it stands for all of them, as the pool's own type declares.
   */
  override query(...args: unknown[]): never {
    const [config, values, callback] = args;
    if (this.closing || !isPreparedRead(config) || typeof values === "function" || callback) {
      return (super.query as (...all: unknown[]) => never)(...args);
    }
    this.turn = (this.turn + 1) % lanes;
    const lane = this.lanes[this.turn] ?? this.openLane(this.turn);
    return lane.then((client) => client.query(config, values as unknown[])) as never;
  }

  override async end(): Promise<void> {
    this.closing = true;
    const open = this.lanes.splice(0).flatMap((lane) => (lane ? [lane] : []));
    const clients = await Promise.allSettled(open);
    await Promise.all(
      clients.flatMap((client) => (client.status === "fulfilled" ? [client.value.end()] : [])),
    );
    await super.end();
  }

  /**
   * A new pipelined connection with the pool's options. It leaves its lane when it fails or ends
   * (a restart, a dropped database), so the next read opens another.
   */
  private openLane(index: number): Promise<pg.Client> {
    const client = new pg.Client({ ...this.options, pipeline: true });
    const lane = client.connect().then(() => client);
    const leave = () => {
      if (this.lanes[index] === lane) this.lanes[index] = undefined;
    };
    client.on("error", leave);
    client.on("end", leave);
    lane.catch(leave);
    this.lanes[index] = lane;
    return lane;
  }
}
