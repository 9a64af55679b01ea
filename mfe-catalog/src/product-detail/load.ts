import {
  fetchJson,
  languages,
  productReferenceFromPdp,
  type FragmentRequest,
  type ProductPageResponse,
} from "@shop/shared";
import type { LoadedFragment } from "@shop/shared/server";
import type { ProductDetailState } from "./ProductDetail.tsx";

/** Loads the product of the page's `pdp` (its reference number is the last dash segment). */
export async function loadProductDetail(
  request: FragmentRequest,
): Promise<LoadedFragment<ProductDetailState>> {
  const referenceKey = productReferenceFromPdp(request.params.pdp ?? "");
  const { product, alternates } = await fetchJson<ProductPageResponse>(
    request.fetchApi,
    `/api/shop/product/${encodeURIComponent(referenceKey)}/?locale=${request.shop.locale}`,
  );
  return {
    state: { product },
    head: {
      title: `${product.name} | ${product.brand}`,
      alternatePaths: Object.fromEntries(
        languages.map((language) => [language, `/${language}/${alternates[language]}`]),
      ),
    },
  };
}
