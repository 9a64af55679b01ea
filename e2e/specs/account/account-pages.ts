import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";

/** A new address per journey, so journeys and runs never meet in the database. */
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.org`;
}

/** A password that passes the rules and no leaked-password list. */
export const goodPassword = "Sommerwind2024Fjord";

const keptEventsKey = "e2e:dataLayer";

/**
 * Keeps every data-layer push of the tab in session storage, so events pushed right before a
 * navigation (a sign-in) can be read on the next page.
 */
export async function keepDataLayer(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    const layer = ((window as unknown as { dataLayer?: unknown[] }).dataLayer ??= []);
    const push = layer.push.bind(layer);
    layer.push = (...items: unknown[]) => {
      const kept = JSON.parse(sessionStorage.getItem(key) ?? "[]") as unknown[];
      sessionStorage.setItem(key, JSON.stringify([...kept, ...items]));
      return push(...items);
    };
  }, keptEventsKey);
}

/** The events kept by `keepDataLayer`. */
export async function trackedEvents(page: Page): Promise<string[]> {
  const kept = await page.evaluate(
    (key) => JSON.parse(sessionStorage.getItem(key) ?? "[]") as { event?: string }[],
    keptEventsKey,
  );
  return kept.flatMap((item) => (item.event ? [item.event] : []));
}

/** The outbox the test shop writes to (`.data/outbox` of this checkout, the edge's default). */
const outbox = path.resolve(import.meta.dirname, "..", "..", "..", ".data", "outbox");

/** The first link of the newest e-mail to an address, waiting for it to arrive. */
export async function linkFromOutbox(to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const files = (await readdir(outbox).catch(() => [])).filter((file) =>
          file.endsWith(".json"),
        );
        for (const file of files.sort().reverse()) {
          const text = await readFile(path.join(outbox, file), "utf8").catch(() => "");
          if (!text.includes(to)) continue;
          const message = JSON.parse(text) as { to: { address: string }[]; text: string };
          if (!message.to.some((recipient) => recipient.address === to)) continue;
          link = /https?:\/\/\S+/.exec(message.text)?.[0];
          if (link) return true;
        }
        return false;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return link ?? "";
}

/** Presses Tab until the element has focus (a keyboard-only path), at most `limit` times. */
export async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

/**
 * Calls the shop's API from the page, as its own script would: same origin, with the page's
 * cookies. For shops on `*.localhost` hosts, which only the browser resolves.
 */
export async function callFromPage(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ readonly status: number; readonly json: unknown }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: { "content-type": "application/json" },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null };
    },
    { method, path, body },
  );
}

/**
 * Registers a customer from the open page's shop (signed in afterwards, without the newsletter);
 * answers the account's user id.
 */
export async function registerFromPage(
  page: Page,
  email: string,
  name: { readonly first: string; readonly last: string } = { first: "Anna", last: "Schmidt" },
): Promise<string> {
  const registered = await callFromPage(page, "POST", "/api/user/auth/register/", {
    first_name: name.first,
    last_name: name.last,
    gender: "f",
    email,
    register_password: goodPassword,
    newsletter: false,
  });
  expect(registered.status).toBe(200);
  const id = (registered.json as { user: { id: string | null } }).user.id;
  expect(id).toBeTruthy();
  return id ?? "";
}
