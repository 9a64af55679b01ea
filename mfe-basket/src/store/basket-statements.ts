import { sql, type SQL } from "drizzle-orm";
import type { CouponTerms, ShopContext } from "@shop/shared";
import { preparedRows, type Database } from "@shop/shared/platform";
import type { BasketItemRow } from "./basket-lines.ts";
import { basketCouponJson, toTerms, type CouponRow } from "./coupon-store.ts";

/** A basket's rows, oldest first, and the coupon on it, as one statement reads them. */
export interface StoredBasket {
  readonly rows: BasketItemRow[];
  readonly coupon: CouponTerms | undefined;
}

/** A basket as a write's statement read it, the written row in place; `written`: a row was written. */
export interface WrittenBasket extends StoredBasket {
  readonly written: boolean;
}

/**
 * A row of these statements: a basket row, or nulls for a basket without rows, with the coupon
 * and, after a write, whether it is the row the write returned.
 */
type JoinedRow = { readonly [K in keyof BasketItemRow]: BasketItemRow[K] | null } & {
  readonly coupon: CouponRow | null;
  readonly written?: boolean | null;
};

/** The `basket_items` columns a basket row is read from, for a write's `returning`. */
export const itemColumns = sql`key, variant_id, quantity, group_id, is_main_item, is_required,
  custom_text, display_data, version, created_at`;

/** A basket row's columns as `BasketItemRow` names them. */
const rowColumns = sql`key as "itemKey", variant_id as "variantId", quantity, group_id as "groupId",
  is_main_item as "isMainItem", is_required as "isRequired",
  custom_text as "customText", display_data as "displayData", version`;

/** The coupon's one row, the basket's rows joined to it: a basket without rows is one row too. */
const withCoupon = (shop: ShopContext, basketKey: string) =>
  sql`from (select ${basketCouponJson(shop, basketKey)} as terms) basket_coupon`;

/** The rows with a written row in its place, or appended when it is new. */
const withRow = (rows: readonly BasketItemRow[], written: BasketItemRow): BasketItemRow[] =>
  rows.some((row) => row.itemKey === written.itemKey)
    ? rows.map((row) => (row.itemKey === written.itemKey ? written : row))
    : [...rows, written];

function basketOf(read: readonly JoinedRow[]): WrittenBasket {
  let rows: BasketItemRow[] = [];
  let written: BasketItemRow | undefined;
  for (const { coupon: _, written: isWritten, ...row } of read) {
    if (row.itemKey === null) continue;
    if (isWritten) written = row as BasketItemRow;
    else rows.push(row as BasketItemRow);
  }
  if (written) rows = withRow(rows, written);
  const coupon = read[0]?.coupon;
  return { rows, coupon: coupon ? toTerms(coupon) : undefined, written: written !== undefined };
}

/**
 * A basket's own rows, oldest first, and its coupon, in one prepared statement (decision 0053).
 */
export async function storedBasket(
  db: Database,
  shop: ShopContext,
  basketKey: string,
): Promise<StoredBasket> {
  const read = await preparedRows<JoinedRow>(
    db,
    sql`select ${rowColumns}, basket_coupon.terms as coupon ${withCoupon(shop, basketKey)}
      left join basket_items on basket_key = ${basketKey}
      order by created_at, key`,
  );
  return basketOf(read);
}

/**
 * A write of a basket's rows and the basket after it, in one prepared statement (decision 0053).
 * `write` is a list of common table expressions whose last, `written`, writes `basket_items` and
 * returns `itemColumns`. The statement's other parts see the rows as they were when it began
 * (one snapshot per statement), so the written row takes its old version's place, or is
 * appended when it is new.
 */
export async function writtenBasket(
  db: Database,
  shop: ShopContext,
  basketKey: string,
  write: SQL,
): Promise<WrittenBasket> {
  const read = await preparedRows<JoinedRow>(
    db,
    sql`with ${write}
      select ${rowColumns}, basket_row.written, basket_coupon.terms as coupon
      ${withCoupon(shop, basketKey)}
      left join (select *, true as written from written
        union all select ${itemColumns}, false from basket_items where basket_key = ${basketKey}
      ) basket_row on true
      order by created_at, key`,
  );
  return basketOf(read);
}
