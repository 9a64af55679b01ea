import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shopContext } from "@shop/shared";
import { seededTestDatabase, testCatalogApi } from "../api/testing/test-catalogue.ts";

const germany = shopContext("home", "de", "de");
const babyGermany = shopContext("baby", "de", "de");

describe.each(["pglite", "postgres"] as const)(
  "stock reservation on %s (issue 18, point 4)",
  (kind) => {
    let handle: Awaited<ReturnType<typeof seededTestDatabase>>;
    let api: ReturnType<typeof testCatalogApi>;
    beforeAll(async () => {
      handle = await seededTestDatabase(kind);
      api = testCatalogApi(handle);
    });
    afterAll(() => handle.dispose());

    /** Two in-stock variants of the home brand's demo catalogue and their stock. */
    async function twoInStock() {
      const [first, second] = (await api.lines.lines(germany, homeVariantIds())).filter(
        (line) => line.stockQuantity > 2,
      );
      if (!first || !second) throw new Error("The demo catalogue has no two variants in stock");
      return { first, second };
    }

    /** Ids written like the demo catalogue's home variants; those it has are answered. */
    function homeVariantIds(): string[] {
      const ids: string[] = [];
      for (let product = 1000001; product <= 1000040; product += 1) {
        for (let variant = 1; variant <= 3; variant += 1) ids.push(`home-${product}-${variant}`);
      }
      return ids;
    }

    const stockOf = async (variantId: string) =>
      (await api.lines.lines(germany, [variantId]))[0]?.stockQuantity;

    it("takes every line's quantity off the stock and gives it back on release", async () => {
      const { first, second } = await twoInStock();
      const lines = [
        { variantId: first.variant.id, quantity: 1 },
        { variantId: second.variant.id, quantity: 2 },
        { variantId: first.variant.id, quantity: 1 },
      ];
      expect(await api.lines.reserveStock(germany, lines)).toEqual({ reserved: true });
      expect(await stockOf(first.variant.id)).toBe(first.stockQuantity - 2);
      expect(await stockOf(second.variant.id)).toBe(second.stockQuantity - 2);
      await api.lines.releaseStock(germany, lines);
      expect(await stockOf(first.variant.id)).toBe(first.stockQuantity);
      expect(await stockOf(second.variant.id)).toBe(second.stockQuantity);
    });

    it("reserves nothing when one line is short of stock", async () => {
      const { first, second } = await twoInStock();
      const outcome = await api.lines.reserveStock(germany, [
        { variantId: first.variant.id, quantity: 1 },
        { variantId: second.variant.id, quantity: second.stockQuantity + 1 },
      ]);
      expect(outcome).toEqual({ reserved: false, variantId: second.variant.id });
      expect(await stockOf(first.variant.id)).toBe(first.stockQuantity);
      expect(await stockOf(second.variant.id)).toBe(second.stockQuantity);
    });

    it("never sells the last pieces twice when reservations arrive at once", async () => {
      const { first } = await twoInStock();
      const outcomes = await Promise.all(
        Array.from({ length: 6 }, () =>
          api.lines.reserveStock(germany, [
            { variantId: first.variant.id, quantity: first.stockQuantity },
          ]),
        ),
      );
      expect(outcomes.filter((outcome) => outcome.reserved)).toHaveLength(1);
      expect(await stockOf(first.variant.id)).toBe(0);
      await api.lines.releaseStock(germany, [
        { variantId: first.variant.id, quantity: first.stockQuantity },
      ]);
    });

    it("runs overlapping reservations and releases at once without a deadlock", async () => {
      const lines = (await api.lines.lines(germany, homeVariantIds()))
        .filter((line) => line.stockQuantity > 40)
        .slice(0, 4);
      if (lines.length < 4) throw new Error("The demo catalogue has no four variants in stock");
      const ids = lines.map((line) => line.variant.id);
      // Pairs in both orders, so that without one lock order two of them wait for each other.
      const pairs = ids.flatMap((id, index) => [
        [id, ids[(index + 1) % ids.length]!],
        [ids[(index + 1) % ids.length]!, id],
      ]);
      const operations = Array.from({ length: 4 }, () => pairs).flat();
      const outcomes = await Promise.allSettled(
        operations.map(async ([a, b], index) => {
          const order = [
            { variantId: a!, quantity: 1 },
            { variantId: b!, quantity: 1 },
          ];
          if (index % 2 === 0) return api.lines.reserveStock(germany, order);
          await api.lines.releaseStock(germany, order);
          return { reserved: false };
        }),
      );
      expect(outcomes.filter((outcome) => outcome.status === "rejected")).toEqual([]);
      // As many reserved as released, pair by pair: the stock is where it started.
      for (const line of lines) expect(await stockOf(line.variant.id)).toBe(line.stockQuantity);
    });

    it("does not touch another brand's variants", async () => {
      const { first } = await twoInStock();
      const outcome = await api.lines.reserveStock(babyGermany, [
        { variantId: first.variant.id, quantity: 1 },
      ]);
      expect(outcome).toEqual({ reserved: false, variantId: first.variant.id });
      expect(await stockOf(first.variant.id)).toBe(first.stockQuantity);
    });
  },
);
