// The platform's side of every state-changing call, as the edge mounts the slices' APIs: the
// guard (origin, content type, size, JSON) and the session cookie. The calls themselves are tested
// in their slices (mfe-account/src/api/user-api.test.ts).
import { describe, expect, it } from "vitest";
import { testEdge } from "../testing/edge-fixture.ts";

const { app } = await testEdge();

let counter = 0;
/** A fresh email per test, so the tests of this file do not meet in the database. */
function uniqueEmail(): string {
  counter += 1;
  return `kunde.${counter}.${Date.now()}@example.org`;
}

const password = "Sicheres-Passwort-7";

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

describe("the guard on state-changing calls", () => {
  it("refuses a foreign Origin and a cross-site fetch with 403", async () => {
    const body = { email: uniqueEmail(), password };
    const foreign = await post("/api/user/auth/login/?locale=de-de", body, {
      origin: "https://evil.example",
    });
    expect(foreign.status).toBe(403);
    const crossSite = await post("/api/user/auth/login/?locale=de-de", body, {
      "sec-fetch-site": "cross-site",
    });
    expect(crossSite.status).toBe(403);
    const own = await post("/api/user/auth/login/?locale=de-de", body, {
      host: "localhost",
      origin: "http://localhost:3000",
      "sec-fetch-site": "same-origin",
    });
    expect(own.status).toBe(401);
  });

  it("refuses a text/plain body with 415 and a huge body with 413", async () => {
    const plain = await app.request("/api/user/auth/login/?locale=de-de", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: JSON.stringify({ email: uniqueEmail(), password }),
    });
    expect(plain.status).toBe(415);
    const huge = await post("/api/user/auth/login/?locale=de-de", {
      email: uniqueEmail(),
      password: "x".repeat(20_000),
    });
    expect(huge.status).toBe(413);
  });

  it("guards every team's state-changing calls alike, however the slice mounts them", async () => {
    const calls = [
      "/api/user/auth/login/?locale=de-de",
      "/api/shop/basket/addItem/?locale=de-de",
      "/api/shop/wishlist/addItem/?locale=de-de",
      "/api/mcs/selfi/newsletter/?locale=de-de",
      "/optimization/recommend/user",
      "/optimization/view",
    ];
    for (const path of calls) {
      const plain = await app.request(path, {
        method: "POST",
        headers: { "content-type": "text/plain" },
        body: "{}",
      });
      expect(plain.status, path).toBe(415);
    }
  });
});

describe("the session cookie over HTTPS", () => {
  it("is Secure with the __Host- prefix", async () => {
    const secure = await testEdge({ config: { publicOrigin: { scheme: "https", port: "" } } });
    const response = await secure.app.request("/api/user/auth/guest/?locale=de-de", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        first_name: "Anne",
        last_name: "Martin",
        gender: "f",
        email: uniqueEmail(),
        newsletter: false,
      }),
    });
    const header = response.headers.get("set-cookie") ?? "";
    expect(header).toMatch(/^__Host-sid=/);
    expect(header).toContain("Secure");
    expect(header).toContain("Path=/");
    expect(header).not.toContain("Domain");
  });
});
