// The blocks of catalogue spec point 2 as the built renderer draws them on the server (the same
// tree the browser hydrates): what a shopper and a screen reader get before any script runs.
import { describe, expect, it } from "vitest";
import type { ContentBlock, ContentStory, FragmentRenderer } from "@shop/shared";
import { builtServerModule, fragmentRequest } from "@shop/shared/testing";
import type { CmsClient } from "../api/client.ts";

const renderer = await builtServerModule<FragmentRenderer>(import.meta.dirname + "/../..");

/** The content page of one story with the given blocks, in the German shop. */
async function rendered(body: ContentBlock[], language: "de" | "fr" = "de") {
  const page: ContentStory = {
    uuid: "1",
    name: "Start",
    full_slug: "home",
    content: { component: "page", title: "Start", body },
    translated_slugs: [],
  };
  const api = {
    page: () => Promise.resolve({ page, alternates: [] }),
  } as unknown as CmsClient;
  const country = language === "de" ? "de" : "fr";
  const result = await renderer.render("contentPage", fragmentRequest({ language, country, api }));
  return result.html ?? "";
}

const teaser = (uid: string, headline: string): ContentBlock => ({
  _uid: uid,
  component: "teaser",
  headline,
  text: "Text",
  link: { href: `/de/${uid}/` },
  linkText: "Entdecken",
});

describe("the slider block", () => {
  it("is a labelled carousel of labelled slides with previous and next buttons", async () => {
    const html = await rendered([
      {
        _uid: "s",
        component: "slider",
        headline: "Unsere Räume",
        items: [teaser("kueche", "Küche"), teaser("bad", "Bad"), { _uid: "x", nope: 1 }],
      },
    ]);
    expect(html).toContain('aria-roledescription="Karussell" aria-label="Unsere Räume"');
    expect(html).toContain('role="group" aria-roledescription="Folie" aria-label="1 von 2"');
    expect(html).toContain('aria-label="2 von 2"');
    expect(html).toContain("Folie 1 von 2");
    // On the first slide there is no way back.
    expect(html).toMatch(/aria-label="Vorherige Folie" disabled=""/);
    expect(html).not.toMatch(/aria-label="Nächste Folie" disabled=""/);
    expect(html).toContain('<h2 class="cms-teaser__headline">Bad</h2>');
  });
});

describe("the teaser block", () => {
  it("names its heading in its link for screen readers, after the editor's link text", async () => {
    const html = await rendered([teaser("bad", "Bad")]);
    expect(html).toContain(
      '<a class="cms-teaser__link" href="/de/bad/">Entdecken<span class="shop-visually-hidden">: <!-- -->Bad</span></a>',
    );
  });
});

describe("the bundle promotion block", () => {
  it("shows the saving, what is in the set and the link to it", async () => {
    const html = await rendered([
      {
        _uid: "b",
        component: "bundle_promotion",
        badge: "Set-Preis −15 %",
        headline: "Das Frühstücksset",
        items: ["2 Teller", "2 Becher"],
        link: { href: "/de/kueche/" },
        linkText: "Zum Set",
      },
    ]);
    expect(html).toContain('<p class="cms-bundle__badge">Set-Preis −15 %</p>');
    expect(html).toContain("<li>2 Teller</li><li>2 Becher</li>");
    expect(html).toContain('<a class="cms-bundle__link" href="/de/kueche/">Zum Set</a>');
  });
});

describe("the retail store block", () => {
  it("gives the address, phone, opening hours and a map link, and loads no map", async () => {
    const html = await rendered([
      {
        _uid: "r",
        component: "retail_store",
        name: "Showroom Köln",
        street: "Ehrenstraße 42",
        postalCode: "50672",
        city: "Köln",
        country: "Deutschland",
        phone: "+49 221 98765-0",
        openingHours: [
          { _uid: "h", component: "opening_hours", days: "Samstag", hours: "10–18 Uhr" },
        ],
      },
    ]);
    expect(html).toContain("<address");
    expect(html).toContain('href="tel:+49221987650"');
    expect(html).toContain("<dt>Samstag</dt><dd>10–18 Uhr</dd>");
    expect(html).toContain("Öffnungszeiten");
    expect(html).toContain(
      'href="https://www.openstreetmap.org/search?query=Ehrenstra%C3%9Fe+42%2C+50672+K%C3%B6ln%2C+Deutschland"',
    );
    expect(html).not.toMatch(/<(iframe|script|img)/);
  });
});

describe("the video block", () => {
  it("renders a placeholder naming the provider, and no player, before consent", async () => {
    const html = await rendered(
      [{ _uid: "v", component: "video", video: "https://vimeo.com/76979871", title: "Le lin" }],
      "fr",
    );
    expect(html).toContain("Cette vidéo est fournie par Vimeo.com, Inc.");
    expect(html).toContain("Charger et lire la vidéo");
    expect(html).not.toContain("<iframe");
    expect(html).not.toContain("player.vimeo.com");
    expect(html).toContain('href="https://vimeo.com/76979871" target="_blank"');
    expect(html).toContain("Regarder sur Vimeo");
  });

  it("renders nothing for an address it would not frame", async () => {
    const html = await rendered([
      { _uid: "v", component: "video", video: "https://evil.example/v", title: "X" },
    ]);
    expect(html).not.toContain("cms-video");
  });
});

describe("the newsletter block", () => {
  it("renders the sign-up form with labelled fields in the page's language", async () => {
    const html = await rendered([
      { _uid: "n", component: "newsletter", headline: "Newsletter", text: "Einmal im Monat" },
    ]);
    expect(html).toContain(
      '<h2 id="cms-newsletter-n" class="cms-newsletter__headline">Newsletter</h2>',
    );
    expect(html).toContain("<legend");
    expect(html).toContain("Anrede");
    expect(html).toContain("E-Mail-Adresse");
    expect(html).toContain('type="email" autoComplete="email" required=""');
    expect(html).toContain(">Abonnieren</button>");
    // The whole form, in a Suspense boundary of its own: the browser hydrates it when the
    // block is seen (decision 0068), keeping this markup until then.
    expect(html).toMatch(/<!--\$--><form[^]*<\/form><!--\/\$-->/);
    expect(html).toContain('<section id="cms-newsletter-block-n" class="cms-newsletter"');
  });
});
