import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type {
  NavigationResponse,
  ProductPageResponse,
  RecommendationSlotsResponse,
  RecommendationsResponse,
  SearchResponse,
} from "@shop/shared";
import { apiShop, type ShopDirectory } from "@shop/shared/platform";
import type { CatalogueSource } from "../store/catalogue-source.ts";
import { parseSearchParams } from "../store/search-params.ts";
import { recommendationSlotsOf } from "./recommendation-slots.ts";

/** Reference keys in paths and lists: letters, digits, `.`, `_`, `-`. */
export const referencePattern = /^[A-Za-z0-9._-]{1,40}$/;

/**
 * The catalogue's calls under `/api/shop/`: product, recommendations, recommendation slots,
 * search and navigation (catalogue spec points 3 and 7). The shop comes from the host, its
 * language from `locale`.
 */
export function shopRoutes(shops: ShopDirectory, catalogue: CatalogueSource): Hono {
  const app = new Hono();
  const shopOf = (host: string | undefined, locale: string | undefined) =>
    apiShop(shops, host, locale);

  app.get("/product/:referenceKey/", async (c) => {
    const { context } = shopOf(c.req.header("host"), c.req.query("locale"));
    const referenceKey = c.req.param("referenceKey");
    if (!referencePattern.test(referenceKey)) {
      throw new HTTPException(400, { message: "referenceKey is not a reference key" });
    }
    const found = await catalogue.product(context, referenceKey);
    if (!found) throw new HTTPException(404, { message: `No product ${referenceKey}` });
    return c.json<ProductPageResponse>(found);
  });

  app.get("/recommendations/", async (c) => {
    const { context: shop } = shopOf(c.req.header("host"), c.req.query("locale"));
    // Catalogue spec point 7: the products of the ids a recommendation service answered.
    const keys = (c.req.query("referenceKeys") ?? "").split(",").filter(Boolean);
    if (keys.length === 0 || keys.length > 48 || !keys.every((key) => referencePattern.test(key))) {
      throw new HTTPException(400, {
        message: "referenceKeys must be 1 to 48 comma-separated reference keys",
      });
    }
    const products = await catalogue.productsByReferenceKeys(shop, keys);
    return c.json<RecommendationsResponse>({ products });
  });

  app.get("/recommendation-slots/", async (c) => {
    const { shop, context } = shopOf(c.req.header("host"), c.req.query("locale"));
    return c.json<RecommendationSlotsResponse>(
      await recommendationSlotsOf(catalogue, shop, context),
    );
  });

  app.get("/search/", async (c) => {
    const { context: shop } = shopOf(c.req.header("host"), c.req.query("locale"));
    return c.json<SearchResponse>(await catalogue.search(shop, parseSearchParams(c.req.query())));
  });

  app.get("/navigation/", async (c) => {
    const { context: shop } = shopOf(c.req.header("host"), c.req.query("locale"));
    return c.json<NavigationResponse>({ nodes: await catalogue.navigation(shop) });
  });

  return app;
}
