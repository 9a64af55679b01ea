import { sql } from "drizzle-orm";
import { isLanguage, pathFor, type Language, type ShopContext } from "@shop/shared";
import { queryRows, type Database } from "@shop/shared/platform";

interface CategoryTextRow {
  readonly id: string;
  readonly parentId: string | null;
  readonly language: string;
  readonly slug: string;
}

/**
 * A category page's path in each language that names the category (`/fr/cuisine/nappes/` for
 * `/de/kueche/tischdecken/`): the page's alternates, which the head's hreflang links and the
 * language switch follow. Empty when the path is no category of the shop's brand.
 */
export async function categoryPaths(
  db: Database,
  shop: ShopContext,
  path: string,
): Promise<Partial<Record<Language, string>>> {
  const rows = await queryRows<CategoryTextRow>(
    db,
    sql`select c.id, c.parent_id as "parentId", t.language, t.slug
      from categories c join category_texts t on t.category_id = c.id
      where c.brand = ${shop.brand}`,
  );
  const byId = new Map<string, { parentId: string | null; slugs: Map<string, string> }>();
  for (const row of rows) {
    const entry = byId.get(row.id) ?? { parentId: row.parentId, slugs: new Map() };
    entry.slugs.set(row.language, row.slug);
    byId.set(row.id, entry);
  }
  const slugPath = (id: string | null, language: string): string | undefined => {
    if (id === null) return "";
    const entry = byId.get(id);
    const slug = entry?.slugs.get(language);
    if (!entry || slug === undefined) return undefined;
    const above = slugPath(entry.parentId, language);
    return above === undefined ? undefined : `${above}${slug}/`;
  };
  const pagePath = (id: string, language: Language) => {
    const slug = slugPath(id, language);
    return slug === undefined ? undefined : pathFor("content", language, { slug });
  };
  const found = [...byId.keys()].find((id) => pagePath(id, shop.language) === path);
  if (found === undefined) return {};
  const entries = [...(byId.get(found)?.slugs.keys() ?? [])].flatMap((language) => {
    const alternate = isLanguage(language) ? pagePath(found, language) : undefined;
    return isLanguage(language) && alternate ? [[language, alternate] as const] : [];
  });
  return Object.fromEntries(entries);
}
