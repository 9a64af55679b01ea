import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { CmsPageResponse } from "@shop/shared";
import { isStorySlug, type ContentSource } from "../content/content-source.ts";
import { apiShop } from "../shops/request-shop.ts";
import type { ShopRegistry } from "../shops/shop-registry.ts";

/** `GET /api/cms/{slug or _}?locale=`: a content page and its language alternates. */
export function cmsRoutes(shops: ShopRegistry, content: ContentSource): Hono {
  const app = new Hono();
  app.get("/:slug{.+}", async (c) => {
    const { context: shop } = apiShop(shops, c.req.header("host"), c.req.query("locale"));
    const slug = c.req.param("slug").replace(/\/$/, "");
    if (!isStorySlug(slug)) throw new HTTPException(400, { message: "slug is not a content slug" });
    const story = await content.story(shop, slug);
    if (!story) throw new HTTPException(404, { message: `No content page ${slug}` });
    return c.json<CmsPageResponse>({ page: story, alternates: [] });
  });
  return app;
}
