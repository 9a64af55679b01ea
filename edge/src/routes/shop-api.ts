import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type {
  NavigationResponse,
  ProductPageResponse,
  RecommendationSlotsResponse,
  RecommendationsResponse,
  ShopConfigResponse,
} from "@shop/shared";
import type { CatalogueSource } from "../catalogue/catalogue-source.ts";
import { parseSearchParams } from "../catalogue/search-params.ts";
import type { RedirectSource } from "../routing/redirect-source.ts";
import { apiShop } from "../shops/request-shop.ts";
import type { ShopRegistry } from "../shops/shop-registry.ts";

const referencePattern = /^[A-Za-z0-9._-]{1,40}$/;

export interface ShopApiSources {
  readonly shops: ShopRegistry;
  readonly catalogue: CatalogueSource;
  readonly redirects: RedirectSource;
}

/** The shop's own calls under `/api/shop/`: config, catalogue, navigation and redirects. */
export function shopApiRoutes({ shops, catalogue, redirects }: ShopApiSources): Hono {
  const app = new Hono();
  const shopOf = (host: string | undefined, locale: string | undefined) =>
    apiShop(shops, host, locale);

  app.get("/config/", (c) => {
    const { shop, context } = shopOf(c.req.header("host"), c.req.query("locale"));
    return c.json<ShopConfigResponse>(shops.configResponse(shop, context.language));
  });

  app.get("/redirect/:path{.+}", async (c) => {
    const { shop } = shopOf(c.req.header("host"), c.req.query("locale"));
    const path = `/${decodeURIComponent(c.req.param("path")).replace(/^\/+/, "")}`;
    const target = await redirects.lookup(shop.brand, path);
    return c.json(target ?? {});
  });

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
    return c.json<RecommendationSlotsResponse>({
      service: shop.recommendationService,
      projectId: `${shop.brand}-${context.locale}`,
      slots: await catalogue.recommendationSlots(context),
    });
  });

  app.get("/search/", async (c) => {
    const { context: shop } = shopOf(c.req.header("host"), c.req.query("locale"));
    return c.json(await catalogue.search(shop, parseSearchParams(c.req.query())));
  });

  app.get("/navigation/", async (c) => {
    const { context: shop } = shopOf(c.req.header("host"), c.req.query("locale"));
    return c.json<NavigationResponse>({ nodes: await catalogue.navigation(shop) });
  });

  return app;
}
