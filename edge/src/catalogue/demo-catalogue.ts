import {
  pathFor,
  seoSlug,
  languages,
  type Brand,
  type Language,
  type NavigationNode,
  type ProductPageResponse,
  type ProductTeaser,
  type ShopContext,
} from "@shop/shared";
import type { CatalogueSource } from "./catalogue-source.ts";

type Texts = Readonly<Record<Language, string>>;

interface DemoProduct {
  readonly referenceKey: string;
  readonly brand: string;
  readonly name: Texts;
  /** Price with tax in cents (EUR); CHF prices are derived. */
  readonly price: number;
}

const homeProducts: readonly DemoProduct[] = [
  {
    referenceKey: "1042311",
    brand: "Wohnfein",
    price: 2999,
    name: {
      de: "Leinen-Tischdecke Salbei",
      fr: "Nappe en lin sauge",
      nl: "Linnen tafelkleed salie",
    },
  },
  {
    referenceKey: "1042457",
    brand: "Wohnfein",
    price: 1499,
    name: {
      de: "Steingut-Müslischalen, 4 Stück",
      fr: "Bols à céréales en grès, lot de 4",
      nl: "Aardewerken muesli-kommen, set van 4",
    },
  },
  {
    referenceKey: "1043120",
    brand: "Kochkunst",
    price: 4999,
    name: {
      de: "Gusseisen-Bräter 28 cm",
      fr: "Cocotte en fonte 28 cm",
      nl: "Gietijzeren braadpan 28 cm",
    },
  },
  {
    referenceKey: "1043388",
    brand: "Wohnfein",
    price: 3499,
    name: {
      de: "Bettwäsche aus Bio-Baumwolle",
      fr: "Parure de lit en coton bio",
      nl: "Beddengoed van biologisch katoen",
    },
  },
  {
    referenceKey: "1044012",
    brand: "Lichtwerk",
    price: 5999,
    name: {
      de: "Tischleuchte aus Keramik",
      fr: "Lampe de table en céramique",
      nl: "Keramische tafellamp",
    },
  },
  {
    referenceKey: "1044105",
    brand: "Wohnfein",
    price: 999,
    name: {
      de: "Duftkerze Zedernholz",
      fr: "Bougie parfumée bois de cèdre",
      nl: "Geurkaars cederhout",
    },
  },
  {
    referenceKey: "1044590",
    brand: "Ordnungsliebe",
    price: 2499,
    name: {
      de: "Aufbewahrungskörbe aus Seegras, 3 Stück",
      fr: "Paniers de rangement en jonc de mer, lot de 3",
      nl: "Zeegras opbergmanden, set van 3",
    },
  },
  {
    referenceKey: "1045003",
    brand: "Kochkunst",
    price: 1999,
    name: {
      de: "Schneidebrett aus Eichenholz",
      fr: "Planche à découper en chêne",
      nl: "Snijplank van eikenhout",
    },
  },
];

const babyProducts: readonly DemoProduct[] = [
  {
    referenceKey: "2051104",
    brand: "Wohnfein Baby",
    price: 3999,
    name: {
      de: "Musselin-Schlafsack 70 cm",
      fr: "Gigoteuse en mousseline 70 cm",
      nl: "Mousseline slaapzak 70 cm",
    },
  },
  {
    referenceKey: "2051277",
    brand: "Wohnfein Baby",
    price: 1299,
    name: {
      de: "Spucktücher, 5 Stück",
      fr: "Langes en coton, lot de 5",
      nl: "Spuugdoekjes, set van 5",
    },
  },
  {
    referenceKey: "2052036",
    brand: "Kleinwelt",
    price: 2499,
    name: {
      de: "Holz-Greifling Regenbogen",
      fr: "Hochet en bois arc-en-ciel",
      nl: "Houten grijpspeeltje regenboog",
    },
  },
  {
    referenceKey: "2052140",
    brand: "Wohnfein Baby",
    price: 5999,
    name: {
      de: "Wickelauflage, abwaschbar",
      fr: "Matelas à langer lavable",
      nl: "Afwasbaar aankleedkussen",
    },
  },
  {
    referenceKey: "2052899",
    brand: "Kleinwelt",
    price: 1799,
    name: {
      de: "Stoffbuch Tiere im Wald",
      fr: "Livre en tissu animaux de la forêt",
      nl: "Stoffen boekje bosdieren",
    },
  },
  {
    referenceKey: "2053011",
    brand: "Wohnfein Baby",
    price: 2999,
    name: {
      de: "Strampler-Set Bio-Baumwolle",
      fr: "Lot de grenouillères en coton bio",
      nl: "Set boxpakjes biologisch katoen",
    },
  },
];

/** Top-level categories per brand: name and content-page slug in each language. */
const navigation: Readonly<
  Record<Brand, readonly Readonly<Record<Language, { name: string; slug: string }>>[]>
> = {
  home: [
    {
      de: { name: "Küche", slug: "kueche" },
      fr: { name: "Cuisine", slug: "cuisine" },
      nl: { name: "Keuken", slug: "keuken" },
    },
    {
      de: { name: "Wohnen", slug: "wohnen" },
      fr: { name: "Salon", slug: "salon" },
      nl: { name: "Wonen", slug: "wonen" },
    },
    {
      de: { name: "Schlafen", slug: "schlafen" },
      fr: { name: "Chambre", slug: "chambre" },
      nl: { name: "Slapen", slug: "slapen" },
    },
    {
      de: { name: "Bad", slug: "bad" },
      fr: { name: "Salle de bain", slug: "salle-de-bain" },
      nl: { name: "Badkamer", slug: "badkamer" },
    },
    {
      de: { name: "Aufbewahrung", slug: "aufbewahrung" },
      fr: { name: "Rangement", slug: "rangement" },
      nl: { name: "Opbergen", slug: "opbergen" },
    },
  ],
  baby: [
    {
      de: { name: "Babyzimmer", slug: "babyzimmer" },
      fr: { name: "Chambre de bébé", slug: "chambre-de-bebe" },
      nl: { name: "Babykamer", slug: "babykamer" },
    },
    {
      de: { name: "Babykleidung", slug: "babykleidung" },
      fr: { name: "Vêtements bébé", slug: "vetements-bebe" },
      nl: { name: "Babykleding", slug: "babykleding" },
    },
    {
      de: { name: "Spielzeug", slug: "spielzeug" },
      fr: { name: "Jouets", slug: "jouets" },
      nl: { name: "Speelgoed", slug: "speelgoed" },
    },
    {
      de: { name: "Pflege", slug: "pflege" },
      fr: { name: "Soins", slug: "soins" },
      nl: { name: "Verzorging", slug: "verzorging" },
    },
  ],
};

function productSeoPath(product: DemoProduct, language: Language): string {
  return `p/${seoSlug(product.name[language], product.referenceKey)}/`;
}

function teaser(product: DemoProduct, shop: ShopContext): ProductTeaser {
  const name = product.name[shop.language];
  const chf = shop.currency === "CHF";
  return {
    id: product.referenceKey,
    referenceKey: product.referenceKey,
    name,
    brand: product.brand,
    seoPath: productSeoPath(product, shop.language),
    firstVariantId: `${product.referenceKey}_01`,
    price: {
      withTax: chf ? Math.round((product.price * 1.1) / 10) * 10 : product.price,
      currencyCode: shop.currency,
    },
  };
}

/**
 * A small embedded demo catalogue for both brands in German, French and Dutch: enough to
 * compose real pages until the database catalogue arrives.
 */
export class DemoCatalogue implements CatalogueSource {
  recommendations(shop: ShopContext, _slot: string, size: number): Promise<ProductTeaser[]> {
    const products = shop.brand === "baby" ? babyProducts : homeProducts;
    return Promise.resolve(products.slice(0, size).map((product) => teaser(product, shop)));
  }

  product(shop: ShopContext, referenceKey: string): Promise<ProductPageResponse | undefined> {
    const products = shop.brand === "baby" ? babyProducts : homeProducts;
    const product = products.find((candidate) => candidate.referenceKey === referenceKey);
    if (!product) return Promise.resolve(undefined);
    const alternates = Object.fromEntries(
      languages.map((language) => [language, productSeoPath(product, language)]),
    ) as ProductPageResponse["alternates"];
    return Promise.resolve({ product: teaser(product, shop), alternates });
  }

  navigation(shop: ShopContext): Promise<NavigationNode[]> {
    return Promise.resolve(
      navigation[shop.brand].map((category) => {
        const { name, slug } = category[shop.language];
        return { name, link: pathFor("content", shop.language, { slug: `${slug}/` }) };
      }),
    );
  }
}
