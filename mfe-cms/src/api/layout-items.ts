import type { ContentStory, ShopContext } from "@shop/shared";
import type { Logger } from "@shop/shared/platform";
import type { LayoutContentName, LayoutItemsResponse } from "./client.ts";
import type { ContentReader } from "./content-reader.ts";

/**
 * A shop's layout items, or null when the content service fails (catalogue spec point 8: the
 * layout is then reset to empty), the failure logged.
 */
export function layoutItems(
  content: ContentReader,
  shop: ShopContext,
  logger: Logger,
): Promise<LayoutItemsResponse | null> {
  return content.layoutItems(shop).catch(layoutFailed(shop, logger));
}

/** One layout item (what the client's `layoutItem` answers), null when the service fails. */
export function layoutItem<N extends keyof LayoutItemsResponse>(
  content: ContentReader,
  shop: ShopContext,
  logger: Logger,
  name: N,
): Promise<LayoutItemsResponse[N]> {
  return content.layoutItem(shop, name).catch(layoutFailed(shop, logger));
}

/** A layout content by name (what the client's `layoutContent` answers), null when the service fails. */
export function layoutContent(
  content: ContentReader,
  shop: ShopContext,
  logger: Logger,
  name: LayoutContentName,
): Promise<ContentStory | null> {
  return content.layoutContent(shop, name).catch(layoutFailed(shop, logger));
}

const layoutFailed = (shop: ShopContext, logger: Logger) => (error: unknown) => {
  logger.error("cms.layout_failed", { locale: shop.locale, error: String(error) });
  return null;
};
