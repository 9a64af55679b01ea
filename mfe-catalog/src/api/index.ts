// The catalogue team's public server entry (`@shop/mfe-catalog/api`, decision 0022): the only
// thing the platform imports of this slice. No React, no browser code.
import { fileURLToPath } from "node:url";
import type { CatalogueLines, NavigationNode, ShopContext } from "@shop/shared";
import type { PlatformServices, SliceApi, SliceMigrations } from "@shop/shared/platform";
import { imageLimitDefaults, type ImageLimits } from "../images/image-limits.ts";
import { ImageService } from "../images/image-service.ts";
import { catalogueLines, wishlistVariant } from "../store/catalogue-lines.ts";
import { releaseStock, reserveStock } from "../store/catalogue-stock.ts";
import { setVariantStock, storeStockReminder } from "../store/stock-reminders.ts";
import { catalogueDataVersion } from "../store/data-version.ts";
import { RecommendationEngine } from "../store/recommendations/recommendation-engine.ts";
import { SqlCatalogue } from "../store/sql-catalogue.ts";
import { catalogClient } from "./catalog-client.ts";
import { catalogueFacts } from "./catalogue-facts.ts";
import { catalogueLinesRoutes } from "./catalogue-lines-routes.ts";
import type { CatalogClient } from "./client.ts";
import { imageRoutes } from "./image-routes.ts";
import { recommendationServiceRoutes } from "./recommendation-service.ts";
import { shopRoutes } from "./shop-routes.ts";
import { sendStockReminders } from "./stock-reminder-sender.ts";
import { stockReminderRoutes } from "./stock-reminder-routes.ts";
import { catalogueSitemap } from "./sitemap.ts";

export type { CatalogClient, SearchQuery, SlotRecommendationRequest } from "./client.ts";
export type { CatalogueLinesResponse, WishlistVariantResponse } from "./catalogue-lines-routes.ts";
export type { StockReminderResponse } from "./stock-reminder-routes.ts";
export { embeddedRecommendationService } from "./recommendation-service.ts";
export {
  isCatalogueEmpty,
  resetDemoCatalogue,
  seedDemoCatalogue,
  type DemoCatalogueOptions,
  type SeedResult,
} from "../demo-data/seed.ts";
export type { DemoRedirect } from "../demo-data/demo-redirects.ts";
export { imageLimitsFromEnv, type ImageLimits } from "../images/image-limits.ts";

/** The catalogue's tables, search views and migrations, in the PostgreSQL schema `catalog`. */
export const catalogMigrations: SliceMigrations = {
  owner: "mfe-catalog",
  schema: "catalog",
  folder: fileURLToPath(new URL("../../migrations", import.meta.url)),
};

/** What the catalogue's API needs beyond the platform's services. */
export interface CatalogDeps extends PlatformServices {
  /** The product images' sources (`{brand}/{name}.svg`). */
  readonly imageDir: string;
  /** Where resized and converted images are kept. */
  readonly imageCacheDir: string;
  /** The image cache's size and the cold renders at once and waiting (imageLimitDefaults without). */
  readonly imageLimits?: ImageLimits;
}

/**
 * The catalogue's server side as the platform mounts it: `/api/shop` (product, search,
 * navigation, recommendations, recommendation slots, catalogue lines), `/optimization` (the
 * embedded recommendation service) and `/images`; its in-process client for its fragment
 * loaders and its data version for their cache; the lines the basket reads; the navigation for
 * the page frame; its pages for the sitemaps.
 */
export function catalogApi(deps: CatalogDeps) {
  const catalogue = new SqlCatalogue(deps.db);
  const engine = new RecommendationEngine(deps.db);
  // Stock that comes back answers the remind-when-available requests waiting for it; a failure
  // there is logged and never fails the stock change itself (the next change sends them).
  const remindersFor = async (variantIds?: readonly string[]) => {
    try {
      return await sendStockReminders(deps, variantIds);
    } catch (error) {
      deps.logger.error("stock_reminder.failed", { error: String(error) });
      return 0;
    }
  };
  const lines: CatalogueLines = {
    lines: (shop, variantIds) => catalogueLines(deps.db, shop, variantIds),
    wishlistVariant: (shop, itemCreationId) => wishlistVariant(deps.db, shop, itemCreationId),
    reserveStock: (shop, stockLines) => reserveStock(deps.db, shop, stockLines),
    releaseStock: async (shop, stockLines) => {
      await releaseStock(deps.db, shop, stockLines);
      await remindersFor(stockLines.map((line) => line.variantId));
    },
  };
  const shop = shopRoutes(deps.shops, catalogue);
  shop.route("/", catalogueLinesRoutes(deps.shops, lines));
  shop.route(
    "/",
    stockReminderRoutes({
      ...deps,
      store: (context, request) => storeStockReminder(deps.db, context, request),
    }),
  );
  const api = {
    mfe: "mfe-catalog",
    routes: [
      { path: "/api/shop", routes: shop },
      {
        path: "/optimization",
        routes: recommendationServiceRoutes({ ...deps, engine }),
      },
      {
        path: "/images",
        routes: imageRoutes(
          new ImageService(
            deps.imageDir,
            deps.imageCacheDir,
            deps.imageLimits ?? imageLimitDefaults,
          ),
        ),
      },
    ],
    client: (request) =>
      catalogClient({ shops: deps.shops, catalogue, engine, sessions: deps.sessions }, request),
    dataVersion: () => catalogueDataVersion(deps.db),
  } satisfies SliceApi<CatalogClient>;
  return {
    ...api,
    lines,
    /** What the content team's campaign triggers ask of a product or category page. */
    facts: catalogueFacts(deps.db, (context) => catalogue.navigation(context)),
    /** The brand's category tree in the shop's language (the page frame's menu). */
    navigation: (context: ShopContext): Promise<NavigationNode[]> => catalogue.navigation(context),
    /** The catalogue's pages of each shop language for the sitemaps (categories, listed products). */
    sitemap: catalogueSitemap(deps.db, catalogue),
    /**
     * Stock administration (the stock CLI, a warehouse feed): sets a variant's stock and sends
     * the back-in-stock e-mails it answers. `{ found: false }` for an unknown variant.
     */
    setStock: async (variantId: string, quantity: number) => {
      if (!Number.isInteger(quantity) || quantity < 0) {
        throw new RangeError("quantity must be a whole number of 0 or more");
      }
      if (!(await setVariantStock(deps.db, variantId, quantity))) {
        return { found: false, remindersSent: 0 };
      }
      return { found: true, remindersSent: await remindersFor([variantId]) };
    },
  };
}

/** The catalogue's API as `catalogApi` builds it. */
export type CatalogApi = ReturnType<typeof catalogApi>;
