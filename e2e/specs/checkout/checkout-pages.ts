import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, type Page } from "@playwright/test";

/** An order as `placeOrder` answers it, as far as the journeys read it. */
export interface PlacedOrder {
  readonly orderNumber: string;
  readonly payment: { readonly status: string; readonly redirectUrl: string | null };
}

/** What a guest orders with (the shop's page posts the same body). */
export interface GuestOrder {
  readonly locale: string;
  readonly variantIds: readonly string[];
  readonly email: string;
  readonly address: Readonly<Record<string, string>>;
  readonly paymentMethod: string;
}

/**
 * Puts the first buyable variant in stock among `variantIds` into a new guest basket and places
 * the order, from the open page (same origin, the session cookie of the browser), as the
 * checkout page will: `addItem`, then `placeOrder` with an `Idempotency-Key`.
 */
export function placeGuestOrder(page: Page, order: GuestOrder): Promise<PlacedOrder> {
  return page.evaluate(async ({ locale, variantIds, email, address, paymentMethod }) => {
    const json = { "content-type": "application/json" };
    const shopId = `${location.hostname.includes("baby") ? "baby" : "home"}-${locale.slice(3)}`;
    const lines = (await (
      await fetch(`/api/shop/catalogue-lines/?locale=${locale}&variantIds=${variantIds.join(",")}`)
    ).json()) as { lines: { variant: { id: string }; buyable: boolean; stockQuantity: number }[] };
    const line = lines.lines.find((candidate) => candidate.buyable && candidate.stockQuantity > 2);
    if (!line) throw new Error("No buyable variant in stock among the given ids");
    const userId = [...crypto.getRandomValues(new Uint8Array(16))]
      .map((byte) => byte.toString(16).padStart(2, "0"))
      .join("");
    const basketKey = `basket_${shopId}_${userId}`;
    const added = await fetch(`/api/shop/basket/addItem/?locale=${locale}`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ basketKey, variantId: line.variant.id, quantity: 1 }),
    });
    if (!added.ok) throw new Error(`addItem answered ${added.status}`);
    const placed = await fetch(`/api/shop/checkout/placeOrder/?locale=${locale}`, {
      method: "POST",
      headers: { ...json, "idempotency-key": crypto.randomUUID() },
      body: JSON.stringify({
        basketKey,
        email,
        shippingAddress: address,
        shippingMethod: "standard",
        paymentMethod,
      }),
    });
    if (placed.status !== 201) throw new Error(`placeOrder answered ${placed.status}`);
    return (await placed.json()) as PlacedOrder;
  }, order);
}

/** A fresh address for one run, so the outbox holds one confirmation per address. */
export function uniqueEmail(name: string): string {
  return `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.org`;
}

/** The outbox the test shop writes to (`.data/outbox` of this checkout, the edge's default). */
const outbox = path.resolve(import.meta.dirname, "..", "..", "..", ".data", "outbox");

/** The subject of the newest e-mail to an address, waiting for it to arrive. */
export async function subjectFromOutbox(to: string): Promise<string> {
  let subject = "";
  await expect
    .poll(
      async () => {
        const files = (await readdir(outbox).catch(() => [])).filter((file) =>
          file.endsWith(".json"),
        );
        for (const file of files.sort().reverse()) {
          const text = await readFile(path.join(outbox, file), "utf8").catch(() => "");
          if (!text.includes(to)) continue;
          subject = (JSON.parse(text) as { subject: string }).subject;
          return true;
        }
        return false;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return subject;
}
