import { Hono } from "hono";
import { escapeHtml, isLanguage, type ShopContext } from "@shop/shared";
import type { ShopRegistry } from "../shops/shop-registry.ts";

/** A page in a sitemap: its path with the language prefix, and its last change when known. */
export interface SitemapEntry {
  readonly path: string;
  /** ISO 8601. */
  readonly lastmod?: string;
}

/** One sitemap file of a shop language: how many URLs it holds and their newest change. */
export interface SitemapFile {
  readonly urls: number;
  readonly lastmod?: string;
}

/**
 * A slice's pages for the sitemaps, per shop language: its files of at most `urlsPerFile` URLs,
 * and each file's entries, which it may read page by page while the file is written.
 */
export interface SitemapSource {
  sitemapFiles(shop: ShopContext, urlsPerFile: number): Promise<readonly SitemapFile[]>;
  sitemapEntries(shop: ShopContext, file: number, urlsPerFile: number): AsyncIterable<SitemapEntry>;
}

/** The most URLs one sitemap file may hold (sitemaps.org). */
export const sitemapUrlsPerFile = 50_000;

/** Entries already at hand, as the async iterable a source answers. */
function entriesOf(entries: readonly SitemapEntry[]): AsyncIterable<SitemapEntry> {
  return {
    [Symbol.asyncIterator]: () => {
      const iterator = entries[Symbol.iterator]();
      return { next: () => Promise.resolve(iterator.next()) };
    },
  };
}

/** The platform's own pages: each language's home page, in one file. */
export const languageHomePages: SitemapSource = {
  sitemapFiles: () => Promise.resolve([{ urls: 1 }]),
  sitemapEntries: (shop, file) => entriesOf(file === 0 ? [{ path: `/${shop.language}/` }] : []),
};

const xmlHead = `<?xml version="1.0" encoding="UTF-8"?>`;
const sitemapNamespace = `xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"`;
const xmlHeaders = {
  "content-type": "application/xml; charset=utf-8",
  "cache-control": "public, max-age=3600",
};

function lastmodTag(lastmod: string | undefined): string {
  return lastmod ? `<lastmod>${lastmod}</lastmod>` : "";
}

function urlTag(origin: string, { path, lastmod }: SitemapEntry): string {
  return `<url><loc>${escapeHtml(`${origin}${encodeURI(path)}`)}</loc>${lastmodTag(lastmod)}</url>`;
}

/**
 * A sitemap file's XML from its first entry on, encoded as the rest are read (about 64 KB per
 * chunk), so a file of 50,000 URLs never sits in memory.
 */
function urlsetStream(
  origin: string,
  first: SitemapEntry,
  rest: AsyncIterator<SitemapEntry>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let chunk = `${xmlHead}<urlset ${sitemapNamespace}>${urlTag(origin, first)}`;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      while (chunk.length < 64_000) {
        const next = await rest.next();
        if (next.done) {
          controller.enqueue(encoder.encode(`${chunk}</urlset>`));
          controller.close();
          return;
        }
        chunk += urlTag(origin, next.value);
      }
      controller.enqueue(encoder.encode(chunk));
      chunk = "";
    },
    cancel: async () => {
      await rest.return?.();
    },
  });
}

/**
 * `robots.txt`, which names the shop's sitemap index, the index (`/sitemap.xml`) and its files
 * (`/sitemaps/{source}/{language}-{n}.xml`), per shop by host. Each source (a slice, or the
 * language home pages) splits its pages of each shop language into files of at most 50,000 URLs.
 */
export function seoFileRoutes(
  shops: ShopRegistry,
  sources: Readonly<Record<string, SitemapSource>>,
  urlsPerFile = sitemapUrlsPerFile,
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
    const perSource = await Promise.all(
      Object.entries(sources).flatMap(([name, source]) =>
        shop.languages.map(async (language) => {
          const files = await source.sitemapFiles(shops.context(shop, language), urlsPerFile);
          return files.flatMap((file, index) =>
            file.urls === 0
              ? []
              : [
                  `<sitemap><loc>${escapeHtml(`${origin}/sitemaps/${name}/${language}-${index}.xml`)}</loc>${lastmodTag(file.lastmod)}</sitemap>`,
                ],
          );
        }),
      ),
    );
    const xml = `${xmlHead}<sitemapindex ${sitemapNamespace}>${perSource.flat().join("")}</sitemapindex>`;
    return c.body(xml, 200, xmlHeaders);
  });

  app.get("/sitemaps/:source/:file", async (c) => {
    const shop = shops.forHost(c.req.header("host"));
    const source = Object.hasOwn(sources, c.req.param("source"))
      ? sources[c.req.param("source")]
      : undefined;
    const [, language = "", index = ""] =
      /^([a-z]{2})-(\d{1,6})\.xml$/.exec(c.req.param("file")) ?? [];
    const noSuchSitemap = () => c.json({ message: "This shop has no such sitemap" }, 404);
    if (!source || !isLanguage(language) || !shop.languages.includes(language)) {
      return noSuchSitemap();
    }
    const context = shops.context(shop, language);
    const iterable = source.sitemapEntries(context, Number(index), urlsPerFile);
    const entries = iterable[Symbol.asyncIterator]();
    // A file past the source's last one has no entries: it does not exist.
    const first = await entries.next();
    if (first.done) return noSuchSitemap();
    return c.body(urlsetStream(shops.origin(shop), first.value, entries), 200, xmlHeaders);
  });

  return app;
}
