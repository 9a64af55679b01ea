import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { ShopContext, WishlistItem } from "@shop/shared";
import { queryRows, type ShopDatabase } from "../db/database.ts";
import { lineColumns, lineJoins, lineProduct, lineVariant, type LineRow } from "./line-rows.ts";

interface WishlistRow extends LineRow {
  readonly itemKey: string;
}

export type WishlistOutcome =
  | { readonly ok: true }
  | { readonly ok: false; readonly status: 404; readonly error: string; readonly key: string };

/** Wishlists in the database (core spec points 3, 4 and 7). */
export class WishlistStore {
  private readonly db: ShopDatabase;

  constructor(db: ShopDatabase) {
    this.db = db;
  }

  async items(shop: ShopContext, wishlistKey: string): Promise<WishlistItem[]> {
    const rows = await queryRows<WishlistRow>(
      this.db,
      sql`select wi.key as "itemKey", ${lineColumns(shop)}
        from wishlist_items wi join variants v on v.id = wi.variant_id ${lineJoins(shop)}
        where wi.wishlist_key = ${wishlistKey}
        order by wi.created_at desc, wi.key`,
    );
    return rows.map((row) => ({
      key: row.itemKey,
      variant: lineVariant(row, shop),
      product: lineProduct(row),
    }));
  }

  /**
   * Adds a product (core spec point 7, addItem): `itemCreationId` is a variant id, or a product
   * id, which stands for its first variant that is not sold out. Adding twice keeps one line.
   */
  async add(
    shop: ShopContext,
    owner: { readonly wishlistKey: string; readonly userId: string },
    itemCreationId: string,
  ): Promise<WishlistOutcome> {
    const rows = await queryRows<{ key: string }>(
      this.db,
      sql`with chosen as (
          select v.id as variant_id, v.product_id from variants v
          join products p on p.id = v.product_id and p.brand = ${shop.brand}
          where v.id = ${itemCreationId} or v.product_id = ${itemCreationId}
          order by (v.id = ${itemCreationId}) desc, (v.bvc = 4), v.position limit 1
        ), wishlist as (
          insert into wishlists (key, shop_id, user_id)
          select ${owner.wishlistKey}, ${shop.shopId}, ${owner.userId} from chosen
          on conflict (key) do update set shop_id = excluded.shop_id returning key
        )
        insert into wishlist_items (key, wishlist_key, product_id, variant_id)
        select ${randomUUID().replaceAll("-", "")}, wishlist.key, chosen.product_id, chosen.variant_id
        from wishlist, chosen
        on conflict (wishlist_key, variant_id) do update set variant_id = excluded.variant_id
        returning key`,
    );
    if (rows.length === 0) {
      return {
        ok: false,
        status: 404,
        error: `No product or variant ${itemCreationId}`,
        key: "wishlist.notFound",
      };
    }
    return { ok: true };
  }

  async remove(wishlistKey: string, itemKey: string): Promise<WishlistOutcome> {
    const rows = await queryRows<{ key: string }>(
      this.db,
      sql`delete from wishlist_items where key = ${itemKey} and wishlist_key = ${wishlistKey} returning key`,
    );
    return rows.length > 0
      ? { ok: true }
      : {
          ok: false,
          status: 404,
          error: "This item is not on the wishlist",
          key: "wishlist.itemNotFound",
        };
  }

  /** Moves one wishlist's lines into another (core spec point 4, merge at login). */
  async merge(
    from: string,
    to: { readonly wishlistKey: string; readonly shopId: string; readonly userId: string },
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.execute(
        sql`insert into wishlists (key, shop_id, user_id)
          select ${to.wishlistKey}, ${to.shopId}, ${to.userId}
          where exists (select 1 from wishlist_items where wishlist_key = ${from})
          on conflict (key) do nothing`,
      );
      await tx.execute(
        sql`insert into wishlist_items (key, wishlist_key, product_id, variant_id, created_at)
          select replace(gen_random_uuid()::text, '-', ''), ${to.wishlistKey}, product_id, variant_id, created_at
          from wishlist_items where wishlist_key = ${from}
          on conflict (wishlist_key, variant_id) do nothing`,
      );
      await tx.execute(sql`delete from wishlists where key = ${from}`);
    });
  }
}
