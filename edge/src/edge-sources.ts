import { SqlCatalogue } from "./catalogue/sql-catalogue.ts";
import type { EdgeConfig } from "./config.ts";
import { FileContentSource } from "./content/content-source.ts";
import type { ShopDatabase } from "./db/database.ts";
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
 * throws), the catalogue and redirects from the database, and the story files.
 */
export function edgeSources(config: EdgeConfig, db: ShopDatabase, shops = shopRegistry(config)) {
  return {
    shops,
    redirectRules: RedirectRules.load(),
    redirects: new SqlRedirectSource(db),
    catalogue: new SqlCatalogue(db),
    content: new FileContentSource(),
  };
}
