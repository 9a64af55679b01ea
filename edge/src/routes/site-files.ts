import fs from "node:fs/promises";
import path from "node:path";
import { Hono } from "hono";
import sharp from "sharp";
import { isLanguage, toLanguageTag, type Brand } from "@shop/shared";
import {
  siteIconFolder,
  siteIcons,
  webManifest,
  webManifestFile,
  type SiteIcon,
} from "../head/site-icons.ts";
import type { ShopRegistry } from "../shops/shop-registry.ts";

const publicDir = path.resolve(import.meta.dirname, "..", "..", "public");

/** Each brand's primary colour, as the shell's brand tokens have it: the manifest's theme colour. */
const brandThemeColours: Readonly<Record<Brand, string>> = {
  home: "#0b5d57",
  baby: "#8a2c5e",
};

const cacheHeaders = { "cache-control": "public, max-age=86400" };

/**
 * Site-level files: `/favicon.svg` (the home brand's icon, for clients that ask for it without
 * reading the head) and each shop locale's icons and web manifest under `/icons/{locale}/`
 * (catalogue spec point 2). A locale the host's shop does not serve gets 404.
 */
export function siteFileRoutes(shops: ShopRegistry): Hono {
  const app = new Hono();
  // Drawn on the first request and kept: a brand's icon never changes while the edge runs, and
  // the whole set is 2 brands × 7 files.
  const drawn = new Map<string, Promise<Buffer>>();
  const brandIcon = (brand: Brand) =>
    memo(drawn, `${brand}.svg`, () => fs.readFile(path.join(publicDir, "icons", `${brand}.svg`)));
  const brandPng = (brand: Brand, { size }: SiteIcon) =>
    memo(drawn, `${brand}-${size}`, async () =>
      sharp(await brandIcon(brand), { density: Math.ceil((72 * size) / 32) })
        .resize(size, size)
        .png({ compressionLevel: 9 })
        .toBuffer(),
    );

  app.get("/favicon.svg", async (c) =>
    c.body(new Uint8Array(await brandIcon("home")), 200, {
      "content-type": "image/svg+xml",
      ...cacheHeaders,
    }),
  );

  app.get("/icons/:locale/:file", async (c) => {
    const shop = shops.forHost(c.req.header("host"));
    const [language = "", country = ""] = c.req.param("locale").split("-");
    if (!isLanguage(language) || country !== shop.country || !shop.languages.includes(language)) {
      return c.json({ message: "This shop has no icons for that locale" }, 404);
    }
    const context = shops.context(shop, language);
    const file = c.req.param("file");
    if (file === "favicon.svg") {
      return c.body(new Uint8Array(await brandIcon(shop.brand)), 200, {
        "content-type": "image/svg+xml",
        ...cacheHeaders,
      });
    }
    if (file === webManifestFile) {
      const manifest = webManifest({
        name: shop.brandName,
        languageTag: toLanguageTag(context.locale),
        startUrl: `/${language}/`,
        themeColor: brandThemeColours[shop.brand],
        folder: siteIconFolder(context.locale),
      });
      return c.body(JSON.stringify(manifest), 200, {
        "content-type": "application/manifest+json",
        ...cacheHeaders,
      });
    }
    const icon = siteIcons.find((candidate) => candidate.file === file);
    if (!icon) return c.json({ message: "No such icon" }, 404);
    return c.body(new Uint8Array(await brandPng(shop.brand, icon)), 200, {
      "content-type": "image/png",
      ...cacheHeaders,
    });
  });
  return app;
}

function memo<T>(cache: Map<string, Promise<T>>, key: string, make: () => Promise<T>): Promise<T> {
  let value = cache.get(key);
  if (!value) {
    value = make();
    cache.set(key, value);
  }
  return value;
}
