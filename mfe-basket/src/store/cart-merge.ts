import { sql } from "drizzle-orm";
import { basketKey, wishlistKey, type ShopContext } from "@shop/shared";
import { queryRows, type Database } from "@shop/shared/platform";
import type { BasketStore } from "./basket-store.ts";
import type { WishlistStore } from "./wishlist-store.ts";

/**
 * Core spec point 4: when an anonymous visitor signs in, the baskets and wishlists of the
 * anonymous ids bound to the session merge into the account's, in every shop they were used in.
 */
export class CartMerge {
  private readonly db: Database;
  private readonly baskets: BasketStore;
  private readonly wishlists: WishlistStore;
  /** The shop a basket was kept in (its stock caps the merged quantities); undefined when gone. */
  private readonly shopOf: (shopId: string) => ShopContext | undefined;

  constructor(
    db: Database,
    baskets: BasketStore,
    wishlists: WishlistStore,
    shopOf: (shopId: string) => ShopContext | undefined,
  ) {
    this.db = db;
    this.baskets = baskets;
    this.wishlists = wishlists;
    this.shopOf = shopOf;
  }

  /** Merges the carts of the given anonymous ids into the account's. */
  async intoAccount(anonymousIds: readonly string[], accountId: string): Promise<void> {
    if (anonymousIds.length === 0) return;
    const ids = sql.join(
      anonymousIds.map((id) => sql`${id}`),
      sql`, `,
    );
    const [baskets, wishlists] = await Promise.all([
      queryRows<{ key: string; shopId: string }>(
        this.db,
        sql`select key, shop_id as "shopId" from baskets where user_id in (${ids})`,
      ),
      queryRows<{ key: string; shopId: string }>(
        this.db,
        sql`select key, shop_id as "shopId" from wishlists where user_id in (${ids})`,
      ),
    ]);
    for (const basket of baskets) {
      const shop = this.shopOf(basket.shopId);
      if (!shop) continue;
      await this.baskets.merge(basket.key, {
        basketKey: basketKey(basket.shopId, accountId),
        shop,
        userId: accountId,
      });
    }
    for (const wishlist of wishlists) {
      await this.wishlists.merge(wishlist.key, {
        wishlistKey: wishlistKey(wishlist.shopId, accountId),
        shopId: wishlist.shopId,
        userId: accountId,
      });
    }
  }

  /**
   * Deletes an account's baskets and wishlists, with their lines and the answers stored for
   * their idempotency keys, in one statement: the basket team's part of deleting a customer with
   * their personal data.
   */
  async forget(accountId: string): Promise<void> {
    await this.db.execute(
      sql`with answers as (
          delete from basket_idempotency_keys
          where basket_key in (select key from baskets where user_id = ${accountId})
        ), gone as (delete from baskets where user_id = ${accountId})
        delete from wishlists where user_id = ${accountId}`,
    );
  }
}
