import { expect, test, type APIRequestContext } from "@playwright/test";
import { accessibilityViolations } from "../../fixtures/axe.ts";
import { waitForHydration, watchConsole } from "../../fixtures/page-watch.ts";

/** A personalised home-brand product with a buyable variant, and its German page path. */
async function personalisedProductPage(request: APIRequestContext): Promise<string> {
  for (let index = 0; index < 300; index += 1) {
    const response = await request.get(`/api/shop/product/${1_000_000 + index}/?locale=de-de`);
    if (!response.ok()) continue;
    const { product, alternates } = (await response.json()) as {
      product: {
        attributes: Record<string, unknown>;
        variants: { referenceKey: string; delivery: { BVC: number } }[];
      };
      alternates: Record<string, string>;
    };
    if (!product.attributes.personalisierterArtikel) continue;
    const buyable = product.variants.find((variant) => variant.delivery.BVC === 1);
    if (buyable) return `/de/${alternates.de}?variant=${buyable.referenceKey}`;
  }
  throw new Error("no buyable personalised product among the first 300");
}

test("a personalised article asks for its text in the customise dialog, then goes into the basket", async ({
  page,
  request,
}) => {
  const problems = watchConsole(page);
  await page.goto(await personalisedProductPage(request));
  await waitForHydration(page);

  const add = page.getByRole("button", { name: "In den Warenkorb", exact: true });
  await add.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: /personalisieren$/ });
  await expect(dialog).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  // Escape closes it and gives focus back to the button; nothing was added.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();
  await expect(page.getByTestId("mini-basket-count")).toHaveText("0");

  await page.keyboard.press("Enter");
  await dialog.getByLabel("Ihr Text für die Personalisierung").fill("Mia");
  await dialog.getByRole("button", { name: "In den Warenkorb" }).click();
  await expect(page.getByTestId("mini-basket-count")).toHaveText("1");

  await page.goto("/de/warenkorb/");
  await waitForHydration(page);
  await expect(page.getByTestId("basket-line")).toContainText("Personalisiert: Mia");
  expect(problems).toEqual([]);
});
