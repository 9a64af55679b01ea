import { sql } from "drizzle-orm";
import type { ShopContext, StockLine, StockReservation } from "@shop/shared";
import type { Database } from "@shop/shared/platform";

/** The lines with one entry per variant (two basket lines of one variant take its stock once). */
function perVariant(lines: readonly StockLine[]): StockLine[] {
  const quantities = new Map<string, number>();
  for (const { variantId, quantity } of lines) {
    quantities.set(variantId, (quantities.get(variantId) ?? 0) + quantity);
  }
  return [...quantities].map(([variantId, quantity]) => ({ variantId, quantity }));
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Locks the variants' rows, in id order, before any update: each update's statement trigger
 * takes the catalogue's one data-version row (migration 0002), and a transaction holding that
 * row while still waiting for a variant would deadlock with one holding the variant and
 * waiting for the row. Variants first, then the version row: one order for every writer.
 */
async function lockVariants(tx: Transaction, lines: readonly StockLine[]): Promise<void> {
  if (lines.length === 0) return;
  const ids = sql.join(
    lines.map((line) => sql`${line.variantId}`),
    sql`, `,
  );
  await tx.execute(
    sql`select v.id from variants v where v.id in (${ids}) order by v.id for update`,
  );
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
      const variants = perVariant(lines);
      await lockVariants(tx, variants);
      for (const line of variants) {
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
    const variants = perVariant(lines);
    await lockVariants(tx, variants);
    for (const line of variants) {
      await tx.execute(
        sql`update variants v set stock_quantity = v.stock_quantity + ${line.quantity}
          from products p
          where v.id = ${line.variantId} and p.id = v.product_id and p.brand = ${shop.brand}`,
      );
    }
  });
}
