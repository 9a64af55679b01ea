import { describe, expect, it } from "vitest";
import { recommendationServiceBody, type RecommendationServiceResponse } from "@shop/shared";
import { testEdge } from "../testing/edge-fixture.ts";
import { productPaths } from "../testing/product-paths.ts";

const { app } = await testEdge();

interface PageHead {
  readonly lang: string | undefined;
  readonly canonical: string | undefined;
  readonly robots: string | undefined;
  readonly alternates: Map<string, string>;
  readonly ogLocale: string | undefined;
  readonly ogAlternates: string[];
}

function readHead(html: string): PageHead {
  const head = html.slice(0, html.indexOf("</head>"));
  const attribute = (pattern: RegExp) => pattern.exec(head)?.[1];
  return {
    lang: attribute(/<html lang="([^"]+)"/),
    canonical: attribute(/<link rel="canonical" href="([^"]+)">/),
    robots: attribute(/<meta name="robots" content="([^"]+)">/),
    alternates: new Map(
      [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(
        ([, hreflang = "", href = ""]) => [hreflang, href],
      ),
    ),
    ogLocale: attribute(/<meta property="og:locale" content="([^"]+)">/),
    ogAlternates: [
      ...head.matchAll(/<meta property="og:locale:alternate" content="([^"]+)">/g),
    ].map(([, locale = ""]) => locale),
  };
}

async function headOf(url: string): Promise<PageHead> {
  const { host, pathname, search } = new URL(url);
  const response = await app.request(`${pathname}${search}`, {
    headers: { host: host.replace(/:\d+$/, "") },
  });
  expect(response.status, url).toBe(200);
  return readHead(await response.text());
}

/** A page in every shop and language of a brand: checks that all versions name each other. */
async function expectReciprocal(start: string, versions: number): Promise<void> {
  const first = await headOf(start);
  const hrefs = [...first.alternates.entries()].filter(([hreflang]) => hreflang !== "x-default");
  expect(hrefs).toHaveLength(versions);
  for (const [hreflang, href] of hrefs) {
    const other = await headOf(href);
    expect(other.canonical, href).toBe(href);
    expect(other.lang?.toLowerCase(), href).toBe(hreflang.toLowerCase());
    expect([...other.alternates.entries()].sort(), href).toEqual(
      [...first.alternates.entries()].sort(),
    );
  }
}

describe("head tags", () => {
  it("gives the home page an absolute canonical on the shop's domain, hreflang for all eight locales and x-default", async () => {
    const head = await headOf("http://ch.localhost:3000/fr/");
    expect(head.lang).toBe("fr-CH");
    expect(head.canonical).toBe("http://ch.localhost:3000/fr/");
    expect(Object.fromEntries(head.alternates)).toEqual({
      "de-DE": "http://localhost:3000/de/",
      "de-AT": "http://at.localhost:3000/de/",
      "de-CH": "http://ch.localhost:3000/de/",
      "fr-CH": "http://ch.localhost:3000/fr/",
      "fr-FR": "http://fr.localhost:3000/fr/",
      "nl-BE": "http://be.localhost:3000/nl/",
      "fr-BE": "http://be.localhost:3000/fr/",
      "nl-NL": "http://nl.localhost:3000/nl/",
      "x-default": "http://localhost:3000/de/",
    });
    expect(head.ogLocale).toBe("fr_CH");
    expect(head.ogAlternates).toHaveLength(7);
    expect(head.robots).toBeUndefined();
  });

  it("links the home page reciprocally across every shop of each brand", async () => {
    await expectReciprocal("http://localhost:3000/de/", 8);
    await expectReciprocal("http://nl.baby.localhost:3000/nl/", 8);
  });

  it("links content pages through their translated slugs, reciprocally", async () => {
    const head = await headOf("http://localhost:3000/de/kueche/");
    expect(head.alternates.get("fr-BE")).toBe("http://be.localhost:3000/fr/cuisine/");
    expect(head.alternates.get("nl-NL")).toBe("http://nl.localhost:3000/nl/keuken/");
    await expectReciprocal("http://fr.baby.localhost:3000/fr/soins/", 8);
  });

  it("links product pages through each language's SEO path, reciprocally", async () => {
    const paths = await productPaths(app, "1000001");
    const head = await headOf(`http://at.localhost:3000${encodeURI(paths.de)}`);
    expect(head.canonical).toBe(`http://at.localhost:3000${encodeURI(paths.de)}`);
    expect(head.alternates.get("fr-FR")).toBe(`http://fr.localhost:3000${encodeURI(paths.fr)}`);
    await expectReciprocal(`http://nl.localhost:3000${encodeURI(paths.nl)}`, 8);
  });

  it("keeps the canonical free of the query and marks filtered pages noindex,follow", async () => {
    const filtered = await headOf("http://localhost:3000/de/kueche/?sort=price&utm_source=mail");
    expect(filtered.robots).toBe("noindex,follow");
    expect(filtered.canonical).toBe("http://localhost:3000/de/kueche/");
    const tracked = await headOf("http://localhost:3000/de/kueche/?utm_source=mail");
    expect(tracked.robots).toBeUndefined();
  });

  it("gives the not-found page neither canonical nor alternates, and noindex", async () => {
    const response = await app.request("/de/nirgends/");
    const head = readHead(await response.text());
    expect(head.canonical).toBeUndefined();
    expect(head.alternates.size).toBe(0);
    expect(head.robots).toBe("noindex");
  });
});

describe("robots.txt and the sitemaps", () => {
  it("are per shop, on the shop's own domain", async () => {
    const robots = await app.request("/robots.txt", { headers: { host: "be.baby.localhost" } });
    expect(await robots.text()).toContain("Sitemap: http://be.baby.localhost:3000/sitemap.xml");

    const sitemapFile = async (path: string) => {
      const response = await app.request(path, { headers: { host: "be.baby.localhost" } });
      expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
      return response.text();
    };
    const index = await sitemapFile("/sitemap.xml");
    const files = [...index.matchAll(/<loc>http:\/\/be\.baby\.localhost:3000([^<]+)<\/loc>/g)].map(
      ([, path = ""]) => path,
    );
    expect(files).toContain("/sitemaps/home/nl-0.xml");
    expect(files.every((path) => !path.includes("/de-"))).toBe(true);
    expect(await sitemapFile("/sitemaps/home/nl-0.xml")).toContain(
      "<loc>http://be.baby.localhost:3000/nl/</loc>",
    );
    expect(await sitemapFile("/sitemaps/mfe-catalog/fr-0.xml")).toContain(
      "<loc>http://be.baby.localhost:3000/fr/chambre-de-bebe/</loc>",
    );
    const xml = await sitemapFile("/sitemaps/mfe-catalog/nl-1.xml");
    const bestseller = await app.request("/optimization/recommend/user", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(
        recommendationServiceBody(
          { recommendationId: "bestsellers", fillWithRandom: false, size: 1 },
          "baby-nl-be",
        ),
      ),
    });
    const [first] = ((await bestseller.json()) as RecommendationServiceResponse).data;
    expect(xml).toMatch(
      new RegExp(`<loc>http://be\\.baby\\.localhost:3000/nl/p/[^<]+-${first?.product_id}/</loc>`),
    );
  });
});
