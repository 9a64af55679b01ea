import type { Hono } from "hono";
import type { Language, ProductPageResponse } from "@shop/shared";

/** A product's page paths per language, as the shop's API names them (`/de/p/{slug}/`). */
export async function productPaths(
  app: Hono,
  referenceKey: string,
  host = "localhost",
  locale = "de-de",
): Promise<Record<Language, string> & { name: string }> {
  const response = await app.request(`/api/shop/product/${referenceKey}/?locale=${locale}`, {
    headers: { host },
  });
  if (!response.ok) throw new Error(`product ${referenceKey} answered ${response.status}`);
  const { product, alternates } = (await response.json()) as ProductPageResponse;
  return {
    name: product.name,
    de: `/de/${alternates.de}`,
    fr: `/fr/${alternates.fr}`,
    nl: `/nl/${alternates.nl}`,
  };
}
