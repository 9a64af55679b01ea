import { sql } from "drizzle-orm";
import type { ShopContext, StockLine, StockReservation } from "@shop/shared";
import type { Database } from "@shop/shared/platform";

/** The lines with one entry per variant (two basket lines of one variant take its stock once). */
function perVariant(lines: readonly StockLine[]): StockLine[] {
  const quantities = new Map<string, number>();
  for (const { variantId, quantity } of lines) {
    quantities.set(variantId, (quantities.get(variantId) ?? 0) + quantity);
  }
  // Sorted, so that two reservations at once lock their variants in the same order.
  return [...quantities]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([variantId, quantity]) => ({ variantId, quantity }));
}

class ShortOfStock extends Error {
  readonly variantId: string;
  constructor(variantId: string) {
    super(`Not enough stock of ${variantId}`);
    this.variantId = variantId;
  }
}

/**
 * Takes an order's quantities off the variants' stock in one transaction (issue 18, point 4):
 * each row is changed only while it holds enough, and a line short of stock rolls every other
 * line back, so two orders at once can never sell the same last piece. The shop's brand only.
 */
export async function reserveStock(
  db: Database,
  shop: ShopContext,
  lines: readonly StockLine[],
): Promise<StockReservation> {
  try {
    await db.transaction(async (tx) => {
      for (const line of perVariant(lines)) {
        const taken = (await tx.execute(
          sql`update variants v set stock_quantity = v.stock_quantity - ${line.quantity}
            from products p
            where v.id = ${line.variantId} and p.id = v.product_id and p.brand = ${shop.brand}
              and v.stock_quantity >= ${line.quantity}
            returning v.id`,
        )) as { rows: unknown[] };
        if (taken.rows.length === 0) throw new ShortOfStock(line.variantId);
      }
    });
  } catch (error) {
    if (error instanceof ShortOfStock) return { reserved: false, variantId: error.variantId };
    throw error;
  }
  return { reserved: true };
}

/** Gives reserved quantities back to the variants' stock (issue 18, point 4). */
export async function releaseStock(
  db: Database,
  shop: ShopContext,
  lines: readonly StockLine[],
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const line of perVariant(lines)) {
      await tx.execute(
        sql`update variants v set stock_quantity = v.stock_quantity + ${line.quantity}
          from products p
          where v.id = ${line.variantId} and p.id = v.product_id and p.brand = ${shop.brand}`,
      );
    }
  });
}
