import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ShippingCondition } from "@shop/shared";
import type { ShopDirectory } from "@shop/shared/platform";
import { testDatabase, testPlatform, testShops } from "@shop/shared/testing";
import { basketApi, basketMigrations, type BasketApiDeps } from "../index.ts";
import { testCatalogue } from "./test-catalogue.ts";

/** The shipping every test shop charges: the shops' configured conditions (core spec point 3). */
const shipping = {
  frachtkosten: 1499,
  versandkostenBedingungen: [
    { label: "Standardversand", versandkosten: 499, ab_bestellwert: 0 },
    { label: "Kostenloser Versand", versandkosten: 0, ab_bestellwert: 5900 },
  ] satisfies ShippingCondition[],
};

/** Every brand in every country (`testShops`), shipping as the configured shops do. */
export function basketTestShops(): ShopDirectory {
  const shops = testShops();
  return {
    ...shops,
    configResponse: (shop, language) => ({ ...shops.configResponse(shop, language), shipping }),
  };
}

/** A slice API's routes on a small app whose one error handler answers `{ error }` JSON like the edge's. */
function apiApp(api: ReturnType<typeof basketApi>): Hono {
  const app = new Hono();
  for (const { path, routes } of api.routes) app.route(path, routes);
  app.onError((error, c) => {
    const status = error instanceof HTTPException ? error.status : 500;
    return c.json(
      { error: status >= 500 ? "Something went wrong on our side" : error.message },
      status,
    );
  });
  return app;
}

/**
 * The basket slice's API over a fresh database of the given engine, in-memory platform services,
 * the test catalogue and the sandbox payment provider (a payment timeout may be given), mounted
 * on a small app. `anotherInstance` mounts a second instance of the API over the same database,
 * sessions and catalogue, as a second edge instance would.
 */
export async function testBasketApi(
  kind: "pglite" | "postgres" = "pglite",
  options: Pick<BasketApiDeps, "paymentTimeoutMs"> = {},
) {
  const database = await testDatabase(kind, [basketMigrations]);
  const platform = testPlatform(database.db, basketTestShops());
  const catalogue = testCatalogue();
  const api = basketApi({ ...platform, catalogue, ...options });
  return {
    app: apiApp(api),
    anotherInstance: () => apiApp(basketApi({ ...platform, catalogue, ...options })),
    api,
    platform,
    catalogue,
    db: database.db,
    dispose: () => database.dispose(),
  };
}
