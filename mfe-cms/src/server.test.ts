import { describe, expect, it } from "vitest";
import type {
  CataloguePageFacts,
  CmsPageResponse,
  ContentStory,
  FragmentRenderer,
} from "@shop/shared";
import { builtServerModule, fragmentRequest } from "@shop/shared/testing";
import type { CmsClient, DocumentationEntry, LayoutItemsResponse } from "./api/client.ts";

/**
 * A content client that answers each slug from a table, none otherwise, and the given layout and
 * documentation pages; records which pages were asked.
 */
function fakeCmsClient(
  pages: Readonly<Record<string, CmsPageResponse>>,
  {
    layout = null,
    bannerPage = null,
    documentation = [],
    facts = {},
    layoutContents = {},
  }: {
    layout?: LayoutItemsResponse["layout"];
    bannerPage?: LayoutItemsResponse["bannerPage"];
    documentation?: readonly DocumentationEntry[];
    /** The catalogue's facts by product number or category path. */
    facts?: Readonly<Record<string, CataloguePageFacts>>;
    layoutContents?: Readonly<Record<string, ContentStory>>;
  } = {},
) {
  const calls: string[] = [];
  const api: CmsClient = {
    page: (slug) => {
      calls.push(slug);
      return Promise.resolve(pages[slug]);
    },
    layoutItem: <N extends keyof LayoutItemsResponse>(name: N) =>
      Promise.resolve(
        { layout, brandConfig: null, couponConfig: null, "versandkosten-config": null, bannerPage }[
          name
        ] as LayoutItemsResponse[N],
      ),
    documentation: () => Promise.resolve(documentation),
    layoutContent: (name) => {
      calls.push(`layout:${name}`);
      return Promise.resolve(layoutContents[name] ?? null);
    },
    catalogueFacts: (page) => {
      const key = "referenceKey" in page ? page.referenceKey : page.path;
      calls.push(`facts:${key}`);
      return Promise.resolve(facts[key]);
    },
  };
  return { api, calls };
}

const story: ContentStory = {
  uuid: "1",
  name: "Accueil",
  full_slug: "home",
  content: {
    component: "page",
    title: "Bienvenue",
    description: "La boutique",
    body: [
      {
        _uid: "a",
        component: "hero",
        headline: "Du beau",
        text: "Au quotidien",
        link: "/fr/salon/",
        linkText: "Voir",
      },
      { _uid: "b", component: "unknown-block" },
      { _uid: "c", component: "text", headline: "Pourquoi ?", paragraphs: ["Parce que.", 42] },
    ],
  },
  translated_slugs: [
    { lang: "de", path: "" },
    { lang: "nl", path: "" },
  ],
};

describe("the content team's built fragment renderer", () => {
  it("renders a content page's blocks and gives the page its title", async () => {
    const renderer = await builtServerModule<FragmentRenderer>(import.meta.dirname + "/..");
    const alternates = [
      { hreflang: "fr", href: "/fr/" },
      { hreflang: "de", href: "/de/" },
      { hreflang: "nl", href: "/nl/" },
    ];
    const { api, calls } = fakeCmsClient({ _: { page: story, alternates } });
    const request = fragmentRequest({ language: "fr", country: "fr", path: "/fr/", api });
    const rendered = await renderer.render("contentPage", request);
    expect(calls).toEqual(["_"]);
    expect(rendered.head).toEqual({
      title: "Bienvenue",
      description: "La boutique",
      alternatePaths: { fr: "/fr/", de: "/de/", nl: "/nl/" },
    });
    expect(rendered.html).toContain('<h1 class="cms-hero__headline">Du beau</h1>');
    expect(rendered.html).toContain('<a class="cms-hero__link" href="/fr/salon/">Voir</a>');
    expect(rendered.html).toContain("<p>Parce que.</p>");
    expect(rendered.html).not.toContain("42");
  });

  it("gives each language's path of a story from its alternates", async () => {
    const renderer = await builtServerModule<FragmentRenderer>(import.meta.dirname + "/..");
    const kitchen: ContentStory = { ...story, full_slug: "kueche" };
    const alternates = [
      { hreflang: "de", href: "/de/kueche/" },
      { hreflang: "fr", href: "/fr/cuisine/" },
      { hreflang: "nl", href: "/nl/keuken/" },
    ];
    const { api, calls } = fakeCmsClient({ kueche: { page: kitchen, alternates } });
    const request = fragmentRequest({ path: "/de/kueche/", params: { slug: "kueche/" }, api });
    const rendered = await renderer.render("contentPage", request);
    expect(calls).toEqual(["kueche"]);
    expect(rendered.head?.alternatePaths).toEqual({
      de: "/de/kueche/",
      fr: "/fr/cuisine/",
      nl: "/nl/keuken/",
    });
  });

  it("redirects a story asked for by another language's slug to its own path", async () => {
    const renderer = await builtServerModule<FragmentRenderer>(import.meta.dirname + "/..");
    const alternates = [
      { hreflang: "fr", href: "/fr/cuisine/" },
      { hreflang: "de", href: "/de/kueche/" },
    ];
    const { api } = fakeCmsClient({ kueche: { page: story, alternates } });
    const request = fragmentRequest({
      language: "fr",
      country: "fr",
      path: "/fr/kueche/",
      params: { slug: "kueche/" },
      api,
    });
    const rendered = await renderer.render("contentPage", request);
    expect(rendered.outcome).toEqual({ kind: "redirect", path: "/fr/cuisine/" });
  });

  it("opens a resolved content link where its target says", async () => {
    const renderer = await builtServerModule<FragmentRenderer>(import.meta.dirname + "/..");
    const [hero] = story.content.body;
    const linked: ContentStory = {
      ...story,
      content: {
        ...story.content,
        body: [
          { ...hero, _uid: "a", component: "hero", link: { href: "/fr/salon/", target: "_blank" } },
        ],
      },
    };
    const { api } = fakeCmsClient({ _: { page: linked, alternates: [] } });
    const rendered = await renderer.render("contentPage", fragmentRequest({ api }));
    expect(rendered.html).toContain(
      '<a class="cms-hero__link" href="/fr/salon/" target="_blank" rel="noopener">Voir</a>',
    );
  });

  it("renders a rich text block with the blocks embedded in it", async () => {
    const renderer = await builtServerModule<FragmentRenderer>(import.meta.dirname + "/..");
    const paragraph = (text: string) => ({ type: "paragraph", content: [{ type: "text", text }] });
    const richText: ContentStory = {
      ...story,
      content: {
        component: "page",
        body: [
          {
            _uid: "r",
            component: "richtext",
            headline: "Pflege",
            text: {
              type: "doc",
              content: [
                paragraph("Vorher"),
                {
                  type: "blok",
                  attrs: { body: [{ _uid: "h", component: "hero", headline: "Innen" }] },
                },
                paragraph("Nachher"),
              ],
            },
          },
        ],
      },
    };
    const { api } = fakeCmsClient({ _: { page: richText, alternates: [] } });
    const rendered = await renderer.render("contentPage", fragmentRequest({ api }));
    expect(rendered.html).toContain('<h2 class="cms-text__headline">Pflege</h2>');
    expect(rendered.html).toMatch(
      /<div class="cms-richtext"><p>Vorher<\/p><\/div><div class="cms-richtext__blocks"><section class="cms-hero"><h1 class="cms-hero__headline">Innen<\/h1>.*<div class="cms-richtext"><p>Nachher<\/p><\/div>/,
    );
  });

  it("renders grids, teasers, accordions and FAQs, the FAQ with its structured data", async () => {
    const renderer = await builtServerModule<FragmentRenderer>(import.meta.dirname + "/..");
    const blocks: ContentStory = {
      ...story,
      content: {
        component: "page",
        body: [
          {
            _uid: "g",
            component: "grid",
            columns: [{ _uid: "t", component: "text", headline: "Links", paragraphs: [] }],
          },
          {
            _uid: "s",
            component: "teaser",
            image: { filename: "https://a.storyblok.com/f/1/sofa.jpg", alt: "Ein Sofa" },
            headline: "Wohnen",
            text: "Sofas und Sessel",
            link: { href: "/de/wohnen/" },
            linkText: "Ansehen",
          },
          {
            _uid: "a",
            component: "accordion",
            headline: "Pflege",
            items: [
              {
                _uid: "i",
                component: "accordion_item",
                title: "Holz",
                text: "Nur feucht abwischen.",
              },
            ],
          },
          {
            _uid: "f",
            component: "faq",
            headline: "Fragen",
            items: [
              { _uid: "q", component: "faq_item", question: "Versand?", answer: "Gratis ab 50 €." },
            ],
          },
        ],
      },
    };
    const { api } = fakeCmsClient({ _: { page: blocks, alternates: [] } });
    const { html } = await renderer.render("contentPage", fragmentRequest({ api }));
    expect(html).toContain(
      '<div class="cms-grid"><section class="cms-text"><h2 class="cms-text__headline">Links</h2>',
    );
    expect(html).toContain(
      '<details class="cms-expandable"><summary class="cms-expandable__title">Holz</summary><div class="cms-expandable__body"><p>Nur feucht abwischen.</p></div></details>',
    );
    expect(html).toContain('<summary class="cms-expandable__title">Versand?</summary>');
    expect(html).toContain(
      '<article class="cms-teaser"><img class="cms-teaser__image" src="https://a.storyblok.com/f/1/sofa.jpg/m/600x0/filters:quality(70):format(webp)" srcSet="https://a.storyblok.com/f/1/sofa.jpg/m/600x0/filters:quality(70):format(webp) 1x, https://a.storyblok.com/f/1/sofa.jpg/m/1200x0/filters:quality(70):format(webp) 2x" alt="Ein Sofa" width="600" loading="lazy"/><h2 class="cms-teaser__headline">Wohnen</h2><p class="cms-teaser__text">Sofas und Sessel</p><a class="cms-teaser__link" href="/de/wohnen/">Ansehen<span class="shop-visually-hidden">: <!-- -->Wohnen</span></a></article>',
    );
    expect(html).toContain(
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"FAQPage","mainEntity":[{"@type":"Question","name":"Versand?","acceptedAnswer":{"@type":"Answer","text":"Gratis ab 50 €."}}]}</script>',
    );
  });

  it("answers a page without a story as not found", async () => {
    const renderer = await builtServerModule<FragmentRenderer>(import.meta.dirname + "/..");
    const { api, calls } = fakeCmsClient({});
    const request = fragmentRequest({ path: "/de/weg/", params: { slug: "weg/" }, api });
    const rendered = await renderer.render("contentPage", request);
    expect(rendered.outcome).toEqual({ kind: "notFound" });
    expect(calls).toEqual(["weg"]);
  });

  it("reads a documentation page's story at its path below the language", async () => {
    const renderer = await builtServerModule<FragmentRenderer>(import.meta.dirname + "/..");
    const alternates = [{ hreflang: "de", href: "/de/documentation/versand/" }];
    const { api, calls } = fakeCmsClient({
      "documentation/versand": { page: story, alternates },
    });
    const request = fragmentRequest({
      path: "/de/documentation/versand/",
      route: "documentation",
      params: { slug: "versand/" },
      api,
    });
    const rendered = await renderer.render("contentPage", request);
    expect(calls).toEqual(["documentation/versand"]);
    expect(rendered.html).toContain("Du beau");
  });

  it("renders the documentation's side navigation with the page shown as current", async () => {
    const renderer = await builtServerModule<FragmentRenderer>(import.meta.dirname + "/..");
    const entries = [
      { name: "Livraison", href: "/fr/documentation/livraison/" },
      { name: "Retours", href: "/fr/documentation/retours/" },
    ];
    const { api } = fakeCmsClient({}, { documentation: entries });
    const request = fragmentRequest({
      language: "fr",
      country: "fr",
      path: "/fr/documentation/retours/",
      route: "documentation",
      api,
    });
    const { html } = await renderer.render("documentationNavigation", request);
    expect(html).toContain(
      '<h2 id="cms-docs-nav-title" class="cms-docs-nav__title">Aide et documentation</h2>',
    );
    expect(html).toContain(
      '<a class="cms-docs-nav__link" href="/fr/documentation/livraison/">Livraison</a>',
    );
    expect(html).toContain(
      '<a class="cms-docs-nav__link" href="/fr/documentation/retours/" aria-current="page">Retours</a>',
    );
  });

  it("starts the footer's script when it is seen, the teasers' on interaction, every other fragment's with the page", async () => {
    const renderer = await builtServerModule<FragmentRenderer>(import.meta.dirname + "/..");
    expect(renderer.fragments.footer).toEqual({
      personal: false,
      cache: { query: [], perPage: false },
      hydration: "visible",
    });
    expect(renderer.fragments.navigationTeasers).toEqual({
      personal: false,
      cache: { query: [], perPage: false },
      hydration: "interaction",
    });
    const others = Object.entries(renderer.fragments).filter(
      ([name]) => name !== "footer" && name !== "navigationTeasers",
    );
    expect(others.length).toBeGreaterThan(3);
    for (const [name, info] of others) expect(info.hydration, name).toBeUndefined();
  });

  it("renders the footer from the layout content, in the shop's language", async () => {
    const renderer = await builtServerModule<FragmentRenderer>(import.meta.dirname + "/..");
    const layout = {
      component: "layout",
      body: [],
      legalName: "Wohnfein GmbH",
      hotlines: [
        {
          _uid: "h",
          component: "hotline",
          country: "nl",
          language: "nl",
          phone: "+31 20 555 0100",
          hours: "Ma.–vr. 8–20 uur",
        },
      ],
      footerLinks: [
        { _uid: "l", component: "footerLink", label: "Colofon", link: { href: "/nl/colofon/" } },
      ],
    };
    const { api } = fakeCmsClient({}, { layout });
    const request = fragmentRequest({ language: "nl", country: "nl", path: "/nl/", api });
    const { html } = await renderer.render("footer", request);
    expect(html).toContain('<a href="/nl/contact/">Contact</a>');
    expect(html).toContain('<a href="/nl/colofon/">Colofon</a>');
    expect(html).toContain(
      '<button type="button" class="cms-footer__consent">Privacy-instellingen</button>',
    );
    expect(html).toContain('<a href="tel:+31205550100">+31 20 555 0100</a> (Ma.–vr. 8–20 uur)');
    expect(html).toContain("Wohnfein GmbH");
  });

  it("renders a countdown's headline on the server and leaves the clock to the browser", async () => {
    const renderer = await builtServerModule<FragmentRenderer>(import.meta.dirname + "/..");
    const countdown: ContentStory = {
      ...story,
      content: {
        component: "page",
        body: [
          {
            _uid: "c",
            component: "countdown",
            headline: "Bis Weihnachten",
            end: "2026-12-24 18:00",
            expiredText: "Frohe Weihnachten!",
          },
        ],
      },
    };
    const { api } = fakeCmsClient({ _: { page: countdown, alternates: [] } });
    const { html } = await renderer.render("contentPage", fragmentRequest({ api }));
    expect(html).toContain(
      '<section class="cms-countdown"><h2 class="cms-countdown__headline">Bis Weihnachten</h2></section>',
    );
  });

  it("shows a campaign banner only where one of its triggers matches", async () => {
    const renderer = await builtServerModule<FragmentRenderer>(import.meta.dirname + "/..");
    const campaign = {
      _uid: "c",
      component: "campaign",
      campaignId: "herbst",
      headline: "15 % auf Töpfe",
      linkText: "Zu den Angeboten",
      link: { href: "/de/kueche/" },
      conditions: "Solange der Vorrat reicht.",
      dateFrom: "",
      dateTo: "",
      triggers: [
        { _uid: "u", component: "campaign_trigger", type: "url", value: "/kueche/" },
        {
          _uid: "k",
          component: "campaign_trigger_container",
          triggers: [
            { _uid: "p", component: "campaign_trigger", type: "productNumber", value: "1000123" },
            { _uid: "s", component: "campaign_trigger", type: "sale", value: "" },
          ],
        },
      ],
    };
    const bannerPage = { ...story, content: { component: "bannerConfig", body: [campaign] } };
    const { api } = fakeCmsClient({}, { bannerPage });
    const render = (path: string, route: "content" | "product", params = {}) =>
      renderer.render("campaignBanner", fragmentRequest({ path, route, params, api }));
    const kitchen = await render("/de/kueche/toepfe/", "content");
    expect(kitchen.html).toContain('<p class="cms-campaign__headline">15 % auf Töpfe</p>');
    expect(kitchen.html).toContain(
      '<a class="cms-campaign__link" href="/de/kueche/">Zu den Angeboten</a>',
    );
    expect(kitchen.html).toContain("Aktionsbedingungen");
    expect(kitchen.hydration).toBeUndefined();
    const bath = await render("/de/bad/", "content");
    expect(bath.html).not.toContain("cms-campaign");
    // Without a banner nothing of it starts in the browser (decision 0065).
    expect(bath.hydration).toBe("none");
    // The container needs the product number and the sale flag, which is the catalogue's.
    const product = await render("/de/p/topf-1000123/", "product", { pdp: "topf-1000123" });
    expect(product.html).not.toContain("cms-campaign");
  });

  it("asks the catalogue's facts for the brand, subbrand, breadcrumb and sale triggers", async () => {
    const renderer = await builtServerModule<FragmentRenderer>(import.meta.dirname + "/..");
    const trigger = (type: string, value: string) => ({
      _uid: `${type}-${value}`,
      component: "campaign_trigger",
      type,
      value,
    });
    const campaign = (campaignId: string, triggers: readonly object[]) => ({
      _uid: campaignId,
      component: "campaign",
      campaignId,
      headline: campaignId,
      triggers,
    });
    const bannerPage = {
      ...story,
      content: {
        component: "bannerConfig",
        body: [
          campaign("brand", [trigger("marke", "Kochwerk")]),
          campaign("subbrand", [trigger("subbrand", "Kochwerk Pro")]),
          campaign("pots-on-sale", [
            {
              _uid: "k",
              component: "campaign_trigger_container",
              triggers: [trigger("breadcrumb", "Töpfe"), trigger("sale", "")],
            },
          ]),
        ],
      },
    };
    const { api, calls } = fakeCmsClient(
      {},
      {
        bannerPage,
        facts: {
          "1000123": { brand: "Kochwerk", breadcrumb: ["Küche", "Töpfe"], sale: true },
          "1000124": { brand: "Tischlein", subbrand: "Kochwerk Pro", breadcrumb: [], sale: true },
          "/de/kueche/toepfe/": { breadcrumb: ["Küche", "Töpfe"], sale: false },
        },
      },
    );
    const shown = async (path: string, route: "content" | "product", params = {}) => {
      const { html } = await renderer.render(
        "campaignBanner",
        fragmentRequest({ path, route, params, api }),
      );
      return [...html.matchAll(/cms-campaign__headline">([^<]+)</g)].map(([, id]) => id);
    };
    expect(await shown("/de/p/topf-1000123/", "product", { pdp: "topf-1000123" })).toEqual([
      "brand",
      "pots-on-sale",
    ]);
    expect(await shown("/de/p/pfanne-1000124/", "product", { pdp: "pfanne-1000124" })).toEqual([
      "subbrand",
    ]);
    // A category page is no sale: the container needs both.
    const category = { category: "toepfe" };
    expect(await shown("/de/kueche/toepfe/", "content", category)).toEqual([]);
    // A page that is neither product nor category never asks the catalogue.
    calls.length = 0;
    expect(await shown("/de/ueber-uns/", "content")).toEqual([]);
    expect(calls).toEqual([]);
  });

  it("shows the checkout's layout content on the checkout and the login's on both login pages", async () => {
    const renderer = await builtServerModule<FragmentRenderer>(import.meta.dirname + "/..");
    const layout = (headline: string): ContentStory => ({
      ...story,
      content: { component: "layoutContent", body: [{ _uid: "t", component: "text", headline }] },
    });
    const { api, calls } = fakeCmsClient(
      {},
      {
        layoutContents: {
          checkout: layout("Sicher einkaufen"),
          login: layout("Ihre Vorteile mit einem Kundenkonto"),
          "thank-you-expired": layout("Fragen zu Ihrer Bestellung?"),
        },
      },
    );
    const render = (route: "checkout" | "checkoutLogin" | "login" | "basket" | "thankYou") =>
      renderer.render("layoutContent", fragmentRequest({ route, path: "/de/x/", api }));
    expect((await render("checkout")).html).toContain(
      '<div class="cms-layout-content" data-layout-content="checkout"><section class="cms-text"><h2 class="cms-text__headline">Sicher einkaufen</h2>',
    );
    for (const route of ["login", "checkoutLogin"] as const) {
      expect((await render(route)).html).toContain("Ihre Vorteile mit einem Kundenkonto");
    }
    // The thank-you page's, named so that its stylesheet shows it beside an expired confirmation.
    expect((await render("thankYou")).html).toContain(
      '<div class="cms-layout-content" data-layout-content="thank-you-expired"><section class="cms-text"><h2 class="cms-text__headline">Fragen zu Ihrer Bestellung?</h2>',
    );
    calls.length = 0;
    expect((await render("basket")).html).toBe("");
    expect(calls).toEqual([]);
  });

  it("renders the header's navigation teasers in a closed flyout behind a button", async () => {
    const renderer = await builtServerModule<FragmentRenderer>(import.meta.dirname + "/..");
    const layout = {
      component: "layout",
      body: [],
      navigationTeasers: [
        {
          _uid: "t",
          component: "navigationTeaser",
          headline: "Keuken",
          text: "Voor elke dag",
          image: { filename: "/images/home/1000000-0.webp", alt: "" },
          link: { href: "/nl/keuken/" },
        },
      ],
    };
    const { api } = fakeCmsClient({}, { layout });
    const request = fragmentRequest({ language: "nl", country: "nl", path: "/nl/", api });
    const { html } = await renderer.render("navigationTeasers", request);
    expect(html).toMatch(
      /<button type="button" class="cms-nav-teasers__button" aria-expanded="false" aria-controls="([^"]+)">Inspiratie<\/button><div id="\1" class="cms-nav-teasers__panel" hidden="">/,
    );
    expect(html).toContain('<a class="cms-nav-teasers__teaser" href="/nl/keuken/">');
    expect(html).toContain("width=310&amp;density=2&amp;quality=70 2x");
    const empty = fakeCmsClient({});
    const none = await renderer.render("navigationTeasers", fragmentRequest({ api: empty.api }));
    expect(none.html).toBe("");
  });

  it("answers a reserved slug with 'Not found'", async () => {
    const renderer = await builtServerModule<FragmentRenderer>(import.meta.dirname + "/..");
    const rendered = await renderer.render(
      "errorPage",
      fragmentRequest({ path: "/de/fabula-ng/x/", params: { reason: "reserved" } }),
    );
    expect(rendered.status).toBe(404);
    expect(rendered.html).toContain("Nicht gefunden");
    expect(rendered.head?.title).toBe("Nicht gefunden");
  });

  it("renders the error screen for a missing page with status 404, in Dutch", async () => {
    const renderer = await builtServerModule<FragmentRenderer>(import.meta.dirname + "/..");
    const rendered = await renderer.render(
      "errorPage",
      fragmentRequest({ language: "nl", country: "nl", path: "/nl/bestaat-niet/" }),
    );
    expect(rendered.status).toBe(404);
    expect(rendered.head?.robots).toBe("noindex");
    expect(rendered.html).toContain("Pagina niet gevonden: /nl/bestaat-niet/");
    expect(rendered.html).toContain('href="/nl/"');
  });
});
