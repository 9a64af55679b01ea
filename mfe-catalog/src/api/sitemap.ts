import type { NavigationNode, ShopContext } from "@shop/shared";
import type { Database } from "@shop/shared/platform";
import type { CatalogueSource } from "../store/catalogue-source.ts";
import { sitemapProductFiles, sitemapProducts } from "../store/sitemap-products.ts";

/** A page in a sitemap: its path with the language prefix, and its last change when known. */
export interface SitemapEntry {
  readonly path: string;
  readonly lastmod?: string;
}

/** One sitemap file of a shop language: how many URLs it holds and their newest change. */
export interface SitemapFile {
  readonly urls: number;
  readonly lastmod?: string;
}

/** Every category page of the tree, departments before their subcategories. */
function categoryPaths(nodes: readonly NavigationNode[]): string[] {
  return nodes.flatMap((node) => [node.link, ...categoryPaths(node.children ?? [])]);
}

/**
 * The catalogue's pages for the platform's sitemaps, per shop language: file 0 holds the
 * category pages of the navigation (a tree of a few dozen), the files after it every listed
 * product page, at most `urlsPerFile` each, read page by page as the file is written.
 */
export function catalogueSitemap(db: Database, catalogue: CatalogueSource) {
  return {
    async sitemapFiles(shop: ShopContext, urlsPerFile: number): Promise<SitemapFile[]> {
      const [navigation, products] = await Promise.all([
        catalogue.navigation(shop),
        sitemapProductFiles(db, shop, urlsPerFile),
      ]);
      return [{ urls: categoryPaths(navigation).length }, ...products];
    },
    async *sitemapEntries(
      shop: ShopContext,
      file: number,
      urlsPerFile: number,
    ): AsyncGenerator<SitemapEntry> {
      if (file === 0) {
        for (const path of categoryPaths(await catalogue.navigation(shop))) yield { path };
        return;
      }
      yield* sitemapProducts(db, shop, file - 1, urlsPerFile);
    },
  };
}
