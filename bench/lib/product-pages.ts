import { assertLoopback } from "./http.ts";

/** What the product API says about one product: its page path in a language and its name. */
export interface ProductPage {
  readonly referenceKey: string;
  readonly path: string;
  readonly name: string;
}

/**
 * The page paths (`/de/p/{slug}-{key}/`) of the first `count` products the demo data has in a
 * shop, asked from the edge's own product API (demo reference keys start at 1000000).
 */
export async function productPages(
  edgeUrl: string,
  count: number,
  { locale = "de-de", maxTries = 400 }: { locale?: string; maxTries?: number } = {},
): Promise<ProductPage[]> {
  assertLoopback(edgeUrl);
  const language = locale.slice(0, 2);
  const found: ProductPage[] = [];
  for (let index = 0; index < maxTries && found.length < count; index += 1) {
    const referenceKey = String(1_000_000 + index);
    const response = await fetch(`${edgeUrl}/api/shop/product/${referenceKey}/?locale=${locale}`);
    if (!response.ok) continue;
    const body = (await response.json()) as {
      product: { name: string };
      alternates: Record<string, string>;
    };
    const slug = body.alternates[language];
    if (slug) found.push({ referenceKey, path: `/${language}/${slug}`, name: body.product.name });
  }
  if (found.length === 0) throw new Error(`no product pages found in ${locale}`);
  return found;
}
