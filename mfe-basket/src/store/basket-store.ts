import { randomInt, randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import {
  availableQuantity,
  isCustomised,
  maxLineQuantity,
  newItemGroupId,
  type CatalogueLine,
  type CatalogueLines,
  type CouponTerms,
  type CustomText,
  type ShopContext,
} from "@shop/shared";
import { preparedRows, queryRows, type Database, type Logger } from "@shop/shared/platform";
import { catalogueLinesById, type BasketItemRow, type BasketLine } from "./basket-lines.ts";
import { basketCouponJson, toTerms, type CouponRow } from "./coupon-store.ts";

/** Why a change was refused: 404 (no such line or variant) or 409 (stock, staleness). */
export interface BasketRefusal {
  readonly ok: false;
  readonly status: 404 | 409;
  readonly error: string;
  readonly key: string;
}

export type BasketOutcome = { readonly ok: true } | BasketRefusal;

/** A basket as one statement reads it (decision 0053): its lines and the coupon on it. */
export interface BasketRead {
  readonly lines: BasketLine[];
  readonly coupon: CouponTerms | undefined;
}

/**
 * A change's outcome with the basket after it: the lines read before the write, with the row the
 * write returned in place, so no second read follows the write (decision 0053).
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

const refuse = (status: 404 | 409, error: string, key: string): BasketRefusal => ({
  ok: false,
  status,
  error,
  key,
});

const notInBasket = () => refuse(404, "This item is not in the basket", "basket.itemNotFound");

const notEnoughStock = (available: number) =>
  refuse(409, `Only ${available} of this item can be in the basket`, "basket.notEnoughStock");

const ok: BasketOutcome = { ok: true };

/** A row of `BasketStore.stored`: a basket row, or nulls for a basket without rows, and the coupon. */
type JoinedRow = { readonly [K in keyof BasketItemRow]: BasketItemRow[K] | null } & {
  readonly coupon: CouponRow | null;
};

/** A basket's rows, and the coupon on it, as one statement reads them. */
interface StoredBasket {
  readonly rows: BasketItemRow[];
  readonly coupon: CouponTerms | undefined;
}

/** A basket row's columns as `BasketItemRow` names them, for selects and `returning`. */
const rowColumns = sql`key as "itemKey", variant_id as "variantId", quantity, group_id as "groupId",
  is_main_item as "isMainItem", is_required as "isRequired",
  custom_text as "customText", display_data as "displayData", version`;

/** The rows with a written row in its place, or appended when it is new. */
const withRow = (rows: readonly BasketItemRow[], written: BasketItemRow): BasketItemRow[] =>
  rows.some((row) => row.itemKey === written.itemKey)
    ? rows.map((row) => (row.itemKey === written.itemKey ? written : row))
    : [...rows, written];

const newItemKey = () => randomUUID().replaceAll("-", "");

/** The random source of item group ids: crypto, not Math.random. */
const groupIdRandom = () => randomInt(0, 1_000_000) / 1_000_000;

/**
 * Baskets in the database (core spec points 3, 4 and 9). Every change is one atomic statement,
 * so two tabs or a double click can neither lose an update nor add a line twice. What a line
 * shows about its product (price, stock, buyability) comes from the catalogue, asked once per
 * read through `CatalogueLines`; the basket's tables hold only its own data.
 */
export class BasketStore {
  private readonly db: Database;
  private readonly catalogue: CatalogueLines;
  private readonly logger: Logger;

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
    const { rows, coupon } = await this.stored(shop, basketKey);
    return { lines: await this.lines(basketKey, rows, await this.catalogueOf(shop, rows)), coupon };
  }

  /** The catalogue's lines of the rows' variants and of any others given, asked for at once. */
  private catalogueOf(
    shop: ShopContext,
    rows: readonly BasketItemRow[],
    ...variantIds: string[]
  ): Promise<ReadonlyMap<string, CatalogueLine>> {
    return catalogueLinesById(this.catalogue, shop, [
      ...variantIds,
      ...rows.map((row) => row.variantId),
    ]);
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

  /**
   * A basket's own rows, oldest first, and its coupon, in one prepared statement (decision
   * 0053): the coupon's one row joined to the rows, so a basket without rows is one row too.
   */
  private async stored(shop: ShopContext, basketKey: string): Promise<StoredBasket> {
    const read = await preparedRows<JoinedRow>(
      this.db,
      sql`select ${rowColumns}, basket_coupon.terms as coupon
        from (select ${basketCouponJson(shop, basketKey)} as terms) basket_coupon
        left join basket_items on basket_key = ${basketKey}
        order by created_at, key`,
    );
    const coupon = read[0]?.coupon;
    const rows = read.flatMap(({ coupon: _, ...row }) =>
      row.itemKey === null ? [] : [row as BasketItemRow],
    );
    return { rows, coupon: coupon ? toTerms(coupon) : undefined };
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
   * Adds a variant (core spec point 7, addItem). The catalogue is asked first (unknown variant
   * 404, unbuyable 409); its stock then bounds the one atomic statement that writes the line. A
   * plain line of the same variant grows instead of being added again; a customised line (core
   * spec point 4) gets a new 8-digit group id.
   */
  async add(
    shop: ShopContext,
    owner: { readonly basketKey: string; readonly userId: string },
    variantId: string,
    quantity: number,
    input: LineInput,
  ): Promise<BasketChange> {
    const { rows, coupon } = await this.stored(shop, owner.basketKey);
    const catalogue = await this.catalogueOf(shop, rows, variantId);
    const answer = async (outcome: BasketOutcome, after: readonly BasketItemRow[] = rows) => ({
      outcome,
      lines: await this.lines(owner.basketKey, after, catalogue),
      coupon,
    });
    const variant = catalogue.get(variantId);
    if (!variant) {
      return answer(refuse(404, `No variant ${variantId} in this shop`, "basket.addToCartFailed"));
    }
    if (!variant.buyable) {
      return answer(refuse(409, "This item can no longer be bought", "basket.addToCartFailed"));
    }
    const available = availableQuantity(variant.stockQuantity);
    const customised = isCustomised(input.customText);
    const groupId = customised ? newItemGroupId(groupIdRandom) : "";
    const [written] = await preparedRows<BasketItemRow>(
      this.db,
      sql`with basket as (
          insert into baskets (key, shop_id, user_id) values (${owner.basketKey}, ${shop.shopId}, ${owner.userId})
          on conflict (key) do update set updated_at = now() returning key
        )
        insert into basket_items (key, basket_key, variant_id, quantity, group_id, is_main_item,
          is_required, custom_text, display_data)
        select ${newItemKey()}, basket.key, ${variantId}, ${quantity}, ${groupId},
          ${input.isMainItem ?? true}, ${input.isRequired ?? false},
          ${customised ? JSON.stringify(input.customText) : null}::jsonb,
          ${JSON.stringify(input.displayData ?? {})}::jsonb
        from basket
        where ${quantity}::integer <= ${available}::integer
        on conflict (basket_key, variant_id, group_id) do update
          set quantity = basket_items.quantity + excluded.quantity,
            display_data = excluded.display_data, version = basket_items.version + 1
          where basket_items.quantity + excluded.quantity <= ${available}::integer
        returning ${rowColumns}`,
    );
    return written ? answer(ok, withRow(rows, written)) : answer(notEnoughStock(available));
  }

  /**
   * Changes a line (core spec point 7, updateItem). Quantity 0 keeps the quantity, and with an
   * unchanged text does nothing (core spec point 4). A `version` that is not the line's current
   * one is refused with 409, so a change made from an outdated view never overwrites another.
   */
  async update(
    shop: ShopContext,
    basketKey: string,
    itemKey: string,
    change: { quantity: number; version?: number; input: LineInput },
  ): Promise<BasketChange> {
    const { rows, coupon } = await this.stored(shop, basketKey);
    const catalogue = await this.catalogueOf(shop, rows);
    const answer = async (outcome: BasketOutcome, after: readonly BasketItemRow[] = rows) => ({
      outcome,
      lines: await this.lines(basketKey, after, catalogue),
      coupon,
    });
    const line = rows.find((row) => row.itemKey === itemKey);
    const variant = line && catalogue.get(line.variantId);
    if (!line || !variant) return answer(notInBasket());
    if (change.version !== undefined && change.version !== line.version) {
      return answer(refuse(409, "The basket changed in the meantime", "basket.stale"));
    }
    const quantity = change.quantity === 0 ? line.quantity : change.quantity;
    const available = availableQuantity(variant.stockQuantity);
    if (quantity > available && quantity > line.quantity) return answer(notEnoughStock(available));
    const textGiven = change.input.customText !== undefined;
    const textChanged =
      textGiven &&
      JSON.stringify(change.input.customText) !== JSON.stringify(line.customText ?? undefined);
    const displayChanged =
      change.input.displayData !== undefined &&
      JSON.stringify(change.input.displayData) !== JSON.stringify(line.displayData);
    if (quantity === line.quantity && !textChanged && !displayChanged) return answer(ok);
    const customised = textChanged ? isCustomised(change.input.customText) : line.groupId !== "";
    const groupId = !textChanged ? line.groupId : customised ? newItemGroupId(groupIdRandom) : "";
    const customText = textChanged
      ? customised
        ? change.input.customText
        : null
      : line.customText;
    try {
      const [written] = await preparedRows<BasketItemRow>(
        this.db,
        sql`update basket_items set quantity = ${quantity}, group_id = ${groupId},
            custom_text = ${customText ? JSON.stringify(customText) : null}::jsonb,
            display_data = ${JSON.stringify(change.input.displayData ?? line.displayData)}::jsonb,
            version = version + 1
          where key = ${itemKey} and basket_key = ${basketKey} and version = ${line.version}
          returning ${rowColumns}`,
      );
      if (written) return answer(ok, withRow(rows, written));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return answer(
        refuse(409, "This item is already in the basket without a text", "basket.duplicateLine"),
      );
    }
    // Another change came first: the answer shows the basket as it is now.
    const stale = refuse(409, "The basket changed in the meantime", "basket.stale");
    return { outcome: stale, ...(await this.read(shop, basketKey)) };
  }

  /** Removes a line (core spec point 7, deleteItem). */
  async remove(basketKey: string, itemKey: string): Promise<BasketOutcome> {
    const rows = await queryRows<{ key: string }>(
      this.db,
      sql`delete from basket_items where key = ${itemKey} and basket_key = ${basketKey} returning key`,
    );
    return rows.length > 0 ? { ok: true } : notInBasket();
  }

  /**
   * Moves the lines of one basket into another (core spec point 4: an anonymous basket merges
   * into the account's at login). Equal plain lines add up, capped by the catalogue's stock (at
   * least 1) and the line limit. A line the catalogue does not know moves as it is; the next
   * read cleans it up.
   */
  async merge(
    from: string,
    to: { readonly basketKey: string; readonly shop: ShopContext; readonly userId: string },
  ): Promise<void> {
    const variantIds = await queryRows<{ variantId: string }>(
      this.db,
      sql`select distinct variant_id as "variantId" from basket_items where basket_key = ${from}`,
    );
    const lines = await catalogueLinesById(
      this.catalogue,
      to.shop,
      variantIds.map((row) => row.variantId),
    );
    const stock = Object.fromEntries([...lines].map(([id, line]) => [id, line.stockQuantity]));
    await this.db.transaction(async (tx) => {
      const moved = await tx.execute(
        sql`select 1 from basket_items where basket_key = ${from} limit 1`,
      );
      if ((moved as { rows: unknown[] }).rows.length > 0) {
        await tx.execute(
          sql`insert into baskets (key, shop_id, user_id) values (${to.basketKey}, ${to.shop.shopId}, ${to.userId})
            on conflict (key) do update set updated_at = now()`,
        );
        await tx.execute(
          sql`insert into basket_items (key, basket_key, variant_id, quantity, group_id, is_main_item,
              is_required, custom_text, display_data, created_at)
            select replace(gen_random_uuid()::text, '-', ''), ${to.basketKey}, bi.variant_id,
              least(bi.quantity, greatest(coalesce(stock.value::integer, ${maxLineQuantity}), 1),
                ${maxLineQuantity}),
              bi.group_id, bi.is_main_item, bi.is_required, bi.custom_text, bi.display_data,
              bi.created_at
            from basket_items bi
            left join jsonb_each_text(${JSON.stringify(stock)}::jsonb) stock on stock.key = bi.variant_id
            where bi.basket_key = ${from}
            on conflict (basket_key, variant_id, group_id) do update
              set quantity = least(basket_items.quantity + excluded.quantity, ${maxLineQuantity}),
                version = basket_items.version + 1`,
        );
      }
      await tx.execute(sql`delete from baskets where key = ${from}`);
    });
  }
}

/** PostgreSQL's unique_violation, from node-postgres or PGlite. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } } | undefined)?.code;
  const causeCode = (error as { cause?: { code?: string } } | undefined)?.cause?.code;
  return code === "23505" || causeCode === "23505";
}
