import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { canonicalContentSlug, isReservedContentSlug, type CmsPageResponse } from "@shop/shared";
import { apiShop, type Logger, type ShopDirectory } from "@shop/shared/platform";
import type { LayoutItemsResponse } from "./client.ts";
import { cmsPage } from "./cms-page.ts";
import { layoutItems } from "./layout-items.ts";
import type { ContentReader } from "./content-reader.ts";
import type { ContentSettings } from "./content-settings.ts";
import { requestedVersion } from "./preview-version.ts";

const slugPattern = /^(?:_|[a-z0-9-]+(?:\/[a-z0-9-]+)*)$/;

/** True for slugs a story can have; anything else is refused before the content service is asked. */
export function isStorySlug(slug: string): boolean {
  return slugPattern.test(slug) && !isReservedContentSlug(slug);
}

/**
 * `GET /api/cms/layoutCached/?locale=`: the shop's layout items and banner page, or null when the
 * content service fails (catalogue spec point 8: the layout is then reset to empty). `GET
 * /api/cms/{slug or _}?locale=`: a content page and its language alternates (the draft for an
 * editor's signed preview address).
 */
export function cmsRoutes(
  shops: ShopDirectory,
  content: ContentReader,
  logger: Logger,
  settings: Pick<ContentSettings, "tokens">,
): Hono {
  const app = new Hono();
  app.on("GET", ["/layoutCached", "/layoutCached/"], async (c) => {
    const { context: shop } = apiShop(shops, c.req.header("host"), c.req.query("locale"));
    return c.json<LayoutItemsResponse | null>(await layoutItems(content, shop, logger));
  });
  app.get("/:slug{.+}", async (c) => {
    const { context: shop } = apiShop(shops, c.req.header("host"), c.req.query("locale"));
    // Catalogue spec point 2: reserved slugs are 'Not found'; uppercase and umlauts read as
    // their lowercase, transliterated form (the page routing redirects to it).
    const slug = canonicalContentSlug(c.req.param("slug").replace(/\/$/, ""));
    if (isReservedContentSlug(slug)) throw new HTTPException(404, { message: "Not found" });
    if (!isStorySlug(slug)) throw new HTTPException(400, { message: "slug is not a content slug" });
    // Catalogue spec point 6: an editor's signed preview address reads the draft (the bridge's
    // live update asks here); the marker with a token that is not valid is refused.
    const version = await requestedVersion(content, settings.tokens.preview, c.req.query());
    if (version === "refused") {
      throw new HTTPException(401, { message: "The preview address is not valid or has expired" });
    }
    const page = await cmsPage(content, shop, slug, version);
    if (!page) throw new HTTPException(404, { message: `No content page ${slug}` });
    return c.json<CmsPageResponse>(page);
  });
  return app;
}
