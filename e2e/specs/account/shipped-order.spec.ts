// A shipped order in the account (issue 18, point 6; decisions 0039 and 0047): a registered
// shopper orders; the warehouse's CLI (`npm run orders -w @shop/mfe-basket -- pay|ship`) moves the
// order to shipped in two DHL packages; the order detail shows the packages with carrier and
// tracking number, and the carrier-info dialog opens, closes with Escape and gives focus back.
//
// The orders CLI opens the shop's database itself. The suite's edges run on the embedded PGlite,
// which serves one process at a time, so this journey runs an edge of its own over its own data
// folder, on a port the system gives: it places the order, stops that edge, runs the CLI over
// the folder, starts the edge again (sessions live in the database, so the shopper stays signed
// in) and reads the order. Over PostgreSQL (`DATABASE_URL`) the CLI runs beside the edges.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { accessibilityViolations } from "../../fixtures/axe.ts";
import { dataDir } from "../../fixtures/data-dir.ts";
import { open } from "../basket/basket-pages.ts";
import { registerFromPage, tabTo, uniqueEmail } from "./account-pages.ts";

const repositoryRoot = path.resolve(import.meta.dirname, "..", "..", "..");
const node = path.join(repositoryRoot, "node_modules", ".bin", "node");
const databaseDir = dataDir("shipped-order");

/** A port no one listens on now, from the system (the suite's own ports stay the suite's). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "localhost", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** An edge over this journey's data folder; `stop()` ends it and waits for its exit. */
async function startEdge(port: number): Promise<{ stop(): Promise<void> }> {
  const child: ChildProcess = spawn(node, ["src/server.ts"], {
    cwd: path.join(repositoryRoot, "edge"),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "localhost",
      SHOP_DATA_DIR: databaseDir,
      SHOP_RELEASE_FOLLOW_BUILDS: "1",
      SHOP_TRUSTED_PROXIES: "127.0.0.1 ::1 ::ffff:127.0.0.1",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 280_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the edge exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error("the edge did not become healthy in time");
    const healthy = await fetch(`http://localhost:${port}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/** `npm run orders -w @shop/mfe-basket -- <args>` over this journey's data folder. */
function ordersCli(...args: string[]): string {
  const result = spawnSync(node, ["src/api/orders-cli.ts", ...args], {
    cwd: path.join(repositoryRoot, "mfe-basket"),
    env: { ...process.env, SHOP_DATA_DIR: databaseDir },
    encoding: "utf8",
  });
  expect(result.status, `${result.stdout}${result.stderr}`).toBe(0);
  return result.stdout;
}

/** Registers a customer from the open page and orders two articles; answers the order number. */
async function registerAndOrder(page: Page, email: string): Promise<string> {
  const userId = await registerFromPage(page, email);
  return page.evaluate(
    async ({ userId, email }) => {
      const json = { "content-type": "application/json" };
      const ids = Array.from({ length: 30 }, (_, index) => `home-${1000001 + index}-1`);
      const answer = await fetch(
        `/api/shop/catalogue-lines/?locale=de-de&variantIds=${ids.join(",")}`,
      );
      const { lines } = (await answer.json()) as {
        lines: { variant: { id: string }; buyable: boolean; stockQuantity: number }[];
      };
      const chosen = lines.filter((line) => line.buyable && line.stockQuantity > 2).slice(0, 2);
      if (chosen.length < 2) throw new Error("Not two buyable variants in stock");
      const basketKey = `basket_home-de_${userId}`;
      for (const line of chosen) {
        const added = await fetch("/api/shop/basket/addItem/?locale=de-de", {
          method: "POST",
          headers: json,
          body: JSON.stringify({ basketKey, variantId: line.variant.id, quantity: 1 }),
        });
        if (!added.ok) throw new Error(`addItem answered ${added.status}`);
      }
      const basket = (await (
        await fetch(`/api/shop/basket/get/${basketKey}/?locale=de-de`)
      ).json()) as { items: { product: { advancedAttributes: { bulkyOrLoad?: unknown } } }[] };
      const placed = await fetch("/api/shop/checkout/placeOrder/?locale=de-de", {
        method: "POST",
        headers: { ...json, "idempotency-key": crypto.randomUUID() },
        body: JSON.stringify({
          basketKey,
          email,
          shippingAddress: {
            salutation: "f",
            firstName: "Anna",
            lastName: "Schmidt",
            street: "Hauptstraße",
            houseNumber: "12a",
            postcode: "10115",
            city: "Berlin",
            country: "de",
          },
          // As `shippingMethodFor`: freight as soon as a line is bulky.
          shippingMethod: basket.items.some((item) => item.product.advancedAttributes.bulkyOrLoad)
            ? "freight"
            : "standard",
          paymentMethod: "KK",
        }),
      });
      if (placed.status !== 201) throw new Error(`placeOrder answered ${placed.status}`);
      return ((await placed.json()) as { orderNumber: string }).orderNumber;
    },
    { userId, email },
  );
}

test.describe.configure({ timeout: 600_000 });

test("a shipped order shows its packages, carrier and tracking, and the carrier dialog by keyboard (de-de)", async ({
  page,
}) => {
  rmSync(databaseDir, { recursive: true, force: true });
  const port = await freePort();
  const shop = (pathname: string) => `http://localhost:${port}${pathname}`;
  let edge = await startEdge(port);
  const orderNumber = await (async () => {
    try {
      await open(page, shop("/de/"));
      return await registerAndOrder(page, uniqueEmail("versand"));
    } finally {
      await edge.stop();
    }
  })();

  expect(ordersCli("pay", orderNumber)).toContain(`Order ${orderNumber}: placed → paid`);
  expect(ordersCli("ship", orderNumber, "--carrier", "dhl", "--packages", "2")).toContain(
    "paid → shipped (2 × dhl",
  );

  edge = await startEdge(port);
  try {
    await open(page, shop(`/de/konto/bestellungen/${orderNumber}/`));
    await expect(
      page.getByRole("heading", { level: 1, name: `Bestellung ${orderNumber}` }),
    ).toBeVisible();
    await expect(page.getByTestId("order-status")).toHaveText("Versandt");
    const packages = page.getByTestId("order-packages").getByRole("listitem");
    await expect(packages).toHaveCount(2);
    await expect(packages.nth(0)).toContainText("Paket 1");
    await expect(packages.nth(0)).toContainText("mit DHL, Anzahl Artikel: 1");
    await expect(packages.nth(1)).toContainText("Paket 2");
    await expect(packages.nth(0)).toContainText(/Sendungsnummer: DH\d{12}/);
    await expect(page.getByRole("link", { name: /Paket 1 bei DHL verfolgen/ })).toHaveAttribute(
      "href",
      /dhl/,
    );
    expect(await accessibilityViolations(page)).toEqual([]);

    // The carrier-info dialog of package 2, by keyboard: Escape closes it, focus comes back.
    const about = page.getByRole("button", { name: "Über DHL" }).nth(1);
    await tabTo(page, about);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Informationen zur Lieferung" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId("carrier-names")).toContainText("DHL");
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(about).toBeFocused();

    // The overview says shipped too.
    await open(page, shop("/de/konto/bestellungen/"));
    await expect(page.getByRole("row", { name: new RegExp(orderNumber) })).toContainText(
      "Versandt",
    );
    expect(await accessibilityViolations(page)).toEqual([]);
  } finally {
    await edge.stop();
  }
});
