import { expect, test, type Locator, type Page, type Request } from "@playwright/test";
import { accessibilityViolations } from "../../fixtures/axe.ts";
import { waitForHydration } from "../../fixtures/page-watch.ts";
import { onHost } from "../../fixtures/hosts.ts";

// Its own rate-limit bucket: the newsletter sign-up counts per client.
test.use({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.143" } });

/** Each shop's home page and the words its blocks show (the seeded content of issue 19). */
const homes = [
  {
    host: "localhost",
    path: "/de/",
    slider: "Entdecken Sie unsere Räume",
    store: "Öffnungszeiten",
  },
  {
    host: "at.localhost",
    path: "/de/",
    slider: "Entdecken Sie unsere Räume",
    store: "Öffnungszeiten",
  },
  {
    host: "ch.localhost",
    path: "/de/",
    slider: "Entdecken Sie unsere Räume",
    store: "Öffnungszeiten",
  },
  {
    host: "fr.localhost",
    path: "/fr/",
    slider: "Découvrez nos univers",
    store: "Horaires d’ouverture",
  },
  {
    host: "be.localhost",
    path: "/fr/",
    slider: "Découvrez nos univers",
    store: "Horaires d’ouverture",
  },
  {
    host: "ch.localhost",
    path: "/fr/",
    slider: "Découvrez nos univers",
    store: "Horaires d’ouverture",
  },
  { host: "nl.localhost", path: "/nl/", slider: "Ontdek onze ruimtes", store: "Openingstijden" },
  { host: "be.localhost", path: "/nl/", slider: "Ontdek onze ruimtes", store: "Openingstijden" },
  {
    host: "ch.baby.localhost",
    path: "/fr/",
    slider: "Tout pour les premières années",
    store: "Horaires d’ouverture",
  },
];

test.describe("the home page's blocks", () => {
  for (const home of homes) {
    test(`render on ${home.host}${home.path} and pass axe`, async ({ page, baseURL }) => {
      await page.goto(onHost(baseURL, home.host, home.path));
      await waitForHydration(page);
      await expect(page.getByRole("region", { name: home.slider })).toBeVisible();
      await expect(page.locator(".cms-bundle")).toBeVisible();
      await expect(page.locator(".cms-store")).toContainText(home.store);
      await expect(page.locator(".cms-video button")).toBeVisible();
      await expect(page.locator(".cms-newsletter form")).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  }

  test("the slider moves by its buttons and the arrow keys", async ({ page }) => {
    await page.goto("/de/");
    await waitForHydration(page);
    const slider = page.getByRole("region", { name: "Entdecken Sie unsere Räume" });
    const previous = slider.getByRole("button", { name: "Vorherige Folie" });
    const next = slider.getByRole("button", { name: "Nächste Folie" });
    await expect(previous).toBeDisabled();
    await expect(slider.getByText("Folie 1 von 4")).toBeVisible();
    await next.focus();
    await page.keyboard.press("Enter");
    await expect(slider.getByText("Folie 2 von 4")).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(slider.getByText("Folie 4 von 4")).toBeVisible();
    await expect(next).toBeDisabled();
    await previous.focus();
    await page.keyboard.press("ArrowLeft");
    await expect(slider.getByText("Folie 3 von 4")).toBeVisible();
    await expect(slider.getByRole("group", { name: "3 von 4" })).toContainText("Gut schlafen");
  });
});

/** Fills in the Belgian French newsletter form as Madame Louise Peeters with `email`. */
async function fillInSignUp(block: Locator, email: string): Promise<void> {
  await block.getByLabel("Madame").check();
  await block.getByLabel("Prénom").fill("Louise");
  await block.getByLabel("Nom", { exact: true }).fill("Peeters");
  await block.getByLabel("Adresse e-mail").fill(email);
}

/** The newsletter sign-up call's response, to be awaited after the press that sends it. */
const signUpAnswer = (page: Page) =>
  page.waitForResponse(
    (response) =>
      response.url().includes("/api/mcs/selfi/newsletter/") &&
      response.request().method() === "POST",
  );

test.describe("the newsletter block", () => {
  test("explains what is missing, then signs the shopper up in the page's language", async ({
    page,
    baseURL,
  }) => {
    await page.goto(onHost(baseURL, "be.localhost", "/fr/"));
    await waitForHydration(page);
    const block = page.locator(".cms-newsletter");
    await block.getByRole("button", { name: "S’abonner" }).click();
    await expect(block.getByRole("group", { name: "Civilité" })).toContainText(
      "Veuillez remplir ce champ.",
    );
    await expect(block).toContainText("Veuillez saisir votre adresse e-mail.");
    await expect(block.getByLabel("Adresse e-mail")).toHaveAttribute("aria-invalid", "true");
    expect(await accessibilityViolations(page)).toEqual([]);

    await fillInSignUp(block, ` Louise.Peeters.${Date.now()}@Example.org `);
    const answer = signUpAnswer(page);
    await block.getByRole("button", { name: "S’abonner" }).click();
    const response = await answer;
    expect(response.status()).toBe(204);
    const sent = response.request().postDataJSON() as Record<string, unknown>;
    expect(sent).toMatchObject({
      firstName: "Louise",
      lastName: "Peeters",
      salutation: 2,
      shopId: "home-be",
    });
    expect(sent.email).toMatch(/^louise\.peeters\.\d+@example\.org$/);
    expect(new URL(response.url()).searchParams.get("locale")).toBe("fr-be");
    const done = block.getByRole("status");
    await expect(done).toContainText("Veuillez confirmer votre inscription");
    await expect(done).toBeFocused();
  });
});

test.describe("the newsletter block's form before its code", () => {
  test("keeps what the shopper typed and sent before the code arrived, and sends it once it has", async ({
    page,
    baseURL,
  }) => {
    const home = onHost(baseURL, "be.localhost", "/fr/");
    await page.goto(home);
    await waitForHydration(page);
    // The form's code loads when the block is seen (decision 0068): held until let through.
    const askedFor: string[] = [];
    let letCodeThrough = () => {};
    const held = new Promise<void>((resolve) => (letCodeThrough = resolve));
    await page.route(/\/_mfe\/mfe-cms\/.*\.js$/, async (route) => {
      askedFor.push(route.request().url());
      await held;
      await route.continue();
    });
    const block = page.locator(".cms-newsletter");
    await fillInSignUp(block, `louise.peeters.${Date.now()}@example.org`);
    const answer = signUpAnswer(page);
    await block.getByRole("button", { name: "S’abonner" }).click();
    expect(askedFor.length).toBeGreaterThan(0);
    // Not sent by the browser itself: no page load with the address in its query.
    expect(page.url()).toBe(home);

    letCodeThrough();
    const response = await answer;
    expect(response.status()).toBe(204);
    expect(response.request().postDataJSON()).toMatchObject({
      firstName: "Louise",
      lastName: "Peeters",
      salutation: 2,
    });
    await expect(block.getByRole("status")).toContainText("Veuillez confirmer votre inscription");
    expect(page.url()).toBe(home);
  });
});

test.describe("the newsletter block after navigations", () => {
  test("signs up on a home page the shopper left before seeing the block and came back to", async ({
    page,
    baseURL,
  }) => {
    await page.goto(onHost(baseURL, "be.localhost", "/fr/"));
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("data-navigation", "ready");
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });
    await page.locator("a.shop-nav__link").first().click();
    await expect(page.locator(".cms-newsletter")).toHaveCount(0);
    await page.goBack();
    const block = page.locator(".cms-newsletter");
    await expect(block).toHaveCount(1);
    await waitForHydration(page);

    await fillInSignUp(block, `louise.peeters.${Date.now()}@example.org`);
    const answer = signUpAnswer(page);
    await block.getByRole("button", { name: "S’abonner" }).click();
    expect((await answer).status()).toBe(204);
    await expect(block.getByRole("status")).toContainText("Veuillez confirmer votre inscription");
    // Both navigations were the shell's own: the block came back as a new element.
    expect(documents).toEqual([]);
  });
});

test.describe("the video block", () => {
  test("asks nothing of the video's provider before the shopper loads it", async ({ page }) => {
    const thirdParty: string[] = [];
    const isThirdParty = (request: Request) =>
      !new URL(request.url()).hostname.endsWith("localhost");
    page.on("request", (request) => {
      if (isThirdParty(request)) thirdParty.push(request.url());
    });
    // Nothing leaves the test machine, whatever the page asks for.
    await page.route(/^https?:\/\/(?!([a-z.]*\.)?localhost[:/])/, (route) => route.abort());
    await page.goto("/de/");
    await waitForHydration(page);
    const video = page.locator(".cms-video");
    await expect(video).toContainText("Dieses Video wird von Vimeo.com, Inc. bereitgestellt.");
    await video.scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    expect(thirdParty).toEqual([]);
    await expect(video.locator("iframe")).toHaveCount(0);

    await video.getByRole("button", { name: /Video laden und abspielen/ }).click();
    await expect(video.locator("iframe")).toHaveAttribute(
      "src",
      "https://player.vimeo.com/video/76979871?dnt=1",
    );
  });
});
