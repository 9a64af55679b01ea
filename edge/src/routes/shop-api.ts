import { Hono } from "hono";
import type { ShopConfigResponse } from "@shop/shared";
import { apiShop } from "@shop/shared/platform";
import type { RedirectSource } from "../routing/redirect-source.ts";
import type { ShopRegistry } from "../shops/shop-registry.ts";

export interface ShopApiSources {
  readonly shops: ShopRegistry;
  readonly redirects: RedirectSource;
}

/**
 * The platform's own calls under `/api/shop/`: the shop's config and the redirect table. The
 * teams' calls under the same prefix (catalogue, basket, wishlist) come from their slices.
 */
export function shopApiRoutes({ shops, redirects }: ShopApiSources): Hono {
  const app = new Hono();

  app.get("/config/", (c) => {
    const { shop, context } = apiShop(shops, c.req.header("host"), c.req.query("locale"));
    return c.json<ShopConfigResponse>(shops.configResponse(shop, context.language));
  });

  app.get("/redirect/:path{.+}", async (c) => {
    const { shop } = apiShop(shops, c.req.header("host"), c.req.query("locale"));
    // The parameter is decoded once already; decoding it again would read `%25` as an escape.
    const path = `/${c.req.param("path").replace(/^\/+/, "")}`;
    const target = await redirects.lookup(shop.brand, path);
    return c.json(target ?? {});
  });

  return app;
}
