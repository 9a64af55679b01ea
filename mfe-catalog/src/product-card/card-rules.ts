import {
  isReducedPrice,
  productImageUrl,
  validProductImages,
  type Brand,
  type Badge,
  type ProductImage,
  type ProductTeaser,
} from "@shop/shared";

/** Catalogue spec point 9: card images 340 × 340 in listings, 346 × 346 in sliders. */
export function cardImageSize(form: "listing" | "slider"): 340 | 346 {
  return form === "slider" ? 346 : 340;
}

/** The card's images: valid formats only; a gallery only in listings with more than 1 image. */
export function cardImages(
  product: ProductTeaser,
  form: "listing" | "slider",
): { readonly images: readonly ProductImage[]; readonly gallery: boolean } {
  const images = validProductImages(product.images ?? []);
  const gallery = form === "listing" && images.length > 1;
  return { images: gallery ? images : images.slice(0, 1), gallery };
}

/** Catalogue spec point 2: several variants or a personalised article go to the product page. */
export function cardAddsDirectly(product: ProductTeaser): boolean {
  return (product.variantCount ?? 1) <= 1 && !product.personalised;
}

/** The badges a card can know from a teaser: sale (≤ 96 %) and new (not for the baby brand). */
export function cardBadges(product: ProductTeaser, brand: Brand): Badge[] {
  const badges: Badge[] = [];
  const rrp = product.price.recommendedRetailPrice;
  if (rrp && isReducedPrice(product.price.withTax, rrp)) {
    const percent = Math.round((1 - product.price.withTax / rrp) * 100);
    badges.push({ type: "sale", id: "sale", label: `-${percent}%`, percent });
  }
  if (product.isNew && brand !== "baby") badges.push({ type: "new", id: "new" });
  return badges;
}

export { productImageUrl };
