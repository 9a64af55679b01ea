import { sql } from "drizzle-orm";
import { maxLineQuantity, type CatalogueLines, type ShopContext } from "@shop/shared";
import { queryRows, type Database } from "@shop/shared/platform";
import { catalogueLinesById } from "./basket-lines.ts";

/**
 * Moves the lines of one basket into another (core spec point 4: an anonymous basket merges
 * into the account's at login). Equal plain lines add up, capped by the catalogue's stock (at
 * least 1) and the line limit. A line the catalogue does not know moves as it is; the next
 * read cleans it up.
 */
export async function mergeBasket(
  db: Database,
  catalogue: CatalogueLines,
  from: string,
  to: { readonly basketKey: string; readonly shop: ShopContext; readonly userId: string },
): Promise<void> {
  const variantIds = await queryRows<{ variantId: string }>(
    db,
    sql`select distinct variant_id as "variantId" from basket_items where basket_key = ${from}`,
  );
  const lines = await catalogueLinesById(
    catalogue,
    to.shop,
    variantIds.map((row) => row.variantId),
  );
  const stock = Object.fromEntries([...lines].map(([id, line]) => [id, line.stockQuantity]));
  await db.transaction(async (tx) => {
    const moved = await tx.execute(
      sql`select 1 from basket_items where basket_key = ${from} limit 1`,
    );
    if ((moved as { rows: unknown[] }).rows.length > 0) {
      await tx.execute(
        sql`insert into baskets (key, shop_id, user_id) values (${to.basketKey}, ${to.shop.shopId}, ${to.userId})
          on conflict (key) do update set updated_at = now()`,
      );
      await tx.execute(
        sql`insert into basket_items (key, basket_key, variant_id, quantity, group_id, is_main_item,
            is_required, custom_text, display_data, created_at)
          select replace(gen_random_uuid()::text, '-', ''), ${to.basketKey}, bi.variant_id,
            least(bi.quantity, greatest(coalesce(stock.value::integer, ${maxLineQuantity}), 1),
              ${maxLineQuantity}),
            bi.group_id, bi.is_main_item, bi.is_required, bi.custom_text, bi.display_data,
            bi.created_at
          from basket_items bi
          left join jsonb_each_text(${JSON.stringify(stock)}::jsonb) stock on stock.key = bi.variant_id
          where bi.basket_key = ${from}
          on conflict (basket_key, variant_id, group_id) do update
            set quantity = least(basket_items.quantity + excluded.quantity, ${maxLineQuantity}),
              version = basket_items.version + 1`,
      );
    }
    await tx.execute(sql`delete from baskets where key = ${from}`);
  });
}
