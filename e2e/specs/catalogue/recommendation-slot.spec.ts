import { expect, test, type Page } from "@playwright/test";
import { accessibilityViolations } from "../../fixtures/axe.ts";
import { waitForHydration, watchConsole } from "../../fixtures/page-watch.ts";
import { buyableProductPage } from "../../fixtures/product-path.ts";

interface ListEvent {
  readonly event: string;
  readonly ecommerce: { readonly item_list_id: string; readonly items: readonly unknown[] };
}

/** The view_item_list events of a slot the page pushed to its data layer. */
function slotViews(page: Page, slot: string): Promise<ListEvent[]> {
  return page.evaluate(
    (listId) =>
      ((window as unknown as { dataLayer?: ListEvent[] }).dataLayer ?? []).filter(
        (entry) =>
          entry.event === "frontend_view_item_list" && entry.ecommerce.item_list_id === listId,
      ),
    slot,
  );
}

test("the bestseller slot is tracked once as it comes into view, and its slider works by keyboard", async ({
  page,
}) => {
  const problems = watchConsole(page);
  // A phone's screen: the slot starts below the fold.
  await page.setViewportSize({ width: 390, height: 500 });
  await page.goto("/de/");
  await waitForHydration(page);
  const slot = page.getByRole("region", { name: "Unsere Bestseller" });
  await expect(slot).not.toBeInViewport();
  expect(await slotViews(page, "listing_bestseller")).toEqual([]);

  await slot.scrollIntoViewIfNeeded();
  await expect.poll(async () => (await slotViews(page, "listing_bestseller")).length).toBe(1);
  const [view] = await slotViews(page, "listing_bestseller");
  await expect(slot.locator(".cat-slider__slide")).toHaveCount(view?.ecommerce.items.length ?? -1);

  // Scrolling on does not track the slot again.
  await page.mouse.wheel(0, 200);
  await slot.scrollIntoViewIfNeeded();
  expect(await slotViews(page, "listing_bestseller")).toHaveLength(1);

  const track = slot.locator(".cat-slider__track");
  const next = slot.getByRole("button", { name: "Nächste Produkte" });
  await next.focus();
  await page.keyboard.press("Enter");
  await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  expect(await accessibilityViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
});

test("a product page shows its alternatives as a slider, tracked when it comes into view", async ({
  page,
  request,
}) => {
  const problems = watchConsole(page);
  const { path } = await buyableProductPage(request, "localhost", "de-de");
  await page.goto(path);
  await waitForHydration(page);
  const slot = page.getByRole("region", { name: "Ähnliche Produkte" });
  await slot.scrollIntoViewIfNeeded();
  await expect.poll(async () => (await slotViews(page, "pds_alternatives")).length).toBe(1);
  const [view] = await slotViews(page, "pds_alternatives");
  await expect(slot.locator(".cat-slider__slide")).toHaveCount(view?.ecommerce.items.length ?? -1);
  // The product itself is never among its alternatives.
  const productLink = new URL(path, "http://localhost").pathname;
  await expect(slot.locator(`a[href="${productLink}"]`)).toHaveCount(0);
  expect(problems).toEqual([]);
});
