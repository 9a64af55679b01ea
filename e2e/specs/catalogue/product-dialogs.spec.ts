import { expect, test, type Page } from "@playwright/test";
import { accessibilityViolations } from "../../fixtures/axe.ts";
import { waitForHydration, watchConsole } from "../../fixtures/page-watch.ts";
import { onHost } from "../../fixtures/hosts.ts";
import { dialogProductPages, type DialogProductPage } from "./product-dialog-pages.ts";

// Its own rate-limit bucket: the reminder call counts per client.
test.use({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.142" } });

/** The words each journey looks for, per shop language. */
const languages = [
  {
    host: "localhost",
    locale: "de-de",
    remindMe: "Benachrichtigen, wenn verfügbar",
    reminderTitle: "Erinnerung bei Verfügbarkeit",
    email: "E-Mail-Adresse",
    submit: "Erinnern Sie mich",
    done: /Wir senden Ihnen eine E-Mail/,
    badEmail: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
    enlarge: "Bilder vergrößern",
    imagesTitle: /^Bilder von /,
    position: (n: number, of: number) => `Bild ${n} von ${of}`,
    zoom: "Zoomen",
    advisor: ["Größenberater", "Größenberater"],
    electrical: ["Hinweise zum Elektrogesetz", "Hinweise zum Elektrogesetz"],
    seals: ["Produktsiegel", "Produktsiegel"],
    promotion: ["Aktionsbedingungen", "Aktionsbedingungen"],
  },
  {
    host: "fr.localhost",
    locale: "fr-fr",
    remindMe: "M’avertir quand il sera disponible",
    reminderTitle: "Alerte de disponibilité",
    email: "Adresse e-mail",
    submit: "Me prévenir",
    done: /Nous vous enverrons un e-mail/,
    badEmail: "Veuillez saisir une adresse e-mail valide.",
    enlarge: "Agrandir les images",
    imagesTitle: /^Images de /,
    position: (n: number, of: number) => `Image ${n} sur ${of}`,
    zoom: "Zoomer",
    advisor: ["Guide des tailles", "Guide des tailles"],
    electrical: [
      "Informations sur le recyclage des appareils électriques",
      "Informations sur les déchets d’équipements électriques",
    ],
    seals: ["Labels du produit", "Labels du produit"],
    promotion: ["Conditions de l’offre", "Conditions de l’offre"],
  },
] as const;

/** Opens a dialog from its button by keyboard and checks it: visible, named, no axe violation. */
async function openByKeyboard(page: Page, opener: string, title: string | RegExp) {
  const button = page.getByRole("button", { name: opener, exact: true });
  await button.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  return { button, dialog };
}

/** Escape closes the dialog and gives the focus back to the button that opened it. */
async function closeByEscape(
  page: Page,
  dialog: ReturnType<Page["getByRole"]>,
  button: ReturnType<Page["getByRole"]>,
) {
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
}

for (const words of languages) {
  test.describe(`product page dialogs (${words.locale})`, () => {
    let pages: Record<string, DialogProductPage>;
    test.beforeAll(async ({ request }) => {
      pages = await dialogProductPages(request, words.host, words.locale);
    });

    test("remind when available stores the shopper's e-mail for a sold-out variant", async ({
      page,
      request,
      baseURL,
    }) => {
      const problems = watchConsole(page);
      const product = pages.soldOut as DialogProductPage;
      await page.goto(onHost(baseURL, words.host, product.path));
      await waitForHydration(page);

      const { button, dialog } = await openByKeyboard(page, words.remindMe, words.reminderTitle);
      await closeByEscape(page, dialog, button);

      await page.keyboard.press("Enter");
      const email = dialog.getByLabel(words.email);
      await email.fill("not-an-address");
      await email.press("Enter");
      await expect(dialog.getByText(words.badEmail)).toBeVisible();
      const address = `remind-${words.locale}-${Date.now()}@example.org`;
      await email.fill(address);
      await dialog.getByRole("button", { name: words.submit }).press("Enter");
      await expect(dialog.getByText(words.done)).toBeFocused();
      await closeByEscape(page, dialog, button);

      // Stored once: the same request again is known, not stored a second time.
      const again = await request.post(`/api/shop/stock-reminders/?locale=${words.locale}`, {
        headers: { host: words.host, origin: onHost(baseURL, words.host, "/").slice(0, -1) },
        data: { variantId: product.variantId, email: address },
      });
      expect(again.status()).toBe(200);
      expect(await again.json()).toEqual({ stored: false });
      expect(problems).toEqual([]);
    });

    test("the image dialog zooms and changes pictures by keys, buttons and swipe", async ({
      page,
      baseURL,
    }) => {
      const problems = watchConsole(page);
      await page.goto(onHost(baseURL, words.host, (pages.images as DialogProductPage).path));
      await waitForHydration(page);

      const { button, dialog } = await openByKeyboard(page, words.enlarge, words.imagesTitle);
      const count = await dialog.locator(".cat-image-dialog__thumbs button").count();
      await expect(dialog.getByText(words.position(1, count))).toBeVisible();
      await page.keyboard.press("ArrowRight");
      await expect(dialog.getByText(words.position(2, count))).toBeVisible();
      await page.keyboard.press("ArrowLeft");
      await page.keyboard.press("ArrowLeft");
      await expect(dialog.getByText(words.position(count, count))).toBeVisible();

      const zoom = dialog.getByRole("button", { name: words.zoom });
      await zoom.focus();
      await page.keyboard.press("Enter");
      await expect(zoom).toHaveAttribute("aria-pressed", "true");
      await page.keyboard.press("-");
      await expect(zoom).toHaveAttribute("aria-pressed", "false");

      // A swipe to the left (pointer events) shows the next picture: from the last, the first.
      // The dialog's body may have scrolled to the focused zoom button: the picture comes back first.
      const picture = dialog.locator(".cat-image-dialog__stage");
      await picture.scrollIntoViewIfNeeded();
      const stage = await picture.boundingBox();
      if (!stage) throw new Error("the image dialog has no picture");
      const y = stage.y + stage.height / 2;
      await page.mouse.move(stage.x + stage.width * 0.8, y);
      await page.mouse.down();
      await page.mouse.move(stage.x + stage.width * 0.2, y, { steps: 5 });
      await page.mouse.up();
      await expect(dialog.getByText(words.position(1, count))).toBeVisible();

      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
      expect(problems).toEqual([]);
    });

    for (const kind of ["advisor", "electrical", "seals", "promotion"] as const) {
      test(`the ${kind} information opens from its button and closes again`, async ({
        page,
        baseURL,
      }) => {
        const problems = watchConsole(page);
        await page.goto(onHost(baseURL, words.host, (pages[kind] as DialogProductPage).path));
        await waitForHydration(page);
        const [opener, title] = words[kind];
        const { button, dialog } = await openByKeyboard(page, opener, title);
        await expect(dialog.locator(".shop-dialog__body")).not.toBeEmpty();
        await closeByEscape(page, dialog, button);
        expect(problems).toEqual([]);
      });
    }
  });
}
