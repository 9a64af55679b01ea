import type { CatalogueLines } from "@shop/shared";
import type { PlatformServices } from "@shop/shared/platform";
import type { PaymentProvider } from "../payment/payment-provider.ts";
import { BasketStore } from "../store/basket-store.ts";
import { CartMerge } from "../store/cart-merge.ts";
import { CouponStore } from "../store/coupon-store.ts";
import { GiftCardStore } from "../store/gift-card-store.ts";
import { IdempotencyStore } from "../store/idempotency-store.ts";
import { OrderStore } from "../store/order-store.ts";
import { WishlistStore } from "../store/wishlist-store.ts";
import { CartReads } from "./cart-reads.ts";

/**
 * What the basket slice's API needs: the platform's services, the catalogue's lines and stock,
 * and the payment provider (the sandbox when none is given).
 */
export type BasketApiDeps = PlatformServices & {
  readonly catalogue: CatalogueLines;
  readonly payments?: PaymentProvider;
  /** How long a payment may take to authorise (10 s when not given). */
  readonly paymentTimeoutMs?: number;
};

/**
 * Baskets, wishlists, their reads, their merge at sign-in, coupons and gift cards, and the
 * orders placed from them, over the shop's database.
 */
export function cartSources({ db, shops, logger, catalogue }: BasketApiDeps) {
  const baskets = new BasketStore(db, catalogue, logger);
  const wishlists = new WishlistStore(db, catalogue);
  const shopOf = (shopId: string) => {
    const shop = shops.shops.find((candidate) => candidate.shopId === shopId);
    return shop ? shops.context(shop, shop.defaultLanguage) : undefined;
  };
  const coupons = new CouponStore(db);
  return {
    baskets,
    wishlists,
    coupons,
    giftCards: new GiftCardStore(db),
    reads: new CartReads(shops, baskets, wishlists),
    idempotency: new IdempotencyStore(db),
    orders: new OrderStore(db),
    merge: new CartMerge(db, baskets, wishlists, shopOf),
  };
}

export type CartSources = ReturnType<typeof cartSources>;
