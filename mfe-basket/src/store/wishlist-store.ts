import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { CatalogueLines, ShopContext, WishlistItem } from "@shop/shared";
import { queryRows, type Database } from "@shop/shared/platform";
import { catalogueLinesById } from "./basket-lines.ts";

interface WishlistItemRow {
  readonly itemKey: string;
  readonly variantId: string;
}

export type WishlistOutcome =
  | { readonly ok: true }
  | { readonly ok: false; readonly status: 404; readonly error: string; readonly key: string };

/**
 * Wishlists in the database (core spec points 3, 4 and 7). The product and variant a line shows
 * come from the catalogue, asked once per read through `CatalogueLines`.
 */
export class WishlistStore {
  private readonly db: Database;
  private readonly catalogue: CatalogueLines;

  constructor(db: Database, catalogue: CatalogueLines) {
    this.db = db;
    this.catalogue = catalogue;
  }

  /** A wishlist's lines, newest first; a line whose variant the catalogue does not know is left out. */
  async items(shop: ShopContext, wishlistKey: string): Promise<WishlistItem[]> {
    const rows = await queryRows<WishlistItemRow>(
      this.db,
      sql`select key as "itemKey", variant_id as "variantId" from wishlist_items
        where wishlist_key = ${wishlistKey}
        order by created_at desc, key`,
    );
    const lines = await catalogueLinesById(
      this.catalogue,
      shop,
      rows.map((row) => row.variantId),
    );
    return rows.flatMap((row) => {
      const line = lines.get(row.variantId);
      return line ? [{ key: row.itemKey, variant: line.variant, product: line.product }] : [];
    });
  }

  /**
   * Adds a product (core spec point 7, addItem): `itemCreationId` is a variant id, or a product
   * id, which stands for its first variant that is not sold out (the catalogue chooses). Adding
   * twice keeps one line; the wishlist and its line are written in one atomic statement.
   */
  async add(
    shop: ShopContext,
    owner: { readonly wishlistKey: string; readonly userId: string },
    itemCreationId: string,
  ): Promise<WishlistOutcome> {
    const chosen = await this.catalogue.wishlistVariant(shop, itemCreationId);
    if (!chosen) {
      return {
        ok: false,
        status: 404,
        error: `No product or variant ${itemCreationId}`,
        key: "wishlist.notFound",
      };
    }
    await this.db.execute(
      sql`with wishlist as (
          insert into wishlists (key, shop_id, user_id)
          values (${owner.wishlistKey}, ${shop.shopId}, ${owner.userId})
          on conflict (key) do update set shop_id = excluded.shop_id returning key
        )
        insert into wishlist_items (key, wishlist_key, product_id, variant_id)
        select ${randomUUID().replaceAll("-", "")}, wishlist.key, ${chosen.productId}, ${chosen.variantId}
        from wishlist
        on conflict (wishlist_key, variant_id) do update set variant_id = excluded.variant_id`,
    );
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
