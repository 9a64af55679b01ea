import type { CurrentBasketResponse, ShopContext } from "@shop/shared";
import { callShopApi, type Fetch } from "@shop/shared/api-client";
import { AnonymousId } from "./anonymous-id.ts";
import { basketClient, type BasketClient } from "./basket-client.ts";
import { CartKeys } from "./cart-keys.ts";
import { wishlistClient, type WishlistClient } from "./wishlist-client.ts";

export interface CartSession {
  readonly keys: CartKeys;
  readonly basket: BasketClient;
  readonly wishlist: WishlistClient;
}

function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === "undefined" ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

let session: CartSession | undefined;

/**
 * The page's basket and wishlist clients (one per page: every basket-team fragment of the page
 * shares the keys, so a key the server named to one fragment serves all). Browser only.
 */
export function cartSession(shop: ShopContext): CartSession {
  if (session) return session;
  const fetchImpl: Fetch = (input, init) => fetch(input, init);
  const sessionKey = async () =>
    (
      await callShopApi<CurrentBasketResponse>(
        `/api/shop/basket/current/?locale=${encodeURIComponent(shop.locale)}`,
      )
    ).basketKey;
  const keys = new CartKeys(shop.shopId, new AnonymousId(browserStorage()), sessionKey);
  session = {
    keys,
    basket: basketClient(fetchImpl, keys, shop.locale),
    wishlist: wishlistClient(fetchImpl, keys, shop.locale),
  };
  return session;
}
