import type { CatalogueLine, CatalogueLines } from "@shop/shared";

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** The catalogue's answer to `GET /api/shop/catalogue-lines/`. */
interface CatalogueLinesResponse {
  readonly lines: readonly CatalogueLine[];
}

/** The catalogue's answer to `GET /api/shop/catalogue-lines/wishlist-variant/`. */
interface WishlistVariantResponse {
  readonly productId: string;
  readonly variantId: string;
}

const noStockOverHttp =
  "The catalogue's stock can be reserved only in the edge's process (decision 0035)";

/** The most variant ids the catalogue answers in one call; a longer list is asked in parts. */
const maxIdsPerCall = 100;

const isLines = (value: unknown): value is readonly CatalogueLine[] => Array.isArray(value);

/**
 * `CatalogueLines` over HTTP, for a basket process running without the catalogue in it (issue
 * 14, point 5): `GET {baseUrl}/api/shop/catalogue-lines/?locale=&shopId=&variantIds=a,b` and
 * `GET {baseUrl}/api/shop/catalogue-lines/wishlist-variant/?locale=&shopId=&id=`. The shop is
 * named in the query (`shopId`) as well as by its locale, since a fetch cannot choose its
 * `Host`. Any failure throws: a basket must never read "the catalogue is down" as "no such
 * variants" and clean its lines up.
 */
export function catalogueLinesOverHttp(baseUrl: string, fetchImpl: Fetch = fetch): CatalogueLines {
  const base = baseUrl.replace(/\/+$/, "");
  const get = async (path: string, query: Record<string, string>): Promise<Response> => {
    const url = `${base}/api/shop/catalogue-lines/${path}?${new URLSearchParams(query).toString()}`;
    return fetchImpl(url, { headers: { accept: "application/json" } });
  };
  const failed = (response: Response) =>
    new Error(`The catalogue's lines answered ${response.status} ${response.url}`);
  return {
    async lines(shop, variantIds) {
      const ask = async (ids: readonly string[]) => {
        const response = await get("", {
          locale: shop.locale,
          shopId: shop.shopId,
          variantIds: ids.join(","),
        });
        if (!response.ok) throw failed(response);
        const { lines } = (await response.json()) as Partial<CatalogueLinesResponse>;
        if (!isLines(lines)) throw new Error("The catalogue's lines answered no lines");
        return lines;
      };
      const chunks: (readonly string[])[] = [];
      for (let start = 0; start < variantIds.length; start += maxIdsPerCall) {
        chunks.push(variantIds.slice(start, start + maxIdsPerCall));
      }
      return (await Promise.all(chunks.map(ask))).flat();
    },
    async wishlistVariant(shop, itemCreationId) {
      const response = await get("wishlist-variant/", {
        locale: shop.locale,
        shopId: shop.shopId,
        id: itemCreationId,
      });
      if (response.status === 404) return undefined;
      if (!response.ok) throw failed(response);
      const { productId, variantId } = (await response.json()) as WishlistVariantResponse;
      return { productId, variantId };
    },
    // The catalogue offers no stock write over HTTP yet (it would need the edge's token, not a
    // public route): a basket running alone cannot place orders (decision 0035).
    reserveStock: () => Promise.reject(new Error(noStockOverHttp)),
    releaseStock: () => Promise.reject(new Error(noStockOverHttp)),
  };
}
