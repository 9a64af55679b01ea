// What the product page's information dialogs show (catalogue spec point 7; decision 0042), read
// from the product's data: nothing here is invented for a product that does not carry it.
import type { Product } from "@shop/shared";

/** The seals the shop can explain; a seal id it does not know is not shown. */
export const knownSeals = ["oekoTex100", "gots", "fsc"] as const;
export type SealId = (typeof knownSeals)[number];

export interface ElectricalInfo {
  /** The producer's WEEE registration number (ElektroG), as the product data names it. */
  readonly weeeRegistration: string;
}

export interface PromotionConditions {
  readonly id: string;
  readonly label: string;
  readonly conditions: string;
}

/** The attribute advisor (groessenberater): each size and the body measure it fits, in cm. */
export interface SizeAdvisor {
  readonly measure: "chest" | "height";
  readonly rows: readonly { readonly size: string; readonly from: number; readonly to: number }[];
}

/** The product's information dialogs; each is null or empty when its data is missing. */
export interface ProductInfo {
  readonly electrical: ElectricalInfo | null;
  readonly sizeAdvisor: SizeAdvisor | null;
  readonly seals: readonly SealId[];
  readonly promotions: readonly PromotionConditions[];
}

function isSealId(value: unknown): value is SealId {
  return typeof value === "string" && (knownSeals as readonly string[]).includes(value);
}

/** An advisor as the data gives it, or null when it is not one the page can show. */
function sizeAdvisorOf(value: unknown): SizeAdvisor | null {
  const advisor = value as { measure?: unknown; rows?: unknown } | undefined;
  if (advisor?.measure !== "chest" && advisor?.measure !== "height") return null;
  if (!Array.isArray(advisor.rows) || advisor.rows.length === 0) return null;
  const rows = (advisor.rows as unknown[]).flatMap((row) => {
    const { size, from, to } = (row ?? {}) as Record<string, unknown>;
    return typeof size === "string" && typeof from === "number" && typeof to === "number"
      ? [{ size, from, to }]
      : [];
  });
  return rows.length === advisor.rows.length ? { measure: advisor.measure, rows } : null;
}

/**
 * The information of an electrical good (`advancedAttributes.elektroGeraet` with its WEEE
 * registration), its attribute advisor (`advancedAttributes.groessenberater`), its seals (`advancedAttributes.siegel`, known ones, once each) and its running
 * promotions' conditions (`customData.promotionConditions`, by promotion id).
 */
export function productInfo(
  product: Pick<Product, "advancedAttributes" | "customData" | "promo">,
): ProductInfo {
  const electrical = product.advancedAttributes.elektroGeraet as
    { weeeRegistration?: unknown } | undefined;
  const seals = product.advancedAttributes.siegel;
  const conditions = (product.customData.promotionConditions ?? {}) as Record<string, unknown>;
  return {
    electrical:
      typeof electrical?.weeeRegistration === "string"
        ? { weeeRegistration: electrical.weeeRegistration }
        : null,
    sizeAdvisor: sizeAdvisorOf(product.advancedAttributes.groessenberater),
    seals: Array.isArray(seals) ? [...new Set(seals.filter(isSealId))] : [],
    promotions: product.promo.flatMap((promotion) => {
      const text = conditions[promotion.id];
      return typeof text === "string" && text.trim() !== ""
        ? [{ id: promotion.id, label: promotion.label, conditions: text }]
        : [];
    }),
  };
}
