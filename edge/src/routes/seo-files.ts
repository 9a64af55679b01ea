import { Hono } from "hono";
import type { ShopContext } from "@shop/shared";
import type { ShopRegistry } from "../shops/shop-registry.ts";
import { escapeHtml } from "@shop/shared";

/**
 * `robots.txt` and `sitemap.xml` per shop (by host): the sitemap lists each language's home
 * page, the category pages of the navigation and the products.
 */
export function seoFileRoutes(
  shops: ShopRegistry,
  /** The catalogue team's paths of one shop language (categories, products), prefix included. */
  sitemapPaths: (shop: ShopContext) => Promise<readonly string[]>,
): Hono {
  const app = new Hono();

  app.get("/robots.txt", (c) => {
    const shop = shops.forHost(c.req.header("host"));
    const body = [
      "User-agent: *",
      "Allow: /",
      "Disallow: /api/",
      "",
      `Sitemap: ${shops.origin(shop)}/sitemap.xml`,
      "",
    ];
    return c.text(body.join("\n"), 200, { "cache-control": "public, max-age=3600" });
  });

  app.get("/sitemap.xml", async (c) => {
    const shop = shops.forHost(c.req.header("host"));
    const origin = shops.origin(shop);
    const paths: string[] = [];
    for (const language of shop.languages) {
      const context = shops.context(shop, language);
      paths.push(`/${language}/`, ...(await sitemapPaths(context)));
    }
    const urls = paths.map(
      (path) => `<url><loc>${escapeHtml(`${origin}${encodeURI(path)}`)}</loc></url>`,
    );
    const xml = `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join("")}</urlset>`;
    return c.body(xml, 200, {
      "content-type": "application/xml; charset=utf-8",
      "cache-control": "public, max-age=3600",
    });
  });

  return app;
}
