import type {
  CatalogueProducts,
  ContentBlock,
  ContentStory,
  ProductListSelection,
  ShopContext,
} from "@shop/shared";
import type { Logger } from "@shop/shared/platform";

/** The product-list block's component name in the content system. */
const productListComponent = "product_list";

/** Catalogue spec point 9: 12 products per slot; an editor may ask for fewer or up to 24. */
const productListSize = { default: 12, max: 24 } as const;

/** A product number as the catalogue takes it (its product API's reference pattern). */
const referenceKey = /^[A-Za-z0-9._-]{1,40}$/;

function field(block: ContentBlock, name: string): string {
  const value = block[name];
  return typeof value === "string" ? value.trim() : "";
}

/** The editor's product numbers: a list, or one text with commas, semicolons or spaces between. */
function productNumbers(block: ContentBlock): string[] {
  const value = block.productNumbers;
  const entries = Array.isArray(value)
    ? value.filter((entry): entry is string => typeof entry === "string")
    : typeof value === "string"
      ? value.split(/[\s,;]+/)
      : [];
  return [...new Set(entries.map((entry) => entry.trim()).filter((e) => referenceKey.test(e)))];
}

function size(block: ContentBlock): number {
  const asked = Number(block.size);
  return Number.isInteger(asked) && asked >= 1
    ? Math.min(asked, productListSize.max)
    : productListSize.default;
}

/**
 * What a product-list block asks the catalogue for (decision 0049): its product numbers (anything
 * that is no product number is dropped), else its category and search words; undefined when it
 * names none of them (the block then shows nothing).
 */
export function productListSelection(block: ContentBlock): ProductListSelection | undefined {
  const numbers = productNumbers(block);
  if (numbers.length > 0) return { productNumbers: numbers, size: size(block) };
  const category = field(block, "category");
  const query = field(block, "query");
  if (!category && !query) return undefined;
  return { ...(category ? { category } : {}), ...(query ? { query } : {}), size: size(block) };
}

const isBlock = (value: unknown): value is ContentBlock =>
  value !== null &&
  typeof value === "object" &&
  typeof (value as { component?: unknown }).component === "string";

/**
 * A story with each product-list block's products (`products`, the catalogue's card data) set
 * by the catalogue, also inside grids, sliders and other nesting blocks. A block whose read
 * fails, or a shop without the catalogue wired, shows an empty list; the failure is logged and
 * the page stays whole.
 */
export async function withProductLists(
  story: ContentStory,
  shop: ShopContext,
  catalogue: CatalogueProducts | undefined,
  logger: Logger,
): Promise<ContentStory> {
  const resolve = async (block: ContentBlock): Promise<ContentBlock> => {
    const entries = await Promise.all(
      Object.entries(block).map(async ([name, value]): Promise<[string, unknown]> => {
        const nested: readonly unknown[] = Array.isArray(value) ? value : [];
        if (!nested.some(isBlock)) return [name, value];
        return [
          name,
          await Promise.all(nested.map((entry) => (isBlock(entry) ? resolve(entry) : entry))),
        ];
      }),
    );
    const resolved = Object.fromEntries(entries) as ContentBlock;
    if (block.component !== productListComponent) return resolved;
    return { ...resolved, products: await productsOf(block) };
  };
  const productsOf = async (block: ContentBlock) => {
    const selection = productListSelection(block);
    if (!selection || !catalogue) return [];
    try {
      return await catalogue.productTeasers(shop, selection);
    } catch (error) {
      logger.error("cms.product_list_failed", { locale: shop.locale, error: String(error) });
      return [];
    }
  };
  const body = await Promise.all(story.content.body.map(resolve));
  return { ...story, content: { ...story.content, body } };
}
