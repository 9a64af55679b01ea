import { sql } from "drizzle-orm";
import { basketKey, wishlistKey } from "@shop/shared";
import { queryRows, type ShopDatabase } from "../db/database.ts";
import type { Ownership } from "../identity/ownership.ts";
import type { Session } from "../identity/session-store.ts";
import type { BasketStore } from "./basket-store.ts";
import type { WishlistStore } from "./wishlist-store.ts";

/**
 * Core spec point 4: when an anonymous visitor signs in, the baskets and wishlists of the
 * anonymous ids bound to the session merge into the account's, in every shop they were used in.
 */
export class CartMerge {
  private readonly db: ShopDatabase;
  private readonly ownership: Ownership;
  private readonly baskets: BasketStore;
  private readonly wishlists: WishlistStore;

  constructor(
    db: ShopDatabase,
    ownership: Ownership,
    baskets: BasketStore,
    wishlists: WishlistStore,
  ) {
    this.db = db;
    this.ownership = ownership;
    this.baskets = baskets;
    this.wishlists = wishlists;
  }

  async intoAccount(session: Session, accountId: string): Promise<void> {
    const anonymousIds = await this.ownership.anonymousIdsOf(session);
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
      await this.baskets.merge(basket.key, {
        basketKey: basketKey(basket.shopId, accountId),
        shopId: basket.shopId,
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
}
