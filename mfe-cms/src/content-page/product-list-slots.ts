import type { ContentBlock, ContentStory, FragmentSlot } from "@shop/shared";

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
 * What a product-list block asks the catalogue's product list for (decisions 0049 and 0055), as
 * that fragment's query: its product numbers (anything that is no product number is dropped), else
 * its category and search words; its size, layout and headline. Undefined when it names no
 * product, category or search (the block then shows nothing).
 */
export function productListQuery(block: ContentBlock): Record<string, string> | undefined {
  const numbers = productNumbers(block);
  const category = field(block, "category");
  const query = field(block, "query");
  const selection: Record<string, string> =
    numbers.length > 0
      ? { productNumbers: numbers.join(",") }
      : { ...(category ? { category } : {}), ...(query ? { q: query } : {}) };
  if (Object.keys(selection).length === 0) return undefined;
  const headline = field(block, "headline");
  return {
    ...selection,
    size: String(size(block)),
    layout: block.layout === "slider" ? "slider" : "grid",
    ...(headline ? { headline } : {}),
  };
}

const isBlock = (value: unknown): value is ContentBlock =>
  value !== null &&
  typeof value === "object" &&
  typeof (value as { component?: unknown }).component === "string";

/**
 * A story whose product-list blocks each name their slot (`fragmentSlot`, `product-list-1` on in page
 * order, nested blocks too), and the slots the edge fills with the catalogue's product list
 * (decision 0055). A block without a selection gets no slot.
 */
export function productListSlots(story: ContentStory): {
  story: ContentStory;
  slots: FragmentSlot[];
} {
  const slots: FragmentSlot[] = [];
  const withSlot = (block: ContentBlock): ContentBlock => {
    const entries = Object.entries(block).map(([name, value]): [string, unknown] => {
      const nested: readonly unknown[] = Array.isArray(value) ? value : [];
      if (!nested.some(isBlock)) return [name, value];
      return [name, nested.map((entry) => (isBlock(entry) ? withSlot(entry) : entry))];
    });
    const resolved = Object.fromEntries(entries) as ContentBlock;
    const query = block.component === productListComponent ? productListQuery(block) : undefined;
    if (!query) return resolved;
    const id = `product-list-${slots.length + 1}`;
    slots.push({ id, ref: { mfe: "mfe-catalog", fragment: "productList" }, query });
    return { ...resolved, fragmentSlot: id };
  };
  const body = story.content.body.map(withSlot);
  return { story: { ...story, content: { ...story.content, body } }, slots };
}
