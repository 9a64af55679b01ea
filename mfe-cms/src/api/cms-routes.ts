import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { CmsPageResponse } from "@shop/shared";
import { apiShop, type ShopDirectory } from "@shop/shared/platform";
import { isStorySlug, type ContentSource } from "../store/content-source.ts";
import { cmsPage } from "./cms-page.ts";

/** `GET /api/cms/{slug or _}?locale=`: a content page and its language alternates. */
export function cmsRoutes(shops: ShopDirectory, content: ContentSource): Hono {
  const app = new Hono();
  app.get("/:slug{.+}", async (c) => {
    const { context: shop } = apiShop(shops, c.req.header("host"), c.req.query("locale"));
    const slug = c.req.param("slug").replace(/\/$/, "");
    if (!isStorySlug(slug)) throw new HTTPException(400, { message: "slug is not a content slug" });
    const page = await cmsPage(content, shop, slug);
    if (!page) throw new HTTPException(404, { message: `No content page ${slug}` });
    return c.json<CmsPageResponse>(page);
  });
  return app;
}
