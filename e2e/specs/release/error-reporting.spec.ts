import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "../../fixtures/page-watch.ts";

// The shell's error client (decision 0037): uncaught errors and unhandled rejections reach the
// edge's tunnel as Sentry envelopes, tagged with the slice version, shop, locale and page type,
// without personal data. Its own client address, so the suite's other envelopes do not use up
// its share of the tunnel's per-client limit.
test.use({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.47" } });

/** Opens the home page, runs `fail` in it and answers the error events the tunnel accepted. */
async function reportedEvents(page: Page, fail: () => void): Promise<string> {
  const events: string[] = [];
  const statuses: number[] = [];
  page.on("response", (response) => {
    if (!response.url().endsWith("/api/monitoring/envelope")) return;
    statuses.push(response.status());
    const body = response.request().postData() ?? "";
    if (response.ok() && body.includes('"type":"event"')) events.push(body);
  });
  await page.goto("/de/");
  // The shell, and with it the error client's recorder, starts after the first paint (0057).
  await waitForHydration(page);
  await page.evaluate(fail);
  await expect
    .poll(() => events.length, { timeout: 30_000, message: `tunnel answers: ${statuses.join()}` })
    .toBeGreaterThanOrEqual(1);
  return events.join("\n");
}

test("reports an uncaught error through the tunnel, tagged and without personal data", async ({
  page,
}) => {
  const events = await reportedEvents(page, () => {
    setTimeout(() => {
      throw new Error("Warenkorb kaputt für anna.muster@example.de");
    }, 0);
  });
  expect(events).toContain("Warenkorb kaputt für [removed]");
  expect(events).not.toContain("anna.muster@example.de");
  expect(events).toMatch(/"release":"shell@[0-9a-f]{12}"/);
  for (const tag of [
    '"slice":"shell"',
    '"shop":"home-de"',
    '"locale":"de-de"',
    '"page_type":"home"',
  ]) {
    expect(events).toContain(tag);
  }
});

test("reports an unhandled rejection through the tunnel", async ({ page }) => {
  const events = await reportedEvents(page, () => {
    void Promise.reject(new Error("Abgelehnt"));
  });
  expect(events).toContain("Abgelehnt");
  expect(events).toMatch(/"release":"shell@[0-9a-f]{12}"/);
});
