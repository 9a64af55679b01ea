import { randomInt, randomUUID } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import {
  availableQuantity,
  isCustomised,
  newItemGroupId,
  type CatalogueLine,
  type CatalogueLines,
  type CouponTerms,
  type CustomText,
  type ShopContext,
} from "@shop/shared";
import { queryRows, type Database, type Logger } from "@shop/shared/platform";
import {
  askCatalogue,
  including,
  noneAsked,
  variantsOf,
  type AskedLines,
  type BasketItemRow,
  type BasketLine,
} from "./basket-lines.ts";
import {
  duplicateLine,
  notEnoughStock,
  notInBasket,
  ok,
  refuse,
  staleChange,
  type BasketOutcome,
} from "./basket-outcomes.ts";
import {
  itemColumns,
  storedBasket,
  writtenBasket,
  type StoredBasket,
  type WrittenBasket,
} from "./basket-statements.ts";
import { lineUpdate, type LineChange, type LineWrite } from "./line-update.ts";
import { RecentBasketRows } from "./recent-basket-rows.ts";

/** A basket as one statement reads it (decision 0053): its lines and the coupon on it. */
export interface BasketRead {
  readonly lines: BasketLine[];
  readonly coupon: CouponTerms | undefined;
}

/**
 * A change's outcome with the basket after it: the rows its write statement read, with the
 * written row in place, so no second read follows the write (decision 0053).
 */
export interface BasketChange extends BasketRead {
  readonly outcome: BasketOutcome;
}

export interface LineInput {
  readonly customText?: CustomText;
  readonly displayData?: Record<string, string>;
  readonly isMainItem?: boolean;
  readonly isRequired?: boolean;
}

/** Core spec point 9: clean-up tries each unbuyable line up to 3 times. */
const cleanUpAttempts = 3;

const newItemKey = () => randomUUID().replaceAll("-", "");

/** A new 8-digit item group id, from crypto rather than Math.random. */
const newGroupId = () => newItemGroupId(() => randomInt(0, 1_000_000) / 1_000_000);

/**
 * Baskets in the database (core spec points 3, 4 and 9). Every change is one atomic statement,
 * so two tabs or a double click can neither lose an update nor add a line twice. What a line
 * shows about its product (price, stock, buyability) comes from the catalogue, asked once per
 * read through `CatalogueLines`; the basket's tables hold only its own data. A change starts
 * from the basket's rows as this instance last saw them (`RecentBasketRows`) and reads the
 * basket in its write's statement: the catalogue, then the write (decision 0053).
 */
export class BasketStore {
  private readonly db: Database;
  private readonly catalogue: CatalogueLines;
  private readonly logger: Logger;
  private readonly recent = new RecentBasketRows();

  constructor(db: Database, catalogue: CatalogueLines, logger: Logger) {
    this.db = db;
    this.catalogue = catalogue;
    this.logger = logger;
  }

  /**
   * The lines of a basket with their catalogue lines, and the coupon on it. A line whose variant
   * the catalogue no longer knows, or that can no longer be bought, is cleaned up first (core
   * spec point 4).
   */
  async read(shop: ShopContext, basketKey: string): Promise<BasketRead> {
    return this.withLines(shop, basketKey, await this.stored(shop, basketKey), noneAsked);
  }

  /** A basket with its lines, the catalogue asked for the variants not asked yet. */
  private async withLines(
    shop: ShopContext,
    basketKey: string,
    { rows, coupon }: StoredBasket,
    asked: AskedLines,
  ): Promise<BasketRead> {
    const { lines } = await including(this.catalogue, shop, asked, rows);
    return { lines: await this.lines(basketKey, rows, lines), coupon };
  }

  /** A change's outcome with the basket as its statement read it, and the basket's lines. */
  private async changed(
    shop: ShopContext,
    basketKey: string,
    outcome: BasketOutcome,
    basket: StoredBasket,
    asked: AskedLines,
  ): Promise<BasketChange> {
    return { outcome, ...(await this.withLines(shop, basketKey, basket, asked)) };
  }

  /** The rows with their catalogue lines; unbuyable ones are cleaned up and left out. */
  private async lines(
    basketKey: string,
    rows: readonly BasketItemRow[],
    lines: ReadonlyMap<string, CatalogueLine>,
  ): Promise<BasketLine[]> {
    const unbuyable = rows.filter((row) => !lines.get(row.variantId)?.buyable);
    const removed = await Promise.all(unbuyable.map((row) => this.cleanUp(basketKey, row)));
    return rows.flatMap((row) => {
      const catalogue = lines.get(row.variantId);
      return catalogue && !removed.includes(row.itemKey) ? [{ ...row, catalogue }] : [];
    });
  }

  /** A basket's rows and coupon (decision 0053), remembered for the next change. */
  private async stored(shop: ShopContext, basketKey: string): Promise<StoredBasket> {
    const basket = await storedBasket(this.db, shop, basketKey);
    this.recent.remember(basketKey, basket.rows);
    return basket;
  }

  /** A write and the basket after it, in one statement, remembered for the next change. */
  private async written(shop: ShopContext, basketKey: string, write: SQL): Promise<WrittenBasket> {
    const basket = await writtenBasket(this.db, shop, basketKey, write);
    this.recent.remember(basketKey, basket.rows);
    return basket;
  }

  /** Removes one unbuyable line, trying up to 3 times; answers its key when it is gone. */
  private async cleanUp(basketKey: string, row: BasketItemRow): Promise<string | undefined> {
    for (let attempt = 1; attempt <= cleanUpAttempts; attempt += 1) {
      try {
        await this.db.execute(
          sql`delete from basket_items where key = ${row.itemKey} and basket_key = ${basketKey}`,
        );
        return row.itemKey;
      } catch (error) {
        this.logger.error("basket clean-up failed", { basketKey, attempt, error: String(error) });
      }
    }
    return undefined;
  }

  /**
   * Adds a variant (core spec point 7, addItem). The catalogue is asked first, for the variant
   * and the basket's remembered ones (unknown variant 404, unbuyable 409); its stock then bounds
   * the one atomic statement that writes the line and reads the basket. A plain line of the same
   * variant grows instead of being added again; a customised line (core spec point 4) gets a new
   * 8-digit group id.
   */
  async add(
    shop: ShopContext,
    owner: { readonly basketKey: string; readonly userId: string },
    variantId: string,
    quantity: number,
    input: LineInput,
  ): Promise<BasketChange> {
    const remembered = this.recent.of(owner.basketKey) ?? [];
    const asked = await askCatalogue(this.catalogue, shop, [variantId, ...variantsOf(remembered)]);
    const variant = asked.lines.get(variantId);
    const refused = async (outcome: BasketOutcome) =>
      this.changed(shop, owner.basketKey, outcome, await this.stored(shop, owner.basketKey), asked);
    if (!variant) {
      return refused(refuse(404, `No variant ${variantId} in this shop`, "basket.addToCartFailed"));
    }
    if (!variant.buyable) {
      return refused(refuse(409, "This item can no longer be bought", "basket.addToCartFailed"));
    }
    const available = availableQuantity(variant.stockQuantity);
    const customised = isCustomised(input.customText);
    const basket = await this.written(
      shop,
      owner.basketKey,
      sql`basket as (
          insert into baskets (key, shop_id, user_id) values (${owner.basketKey}, ${shop.shopId}, ${owner.userId})
          on conflict (key) do update set updated_at = now() returning key
        ), written as (
          insert into basket_items (key, basket_key, variant_id, quantity, group_id, is_main_item,
            is_required, custom_text, display_data)
          select ${newItemKey()}, basket.key, ${variantId}, ${quantity},
            ${customised ? newGroupId() : ""}, ${input.isMainItem ?? true},
            ${input.isRequired ?? false},
            ${customised ? JSON.stringify(input.customText) : null}::jsonb,
            ${JSON.stringify(input.displayData ?? {})}::jsonb
          from basket
          where ${quantity}::integer <= ${available}::integer
          on conflict (basket_key, variant_id, group_id) do update
            set quantity = basket_items.quantity + excluded.quantity,
              display_data = excluded.display_data, version = basket_items.version + 1
            where basket_items.quantity + excluded.quantity <= ${available}::integer
          returning ${itemColumns}
        )`,
    );
    const outcome = basket.written ? ok : notEnoughStock(available);
    return this.changed(shop, owner.basketKey, outcome, basket, asked);
  }

  /**
   * Changes a line (core spec point 7, updateItem; `lineUpdate`). Decided on the basket's rows
   * as this instance last saw them, a write is made only while the line is still at the version
   * it was decided on. Anything else (a refusal, nothing to change, a line changed or never seen
   * here) is decided again on the rows as the database holds them, where a `version` that is not
   * the line's is refused with 409: a change made from an outdated view never overwrites another.
   */
  async update(
    shop: ShopContext,
    basketKey: string,
    itemKey: string,
    change: LineChange,
  ): Promise<BasketChange> {
    const remembered = this.recent.of(basketKey);
    let asked = noneAsked;
    let basket: StoredBasket | undefined;
    if (remembered?.some((row) => row.itemKey === itemKey)) {
      asked = await askCatalogue(this.catalogue, shop, variantsOf(remembered));
      const { write } = lineUpdate(remembered, itemKey, change, asked.lines, newGroupId);
      const written = write && (await this.writeLine(shop, basketKey, itemKey, write));
      if (written?.written) return this.changed(shop, basketKey, ok, written, asked);
      // A write that wrote nothing read the rows as they are now: decided again on those.
      basket = written;
    }
    basket ??= await this.stored(shop, basketKey);
    asked = await including(this.catalogue, shop, asked, basket.rows);
    const decided = lineUpdate(basket.rows, itemKey, change, asked.lines, newGroupId);
    if (!decided.write) return this.changed(shop, basketKey, decided.outcome, basket, asked);
    const written = await this.writeLine(shop, basketKey, itemKey, decided.write);
    if (!written) return this.changed(shop, basketKey, duplicateLine(), basket, asked);
    // Not written: another change came first; the answer shows the basket as the write found it.
    return this.changed(shop, basketKey, written.written ? ok : staleChange(), written, asked);
  }

  /**
   * Writes a line's update while the line is at the version it was decided on, and reads the
   * basket; undefined when the change would make a second plain line of its variant.
   */
  private async writeLine(
    shop: ShopContext,
    basketKey: string,
    itemKey: string,
    write: LineWrite,
  ): Promise<WrittenBasket | undefined> {
    try {
      return await this.written(
        shop,
        basketKey,
        sql`written as (
            update basket_items set quantity = ${write.quantity}, group_id = ${write.groupId},
              custom_text = ${write.customText ? JSON.stringify(write.customText) : null}::jsonb,
              display_data = ${JSON.stringify(write.displayData)}::jsonb, version = version + 1
            where key = ${itemKey} and basket_key = ${basketKey} and version = ${write.version}
            returning ${itemColumns}
          )`,
      );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return undefined;
    }
  }

  /** Removes a line (core spec point 7, deleteItem). */
  async remove(basketKey: string, itemKey: string): Promise<BasketOutcome> {
    const rows = await queryRows<{ key: string }>(
      this.db,
      sql`delete from basket_items where key = ${itemKey} and basket_key = ${basketKey} returning key`,
    );
    return rows.length > 0 ? ok : notInBasket();
  }
}

/** PostgreSQL's unique_violation, from node-postgres or PGlite. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } } | undefined)?.code;
  const causeCode = (error as { cause?: { code?: string } } | undefined)?.cause?.code;
  return code === "23505" || causeCode === "23505";
}
