import { Hono, type Context } from "hono";
import { describe, expect, it } from "vitest";
import { shopContext, type Brand, type Country, type Language } from "@shop/shared";
import { catalogueLinesOverHttp } from "./catalogue-lines-http.ts";
import { testCatalogue } from "./testing/test-catalogue.ts";

const catalogue = testCatalogue();
const homeDe = shopContext("home", "de", "de");

/** A tiny stand-in for the catalogue's process: its two calls, over the test catalogue. */
function catalogueProcess(status?: number) {
  const asked: string[] = [];
  const app = new Hono();
  app.use(async (c, next) => {
    asked.push(c.req.url.replace("http://catalogue.test", ""));
    if (status) return c.json({ error: "down" }, status as 500);
    await next();
  });
  /** The shop a call names: its id and locale (a fetch cannot choose its `Host`). */
  const shopOf = (c: Context) => {
    const [brand, country] = (c.req.query("shopId") ?? "").split("-") as [Brand, Country];
    const [language] = (c.req.query("locale") ?? "").split("-") as [Language];
    return shopContext(brand, country, language);
  };
  app.get("/api/shop/catalogue-lines/", async (c) => {
    const ids = (c.req.query("variantIds") ?? "").split(",");
    return c.json({ lines: await catalogue.lines(shopOf(c), ids) });
  });
  app.get("/api/shop/catalogue-lines/wishlist-variant/", async (c) => {
    const chosen = await catalogue.wishlistVariant(shopOf(c), c.req.query("id") ?? "");
    return chosen ? c.json(chosen) : c.json({ error: "No such product" }, 404);
  });
  const fetchImpl = (input: string, init?: RequestInit) =>
    Promise.resolve(app.request(input, init));
  return { asked, lines: catalogueLinesOverHttp("http://catalogue.test/", fetchImpl) };
}

describe("the catalogue's lines over HTTP", () => {
  it("asks for the shop's lines in one call and answers them as they are", async () => {
    const { asked, lines } = catalogueProcess();
    const { vase, towel } = catalogue.variants;
    const answered = await lines.lines(homeDe, [vase.id, towel.id, "no-such-variant"]);
    expect(answered).toEqual(await catalogue.lines(homeDe, [vase.id, towel.id]));
    expect(asked).toEqual([
      `/api/shop/catalogue-lines/?locale=de-de&shopId=home-de&variantIds=${vase.id}%2C${towel.id}%2Cno-such-variant`,
    ]);
  });

  it("names the shop, so a variant of another brand is not among its lines", async () => {
    const { lines } = catalogueProcess();
    const { vase, romper68 } = catalogue.variants;
    const babyDe = shopContext("baby", "de", "de");
    const answered = await lines.lines(babyDe, [vase.id, romper68.id]);
    expect(answered.map((line) => line.variant.id)).toEqual([romper68.id]);
  });

  it("asks for more than 100 variants in parts of at most 100", async () => {
    const { asked, lines } = catalogueProcess();
    const ids = [catalogue.variants.vase.id, ...Array.from({ length: 150 }, (_, n) => `v-${n}`)];
    const answered = await lines.lines(homeDe, ids);
    expect(answered.map((line) => line.variant.id)).toEqual([catalogue.variants.vase.id]);
    expect(
      asked.map(
        (url) => new URL(url, "http://x").searchParams.get("variantIds")?.split(",").length,
      ),
    ).toEqual([100, 51]);
  });

  it("asks nothing for no variants", async () => {
    const { asked, lines } = catalogueProcess();
    expect(await lines.lines(homeDe, [])).toEqual([]);
    expect(asked).toEqual([]);
  });

  it("answers the wishlist's variant, and undefined for a 404", async () => {
    const { lines } = catalogueProcess();
    expect(await lines.wishlistVariant(homeDe, catalogue.variants.vase.productId)).toEqual({
      productId: catalogue.variants.vase.productId,
      variantId: catalogue.variants.vase.id,
    });
    expect(await lines.wishlistVariant(homeDe, "no-such-product")).toBeUndefined();
  });

  it("fails when the catalogue fails, so no basket line is cleaned up for it", async () => {
    const { lines } = catalogueProcess(503);
    await expect(lines.lines(homeDe, [catalogue.variants.vase.id])).rejects.toThrow(/503/);
    await expect(lines.wishlistVariant(homeDe, "x")).rejects.toThrow(/503/);
  });
});
