import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { accessibilityViolations } from "../../fixtures/axe.ts";
import { waitForHydration } from "../../fixtures/page-watch.ts";
import { keepDataLayer } from "../account/account-pages.ts";
import { onHost, open } from "../basket/basket-pages.ts";
import { uniqueEmail } from "./checkout-pages.ts";
import { continueTo, fillShippingAddress, germanHomeShop, step } from "./checkout-journey.ts";

// Guest sign-ins, coupon and gift card attempts of its own: this file's own rate-limit bucket.
test.use({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.45" } });

/**
 * A product page path (`?variant=`) of a buyable, not personalised home-brand product whose
 * price reaches WILLKOMMEN10's minimum order value (20 €) and is more than the 10 € gift card.
 */
async function productFromTwentyEuros(request: APIRequestContext): Promise<string> {
  for (let id = 1_000_000; id < 1_000_200; id += 1) {
    const response = await request.get(`/api/shop/product/${id}/?locale=de-de`);
    if (!response.ok()) continue;
    const { product, alternates } = (await response.json()) as {
      product: {
        attributes: Record<string, unknown>;
        variants: {
          referenceKey: string;
          delivery: { BVC: number };
          price: { withTax: number };
        }[];
      };
      alternates: Record<string, string>;
    };
    if (product.attributes.personalisierterArtikel) continue;
    const variant = product.variants.find(
      (candidate) => candidate.delivery.BVC === 1 && candidate.price.withTax >= 2500,
    );
    if (variant) return `/de/${alternates.de}?variant=${variant.referenceKey}`;
  }
  throw new Error("No buyable home-brand product from 25 €");
}

const voucherCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === "voucher");

test("a voucher link's coupon is on the basket and in the checkout, removable; a gift card pays part of the order", async ({
  page,
  request,
  baseURL,
}) => {
  // Several accessibility checks and two sign-in round trips.
  test.setTimeout(120_000);
  await keepDataLayer(page);
  const shop = germanHomeShop;

  // The voucher link stores the cookie (consent slice); the basket page puts the coupon on.
  await open(
    page,
    onHost(baseURL, shop.host, `${await productFromTwentyEuros(request)}&voucher=WILLKOMMEN10`),
  );
  expect((await voucherCookie(page))?.value).toBe("WILLKOMMEN10");
  await page.getByRole("button", { name: shop.words.addToBasket, exact: true }).click();
  await page.getByRole("dialog").getByRole("link", { name: shop.words.goToBasket }).click();
  await expect(page).toHaveURL(shop.basketPath);
  await waitForHydration(page);
  await expect(page.getByTestId("coupon-applied")).toContainText("WILLKOMMEN10");
  await expect(page.getByTestId("basket-coupon-reduction")).toContainText("Gutschein WILLKOMMEN10");
  expect(await accessibilityViolations(page)).toEqual([]);

  // The checkout's login, as a guest, then the checkout with the coupon on.
  await page.getByRole("link", { name: shop.words.toCheckout }).click();
  await expect(page).toHaveURL(/\/login\/\?view=guest&returnTo=/);
  await waitForHydration(page);
  const login = page.locator("form");
  await login.getByLabel(shop.words.ms, { exact: true }).check();
  await login.getByLabel(shop.words.firstName, { exact: true }).fill("Anna");
  await login.getByLabel(shop.words.lastName, { exact: true }).fill("Schmidt");
  await login.getByLabel(shop.words.email, { exact: true }).fill(uniqueEmail("anna.coupon"));
  await login.getByRole("button", { name: shop.words.guestSubmit }).click();
  await expect(page).toHaveURL(shop.checkoutPath);
  await waitForHydration(page);
  const coupon = page.getByTestId("coupon-panel");
  await expect(coupon.getByTestId("coupon-applied")).toContainText(
    "Gutschein WILLKOMMEN10 ist eingelöst",
  );
  expect(await accessibilityViolations(page)).toEqual([]);

  // Removed: gone from the basket, and the cookie with it, so it does not come back.
  await coupon.getByRole("button", { name: "Gutschein WILLKOMMEN10 entfernen" }).click();
  await expect(coupon.getByLabel("Gutscheincode")).toBeVisible();
  await expect(coupon.getByLabel("Gutscheincode")).toBeFocused();
  expect(await voucherCookie(page)).toBeUndefined();
  // An unknown code: the refusal in German, nothing changes.
  await coupon.getByLabel("Gutscheincode").fill("GIBTESNICHT");
  await coupon.getByRole("button", { name: "Einlösen" }).click();
  await expect(coupon.getByRole("alert")).toHaveText("Diesen Gutscheincode kennen wir nicht");
  expect(await accessibilityViolations(page)).toEqual([]);

  await fillShippingAddress(page, shop, {
    firstName: "Anna",
    lastName: "Schmidt",
    street: "Hauptstraße",
    houseNumber: "12a",
    postcode: "10115",
    city: "Berlin",
  });
  await continueTo(page, shop, 1);
  await continueTo(page, shop, 2);

  // The gift card: a wrong PIN is refused, the right one tells the balance, 10 € are used.
  const giftCard = step(page, 2).getByTestId("gift-card-panel");
  await giftCard.getByLabel("Nummer der Geschenkkarte").fill("GESCHENK1000");
  await giftCard.getByLabel("PIN").fill("9999");
  await giftCard.getByRole("button", { name: "Guthaben prüfen" }).click();
  await expect(giftCard.getByRole("alert")).toHaveText(
    "Die Nummer der Geschenkkarte oder die PIN ist falsch",
  );
  await giftCard.getByLabel("PIN").fill("4321");
  await giftCard.getByRole("button", { name: "Guthaben prüfen" }).click();
  await expect(giftCard.getByText(/Guthaben dieser Karte: 10,00\s€/)).toBeVisible();
  await expect(giftCard.getByLabel("Damit zu zahlender Betrag")).toHaveValue("10,00");
  expect(await accessibilityViolations(page)).toEqual([]);
  await giftCard.getByRole("button", { name: "Geschenkkarte verwenden" }).click();
  await expect(giftCard.getByTestId("gift-card-applied")).toHaveText(
    /Ihre Geschenkkarte zahlt 10,00\s€/,
  );
  // The rest by credit card.
  await step(page, 2).getByRole("radio", { name: "Kreditkarte", exact: true }).check();
  await continueTo(page, shop, 3);

  const review = step(page, 3);
  await expect(review.getByTestId("review-total-gift-card")).toHaveText(/−10,00\s€/);
  await expect(review.getByTestId("review-total-coupon")).toHaveCount(0);
  expect(await accessibilityViolations(page)).toEqual([]);
  await review.getByRole("button", { name: shop.words.buyNow }).click();
  await expect(page).toHaveURL(shop.thankYouPath);
  await expect(page.getByTestId("order-total-gift-card")).toHaveText(/−10,00\s€/);
  expect(await accessibilityViolations(page)).toEqual([]);

  // The purchase event's order tracking data names the gift card and its amount.
  const purchase = await page.evaluate(() => {
    const kept = JSON.parse(sessionStorage.getItem("e2e:dataLayer") ?? "[]") as {
      event?: string;
      order?: unknown;
    }[];
    return kept.find((item) => item.event === "frontend_purchase");
  });
  expect(purchase?.order).toMatchObject({
    voucher: null,
    giftcard: { amount: 10, giftCardCode: "GESCHENK1000" },
    payment: [{ key: "G" }, { key: "KK" }],
  });
});
