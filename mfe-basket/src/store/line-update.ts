import { availableQuantity, isCustomised, type CatalogueLine, type CustomText } from "@shop/shared";
import type { BasketItemRow } from "./basket-lines.ts";
import {
  notEnoughStock,
  notInBasket,
  ok,
  staleChange,
  type BasketOutcome,
} from "./basket-outcomes.ts";

/** What `updateItem` asks of a line: a quantity (0 keeps it), a version, texts. */
export interface LineChange {
  readonly quantity: number;
  readonly version?: number;
  readonly input: {
    readonly customText?: CustomText;
    readonly displayData?: Record<string, string>;
  };
}

/** The columns an update writes, and the version of the line it was decided on. */
export interface LineWrite {
  readonly quantity: number;
  readonly groupId: string;
  readonly customText: CustomText | null;
  readonly displayData: Record<string, string>;
  readonly version: number;
}

/** An update decided on a basket's rows: a write, or an outcome that writes nothing. */
export type LineUpdate =
  { readonly write: LineWrite } | { readonly write?: undefined; readonly outcome: BasketOutcome };

const unchanged: LineUpdate = { outcome: ok };

/**
 * What an `updateItem` does to a line (core spec points 4 and 7), decided on the rows and the
 * catalogue's line of its variant: 404 for a line not in the basket, 409 for a version that is
 * not the line's (a change from an outdated view) or for more than the stock when the quantity
 * grows; quantity 0 keeps the quantity, and nothing changed writes nothing. A changed text gives
 * a customised line a new group id (`newGroupId`), a plain one the group id ''.
 */
export function lineUpdate(
  rows: readonly BasketItemRow[],
  itemKey: string,
  change: LineChange,
  catalogue: ReadonlyMap<string, CatalogueLine>,
  newGroupId: () => string,
): LineUpdate {
  const line = rows.find((row) => row.itemKey === itemKey);
  const variant = line && catalogue.get(line.variantId);
  if (!line || !variant) return { outcome: notInBasket() };
  if (change.version !== undefined && change.version !== line.version) {
    return { outcome: staleChange() };
  }
  const quantity = change.quantity === 0 ? line.quantity : change.quantity;
  const available = availableQuantity(variant.stockQuantity);
  if (quantity > available && quantity > line.quantity) {
    return { outcome: notEnoughStock(available) };
  }
  const textChanged =
    change.input.customText !== undefined &&
    JSON.stringify(change.input.customText) !== JSON.stringify(line.customText ?? undefined);
  const displayChanged =
    change.input.displayData !== undefined &&
    JSON.stringify(change.input.displayData) !== JSON.stringify(line.displayData);
  if (quantity === line.quantity && !textChanged && !displayChanged) return unchanged;
  const customised = textChanged ? isCustomised(change.input.customText) : line.groupId !== "";
  return {
    write: {
      quantity,
      groupId: !textChanged ? line.groupId : customised ? newGroupId() : "",
      customText: !textChanged
        ? line.customText
        : customised
          ? (change.input.customText ?? null)
          : null,
      displayData: change.input.displayData ?? line.displayData,
      version: line.version,
    },
  };
}
