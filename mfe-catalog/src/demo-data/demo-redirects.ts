import { brands, languages, type Brand } from "@shop/shared";
import type { Database } from "@shop/shared/platform";
import { sql } from "drizzle-orm";
import * as schema from "../store/schema.ts";

/**
 * A redirect of the demo shop (catalogue spec point 3, `GET /api/shop/redirect/{path}`). The
 * catalogue only names them; the platform keeps them in its own `redirects` table.
 */
export interface DemoRedirect {
  readonly brand: Brand;
  readonly path: string;
  readonly target: string;
  readonly statusCode: 301 | 302;
}

/**
 * The demo shop's redirects: renamed categories, a campaign, an external archive, and a
 * discontinued product (1999999, 2999999) pointing at its successor's page in each language.
 */
export async function demoRedirects(db: Database): Promise<DemoRedirect[]> {
  const successors = await db
    .select({
      brand: schema.products.brand,
      language: schema.productTexts.language,
      slug: schema.productTexts.seoSlug,
    })
    .from(schema.productTexts)
    .innerJoin(schema.products, sql`${schema.products.id} = ${schema.productTexts.productId}`)
    .where(sql`${schema.products.referenceKey} in ('1000000', '2000000')`);
  const successor = (brand: Brand, language: string) =>
    successors.find((row) => row.brand === brand && row.language === language)?.slug;
  const rows: DemoRedirect[] = [
    { brand: "home", path: "/de/kuechenhelfer/", target: "/de/kueche/", statusCode: 301 },
    { brand: "home", path: "/fr/ustensiles/", target: "/fr/cuisine/", statusCode: 301 },
    { brand: "home", path: "/nl/keukenhulpjes/", target: "/nl/keuken/", statusCode: 301 },
    { brand: "home", path: "/de/herbst-sale/", target: "/de/wohnen/", statusCode: 301 },
    {
      brand: "home",
      path: "/de/ratgeber-archiv/",
      target: "https://magazin.wohnfein.example/archiv/",
      statusCode: 302,
    },
    { brand: "baby", path: "/de/erstausstattung/", target: "/de/babyzimmer/", statusCode: 302 },
    { brand: "baby", path: "/fr/trousseau/", target: "/fr/chambre-de-bebe/", statusCode: 302 },
  ];
  for (const brand of brands) {
    for (const language of languages) {
      const slug = successor(brand, language);
      const discontinued = brand === "home" ? "1999999" : "2999999";
      if (slug)
        rows.push({
          brand,
          path: `/${language}/p/${discontinued}/`,
          target: `/${language}/p/${slug}/`,
          statusCode: 301,
        });
    }
  }
  return rows;
}
