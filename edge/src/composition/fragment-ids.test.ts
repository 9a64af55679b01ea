// React ids (`useId`) per fragment: every slice's tree counts from the same start, so the page
// gives each fragment its own prefix, the same on the server and in the browser.
import { describe, expect, it } from "vitest";
import { testEdge } from "../testing/edge-fixture.ts";

const { app } = await testEdge();

/** The ids React made (`_R_1_`, `_prefixR_1_`) that an element of the page carries. */
async function reactIds(path: string): Promise<string[]> {
  const html = await (await app.request(path, { headers: { host: "localhost" } })).text();
  return [...html.matchAll(/\sid="(_[^"]*R_[0-9a-z]+_)"/g)].map((match) => match[1] ?? "");
}

describe("the ids React makes in a composed page", () => {
  it("carry the slice and fragment that made them, so two slices never make the same id", async () => {
    const ids = await reactIds("/de/");
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(id).toMatch(/^_mfe-[a-z]+-[A-Za-z]+-R_/);
    expect(ids.some((id) => id.startsWith("_mfe-catalog-recommendationSlider-"))).toBe(true);
  });
});
