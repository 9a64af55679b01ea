import type { ContentStory, ShopContext } from "@shop/shared";
import type StoryblokClient from "storyblok-js-client";
import type { LayoutItemsResponse } from "./client.ts";
import type { DeliveredStory } from "./content-service/delivered-story.ts";
import { contentLanguage, shopStory, storySlug } from "./shop-story.ts";

/** The client rejects with `{ message, status, response }` for a status outside 200–206. */
function rejectedStatus(error: unknown): number | undefined {
  return error !== null && typeof error === "object" && "status" in error
    ? Number(error.status)
    : undefined;
}

/** What the shop reads from the content service, all of it through the official client. */
export class ContentReader {
  private readonly client: StoryblokClient;

  constructor(client: StoryblokClient) {
    this.client = client;
  }

  /** The published story of a shop's content slug (`_` is the root), or undefined when there is none. */
  story(shop: ShopContext, slug: string): Promise<ContentStory | undefined> {
    return this.storyAt(storySlug(shop, slug), shop);
  }

  /**
   * A shop's layout items, looked up by name in its brand's `config/{brand}/` folder (catalogue
   * spec point 3): the layout, brand, coupon and shipping-cost configuration and the banner page.
   */
  async layoutItems(shop: ShopContext): Promise<LayoutItemsResponse> {
    const item = (name: string) => this.storyAt(`config/${shop.brand}/${name}`, shop);
    const [layout, brandConfig, couponConfig, shippingCosts, bannerPage] = await Promise.all(
      ["layout", "brand-config", "coupon-config", "versandkosten-config", "banner"].map(item),
    );
    return {
      layout: layout?.content ?? null,
      brandConfig: brandConfig?.content ?? null,
      couponConfig: couponConfig?.content ?? null,
      "versandkosten-config": shippingCosts?.content ?? null,
      bannerPage: bannerPage ?? null,
    };
  }

  private async storyAt(fullSlug: string, shop: ShopContext): Promise<ContentStory | undefined> {
    try {
      const { data } = await this.client.getStory(fullSlug, {
        version: "published",
        language: contentLanguage(shop),
        resolve_links: "url",
      });
      return shopStory((data as { story: DeliveredStory }).story, shop);
    } catch (error) {
      if (rejectedStatus(error) === 404) return undefined;
      throw error instanceof Error ? error : new Error(`Content service: ${JSON.stringify(error)}`);
    }
  }

  /**
   * The space's cache version (`cv`; decision 0025): asked fresh every time (`spaces/me` is never
   * cached), and a new one flushes the client's cached published responses at once.
   */
  async cacheVersion(): Promise<string> {
    const response = await this.client.get("cdn/spaces/me");
    const version = (response.data as { space: { version: number } }).space.version;
    if (this.client.cacheVersion() !== version) {
      await this.client.flushCache();
      this.client.setCacheVersion(version);
    }
    return String(version);
  }
}
