import { expect, test, type APIRequestContext } from "@playwright/test";
import { accessibilityViolations } from "../../fixtures/axe.ts";
import { waitForHydration, watchConsole } from "../../fixtures/page-watch.ts";

const languages = [
  {
    host: "localhost",
    locale: "de-de",
    open: "Die Artikel des Sets hinzufügen",
    title: "Artikel des Sets",
    addAll: "Alle in den Warenkorb",
    added: "Die Artikel des Sets liegen in Ihrem Warenkorb.",
  },
  {
    host: "fr.localhost",
    locale: "fr-fr",
    open: "Ajouter les articles du lot",
    title: "Articles du lot",
    addAll: "Tout ajouter au panier",
    added: "Les articles du lot sont dans votre panier.",
  },
] as const;

interface ApiProduct {
  readonly name: string;
  readonly bundleItems: readonly { readonly referenceKey: string; readonly quantity: number }[];
  readonly variants: readonly { readonly delivery: { readonly BVC: number } }[];
}

async function apiProduct(request: APIRequestContext, host: string, locale: string, key: string) {
  const response = await request.get(`/api/shop/product/${key}/?locale=${locale}`, {
    headers: { host },
  });
  if (!response.ok()) return undefined;
  return (await response.json()) as { product: ApiProduct; alternates: Record<string, string> };
}

/** A bundle whose items' first variants can all be bought: its page and its items' names. */
async function bundlePage(request: APIRequestContext, host: string, locale: string) {
  for (let index = 7; index < 400; index += 1) {
    const found = await apiProduct(request, host, locale, String(1_000_000 + index));
    if (!found || found.product.bundleItems.length === 0) continue;
    const items = await Promise.all(
      found.product.bundleItems.map((item) => apiProduct(request, host, locale, item.referenceKey)),
    );
    const buyable = items.every((item) =>
      [1, 2].includes(item?.product.variants[0]?.delivery.BVC ?? 0),
    );
    if (!buyable) continue;
    const language = locale.slice(0, 2);
    return {
      path: `/${language}/${found.alternates[language]}`,
      names: items.map((item) => item?.product.name ?? ""),
    };
  }
  throw new Error(`no bundle with buyable items in ${locale}`);
}

for (const shop of languages) {
  test(`bundle promotion add (${shop.locale}): the set's items, by keyboard, into the basket`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const problems = watchConsole(page);
    const origin = `http://${shop.host}:${new URL(baseURL ?? "").port}`;
    const { path, names } = await bundlePage(request, shop.host, shop.locale);
    await page.goto(`${origin}${path}`);
    await waitForHydration(page);

    const opener = page.getByRole("button", { name: shop.open });
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: shop.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("listitem")).toHaveCount(names.length);
    for (const name of names) await expect(dialog).toContainText(name);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await page.keyboard.press("Enter");
    const addAll = dialog.getByRole("button", { name: shop.addAll });
    await addAll.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: shop.added })).toHaveCount(1);
    await expect(page.getByTestId("mini-basket-count")).toHaveText(String(names.length));

    await page.goto(`${origin}/${shop.locale === "de-de" ? "de/warenkorb" : "fr/panier"}/`);
    await waitForHydration(page);
    for (const name of names) {
      await expect(page.getByTestId("basket-line").filter({ hasText: name })).toHaveCount(1);
    }
    expect(problems).toEqual([]);
  });
}
