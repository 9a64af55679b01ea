import { describe, expect, it } from "vitest";
import { testEdge } from "../testing/edge-fixture.ts";

describe("security headers", () => {
  it("are on every response: CSP with frame-ancestors, nosniff, referrer and permissions policies", async () => {
    const { app } = await testEdge();
    for (const path of [
      "/de/",
      "/api/shop/config/?locale=de-de",
      "/healthz",
      "/robots.txt",
      "/de/nirgends/",
    ]) {
      const response = await app.request(path);
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp, path).toContain("frame-ancestors 'self'");
      // Only the video players the content's video block frames once asked (decision 0043).
      expect(csp, path).toContain(
        "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com https://api.sovendus.com;",
      );
      // Sovendus's script, which the thank-you page loads after consent (decision 0047).
      expect(csp, path).toMatch(/script-src 'self' https:\/\/api\.sovendus\.com;/);
      expect(csp, path).toContain("script-src 'self'");
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(response.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("permissions-policy"), path).toContain("camera=()");
      expect(response.headers.get("strict-transport-security"), path).toBeNull();
    }
  });

  it("add HSTS for two years and the CDN's origin when the shop is served over HTTPS", async () => {
    const { app } = await testEdge({
      config: {
        publicOrigin: { scheme: "https", port: "" },
        assetOrigins: ["https://cdn.wohnfein.example"],
      },
    });
    const response = await app.request("/de/");
    expect(response.headers.get("strict-transport-security")).toBe(
      "max-age=63072000; includeSubDomains",
    );
    expect(response.headers.get("content-security-policy")).toContain(
      "script-src 'self' https://cdn.wohnfein.example",
    );
    expect(await response.text()).toContain('<link rel="canonical" href="https://localhost/de/">');
  });
});

describe("security headers by Hono's secureHeaders", () => {
  it("add its defaults, leave out CORP and keep inline styles and scripts refused", async () => {
    const { app } = await testEdge();
    const response = await app.request("/de/");
    expect(response.headers.get("x-xss-protection")).toBe("0");
    expect(response.headers.get("origin-agent-cluster")).toBe("?1");
    expect(response.headers.get("x-permitted-cross-domain-policies")).toBe("none");
    expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    // Slice assets come from a CDN's origin and product images appear in e-mails.
    expect(response.headers.get("cross-origin-resource-policy")).toBeNull();
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).not.toContain("upgrade-insecure-requests");
  });

  it("add upgrade-insecure-requests over HTTPS", async () => {
    const { app } = await testEdge({ config: { publicOrigin: { scheme: "https", port: "" } } });
    const response = await app.request("/de/");
    expect(response.headers.get("content-security-policy")).toMatch(/; upgrade-insecure-requests$/);
  });
});

describe("the content editor's preview", () => {
  it("may be framed by Storyblok's editor, and only an address with the editor's signed token", async () => {
    const { app } = await testEdge();
    const preview = await app.request(
      "/de/?_storyblok=12&_storyblok_tk[space_id]=1&_storyblok_tk[timestamp]=1&_storyblok_tk[token]=abc",
    );
    expect(preview.headers.get("content-security-policy")).toContain(
      "frame-ancestors 'self' https://app.storyblok.com",
    );
    expect(preview.headers.get("x-frame-options")).toBeNull();
    for (const path of ["/de/", "/de/?_storyblok=12"]) {
      const page = await app.request(path);
      expect(page.headers.get("content-security-policy"), path).toMatch(
        /frame-ancestors 'self'(;|$)/,
      );
      expect(page.headers.get("x-frame-options"), path).toBe("SAMEORIGIN");
    }
  });
});
