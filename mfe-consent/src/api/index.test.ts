import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shopContext } from "@shop/shared";
import { testDatabase, testPlatform, testShops, type TestDatabase } from "@shop/shared/testing";
import { consentApi, type ConsentApi } from "./index.ts";

const firefox = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0";

let database: TestDatabase;
let api: ConsentApi;

beforeAll(async () => {
  database = await testDatabase("pglite", []);
  api = consentApi(testPlatform(database.db, testShops()));
});

afterAll(() => database.dispose());

describe("the consent team's server entry", () => {
  it("mounts the consent log and answers the edge's questions about a page's visitor", () => {
    expect(api.mfe).toBe("mfe-consent");
    expect(api.routes.map((mounted) => mounted.path)).toEqual(["/api/consent"]);

    const visitor = api.detectVisitor({
      header: (name) => ({ "cf-ipcountry": "AT", "user-agent": firefox })[name],
      cookies: {},
      query: { voucher: "HERBST24" },
      clientAddress: undefined,
      shopCountry: "de",
    });
    expect(visitor).toMatchObject({
      isCrawler: false,
      country: "at",
      notices: ["voucherActivated"],
    });
    expect(api.voucherCookie({ voucher: "HERBST24" }, true)).toBe(
      "voucher=HERBST24; Max-Age=1209600; Path=/; SameSite=Lax; Secure",
    );
  });

  it("gives its fragment the brand's shop in every country at the page's path", async () => {
    const client = api.client({ shop: shopContext("baby", "de", "de"), cookies: {} });
    expect(await client.countryLinks("/de/", { voucher: "A1" })).toContainEqual({
      country: "ch",
      href: "http://ch.baby.localhost/de/?voucher=A1",
    });
  });
});
