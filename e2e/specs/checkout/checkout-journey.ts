import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { waitForHydration } from "../../fixtures/page-watch.ts";
import { onHost, open } from "../basket/basket-pages.ts";

/** A shop a journey buys in, and the words its pages use. */
export interface CheckoutShop {
  readonly host: string;
  readonly locale: string;
  readonly basketPath: RegExp;
  readonly checkoutPath: RegExp;
  readonly thankYouPath: RegExp;
  readonly words: {
    readonly addToBasket: string;
    readonly goToBasket: string;
    readonly toCheckout: string;
    readonly guestSubmit: string;
    readonly ms: string;
    readonly firstName: string;
    readonly lastName: string;
    readonly email: string;
    readonly street: string;
    readonly houseNumber: string;
    readonly postcode: string;
    readonly city: string;
    readonly continue: string;
    readonly buyNow: string;
    readonly thankYou: string;
    readonly steps: readonly [string, string, string, string];
  };
}

export const germanHomeShop: CheckoutShop = {
  host: "localhost",
  locale: "de-de",
  basketPath: /\/de\/warenkorb\/$/,
  checkoutPath: /\/de\/kasse\/$/,
  thankYouPath: /\/de\/danke\/\?orderNumber=[0-9A-Z]{14}$/,
  words: {
    addToBasket: "In den Warenkorb",
    goToBasket: "Zum Warenkorb",
    toCheckout: "Zur Kasse",
    guestSubmit: "Als Gast fortfahren",
    ms: "Frau",
    firstName: "Vorname",
    lastName: "Nachname",
    email: "E-Mail-Adresse",
    street: "Straße",
    houseNumber: "Hausnummer",
    postcode: "Postleitzahl",
    city: "Ort",
    continue: "Weiter",
    buyNow: "Zahlungspflichtig bestellen",
    thankYou: "Vielen Dank für Ihre Bestellung",
    steps: ["Adresse", "Versandart", "Zahlungsart", "Prüfen und bestellen"],
  },
};

export const belgianBabyShop: CheckoutShop = {
  host: "be.baby.localhost",
  locale: "fr-be",
  basketPath: /\/fr\/panier\/$/,
  checkoutPath: /\/fr\/esp(è|%C3%A8)ces\/$/,
  thankYouPath: /\/fr\/merci\/\?orderNumber=[0-9A-Z]{14}$/,
  words: {
    addToBasket: "Ajouter au panier",
    goToBasket: "Voir le panier",
    toCheckout: "Passer la commande",
    guestSubmit: "Continuer en tant qu’invité",
    ms: "Madame",
    firstName: "Prénom",
    lastName: "Nom",
    email: "Adresse e-mail",
    street: "Rue",
    houseNumber: "Numéro",
    postcode: "Code postal",
    city: "Ville",
    continue: "Continuer",
    buyNow: "Commander avec obligation de paiement",
    thankYou: "Merci pour votre commande",
    steps: ["Adresse", "Mode de livraison", "Mode de paiement", "Vérifier et commander"],
  },
};

export const dutchBabyShop: CheckoutShop = {
  host: "nl.baby.localhost",
  locale: "nl-nl",
  basketPath: /\/nl\/winkelmandje\/$/,
  checkoutPath: /\/nl\/contantgeld\/$/,
  thankYouPath: /\/nl\/bedankt\/\?orderNumber=[0-9A-Z]{14}$/,
  words: {
    addToBasket: "In winkelmandje",
    goToBasket: "Naar winkelmandje",
    toCheckout: "Afrekenen",
    guestSubmit: "Doorgaan als gast",
    ms: "Mevrouw",
    firstName: "Voornaam",
    lastName: "Achternaam",
    email: "E-mailadres",
    street: "Straat",
    houseNumber: "Huisnummer",
    postcode: "Postcode",
    city: "Plaats",
    continue: "Verder",
    buyNow: "Bestellen met betalingsverplichting",
    thankYou: "Hartelijk dank voor uw bestelling",
    steps: ["Adres", "Verzendmethode", "Betaalmethode", "Controleren en bestellen"],
  },
};

/**
 * A product page path with a buyable variant (`?variant=`) of a product that is not
 * personalised, among the brand's demo products (home 1000000…, baby 2000000…).
 */
async function buyableProductPage(request: APIRequestContext, shop: CheckoutShop): Promise<string> {
  const language = shop.locale.slice(0, 2);
  const first = shop.host.includes("baby") ? 2_000_000 : 1_000_000;
  for (let id = first; id < first + 100; id += 1) {
    const response = await request.get(`/api/shop/product/${id}/?locale=${shop.locale}`, {
      headers: { host: shop.host },
    });
    if (!response.ok()) continue;
    const { product, alternates } = (await response.json()) as {
      product: {
        attributes: Record<string, unknown>;
        variants: { referenceKey: string; delivery: { BVC: number } }[];
      };
      alternates: Record<string, string>;
    };
    if (product.attributes.personalisierterArtikel) continue;
    const buyable = product.variants.find((variant) => variant.delivery.BVC === 1);
    if (buyable) return `/${language}/${alternates[language]}?variant=${buyable.referenceKey}`;
  }
  throw new Error(`No buyable product in ${shop.host} ${shop.locale}`);
}

/** A shipping address in the shop's country. */
export interface Address {
  readonly firstName: string;
  readonly lastName: string;
  readonly street: string;
  readonly houseNumber: string;
  readonly postcode: string;
  readonly city: string;
}

/**
 * Puts a buyable product in the basket from its product page, goes to the basket and on with
 * its checkout link, which leads a visitor without sign-in to the checkout's login; signs in as
 * a guest there and comes back to the checkout.
 */
export async function basketToCheckoutAsGuest(
  page: Page,
  request: APIRequestContext,
  baseURL: string | undefined,
  shop: CheckoutShop,
  guest: { readonly firstName: string; readonly lastName: string; readonly email: string },
): Promise<void> {
  const { words } = shop;
  await open(page, onHost(baseURL, shop.host, await buyableProductPage(request, shop)));
  await page.getByRole("button", { name: words.addToBasket, exact: true }).click();
  await page.getByRole("dialog").getByRole("link", { name: words.goToBasket }).click();
  await expect(page).toHaveURL(shop.basketPath);
  await waitForHydration(page);
  await page.getByRole("link", { name: words.toCheckout }).click();
  await expect(page).toHaveURL(/\/login\/\?view=guest&returnTo=/);
  await waitForHydration(page);
  const form = page.locator("form");
  await form.getByLabel(words.ms, { exact: true }).check();
  await form.getByLabel(words.firstName, { exact: true }).fill(guest.firstName);
  await form.getByLabel(words.lastName, { exact: true }).fill(guest.lastName);
  await form.getByLabel(words.email, { exact: true }).fill(guest.email);
  await form.getByRole("button", { name: words.guestSubmit }).click();
  await expect(page).toHaveURL(shop.checkoutPath);
  await waitForHydration(page);
}

const stepIds = ["step-address", "step-shipping", "step-payment", "step-review"] as const;

/** A step's section of the checkout: address, shipping, payment, review (0 to 3). */
export function step(page: Page, index: 0 | 1 | 2 | 3) {
  return page.getByTestId(stepIds[index]);
}

/** Fills the address step's shipping address (the e-mail is the guest's, filled in). */
export async function fillShippingAddress(
  page: Page,
  shop: CheckoutShop,
  address: Address,
): Promise<void> {
  const { words } = shop;
  const form = step(page, 0);
  await form.getByLabel(words.ms, { exact: true }).check();
  await form.getByLabel(words.firstName, { exact: true }).fill(address.firstName);
  await form.getByLabel(words.lastName, { exact: true }).fill(address.lastName);
  await form.getByLabel(words.street, { exact: true }).fill(address.street);
  await form.getByLabel(words.houseNumber, { exact: true }).fill(address.houseNumber);
  await form.getByLabel(words.postcode, { exact: true }).fill(address.postcode);
  await form.getByLabel(words.city, { exact: true }).fill(address.city);
}

/** Goes on from the open step with its continue button; the next step's heading has the focus. */
export async function continueTo(page: Page, shop: CheckoutShop, next: 1 | 2 | 3): Promise<void> {
  await step(page, (next - 1) as 0 | 1 | 2)
    .getByRole("button", { name: shop.words.continue })
    .click();
  await expect(step(page, next).getByRole("heading", { level: 2 })).toBeFocused();
}
