import { categoryTrail, type CatalogueFacts, type NavigationNode } from "@shop/shared";
import type { Database } from "@shop/shared/platform";
import { loadProduct } from "../store/product-detail.ts";

/**
 * The catalogue's facts for the content team's campaign triggers (`CatalogueFacts`): a product's
 * brand, subbrand, sale flag and category names as its page shows them, and a category page's
 * trail in the shop's navigation.
 */
export function catalogueFacts(
  db: Database,
  navigation: (shop: Parameters<CatalogueFacts["productFacts"]>[0]) => Promise<NavigationNode[]>,
): CatalogueFacts {
  return {
    async productFacts(shop, referenceKey) {
      const page = await loadProduct(db, shop, referenceKey);
      if (!page) return undefined;
      const { brand, subbrand, sale, categories } = page.product;
      return {
        brand,
        ...(subbrand ? { subbrand } : {}),
        breadcrumb: categories.map((category) => category.categoryName),
        sale,
      };
    },
    async categoryFacts(shop, path) {
      const trail = categoryTrail(await navigation(shop), path);
      return trail ? { breadcrumb: trail.map((node) => node.name), sale: false } : undefined;
    },
  };
}
