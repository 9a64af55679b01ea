import { describe, expect, it } from "vitest";
import { shopContext } from "@shop/shared";
import type { DeliveredStory } from "./content-service/delivered-story.ts";
import { contentLanguage, shopStory, storyAlternates, storySlug } from "./shop-story.ts";

const delivered = (overrides: Partial<DeliveredStory>): DeliveredStory => ({
  id: 1,
  uuid: "u",
  name: "Cuisine",
  slug: "cuisine",
  full_slug: "home/cuisine",
  default_full_slug: "home/kueche",
  lang: "fr",
  parent_id: 1,
  is_startpage: false,
  content: { component: "page", body: [] },
  created_at: "",
  updated_at: "",
  published_at: null,
  first_published_at: null,
  translated_slugs: [
    { lang: "fr", path: "home/cuisine", name: "Cuisine", published: true },
    { lang: "nl", path: "home/keuken", name: "Keuken", published: true },
  ],
  ...overrides,
});

describe("a shop's story slug and language", () => {
  it("puts the slug under the brand's folder, the root being its home", () => {
    expect(storySlug(shopContext("baby", "at", "de"), "_")).toBe("baby/home");
    expect(storySlug(shopContext("home", "be", "fr"), "ratgeber/holz")).toBe("home/ratgeber/holz");
  });

  it("asks for German as the space's default language", () => {
    expect(contentLanguage(shopContext("home", "ch", "de"))).toBe("default");
    expect(contentLanguage(shopContext("home", "be", "nl"))).toBe("nl");
  });
});

describe("a delivered story as the shop's pages use it (path normalisation)", () => {
  it("drops the brand's folder and gives the other languages' route paths", () => {
    const story = shopStory(delivered({}), shopContext("home", "fr", "fr"));
    expect(story.full_slug).toBe("cuisine");
    expect(story.translated_slugs).toEqual([
      { lang: "de", path: "kueche" },
      { lang: "nl", path: "keuken" },
    ]);
    expect(storyAlternates(story, shopContext("home", "fr", "fr"))).toEqual([
      { hreflang: "fr", href: "/fr/cuisine/" },
      { hreflang: "de", href: "/de/kueche/" },
      { hreflang: "nl", href: "/nl/keuken/" },
    ]);
  });

  it("makes the home story the root path and strips a category-pages folder", () => {
    const home = shopStory(
      delivered({
        full_slug: "baby/home",
        default_full_slug: "baby/home",
        lang: "default",
        translated_slugs: [
          { lang: "fr", path: "baby/kategorieseiten/home", name: null, published: true },
        ],
      }),
      shopContext("baby", "de", "de"),
    );
    expect(home.full_slug).toBe("home");
    expect(storyAlternates(home, shopContext("baby", "de", "de"))).toEqual([
      { hreflang: "de", href: "/de/" },
      { hreflang: "fr", href: "/fr/" },
    ]);
  });

  it("keeps a story outside the brand's folder as it is, and a content without body gets none", () => {
    const story = shopStory(
      delivered({ full_slug: "de-de/ratgeber/holz", content: { component: "page" } }),
      shopContext("home", "de", "de"),
    );
    expect(story.content.body).toEqual([]);
    expect(storyAlternates(story, shopContext("home", "de", "de"))[0]).toEqual({
      hreflang: "de",
      href: "/de/ratgeber/holz/",
    });
  });
});
