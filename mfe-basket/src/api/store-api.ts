import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { Language } from "@shop/shared";
import type { ShopDirectory } from "@shop/shared/platform";
import type { StoresResponse, StoreView } from "../click-and-reserve/reservation-contract.ts";
import type { RetailStore } from "../stores/retail-stores.ts";
import { postcodeSearchDigits, storesNear } from "../stores/stores-near.ts";
import { cartShop } from "./cart-access.ts";
import { clickAndReserveShop } from "./reservation-api.ts";

/** A store as the shopper reads it, its opening hours in the language asked for. */
export function storeView(store: RetailStore, language: Language): StoreView {
  const openingHours = store.openingHours[language] ?? Object.values(store.openingHours)[0] ?? "";
  return {
    id: store.id,
    name: store.name,
    street: store.street,
    postcode: store.postcode,
    city: store.city,
    openingHours,
  };
}

/**
 * `GET /api/shop/stores/?locale=&postcode=` (click and reserve, decision 0046): the shop's
 * stores nearest a postcode or its beginning; a missing or malformed postcode is a 400, a shop
 * without the `clickAndReserve` option a 404. The list is public and the same for everyone.
 */
export function storeApiRoutes({ shops }: { readonly shops: ShopDirectory }): Hono {
  const app = new Hono();

  app.get("/stores/", (c) => {
    const { context } = cartShop(shops, c);
    clickAndReserveShop(shops, c);
    const digits = postcodeSearchDigits(context.country, c.req.query("postcode") ?? "");
    if (digits === undefined) {
      throw new HTTPException(400, {
        message: "postcode must be a postcode of the shop's country or its first digits",
      });
    }
    c.header("cache-control", "public, max-age=300");
    return c.json<StoresResponse>({
      stores: storesNear(context, digits).map((store) => storeView(store, context.language)),
    });
  });

  return app;
}
