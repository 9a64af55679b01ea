import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { devReloadRoutes } from "./dev-reload.ts";

describe("GET /__dev/reload (development)", () => {
  it("tells open pages to reload when a slice publishes a new version", async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), "shop-dev-reload-"));
    const app = devReloadRoutes([dist]);
    const response = await app.request("/");
    expect(response.headers.get("content-type")).toContain("text/event-stream");

    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const firstEvent = reader.read();
    setTimeout(
      () => writeFileSync(path.join(dist, "current.json"), '{"version":"0123456789ab"}'),
      50,
    );
    const { value } = await firstEvent;
    expect(new TextDecoder().decode(value)).toContain("event: reload");
    await reader.cancel();
  });
});
