// Order placement under load (issue 18): 20 shoppers at once, each with its own session and
// basket, place orders over real HTTP against the edge on PostgreSQL (seeded here with the 3,000
// demo products). Each round fills the basket (not timed), then times `placeOrder` alone: prices
// and stock read again, stock reserved, the sandbox payment authorised, the order stored and the
// basket emptied in one transaction. Prints p50/p99; asserts nothing.
import { randomBytes, randomUUID } from "node:crypto";
import type { ProductPageResponse } from "@shop/shared";
import { temporaryPostgresDatabase } from "../edge/src/db/test-databases.ts";
import { seedPostgres } from "./lib/seeded-postgres.ts";
import { startEdge } from "./lib/edge.ts";
import { envNumber } from "./lib/paths.ts";
import { printTable, writeResult } from "./lib/report.ts";
import { percentile } from "./lib/timing.ts";

const seconds = envNumber("BENCH_SECONDS", 15);
const shoppers = envNumber("BENCH_SHOPPERS", 20);
const locale = "de-de";

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

/**
 * Each request comes from its own documentation address (RFC 5737 blocks are too small for a
 * run, so a private range): the per-address placement limit stands for one household, and the
 * benchmark stands for many households, not one client hammering the shop.
 */
const shopperAddress = () =>
  `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 254) + 1).join(".")}`;

/** Variants that are plain to buy (no personalisation, short delivery) with stock to spare. */
async function stockedVariants(base: string): Promise<string[]> {
  const search = (await (await fetch(`${base}/api/shop/search/?locale=${locale}`)).json()) as {
    products: { referenceKey: string }[];
  };
  const ids: string[] = [];
  for (const { referenceKey } of search.products) {
    const response = await fetch(`${base}/api/shop/product/${referenceKey}/?locale=${locale}`);
    const { product } = (await response.json()) as ProductPageResponse;
    if (product.attributes.personalisierterArtikel) continue;
    // Bulky products ship by freight; the run orders standard parcels only.
    if (product.advancedAttributes.bulkyOrLoad) continue;
    for (const variant of product.variants) {
      if (variant.delivery.BVC <= 2 && variant.stock.quantity >= 100) ids.push(variant.id);
    }
  }
  if (ids.length < 10) throw new Error(`only ${ids.length} stocked variants`);
  return ids;
}

const address = {
  salutation: "f",
  firstName: "Erika",
  lastName: "Mustermann",
  street: "Heidestraße",
  houseNumber: "17",
  postcode: "51147",
  city: "Köln",
  country: "de",
};

interface ShopperRun {
  readonly placementsMs: number[];
  refused: number;
  /** Refusals by status and translation key, e.g. `409 checkout.stock`. */
  readonly refusals: Map<string, number>;
}

/** One shopper: a session of its own, then basket, order, basket, order until the time is up. */
async function shopper(base: string, variants: string[], until: number) {
  const run: ShopperRun = { placementsMs: [], refused: 0, refusals: new Map() };
  const basketKey = `basket_home-de_${randomBytes(16).toString("hex")}`;
  let cookie = "";
  const call = async (pathname: string, body: unknown, extra: Record<string, string> = {}) => {
    const response = await fetch(`${base}${pathname}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-forwarded-for": shopperAddress(),
        ...(cookie ? { cookie } : {}),
        ...extra,
      },
      body: JSON.stringify(body),
    });
    cookie ||= /sid=[^;]+/.exec(response.headers.get("set-cookie") ?? "")?.[0] ?? "";
    return response;
  };
  while (performance.now() < until) {
    for (let line = 0; line < 2;) {
      const variantId = pick(variants);
      const added = await call(`/api/shop/basket/addItem/?locale=${locale}`, {
        basketKey,
        variantId,
        quantity: 1,
      });
      // The run sells variants out: those leave the list, the shopper picks another.
      if (added.status === 409 && variants.length > 10) {
        variants.splice(variants.indexOf(variantId), 1);
        await added.arrayBuffer();
        continue;
      }
      if (!added.ok) throw new Error(`addItem answered ${added.status}: ${await added.text()}`);
      line += 1;
    }
    const startedAt = performance.now();
    const placed = await call(
      `/api/shop/checkout/placeOrder/?locale=${locale}`,
      {
        basketKey,
        email: `bench.${randomBytes(4).toString("hex")}@example.org`,
        shippingAddress: address,
        shippingMethod: "standard",
        paymentMethod: "RE",
      },
      { "idempotency-key": randomUUID() },
    );
    const elapsed = performance.now() - startedAt;
    const answer = (await placed.json().catch(() => ({}))) as { key?: string };
    if (placed.status === 201) {
      run.placementsMs.push(elapsed);
      continue;
    }
    run.refused += 1;
    const reason = `${placed.status} ${answer.key ?? ""}`.trim();
    run.refusals.set(reason, (run.refusals.get(reason) ?? 0) + 1);
  }
  return run;
}

const database = await temporaryPostgresDatabase("shop_bench_orders");
try {
  await seedPostgres(database.url, 3000);
  const edge = await startEdge({
    DATABASE_URL: database.url,
    SHOP_TRUSTED_PROXIES: "127.0.0.1 ::1 ::ffff:127.0.0.1",
  });
  try {
    const variants = await stockedVariants(edge.url);
    // Warm-up: one order per shopper's worth of code paths, not counted.
    await shopper(edge.url, variants, performance.now() + 2000);
    const until = performance.now() + seconds * 1000;
    const runs = await Promise.all(
      Array.from({ length: shoppers }, () => shopper(edge.url, variants, until)),
    );
    const samples = runs.flatMap((run) => run.placementsMs);
    const figures = {
      engine: "PostgreSQL",
      shoppers,
      seconds,
      orders: samples.length,
      ordersPerSecond: Math.round((samples.length / seconds) * 10) / 10,
      refused: runs.reduce((sum, run) => sum + run.refused, 0),
      refusals: Object.fromEntries(
        runs
          .flatMap((run) => [...run.refusals])
          .reduce(
            (all, [reason, count]) => all.set(reason, (all.get(reason) ?? 0) + count),
            new Map<string, number>(),
          ),
      ),
      p50Ms: Math.round(percentile(samples, 50)),
      p99Ms: Math.round(percentile(samples, 99)),
      maxMs: Math.round(Math.max(...samples)),
    };
    printTable(
      `placeOrder over HTTP (${shoppers} shoppers at once, ${seconds} s)`,
      ["engine", "orders", "orders/s", "refused", "p50 ms", "p99 ms", "max ms"],
      [
        [
          figures.engine,
          figures.orders,
          figures.ordersPerSecond,
          figures.refused,
          figures.p50Ms,
          figures.p99Ms,
          figures.maxMs,
        ],
      ],
    );
    if (figures.refused > 0) console.log("refusals:", figures.refusals);
    await writeResult("order-placement", figures);
  } finally {
    await edge.stop();
  }
} finally {
  await database.drop();
}
