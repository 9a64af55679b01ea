import {
  basketKey,
  wishlistKey,
  type Basket,
  type CurrentBasketResponse,
  type CurrentWishlistResponse,
  type ShopContext,
  type Wishlist,
} from "@shop/shared";
import type { PlatformShop, ShopDirectory } from "@shop/shared/platform";
import type { BasketLine } from "../store/basket-lines.ts";
import type { BasketRead, BasketStore } from "../store/basket-store.ts";
import type { WishlistStore } from "../store/wishlist-store.ts";
import { toBasket } from "./basket-view.ts";
import { shippingLabels } from "./shipping-labels.ts";

/**
 * The basket and wishlist reads that both the HTTP routes and the in-process client answer,
 * written once: a basket priced and shipped by the shop's configuration, a wishlist only where
 * the shop offers one (core spec point 6), and the session's own ones (`current/`).
 */
export class CartReads {
  private readonly shops: ShopDirectory;
  private readonly baskets: BasketStore;
  private readonly wishlists: WishlistStore;

  constructor(shops: ShopDirectory, baskets: BasketStore, wishlists: WishlistStore) {
    this.shops = shops;
    this.baskets = baskets;
    this.wishlists = wishlists;
  }

  /**
   * A basket as the API answers it (core spec point 3), with its coupon (decision 0045), both
   * read in one statement (decision 0053).
   */
  async basket(shop: PlatformShop, context: ShopContext, key: string): Promise<Basket> {
    return this.answer(shop, context, key, await this.baskets.read(context, key));
  }

  /** A basket read or changed, priced with the coupon read with its lines. */
  answer(
    shop: PlatformShop,
    context: ShopContext,
    key: string,
    { lines, coupon }: BasketRead,
  ): Basket {
    return this.priced(shop, context, key, lines, coupon && { terms: coupon, now: new Date() });
  }

  /** What a key no session holds reads as (decision 0031): an empty basket, nothing stored read. */
  emptyBasket(shop: PlatformShop, context: ShopContext, key: string): Basket {
    return this.priced(shop, context, key, []);
  }

  private priced(
    shop: PlatformShop,
    context: ShopContext,
    key: string,
    lines: readonly BasketLine[],
    coupon?: Parameters<typeof toBasket>[4],
  ): Basket {
    return toBasket(
      key,
      lines,
      this.shops.configResponse(shop, context.language),
      shippingLabels(context.language),
      coupon,
    );
  }

  /**
   * The basket of the session's user (`GET /api/shop/basket/current/`): both null while the
   * session has no account and used no anonymous id yet.
   */
  async currentBasket(
    shop: PlatformShop,
    context: ShopContext,
    userId: string | undefined,
  ): Promise<CurrentBasketResponse> {
    const key = userId ? basketKey(context.shopId, userId) : null;
    return { basketKey: key, basket: key ? await this.basket(shop, context, key) : null };
  }

  /** Core spec point 6: whether the shop offers a wishlist in this language. */
  wishlistOffered(shop: PlatformShop, context: ShopContext): boolean {
    return this.shops.configResponse(shop, context.language).options.wishlist;
  }

  async wishlist(context: ShopContext, key: string): Promise<Wishlist> {
    return { key, items: await this.wishlists.items(context, key) };
  }

  /** What a key no session holds reads as (decision 0031): an empty wishlist. */
  emptyWishlist(key: string): Wishlist {
    return { key, items: [] };
  }

  /**
   * The wishlist of the session's user (`GET /api/shop/wishlist/current/`), like the basket's;
   * null where the shop offers no wishlist (the route answers 404 there).
   */
  async currentWishlist(
    shop: PlatformShop,
    context: ShopContext,
    userId: string | undefined,
  ): Promise<CurrentWishlistResponse | null> {
    if (!this.wishlistOffered(shop, context)) return null;
    const key = userId ? wishlistKey(context.shopId, userId) : null;
    return { wishlistKey: key, wishlist: key ? await this.wishlist(context, key) : null };
  }
}
