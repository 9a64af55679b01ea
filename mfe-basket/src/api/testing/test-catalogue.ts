// A small catalogue for the basket's API tests, behind the same port the real catalogue serves
// (`CatalogueLines`): a handful of realistic variants of both brands, with prices per shop,
// stock, availability codes (BVC), price scales, payback factors, free shipping, a bulky item,
// a personalised article and a sold-out variant. Tests may change a variant (stock, BVC) or
// remove it, as the catalogue team would.
import type {
  Brand,
  CatalogueLine,
  CatalogueLines,
  PriceScaleBlock,
  ProductAttribute,
  ShopContext,
} from "@shop/shared";

/** One variant of the test catalogue with its product, as a test reads it. */
export interface TestVariant {
  readonly id: string;
  readonly productId: string;
  readonly productName: string;
  readonly brand: Brand;
  readonly referenceKey: string;
  readonly label: string | null;
  /** Position among the product's variants. */
  readonly position: number;
  /** Price with tax in cents per country; a country without one cannot buy the variant. */
  readonly prices: Readonly<Partial<Record<ShopContext["country"], number>>>;
  readonly recommendedRetailPrice: number | null;
  /** Up to three scales (amount, unit price with tax); the same in every shop. */
  readonly scales: readonly { readonly amount: number; readonly price: number }[];
  readonly paybackFactor: number;
  readonly stock: number;
  readonly bvc: 1 | 2 | 3 | 4;
  readonly isActive: boolean;
  readonly attributes: Readonly<Record<string, ProductAttribute>>;
  readonly advancedAttributes: Readonly<Record<string, unknown>>;
  readonly categories: readonly string[];
  readonly promotion: { readonly id: string; readonly label: string } | null;
}

const variant = (
  fields: Pick<TestVariant, "id" | "productId" | "productName" | "referenceKey" | "prices"> &
    Partial<TestVariant>,
): TestVariant => ({
  brand: fields.productId.startsWith("baby-") ? "baby" : "home",
  label: null,
  position: 0,
  recommendedRetailPrice: null,
  scales: [],
  paybackFactor: 1,
  stock: 20,
  bvc: 1,
  isActive: true,
  attributes: {},
  advancedAttributes: {},
  categories: [],
  promotion: null,
  ...fields,
});

/** The variants of a fresh test catalogue, by what a test uses them for. */
export function testVariants() {
  return {
    /** Scales at 3 and 6, payback factor 1, reduced from its recommended retail price. */
    vase: variant({
      id: "home-1000001-1",
      productId: "home-1000001",
      productName: "Vase Alma",
      referenceKey: "1000001_01",
      label: "M",
      prices: { de: 1990, at: 1990, ch: 2290 },
      recommendedRetailPrice: 2490,
      scales: [
        { amount: 3, price: 1790 },
        { amount: 6, price: 1590 },
      ],
      stock: 40,
      categories: ["Wohnen", "Vasen"],
      promotion: { id: "fruehling", label: "Frühlingsaktion" },
    }),
    /** Preorder (BVC 2), payback factor 2. */
    cushion: variant({
      id: "home-1000002-2",
      productId: "home-1000002",
      productName: "Kissenhülle Lina",
      referenceKey: "1000002_02",
      label: "40 x 40 cm",
      position: 1,
      prices: { de: 1499, at: 1549 },
      paybackFactor: 2,
      stock: 12,
      bvc: 2,
      categories: ["Wohnen", "Kissen"],
    }),
    towel: variant({
      id: "home-1000003-1",
      productId: "home-1000003",
      productName: "Badetuch Mare",
      referenceKey: "1000003_01",
      prices: { de: 2499, at: 2499 },
      paybackFactor: 0,
      stock: 7,
      categories: ["Bad", "Handtücher"],
    }),
    /** Ships free (kostenloserVersand 'j'). */
    candle: variant({
      id: "home-1000004-1",
      productId: "home-1000004",
      productName: "Duftkerze Nord",
      referenceKey: "1000004_01",
      prices: { de: 990, at: 990 },
      stock: 50,
      attributes: { kostenloserVersand: { value: "j" } },
      categories: ["Wohnen", "Kerzen"],
    }),
    /** Bulky (advancedAttributes.bulkyOrLoad): freight instead of standard shipping. */
    shelf: variant({
      id: "home-1000005-1",
      productId: "home-1000005",
      productName: "Regal Fjell",
      referenceKey: "1000005_01",
      prices: { de: 24900, at: 24900 },
      stock: 5,
      advancedAttributes: { bulkyOrLoad: true },
      categories: ["Aufbewahrung", "Regale"],
    }),
    /** A personalised article (a name printed on it). */
    nameSign: variant({
      id: "home-1000006-1",
      productId: "home-1000006",
      productName: "Türschild mit Namen",
      referenceKey: "1000006_01",
      prices: { de: 2990, at: 2990 },
      attributes: { personalisierterArtikel: { value: "1" } },
      categories: ["Wohnen", "Deko"],
    }),
    /** Sold out (BVC 4). */
    lantern: variant({
      id: "home-1000007-1",
      productId: "home-1000007",
      productName: "Laterne Lys",
      referenceKey: "1000007_01",
      prices: { de: 3490, at: 3490 },
      stock: 0,
      bvc: 4,
    }),
    /** The first size of the romper is sold out: the product stands for its second. */
    romper62: variant({
      id: "baby-2000001-1",
      productId: "baby-2000001",
      productName: "Strampler Emil",
      referenceKey: "2000001_01",
      label: "62",
      prices: { de: 1799, at: 1799 },
      stock: 0,
      bvc: 4,
      categories: ["Babykleidung", "Strampler"],
    }),
    romper68: variant({
      id: "baby-2000001-2",
      productId: "baby-2000001",
      productName: "Strampler Emil",
      referenceKey: "2000001_02",
      label: "68",
      position: 1,
      prices: { de: 1999, at: 1999 },
      stock: 25,
      categories: ["Babykleidung", "Strampler"],
    }),
    musicBox: variant({
      id: "baby-2000002-1",
      productId: "baby-2000002",
      productName: "Spieluhr Mond",
      referenceKey: "2000002_01",
      prices: { de: 2499, at: 2499 },
      stock: 15,
      bvc: 2,
      categories: ["Spielzeug", "Spieluhren"],
    }),
  } satisfies Record<string, TestVariant>;
}

function priceScale(row: TestVariant, shop: ShopContext): PriceScaleBlock {
  const block: Record<string, string | number> = {
    priceReference: `${row.referenceKey.split("_")[0]}@${shop.shopId}`,
    paybackFactor: row.paybackFactor,
  };
  row.scales.forEach((scale, index) => {
    block[`scaleAmount${index + 1}`] = scale.amount;
    block[`scalePrice${index + 1}`] = scale.price;
    block[`scaleUnit${index + 1}`] = "Stück";
    block[`scalePromotionKey${index + 1}`] = `scale-${scale.amount}`;
  });
  return block as unknown as PriceScaleBlock;
}

/** A variant's line in a shop, as the catalogue team's `CatalogueLines` answers it. */
function catalogueLine(row: TestVariant, shop: ShopContext): CatalogueLine {
  const withTax = row.prices[shop.country] ?? null;
  const article = row.referenceKey.split("_")[0] ?? row.referenceKey;
  return {
    product: {
      id: row.productId,
      referenceKey: article,
      name: row.productName,
      brand: row.brand === "home" ? "Wohnfein" : "Wohnfein Baby",
      subbrand: null,
      seoPath: `p/${row.productName.toLowerCase().replaceAll(" ", "-")}-${article}/`,
      attributes: row.attributes,
      advancedAttributes: row.advancedAttributes,
      images: [{ src: `/images/${row.brand}/${article}-0.webp` }],
      categories: row.categories,
    },
    variant: {
      id: row.id,
      referenceKey: row.referenceKey,
      label: row.label,
      price: {
        withTax: withTax ?? 0,
        recommendedRetailPrice: row.recommendedRetailPrice,
        currencyCode: shop.currency,
        reference: null,
        appliedReductions:
          row.recommendedRetailPrice && withTax
            ? [
                {
                  amount: {
                    relative: Math.round((1 - withTax / row.recommendedRetailPrice) * 100) / 100,
                  },
                },
              ]
            : [],
      },
      priceScale: priceScale(row, shop),
    },
    withTax,
    recommendedRetailPrice: row.recommendedRetailPrice,
    stockQuantity: row.stock,
    buyable: row.isActive && withTax !== null && row.bvc !== 3 && row.bvc !== 4,
    promotion: row.promotion,
  };
}

/** The test catalogue: `CatalogueLines` over {@link testVariants}, changeable by tests. */
export interface TestCatalogue extends CatalogueLines {
  readonly variants: ReturnType<typeof testVariants>;
  /** How often `lines` was asked, and for which ids. */
  readonly calls: (readonly string[])[];
  /** Changes a variant as the catalogue team would (stock, BVC, activity, prices). */
  change(variantId: string, change: Partial<TestVariant>): void;
  /** Removes a variant from the catalogue. */
  remove(variantId: string): void;
}

export function testCatalogue(): TestCatalogue {
  const variants = testVariants();
  const rows = new Map<string, TestVariant>(Object.values(variants).map((row) => [row.id, row]));
  const calls: (readonly string[])[] = [];
  const inBrand = (shop: ShopContext) =>
    [...rows.values()].filter((row) => row.brand === shop.brand);
  return {
    variants,
    calls,
    change(variantId, change) {
      const row = rows.get(variantId);
      if (!row) throw new Error(`No variant ${variantId} in the test catalogue`);
      rows.set(variantId, { ...row, ...change });
    },
    remove(variantId) {
      rows.delete(variantId);
    },
    lines(shop, variantIds) {
      calls.push([...variantIds]);
      return Promise.resolve(
        inBrand(shop)
          .filter((row) => variantIds.includes(row.id))
          .map((row) => catalogueLine(row, shop)),
      );
    },
    wishlistVariant(shop, itemCreationId) {
      const chosen = inBrand(shop)
        .filter((row) => row.id === itemCreationId || row.productId === itemCreationId)
        .sort(
          (a, b) =>
            Number(b.id === itemCreationId) - Number(a.id === itemCreationId) ||
            Number(a.bvc === 4) - Number(b.bvc === 4) ||
            a.position - b.position,
        )[0];
      return Promise.resolve(chosen && { productId: chosen.productId, variantId: chosen.id });
    },
    // All or nothing, as the catalogue's one transaction: checked first, then taken.
    reserveStock(shop, stockLines) {
      const wanted = new Map<string, number>();
      for (const { variantId, quantity } of stockLines) {
        wanted.set(variantId, (wanted.get(variantId) ?? 0) + quantity);
      }
      for (const [variantId, quantity] of wanted) {
        const row = rows.get(variantId);
        if (!row || row.brand !== shop.brand || row.stock < quantity) {
          return Promise.resolve({ reserved: false, variantId });
        }
      }
      for (const [variantId, quantity] of wanted) {
        const row = rows.get(variantId) as TestVariant;
        rows.set(variantId, { ...row, stock: row.stock - quantity });
      }
      return Promise.resolve({ reserved: true });
    },
    releaseStock(shop, stockLines) {
      for (const { variantId, quantity } of stockLines) {
        const row = rows.get(variantId);
        if (row?.brand === shop.brand) rows.set(variantId, { ...row, stock: row.stock + quantity });
      }
      return Promise.resolve();
    },
  };
}
