import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabase, type TestDatabase } from "../../testing/database.ts";
import { preparedRows, queryRows, type Database } from "./database.ts";

describe.each(["pglite", "postgres"] as const)("preparedRows on %s (decision 0053)", (kind) => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await testDatabase(kind, []);
  });
  afterAll(() => handle.dispose());

  it("answers as queryRows does, whatever the parameters of a text and for another text", async () => {
    for (const value of [1, 2, 3]) {
      expect(await preparedRows(handle.db, sql`select ${value}::int as value`)).toEqual([
        { value },
      ]);
    }
    const other = sql`select ${"zwei"}::text as word, ${2}::int as value`;
    expect(await preparedRows(handle.db, other)).toEqual(await queryRows(handle.db, other));
  });

  // Only PostgreSQL keeps statements on a connection; PGlite has one session and nothing to
  // list. The case is not declared for PGlite at all, so no run reports it skipped.
  if (kind === "postgres") {
    it("keeps a statement prepared on its connection, one for each text", async () => {
      await handle.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        for (const value of [1, 2]) await preparedRows(tx, sql`select ${value}::int as kept`);
        await preparedRows(tx, sql`select ${3}::int as kept, 1 as other`);
        const prepared = await queryRows<{ statement: string }>(
          tx,
          sql`select statement from pg_prepared_statements where statement like '%as kept%'`,
        );
        expect(prepared).toHaveLength(2);
      });
    });
  }
});
