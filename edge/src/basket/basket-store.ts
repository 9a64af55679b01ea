import { randomInt, randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import {
  availableQuantity,
  isCustomised,
  maxLineQuantity,
  newItemGroupId,
  type CustomText,
  type ShopContext,
} from "@shop/shared";
import { queryRows, type ShopDatabase } from "../db/database.ts";
import type { Logger } from "../logger.ts";
import type { BasketItemRow } from "./basket-view.ts";
import { isLineBuyable, lineColumns, lineJoins, type LineRow } from "./line-rows.ts";

/** Why a change was refused: 404 (no such line or variant) or 409 (stock, staleness). */
export interface BasketRefusal {
  readonly ok: false;
  readonly status: 404 | 409;
  readonly error: string;
  readonly key: string;
}

export type BasketOutcome = { readonly ok: true } | BasketRefusal;

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

const newItemKey = () => randomUUID().replaceAll("-", "");

/** The random source of item group ids: crypto, not Math.random. */
const groupIdRandom = () => randomInt(0, 1_000_000) / 1_000_000;

/**
 * Baskets in the database (core spec points 3, 4 and 9). Every change is one atomic statement,
 * so two tabs or a double click can neither lose an update nor add a line twice.
 */
export class BasketStore {
  private readonly db: ShopDatabase;
  private readonly logger: Logger;

  constructor(db: ShopDatabase, logger: Logger) {
    this.db = db;
    this.logger = logger;
  }

  /** The lines of a basket; unbuyable lines are cleaned up first (core spec point 4). */
  async items(shop: ShopContext, basketKey: string): Promise<BasketItemRow[]> {
    const rows = await this.rows(shop, basketKey);
    const unbuyable = rows.filter((row) => !isLineBuyable(row));
    const removed = await Promise.all(unbuyable.map((row) => this.cleanUp(basketKey, row)));
    return rows.filter((row) => !removed.includes(row.itemKey));
  }

  /** A basket's lines with their variants and products; only one line when `itemKey` is given. */
  private rows(shop: ShopContext, basketKey: string, itemKey?: string): Promise<BasketItemRow[]> {
    return queryRows<BasketItemRow>(
      this.db,
      sql`select bi.key as "itemKey", bi.quantity, bi.group_id as "groupId",
          bi.is_main_item as "isMainItem", bi.is_required as "isRequired",
          bi.custom_text as "customText", bi.display_data as "displayData", bi.version,
          ${lineColumns(shop)}
        from basket_items bi join variants v on v.id = bi.variant_id ${lineJoins(shop)}
        where bi.basket_key = ${basketKey} ${itemKey === undefined ? sql`` : sql`and bi.key = ${itemKey}`}
        order by bi.created_at, bi.key`,
    );
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

  /** The variant a shopper wants to add, priced for the shop, or undefined when unknown. */
  async variant(shop: ShopContext, variantId: string): Promise<LineRow | undefined> {
    const [row] = await queryRows<LineRow>(
      this.db,
      sql`select ${lineColumns(shop)} from variants v ${lineJoins(shop)} where v.id = ${variantId}`,
    );
    return row;
  }

  /**
   * Adds a variant (core spec point 7, addItem). A plain line of the same variant grows instead
   * of being added again; a customised line (core spec point 4) gets a new 8-digit group id.
   */
  async add(
    shop: ShopContext,
    owner: { readonly basketKey: string; readonly userId: string },
    variantId: string,
    quantity: number,
    input: LineInput,
  ): Promise<BasketOutcome> {
    const variant = await this.variant(shop, variantId);
    if (!variant)
      return refuse(404, `No variant ${variantId} in this shop`, "basket.addToCartFailed");
    if (!isLineBuyable(variant)) {
      return refuse(409, "This item can no longer be bought", "basket.addToCartFailed");
    }
    const available = availableQuantity(variant.stockQuantity);
    const customised = isCustomised(input.customText);
    const groupId = customised ? newItemGroupId(groupIdRandom) : "";
    const rows = await queryRows<{ key: string }>(
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
        where ${quantity} <= ${available}
        on conflict (basket_key, variant_id, group_id) do update
          set quantity = basket_items.quantity + excluded.quantity,
            display_data = excluded.display_data, version = basket_items.version + 1
          where basket_items.quantity + excluded.quantity <= ${available}
        returning key`,
    );
    if (rows.length === 0) {
      return refuse(
        409,
        `Only ${available} of this item can be in the basket`,
        "basket.notEnoughStock",
      );
    }
    return { ok: true };
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
  ): Promise<BasketOutcome> {
    const [line] = await this.rows(shop, basketKey, itemKey);
    if (!line) return refuse(404, "This item is not in the basket", "basket.itemNotFound");
    if (change.version !== undefined && change.version !== line.version) {
      return refuse(409, "The basket changed in the meantime", "basket.stale");
    }
    const quantity = change.quantity === 0 ? line.quantity : change.quantity;
    const available = availableQuantity(line.stockQuantity);
    if (quantity > available && quantity > line.quantity) {
      return refuse(
        409,
        `Only ${available} of this item can be in the basket`,
        "basket.notEnoughStock",
      );
    }
    const textGiven = change.input.customText !== undefined;
    const textChanged =
      textGiven &&
      JSON.stringify(change.input.customText) !== JSON.stringify(line.customText ?? undefined);
    const displayChanged =
      change.input.displayData !== undefined &&
      JSON.stringify(change.input.displayData) !== JSON.stringify(line.displayData);
    if (quantity === line.quantity && !textChanged && !displayChanged) return { ok: true };
    const customised = textChanged ? isCustomised(change.input.customText) : line.groupId !== "";
    const groupId = !textChanged ? line.groupId : customised ? newItemGroupId(groupIdRandom) : "";
    const customText = textChanged
      ? customised
        ? change.input.customText
        : null
      : line.customText;
    try {
      const updated = await queryRows<{ key: string }>(
        this.db,
        sql`update basket_items set quantity = ${quantity}, group_id = ${groupId},
            custom_text = ${customText ? JSON.stringify(customText) : null}::jsonb,
            display_data = ${JSON.stringify(change.input.displayData ?? line.displayData)}::jsonb,
            version = version + 1
          where key = ${itemKey} and basket_key = ${basketKey} and version = ${line.version}
          returning key`,
      );
      if (updated.length === 0) {
        return refuse(409, "The basket changed in the meantime", "basket.stale");
      }
    } catch (error) {
      if (isUniqueViolation(error)) {
        return refuse(
          409,
          "This item is already in the basket without a text",
          "basket.duplicateLine",
        );
      }
      throw error;
    }
    return { ok: true };
  }

  /** Removes a line (core spec point 7, deleteItem). */
  async remove(basketKey: string, itemKey: string): Promise<BasketOutcome> {
    const rows = await queryRows<{ key: string }>(
      this.db,
      sql`delete from basket_items where key = ${itemKey} and basket_key = ${basketKey} returning key`,
    );
    return rows.length > 0
      ? { ok: true }
      : refuse(404, "This item is not in the basket", "basket.itemNotFound");
  }

  /**
   * Moves the lines of one basket into another (core spec point 4: an anonymous basket merges
   * into the account's at login). Equal plain lines add up, capped by stock and the line limit.
   */
  async merge(
    from: string,
    to: { readonly basketKey: string; readonly shopId: string; readonly userId: string },
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      const moved = await tx.execute(
        sql`select 1 from basket_items where basket_key = ${from} limit 1`,
      );
      if ((moved as { rows: unknown[] }).rows.length > 0) {
        await tx.execute(
          sql`insert into baskets (key, shop_id, user_id) values (${to.basketKey}, ${to.shopId}, ${to.userId})
            on conflict (key) do update set updated_at = now()`,
        );
        await tx.execute(
          sql`insert into basket_items (key, basket_key, variant_id, quantity, group_id, is_main_item,
              is_required, custom_text, display_data, created_at)
            select replace(gen_random_uuid()::text, '-', ''), ${to.basketKey}, bi.variant_id,
              least(bi.quantity, greatest(v.stock_quantity, 1), ${maxLineQuantity}), bi.group_id,
              bi.is_main_item, bi.is_required, bi.custom_text, bi.display_data, bi.created_at
            from basket_items bi join variants v on v.id = bi.variant_id
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
