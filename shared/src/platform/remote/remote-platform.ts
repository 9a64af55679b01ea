import type { Database } from "../database.ts";
import type { Logger } from "../logger.ts";
import type { PlatformServices } from "../slice-api.ts";
import { platformApiClient, type FetchLike } from "./platform-api-client.ts";
import { shopsSnapshotSchema } from "./platform-api-contract.ts";
import { remoteSessions } from "./remote-sessions.ts";
import { forwardedClientAddress, remoteMailer, remoteRateLimits } from "./remote-services.ts";
import { shopDirectoryFromSnapshot } from "./remote-shops.ts";

export interface RemotePlatformOptions {
  /** The edge's base URL, whose `/_platform` API the process calls (`SHOP_EDGE_URL`). */
  readonly edgeUrl: string;
  /** `SHOP_INTERNAL_TOKEN`, the secret the edge and the slice processes share. */
  readonly token: string;
  /** The process's own connection to the shop's PostgreSQL database. */
  readonly db: Database;
  readonly logger: Logger;
  readonly fetchImpl?: FetchLike | undefined;
}

/**
 * The platform's services for a slice API running as its own process (issue 14, point 5): its
 * own database connection, and shops, sessions, rate limits and mail from the edge's internal
 * platform API. Reads the edge's shops once; fails when the edge does not answer.
 */
export async function remotePlatform(options: RemotePlatformOptions): Promise<PlatformServices> {
  const api = platformApiClient(options);
  const snapshot = await api.get("/shops", shopsSnapshotSchema);
  const rateLimits = remoteRateLimits(api);
  return {
    db: options.db,
    shops: shopDirectoryFromSnapshot(snapshot),
    sessions: remoteSessions(api, snapshot.sessionCookie, {
      rateLimits,
      clientAddress: forwardedClientAddress,
    }),
    logger: options.logger,
    mailer: remoteMailer(api),
    rateLimits,
    clientAddress: forwardedClientAddress,
  };
}
