import { expect, test } from "@playwright/test";
import { productPath } from "../../fixtures/product-path.ts";
import {
  replacedNodes,
  waitForHydration,
  watchConsole,
  watchReplacedNodes,
} from "../../fixtures/page-watch.ts";
import { onHost } from "../../fixtures/hosts.ts";

test("home-brand pages show no wishlist heart: the home shops offer no wishlist", async ({
  page,
  baseURL,
  request,
}) => {
  const problems = watchConsole(page);
  await watchReplacedNodes(page);
  const product = await productPath(request, "localhost", "de-de", "1000000");
  for (const path of [product.path, "/de/suche/?q=Handtuch", "/de/"]) {
    await page.goto(onHost(baseURL, "localhost", path));
    await waitForHydration(page);
    await expect(page.locator(".cat-card, .cat-pdp").first(), path).toBeVisible();
    await expect(page.locator(".cat-heart"), path).toHaveCount(0);
  }
  expect(await replacedNodes(page)).toEqual([]);
  expect(problems).toEqual([]);
});

test("baby brand: a product saved before the catalogue hydrated shows a filled heart", async ({
  page,
  baseURL,
  request,
}) => {
  const problems = watchConsole(page);
  await watchReplacedNodes(page);
  const product = await productPath(request, "de.baby.localhost", "de-de", "2000000");
  const url = onHost(baseURL, "de.baby.localhost", product.path);
  await page.goto(url);
  await waitForHydration(page);
  const heart = page.getByRole("button", { name: `${product.name} auf den Merkzettel` });
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");

  expect(problems).toEqual([]);

  // Again, with the catalogue's scripts held back until the mini-basket has announced the
  // wishlist (`wishlist:updated`): the announcement comes before the catalogue's heart exists in
  // the browser, however fast or slow the machine is.
  let announced = () => {};
  const announcement = new Promise<void>((resolve) => (announced = resolve));
  await page.exposeBinding("__wishlistAnnounced", () => announced());
  await page.route("**/_mfe/mfe-catalog/**/*.js", async (route) => {
    await announcement;
    await route.continue();
  });
  // Records whether the product page had hydrated when the first announcement came.
  await page.addInitScript(() => {
    const record = window as unknown as {
      __pdpHydratedAtAnnouncement?: string;
      __wishlistAnnounced?: () => void;
    };
    window.addEventListener(
      "wishlist:updated",
      () => {
        const fragment = document
          .querySelector(".cat-pdp")
          ?.closest<HTMLElement>("[data-fragment]");
        record.__pdpHydratedAtAnnouncement = fragment?.dataset.hydrated === "true" ? "yes" : "no";
        record.__wishlistAnnounced?.();
      },
      { once: true },
    );
  });
  await page.reload();
  await waitForHydration(page);
  expect(
    await page.evaluate(
      () =>
        (window as unknown as { __pdpHydratedAtAnnouncement?: string }).__pdpHydratedAtAnnouncement,
    ),
  ).toBe("no");
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  expect(await replacedNodes(page)).toEqual([]);

  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  // The held-back scripts make single-spa warn of a slow bootstrap (message #31); nothing else.
  expect(
    problems.filter((problem) => !problem.includes("single-spa minified message #31")),
  ).toEqual([]);
});
