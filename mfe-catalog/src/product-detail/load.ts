import {
  chosenVariant,
  languages,
  productReferenceFromPdp,
  type FragmentRequest,
} from "@shop/shared";
import type { LoadedFragment } from "@shop/shared/server";
import type { CatalogClient } from "../api/client.ts";
import { wishlistOffered } from "../shop-config.ts";
import type { ProductDetailState } from "./ProductDetail.tsx";
import { productPageSlots } from "./product-page-slots.ts";

/**
 * Loads the product of the page's `pdp` (its reference number is the last dash segment) once,
 * through the catalogue's client, and answers for the whole page: no such product is a
 * not-found page; any path but the product's canonical one in the page's language redirects
 * there (the edge keeps the query and answers 301). Otherwise it chooses the variant on the
 * server (catalogue spec point 4), so the browser hydrates the same one; whether the shop
 * offers a wishlist comes from its config, so both render the heart alike. The product's
 * alternatives and suggestions (catalogue spec point 7) come after it, both at once.
 */
export async function loadProductDetail(
  request: FragmentRequest<CatalogClient>,
): Promise<LoadedFragment<ProductDetailState>> {
  const referenceKey = productReferenceFromPdp(request.params.pdp ?? "");
  const found = await request.api.product(referenceKey);
  if (!found) return { outcome: { kind: "notFound" } };
  const { product, alternates } = found;
  const canonical = `/${request.shop.language}/${alternates[request.shop.language]}`;
  if (request.path !== canonical) {
    return { outcome: { kind: "redirect", path: canonical } };
  }
  const variant = chosenVariant(product.variants, request.query.variant);
  // Any failure leaves a slot empty, never the page.
  const recommendations = await Promise.all(
    productPageSlots.map((slot) =>
      request.api
        .slotRecommendations(slot, { itemId: referenceKey })
        .catch(() => [])
        .then((products) => ({ slot, products })),
    ),
  );
  return {
    state: {
      product,
      variantKey: variant?.referenceKey ?? null,
      addToCart: request.query.action === "addToCart",
      wishlistOffered: wishlistOffered(request),
      clickAndReserve: request.shopConfig.options.clickAndReserve,
      recommendations: recommendations.filter((slot) => slot.products.length > 0),
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
