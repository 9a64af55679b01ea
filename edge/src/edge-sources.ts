import { SqlCatalogue } from "./catalogue/sql-catalogue.ts";
import type { EdgeConfig } from "./config.ts";
import { FileContentSource } from "./content/content-source.ts";
import type { ShopDatabase } from "./db/database.ts";
import { cartSources } from "./basket/cart-sources.ts";
import { identitySources } from "./identity/identity-sources.ts";
import type { Logger } from "./logger.ts";
import { RecommendationEngine } from "./recommendations/recommendation-engine.ts";
import { releaseSources } from "./release/release-sources.ts";
import { RedirectRules } from "./routing/redirect-rules.ts";
import { SqlRedirectSource } from "./routing/sql-redirects.ts";
import { loadShopConfig } from "./shops/shop-config.ts";
import { ShopRegistry } from "./shops/shop-registry.ts";

/** The shops of the deployment; a bad configuration file throws, naming the field. */
export function shopRegistry(config: EdgeConfig, shopConfigFile?: string): ShopRegistry {
  return new ShopRegistry(loadShopConfig(shopConfigFile), config.publicOrigin);
}

/**
 * The sources the edge reads: the shop configuration and the redirect rules (validated, a bad file
 * throws), the catalogue, recommendations, redirects, identity, baskets and wishlists from the database, and
 * the story files.
 */
export function edgeSources(
  config: EdgeConfig,
  db: ShopDatabase,
  logger: Logger,
  shops = shopRegistry(config),
) {
  const identity = identitySources(config, db, shops, logger);
  return {
    shops,
    redirectRules: RedirectRules.load(),
    redirects: new SqlRedirectSource(db),
    catalogue: new SqlCatalogue(db),
    recommendations: new RecommendationEngine(db),
    content: new FileContentSource(),
    identity,
    carts: cartSources(db, identity, logger),
    release: releaseSources(config, db, logger),
  };
}
