import {
  chosenVariant,
  fetchJson,
  languages,
  productReferenceFromPdp,
  type FragmentRequest,
  type ProductPageResponse,
} from "@shop/shared";
import type { LoadedFragment } from "@shop/shared/server";
import { loadWishlistOffered } from "../shop-config.ts";
import type { ProductDetailState } from "./ProductDetail.tsx";

/**
 * Loads the product of the page's `pdp` (its reference number is the last dash segment) and
 * chooses the variant on the server (catalogue spec point 4), so the browser hydrates the same
 * one. The edge has already redirected to the canonical path with the same query. Whether the
 * shop offers a wishlist comes from its config, so both render the heart alike.
 */
export async function loadProductDetail(
  request: FragmentRequest,
): Promise<LoadedFragment<ProductDetailState>> {
  const referenceKey = productReferenceFromPdp(request.params.pdp ?? "");
  const [{ product, alternates }, wishlistOffered] = await Promise.all([
    fetchJson<ProductPageResponse>(
      request.fetchApi,
      `/api/shop/product/${encodeURIComponent(referenceKey)}/?locale=${request.shop.locale}`,
    ),
    loadWishlistOffered(request),
  ]);
  const variant = chosenVariant(product.variants, request.query.variant);
  return {
    state: {
      product,
      variantKey: variant?.referenceKey ?? null,
      addToCart: request.query.action === "addToCart",
      wishlistOffered,
    },
    head: {
      title: `${product.name} | ${product.brand}`,
      description: product.description.slice(0, 160),
      alternatePaths: Object.fromEntries(
        languages.map((language) => [language, `/${language}/${alternates[language]}`]),
      ),
    },
  };
}
