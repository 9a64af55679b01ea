import type { Context } from "hono";
import type { Database, PlatformServices } from "@shop/shared/platform";
import type { EdgeConfig } from "./config.ts";
import type { Logger } from "./logger.ts";
import { createMailer } from "./mail/mailer.ts";
import { releaseSources } from "./release/release-sources.ts";
import { RedirectRules } from "./routing/redirect-rules.ts";
import { SqlRedirectSource } from "./routing/sql-redirects.ts";
import { clientAddress } from "./security/client-address.ts";
import { RateLimiter } from "./security/rate-limiter.ts";
import { SqlSessions } from "./sessions/sql-sessions.ts";
import { loadShopConfig } from "./shops/shop-config.ts";
import { ShopRegistry } from "./shops/shop-registry.ts";
import { sliceApis } from "./slices.ts";

/** The shops of the deployment; a bad configuration file throws, naming the field. */
export function shopRegistry(config: EdgeConfig, shopConfigFile?: string): ShopRegistry {
  return new ShopRegistry(loadShopConfig(shopConfigFile), config.publicOrigin);
}

/** The platform's services every slice's API is built over (decision 0022). */
export function platformServices(
  config: EdgeConfig,
  db: Database,
  logger: Logger,
  shops: ShopRegistry,
) {
  const rateLimits = new RateLimiter(db);
  const address = (c: Context) => clientAddress(c, config.trustedProxies);
  return {
    db,
    shops,
    logger,
    sessions: new SqlSessions(db, shops.secure, {
      newSessions: { rateLimits, clientAddress: address },
    }),
    rateLimits,
    mailer: createMailer(config.mail),
    clientAddress: address,
  } satisfies PlatformServices;
}

/**
 * What the edge runs on: the shop configuration and the redirect rules (validated, a bad file
 * throws), the redirect table, the platform's services, every slice's API over them, and the
 * release registry.
 */
export function edgeSources(
  config: EdgeConfig,
  db: Database,
  logger: Logger,
  shops = shopRegistry(config),
) {
  const platform = platformServices(config, db, logger, shops);
  return {
    shops,
    redirectRules: RedirectRules.load(),
    redirects: new SqlRedirectSource(db),
    platform,
    slices: sliceApis(platform, config),
    release: releaseSources(config, db, logger),
  };
}
