// Issue 16, findings 1 and 3: no redirect leaves the shop, and no page path becomes another
// path of the shop's own (decision 0029).
import { describe, expect, it } from "vitest";
import { testEdge } from "../testing/edge-fixture.ts";

const { app } = await testEdge();

function get(path: string, host = "localhost") {
  return app.request(path, { headers: { host } });
}

describe("redirect rules with dot segments and backslashes in the rest of the path", () => {
  it.each([
    ["localhost", "/de/shop/..%2F%2Fevil.example"],
    ["localhost", "/de/shop/..%2F%2Fevil.example/"],
    ["fr.localhost", "/fr/boutique/..%2F%2Fevil.example"],
    ["nl.localhost", "/nl/winkel/..%2F%2Fevil.example/"],
    ["localhost", "/de/shop/..%5C%5Cevil.example/"],
    ["localhost", "/de/shop/%2E%2E%2F%2Fevil.example/"],
    ["localhost", "/de/shop/%2e%2e%5C%2Fevil.example/"],
  ])("%s%s is a bad address (400), never a redirect", async (host, path) => {
    const response = await get(path, host);
    expect(response.status).toBe(400);
    expect(response.headers.get("location")).toBeNull();
  });

  it("never turns a path that starts with two slashes into an address of another host", async () => {
    const response = await app.request("http://localhost//evil.example/x", {
      headers: { host: "localhost" },
    });
    expect(response.status).toBe(400);
    expect(response.headers.get("location")).toBeNull();
  });

  it("still carries a plain rest over to the rule's target", async () => {
    const response = await get("/de/shop/%C3%A9t%C3%A9/");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/de/%C3%A9t%C3%A9/");
  });
});

describe("page paths never become another path of the shop", () => {
  it("answers the probe's image path behind a page prefix with 400, not a redirect to the image", async () => {
    for (const path of [
      "/de/..%2F..%2F..%2F..%2Fimages%2Fhome%2F1000000-0.webp%3Fwidth=1237%23/",
      "/de/..%2F..%2F..%2F..%2FImages%2Fhome%2F1000000-0.webp%3Fwidth=1237%23/",
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(400);
      expect(response.headers.get("location"), path).toBeNull();
    }
  });

  it("keeps an encoded ? and # of a content slug inside the path of its canonical redirect", async () => {
    const response = await get("/de/Foo%3Fwidth=1237%23/?x=1");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/de/foo%3Fwidth%3D1237%23/?x=1");
  });

  it("answers a bad address with the error page in the shopper's language", async () => {
    for (const [host, path, text] of [
      ["localhost", "/de/shop/..%2F%2Fevil.example/", "Nicht gefunden"],
      ["fr.localhost", "/fr/boutique/..%2F%2Fevil.example/", "Introuvable"],
      ["nl.localhost", "/nl/winkel/..%2F%2Fevil.example/", "Niet gevonden"],
    ] as const) {
      const response = await get(path, host);
      expect(response.status, path).toBe(400);
      expect(response.headers.get("content-type"), path).toContain("text/html");
      const html = await response.text();
      expect(html, path).toContain(text);
      expect(html, path).not.toContain("evil.example");
    }
  });
});
