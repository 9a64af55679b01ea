// Issue 16, finding 6: malformed encodings and control characters are a 400 with a message at
// the boundary, for paths, query values and JSON bodies alike (decision 0029).
import { describe, expect, it } from "vitest";
import { testEdge } from "../testing/edge-fixture.ts";

const { app } = await testEdge();

function get(path: string, host = "localhost") {
  return app.request(path, { headers: { host } });
}

describe("malformed input on the shop's calls", () => {
  it.each([
    ["/api/shop/search/?locale=de-de&q=%00", "The query parameter q contains a control character"],
    [
      "/api/shop/search/?locale=de-de&brand=%00",
      "The query parameter brand contains a control character",
    ],
    [
      "/api/shop/search/?locale=de-de&q=%E0%A4%A",
      "The query parameter q is not valid percent-encoding",
    ],
    ["/api/shop/product/10%0000/?locale=de-de", "The address contains a control character"],
    ["/api/shop/redirect/%E0%A4%A/?locale=de-de", "The address is not valid percent-encoding"],
  ])("answers %s with 400 and a message", async (path, error) => {
    const response = await get(path);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error });
  });

  it("reads a percent sign in the redirect call's path once, as a path with no redirect", async () => {
    const response = await get("/api/shop/redirect/%25?locale=de-de");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
  });

  it("refuses a JSON body whose strings hold a control character, naming the field", async () => {
    const response = await app.request("/api/mcs/selfi/newsletter/?locale=de-de", {
      method: "POST",
      headers: { host: "localhost", "content-type": "application/json" },
      body: JSON.stringify({
        name: "Erika\u0000Mustermann",
        email: "erika@example.org",
        source: "footer",
        shopId: "home-de",
        firstName: "Erika",
        lastName: "Mustermann",
        salutation: 2,
      }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "The field name contains a control character",
    });
  });
});

describe("malformed input on pages", () => {
  it.each([
    ["localhost", "/de/p/x-%00/"],
    ["localhost", "/de/suche/?q=%00"],
    ["fr.localhost", "/fr/%E0%A4%A/"],
  ])("answers %s%s with the error page and 400", async (host, path) => {
    const response = await get(path, host);
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(await response.text()).toContain('data-fragment="mfe-cms/errorPage"');
  });

  it("answers other addresses with a plain 400", async () => {
    const response = await get("/images/home/1000000-0.webp?width=%00");
    expect(response.status).toBe(400);
    expect(await response.text()).toBe("The query parameter width contains a control character");
  });
});
