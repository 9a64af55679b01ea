import http from "node:http";
import type { AddressInfo } from "node:net";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentClient } from "./content-client.ts";
import { ContentReader } from "./content-reader.ts";
import { developmentContentTokens as tokens } from "./content-settings.ts";

// Decision 0054: a delivery API that takes calls and never answers. Without a bound, the read of
// the space's cache version would wait for ever, and no publication would reach the shop again.
describe("the content client against a delivery API that never answers", () => {
  const server = http.createServer(() => undefined);
  beforeAll(() => new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve)));
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("gives the call up, so the cache version is read again later", async () => {
    const { port } = server.address() as AddressInfo;
    const settings = { tokens, deliveryUrl: `http://127.0.0.1:${port}/content/v2` };
    const reader = new ContentReader(contentClient(settings, new Hono()));
    const error = await reader.cacheVersion().then(
      () => undefined,
      (rejection: unknown) => rejection as { message: string },
    );
    expect(error?.message).toContain("timeout");
  });
});
