import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { temporaryPostgresDatabase } from "./test-databases.ts";
import { PipelinedReadsPool } from "./pipelined-reads.ts";
import { isDatabaseUnavailable } from "./unavailable.ts";

const applicationName = "pipelined-reads-test";

let database: Awaited<ReturnType<typeof temporaryPostgresDatabase>>;
let admin: pg.Client;
let pool: pg.Pool;

/** A prepared read of one number, as `preparedRows` sends it. */
const read = (n: number) =>
  pool.query<{ n: number }>({ name: "test_read", text: "select $1::int as n", values: [n] });

/** The server processes connected to the test's database for the pool under test. */
async function serverProcesses(): Promise<number[]> {
  const { rows } = await admin.query<{ pid: number }>(
    "select pid from pg_stat_activity where datname = current_database() and application_name = $1",
    [applicationName],
  );
  return rows.map((row) => row.pid);
}

beforeAll(async () => {
  database = await temporaryPostgresDatabase("pipelined_reads");
  admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  await admin.query("create table notes (id serial primary key, text text not null)");
});

afterAll(async () => {
  await admin.end();
  await database.drop();
});

afterEach(async () => {
  await pool.end();
});

const newPool = () => {
  pool = new PipelinedReadsPool({
    connectionString: database.url,
    max: 10,
    application_name: applicationName,
  });
  return pool;
};

describe("PipelinedReadsPool (decision 0053, fourth pass)", () => {
  it("answers 200 prepared reads at once, each its own row, on two connections of its own", async () => {
    newPool();
    const answers = await Promise.all(Array.from({ length: 200 }, (_, n) => read(n)));
    expect(answers.map((answer) => answer.rows[0]?.n)).toEqual(
      Array.from({ length: 200 }, (_, n) => n),
    );
    expect(pool.totalCount).toBe(0);
    expect(await serverProcesses()).toHaveLength(2);
  });

  it("runs writes, unnamed statements, locking reads and transactions on the pool's connections", async () => {
    newPool();
    await pool.query({
      name: "test_insert",
      text: "insert into notes (text) values ($1)",
      values: ["a"],
    });
    await pool.query("select count(*) from notes");
    await pool.query({ name: "test_lock", text: "select id from notes for update" });
    const client = await pool.connect();
    try {
      await client.query("begin");
      await client.query({ name: "test_read_in_tx", text: "select id from notes" });
      await client.query("commit");
    } finally {
      client.release();
    }
    expect(pool.totalCount).toBeGreaterThan(0);
    // No read was sent, so no pipelined connection was opened.
    expect(await serverProcesses()).toHaveLength(pool.totalCount);
  });

  it("fails a read that fails alone, while the reads sent before and after it are answered", async () => {
    newPool();
    // Reads take the two connections in turn: the failing one goes between two on its own.
    const sent = [read(1), read(2)];
    sent.push(pool.query({ name: "test_divide", text: "select 1 / $1::int as n", values: [0] }));
    sent.push(read(3), read(4), read(5));
    const settled = await Promise.allSettled(sent);
    expect(settled[2]).toMatchObject({ status: "rejected", reason: { code: "22012" } });
    const answered = settled.flatMap((outcome) =>
      outcome.status === "fulfilled" ? [outcome.value.rows[0]?.n] : [],
    );
    expect(answered).toEqual([1, 2, 3, 4, 5]);
  });

  it("opens its connections again after the server ended them, and the failure reads as an outage", async () => {
    newPool();
    await Promise.all([read(1), read(2)]);
    const ended = await serverProcesses();
    const inFlight = pool.query({ name: "test_sleep", text: "select pg_sleep(5) as n" });
    await admin.query("select pg_terminate_backend(pid) from unnest($1::int[]) pid", [ended]);
    const lost = await inFlight.then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isDatabaseUnavailable(lost)).toBe(true);
    // The client that saw its connection end leaves its lane; until then, a read may still fail.
    await expect
      .poll(() =>
        read(3).then(
          (answer) => answer.rows[0]?.n,
          () => undefined,
        ),
      )
      .toBe(3);
    // The ended processes leave the server's list a moment after their connections close.
    const stillThere = async () => (await serverProcesses()).filter((pid) => ended.includes(pid));
    await expect.poll(stillThere).toEqual([]);
    expect((await serverProcesses()).length).toBeGreaterThan(0);
  });

  it("closes its pipelined connections with the pool, and sends nothing after", async () => {
    newPool();
    await Promise.all([read(1), read(2)]);
    await pool.end();
    await expect.poll(serverProcesses).toEqual([]);
    await expect(read(3)).rejects.toThrow();
    newPool();
  });
});
