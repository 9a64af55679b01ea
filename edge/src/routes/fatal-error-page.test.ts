// Catalogue spec point 2: a page request that fails answers the error screen, never plain text;
// status, message and stack show only in the `qa` deployment environment.
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { testEdge } from "../testing/edge-fixture.ts";

/** A test edge whose content lookup fails, so resolving a content page throws. */
async function failingEdge(environment: string) {
  const edge = await testEdge({
    config: { release: { ...loadConfig({}).release, environment } },
  });
  edge.slices["mfe-cms"].story = () => Promise.reject(new Error("content store unreachable"));
  return edge;
}

describe("a page request that fails", () => {
  it("answers the error screen with 500 in the shop's language, without the error's details", async () => {
    const { app } = await failingEdge("production");
    const response = await app.request("/fr/cuisine/", { headers: { host: "be.localhost" } });
    expect(response.status).toBe(500);
    expect(response.headers.get("content-type")).toContain("text/html");
    const html = await response.text();
    expect(html).toContain('<html lang="fr-BE"');
    expect(html).toContain('class="cms-error"');
    expect(html).not.toContain("content store unreachable");
  });

  it("shows status, message and stack in the qa environment", async () => {
    const { app } = await failingEdge("qa");
    const response = await app.request("/de/kueche/", { headers: { host: "localhost" } });
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain('<pre class="cms-error__details">500 content store unreachable');
    expect(html).toContain("at ");
  });
});
