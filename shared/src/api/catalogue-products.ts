import type { ShopContext } from "../shops/shops.ts";
import type { ProductTeaser } from "./products.ts";

/**
 * Which products a content page's product list shows (decision 0049): the editor names product
 * numbers (shown in their order), or else a category, search words or both (the catalogue's
 * listing order, Relevancy:desc); at most `size` of them.
 */
export interface ProductListSelection {
  /** Reference keys, in the order the editor gave them; wins over category and query. */
  readonly productNumbers?: readonly string[];
  /** A category's slug in the shop's language (`kueche`, `cuisine`). */
  readonly category?: string;
  /** Search words, as the shop's search takes them. */
  readonly query?: string;
  readonly size: number;
}

/**
 * The catalogue's products for the content team's product-list block, implemented by the
 * catalogue's API and wired by the edge (in-process, like `CatalogueFacts`).
 */
export interface CatalogueProducts {
  /** The selected products' card data in the shop; empty when nothing matches. */
  productTeasers(
    shop: ShopContext,
    selection: ProductListSelection,
  ): Promise<readonly ProductTeaser[]>;
}
