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

/** The catalogue's lines of the variants a call asked for (an id the catalogue does not know is asked, not there). */
export interface AskedLines {
  readonly ids: ReadonlySet<string>;
  readonly lines: ReadonlyMap<string, CatalogueLine>;
}

export const noneAsked: AskedLines = { ids: new Set(), lines: new Map() };

export const variantsOf = (rows: readonly BasketItemRow[]): string[] =>
  rows.map((row) => row.variantId);

/** The catalogue's lines of the given variants, asked for at once (none, no call). */
export async function askCatalogue(
  catalogue: CatalogueLines,
  shop: ShopContext,
  variantIds: readonly string[],
): Promise<AskedLines> {
  const lines = await catalogueLinesById(catalogue, shop, variantIds);
  return { ids: new Set(variantIds), lines };
}

/**
 * The lines asked for, and those of the rows' other variants asked now: rows another instance
 * added since this one last saw the basket (decision 0053).
 */
export async function including(
  catalogue: CatalogueLines,
  shop: ShopContext,
  asked: AskedLines,
  rows: readonly BasketItemRow[],
): Promise<AskedLines> {
  const missing = variantsOf(rows).filter((id) => !asked.ids.has(id));
  if (missing.length === 0) return asked;
  const more = await askCatalogue(catalogue, shop, missing);
  return {
    ids: new Set([...asked.ids, ...more.ids]),
    lines: new Map([...asked.lines, ...more.lines]),
  };
}
