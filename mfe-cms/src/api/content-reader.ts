import type { ContentStory, ShopContext } from "@shop/shared";
import type StoryblokClient from "storyblok-js-client";
import type { LayoutContentName, LayoutItemsResponse } from "./client.ts";
import type { DeliveredStory } from "./content-service/delivered-story.ts";
import { contentLanguage, shopStory, storySlug } from "./shop-story.ts";

/** The client rejects with `{ message, status, response }` for a status outside 200–206. */
function rejectedStatus(error: unknown): number | undefined {
  return error !== null && typeof error === "object" && "status" in error
    ? Number(error.status)
    : undefined;
}

/** Catalogue spec point 4: the content version a read asks for. */
export type ContentVersion = "published" | "draft";

/** The story slug of each layout item in the brand's `config/{brand}/` folder. */
const layoutItemSlugs: Record<keyof LayoutItemsResponse, string> = {
  layout: "layout",
  brandConfig: "brand-config",
  couponConfig: "coupon-config",
  "versandkosten-config": "versandkosten-config",
  bannerPage: "banner",
};

/** What the shop reads from the content service, all of it through the official client. */
export class ContentReader {
  private readonly client: StoryblokClient;
  /** The client with the preview token, for an editor's draft (never cached by the client). */
  private readonly previewClient: StoryblokClient | undefined;

  constructor(client: StoryblokClient, previewClient?: StoryblokClient) {
    this.client = client;
    this.previewClient = previewClient;
  }

  /**
   * The story of a shop's content slug (`_` is the root), published or, for an editor's preview,
   * its draft (catalogue spec point 4: content version); undefined when there is none.
   */
  story(
    shop: ShopContext,
    slug: string,
    version: ContentVersion = "published",
  ): Promise<ContentStory | undefined> {
    return this.storyAt(storySlug(shop, slug), shop, version);
  }

  /** The space's id (`spaces/me`), which an editor's preview address is signed with. */
  async spaceId(): Promise<string> {
    const response = await this.client.get("cdn/spaces/me");
    return String((response.data as { space: { id: number | string } }).space.id);
  }

  /**
   * A shop's layout items, looked up by name in its brand's `config/{brand}/` folder (catalogue
   * spec point 3): the layout, brand, coupon and shipping-cost configuration and the banner page.
   */
  async layoutItems(shop: ShopContext): Promise<LayoutItemsResponse> {
    const [layout, brandConfig, couponConfig, shippingCosts, bannerPage] = await Promise.all([
      this.layoutItem(shop, "layout"),
      this.layoutItem(shop, "brandConfig"),
      this.layoutItem(shop, "couponConfig"),
      this.layoutItem(shop, "versandkosten-config"),
      this.layoutItem(shop, "bannerPage"),
    ]);
    return {
      layout,
      brandConfig,
      couponConfig,
      "versandkosten-config": shippingCosts,
      bannerPage,
    };
  }

  /** One layout item of the shop: its content, or the story for the banner page; null if missing. */
  async layoutItem<N extends keyof LayoutItemsResponse>(
    shop: ShopContext,
    name: N,
  ): Promise<LayoutItemsResponse[N]> {
    const story = await this.storyAt(`config/${shop.brand}/${layoutItemSlugs[name]}`, shop);
    return ((name === "bannerPage" ? story : story?.content) ?? null) as LayoutItemsResponse[N];
  }

  /**
   * A layout content of the shop looked up by name (catalogue spec point 2: the checkout and
   * login content layouts), the story `config/{brand}/{name}-layout`; null when it has none.
   */
  async layoutContent(shop: ShopContext, name: LayoutContentName): Promise<ContentStory | null> {
    return (await this.storyAt(`config/${shop.brand}/${name}-layout`, shop)) ?? null;
  }

  /**
   * The published stories below a folder of the shop's brand (`documentation`), in the shop's
   * language, ordered by their content's `position` (editors' order), then by slug.
   */
  async folderStories(shop: ShopContext, folder: string): Promise<ContentStory[]> {
    const delivered = (await this.client.getAll("cdn/stories", {
      starts_with: `${shop.brand}/${folder}/`,
      version: "published",
      language: contentLanguage(shop),
    })) as DeliveredStory[];
    const position = (story: DeliveredStory) => Number(story.content.position ?? 0);
    return delivered
      .sort((a, b) => position(a) - position(b))
      .map((story) => shopStory(story, shop));
  }

  private async storyAt(
    fullSlug: string,
    shop: ShopContext,
    version: ContentVersion = "published",
  ): Promise<ContentStory | undefined> {
    const client = version === "draft" ? this.previewClient : this.client;
    if (!client) throw new Error("Content service: no preview client for a draft");
    try {
      const { data } = await client.getStory(fullSlug, {
        version,
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
