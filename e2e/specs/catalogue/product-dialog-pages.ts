import type { APIRequestContext } from "@playwright/test";

/** What the product dialogs' journeys read of a product from the catalogue's API. */
interface ApiProduct {
  readonly name: string;
  readonly images: readonly unknown[];
  readonly advancedAttributes: Record<string, unknown>;
  readonly promo: readonly unknown[];
  readonly customData: Record<string, unknown>;
  readonly attributes: Record<string, unknown>;
  readonly variants: readonly {
    readonly referenceKey: string;
    readonly id: string;
    readonly delivery: { readonly BVC: number };
  }[];
}

/** A product page of the demo catalogue for one dialog, with what the journey needs of it. */
export interface DialogProductPage {
  readonly path: string;
  readonly name: string;
  /** The chosen variant (a sold-out one for the reminder). */
  readonly variantId: string;
}

export type DialogCase = "soldOut" | "images" | "advisor" | "electrical" | "seals" | "promotion";

const wanted: Record<DialogCase, (product: ApiProduct) => string | undefined> = {
  soldOut: (product) =>
    product.variants.find((variant) => variant.delivery.BVC === 4)?.referenceKey,
  images: (product) => (product.images.length > 2 ? product.variants[0]?.referenceKey : undefined),
  advisor: (product) =>
    product.advancedAttributes.groessenberater ? product.variants[0]?.referenceKey : undefined,
  electrical: (product) =>
    product.advancedAttributes.elektroGeraet ? product.variants[0]?.referenceKey : undefined,
  seals: (product) =>
    Array.isArray(product.advancedAttributes.siegel)
      ? product.variants[0]?.referenceKey
      : undefined,
  promotion: (product) =>
    product.promo.length > 0 && product.customData.promotionConditions
      ? product.variants[0]?.referenceKey
      : undefined,
};

/**
 * The first home-brand product page (of the first 200) for each dialog case, in one shop
 * language, with that variant chosen (`?variant=`). Personalised articles are left out.
 */
export async function dialogProductPages(
  request: APIRequestContext,
  host: string,
  locale: string,
): Promise<Record<DialogCase, DialogProductPage>> {
  const language = locale.slice(0, 2);
  const found: Partial<Record<DialogCase, DialogProductPage>> = {};
  for (let index = 1; index < 200 && Object.keys(found).length < 6; index += 1) {
    const response = await request.get(`/api/shop/product/${1_000_000 + index}/?locale=${locale}`, {
      headers: { host },
    });
    if (!response.ok()) continue;
    const { product, alternates } = (await response.json()) as {
      product: ApiProduct;
      alternates: Record<string, string>;
    };
    if (product.attributes.personalisierterArtikel) continue;
    for (const [kind, variantOf] of Object.entries(wanted) as [
      DialogCase,
      typeof wanted.soldOut,
    ][]) {
      const referenceKey = variantOf(product);
      if (found[kind] || !referenceKey) continue;
      const variant = product.variants.find((candidate) => candidate.referenceKey === referenceKey);
      found[kind] = {
        path: `/${language}/${alternates[language]}?variant=${referenceKey}`,
        name: product.name,
        variantId: variant?.id ?? "",
      };
    }
  }
  const missing = (Object.keys(wanted) as DialogCase[]).filter((kind) => !found[kind]);
  if (missing.length > 0) throw new Error(`no demo product for ${missing.join(", ")}`);
  return found as Record<DialogCase, DialogProductPage>;
}
