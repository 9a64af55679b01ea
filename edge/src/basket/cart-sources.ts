import type { ShopDatabase } from "../db/database.ts";
import type { IdentitySources } from "../identity/identity-sources.ts";
import type { Logger } from "../logger.ts";
import { BasketStore } from "./basket-store.ts";
import { CartMerge } from "./cart-merge.ts";
import { WishlistStore } from "./wishlist-store.ts";

/** Baskets, wishlists and their merge at sign-in, over the shop's database. */
export function cartSources(db: ShopDatabase, identity: IdentitySources, logger: Logger) {
  const baskets = new BasketStore(db, logger);
  const wishlists = new WishlistStore(db);
  return {
    baskets,
    wishlists,
    merge: new CartMerge(db, identity.ownership, baskets, wishlists),
  };
}

export type CartSources = ReturnType<typeof cartSources>;
