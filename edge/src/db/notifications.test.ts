import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./database.ts";
import { channelSubscription, databaseClosed } from "./notifications.ts";
import { temporaryPostgresDatabase } from "./test-databases.ts";

/** Resolves with the next payload `listen` hears. */
function nextPayload(listen: (onMessage: (payload: string) => void) => unknown): Promise<string> {
  return new Promise((resolve) => void listen(resolve));
}

describe.each(["pglite", "postgres"] as const)("a channel subscription on %s", (kind) => {
  it("hears NOTIFY on its channel only, and the database closes without waiting for it", async () => {
    const database = kind === "postgres" ? await temporaryPostgresDatabase("shop_notify") : null;
    const handle = await openDatabase({
      url: database?.url,
      dataDir: "memory://",
      migrations: [],
    });
    try {
      const subscribe = channelSubscription(handle.db, "shop_test_channel");
      if (!subscribe) throw new Error("no subscription on this engine");
      let stop: (() => Promise<void>) | undefined;
      const heard = nextPayload(async (onMessage) => {
        stop = await subscribe(onMessage, () => undefined);
        await handle.db.execute(sql`select pg_notify('another_channel', 'no')`);
        await handle.db.execute(sql`select pg_notify('shop_test_channel', 'mfe-catalog')`);
      });
      expect(await heard).toBe("mfe-catalog");
      expect(databaseClosed(handle.db)).toBe(false);
      // Closing the database does not wait for the listener (it stops at its next poll).
      await handle.close();
      expect(databaseClosed(handle.db)).toBe(true);
      await stop?.();
    } finally {
      await database?.drop();
    }
  }, 60_000);
});
