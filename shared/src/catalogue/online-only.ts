import type { Product, ProductVariant } from "../api/products.ts";
import { isAvailableCode } from "./availability.ts";
import { isBundle } from "./badges.ts";

type RetailProduct = Pick<Product, "attributes" | "advancedAttributes" | "bundleItems">;

/** Catalogue spec point 3: `personalisierterArtikel` with value '1' marks a personalised item. */
export function isPersonalised(product: Pick<Product, "attributes">): boolean {
  return String(product.attributes.personalisierterArtikel?.value ?? "") === "1";
}

/**
 * Catalogue spec point 4: retail-suitable unless personalised, bulky (`bulkyOrLoad`), a
 * voucher-product article (`vppArticle`) or a bundle.
 */
export function isRetailSuitable(product: RetailProduct): boolean {
  const advanced = product.advancedAttributes;
  return !(
    isPersonalised(product) ||
    Boolean(advanced.bulkyOrLoad) ||
    Boolean(advanced.vppArticle) ||
    isBundle(product)
  );
}

/**
 * Catalogue spec point 4: online-only if the variant shown is not buyable (codes 3 and 4), or
 * the product is not retail-suitable.
 */
export function isOnlineOnly(
  product: RetailProduct,
  variant: Pick<ProductVariant, "delivery"> | undefined,
): boolean {
  const buyable = variant !== undefined && isAvailableCode(variant.delivery.BVC);
  return !buyable || !isRetailSuitable(product);
}
