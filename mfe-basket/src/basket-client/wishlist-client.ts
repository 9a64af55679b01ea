import type { Locale, Wishlist, WishlistChangeResponse, WishlistItem } from "@shop/shared";
import { callShopApi, type Fetch } from "@shop/shared/api-client";
import { withOwnedKey } from "./basket-client.ts";
import type { CartKeys } from "./cart-keys.ts";
import { wishlistTogglePlan } from "./wishlist-toggle.ts";

export interface WishlistClient {
  get(): Promise<Wishlist>;
  /** Adds a variant (or a product, by its id) to the wishlist. */
  addItem(itemCreationId: string): Promise<Wishlist>;
  deleteItem(itemKey: string): Promise<Wishlist>;
  /** Core spec point 4, wishlist toggle: adds an absent product, else removes all its items. */
  toggle(productId: string, variantId: string): Promise<WishlistToggleOutcome>;
}

export interface WishlistToggleOutcome {
  readonly added: boolean;
  readonly wishlist: Wishlist;
  /** The product's items that were added or removed. */
  readonly changed: readonly WishlistItem[];
}

/** The wishlist calls of core spec point 7 for one shop locale. */
export function wishlistClient(fetchImpl: Fetch, keys: CartKeys, locale: Locale): WishlistClient {
  const query = `?locale=${encodeURIComponent(locale)}`;
  const client: WishlistClient = {
    get: () =>
      withOwnedKey(keys, () =>
        callShopApi<Wishlist>(
          `/api/shop/wishlist/get/${encodeURIComponent(keys.wishlistKey())}/${query}`,
          { fetch: fetchImpl },
        ),
      ),
    addItem: (itemCreationId) =>
      withOwnedKey(keys, async () => {
        const answer = await callShopApi<WishlistChangeResponse>(
          `/api/shop/wishlist/addItem/${query}`,
          {
            method: "POST",
            body: { wishlistKey: keys.wishlistKey(), itemCreationId },
            fetch: fetchImpl,
          },
        );
        return answer.wishlist;
      }),
    deleteItem: (itemKey) =>
      callShopApi<Wishlist>(`/api/shop/wishlist/deleteItem/${query}`, {
        method: "DELETE",
        body: { wishlistKey: keys.wishlistKey(), itemKey },
        fetch: fetchImpl,
      }),
    async toggle(productId, variantId) {
      // Read first: another tab may have changed the wishlist since this page was rendered.
      const current = await client.get();
      const plan = wishlistTogglePlan(current, productId);
      const ofProduct = (wishlist: Wishlist) =>
        wishlist.items.filter((item) => item.product.id === productId);
      if (plan.kind === "add") {
        const wishlist = await client.addItem(variantId);
        return { added: true, wishlist, changed: ofProduct(wishlist) };
      }
      let wishlist = current;
      for (const itemKey of plan.itemKeys) wishlist = await client.deleteItem(itemKey);
      return { added: false, wishlist, changed: ofProduct(current) };
    },
  };
  return client;
}
