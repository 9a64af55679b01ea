import { seedDemoVouchers } from "@shop/mfe-basket/api";
import { isCatalogueEmpty, resetDemoCatalogue, seedDemoCatalogue } from "@shop/mfe-catalog/api";
import type { Database, PlatformShop } from "@shop/shared/platform";
import { SqlRedirectSource } from "../routing/sql-redirects.ts";

export { isCatalogueEmpty, resetDemoCatalogue };

/**
 * The demo shop (brief: demo data): the catalogue team generates its catalogue, and the
 * redirects it proposes for discontinued products and old paths go into the platform's table;
 * the basket team adds its demo coupons and gift cards.
 */
export async function seedDemoShop(
  db: Database,
  options: {
    readonly products: number;
    readonly seed: number;
    readonly shops: readonly PlatformShop[];
    readonly imageDir?: string;
  },
) {
  const { summary, redirects } = await seedDemoCatalogue(db, options);
  await new SqlRedirectSource(db).replaceAll(redirects);
  // The basket team's demo coupons and gift cards (decision 0045).
  const vouchers = await seedDemoVouchers(db);
  return { ...summary, redirects: redirects.length, ...vouchers };
}
