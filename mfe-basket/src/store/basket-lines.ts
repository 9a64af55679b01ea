import type { CatalogueLine, CatalogueLines, CustomText, ShopContext } from "@shop/shared";

/** A basket line as the basket keeps it: keys, quantity, texts and version (core spec point 3). */
export interface BasketItemRow {
  readonly itemKey: string;
  /** The catalogue's variant id. */
  readonly variantId: string;
  readonly quantity: number;
  readonly groupId: string;
  readonly isMainItem: boolean;
  readonly isRequired: boolean;
  readonly customText: CustomText | null;
  readonly displayData: Record<string, string>;
  readonly version: number;
}

/** A basket line with what the catalogue tells about its variant in the shop. */
export interface BasketLine extends BasketItemRow {
  readonly catalogue: CatalogueLine;
}

/**
 * The catalogue's lines of the given variant ids, asked for once, by variant id. No ids, no
 * call (an empty basket needs nothing from the catalogue).
 */
export async function catalogueLinesById(
  catalogue: CatalogueLines,
  shop: ShopContext,
  variantIds: readonly string[],
): Promise<ReadonlyMap<string, CatalogueLine>> {
  const unique = [...new Set(variantIds)];
  if (unique.length === 0) return new Map();
  const lines = await catalogue.lines(shop, unique);
  return new Map(lines.map((line) => [line.variant.id, line]));
}
