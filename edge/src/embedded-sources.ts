import { DemoCatalogue } from "./catalogue/demo-catalogue.ts";
import type { EdgeConfig } from "./config.ts";
import { FileContentSource } from "./content/content-source.ts";
import { FileRedirectSource } from "./routing/content-redirects.ts";
import { RedirectRules } from "./routing/redirect-rules.ts";
import { loadShopConfig } from "./shops/shop-config.ts";
import { ShopRegistry } from "./shops/shop-registry.ts";

/**
 * The embedded defaults behind every source the edge reads: the shop configuration and the
 * redirect rules (validated, a bad file throws), demo catalogue, story files, content redirects.
 */
export function embeddedSources(config: EdgeConfig, shopConfigFile?: string) {
  return {
    shops: new ShopRegistry(loadShopConfig(shopConfigFile), config.publicOrigin),
    redirectRules: RedirectRules.load(),
    redirects: new FileRedirectSource(),
    catalogue: new DemoCatalogue(),
    content: new FileContentSource(),
  };
}
