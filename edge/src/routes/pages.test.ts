import { describe, expect, it } from "vitest";
import { hangingRenderer, testEdge, throwingRenderer } from "../testing/edge-fixture.ts";

const fragments = [
  "mfe-account/accountLink",
  "mfe-basket/miniBasket",
  "mfe-consent/consentBanner",
  "mfe-cms/campaignBanner",
  "mfe-cms/contentPage",
  "mfe-cms/footer",
  "mfe-catalog/recommendationSlider",
  "mfe-catalog/categoryNavigation",
  "mfe-cms/navigationTeasers",
];

function runtimeConfig(html: string): {
  remotes: Record<string, { manifestUrl: string; version: string }>;
} {
  const json =
    /<script type="application\/json" id="shop-runtime-config"[^>]*>(.*?)<\/script>/.exec(
      html,
    )?.[1];
  if (!json) throw new Error("no runtime config in the page");
  return JSON.parse(json) as { remotes: Record<string, { manifestUrl: string; version: string }> };
}

describe("a page request", () => {
  it("answers one server-rendered document with every fragment, its state and the runtime config", async () => {
    const { app } = await testEdge();
    const response = await app.request("/de/", { headers: { host: "localhost" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-cache");
    const html = await response.text();

    expect(html).toMatch(/^<!doctype html><html lang="de-DE" data-brand="home">/);
    expect(html).toContain("<title>Wohnfein – Schönes für Ihr Zuhause</title>");
    for (const fragment of fragments) {
      expect(html).toMatch(
        new RegExp(
          `data-fragment="${fragment}" data-version="[0-9a-f]{12}" data-status="rendered"`,
        ),
      );
    }
    expect(html).toContain("Unsere Bestseller");
    expect(html.match(/data-fragment-state=/g)).toHaveLength(fragments.length);

    const { remotes } = runtimeConfig(html);
    expect(Object.keys(remotes).sort()).toEqual([
      "mfe-account",
      "mfe-basket",
      "mfe-catalog",
      "mfe-cms",
      "mfe-consent",
    ]);
    expect(remotes["mfe-catalog"]?.manifestUrl).toBe(
      `/_mfe/mfe-catalog/${remotes["mfe-catalog"]?.version}/mf-manifest.json`,
    );
    expect(html).toMatch(
      /<link rel="stylesheet" href="\/_mfe\/mfe-catalog\/[0-9a-f]{12}\/[^"]+\.css">/,
    );
  });

  it("renders the shop of the host in its language", async () => {
    const { app } = await testEdge();
    const html = await (
      await app.request("/nl/", { headers: { host: "be.baby.localhost" } })
    ).text();
    expect(html).toContain('<html lang="nl-BE" data-brand="baby">');
    expect(html).toContain("Onze bestsellers");
    expect(html).toContain("Wohnfein Baby");
  });

  it("compresses the streamed page with brotli or gzip as the client accepts", async () => {
    const { app } = await testEdge();
    const brotli = await app.request("/de/", {
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(brotli.headers.get("content-encoding")).toBe("br");
    const gzip = await app.request("/de/", { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    const { brotliDecompressSync, gunzipSync } = await import("node:zlib");
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toContain(
      "</html>",
    );
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toContain("</html>");
  });

  it("caches non-personal fragments per shop and language, and renders personal ones per request", async () => {
    const edge = await testEdge();
    const cookie = "consent_record=x; session=secret";
    await edge.app.request("/de/", { headers: { cookie } });
    await edge.app.request("/de/", { headers: { cookie } });
    const count = (fragment: string) =>
      edge.calls.filter((call) => call.fragment === fragment).length;
    expect(count("recommendationSlider")).toBe(1);
    expect(count("contentPage")).toBe(1);
    expect(count("miniBasket")).toBe(2);
    expect(count("consentBanner")).toBe(2);

    await edge.app.request("/fr/", { headers: { host: "ch.localhost" } });
    expect(count("recommendationSlider")).toBe(2);
  });

  it("never hands the visitor's cookies to a cached fragment", async () => {
    const edge = await testEdge();
    await edge.app.request("/de/", { headers: { cookie: "session=secret" } });
    const cookiesOf = (fragment: string) =>
      edge.calls.find((call) => call.fragment === fragment)?.cookies;
    expect(cookiesOf("recommendationSlider")).toEqual({});
    expect(cookiesOf("consentBanner")).toEqual({ session: "secret" });
  });

  it("gives a failing fragment its fallback, logs it with its version and still answers 200", async () => {
    const edge = await testEdge({ changes: { "mfe-catalog": throwingRenderer } });
    const response = await edge.app.request("/de/");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(
      /data-fragment="mfe-catalog\/recommendationSlider" data-version="([0-9a-f]{12})" data-status="fallback"><p class="shop-fragment-fallback" role="status">Dieser Bereich ist gerade nicht verfügbar\.<\/p><\/div>/,
    );
    expect(html).toMatch(
      /data-fragment="mfe-cms\/contentPage" data-version="[0-9a-f]{12}" data-status="rendered"/,
    );
    // The header's category navigation is a catalogue fragment too: both fall back.
    const logged = edge.logs.find(
      (line) =>
        line.event === "fragment.render_failed" && line.fields.fragment === "recommendationSlider",
    );
    expect(logged?.fields).toMatchObject({
      mfe: "mfe-catalog",
      fragment: "recommendationSlider",
      error: "injected failure",
    });
    expect(logged?.fields.version).toMatch(/^[0-9a-f]{12}$/);
    expect(Object.entries(edge.failures.snapshot())).toEqual([
      [`mfe-catalog@${String(logged?.fields.version)}`, { server: 2 }],
    ]);
  });

  it("sends the fallback for a fragment that takes too long", async () => {
    const edge = await testEdge({
      changes: { "mfe-catalog": hangingRenderer },
      config: { fragmentTimeoutMs: 50 },
    });
    const response = await edge.app.request("/de/");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('data-fragment="mfe-catalog/recommendationSlider"');
    expect(
      edge.logs.some((line) => String(line.fields.error).includes("took longer than 50 ms")),
    ).toBe(true);
  });

  it("answers an unknown route with 404 and the error page inside the layout", async () => {
    const { app } = await testEdge();
    const response = await app.request("/de/gibt-es-nicht/");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Seite nicht gefunden: /de/gibt-es-nicht/");
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('aria-label="Hauptnavigation"');
  });

  it("redirects the root to the shop's language and adds the missing trailing slash, keeping the query", async () => {
    const { app } = await testEdge();
    const root = await app.request("/?utm=1", { headers: { host: "nl.localhost" } });
    expect(root.status).toBe(302);
    expect(root.headers.get("location")).toBe("/nl/?utm=1");
    const slash = await app.request("/de/warenkorb?x=1");
    expect(slash.status).toBe(301);
    expect(slash.headers.get("location")).toBe("/de/warenkorb/?x=1");
  });

  it("refuses an address with broken percent-encoding", async () => {
    const { app } = await testEdge();
    const response = await app.request("/de/%E0%A4%A/");
    expect(response.status).toBe(400);
  });
});
