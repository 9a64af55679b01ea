import { describe, expect, it } from "vitest";
import type { CmsPageResponse, ContentStory, FragmentRenderer } from "@shop/shared";
import { builtServerModule, fragmentRequest } from "@shop/shared/testing";
import type { CmsClient } from "./api/client.ts";

/** A content client that answers each slug from a table, none otherwise; records what was asked. */
function fakeCmsClient(pages: Readonly<Record<string, CmsPageResponse>>) {
  const calls: string[] = [];
  const api: CmsClient = {
    page: (slug) => {
      calls.push(slug);
      return Promise.resolve(pages[slug]);
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
    const { api, calls } = fakeCmsClient({ _: { page: story, alternates: [] } });
    const request = fragmentRequest({ language: "fr", country: "fr", api });
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

  it("gives each language's path of a story from its translated slugs", async () => {
    const renderer = await builtServerModule<FragmentRenderer>(import.meta.dirname + "/..");
    const kitchen: ContentStory = {
      ...story,
      full_slug: "kueche",
      translated_slugs: [
        { lang: "fr", path: "cuisine" },
        { lang: "nl", path: "keuken" },
      ],
    };
    const { api, calls } = fakeCmsClient({ kueche: { page: kitchen, alternates: [] } });
    const request = fragmentRequest({ path: "/de/kueche/", params: { slug: "kueche/" }, api });
    const rendered = await renderer.render("contentPage", request);
    expect(calls).toEqual(["kueche"]);
    expect(rendered.head?.alternatePaths).toEqual({
      de: "/de/kueche/",
      fr: "/fr/cuisine/",
      nl: "/nl/keuken/",
    });
  });

  it("fails the content fragment when its page has no story", async () => {
    const renderer = await builtServerModule<FragmentRenderer>(import.meta.dirname + "/..");
    const { api, calls } = fakeCmsClient({});
    const request = fragmentRequest({ path: "/de/weg/", params: { slug: "weg/" }, api });
    await expect(renderer.render("contentPage", request)).rejects.toThrow("No content page weg");
    expect(calls).toEqual(["weg"]);
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
