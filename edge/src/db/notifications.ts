import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { Database } from "@shop/shared/platform";

/** Listens on one channel; resolves to the function that stops listening. */
export type ChannelSubscription = (
  onMessage: (payload: string) => void,
  onLost: (error: unknown) => void,
) => Promise<() => Promise<void>>;

function clientOf(db: Database): unknown {
  return (db as unknown as { $client?: unknown }).$client;
}

/**
 * LISTEN on a channel of the database the edge uses: PGlite delivers NOTIFY in-process,
 * PostgreSQL over a connection of its own, opened beside the pool (not taken from it, so closing
 * the pool never waits for a listener). Undefined for a client that cannot listen.
 */
export function channelSubscription(
  db: Database,
  channel: string,
): ChannelSubscription | undefined {
  const client = clientOf(db);
  if (client instanceof PGlite) {
    return async (onMessage) => {
      const unlisten = await client.listen(channel, onMessage);
      // A closed PGlite has stopped listening already (and refuses the UNLISTEN).
      return async () => {
        if (!client.closed) await unlisten();
      };
    };
  }
  if (client instanceof pg.Pool) {
    return async (onMessage, onLost) => {
      const connection = new pg.Client(client.options);
      let stopped = false;
      // A dropped listening connection must not end the process: the caller polls instead.
      connection.on("error", (error) => {
        if (stopped) return;
        stopped = true;
        void connection.end().catch(() => undefined);
        onLost(error);
      });
      connection.on("notification", (message) => {
        if (message.channel === channel) onMessage(message.payload ?? "");
      });
      await connection.connect();
      await connection.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return async () => {
        if (stopped) return;
        stopped = true;
        await connection.end().catch(() => undefined);
      };
    };
  }
  return undefined;
}

/** True once the database's connections are closed or closing: listeners and pollers stop. */
export function databaseClosed(db: Database): boolean {
  const client = clientOf(db);
  if (client instanceof PGlite) return client.closed;
  if (client instanceof pg.Pool) return client.ending;
  return false;
}
