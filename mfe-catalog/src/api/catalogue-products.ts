import { defaultSearchSort, type CatalogueProducts } from "@shop/shared";
import type { CatalogueSource } from "../store/catalogue-source.ts";

/**
 * The catalogue's products for the content team's product-list block (`CatalogueProducts`,
 * decision 0049): products by number in the editor's order, else the listing of a category or a
 * search as the shop's listing orders it, priced for the shop like every card.
 */
export function catalogueProducts(catalogue: CatalogueSource): CatalogueProducts {
  return {
    async productTeasers(shop, { productNumbers = [], category, query, size }) {
      if (productNumbers.length > 0) {
        const products = await catalogue.productsByReferenceKeys(shop, productNumbers);
        return products.slice(0, size);
      }
      const result = await catalogue.search(shop, {
        query: query ?? "",
        ...(category ? { category } : {}),
        sale: false,
        isNew: false,
        sort: defaultSearchSort,
        page: 1,
        perPage: size,
      });
      return result.products;
    },
  };
}
