import type { Brand, Language } from "@shop/shared";

export type Texts = Readonly<Record<Language, string>>;

/** The variant axis of a category (catalogue spec point 5: asGro, masse, auswahlWalz). */
export type VariantAxis = "asGro" | "masse" | "auswahlWalz";

/** What the image generator draws for a category's products. */
export type ImageShape =
  "cloth" | "bowl" | "pot" | "board" | "lamp" | "pillow" | "basket" | "garment" | "toy" | "bottle";

/** A category's name and slug per language. */
export type CategoryNames = Readonly<
  Record<Language, { readonly name: string; readonly slug: string }>
>;

export interface CategoryVocabulary {
  readonly key: string;
  readonly names: CategoryNames;
  /** Products of the category, each with the materials it is made of. */
  readonly items: readonly {
    readonly noun: Texts;
    readonly shape: ImageShape;
    readonly materials: readonly Texts[];
  }[];
  readonly axis?: { readonly name: VariantAxis; readonly values: readonly string[] };
  /** Price range with tax in euro cents. */
  readonly prices: readonly [number, number];
}

const t = (de: string, fr: string, nl: string): Texts => ({ de, fr, nl });
const names = (de: [string, string], fr: [string, string], nl: [string, string]) => ({
  de: { name: de[0], slug: de[1] },
  fr: { name: fr[0], slug: fr[1] },
  nl: { name: nl[0], slug: nl[1] },
});

const linen = t("Leinen", "lin", "linnen");
const cotton = t("Bio-Baumwolle", "coton bio", "biologisch katoen");
const stoneware = t("Steingut", "grès", "aardewerk");
const oak = t("Eichenholz", "chêne", "eikenhout");
const ceramic = t("Keramik", "céramique", "keramiek");
const seagrass = t("Seegras", "jonc de mer", "zeegras");
const felt = t("Filz", "feutre", "vilt");
const muslin = t("Musselin", "mousseline", "mousseline");
const beech = t("Buchenholz", "hêtre", "beukenhout");
const terry = t("Frottee", "éponge", "badstof");
const care = t("Mandelöl", "huile d’amande", "amandelolie");

/** Categories, products and materials per brand, in German, French and Dutch. */
export const vocabulary: Readonly<Record<Brand, readonly CategoryVocabulary[]>> = {
  home: [
    {
      key: "kitchen",
      names: names(["Küche", "kueche"], ["Cuisine", "cuisine"], ["Keuken", "keuken"]),
      items: [
        {
          noun: t("Tischdecke", "Nappe", "Tafelkleed"),
          shape: "cloth",
          materials: [linen, cotton],
        },
        {
          noun: t("Müslischale", "Bol à céréales", "Muesli-kom"),
          shape: "bowl",
          materials: [stoneware, ceramic],
        },
        { noun: t("Bräter", "Cocotte", "Braadpan"), shape: "pot", materials: [ceramic, stoneware] },
        {
          noun: t("Schneidebrett", "Planche à découper", "Snijplank"),
          shape: "board",
          materials: [oak, beech],
        },
        {
          noun: t("Teekanne", "Théière", "Theepot"),
          shape: "pot",
          materials: [ceramic, stoneware],
        },
      ],
      axis: { name: "auswahlWalz", values: ["1 Stück", "2er-Set", "4er-Set"] },
      prices: [899, 8999],
    },
    {
      key: "living",
      names: names(["Wohnen", "wohnen"], ["Salon", "salon"], ["Wonen", "wonen"]),
      items: [
        {
          noun: t("Kissenhülle", "Housse de coussin", "Kussenhoes"),
          shape: "pillow",
          materials: [linen, cotton, felt],
        },
        {
          noun: t("Tischleuchte", "Lampe de table", "Tafellamp"),
          shape: "lamp",
          materials: [ceramic, oak],
        },
        { noun: t("Vase", "Vase", "Vaas"), shape: "bottle", materials: [ceramic, stoneware] },
        {
          noun: t("Wohndecke", "Plaid", "Plaid"),
          shape: "cloth",
          materials: [cotton, linen, felt],
        },
      ],
      axis: { name: "masse", values: ["40 x 40 cm", "50 x 50 cm", "60 x 60 cm"] },
      prices: [1499, 12999],
    },
    {
      key: "sleeping",
      names: names(["Schlafen", "schlafen"], ["Chambre", "chambre"], ["Slapen", "slapen"]),
      items: [
        {
          noun: t("Bettwäsche", "Parure de lit", "Dekbedovertrek"),
          shape: "cloth",
          materials: [linen, cotton],
        },
        {
          noun: t("Kopfkissen", "Oreiller", "Hoofdkussen"),
          shape: "pillow",
          materials: [cotton, linen],
        },
        {
          noun: t("Spannbettlaken", "Drap housse", "Hoeslaken"),
          shape: "cloth",
          materials: [cotton, linen],
        },
      ],
      axis: { name: "masse", values: ["135 x 200 cm", "155 x 220 cm", "200 x 200 cm"] },
      prices: [1999, 14999],
    },
    {
      key: "bath",
      names: names(["Bad", "bad"], ["Salle de bain", "salle-de-bain"], ["Badkamer", "badkamer"]),
      items: [
        {
          noun: t("Handtuch", "Serviette", "Handdoek"),
          shape: "cloth",
          materials: [terry, cotton],
        },
        {
          noun: t("Bademantel", "Peignoir", "Badjas"),
          shape: "garment",
          materials: [terry, cotton],
        },
        {
          noun: t("Seifenspender", "Distributeur de savon", "Zeeppompje"),
          shape: "bottle",
          materials: [ceramic, stoneware],
        },
      ],
      axis: { name: "asGro", values: ["S", "M", "L", "XL"] },
      prices: [999, 7999],
    },
    {
      key: "storage",
      names: names(
        ["Aufbewahrung", "aufbewahrung"],
        ["Rangement", "rangement"],
        ["Opbergen", "opbergen"],
      ),
      items: [
        { noun: t("Korb", "Panier", "Mand"), shape: "basket", materials: [seagrass, felt] },
        {
          noun: t("Aufbewahrungsbox", "Boîte de rangement", "Opbergdoos"),
          shape: "basket",
          materials: [felt, seagrass, oak],
        },
        {
          noun: t("Wandregal", "Étagère murale", "Wandrek"),
          shape: "board",
          materials: [oak, beech],
        },
      ],
      prices: [1299, 9999],
    },
  ],
  baby: [
    {
      key: "nursery",
      names: names(
        ["Babyzimmer", "babyzimmer"],
        ["Chambre de bébé", "chambre-de-bebe"],
        ["Babykamer", "babykamer"],
      ),
      items: [
        {
          noun: t("Schlafsack", "Gigoteuse", "Slaapzak"),
          shape: "garment",
          materials: [muslin, cotton],
        },
        {
          noun: t("Wickelauflage", "Matelas à langer", "Aankleedkussen"),
          shape: "pillow",
          materials: [cotton, muslin],
        },
        {
          noun: t("Nachtlicht", "Veilleuse", "Nachtlampje"),
          shape: "lamp",
          materials: [beech, ceramic],
        },
      ],
      axis: { name: "asGro", values: ["50/56", "62/68", "74/80", "86/92"] },
      prices: [1499, 8999],
    },
    {
      key: "clothing",
      names: names(
        ["Babykleidung", "babykleidung"],
        ["Vêtements bébé", "vetements-bebe"],
        ["Babykleding", "babykleding"],
      ),
      items: [
        { noun: t("Body", "Body", "Romper"), shape: "garment", materials: [cotton] },
        {
          noun: t("Strampler", "Grenouillère", "Boxpakje"),
          shape: "garment",
          materials: [cotton, muslin],
        },
        { noun: t("Mütze", "Bonnet", "Mutsje"), shape: "garment", materials: [cotton] },
      ],
      axis: { name: "asGro", values: ["50/56", "62/68", "74/80", "86/92"] },
      prices: [799, 3999],
    },
    {
      key: "toys",
      names: names(["Spielzeug", "spielzeug"], ["Jouets", "jouets"], ["Speelgoed", "speelgoed"]),
      items: [
        { noun: t("Greifling", "Hochet", "Grijpspeeltje"), shape: "toy", materials: [beech] },
        {
          noun: t("Stoffbuch", "Livre en tissu", "Stoffen boekje"),
          shape: "cloth",
          materials: [cotton, felt],
        },
        {
          noun: t("Stapelturm", "Tour à empiler", "Stapeltoren"),
          shape: "toy",
          materials: [beech],
        },
      ],
      prices: [999, 4999],
    },
    {
      key: "care",
      names: names(["Pflege", "pflege"], ["Soins", "soins"], ["Verzorging", "verzorging"]),
      items: [
        {
          noun: t("Spucktuch", "Lange", "Spuugdoekje"),
          shape: "cloth",
          materials: [muslin, cotton],
        },
        {
          noun: t("Waschlappen", "Gant de toilette", "Washandje"),
          shape: "cloth",
          materials: [terry, muslin],
        },
        {
          noun: t("Pflegelotion", "Lotion de soin", "Verzorgingslotion"),
          shape: "bottle",
          materials: [care],
        },
      ],
      axis: { name: "auswahlWalz", values: ["1 Stück", "3er-Set", "5er-Set"] },
      prices: [499, 2999],
    },
  ],
};

/** Model names shared across languages (product lines). */
export const modelNames = [
  "Alma",
  "Bruno",
  "Clara",
  "Dora",
  "Emil",
  "Frida",
  "Greta",
  "Hugo",
  "Ida",
  "Jonas",
  "Kira",
  "Lotte",
  "Mila",
  "Nils",
  "Oskar",
  "Pia",
  "Rosa",
  "Smilla",
  "Theo",
  "Ulla",
  "Vera",
  "Wim",
  "Ylva",
  "Zora",
] as const;

/** Every colour key of the catalogue spec (point 3), with display names. */
export const colourKeys: Readonly<Record<string, Texts>> = {
  schwarz: t("Schwarz", "noir", "zwart"),
  grau: t("Grau", "gris", "grijs"),
  gruen: t("Grün", "vert", "groen"),
  braun: t("Braun", "marron", "bruin"),
  beige: t("Beige", "beige", "beige"),
  blau: t("Blau", "bleu", "blauw"),
  gelb: t("Gelb", "jaune", "geel"),
  rot: t("Rot", "rouge", "rood"),
  orange: t("Orange", "orange", "oranje"),
  rosa: t("Rosa", "rose", "roze"),
  weiss: t("Weiß", "blanc", "wit"),
  hellblau: t("Hellblau", "bleu clair", "lichtblauw"),
  mehrfarbig: t("Mehrfarbig", "multicolore", "meerkleurig"),
  natur: t("Natur", "naturel", "naturel"),
  denim: t("Denim", "denim", "denim"),
  tuerkis: t("Türkis", "turquoise", "turquoise"),
  gold: t("Gold", "doré", "goud"),
  khaki: t("Khaki", "kaki", "kaki"),
  pink: t("Pink", "fuchsia", "fuchsia"),
  lila: t("Lila", "violet", "lila"),
  silber: t("Silber", "argenté", "zilver"),
  transparent: t("Transparent", "transparent", "transparant"),
};

/** The quadrant variants of multicolour (top left, top right, bottom left, bottom right). */
export const multicolourQuadrants = [
  "mehrfarbig_ol",
  "mehrfarbig_or",
  "mehrfarbig_ul",
  "mehrfarbig_ur",
] as const;

/** Hex colours the image generator paints a colour key with. */
export const colourHex: Readonly<Record<string, string>> = {
  schwarz: "#222222",
  grau: "#8a8d91",
  gruen: "#4f7d4a",
  braun: "#7a4e2d",
  beige: "#d8c3a5",
  blau: "#2f5fa5",
  gelb: "#e7c443",
  rot: "#b3322c",
  orange: "#e07b2a",
  rosa: "#e8a7b8",
  weiss: "#f4f4f2",
  hellblau: "#9cc7e8",
  mehrfarbig: "#b3322c",
  natur: "#cdb891",
  denim: "#3d5a80",
  tuerkis: "#2aa6a0",
  gold: "#c9a227",
  khaki: "#8c8a55",
  pink: "#d63384",
  lila: "#8e5ba8",
  silber: "#c0c4c8",
  transparent: "#e9f1f5",
};
