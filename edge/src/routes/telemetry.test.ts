import { describe, expect, it } from "vitest";
import { testEdge } from "../testing/edge-fixture.ts";

describe("POST /api/telemetry/fragment-error", () => {
  it("counts a valid report per slice and version and refuses anything else", async () => {
    const edge = await testEdge();
    const report = {
      mfe: "mfe-cms",
      version: "abc",
      fragment: "contentPage",
      phase: "load",
      message: "offline",
    };
    const accepted = await edge.app.request("/api/telemetry/fragment-error", {
      method: "POST",
      body: JSON.stringify(report),
    });
    expect(accepted.status).toBe(204);
    expect(edge.failures.snapshot()).toEqual({ "mfe-cms@abc": { load: 1 } });

    const refused = await edge.app.request("/api/telemetry/fragment-error", {
      method: "POST",
      body: JSON.stringify({ ...report, mfe: "somebody-else" }),
    });
    expect(refused.status).toBe(400);
    expect(edge.failures.snapshot()).toEqual({ "mfe-cms@abc": { load: 1 } });
  });
});
