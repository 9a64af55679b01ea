// Remind when available (issue 21, decision 0042): the requests and the stock that answers them.
import { sql } from "drizzle-orm";
import type { Bvc, Language, ShopContext } from "@shop/shared";
import { queryRows, type Database } from "@shop/shared/platform";
import {
  offersStockReminder,
  type StockReminderRequest,
} from "../stock-reminders/stock-reminder-rules.ts";

/** What storing a request did: kept it, found it already open, or refused it. */
export type StockReminderOutcome = "stored" | "alreadyStored" | "unknownVariant" | "notSoldOut";

/**
 * Keeps a shopper's request for a sold-out variant of the shop's brand. An open request of the
 * same address and variant is kept once (the partial unique index `stock_reminders_open`), so a
 * double click or a second visit changes nothing.
 */
export async function storeStockReminder(
  db: Database,
  shop: ShopContext,
  request: StockReminderRequest,
): Promise<StockReminderOutcome> {
  const [variant] = await queryRows<{ bvc: Bvc }>(
    db,
    sql`select v.bvc from variants v join products p on p.id = v.product_id
      where v.id = ${request.variantId} and p.brand = ${shop.brand} and p.is_active`,
  );
  if (!variant) return "unknownVariant";
  if (!offersStockReminder(variant.bvc)) return "notSoldOut";
  const inserted = await queryRows<{ id: number }>(
    db,
    sql`insert into stock_reminders (variant_id, email, shop_id, language)
      values (${request.variantId}, ${request.email}, ${shop.shopId}, ${shop.language})
      on conflict do nothing returning id`,
  );
  return inserted.length > 0 ? "stored" : "alreadyStored";
}

/**
 * Sets a variant's stock (the catalogue owns `variants.stock_quantity`): its availability code
 * follows (bvcAfterStockChange, in SQL), and a sold-out variant that comes back gets the instant
 * delivery time instead of its sold-out 0–0 days. False when there is no such variant.
 */
export async function setVariantStock(
  db: Database,
  variantId: string,
  quantity: number,
): Promise<boolean> {
  const changed = await queryRows<{ id: string }>(
    db,
    sql`update variants set stock_quantity = ${quantity},
        delivery_days_from = case when ${quantity} > 0 and bvc = 4 then 1 else delivery_days_from end,
        delivery_days_to = case when ${quantity} > 0 and bvc = 4 then 3 else delivery_days_to end,
        bvc = case when ${quantity} > 0 and bvc = 4 then 1
          when ${quantity} = 0 and bvc = 1 then 4 else bvc end
      where id = ${variantId} returning id`,
  );
  return changed.length > 0;
}

/** An open request whose variant is back (isBackInStock), with what its e-mail names. */
export interface DueStockReminder {
  readonly id: number;
  readonly email: string;
  readonly shopId: string;
  readonly language: Language;
  readonly productName: string;
  /** The product page's path below the language prefix (`p/{slug}/`). */
  readonly productPath: string;
  readonly variantReferenceKey: string;
  readonly variantLabel: string | null;
}

/** The open requests of these variants (all variants without ids) that are back in stock. */
export async function dueStockReminders(
  db: Database,
  variantIds?: readonly string[],
  limit = 500,
): Promise<DueStockReminder[]> {
  const only =
    variantIds === undefined
      ? sql``
      : sql`and r.variant_id in (${sql.join(
          variantIds.map((id) => sql`${id}`),
          sql`, `,
        )})`;
  if (variantIds?.length === 0) return [];
  return queryRows<DueStockReminder>(
    db,
    sql`select r.id, r.email, r.shop_id as "shopId", r.language,
        coalesce(t.name, p.reference_key) as "productName",
        'p/' || coalesce(t.seo_slug, p.reference_key) || '/' as "productPath",
        v.reference_key as "variantReferenceKey", v.axis_value as "variantLabel"
      from stock_reminders r
      join variants v on v.id = r.variant_id
      join products p on p.id = v.product_id
      left join product_texts t on t.product_id = p.id and t.language = r.language
      where r.sent_at is null and v.stock_quantity > 0 and v.bvc in (1, 2) ${only}
      order by r.id limit ${limit}`,
  );
}

/**
 * Claims a request for sending (sets `sent_at`); false when another sender claimed it first, so
 * two stock changes at once send one e-mail. `releaseStockReminder` undoes a claim whose e-mail
 * could not be sent.
 */
export async function claimStockReminder(db: Database, id: number): Promise<boolean> {
  const claimed = await queryRows<{ id: number }>(
    db,
    sql`update stock_reminders set sent_at = now() where id = ${id} and sent_at is null
      returning id`,
  );
  return claimed.length > 0;
}

export async function releaseStockReminder(db: Database, id: number): Promise<void> {
  // Unless the same address asked again meanwhile: that newer open request stays the one.
  await db.execute(
    sql`update stock_reminders r set sent_at = null where r.id = ${id} and not exists (
      select 1 from stock_reminders o
      where o.variant_id = r.variant_id and o.email = r.email and o.sent_at is null)`,
  );
}
