import { sql, type SQL } from "drizzle-orm";
import type { CouponTerms, Currency, ShopContext } from "@shop/shared";
import { queryRows, type Database } from "@shop/shared/platform";

/** What runs a statement: the database, or a transaction of it. */
type Executor = Pick<Database, "execute">;

/** A coupon's row as its columns name it (`couponColumns`), or as `basketCouponJson` answers it. */
export interface CouponRow {
  readonly code: string;
  readonly kind: CouponTerms["kind"];
  readonly value: number;
  readonly currency: Currency | null;
  readonly minimumOrderValue: number;
  readonly validFrom: Date | string | null;
  readonly validUntil: Date | string | null;
  readonly maxRedemptions: number | null;
  readonly redemptionCount: number;
  readonly active: boolean;
}

const date = (value: Date | string | null) => (value === null ? null : new Date(value));

export const toTerms = (row: CouponRow): CouponTerms => ({
  ...row,
  validFrom: date(row.validFrom),
  validUntil: date(row.validUntil),
});

const couponColumns = sql`c.code, c.kind, c.value, c.currency,
  c.minimum_order_value as "minimumOrderValue", c.valid_from as "validFrom",
  c.valid_until as "validUntil", c.max_redemptions as "maxRedemptions",
  c.redemption_count as "redemptionCount", c.active`;

/** A coupon of another brand or shop is no coupon there. */
const inShop = (context: ShopContext) =>
  sql`(c.brand is null or c.brand = ${context.brand})
    and (c.shop_id is null or c.shop_id = ${context.shopId})`;

/**
 * The coupon on a basket as one JSON value, null without one (one of another shop reads as
 * none): for the statement that reads a basket's rows, so a basket read is one statement
 * (decision 0053).
 */
export const basketCouponJson = (context: ShopContext, basketKey: string): SQL =>
  sql`(select row_to_json(coupon) from (select ${couponColumns} from basket_coupons bc
    join coupons c on c.code = bc.coupon_code
    where bc.basket_key = ${basketKey} and ${inShop(context)}) coupon)`;

/** A new coupon (demo data, tests). */
export interface NewCoupon extends Omit<CouponTerms, "redemptionCount"> {
  readonly brand?: string | null;
  readonly shopId?: string | null;
}

/**
 * Coupons and the coupon on each basket (decision 0045). A basket holds one coupon; the rules
 * (`couponIssue`) are checked by the caller on the basket's value, and again when an order is
 * placed, where the redemption is counted in the order's transaction only while the coupon
 * still has redemptions left.
 */
export class CouponStore {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /** A coupon of this shop by its (upper-case) code, or undefined. */
  async byCode(context: ShopContext, code: string): Promise<CouponTerms | undefined> {
    const [row] = await queryRows<CouponRow>(
      this.db,
      sql`select ${couponColumns} from coupons c where c.code = ${code} and ${inShop(context)}`,
    );
    return row && toTerms(row);
  }

  /** The coupon on a basket, if any (one of another shop reads as none). */
  async ofBasket(context: ShopContext, basketKey: string): Promise<CouponTerms | undefined> {
    const [row] = await queryRows<CouponRow>(
      this.db,
      sql`select ${couponColumns} from basket_coupons bc join coupons c on c.code = bc.coupon_code
        where bc.basket_key = ${basketKey} and ${inShop(context)}`,
    );
    return row && toTerms(row);
  }

  /**
   * Puts a coupon on a basket that has none (or has this one); answers the code the basket
   * holds afterwards, or undefined when the basket does not exist (no line was ever added).
   */
  async attach(basketKey: string, code: string): Promise<string | undefined> {
    const [row] = await queryRows<{ code: string }>(
      this.db,
      sql`with added as (
          insert into basket_coupons (basket_key, coupon_code)
          select key, ${code} from baskets where key = ${basketKey}
          on conflict (basket_key) do nothing returning coupon_code)
        select coupon_code as code from added
        union all
        select coupon_code from basket_coupons where basket_key = ${basketKey}
          and not exists (select 1 from added)`,
    );
    return row?.code;
  }

  /** Takes the coupon off a basket; answers whether it had one. */
  async detach(basketKey: string): Promise<boolean> {
    const removed = await queryRows<{ code: string }>(
      this.db,
      sql`delete from basket_coupons where basket_key = ${basketKey} returning coupon_code as code`,
    );
    return removed.length > 0;
  }

  /** Adds coupons that do not exist yet (the demo data, tests). */
  async add(coupons: readonly NewCoupon[]): Promise<void> {
    for (const coupon of coupons) {
      await this.db.execute(
        sql`insert into coupons (code, brand, shop_id, kind, value, currency, minimum_order_value,
            valid_from, valid_until, max_redemptions, active)
          values (${coupon.code}, ${coupon.brand ?? null}, ${coupon.shopId ?? null}, ${coupon.kind},
            ${coupon.value}, ${coupon.currency}, ${coupon.minimumOrderValue},
            ${coupon.validFrom?.toISOString() ?? null}::timestamptz,
            ${coupon.validUntil?.toISOString() ?? null}::timestamptz, ${coupon.maxRedemptions},
            ${coupon.active})
          on conflict (code) do nothing`,
      );
    }
  }
}

/**
 * Counts one redemption of a coupon inside an order's transaction, only while it is active,
 * valid at `now` and has redemptions left (the row is locked by the update, so two orders at
 * once cannot both take the last one); answers whether it was counted.
 */
export async function redeemCoupon(tx: Executor, code: string, now: Date): Promise<boolean> {
  const moment = now.toISOString();
  const result = (await tx.execute(
    sql`update coupons set redemption_count = redemption_count + 1
      where code = ${code} and active
        and (valid_from is null or valid_from <= ${moment}::timestamptz)
        and (valid_until is null or valid_until > ${moment}::timestamptz)
        and (max_redemptions is null or redemption_count < max_redemptions)
      returning code`,
  )) as { rows: unknown[] };
  return result.rows.length > 0;
}

/** Gives a cancelled order's redemption back (inside the cancellation's transaction). */
export async function returnCouponRedemption(tx: Executor, orderNumber: string): Promise<void> {
  await tx.execute(
    sql`update coupons c set redemption_count = greatest(c.redemption_count - 1, 0)
      from order_coupons oc where oc.order_number = ${orderNumber} and c.code = oc.coupon_code`,
  );
}
