import { expect, test, type APIRequestContext } from "@playwright/test";
import { accessibilityViolations } from "../../fixtures/axe.ts";
import { waitForHydration, watchConsole } from "../../fixtures/page-watch.ts";

const languages = [
  {
    host: "localhost",
    locale: "de-de",
    size: "Größe",
    title: "Größe wählen",
    soldOut: "Ausverkauft",
    versions: /^\d+ weitere Ausführung(en)?/,
    versionsTitle: "Alle Ausführungen",
  },
  {
    host: "fr.localhost",
    locale: "fr-fr",
    size: "Taille",
    title: "Choisir une taille",
    soldOut: "Épuisé",
    versions: /^\d+ autres? versions?/,
    versionsTitle: "Toutes les versions",
  },
] as const;

interface SizedVariant {
  readonly referenceKey: string;
  readonly label: string;
  readonly soldOut: boolean;
}

/**
 * A home-brand product chosen by size with at least two sizes to buy and one sold out: its
 * page (with the first buyable size chosen) and its sizes in order.
 */
async function sizedProduct(request: APIRequestContext, host: string, locale: string) {
  const language = locale.slice(0, 2);
  for (let index = 1; index < 300; index += 1) {
    const response = await request.get(`/api/shop/product/${1_000_000 + index}/?locale=${locale}`, {
      headers: { host },
    });
    if (!response.ok()) continue;
    const { product, alternates } = (await response.json()) as {
      product: {
        attributes: Record<string, unknown>;
        variants: {
          referenceKey: string;
          attributes: { asGro?: { label: string } };
          delivery: { BVC: number };
        }[];
      };
      alternates: Record<string, string>;
    };
    if (product.attributes.personalisierterArtikel) continue;
    const sizes: SizedVariant[] = product.variants.map((variant) => ({
      referenceKey: variant.referenceKey,
      label: variant.attributes.asGro?.label ?? "",
      soldOut: variant.delivery.BVC === 4,
    }));
    if (sizes.some((size) => size.label === "")) continue;
    const buyable = sizes.filter((size) => !size.soldOut);
    const [chosen, other] = buyable;
    if (!chosen || !other || !sizes.some((size) => size.soldOut)) continue;
    const path = `/${language}/${alternates[language]}`;
    return { path, sizes, chosen, other };
  }
  throw new Error(`no product with sizes in ${locale}`);
}

/** A home-brand product with buyable siblings: its page and its first sibling's page. */
async function productWithSiblings(request: APIRequestContext, host: string, locale: string) {
  const language = locale.slice(0, 2);
  for (let index = 1; index < 100; index += 1) {
    const response = await request.get(`/api/shop/product/${1_000_000 + index}/?locale=${locale}`, {
      headers: { host },
    });
    if (!response.ok()) continue;
    const { product, alternates } = (await response.json()) as {
      product: { siblings: { seoUrl: string; buyableVariant: unknown }[] };
      alternates: Record<string, string>;
    };
    const [sibling] = product.siblings;
    if (!sibling) continue;
    return {
      path: `/${language}/${alternates[language]}`,
      siblingPath: `/${language}/${sibling.seoUrl}`,
    };
  }
  throw new Error(`no product with siblings in ${locale}`);
}

for (const shop of languages) {
  test.describe(`attribute picker in ${shop.locale}`, () => {
    test("on a phone the size opens a dialog with each size's availability, by keyboard", async ({
      page,
      request,
      baseURL,
    }) => {
      test.setTimeout(60_000);
      const problems = watchConsole(page);
      const origin = `http://${shop.host}:${new URL(baseURL ?? "").port}`;
      const { path, sizes, chosen, other } = await sizedProduct(request, shop.host, shop.locale);
      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto(`${origin}${path}?variant=${chosen.referenceKey}`);
      await waitForHydration(page);

      const opener = page.getByRole("button", { name: `${shop.size} ${chosen.label}` });
      await opener.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: shop.title });
      await expect(dialog).toBeVisible();
      const options = dialog.locator(".cat-picker__option");
      await expect(options).toHaveCount(sizes.length);
      // The size shown now has the focus; sold-out sizes say so and cannot be chosen.
      const current = options.nth(sizes.indexOf(chosen));
      await expect(current).toBeFocused();
      await expect(current).toHaveAttribute("aria-current", "true");
      const soldOut = options.nth(sizes.findIndex((size) => size.soldOut));
      await expect(soldOut).toBeDisabled();
      await expect(soldOut).toContainText(shop.soldOut);
      expect(await accessibilityViolations(page)).toEqual([]);

      // Escape closes it and the focus is back on the button.
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();

      // Choosing another size by keyboard: the page shows it and the focus returns.
      await page.keyboard.press("Enter");
      await expect(dialog).toBeVisible();
      const target = options.nth(sizes.indexOf(other));
      await target.focus();
      await page.keyboard.press("Enter");
      await expect(dialog).toBeHidden();
      const changed = page.getByRole("button", { name: `${shop.size} ${other.label}` });
      await expect(changed).toBeFocused();
      expect(new URL(page.url()).searchParams.get("variant")).toBe(other.referenceKey);
      expect(problems).toEqual([]);
    });

    test("on a phone the other versions open in the sibling select, by keyboard", async ({
      page,
      request,
      baseURL,
    }) => {
      test.setTimeout(60_000);
      const problems = watchConsole(page);
      const origin = `http://${shop.host}:${new URL(baseURL ?? "").port}`;
      const { path, siblingPath } = await productWithSiblings(request, shop.host, shop.locale);
      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto(`${origin}${path}`);
      await waitForHydration(page);
      const opener = page.getByRole("button", { name: shop.versions });
      await opener.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: shop.versionsTitle });
      await expect(dialog).toBeVisible();
      const current = dialog.locator('a[aria-current="page"]');
      await expect(current).toBeFocused();
      await expect(current).toHaveAttribute("href", path);
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();

      await page.keyboard.press("Enter");
      const sibling = dialog.locator(`a[href="${siblingPath}"]`);
      await sibling.focus();
      await page.keyboard.press("Enter");
      await page.waitForURL(`${origin}${siblingPath}`);
      expect(problems).toEqual([]);
    });

    test("on a wide screen the size stays a dropdown", async ({ page, request, baseURL }) => {
      const origin = `http://${shop.host}:${new URL(baseURL ?? "").port}`;
      const { path, chosen } = await sizedProduct(request, shop.host, shop.locale);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`${origin}${path}?variant=${chosen.referenceKey}`);
      await waitForHydration(page);
      await expect(page.getByRole("combobox", { name: shop.size })).toHaveValue(
        chosen.referenceKey,
      );
      await expect(page.getByRole("button", { name: `${shop.size} ${chosen.label}` })).toHaveCount(
        0,
      );
    });
  });
}
