import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll } from "vitest";
import { basketContract } from "./testing/contract.ts";
import { testBasketApi } from "./testing/test-basket-api.ts";

// The contract the platform runs against the basket as its own process behind the edge holds
// for the slice's API in-process too, over real HTTP.
let close: (() => Promise<void>) | undefined;
afterAll(() => close?.());

basketContract("the basket's API in-process, over HTTP", async () => {
  const fixture = await testBasketApi("pglite");
  const server = serve({ fetch: fixture.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  close = async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await fixture.dispose();
  };
  const { vase, cushion, romper68 } = fixture.catalogue.variants;
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    host: "localhost",
    babyHost: "de.baby.localhost",
    variants: { home: [vase.id, cushion.id], baby: romper68.id },
  };
});
