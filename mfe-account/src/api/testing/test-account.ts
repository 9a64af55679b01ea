// The account team's API in a test: its own tables on a test database, the platform's services
// as in-memory fakes, mounted like the edge mounts it. Tests only.
import { Hono, type Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ShopDirectory } from "@shop/shared/platform";
import { testDatabase, testPlatform, testShops } from "@shop/shared/testing";
import { accountApi, accountMigrations, type AccountApiDependencies } from "../index.ts";

/** Options of a test account API: the engine, and any platform service or dependency to replace. */
export interface TestAccountOptions {
  readonly kind?: "pglite" | "postgres";
  readonly shops?: ShopDirectory;
  readonly clientAddress?: (c: Context) => string;
  readonly afterSignIn?: AccountApiDependencies["afterSignIn"];
  readonly beforeAccountDeleted?: AccountApiDependencies["beforeAccountDeleted"];
}

/** The client's address from the request's socket, as `app.request(path, init, env)` passes it. */
export function socketAddress(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? "unknown";
}

/**
 * An app with the account team's routes over `testDatabase(kind, [accountMigrations])` and
 * `testPlatform`, answering errors as the edge does: an HTTPException as `{ error }` JSON with
 * its status, anything else as a 500 text.
 */
export async function testAccount(options: TestAccountOptions = {}) {
  const database = await testDatabase(options.kind ?? "pglite", [accountMigrations]);
  const base = testPlatform(database.db, options.shops ?? testShops());
  const platform = { ...base, clientAddress: options.clientAddress ?? base.clientAddress };
  const api = accountApi({
    ...platform,
    afterSignIn: options.afterSignIn,
    beforeAccountDeleted: options.beforeAccountDeleted,
  });
  const app = new Hono();
  for (const { path, routes } of api.routes) app.route(path, routes);
  app.onError((error, c) =>
    error instanceof HTTPException
      ? c.json({ error: error.message }, error.status)
      : c.text("Something went wrong on our side", 500),
  );
  return { app, api, platform, db: database.db, dispose: () => database.dispose() };
}
