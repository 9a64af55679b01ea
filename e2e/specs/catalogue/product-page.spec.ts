import { expect, test, type APIRequestContext } from "@playwright/test";
import { accessibilityViolations } from "../../fixtures/axe.ts";
import {
  replacedNodes,
  waitForHydration,
  watchConsole,
  watchReplacedNodes,
} from "../../fixtures/page-watch.ts";
import { onHost } from "../../fixtures/hosts.ts";

interface ApiVariant {
  readonly id: string;
  readonly referenceKey: string;
  readonly attributes: Record<string, { label: string } | undefined>;
  readonly delivery: { readonly BVC: number };
}

interface Found {
  readonly path: string;
  readonly name: string;
  readonly soldOut: ApiVariant;
  readonly buyable: readonly ApiVariant[];
}

/**
 * A home-brand product whose variant dropdown has a sold-out option and at least two buyable
 * ones (the demo data's codes are random per variant; the first 200 products have several).
 */
async function productWithSoldOutVariant(
  request: APIRequestContext,
  host: string,
  locale: string,
): Promise<Found> {
  const language = locale.slice(0, 2);
  for (let index = 0; index < 200; index += 1) {
    const key = String(1_000_000 + index);
    const response = await request.get(`/api/shop/product/${key}/?locale=${locale}`, {
      headers: { host },
    });
    if (!response.ok()) continue;
    const { product, alternates } = (await response.json()) as {
      product: {
        name: string;
        variants: ApiVariant[];
        attributes: Record<string, { value?: string }>;
      };
      alternates: Record<string, string>;
    };
    if (product.attributes.personalisierterArtikel) continue;
    const withAxis = product.variants.every((v) => Object.keys(v.attributes).length > 0);
    const soldOut = product.variants.find((v) => v.delivery.BVC === 4);
    const buyable = product.variants.filter((v) => v.delivery.BVC === 1 || v.delivery.BVC === 2);
    if (withAxis && soldOut && buyable.length >= 2) {
      return { path: `/${language}/${alternates[language]}`, name: product.name, soldOut, buyable };
    }
  }
  throw new Error(`no product with a sold-out and two buyable variants in ${locale}`);
}

const shops = [
  {
    language: "de",
    host: "localhost",
    locale: "de-de",
    soldOut: "ausverkauft",
    add: "In den Warenkorb",
  },
  {
    language: "fr",
    host: "fr.localhost",
    locale: "fr-fr",
    soldOut: "épuisé",
    add: "Ajouter au panier",
  },
  {
    language: "nl",
    host: "nl.localhost",
    locale: "nl-nl",
    soldOut: "uitverkocht",
    add: "In winkelmandje",
  },
] as const;

for (const shop of shops) {
  test.describe(`product page (${shop.language})`, () => {
    test("hydrates as rendered; pick a variant, see the sold-out option disabled, add to basket; no axe violations", async ({
      page,
      baseURL,
      request,
    }) => {
      const product = await productWithSoldOutVariant(request, shop.host, shop.locale);
      const problems = watchConsole(page);
      await watchReplacedNodes(page);
      await page.goto(onHost(baseURL, shop.host, product.path));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);
      await waitForHydration(page);
      // Hydration kept every server-rendered node (a mismatch would re-render and warn).
      expect(await replacedNodes(page)).toEqual([]);
      const count = page.getByTestId("mini-basket-count");
      await expect(count).toHaveText("0");

      const select = page.locator("#cat-pdp-variant");
      const soldOutLabel = `${product.soldOut.attributes[Object.keys(product.soldOut.attributes)[0]!]?.label} (${shop.soldOut})`;
      const soldOutOption = select.locator(`option[value="${product.soldOut.referenceKey}"]`);
      await expect(soldOutOption).toBeDisabled();
      await expect(soldOutOption).toHaveText(soldOutLabel);

      const target = product.buyable.at(-1)!;
      await select.selectOption(target.referenceKey);
      await expect(page).toHaveURL(new RegExp(`variant=${target.referenceKey}`));

      const added = page.evaluate(
        () =>
          new Promise<{ variantId: string; quantity: number }>((resolve) =>
            window.addEventListener("basket:add-item", (event) =>
              resolve((event as CustomEvent<{ variantId: string; quantity: number }>).detail),
            ),
          ),
      );
      await page.getByRole("button", { name: shop.add, exact: true }).click();
      expect(await added).toMatchObject({ variantId: target.id, quantity: 1 });
      // The basket team's mini-basket took the command and the basket API added the item.
      await expect(count).toHaveText("1");

      expect(await accessibilityViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    });
  });
}

test("by keyboard alone: choose a variant and add it to the basket (de)", async ({
  page,
  baseURL,
  request,
}) => {
  const product = await productWithSoldOutVariant(request, "localhost", "de-de");
  await page.goto(onHost(baseURL, "localhost", `${product.path}?action=addToCart`));
  await waitForHydration(page);
  // action=addToCart focuses the dropdown.
  await expect(page.locator("#cat-pdp-variant")).toBeFocused();
  const target = product.buyable.at(-1)!;
  await page.keyboard.press("End");
  await expect(page).toHaveURL(new RegExp(`variant=${target.referenceKey}`));
  const added = page.evaluate(
    () =>
      new Promise<string>((resolve) =>
        window.addEventListener("basket:add-item", (event) =>
          resolve((event as CustomEvent<{ variantId: string }>).detail.variantId),
        ),
      ),
  );
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "In den Warenkorb", exact: true })).toBeFocused();
  await page.keyboard.press("Enter");
  expect(await added).toBe(target.id);
  await expect(page.getByTestId("mini-basket-count")).toHaveText("1");
});

test("structured data describes the product and its offer", async ({ page, baseURL, request }) => {
  const product = await productWithSoldOutVariant(request, "localhost", "de-de");
  await page.goto(onHost(baseURL, "localhost", product.path));
  const data = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "[]",
  ) as { "@type": string; offers?: { priceCurrency: string } }[];
  expect(data.map((entry) => entry["@type"])).toEqual(["Product", "BreadcrumbList"]);
  expect(data[0]?.offers?.priceCurrency).toBe("EUR");
});
