import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type {
  OrderAddress,
  OrderResponse,
  OrderStatus,
  PaymentStatus,
  ShippingMethod,
} from "@shop/shared";
import { queryRows, type Database } from "@shop/shared/platform";
import { isUniqueViolation } from "./basket-store.ts";
import { redeemCoupon, returnCouponRedemption } from "./coupon-store.ts";
import { debitGiftCard, refundGiftCard } from "./gift-card-store.ts";

/** Crockford's base32 without I, L, O and U: nothing to misread on the phone. */
const orderNumberAlphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** An order number: 14 random characters (70 bits), not guessable from another (decision 0035). */
export function newOrderNumber(): string {
  return [...randomBytes(14)].map((byte) => orderNumberAlphabet[byte % 32]).join("");
}

/** Whether a value is written like an order number (others are answered 404 without a query). */
export function isOrderNumber(value: string): boolean {
  return /^[0-9A-HJKMNP-TV-Z]{14}$/.test(value);
}

/** An order as it is stored, with whose it is and where it was placed. */
export interface StoredOrder extends Omit<OrderResponse, "customer"> {
  readonly shopId: string;
  readonly userId: string;
  readonly paymentReference: string;
}

/** An order to store, with the basket lines it empties and the key it was placed with. */
export interface NewOrder extends StoredOrder {
  readonly language: string;
  readonly basketKey: string;
  readonly idempotencyKey: string;
  readonly basketItemKeys: readonly string[];
  /** The gift card's PIN, checked again when the card is debited (never stored). */
  readonly giftCardPin?: string;
}

/** The coupon could not be redeemed any more (used up or expired meanwhile): nothing stored. */
export class CouponRedemptionRefused extends Error {}

interface OrderRow {
  readonly orderNumber: string;
  readonly shopId: string;
  readonly userId: string;
  readonly status: OrderStatus;
  readonly placedAt: Date | string;
  readonly email: string;
  readonly shippingAddress: OrderAddress;
  readonly billingAddress: OrderAddress;
  readonly shippingMethod: ShippingMethod;
  readonly lines: OrderResponse["lines"];
  readonly itemsTotal: number;
  readonly shippingCost: number;
  readonly total: number;
  readonly withoutTax: number;
  readonly currency: OrderResponse["cost"]["currencyCode"];
  readonly paymentReference: string;
  readonly method: OrderResponse["payment"]["method"];
  readonly paymentStatus: PaymentStatus;
  readonly redirectUrl: string | null;
  readonly couponCode: string | null;
  readonly couponReduction: number | null;
  readonly giftCardCode: string | null;
  readonly giftCardAmount: number | null;
}

function toStoredOrder(row: OrderRow): StoredOrder {
  return {
    orderNumber: row.orderNumber,
    shopId: row.shopId,
    userId: row.userId,
    status: row.status,
    placedAt: new Date(row.placedAt).toISOString(),
    email: row.email,
    shippingAddress: row.shippingAddress,
    billingAddress: row.billingAddress,
    shippingMethod: row.shippingMethod,
    lines: row.lines,
    cost: {
      items: row.itemsTotal,
      shipping: row.shippingCost,
      total: row.total,
      withoutTax: row.withoutTax,
      currencyCode: row.currency,
    },
    coupon:
      row.couponCode === null
        ? null
        : { code: row.couponCode, reduction: row.couponReduction ?? 0 },
    giftCard:
      row.giftCardCode === null
        ? null
        : { code: row.giftCardCode, amount: row.giftCardAmount ?? 0 },
    paymentReference: row.paymentReference,
    payment: {
      method: row.method,
      status: row.paymentStatus,
      redirectUrl: row.paymentStatus === "pending" ? row.redirectUrl : null,
    },
  };
}

const orderColumns = sql`o.order_number as "orderNumber", o.shop_id as "shopId",
  o.user_id as "userId", o.status, o.placed_at as "placedAt", o.email,
  o.shipping_address as "shippingAddress", o.billing_address as "billingAddress",
  o.shipping_method as "shippingMethod", o.lines, o.items_total as "itemsTotal",
  o.shipping_cost as "shippingCost", o.total, o.without_tax as "withoutTax", o.currency,
  p.reference as "paymentReference", p.method, p.status as "paymentStatus",
  p.redirect_url as "redirectUrl", oc.coupon_code as "couponCode",
  oc.reduction as "couponReduction", gp.gift_card_code as "giftCardCode",
  gp.amount as "giftCardAmount"`;

/** An order with its payment, its coupon and its gift card payment (both optional). */
const orderTables = sql`orders o join payments p on p.order_number = o.order_number
  left join order_coupons oc on oc.order_number = o.order_number
  left join gift_card_payments gp on gp.order_number = o.order_number`;

/**
 * Orders and their payments in the basket's schema (issue 18, point 4; decision 0035). An order
 * and its payment are stored and the ordered basket lines removed in one transaction: the basket
 * is emptied only when the order exists, and an order whose storing fails leaves it as it was.
 * An order paid on the provider's page empties the basket when the payment is authorised.
 */
export class OrderStore {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /**
   * Stores a placed order; answers "exists" when this basket already has an order with the
   * idempotency key (a repeat that outran its first call), storing nothing.
   */
  async place(order: NewOrder): Promise<"placed" | "exists"> {
    try {
      await this.db.transaction(async (tx) => {
        await tx.execute(
          sql`insert into orders (order_number, shop_id, language, user_id, basket_key,
              idempotency_key, status, email, shipping_address, billing_address, shipping_method,
              lines, basket_item_keys, items_total, shipping_cost, total, without_tax, currency,
              placed_at)
            values (${order.orderNumber}, ${order.shopId}, ${order.language}, ${order.userId},
              ${order.basketKey}, ${order.idempotencyKey}, ${order.status}, ${order.email},
              ${JSON.stringify(order.shippingAddress)}::jsonb,
              ${JSON.stringify(order.billingAddress)}::jsonb, ${order.shippingMethod},
              ${JSON.stringify(order.lines)}::jsonb, ${JSON.stringify(order.basketItemKeys)}::jsonb,
              ${order.cost.items}, ${order.cost.shipping},
              ${order.cost.total}, ${order.cost.withoutTax}, ${order.cost.currencyCode},
              ${order.placedAt}::timestamptz)`,
        );
        await this.redeemAndDebit(tx, order);
        await tx.execute(
          sql`insert into payments (reference, order_number, method, status, amount, currency,
              redirect_url)
            values (${order.paymentReference}, ${order.orderNumber}, ${order.payment.method},
              ${order.payment.status}, ${paymentAmount(order)}, ${order.cost.currencyCode},
              ${order.payment.redirectUrl})`,
        );
        // Paid on the provider's page: the basket stays until the shopper comes back paid.
        if (order.payment.status !== "pending") {
          await tx.execute(
            sql`delete from basket_items where basket_key = ${order.basketKey}
              and key in (select jsonb_array_elements_text(${JSON.stringify(order.basketItemKeys)}::jsonb))`,
          );
          await tx.execute(sql`delete from basket_coupons where basket_key = ${order.basketKey}`);
        }
      });
    } catch (error) {
      if (isUniqueViolation(error)) return "exists";
      throw error;
    }
    return "placed";
  }

  /**
   * The order's coupon (its redemption counted while it has some left, `CouponRedemptionRefused`
   * otherwise) and its gift card's debit (`GiftCardDebitRefused` when short), in the order's
   * transaction: a refusal stores nothing.
   */
  private async redeemAndDebit(tx: Pick<Database, "execute">, order: NewOrder): Promise<void> {
    const now = new Date(order.placedAt);
    if (order.coupon) {
      if (!(await redeemCoupon(tx, order.coupon.code, now))) throw new CouponRedemptionRefused();
      await tx.execute(
        sql`insert into order_coupons (order_number, coupon_code, reduction)
          values (${order.orderNumber}, ${order.coupon.code}, ${order.coupon.reduction})`,
      );
    }
    if (order.giftCard) {
      await debitGiftCard(tx, {
        code: order.giftCard.code,
        pin: order.giftCardPin ?? "",
        amount: order.giftCard.amount,
        currency: order.cost.currencyCode,
        orderNumber: order.orderNumber,
        now,
      });
    }
  }

  /** An order by its number, with its payment; undefined when there is none. */
  async byNumber(orderNumber: string): Promise<StoredOrder | undefined> {
    const [row] = await queryRows<OrderRow>(
      this.db,
      sql`select ${orderColumns} from ${orderTables}
        where o.order_number = ${orderNumber}`,
    );
    return row && toStoredOrder(row);
  }

  /** The order a basket placed with an idempotency key, if any. */
  async byIdempotencyKey(
    basketKey: string,
    idempotencyKey: string,
  ): Promise<StoredOrder | undefined> {
    const [row] = await queryRows<OrderRow>(
      this.db,
      sql`select ${orderColumns} from ${orderTables}
        where o.basket_key = ${basketKey} and o.idempotency_key = ${idempotencyKey}`,
    );
    return row && toStoredOrder(row);
  }

  /**
   * Records how a payment on the provider's page ended (issue 18, point 3): authorised, which
   * empties the basket of the order's lines, or cancelled, which cancels the order (placed →
   * cancelled) and leaves the basket as it was. Only a pending payment changes; answers the
   * order with whether this call changed it, or undefined for no such payment.
   */
  async completeRedirect(
    reference: string,
    outcome: "authorised" | "cancelled",
  ): Promise<
    | { readonly order: StoredOrder & { readonly language: string }; readonly changed: boolean }
    | undefined
  > {
    const changed = await this.db.transaction(async (tx) => {
      const updated = (await tx.execute(
        sql`update payments set status = ${outcome}, updated_at = now()
          where reference = ${reference} and status = 'pending' returning order_number`,
      )) as { rows: { order_number: string }[] };
      const [row] = updated.rows;
      if (row && outcome === "cancelled") {
        await tx.execute(
          sql`update orders set status = 'cancelled', updated_at = now()
            where order_number = ${row.order_number} and status = 'placed'`,
        );
        await returnCouponRedemption(tx, row.order_number);
        await refundGiftCard(tx, row.order_number);
      }
      if (row && outcome === "authorised") {
        await tx.execute(
          sql`delete from basket_items bi using orders o
            where o.order_number = ${row.order_number} and bi.basket_key = o.basket_key
              and bi.key in (select jsonb_array_elements_text(o.basket_item_keys))`,
        );
        await tx.execute(
          sql`delete from basket_coupons bc using orders o
            where o.order_number = ${row.order_number} and bc.basket_key = o.basket_key`,
        );
      }
      return row !== undefined;
    });
    const [row] = await queryRows<OrderRow & { language: string }>(
      this.db,
      sql`select ${orderColumns}, o.language from ${orderTables} where p.reference = ${reference}`,
    );
    return row && { order: { ...toStoredOrder(row), language: row.language }, changed };
  }
}

/** What the payment method pays: the total less what a gift card paid (all of it for G). */
export function paymentAmount(order: {
  readonly cost: { readonly total: number };
  readonly giftCard: { readonly amount: number } | null;
}): number {
  return order.cost.total - (order.giftCard?.amount ?? 0);
}
