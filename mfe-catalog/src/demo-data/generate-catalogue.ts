import { brands, languages, seoSlug, type Brand } from "@shop/shared";
import type * as schema from "../store/schema.ts";
import { productImageSvg } from "../images/product-image-svg.ts";
import { Random } from "./random.ts";
import { subcategories } from "./subcategories.ts";
import { productDescriptions, productNames } from "./texts.ts";
import {
  colourKeys,
  modelNames,
  multicolourQuadrants,
  vocabulary,
  type CategoryNames,
  type CategoryVocabulary,
} from "./vocabulary.ts";

type Insert<T extends { $inferInsert: unknown }> = T["$inferInsert"];

/** The rows of one batch of generated products. */
export interface ProductBatch {
  readonly products: Insert<typeof schema.products>[];
  readonly texts: Insert<typeof schema.productTexts>[];
  readonly productCategories: Insert<typeof schema.productCategories>[];
  readonly variants: Insert<typeof schema.variants>[];
  readonly prices: Insert<typeof schema.variantPrices>[];
  readonly images: Insert<typeof schema.productImages>[];
  readonly bundleItems: Insert<typeof schema.bundleItems>[];
  readonly productPromotions: Insert<typeof schema.productPromotions>[];
  /** The image files of the batch's products (SVG sources the image endpoint resizes). */
  readonly imageFiles: { readonly file: string; readonly svg: string }[];
}

export interface ShopPriceList {
  readonly brand: Brand;
  readonly shopId: string;
  readonly currency: "EUR" | "CHF";
}

export interface GenerateOptions {
  readonly products: number;
  readonly seed: number;
  readonly shops: readonly ShopPriceList[];
  /** Dates are relative to this moment, so the same seed gives the same shop. */
  readonly epoch?: Date;
}

const day = 24 * 60 * 60 * 1000;

/** The demo catalogue's "now" unless told otherwise: its dates and promotions are relative to it. */
export const demoEpoch = new Date("2026-11-01T00:00:00Z");

/** The id of the subcategory a kind of product belongs to (below its top-level category). */
function subcategoryId(brand: Brand, category: CategoryVocabulary, itemIndex: number): string {
  return `${brand}-${category.key}-${itemIndex + 1}`;
}

/**
 * The category trees of both brands, with names and slugs per language: the top level from the
 * vocabulary, below each one subcategory per kind of product.
 */
export function categoryRows() {
  const categories: Insert<typeof schema.categories>[] = [];
  const texts: Insert<typeof schema.categoryTexts>[] = [];
  const add = (
    id: string,
    brand: Brand,
    parentId: string | null,
    position: number,
    names: CategoryNames,
  ) => {
    categories.push({ id, brand, parentId, position });
    for (const language of languages) texts.push({ categoryId: id, language, ...names[language] });
  };
  for (const brand of brands) {
    vocabulary[brand].forEach((category, position) => {
      const id = `${brand}-${category.key}`;
      add(id, brand, null, position, category.names);
      category.items.forEach((item, itemIndex) => {
        const names = subcategories[item.noun.de];
        if (!names) throw new Error(`No subcategory names for ${item.noun.de}`);
        add(subcategoryId(brand, category, itemIndex), brand, id, itemIndex, names);
      });
    });
  }
  return { categories, texts };
}

/** Promotions per brand: their labels are shown as they are. */
export function promotionRows(epoch: Date): Insert<typeof schema.promotions>[] {
  return brands.flatMap((brand) => [
    {
      id: `${brand}-autumn`,
      brand,
      labels: { de: "Herbstaktion", fr: "Offre d’automne", nl: "Herfstactie" },
      conditions: {
        de: "Gültig bis Ende der Aktion auf gekennzeichnete Artikel, solange der Vorrat reicht. Nicht mit anderen Gutscheinen kombinierbar.",
        fr: "Valable jusqu’à la fin de l’offre sur les articles signalés, dans la limite des stocks disponibles. Non cumulable avec d’autres bons d’achat.",
        nl: "Geldig tot het einde van de actie op gemarkeerde artikelen, zolang de voorraad strekt. Niet te combineren met andere waardebonnen.",
      },
      startsAt: new Date(epoch.getTime() - 30 * day),
      endsAt: new Date(epoch.getTime() + 60 * day),
    },
    {
      id: `${brand}-three-for-two`,
      brand,
      labels: { de: "3 für 2", fr: "3 pour 2", nl: "3 voor 2" },
      conditions: {
        de: "Beim Kauf von drei gekennzeichneten Artikeln ist der günstigste gratis. Der Rabatt wird im Warenkorb abgezogen.",
        fr: "Pour l’achat de trois articles signalés, le moins cher est offert. La remise est déduite dans le panier.",
        nl: "Bij aankoop van drie gemarkeerde artikelen is het goedkoopste gratis. De korting wordt in het winkelmandje verrekend.",
      },
      startsAt: null,
      endsAt: null,
    },
  ]);
}

/** Products of a brand get reference keys from their own range: home 1xxxxxx, baby 2xxxxxx. */
export function referenceKeyOf(brand: Brand, index: number): string {
  return `${brand === "home" ? 1 : 2}${String(index).padStart(6, "0")}`;
}

/** How many of the products belong to each brand (three in five are home goods). */
export function productsPerBrand(total: number): Record<Brand, number> {
  const home = Math.ceil(total * 0.6);
  return { home, baby: total - home };
}

/**
 * Generates products in batches. Each product depends only on the seed, its brand and its
 * index, so batches can be written as they come and 100,000 products never sit in memory.
 */
export function* productBatches(
  options: GenerateOptions,
  batchSize = 500,
): Generator<ProductBatch> {
  const epoch = options.epoch ?? demoEpoch;
  const counts = productsPerBrand(options.products);
  for (const brand of brands) {
    for (let start = 0; start < counts[brand]; start += batchSize) {
      const batch: ProductBatch = {
        products: [],
        texts: [],
        productCategories: [],
        variants: [],
        prices: [],
        images: [],
        bundleItems: [],
        productPromotions: [],
        imageFiles: [],
      };
      const end = Math.min(start + batchSize, counts[brand]);
      for (let index = start; index < end; index += 1) {
        addProduct(batch, brand, index, epoch, options);
      }
      yield batch;
    }
  }
}

/** Products come in sibling groups of three: the same model in three colours. */
const groupSize = 3;

function addProduct(
  batch: ProductBatch,
  brand: Brand,
  index: number,
  epoch: Date,
  options: GenerateOptions,
): void {
  const group = Math.floor(index / groupSize);
  const groupRandom = new Random(options.seed * 7919 + (brand === "home" ? 0 : 1_000_003) + group);
  const random = new Random(options.seed * 104_729 + (brand === "home" ? 0 : 2_000_003) + index);
  const categories = vocabulary[brand];
  const category = categories[group % categories.length] as CategoryVocabulary;
  const itemIndex = groupRandom.int(0, category.items.length - 1);
  const item = category.items[itemIndex] as CategoryVocabulary["items"][number];
  const material = groupRandom.pick(item.materials);
  const model = groupRandom.pick(modelNames);
  const referenceKey = referenceKeyOf(brand, index);
  const id = `${brand}-${referenceKey}`;

  const colours = productColours(random, index);
  const colourName = colours[0]?.startsWith("mehrfarbig")
    ? colourKeys.mehrfarbig
    : colourKeys[colours[0] ?? "natur"];
  const names = productNames(model, item.noun, material, colourName ?? colourKeys.natur!);
  const descriptions = productDescriptions(
    item.noun,
    material,
    random.int(0, 99),
    random.int(0, 99),
  );
  const personalised = random.chance(0.04);
  const isBundle = index > 6 && random.chance(0.02);
  const firstLiveAt = new Date(epoch.getTime() - random.int(0, 720) * day);
  const ratingQuantity = random.chance(0.7) ? random.int(1, 400) : 0;
  const ratingValue = ratingQuantity ? Math.round((3 + random.next() * 2) * 10) / 10 : null;

  batch.products.push({
    id,
    brand,
    referenceKey,
    masterKey: referenceKey,
    brandName: brand === "home" ? "Wohnfein" : "Wohnfein Baby",
    subbrand: random.chance(0.2)
      ? brand === "home"
        ? "Wohnfein Natur"
        : "Wohnfein Kleinwelt"
      : null,
    siblingGroup: `${brand}-${group}`,
    attributes: {
      ...(personalised ? { personalisierterArtikel: { value: "1" } } : {}),
      ...(random.chance(0.1) ? { kostenloserVersand: { value: "j" } } : {}),
      ...(ratingValue
        ? {
            durchschnittBewertungen: { label: String(ratingValue) },
            anzahlBewertungen: { value: ratingQuantity },
          }
        : {}),
    },
    advancedAttributes: {
      farbe: colours,
      ...(isBundle ? { virtuelleBundles: true } : {}),
      ...(item.shape === "board" && category.key === "storage" ? { bulkyOrLoad: true } : {}),
      ...demoDialogAttributes(item.shape, index, category.axis),
    },
    collections: random.chance(0.3) ? [`${brand}-autumn-collection`] : [],
    colors: colours,
    ratingValue,
    ratingQuantity,
    isActive: true,
    isNew: epoch.getTime() - firstLiveAt.getTime() < 30 * day,
    personalised,
    bundle: isBundle,
    sales: Math.floor(random.next() ** 3 * 5000),
    createdAt: new Date(firstLiveAt.getTime() - 14 * day),
    // Data changes now and then after going live: within the last month, never before it.
    updatedAt: new Date(Math.max(firstLiveAt.getTime(), epoch.getTime() - (index % 30) * day)),
    firstLiveAt,
  });
  for (const language of languages) {
    batch.texts.push({
      productId: id,
      language,
      name: names[language],
      description: descriptions[language],
      seoSlug: seoSlug(names[language], referenceKey),
    });
  }
  batch.productCategories.push(
    { productId: id, categoryId: `${brand}-${category.key}` },
    { productId: id, categoryId: subcategoryId(brand, category, itemIndex) },
  );
  const imageCount = random.int(1, 4);
  for (let position = 0; position < imageCount; position += 1) {
    const file = `${brand}/${referenceKey}-${position}.svg`;
    batch.images.push({ productId: id, position, file });
    batch.imageFiles.push({ file, svg: productImageSvg(item.shape, colours, position) });
  }
  if (isBundle) {
    for (const offset of [3, 6]) {
      batch.bundleItems.push({
        bundleId: id,
        productId: `${brand}-${referenceKeyOf(brand, index - offset)}`,
        quantity: 1,
      });
    }
  }
  if (random.chance(0.1)) {
    batch.productPromotions.push({
      productId: id,
      promotionId: `${brand}-${random.chance(0.5) ? "autumn" : "three-for-two"}`,
    });
  }
  addVariants(batch, {
    brand,
    id,
    referenceKey,
    category,
    random,
    index,
    shape: item.shape,
    options,
  });
}

/** The registration number the demo shop's electrical goods name (ElektroG, WEEE). */
export const demoWeeeRegistration = "DE 73940261";

/**
 * The product page dialogs' data (issue 21, point 7; decision 0042), drawn from the shape, the
 * index and the category only, so the random sequence (and every other generated value) stays as
 * it was: lamps are electrical goods (the waste law's information), textiles and wood carry
 * seals, sized categories an attribute advisor.
 */
function demoDialogAttributes(
  shape: string,
  index: number,
  axis: CategoryVocabulary["axis"],
): Record<string, unknown> {
  const seals =
    shape === "cloth" || shape === "pillow" || shape === "garment"
      ? index % 2 === 0
        ? ["oekoTex100", "gots"]
        : ["oekoTex100"]
      : shape === "board" || shape === "basket"
        ? ["fsc"]
        : [];
  return {
    ...(shape === "lamp"
      ? { elektroGeraet: { weeeRegistration: demoWeeeRegistration, deviceCategory: 5 } }
      : {}),
    ...(seals.length > 0 ? { siegel: seals } : {}),
    ...(axis?.name === "asGro" ? { groessenberater: sizeAdvisor(axis.values) } : {}),
  };
}

/**
 * The attribute advisor (groessenberater) of a sized product: its sizes with the body measure
 * each fits, in cm. Baby sizes name the height they fit (50/56: 50–56 cm); adult sizes fit a
 * chest girth, 8 cm per size from 88 cm.
 */
function sizeAdvisor(sizes: readonly string[]) {
  const baby = sizes.every((size) => /^\d+\/\d+$/.test(size));
  return {
    measure: baby ? "height" : "chest",
    rows: sizes.map((size, position) => {
      const [from = 0, to = 0] = baby
        ? size.split("/").map(Number)
        : [88 + position * 8, 96 + position * 8];
      return { size, from, to };
    }),
  };
}

function productColours(random: Random, index: number): string[] {
  const keys = Object.keys(colourKeys).filter((key) => key !== "mehrfarbig");
  // Every colour key appears on one of a brand's first products; then colours are random.
  const first = keys[index];
  if (first) return [first];
  if (index % 17 === 5) return [...multicolourQuadrants];
  if (random.chance(0.2)) return [random.pick(keys), random.pick(keys)];
  return [random.pick(keys)];
}

interface VariantInput {
  readonly brand: Brand;
  readonly id: string;
  readonly referenceKey: string;
  readonly category: CategoryVocabulary;
  readonly random: Random;
  readonly index: number;
  readonly shape: string;
  readonly options: GenerateOptions;
}

/** The delivery cases of catalogue spec point 8, each guaranteed on one of a brand's first products. */
const deliveryCases = [
  "instant",
  "soon",
  "late",
  "preorder",
  "soldOut",
  "none",
  "download",
  "plainBvc2",
] as const;
type DeliveryCase = (typeof deliveryCases)[number];

function deliveryCase(random: Random, index: number, soldOutGroup: boolean): DeliveryCase {
  if (soldOutGroup) return "soldOut";
  const forced = deliveryCases[index - 20];
  if (forced) return forced;
  if (index % 97 === 3) return "download";
  const roll = random.next();
  if (roll < 0.68) return "instant";
  if (roll < 0.8) return "soon";
  if (roll < 0.86) return "late";
  if (roll < 0.9) return "preorder";
  return roll < 0.95 ? "soldOut" : "none";
}

/** The delivery block of a variant: BVC and days (catalogue spec points 4, 8 and 9). */
function delivery(random: Random, brand: Brand, kind: DeliveryCase) {
  const instantTo = brand === "baby" ? 3 : 4;
  switch (kind) {
    case "instant":
      return {
        bvc: 1,
        deliveryDaysFrom: 1,
        deliveryDaysTo: random.int(1, instantTo),
        stockQuantity: random.int(5, 250),
      };
    case "soon":
      return {
        bvc: 1,
        deliveryDaysFrom: instantTo + 1,
        deliveryDaysTo: random.int(instantTo + 1, 13),
        stockQuantity: random.int(1, 60),
      };
    case "late":
      return {
        bvc: 1,
        deliveryDaysFrom: 14,
        deliveryDaysTo: random.int(14, 45),
        stockQuantity: random.int(1, 20),
      };
    case "preorder":
      return {
        bvc: 2,
        deliveryDaysFrom: 30,
        deliveryDaysTo: 999,
        stockQuantity: random.int(10, 100),
      };
    case "download":
      return { bvc: 1, deliveryDaysFrom: 0, deliveryDaysTo: 0, stockQuantity: 9999 };
    // Code 2 with an ordinary delivery time: orderable, not a preorder.
    case "plainBvc2":
      return {
        bvc: 2,
        deliveryDaysFrom: instantTo + 1,
        deliveryDaysTo: random.int(instantTo + 1, 13),
        stockQuantity: random.int(1, 40),
      };
    case "soldOut":
      return { bvc: 4, deliveryDaysFrom: 0, deliveryDaysTo: 0, stockQuantity: 0 };
    case "none":
      return { bvc: 3, deliveryDaysFrom: 0, deliveryDaysTo: 0, stockQuantity: 0 };
  }
}

function addVariants(batch: ProductBatch, input: VariantInput): void {
  const { random, category, referenceKey } = input;
  const axis = category.axis && random.chance(0.75) ? category.axis : undefined;
  const values = axis ? axis.values.slice(0, random.int(2, axis.values.length)) : [null];
  // One product in eleven is not buyable at all: every variant sold out (a dropped sibling).
  const soldOutGroup = input.index % 11 === 7;
  const [low, high] = category.prices;
  const base = Math.round((low + random.next() * (high - low)) / 100) * 100 - 1;
  const onSale = random.chance(0.25);
  // Half the sales pass the 96 % rule (shown reduced), half do not (97–99 % of the RRP).
  const ratio = onSale
    ? random.chance(0.5)
      ? 0.7 + random.next() * 0.2
      : 0.97 + random.next() * 0.02
    : 1;
  const withScales = random.chance(0.15);
  const reference =
    input.shape === "bottle" && input.brand === "baby"
      ? { unit: "LI", size: 0.25 }
      : input.shape === "cloth" && random.chance(0.2)
        ? { unit: "QM", size: 2.1 }
        : undefined;

  values.forEach((value, position) => {
    const variantId = `${input.id}-${position + 1}`;
    const price = base + position * 200;
    batch.variants.push({
      id: variantId,
      productId: input.id,
      referenceKey: `${referenceKey}_${String(position + 1).padStart(2, "0")}`,
      position,
      axis: axis?.name ?? null,
      axisValue: value,
      ...delivery(random, input.brand, deliveryCase(random, input.index, soldOutGroup)),
      paybackFactor: random.chance(0.5) ? 1 : random.chance(0.2) ? 2 : 0,
    });
    for (const shop of input.options.shops.filter((candidate) => candidate.brand === input.brand)) {
      const convert = (cents: number) =>
        shop.currency === "CHF" ? Math.ceil((cents * 1.08) / 100) * 100 - 10 : cents;
      const rrp = onSale ? convert(Math.round(price / ratio / 100) * 100 - 1) : null;
      const withTax = convert(price);
      batch.prices.push({
        variantId,
        shopId: shop.shopId,
        currency: shop.currency,
        withTax,
        recommendedRetailPrice: rrp,
        referencePrice: reference
          ? { ...reference, withTax: Math.round(withTax / reference.size) }
          : null,
        reductionRelative: rrp ? Math.round((1 - withTax / rrp) * 100) / 100 : null,
        scales: withScales
          ? [
              {
                amount: 2,
                price: Math.round(withTax * 0.95),
                unit: "Stück",
                pricePromotionKey: "scale-2",
              },
              {
                amount: 3,
                price: Math.round(withTax * 0.9),
                unit: "Stück",
                pricePromotionKey: "scale-3",
              },
              {
                amount: 6,
                price: Math.round(withTax * 0.85),
                unit: "Stück",
                pricePromotionKey: "scale-6",
              },
            ]
          : [],
      });
    }
  });
}
