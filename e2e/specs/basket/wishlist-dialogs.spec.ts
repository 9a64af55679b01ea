import { expect, test } from "@playwright/test";
import { accessibilityViolations } from "../../fixtures/axe.ts";
import { watchConsole } from "../../fixtures/page-watch.ts";
import { miniBasketCount, onHost, open } from "./basket-pages.ts";

// Its own rate-limit buckets: wishlist and basket writes count per client.
test.use({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.172" } });

const languages = [
  {
    host: "de.baby.localhost",
    home: "/de/",
    wishlist: "/de/merkliste/",
    heart: /auf den Merkzettel$/,
    moreInfo: /^Mehr Infos zu /,
    move: "In den Warenkorb",
    added: / wurde in den Warenkorb gelegt\.$/,
    goOnShopping: "Weiter einkaufen",
  },
  {
    host: "fr.baby.localhost",
    home: "/fr/",
    wishlist: "/fr/favoris/",
    heart: /^Ajouter .* à la liste d'envies$/,
    moreInfo: /^Plus d’infos sur /,
    move: "Déplacer dans le panier",
    added: / a été ajouté à votre panier\.$/,
    goOnShopping: "Continuer mes achats",
  },
] as const;

for (const shop of languages) {
  test(`wishlist more-info and its add-to-cart layer (${shop.host}), by keyboard`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const problems = watchConsole(page);
    await open(page, onHost(baseURL, shop.host, shop.home));
    const heart = page.getByRole("button", { name: shop.heart }).first();
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "true");

    await open(page, onHost(baseURL, shop.host, shop.wishlist));
    const line = page.getByTestId("wishlist-line");
    await expect(line).toHaveCount(1);
    const name = (await line.getByRole("heading", { level: 2 }).textContent()) ?? "";

    const opener = line.getByRole("button", { name: shop.moreInfo });
    await opener.focus();
    await page.keyboard.press("Enter");
    const info = page.getByRole("dialog", { name });
    await expect(info).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(info).toBeHidden();
    await expect(opener).toBeFocused();

    // Move from the dialog: the add-to-cart layer for the wishlist opens.
    await page.keyboard.press("Enter");
    const move = info.getByRole("button", { name: shop.move });
    await move.focus();
    await page.keyboard.press("Enter");
    const layer = page.getByRole("dialog", { name: shop.added });
    await expect(layer).toBeVisible();
    await expect(layer).toContainText(name);
    await expect(miniBasketCount(page)).toHaveText("1");
    expect(await accessibilityViolations(page)).toEqual([]);
    await layer.getByRole("button", { name: shop.goOnShopping }).focus();
    await page.keyboard.press("Enter");
    await expect(layer).toBeHidden();
    await expect(page.getByTestId("wishlist-empty")).toBeVisible();
    expect(problems).toEqual([]);
  });
}
