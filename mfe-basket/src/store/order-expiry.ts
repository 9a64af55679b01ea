import { sql } from "drizzle-orm";
import type { OrderResponse } from "@shop/shared";
import { queryRows, type Database } from "@shop/shared/platform";
import { returnCouponRedemption } from "./coupon-store.ts";
import { refundGiftCard } from "./gift-card-store.ts";

/** An order whose payment expired and whose stock is now to be given back. */
export interface ExpiredOrder {
  readonly orderNumber: string;
  readonly shopId: string;
  readonly language: string;
  readonly paymentReference: string;
  readonly lines: OrderResponse["lines"];
}

/**
 * Unpaid redirect orders (PayPal, Klarna, iDEAL) the shopper never came back from (decision
 * 0047). Two steps, each one statement, so that any number of instances and the CLI may run
 * them at once and each order is expired once:
 *
 * 1. `expirePayments`: a pending payment of a placed order older than the limit becomes
 *    `expired`. From then on no return from the provider can authorise it.
 * 2. `claimExpired`: a placed order with an expired payment becomes `cancelled` (placed →
 *    cancelled, decision 0039's "expiry"); whoever moves it gives its stock back. An order the
 *    shopper cancelled in between is cancelled already and is not claimed again.
 *
 * The CLI, which has no catalogue to give stock back to, runs step 1 only; the shop's next
 * sweep runs step 2 for it.
 */
export class OrderExpiryStore {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /** Step 1: expires the pending payments of orders placed more than `minutes` ago; answers their order numbers. */
  async expirePayments(minutes: number): Promise<string[]> {
    const rows = await queryRows<{ orderNumber: string }>(
      this.db,
      sql`update payments p set status = 'expired', updated_at = now()
        from orders o
        where p.order_number = o.order_number and p.status = 'pending' and o.status = 'placed'
          and o.placed_at < now() - make_interval(mins => ${minutes}::int)
        returning p.order_number as "orderNumber"`,
    );
    return rows.map((row) => row.orderNumber);
  }

  /** Step 2: cancels the placed orders whose payment expired; answers what this call cancelled. */
  async claimExpired(): Promise<ExpiredOrder[]> {
    return queryRows<ExpiredOrder>(
      this.db,
      sql`update orders o set status = 'cancelled', updated_at = now()
        from payments p
        where p.order_number = o.order_number and p.status = 'expired' and o.status = 'placed'
        returning o.order_number as "orderNumber", o.shop_id as "shopId", o.language,
          p.reference as "paymentReference", o.lines`,
    );
  }

  /**
   * Gives a cancelled order's gift card amount and coupon redemption back (decision 0045), as a
   * cancellation by the shopper does; called once per claim, after its stock went back.
   */
  async returnVouchers(orderNumber: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await refundGiftCard(tx, orderNumber);
      await returnCouponRedemption(tx, orderNumber);
    });
  }

  /**
   * Gives a claim back when the stock could not be given back (the catalogue unreachable, as
   * from a basket process of its own): the order is placed again with its payment expired, and
   * the next sweep tries again. Nothing else moves a cancelled order, so no one else's move is undone.
   */
  async unclaim(orderNumber: string): Promise<void> {
    await this.db.execute(
      sql`update orders set status = 'placed', updated_at = now()
        where order_number = ${orderNumber} and status = 'cancelled'
          and exists (select 1 from payments p where p.order_number = ${orderNumber}
            and p.status = 'expired')`,
    );
  }
}
