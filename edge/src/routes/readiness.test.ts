import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testEdge, type TestEdge } from "../testing/edge-fixture.ts";

describe("GET /readyz (issue 25, point 1)", () => {
  let edge: TestEdge;
  beforeAll(async () => {
    edge = await testEdge();
  });
  afterAll(() => edge.dataVersions.stop());

  it("is ready while the instance serves, and says draining once it was told to stop", async () => {
    const ready = await edge.app.request("/readyz");
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready" });
    edge.readiness.drain();
    const draining = await edge.app.request("/readyz");
    expect(draining.status).toBe(503);
    expect(await draining.json()).toEqual({ status: "draining" });
    // Draining is for the balancer only: the instance still answers what reaches it.
    expect((await edge.app.request("/healthz")).status).toBe(200);
  });
});
