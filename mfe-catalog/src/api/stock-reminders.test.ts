import { sql } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { shopContext, type ApiError } from "@shop/shared";
import { queryRows } from "@shop/shared/platform";
import { memoryMailer, testPlatform, testShops } from "@shop/shared/testing";
import { catalogApi } from "./index.ts";
import { stockReminderLimit } from "./stock-reminder-routes.ts";
import { testApp } from "./testing/test-app.ts";
import { seededTestDatabase, testImageCacheDir, testImageDir } from "./testing/test-catalogue.ts";

const handle = await seededTestDatabase("pglite");
afterAll(() => handle.dispose());
const mailer = memoryMailer();
let clientNumber = 0;
// Each test is its own client (its own rate-limit bucket) unless it says otherwise.
let client = "";
const api = catalogApi({
  ...testPlatform(handle.db, testShops()),
  mailer,
  clientAddress: () => client,
  imageDir: testImageDir,
  imageCacheDir: testImageCacheDir,
});
const app = testApp(api);
beforeEach(() => {
  clientNumber += 1;
  client = `198.51.100.${clientNumber}`;
  mailer.sent.length = 0;
});

/** Sold-out (code 4) variants of the home brand's demo catalogue, with a German text. */
const soldOut = await queryRows<{ id: string; name: string }>(
  handle.db,
  sql`select v.id, t.name from variants v join products p on p.id = v.product_id
    join product_texts t on t.product_id = p.id and t.language = 'de'
    where p.brand = 'home' and v.bvc = 4 order by v.id limit 5`,
);
const buyable = await queryRows<{ id: string }>(
  handle.db,
  sql`select v.id from variants v join products p on p.id = v.product_id
    where p.brand = 'home' and v.bvc = 1 and v.stock_quantity > 0 order by v.id limit 1`,
);

function remind(body: unknown, locale = "de-de", host = "localhost") {
  return app.request(`/api/shop/stock-reminders/?locale=${locale}`, {
    method: "POST",
    headers: { host, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

async function requestsOf(variantId: string) {
  return queryRows<{ email: string; language: string; sent: boolean }>(
    handle.db,
    sql`select email, language, sent_at is not null as sent from stock_reminders
      where variant_id = ${variantId} order by id`,
  );
}

function variant(index: number) {
  const found = soldOut[index];
  if (!found) throw new Error(`the demo catalogue has no sold-out variant ${index}`);
  return found;
}

describe("POST /api/shop/stock-reminders/ (remind when available)", () => {
  it("stores a request once per address and variant, however often it is sent", async () => {
    const { id } = variant(0);
    const first = await remind({ variantId: id, email: " Ana@Example.org " });
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ stored: true });
    const again = await remind({ variantId: id, email: "ana@example.org" });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ stored: false });
    expect(await requestsOf(id)).toEqual([
      { email: "ana@example.org", language: "de", sent: false },
    ]);
  });

  it("refuses bad input with 400 { error, key } and stores nothing", async () => {
    const { id } = variant(1);
    const cases = [
      [{ variantId: id, email: "not-an-address" }, "newsletter.errors.email"],
      [{ variantId: id, email: "  " }, "newsletter.errors.required"],
      [{ variantId: "../etc", email: "ana@example.org" }, "stockReminder.errors.variant"],
      [{ email: "ana@example.org" }, "stockReminder.errors.variant"],
    ] as const;
    for (const [body, key] of cases) {
      const response = await remind(body);
      expect(response.status).toBe(400);
      const error = (await response.json()) as ApiError;
      expect(error.key).toBe(key);
      expect(error.error).toEqual(expect.any(String));
    }
    expect(await requestsOf(id)).toEqual([]);
  });

  it("answers 404 for a variant of another brand and 409 for one that can be bought", async () => {
    const other = await remind(
      { variantId: variant(1).id, email: "ana@example.org" },
      "de-de",
      "de.baby.localhost",
    );
    expect(other.status).toBe(404);
    const onSale = await remind({ variantId: buyable[0]?.id, email: "ana@example.org" });
    expect(onSale.status).toBe(409);
    expect(((await onSale.json()) as ApiError).key).toBe("stockReminder.errors.notSoldOut");
  });

  it("limits one client's requests with 429 and Retry-After", async () => {
    const { id } = variant(2);
    for (let call = 0; call < stockReminderLimit.max; call += 1) {
      expect((await remind({ variantId: id, email: `shopper${call}@example.org` })).status).toBe(
        201,
      );
    }
    const refused = await remind({ variantId: id, email: "one-more@example.org" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await refused.json()) as ApiError).key).toBe("stockReminder.errors.tooMany");
    expect(await requestsOf(id)).toHaveLength(stockReminderLimit.max);
  });
});

describe("the back-in-stock e-mail", () => {
  it("goes out once per request in the language asked, when the stock returns", async () => {
    const { id, name } = variant(3);
    expect((await remind({ variantId: id, email: "ben@example.org" })).status).toBe(201);
    expect(
      (await remind({ variantId: id, email: "chloe@example.org" }, "fr-be", "be.localhost")).status,
    ).toBe(201);
    // No stock yet: nothing is sent.
    expect(await api.setStock(id, 0)).toEqual({ found: true, remindersSent: 0 });
    expect(mailer.sent).toHaveLength(0);

    expect(await api.setStock(id, 5)).toEqual({ found: true, remindersSent: 2 });
    const german = mailer.sent.find((mail) => mail.to === "ben@example.org");
    expect(german?.subject).toBe(`Wieder verfügbar: ${name}`);
    expect(german?.locale).toBe("de-de");
    expect(german?.text).toContain("http://localhost/de/p/");
    const french = mailer.sent.find((mail) => mail.to === "chloe@example.org");
    expect(french?.subject).toMatch(/^De nouveau disponible/);
    expect(french?.locale).toBe("fr-be");
    expect((await requestsOf(id)).map((request) => request.sent)).toEqual([true, true]);

    // A later change sends nothing again; the variant is buyable now.
    expect(await api.setStock(id, 7)).toEqual({ found: true, remindersSent: 0 });
    expect(mailer.sent).toHaveLength(2);
    const [line] = await api.lines.lines(shopContext("home", "de", "de"), [id]);
    expect(line).toMatchObject({ buyable: true, stockQuantity: 7 });
  });

  it("goes out when an order's released stock brings a variant back", async () => {
    const { id } = variant(4);
    expect((await remind({ variantId: id, email: "dora@example.org" })).status).toBe(201);
    // Bought out to the last piece: code 1 with no stock, then an order gives its piece back.
    await handle.db.execute(sql`update variants set bvc = 1, stock_quantity = 0 where id = ${id}`);
    await api.lines.releaseStock(shopContext("home", "de", "de"), [{ variantId: id, quantity: 1 }]);
    expect(mailer.sent.map((mail) => mail.to)).toEqual(["dora@example.org"]);
    expect(await requestsOf(id)).toEqual([
      { email: "dora@example.org", language: "de", sent: true },
    ]);
  });

  it("says so for an unknown variant and refuses a negative stock", async () => {
    expect(await api.setStock("home-9999999-1", 3)).toEqual({ found: false, remindersSent: 0 });
    await expect(api.setStock(variant(0).id, -1)).rejects.toThrow(RangeError);
  });
});
