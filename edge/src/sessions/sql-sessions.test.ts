import { afterAll } from "vitest";
import type { TestDatabase } from "@shop/shared/testing";
import { sessionsContract } from "@shop/shared/testing";
import { testDatabase } from "../db/test-databases.ts";
import { SqlSessions } from "./sql-sessions.ts";

for (const kind of ["pglite", "postgres"] as const) {
  let handle: TestDatabase | undefined;
  afterAll(() => handle?.dispose());
  sessionsContract(`the platform's SQL sessions on ${kind}`, async () => {
    handle ??= await testDatabase(kind);
    return new SqlSessions(handle.db, false);
  });
}
