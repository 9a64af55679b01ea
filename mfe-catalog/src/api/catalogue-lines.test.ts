import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { shopContext, type CatalogueLine, type ProductPageResponse } from "@shop/shared";
import { testApp } from "./testing/test-app.ts";
import { seededTestDatabase, testCatalogApi } from "./testing/test-catalogue.ts";
import type { CatalogueLinesResponse } from "./catalogue-lines-routes.ts";

const handle = await seededTestDatabase("pglite");
afterAll(() => handle.dispose());
const api = testCatalogApi(handle);
const app = testApp(api);
const germany = shopContext("home", "de", "de");
const austria = shopContext("home", "at", "de");

async function productPage(referenceKey: string, locale = "de-de", host = "localhost") {
  const response = await app.request(`/api/shop/product/${referenceKey}/?locale=${locale}`, {
    headers: { host },
  });
  return (await response.json()) as ProductPageResponse;
}

describe("the catalogue lines (in-process)", () => {
  it("answers the asked variants of the shop's brand once each, in the order asked", async () => {
    const { product } = await productPage("1000030");
    const [first, second] = product.variants;
    expect(second).toBeDefined();
    const lines = await api.lines.lines(germany, [
      second?.id ?? "",
      "home-9999998-1",
      "baby-2000001-1",
      first?.id ?? "",
      second?.id ?? "",
    ]);
    expect(lines.map((line) => line.variant.id)).toEqual([second?.id, first?.id]);
    const line = lines[1] as CatalogueLine;
    expect(line.product).toMatchObject({
      id: product.id,
      referenceKey: "1000030",
      name: product.name,
      brand: product.brand,
      seoPath: product.seoUrl,
      images: product.images,
      categories: product.categories.map((category) => category.categoryName),
    });
    expect(line.variant).toMatchObject({
      referenceKey: first?.referenceKey,
      price: first?.price,
      priceScale: first?.priceScale,
    });
    expect(line.withTax).toBe(first?.price.withTax);
    expect(line.recommendedRetailPrice).toBe(first?.price.recommendedRetailPrice);
    expect(line.stockQuantity).toBe(first?.stock.quantity);
    expect(line.buyable).toBe(first?.delivery.BVC === 1 || first?.delivery.BVC === 2);
    expect(await api.lines.lines(germany, [])).toEqual([]);
  });

  it("carries the product's first running promotion with its label in the shop's language", async () => {
    const keys = Array.from({ length: 40 }, (_, index) => `1${String(index).padStart(6, "0")}`);
    const pages = await Promise.all(keys.map((key) => productPage(key)));
    const promoted = pages.find((page) => page.product.promo.length > 0);
    const variantId = promoted?.product.variants[0]?.id ?? "";
    const [line] = await api.lines.lines(germany, [variantId]);
    expect(line?.promotion).toEqual(promoted?.product.promo[0]);
    const plain = pages.find((page) => page.product.promo.length === 0);
    const [plainLine] = await api.lines.lines(germany, [plain?.product.variants[0]?.id ?? ""]);
    expect(plainLine?.promotion).toBeNull();
  });

  it("is not buyable when sold out (BVC 4), unpriced in the shop (price zero) or inactive", async () => {
    // 1000007 is sold out in every variant.
    const soldOut = await productPage("1000007");
    const [soldOutLine] = await api.lines.lines(germany, [soldOut.product.variants[0]?.id ?? ""]);
    expect(soldOutLine?.buyable).toBe(false);

    const { product } = await productPage("1000021");
    const variantId = product.variants[0]?.id ?? "";
    await handle.db.execute(
      sql`delete from variant_prices where variant_id = ${variantId} and shop_id = 'home-at'`,
    );
    const [unpriced] = await api.lines.lines(austria, [variantId]);
    expect(unpriced).toMatchObject({ withTax: null, buyable: false });
    expect(unpriced?.variant.price.withTax).toBe(0);
    const [priced] = await api.lines.lines(germany, [variantId]);
    expect(priced?.buyable).toBe(true);

    await handle.db.execute(sql`update products set is_active = false where id = ${product.id}`);
    const [inactive] = await api.lines.lines(germany, [variantId]);
    expect(inactive?.buyable).toBe(false);
    await handle.db.execute(sql`update products set is_active = true where id = ${product.id}`);
  });

  it("shows the stock and price of now on every read, and a product's text as changed (decision 0053)", async () => {
    const { product } = await productPage("1000045");
    const variantId = product.variants[0]?.id ?? "";
    const [first] = await api.lines.lines(germany, [variantId]);
    expect(first?.stockQuantity).toBeGreaterThan(1);
    // A sale takes stock and leaves the catalogue's data version as it is.
    await handle.db.execute(
      sql`update variants set stock_quantity = stock_quantity - 1 where id = ${variantId}`,
    );
    const [sold] = await api.lines.lines(germany, [variantId]);
    expect(sold?.stockQuantity).toBe((first?.stockQuantity ?? 0) - 1);
    await handle.db.execute(
      sql`update variant_prices set with_tax = with_tax + 100
        where variant_id = ${variantId} and shop_id = 'home-de'`,
    );
    const [repriced] = await api.lines.lines(germany, [variantId]);
    expect(repriced?.withTax).toBe((first?.withTax ?? 0) + 100);
    expect(repriced?.variant.price.withTax).toBe((first?.withTax ?? 0) + 100);
    await handle.db.execute(
      sql`update product_texts set name = 'Umbenannt' where product_id = ${product.id} and language = 'de'`,
    );
    const [renamed] = await api.lines.lines(germany, [variantId]);
    expect(renamed?.product.name).toBe("Umbenannt");
    expect(renamed?.stockQuantity).toBe(sold?.stockQuantity);
  });

  it("keeps for a wishlist the named variant, or the product's first variant not sold out", async () => {
    const { product } = await productPage("1000030");
    const [first, second] = product.variants;
    expect(product.variants.length).toBeGreaterThan(1);
    expect(first?.delivery.BVC).not.toBe(4);
    expect(await api.lines.wishlistVariant(germany, second?.id ?? "")).toEqual({
      productId: product.id,
      variantId: second?.id,
    });
    await handle.db.execute(sql`update variants set bvc = 4 where id = ${first?.id}`);
    expect(await api.lines.wishlistVariant(germany, product.id)).toEqual({
      productId: product.id,
      variantId: second?.id,
    });
    await handle.db.execute(
      sql`update variants set bvc = ${first?.delivery.BVC} where id = ${first?.id}`,
    );
    expect(await api.lines.wishlistVariant(germany, product.id)).toEqual({
      productId: product.id,
      variantId: first?.id,
    });
    // Another brand's product, or nothing at all.
    expect(await api.lines.wishlistVariant(germany, "baby-2000001")).toBeUndefined();
    expect(await api.lines.wishlistVariant(germany, "home-9999998")).toBeUndefined();
  });
});

describe("GET /api/shop/catalogue-lines/", () => {
  it("answers the lines as the in-process call does", async () => {
    const { product } = await productPage("1000004", "fr-ch", "ch.localhost");
    const ids = product.variants.map((variant) => variant.id);
    const response = await app.request(
      `/api/shop/catalogue-lines/?locale=fr-ch&variantIds=${ids.join(",")}`,
      { headers: { host: "ch.localhost" } },
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as CatalogueLinesResponse;
    const inProcess = await api.lines.lines(shopContext("home", "ch", "fr"), ids);
    expect(body).toEqual(JSON.parse(JSON.stringify({ lines: inProcess })));
    expect(body.lines[0]?.variant.price.currencyCode).toBe("CHF");
    const none = await app.request("/api/shop/catalogue-lines/?locale=de-de&variantIds=");
    expect(await none.json()).toEqual({ lines: [] });
  });

  it("refuses a missing list, more than 100 ids, a malformed id and a locale the shop does not offer", async () => {
    const tooMany = Array.from({ length: 101 }, (_, index) => `home-${index}-1`).join(",");
    for (const query of [
      "locale=de-de",
      `locale=de-de&variantIds=${tooMany}`,
      "locale=de-de&variantIds=home-1000001-1,<script>",
      "locale=nl-nl&variantIds=home-1000001-1",
    ]) {
      const response = await app.request(`/api/shop/catalogue-lines/?${query}`);
      expect(response.status, query).toBe(400);
      expect(Object.keys((await response.json()) as object)).toEqual(["error"]);
    }
    const hundred = Array.from({ length: 100 }, (_, index) => `home-${index}-1`).join(",");
    const allowed = await app.request(
      `/api/shop/catalogue-lines/?locale=de-de&variantIds=${hundred}`,
    );
    expect(allowed.status).toBe(200);
  });
});

describe("GET /api/shop/catalogue-lines/ with shopId (a basket process calling through the edge)", () => {
  it("answers for the named shop whatever the host, and 400 for an unknown shop", async () => {
    const { product } = await productPage("2000010", "fr-ch", "ch.baby.localhost");
    const ids = product.variants.map((variant) => variant.id).join(",");
    const byShop = await app.request(
      `/api/shop/catalogue-lines/?locale=fr-ch&shopId=baby-ch&variantIds=${ids}`,
    );
    expect(byShop.status).toBe(200);
    const { lines } = (await byShop.json()) as CatalogueLinesResponse;
    expect(lines.map((line) => line.variant.price.currencyCode)).toEqual(
      product.variants.map(() => "CHF"),
    );
    expect(lines.length).toBe(product.variants.length);
    const unknown = await app.request(
      `/api/shop/catalogue-lines/?locale=de-de&shopId=home-xx&variantIds=${ids}`,
    );
    expect(unknown.status).toBe(400);
    const wrongLocale = await app.request(
      `/api/shop/catalogue-lines/?locale=de-de&shopId=baby-ch&variantIds=${ids}`,
    );
    expect(wrongLocale.status).toBe(400);
  });
});

describe("GET /api/shop/catalogue-lines/wishlist-variant/", () => {
  it("answers the variant a wishlist keeps, 404 for none and 400 for a malformed id", async () => {
    const { product } = await productPage("1000010");
    const response = await app.request(
      `/api/shop/catalogue-lines/wishlist-variant/?locale=de-de&id=${product.id}`,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(await api.lines.wishlistVariant(germany, product.id));
    const unknown = await app.request(
      "/api/shop/catalogue-lines/wishlist-variant/?locale=de-de&id=baby-2000001",
    );
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: "No product or variant baby-2000001" });
    const malformed = await app.request(
      "/api/shop/catalogue-lines/wishlist-variant/?locale=de-de&id=%3Cx%3E",
    );
    expect(malformed.status).toBe(400);
  });
});
