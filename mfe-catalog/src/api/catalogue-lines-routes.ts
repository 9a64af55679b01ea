import { Hono, type Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { CatalogueLine, CatalogueLines } from "@shop/shared";
import { apiShop, shopInLocale, type ShopDirectory } from "@shop/shared/platform";

/** Variant and product ids: letters, digits, `.`, `_`, `-`. */
const idPattern = /^[A-Za-z0-9._-]{1,64}$/;

/** The most variant ids one call may ask for (a basket's lines and then some). */
export const maxCatalogueLineIds = 100;

/** `GET /api/shop/catalogue-lines/`'s answer. */
export interface CatalogueLinesResponse {
  readonly lines: readonly CatalogueLine[];
}

/** `GET /api/shop/catalogue-lines/wishlist-variant/`'s answer. */
export interface WishlistVariantResponse {
  readonly productId: string;
  readonly variantId: string;
}

/**
 * The catalogue's calls for the basket team (decision 0022), for a basket API running as its own
 * process; in one process the basket calls the same `CatalogueLines` in-process.
^ * - `GET /api/shop/catalogue-lines/?locale=&variantIds=a,b,c` (and `&shopId=`): the lines of at most 100 variant ids
 *   (`variantIds=` asks for none).
^ * - `GET /api/shop/catalogue-lines/wishlist-variant/?locale=&id=`: the variant a wishlist keeps for a
 *   variant or product id, 404 when the shop's brand has neither.
 */
export function catalogueLinesRoutes(shops: ShopDirectory, lines: CatalogueLines): Hono {
  const app = new Hono();
  // A basket process calling through the edge cannot choose its Host header: `shopId` names the
  // shop instead (then `locale` must be one of its languages, as always).
  const shopOf = (c: Context) => {
    const shopId = c.req.query("shopId");
    if (shopId === undefined) return apiShop(shops, c.req.header("host"), c.req.query("locale"));
    const shop = shops.shops.find((candidate) => candidate.shopId === shopId);
    if (!shop) throw new HTTPException(400, { message: `shopId ${shopId} is not a shop` });
    return shopInLocale(shops, shop, c.req.query("locale"));
  };

  app.get("/catalogue-lines/", async (c) => {
    const { context } = shopOf(c);
    const raw = c.req.query("variantIds");
    const ids = (raw ?? "").split(",").filter(Boolean);
    if (
      raw === undefined ||
      ids.length > maxCatalogueLineIds ||
      !ids.every((id) => idPattern.test(id))
    ) {
      throw new HTTPException(400, {
        message: `variantIds must be at most ${maxCatalogueLineIds} comma-separated variant ids`,
      });
    }
    return c.json<CatalogueLinesResponse>({ lines: await lines.lines(context, ids) });
  });

  app.get("/catalogue-lines/wishlist-variant/", async (c) => {
    const { context } = shopOf(c);
    const id = c.req.query("id") ?? "";
    if (!idPattern.test(id)) {
      throw new HTTPException(400, { message: "id must be a variant or product id" });
    }
    const found = await lines.wishlistVariant(context, id);
    if (!found) throw new HTTPException(404, { message: `No product or variant ${id}` });
    return c.json<WishlistVariantResponse>(found);
  });

  return app;
}
