import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { canMoveOrder, type OrderStatus } from "@shop/shared";
import { queryRows, type Database } from "@shop/shared/platform";
import { trackingUrl, type CarrierKey } from "../orders/carriers.ts";
import type { ComplaintReason } from "../orders/complaint-rules.ts";
import type { OrderList, OrderListEntry, OrderPackage } from "../orders/order-views.ts";
import type { NewPackage, PackageLine } from "../orders/packaging.ts";
import { returnCouponRedemption } from "./coupon-store.ts";
import { refundGiftCard } from "./gift-card-store.ts";

/** A move along the state machine: done (from which state), refused, or no such order. */
export type OrderMove =
  | { readonly kind: "moved"; readonly from: OrderStatus }
  | { readonly kind: "refused"; readonly from: OrderStatus }
  | { readonly kind: "missing" };

interface ListRow {
  readonly orderNumber: string;
  readonly placedAt: Date | string;
  readonly status: OrderStatus;
  readonly itemCount: number | string;
  readonly total: number;
  readonly currency: OrderListEntry["currencyCode"];
  readonly totalCount: number | string;
}

interface PackageRow {
  readonly position: number;
  readonly carrierKey: CarrierKey;
  readonly trackingNumber: string;
  readonly lines: readonly PackageLine[];
  readonly shippedAt: Date | string;
}

/** What the payment becomes when its order moves (paid: captured; cancelled: voided). */
const paymentAfter: Partial<Record<OrderStatus, string>> = {
  paid: "captured",
  cancelled: "cancelled",
};

/**
 * The account's side of orders (issue 18, point 6; decision 0039): a customer's orders page by
 * page, an order's packages, its moves along the state machine and its complaints. Shared by the
 * API and the orders CLI, so both move orders by the same rule.
 */
export class OrderHistoryStore {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /** A customer's orders in one shop, newest first; `page` is 1-based. */
  async list(shopId: string, userId: string, page: number, pageSize: number): Promise<OrderList> {
    const rows = await queryRows<ListRow>(
      this.db,
      sql`select o.order_number as "orderNumber", o.placed_at as "placedAt", o.status,
          (select coalesce(sum((line->>'quantity')::int), 0) from jsonb_array_elements(o.lines) line)
            as "itemCount",
          o.total, o.currency, count(*) over () as "totalCount"
        from orders o where o.shop_id = ${shopId} and o.user_id = ${userId}
        order by o.placed_at desc, o.order_number
        limit ${pageSize} offset ${(page - 1) * pageSize}`,
    );
    let totalCount = Number(rows[0]?.totalCount ?? 0);
    if (rows.length === 0 && page > 1) {
      const [counted] = await queryRows<{ count: number | string }>(
        this.db,
        sql`select count(*) as count from orders where shop_id = ${shopId} and user_id = ${userId}`,
      );
      totalCount = Number(counted?.count ?? 0);
    }
    return {
      orders: rows.map((row) => ({
        orderNumber: row.orderNumber,
        placedAt: new Date(row.placedAt).toISOString(),
        status: row.status,
        itemCount: Number(row.itemCount),
        total: row.total,
        currencyCode: row.currency,
      })),
      page,
      pageCount: Math.max(1, Math.ceil(totalCount / pageSize)),
      totalCount,
    };
  }

  /** An order's packages, in order (none before it ships). */
  async packages(orderNumber: string): Promise<OrderPackage[]> {
    const rows = await queryRows<PackageRow>(
      this.db,
      sql`select position, carrier_key as "carrierKey", tracking_number as "trackingNumber",
          lines, shipped_at as "shippedAt"
        from order_packages where order_number = ${orderNumber} order by position`,
    );
    return rows.map((row) => ({
      position: row.position,
      carrierKey: row.carrierKey,
      trackingNumber: row.trackingNumber,
      trackingUrl: trackingUrl(row.carrierKey, row.trackingNumber),
      lines: row.lines,
      shippedAt: new Date(row.shippedAt).toISOString(),
    }));
  }

  /**
   * Moves an order to another state when `canMoveOrder` allows it, in one transaction with the
   * order's row locked (two moves at once cannot both pass the check): the payment follows
   * (paid: captured, cancelled: voided) and shipping stores the packages.
   */
  async move(
    orderNumber: string,
    to: OrderStatus,
    packages: readonly NewPackage[] = [],
  ): Promise<OrderMove> {
    return this.db.transaction(async (tx): Promise<OrderMove> => {
      const [row] = await queryRows<{ status: OrderStatus }>(
        tx,
        sql`select status from orders where order_number = ${orderNumber} for update`,
      );
      if (!row) return { kind: "missing" };
      if (!canMoveOrder(row.status, to)) return { kind: "refused", from: row.status };
      await tx.execute(
        sql`update orders set status = ${to}, updated_at = now()
          where order_number = ${orderNumber}`,
      );
      const payment = paymentAfter[to];
      if (payment) {
        await tx.execute(
          sql`update payments set status = ${payment}, updated_at = now()
            where order_number = ${orderNumber}`,
        );
      }
      // A cancelled order gives its gift card amount and its coupon redemption back (0045).
      if (to === "cancelled") {
        await refundGiftCard(tx, orderNumber);
        await returnCouponRedemption(tx, orderNumber);
      }
      for (const [index, parcel] of packages.entries()) {
        await tx.execute(
          sql`insert into order_packages (id, order_number, position, carrier_key,
              tracking_number, lines)
            values (${randomUUID()}, ${orderNumber}, ${index + 1}, ${parcel.carrierKey},
              ${parcel.trackingNumber}, ${JSON.stringify(parcel.lines)}::jsonb)`,
        );
      }
      return { kind: "moved", from: row.status };
    });
  }

  /** Stores a complaint; answers its id. */
  async addComplaint(complaint: {
    readonly orderNumber: string;
    readonly userId: string;
    readonly reason: ComplaintReason;
    readonly variantIds: readonly string[];
    readonly message: string;
  }): Promise<string> {
    const id = randomUUID();
    await this.db.execute(
      sql`insert into order_complaints (id, order_number, user_id, reason, variant_ids, message)
        values (${id}, ${complaint.orderNumber}, ${complaint.userId}, ${complaint.reason},
          ${JSON.stringify(complaint.variantIds)}::jsonb, ${complaint.message})`,
    );
    return id;
  }

  /** How many complaints an order has (the tests and the CLI's `show`). */
  async complaintCount(orderNumber: string): Promise<number> {
    const [row] = await queryRows<{ count: number | string }>(
      this.db,
      sql`select count(*) as count from order_complaints where order_number = ${orderNumber}`,
    );
    return Number(row?.count ?? 0);
  }
}
