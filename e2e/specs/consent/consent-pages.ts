import { expect, type BrowserContext, type Page } from "@playwright/test";
import { waitForHydration } from "../../fixtures/page-watch.ts";

/** The consent banner as the visitor sees it: a dialog named by its layer's title. */
export const firstLayer = (page: Page) =>
  page.getByRole("dialog", { name: "Ihre Privatsphäre ist uns wichtig" });
export const secondLayer = (page: Page) =>
  page.getByRole("dialog", { name: "Datenschutz-Einstellungen" });

/** Opens a page and waits until every fragment, the consent banner's too, is hydrated. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/**
 * The banner the server drew starts its script when the visitor reaches for it (decision 0066):
 * points at it, as a visitor does, and waits until it runs.
 */
export async function reachForBanner(page: Page): Promise<void> {
  await firstLayer(page).hover();
  await expect(page.locator('[data-fragment="mfe-consent/consentBanner"]')).toHaveAttribute(
    "data-hydrated",
    "true",
  );
}

/** The stored consent record's cookie, decoded, or undefined. */
export async function consentCookie(context: BrowserContext) {
  const cookie = (await context.cookies()).find((candidate) => candidate.name === "consent_record");
  return cookie
    ? (JSON.parse(decodeURIComponent(cookie.value)) as {
        version: number;
        appVersion: string;
        userInteracted: boolean;
        services: Record<string, boolean>;
        createdAt: string;
        history?: unknown;
      })
    : undefined;
}

/** The record with its history that local storage keeps. */
export async function storedRecord(page: Page) {
  return page.evaluate(
    () =>
      JSON.parse(localStorage.getItem("consent:record") ?? "null") as {
        services: Record<string, boolean>;
        history: Record<string, { status: boolean; at: string }[]>;
      } | null,
  );
}

/** The consent log call an action makes (a reload may follow it at once). */
export async function loggedDecision(page: Page, act: () => Promise<void>) {
  const [request] = await Promise.all([
    page.waitForRequest((candidate) => candidate.url().endsWith("/api/consent/log/")),
    act(),
  ]);
  return request.postDataJSON() as {
    action: string;
    shopId: string;
    href: string;
    version: number;
    consents: Record<string, boolean>;
  };
}

/** The data layer's pushes of one event name. */
export async function dataLayerEvents(page: Page, event: string) {
  return page.evaluate(
    (name) =>
      ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
        (entry) => entry.event === name,
      ),
    event,
  );
}
