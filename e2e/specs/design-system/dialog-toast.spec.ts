import { expect, test } from "@playwright/test";
import { waitForHydration } from "../../fixtures/page-watch.ts";

/**
 * The shared Dialog and the toast host in a real page: the filter dialog of the search page
 * (placement right) and toasts emitted as a slice would, through the `toast:show` event.
 */
test.describe("design system: dialog", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/de/suche/?q=Handtuch");
    await waitForHydration(page);
  });

  test("traps focus, locks the page's scroll, closes on Escape and returns focus", async ({
    page,
  }) => {
    const opener = page.getByRole("button", { name: "Alle Filter" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Produkte filtern" });
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe("hidden");
    await expect(dialog.getByRole("button", { name: "Schließen" })).toBeFocused();

    // Forwards and backwards, focus never leaves the dialog.
    for (const key of ["Tab", "Shift+Tab"]) {
      for (let press = 0; press < 60; press++) {
        await page.keyboard.press(key);
        expect(
          await page.evaluate(() => Boolean(document.activeElement?.closest("dialog[open]"))),
        ).toBe(true);
      }
    }
    // The dialog's body scrolls, the page does not.
    await expect(dialog.locator(".shop-dialog__body")).toHaveCSS("overflow-y", "auto");

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe("");
  });

  test("closes with its close button and on a click on the backdrop", async ({ page }) => {
    const opener = page.getByRole("button", { name: "Alle Filter" });
    const dialog = page.getByRole("dialog", { name: "Produkte filtern" });
    await opener.click();
    await dialog.getByRole("button", { name: "Schließen" }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(100, 450);
    await expect(dialog).toBeHidden();
  });

  test("slides in from the bottom on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByRole("button", { name: "Alle Filter" }).click();
    const dialog = page.getByRole("dialog", { name: "Produkte filtern" });
    await expect(dialog).toBeVisible();
    // Once it has slid in, it sits on the bottom edge, full width.
    await expect
      .poll(async () => {
        const box = await dialog.boundingBox();
        return box ? [Math.round(box.y + box.height), Math.round(box.width)] : null;
      })
      .toEqual([800, 390]);
  });
});

test.describe("design system: dialog on a touch screen", () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 800 } });

  /** A one-finger vertical swipe on the dialog, as touch events (10 steps). */
  const swipe = ({ distance }: { distance: number }) => {
    const dialog = document.querySelector("dialog[open]");
    if (!dialog) throw new Error("no open dialog");
    const box = dialog.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + 30;
    const touch = (dy: number) =>
      new Touch({ identifier: 1, target: dialog, clientX: x, clientY: y + dy });
    const fire = (type: string, dy: number, active: boolean) =>
      dialog.dispatchEvent(
        new TouchEvent(type, {
          bubbles: true,
          cancelable: true,
          touches: active ? [touch(dy)] : [],
          changedTouches: [touch(dy)],
        }),
      );
    fire("touchstart", 0, true);
    for (let step = 1; step <= 10; step++) fire("touchmove", (distance * step) / 10, true);
    const transform = (dialog as HTMLElement).style.transform;
    fire("touchend", distance, false);
    return transform;
  };

  test("follows a swipe down past 10 px and closes beyond 70 px", async ({ page }) => {
    await page.goto("/de/suche/?q=Handtuch");
    await waitForHydration(page);
    const dialog = page.getByRole("dialog", { name: "Produkte filtern" });
    await page.getByRole("button", { name: "Alle Filter" }).tap();
    await expect(dialog).toBeVisible();

    expect(await page.evaluate(swipe, { distance: 8 })).toBe("");
    expect(await page.evaluate(swipe, { distance: 60 })).toBe("translateY(60px)");
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(swipe, { distance: 90 })).toBe("translateY(90px)");
    await expect(dialog).toBeHidden();
  });
});

test.describe("design system: toasts", () => {
  const showToast = (message: string, kind = "success") =>
    window.dispatchEvent(new CustomEvent("toast:show", { detail: { message, kind } }));

  test.beforeEach(async ({ page }) => {
    await page.goto("/de/suche/");
    await waitForHydration(page);
  });

  test("announces a toast at the bottom centre and hides it after 5 s", async ({ page }) => {
    await page.evaluate(showToast, "In den Warenkorb gelegt");
    const shownAt = Date.now();
    const region = page.getByRole("status").filter({ hasText: "In den Warenkorb gelegt" });
    await expect(region).toHaveAttribute("aria-live", "polite");
    const toast = page.locator(".shop-toaster__toast", { hasText: "In den Warenkorb gelegt" });
    await expect(toast).toBeVisible();
    const box = await toast.boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(Math.abs((box?.x ?? 0) + (box?.width ?? 0) / 2 - width / 2)).toBeLessThan(2);
    // Still there 4 s after it was shown (counted from the show, not from the checks above,
    // which a busy machine slows down), gone within the next 3 s.
    await page.waitForTimeout(Math.max(0, 4000 - (Date.now() - shownAt)));
    await expect(toast).toBeVisible();
    await expect(toast).toBeHidden({ timeout: 3000 });
  });

  test("closes on click and shows at most 20 at once", async ({ page }) => {
    await page.evaluate(showToast, "Erster Hinweis");
    const first = page.locator(".shop-toaster__toast", { hasText: "Erster Hinweis" });
    await first.click();
    await expect(first).toBeHidden();

    await page.evaluate(() => {
      for (let index = 1; index <= 25; index++) {
        window.dispatchEvent(
          new CustomEvent("toast:show", { detail: { message: `Hinweis ${index}`, kind: "info" } }),
        );
      }
    });
    await expect(page.locator(".shop-toaster__toast")).toHaveCount(20);
    await expect(page.locator(".shop-toaster__toast").first()).toHaveText("Hinweis 6");
  });

  test("is dismissed when dragged sideways by 60 % of its width", async ({ page }) => {
    await page.evaluate(showToast, "Zum Wegziehen");
    const toast = page.locator(".shop-toaster__toast", { hasText: "Zum Wegziehen" });
    await expect(toast).toBeVisible();
    const box = await toast.boundingBox();
    if (!box) throw new Error("no toast");
    const y = box.y + box.height / 2;
    // 40 % snaps back…
    await page.mouse.move(box.x + 10, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 10 + box.width * 0.4, y, { steps: 5 });
    await page.mouse.up();
    await expect(toast).toBeVisible();
    // …60 % dismisses.
    await page.mouse.move(box.x + 10, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 10 + box.width * 0.65, y, { steps: 5 });
    await page.mouse.up();
    await expect(toast).toBeHidden();
  });
});
