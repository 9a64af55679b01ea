import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { describe, expect, it } from "vitest";
import { memoryLogger } from "../../../testing/index.ts";
import type { SliceApi } from "../slice-api.ts";
import { sliceApiApp } from "./slice-api-app.ts";

const token = "internal-token-for-tests-0123";

function app(healthy = () => Promise.resolve(true)) {
  const routes = new Hono()
    .get("/", (c) => c.json({ address: c.req.header("x-forwarded-for") ?? null }))
    .get("/missing", () => {
      throw new HTTPException(404, { message: "No such basket" });
    })
    .get("/broken", () => {
      throw new Error("database password is hunter2");
    });
  const api: SliceApi = {
    mfe: "mfe-basket",
    routes: [{ path: "/api/shop/basket", routes }],
    client: () => ({}),
  };
  const logger = memoryLogger();
  return { app: sliceApiApp({ api, token, logger, healthy }), logger };
}

const fromEdge = { headers: { "x-shop-edge-token": token, "x-forwarded-for": "203.0.113.7" } };

describe("a slice's API as its own process", () => {
  it("answers only requests that carry the edge's token", async () => {
    const { app: slice } = app();
    const direct = await slice.request("/api/shop/basket", {
      headers: { "x-forwarded-for": "10.0.0.1" },
    });
    expect(direct.status).toBe(401);
    expect(await direct.json()).toEqual({
      error: "This API answers requests from the shop's edge only",
    });
    const forged = await slice.request("/api/shop/basket", {
      headers: { "x-shop-edge-token": "internal-token-for-tests-012" },
    });
    expect(forged.status).toBe(401);
    const through = await slice.request("/api/shop/basket", fromEdge);
    expect(await through.json()).toEqual({ address: "203.0.113.7" });
  });

  it("answers errors as the edge does: the message of a client error, none of a failure", async () => {
    const { app: slice, logger } = app();
    const missing = await slice.request("/api/shop/basket/missing", fromEdge);
    expect([missing.status, await missing.json()]).toEqual([404, { error: "No such basket" }]);
    const broken = await slice.request("/api/shop/basket/broken", fromEdge);
    expect([broken.status, await broken.json()]).toEqual([
      500,
      { error: "Something went wrong on our side" },
    ]);
    expect(logger.lines.map((line) => line.event)).toEqual(["request.failed"]);
    const unknown = await slice.request("/api/shop/other", fromEdge);
    expect([unknown.status, await unknown.json()]).toEqual([
      404,
      { error: "No API at /api/shop/other" },
    ]);
  });

  it("refuses a malformed address with 400 as the edge does (decision 0029)", async () => {
    const { app: slice } = app();
    const response = await slice.request("/api/shop/basket/?q=%00", fromEdge);
    expect([response.status, await response.json()]).toEqual([
      400,
      { error: "The query parameter q contains a control character" },
    ]);
  });

  it("reports its health without the token, and nothing else", async () => {
    const up = await app().app.request("/healthz");
    expect([up.status, await up.json()]).toEqual([200, { status: "ok", mfe: "mfe-basket" }]);
    const down = await app(() => Promise.reject(new Error("no database"))).app.request("/healthz");
    expect([down.status, await down.json()]).toEqual([
      503,
      { status: "unavailable", mfe: "mfe-basket" },
    ]);
  });
});
