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
  it("mounts no routes yet and answers the edge's questions about a page's visitor", () => {
    expect(api.mfe).toBe("mfe-consent");
    expect(api.routes).toEqual([]);
    expect(api.client({ shop: shopContext("home", "de", "de"), cookies: {} })).toEqual({});
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
});
