import { createHash } from "node:crypto";
import { expect, test } from "@playwright/test";
import { registerFromPage, uniqueEmail } from "../account/account-pages.ts";
import { dataLayerEvents, open } from "./consent-pages.ts";

// `page-data-ready`'s hashed e-mail (core spec point 7, decision 0041): the account slice
// announces the SHA-256 of the signed-in shopper's trimmed, lowercased e-mail; the consent slice
// puts it in the data layer. The e-mail itself never reaches the data layer.
test.use({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.151" } });

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

test("an anonymous visitor's page-data-ready has no hashed e-mail", async ({ page }) => {
  await open(page, "/de/");
  await expect.poll(() => dataLayerEvents(page, "page-data-ready")).toHaveLength(1);
  const [ready] = await dataLayerEvents(page, "page-data-ready");
  expect(ready).not.toHaveProperty("hashed_email");
});

test("a signed-in shopper's page-data-ready carries the SHA-256 of the e-mail, not the e-mail", async ({
  page,
}) => {
  const email = uniqueEmail("Hash.Probe");
  await page.goto("/de/");
  await registerFromPage(page, email, { first: "Hanna", last: "Hash" });

  await open(page, "/de/");
  await expect
    .poll(() => dataLayerEvents(page, "page-data-ready"))
    .toEqual([expect.objectContaining({ hashed_email: sha256(email.trim().toLowerCase()) })]);
  const layer = await page.evaluate(() =>
    JSON.stringify((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []),
  );
  expect(layer.toLowerCase()).not.toContain(email.toLowerCase());
  expect(await page.content()).not.toContain(email);
});
