import type { CatalogueLines } from "@shop/shared";
import type { PlatformServices } from "@shop/shared/platform";
import { BasketStore } from "../store/basket-store.ts";
import { CartMerge } from "../store/cart-merge.ts";
import { IdempotencyStore } from "../store/idempotency-store.ts";
import { WishlistStore } from "../store/wishlist-store.ts";
import { CartReads } from "./cart-reads.ts";

/** What the basket slice's API needs: the platform's services and the catalogue's lines. */
export type BasketApiDeps = PlatformServices & { readonly catalogue: CatalogueLines };

/** Baskets, wishlists, their reads and their merge at sign-in, over the shop's database. */
export function cartSources({ db, shops, logger, catalogue }: BasketApiDeps) {
  const baskets = new BasketStore(db, catalogue, logger);
  const wishlists = new WishlistStore(db, catalogue);
  const shopOf = (shopId: string) => {
    const shop = shops.shops.find((candidate) => candidate.shopId === shopId);
    return shop ? shops.context(shop, shop.defaultLanguage) : undefined;
  };
  return {
    baskets,
    wishlists,
    reads: new CartReads(shops, baskets, wishlists),
    idempotency: new IdempotencyStore(db),
    merge: new CartMerge(db, baskets, wishlists, shopOf),
  };
}

export type CartSources = ReturnType<typeof cartSources>;
