import type { ShopContext } from "@shop/shared";
import type { CatalogueSource } from "../store/catalogue-source.ts";

/** The bestsellers the sitemap lists per shop language. */
const sitemapProducts = 48;

/**
 * The catalogue's pages of one shop language for the sitemap: the top-level category pages of
 * the navigation, then the 48 bestsellers' product pages (`/{language}/{seoPath}`). The home
 * page is the platform's.
 */
export async function sitemapPaths(
  catalogue: CatalogueSource,
  shop: ShopContext,
): Promise<string[]> {
  const [navigation, bestsellers] = await Promise.all([
    catalogue.navigation(shop),
    catalogue.bestsellers(shop, sitemapProducts),
  ]);
  return [
    ...navigation.map((node) => node.link),
    ...bestsellers.map((product) => `/${shop.language}/${product.seoPath}`),
  ];
}
