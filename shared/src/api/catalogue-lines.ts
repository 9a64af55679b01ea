import type { ShopContext } from "../shops/shops.ts";
import type { LineProduct, LineVariant } from "./basket.ts";

/**
 * What the catalogue tells the basket and wishlist about one variant in one shop (decision
 * 0022): the basket team keeps keys, quantities and texts; the catalogue team owns everything a
 * line shows about the product.
 */
export interface CatalogueLine {
  readonly product: LineProduct;
  /** Priced for the shop; where the variant has no price there, its price is zero. */
  readonly variant: LineVariant;
  /** The unit price with tax, or null where the variant has no price in the shop. */
  readonly withTax: number | null;
  readonly recommendedRetailPrice: number | null;
  readonly stockQuantity: number;
  /** Core spec point 4 (clean-up): the product is active and priced, and the variant not BVC 3 or 4. */
  readonly buyable: boolean;
  /** The first running promotion of the product, with its label in the shop's language. */
  readonly promotion: { readonly id: string; readonly label: string } | null;
}

/** A variant and how many of it an order takes (issue 18, point 4). */
export interface StockLine {
  readonly variantId: string;
  readonly quantity: number;
}

/** A stock reservation's outcome: all lines reserved, or none and the first line short of stock. */
export type StockReservation =
  { readonly reserved: true } | { readonly reserved: false; readonly variantId: string };

/**
 * The catalogue's calls the basket slice needs, implemented by the catalogue's API: in-process
 * when the edge runs both, over HTTP (`GET /api/shop/catalogue-lines/`) when the basket runs alone.
 */
export interface CatalogueLines {
  /** The lines of the given variant ids in the shop's brand; unknown ids are left out. */
  lines(shop: ShopContext, variantIds: readonly string[]): Promise<readonly CatalogueLine[]>;
  /**
   * The variant a wishlist keeps for an id that names a variant, or a product (then its first
   * variant that is not sold out); undefined when the shop's brand has neither.
   */
  wishlistVariant(
    shop: ShopContext,
    itemCreationId: string,
  ): Promise<{ readonly productId: string; readonly variantId: string } | undefined>;
  /**
   * Takes the lines' quantities off the catalogue's stock at once (issue 18, point 4): all of
   * them, or, when one variant has too little, none.
   */
  reserveStock(shop: ShopContext, lines: readonly StockLine[]): Promise<StockReservation>;
  /** Gives a reservation's quantities back (a declined payment, an order that was not stored). */
  releaseStock(shop: ShopContext, lines: readonly StockLine[]): Promise<void>;
}
