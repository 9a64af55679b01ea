import type { FragmentRequest, ProductTeaser } from "@shop/shared";
import type { LoadedFragment } from "@shop/shared/server";
import type { CatalogClient } from "../api/client.ts";
import { wishlistOffered } from "../shop-config.ts";
import type { ProductListState } from "./ProductList.tsx";

/** What a content page's product list reads: the query its slot gives it (decision 0055). */
export const productListQueryKeys = [
  "productNumbers",
  "category",
  "q",
  "size",
  "layout",
  "headline",
] as const;

/** Catalogue spec point 9: 12 products per slot; at most 24. */
const productListSize = { default: 12, max: 24 } as const;

/** A product number as the catalogue takes it (its product API's reference pattern). */
const referenceKey = /^[A-Za-z0-9._-]{1,40}$/;

function listSize(asked: string | undefined): number {
  const size = Number(asked);
  return Number.isInteger(size) && size >= 1
    ? Math.min(size, productListSize.max)
    : productListSize.default;
}

/**
 * The products of a content page's product list (decision 0055): by number in the editor's order,
 * else the listing of a category, search words or both as the shop's listing orders it. A
 * selection the search refuses (a malformed category, say) shows no products; any other failure
 * is the fragment's, and its slot stays empty.
 */
async function selectedProducts(
  api: CatalogClient,
  query: Readonly<Record<string, string>>,
  locale: string,
): Promise<readonly ProductTeaser[]> {
  const size = listSize(query.size);
  const numbers = (query.productNumbers ?? "").split(",").filter((key) => referenceKey.test(key));
  if (numbers.length > 0) {
    return (await api.recommendations(numbers.slice(0, productListSize.max))).slice(0, size);
  }
  if (!query.category && !query.q) return [];
  try {
    const result = await api.search({
      locale,
      ...(query.category ? { category: query.category } : {}),
      ...(query.q ? { q: query.q } : {}),
      page: "1",
      perPage: String(size),
    });
    return result.products;
  } catch (error) {
    // The search's 400 (an `HTTPException`, or its status once it crossed the renderer's thread).
    if (error instanceof Error && (error as { status?: unknown }).status === 400) return [];
    throw error;
  }
}

/** Loads a content page's product list through the catalogue's client. */
export async function loadProductList(
  request: FragmentRequest<CatalogClient>,
): Promise<LoadedFragment<ProductListState>> {
  const { query } = request;
  const products = await selectedProducts(request.api, query, request.shop.locale);
  const headline = query.headline?.trim().slice(0, 120);
  return {
    state: {
      products,
      layout: query.layout === "slider" ? "slider" : "grid",
      ...(headline ? { headline } : {}),
      wishlistOffered: wishlistOffered(request),
    },
  };
}
