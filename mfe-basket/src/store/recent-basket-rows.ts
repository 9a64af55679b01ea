import type { BasketItemRow } from "./basket-lines.ts";

/**
 * The rows of the baskets this instance read or wrote last, as the database answered them then
 * (decision 0053). A change starts from them instead of reading the basket first: they name the
 * variants the catalogue is asked about, and the line an update is decided on. They are only a
 * guess (another instance or a clean-up may have changed the basket since): an update writes only
 * while the line's version is still the remembered one, and every answer shows the rows its own
 * write statement read. Past `maxBaskets` the least recently used basket is dropped.
 */
export class RecentBasketRows {
  private readonly rows = new Map<string, readonly BasketItemRow[]>();
  private readonly maxBaskets: number;

  constructor(maxBaskets = 5_000) {
    this.maxBaskets = maxBaskets;
  }

  /** The basket's rows as last seen here; undefined for a basket not seen (or dropped). */
  of(basketKey: string): readonly BasketItemRow[] | undefined {
    return this.rows.get(basketKey);
  }

  /** Remembers a basket's rows as the database just answered them. */
  remember(basketKey: string, rows: readonly BasketItemRow[]): void {
    this.rows.delete(basketKey);
    this.rows.set(basketKey, rows);
    if (this.rows.size > this.maxBaskets) {
      const oldest = this.rows.keys().next();
      if (!oldest.done) this.rows.delete(oldest.value);
    }
  }
}
