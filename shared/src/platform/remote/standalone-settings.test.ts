import { describe, expect, it } from "vitest";
import { standaloneSettings } from "./standalone-settings.ts";

const complete = {
  SHOP_EDGE_URL: "http://127.0.0.1:3000",
  SHOP_INTERNAL_TOKEN: "a-long-internal-token",
  DATABASE_URL: "postgres://shop@db:5432/shop",
};

describe("a standalone slice process's settings", () => {
  it("reads them, with the slice's default port and the loopback host", () => {
    expect(standaloneSettings(complete, { defaultPort: 4101 })).toEqual({
      port: 4101,
      host: "127.0.0.1",
      edgeUrl: "http://127.0.0.1:3000",
      token: "a-long-internal-token",
      databaseUrl: "postgres://shop@db:5432/shop",
    });
    const set = standaloneSettings(
      { ...complete, PORT: "5000", HOST: "0.0.0.0" },
      { defaultPort: 1 },
    );
    expect([set.port, set.host]).toEqual([5000, "0.0.0.0"]);
  });

  it("names every missing setting in one error", () => {
    expect(() => standaloneSettings({}, { defaultPort: 4101 })).toThrow(
      "The slice API cannot start: SHOP_EDGE_URL is missing (the edge's URL, whose /_platform API gives this process sessions and shops); SHOP_INTERNAL_TOKEN is missing (the secret shared with the edge, at least 16 characters); DATABASE_URL is missing (the shop's PostgreSQL database (the embedded PGlite serves one process only))",
    );
  });

  it("refuses malformed values, naming them", () => {
    const check = (change: Record<string, string>) => () =>
      standaloneSettings({ ...complete, ...change }, { defaultPort: 4101 });
    expect(check({ PORT: "http" })).toThrow(/PORT must be a port number, got "http"/);
    expect(check({ SHOP_EDGE_URL: "edge:3000" })).toThrow(
      /SHOP_EDGE_URL must be an http\(s\) origin/,
    );
    expect(check({ SHOP_INTERNAL_TOKEN: "short" })).toThrow(/at least 16 characters/);
    expect(check({ DATABASE_URL: "file:./data" })).toThrow(/DATABASE_URL must be a postgres/);
  });
});
