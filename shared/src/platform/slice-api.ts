import type { Context, Hono } from "hono";
import type { RemoteName } from "../composition/micro-frontends.ts";
import type { ShopContext } from "../shops/shops.ts";
import type { Database } from "./database.ts";
import type { Logger } from "./logger.ts";
import type { Mailer } from "./mail.ts";
import type { RateLimits } from "./rate-limits.ts";
import type { Sessions } from "./sessions.ts";
import type { ShopDirectory } from "./shops.ts";

/**
 * What the platform gives a slice's API (decision 0022): the edge builds these once and passes
 * them to each slice's factory; a standalone slice process builds its own.
 */
export interface PlatformServices {
  readonly db: Database;
  readonly shops: ShopDirectory;
  readonly sessions: Sessions;
  readonly logger: Logger;
  readonly mailer: Mailer;
  readonly rateLimits: RateLimits;
  /** The client's address for rate limits: the socket's peer, or behind a trusted proxy the forwarded one. */
  readonly clientAddress: (c: Context) => string;
}

/** A path a slice's API answers under, mounted by the edge with `app.route(path, routes)`. */
export interface SliceRoutes {
  readonly path: string;
  readonly routes: Hono;
}

/**
 * What a slice's in-process client is asked for: the fragment's shop and, for personal
 * fragments only, the visitor's cookies (cached fragments get none).
 */
export interface ClientRequest {
  readonly shop: ShopContext;
  readonly cookies: Readonly<Record<string, string>>;
}

/** A slice's server side as the edge mounts it, from the slice's public entry (`@shop/mfe-x/api`). */
export interface SliceApi<Client = unknown> {
  readonly mfe: RemoteName;
  readonly routes: readonly SliceRoutes[];
  /**
   * The typed in-process client the slice's fragment loaders read through: no HTTP round trip
   * through the edge's middleware, no JSON parsing.
   */
  client(request: ClientRequest): Client;
  /**
   * The version of the data the slice's fragments show (decision 0025): any value that changes
   * whenever that data does, read after the change is committed. The edge's fragment cache keys
   * on it, so a change makes the old entries unreachable on every instance. A slice whose
   * database changes are announced sends `NOTIFY shop_data_changed, '<slice>'`
   * (`dataChangedChannel`) so instances reread it at once instead of at their next poll.
   */
  readonly dataVersion?: () => Promise<string>;
}

/** The PostgreSQL channel a slice's tables announce a change of its data on (payload: the slice). */
export const dataChangedChannel = "shop_data_changed";
