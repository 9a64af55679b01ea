import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { clientRateLimit, TokenBuckets } from "./client-rate-limit.ts";

describe("TokenBuckets", () => {
  it("lets a key spend its burst, then one request per earned token", () => {
    let now = 0;
    const buckets = new TokenBuckets({ burst: 3, perSecond: 2, maxClients: 10, now: () => now });
    expect([buckets.take("a"), buckets.take("a"), buckets.take("a")]).toEqual([0, 0, 0]);
    expect(buckets.take("a")).toBe(1);
    expect(buckets.take("b")).toBe(0);
    now += 500;
    expect(buckets.take("a")).toBe(0);
    expect(buckets.take("a")).toBe(1);
    // Tokens never pile up past the burst.
    now += 60_000;
    expect([buckets.take("a"), buckets.take("a"), buckets.take("a"), buckets.take("a")]).toEqual([
      0, 0, 0, 1,
    ]);
  });

  it("remembers at most maxClients keys", () => {
    const buckets = new TokenBuckets({ burst: 1, perSecond: 1, maxClients: 100, now: () => 0 });
    for (let index = 0; index < 10_000; index += 1) buckets.take(`198.51.100.${index}`);
    expect(buckets.size).toBe(100);
  });

  it("refuses options that are not positive", () => {
    expect(() => new TokenBuckets({ burst: 0, perSecond: 1, maxClients: 1 })).toThrow(RangeError);
    expect(() => new TokenBuckets({ burst: 1, perSecond: Number.NaN, maxClients: 1 })).toThrow(
      RangeError,
    );
  });
});

describe("clientRateLimit", () => {
  it("answers 429 with Retry-After per client address", async () => {
    const app = new Hono();
    app.use(
      clientRateLimit({
        burst: 1,
        perSecond: 0.1,
        maxClients: 10,
        now: () => 0,
        clientAddress: (c) => c.req.header("x-test-client") ?? "",
      }),
    );
    app.get("/", (c) => c.text("ok"));
    app.onError((error, c) => c.text(error.message, 429));
    const from = (client: string) => app.request("/", { headers: { "x-test-client": client } });
    expect((await from("a")).status).toBe(200);
    const limited = await from("a");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("10");
    expect((await from("b")).status).toBe(200);
  });
});
