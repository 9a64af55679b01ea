import { describe, expect, it } from "vitest";
import type { CatalogueLine } from "@shop/shared";
import type { BasketItemRow } from "./basket-lines.ts";
import { lineUpdate, type LineChange } from "./line-update.ts";

const row = (fields: Partial<BasketItemRow> = {}): BasketItemRow => ({
  itemKey: "line-1",
  variantId: "vase-1",
  quantity: 2,
  groupId: "",
  isMainItem: true,
  isRequired: false,
  customText: null,
  displayData: {},
  version: 3,
  ...fields,
});

/** The catalogue's lines with the given stock; `lineUpdate` reads only the stock. */
const stock = (quantity: number) =>
  new Map([["vase-1", { stockQuantity: quantity } as CatalogueLine]]);

const decide = (change: Partial<LineChange>, rows = [row()], catalogue = stock(10)) =>
  lineUpdate(rows, "line-1", { quantity: 0, input: {}, ...change }, catalogue, () => "12345678");

describe("lineUpdate", () => {
  it("writes the new quantity at the version it was decided on", () => {
    expect(decide({ quantity: 5 }).write).toEqual({
      quantity: 5,
      groupId: "",
      customText: null,
      displayData: {},
      version: 3,
    });
  });

  it("writes nothing for quantity 0 with nothing else changed", () => {
    expect(decide({ quantity: 0 })).toEqual({ outcome: { ok: true } });
    expect(decide({ quantity: 2, input: { displayData: {} } })).toEqual({ outcome: { ok: true } });
  });

  it("refuses a version that is not the line's with 409 stale", () => {
    expect(decide({ quantity: 5, version: 2 }).write).toBeUndefined();
    expect(decide({ quantity: 5, version: 2 })).toMatchObject({
      outcome: { status: 409, key: "basket.stale" },
    });
    expect(decide({ quantity: 5, version: 3 }).write?.quantity).toBe(5);
  });

  it("refuses more than the stock only where the quantity grows", () => {
    expect(decide({ quantity: 4 }, [row()], stock(3))).toMatchObject({
      outcome: { status: 409, key: "basket.notEnoughStock" },
    });
    expect(decide({ quantity: 1 }, [row({ quantity: 5 })], stock(3)).write?.quantity).toBe(1);
  });

  it("answers 404 for a line not in the rows or a variant the catalogue does not know", () => {
    expect(decide({ quantity: 1 }, [row({ itemKey: "other" })])).toMatchObject({
      outcome: { status: 404, key: "basket.itemNotFound" },
    });
    expect(decide({ quantity: 1 }, [row()], new Map())).toMatchObject({
      outcome: { status: 404 },
    });
  });

  it("gives a line a new group id when its text changes, and '' when it becomes plain", () => {
    const customised = decide({ input: { customText: { text1: "Anna" } } }).write;
    expect(customised).toMatchObject({ groupId: "12345678", customText: { text1: "Anna" } });
    const text = { text1: "Anna" };
    const plain = decide({ input: { customText: { text1: "ohne" } } }, [
      row({ groupId: "87654321", customText: text }),
    ]).write;
    expect(plain).toMatchObject({ groupId: "", customText: null, quantity: 2 });
    const same = decide({ input: { customText: text } }, [
      row({ groupId: "87654321", customText: text }),
    ]);
    expect(same).toEqual({ outcome: { ok: true } });
  });
});
