import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { NavigationResponse, RecommendationsResponse } from "@shop/shared";
import type { CatalogueSource } from "../catalogue/catalogue-source.ts";
import { apiShop } from "../shops/request-shop.ts";

/** Catalogue spec point 9: 12 products per recommendation slot. */
const defaultRecommendationSize = 12;

const slotPattern = /^[a-z_]{1,40}$/;

/** The shop's catalogue calls: `/api/shop/recommendations/` and `/api/shop/navigation/`. */
export function shopApiRoutes(catalogue: CatalogueSource): Hono {
  const app = new Hono();

  app.get("/recommendations/", async (c) => {
    const shop = apiShop(c.req.header("host"), c.req.query("locale"));
    const slot = c.req.query("slot") ?? "listing_bestseller";
    if (!slotPattern.test(slot))
      throw new HTTPException(400, { message: "slot is not a slot name" });
    const sizeText = c.req.query("size") ?? String(defaultRecommendationSize);
    const size = Number(sizeText);
    if (!/^\d+$/.test(sizeText) || size < 1 || size > 48) {
      throw new HTTPException(400, { message: "size must be a whole number from 1 to 48" });
    }
    const products = await catalogue.recommendations(shop, slot, size);
    return c.json<RecommendationsResponse>({ products });
  });

  app.get("/navigation/", async (c) => {
    const shop = apiShop(c.req.header("host"), c.req.query("locale"));
    return c.json<NavigationResponse>({ nodes: await catalogue.navigation(shop) });
  });

  return app;
}
