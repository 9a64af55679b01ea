import { describe, expect, it } from "vitest";
import { shopContext, type FragmentRenderer, type SearchResponse } from "@shop/shared";
import { builtServerModule, fragmentRequest, testShopConfig } from "@shop/shared/testing";
import { fakeCatalogClient } from "../api/testing/fake-catalog-client.ts";

const product = {
  id: "home-1",
  referenceKey: "1000001",
  name: "Lotte Handtuch",
  brand: "Wohnfein",
  seoPath: "p/lotte-handtuch-1000001/",
  firstVariantId: "home-1-1",
  price: { withTax: 1999, currencyCode: "EUR" as const },
};

const result = (total: number): SearchResponse => ({
  products: total > 0 ? [product] : [],
  total,
  page: 1,
  perPage: 24,
  facets: {
    categories: [{ slug: "handtuecher", name: "Handtücher", count: total }],
    brands: [{ value: "Wohnfein", count: total }],
    colours: [{ value: "blau", count: total }],
    sizes: [{ value: "M", count: total }],
    price: total > 0 ? { min: 999, max: 4999 } : null,
    sale: 0,
    new: 0,
  },
});

const navigation = {
  nodes: [
    {
      name: "Bad",
      link: "/de/bad/",
      children: [{ name: "Handtücher", link: "/de/bad/handtuecher/" }],
    },
  ],
};

/** A client answering a search with `total` hits, and the navigation above when asked. */
const listingApi = (total: number) =>
  fakeCatalogClient({
    search: () => Promise.resolve(result(total)),
    navigation: () => Promise.resolve(navigation.nodes),
    categoryPaths: () => Promise.resolve(towelPaths),
  });

/** The towels' category page in each language. */
const towelPaths = { de: "/de/bad/handtuecher/", fr: "/fr/salle-de-bain/serviettes/" };

const renderer = () => builtServerModule<FragmentRenderer>(import.meta.dirname + "/../..");

describe("the search page fragment", () => {
  it("asks the search API with the page's filters and renders a crawlable, noindex listing", async () => {
    const api = fakeCatalogClient({ search: () => Promise.resolve(result(50)) });
    const rendered = await (
      await renderer()
    ).render(
      "searchPage",
      fragmentRequest({
        api,
        route: "search",
        path: "/de/suche/",
        query: { q: "Handtücher", colors: "blau", page: "2" },
      }),
    );
    expect(api.calls).toEqual([
      [
        "search",
        {
          locale: "de-de",
          q: "Handtücher",
          colour: "blau",
          sort: "Relevancy:desc",
          page: "2",
          perPage: "24",
        },
      ],
    ]);
    expect(rendered.head).toEqual({
      title: "Suchergebnisse für „Handtücher“ | Wohnfein",
      description:
        "Suchergebnisse für „Handtücher“ bei Wohnfein: Produkte, Preise und Lieferzeiten vergleichen und bequem online bestellen.",
      robots: "noindex,follow",
    });
    // The home brand's shop config offers no wishlist.
    expect(rendered.state).toMatchObject({ wishlistOffered: false });
    expect(rendered.html).not.toContain("cat-heart");
    expect(rendered.html).toContain("50 Produkte");
    expect(rendered.html).toContain(
      'href="/de/suche/?q=Handt%C3%BCcher&amp;colors=blau&amp;page=3" rel="next"',
    );
    expect(rendered.html).toContain('aria-label="Filter entfernen: Blau"');
  });

  it("shows the search slot's recommendations when nothing is found", async () => {
    const api = fakeCatalogClient({
      search: () => Promise.resolve(result(0)),
      slotRecommendations: () => Promise.resolve([product]),
    });
    const rendered = await (
      await renderer()
    ).render(
      "searchPage",
      fragmentRequest({ api, route: "search", path: "/de/suche/", query: { q: "xyz" } }),
    );
    expect(api.calls.at(-1)).toEqual(["slotRecommendations", "search"]);
    expect(rendered.html).toContain("Wir haben keine Produkte für „xyz“ gefunden.");
    expect(rendered.html).toContain("Das könnte Ihnen gefallen");
    expect(rendered.html).toContain("Lotte Handtuch");
  });

  it("describes the page in the shop's language, with the shop's name in the title", async () => {
    const search = async (language: "fr" | "nl", country: "fr" | "nl", q?: string) =>
      (
        await (
          await renderer()
        ).render(
          "searchPage",
          fragmentRequest({
            api: listingApi(5),
            brand: "baby",
            language,
            country,
            route: "search",
            query: q ? { q } : {},
          }),
        )
      ).head;
    expect(await search("fr", "fr", "serviettes")).toEqual({
      title: "Résultats de recherche pour « serviettes » | Wohnfein Baby",
      description:
        "Résultats de recherche pour « serviettes » chez Wohnfein Baby : comparez les produits, les prix et les délais de livraison, puis commandez en ligne.",
      robots: "noindex,follow",
    });
    expect(await search("nl", "nl")).toEqual({
      title: "Zoeken | Wohnfein Baby",
      description:
        "Doorzoek het hele assortiment van Wohnfein Baby en vind snel het juiste product.",
      robots: "noindex,follow",
    });
  });

  it("shows hearts on the cards where the shop's config offers a wishlist", async () => {
    const rendered = await (
      await renderer()
    ).render(
      "searchPage",
      fragmentRequest({
        api: listingApi(5),
        // The baby brand's shop config offers a wishlist.
        brand: "baby",
        route: "search",
        query: { q: "Handtuch" },
      }),
    );
    expect(rendered.state).toMatchObject({ wishlistOffered: true });
    expect(rendered.html).toContain('aria-label="Lotte Handtuch auf den Merkzettel"');
  });
});

describe("the category listing fragment", () => {
  it("lists its category with breadcrumb and heading, in French too", async () => {
    const api = listingApi(3);
    const rendered = await (
      await renderer()
    ).render(
      "categoryListing",
      fragmentRequest({
        api,
        route: "content",
        path: "/de/bad/handtuecher/",
        params: { slug: "bad/handtuecher", category: "handtuecher" },
        query: { category: "other", sort: "price:asc" },
      }),
    );
    expect(api.calls[0]).toEqual([
      "search",
      { locale: "de-de", category: "handtuecher", sort: "price:asc", page: "1", perPage: "24" },
    ]);
    expect(rendered.html).toContain('<h1 class="cat-category__title">Handtücher</h1>');
    expect(rendered.html).toContain('<a href="/de/bad/">Bad</a>');
    expect(rendered.html).not.toContain("Kategorie</summary>");
    expect(rendered.head?.title).toBe("Handtücher | Wohnfein");
    // The same category in each language: the page's hreflang links and the language switch.
    expect(api.calls).toContainEqual(["categoryPaths", "/de/bad/handtuecher/"]);
    expect(rendered.head?.alternatePaths).toEqual(towelPaths);
    expect(rendered.head?.description).toBe(
      "Handtücher bei Wohnfein: Preise, Farben und Lieferzeiten vergleichen und bequem online bestellen.",
    );
    expect(rendered.html).not.toContain("cat-heart");
  });

  it("shows hearts on the cards where the shop's config offers a wishlist", async () => {
    const api = listingApi(3);
    const rendered = await (
      await renderer()
    ).render(
      "categoryListing",
      fragmentRequest({
        api,
        brand: "baby",
        route: "content",
        path: "/de/bad/handtuecher/",
        params: { slug: "bad/handtuecher", category: "handtuecher" },
      }),
    );
    // The shop's options come with the request: the client is asked for products, menu and paths.
    expect(api.calls.map(([method]) => method)).toEqual(["search", "navigation", "categoryPaths"]);
    expect(rendered.state).toMatchObject({ wishlistOffered: true });
    expect(rendered.html).toContain('aria-label="Lotte Handtuch auf den Merkzettel"');
    expect(rendered.head?.title).toBe("Handtücher | Wohnfein Baby");
  });

  it("leaves the heading to the content page above it", async () => {
    const api = listingApi(3);
    const rendered = await (
      await renderer()
    ).render(
      "categoryListing",
      fragmentRequest({
        api,
        language: "fr",
        country: "fr",
        route: "content",
        path: "/fr/bain/",
        params: { slug: "bain", category: "bain", withContent: "true" },
      }),
    );
    expect(rendered.html).not.toContain("<h1");
    expect(rendered.html).toContain("3 produits");
    expect(rendered.head?.description).toBe(
      "bain chez Wohnfein : comparez les prix, les couleurs et les délais de livraison, puis commandez en ligne.",
    );
  });
});

describe("the category navigation fragment", () => {
  it("renders the menu button with the tree as state, and nothing without a tree", async () => {
    const rendered = await (
      await renderer()
    ).render(
      "categoryNavigation",
      fragmentRequest({
        api: fakeCatalogClient({ navigation: () => Promise.resolve(navigation.nodes) }),
      }),
    );
    expect(rendered.html).toContain("Kategorien");
    expect(rendered.html).toContain('aria-haspopup="dialog"');
    // The dialog's code loads on the first opening, so the server renders only the button.
    expect(rendered.html).not.toContain("<dialog");
    expect(rendered.state).toEqual({ tree: navigation.nodes, languages: ["de"] });
    // One language: no language switch, and the button starts when reached for (decision 0065).
    expect(rendered.html).not.toContain("<nav");
    expect(rendered.hydration).toBe("interaction");

    const empty = await (
      await renderer()
    ).render("categoryNavigation", fragmentRequest({ api: fakeCatalogClient() }));
    expect(empty.html).toBe("");
    expect(empty.hydration).toBe("none");
  });

  it("adds the language switch in a shop with two languages, each link to its language's home page", async () => {
    const shop = shopContext("home", "be", "fr");
    const rendered = await (
      await renderer()
    ).render(
      "categoryNavigation",
      fragmentRequest({
        api: fakeCatalogClient({ navigation: () => Promise.resolve(navigation.nodes) }),
        country: "be",
        language: "fr",
        shopConfig: { ...testShopConfig(shop), languages: ["fr", "nl"] },
      }),
    );
    expect(rendered.state).toMatchObject({ languages: ["fr", "nl"] });
    // The switch rewrites its links once it runs: it starts with the page.
    expect(rendered.hydration).toBeUndefined();
    expect(rendered.html).toContain('<nav class="cat-language-switch" aria-label="Langue">');
    expect(rendered.html).toMatch(
      /<a href="\/fr\/" hrefLang="fr" lang="fr" aria-current="true"[^>]*>.*Français/,
    );
    expect(rendered.html).toMatch(
      /<a href="\/nl\/" hrefLang="nl" lang="nl" data-testid[^>]*>.*Nederlands/,
    );
  });
});
