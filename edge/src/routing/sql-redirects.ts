import { and, eq } from "drizzle-orm";
import type { Brand } from "@shop/shared";
import type { ShopDatabase } from "../db/database.ts";
import { redirects } from "../db/schema.ts";
import type { RedirectSource } from "./redirect-source.ts";
import type { RedirectTarget } from "./redirect-rules.ts";

/** The redirect store in the shop's database, behind `GET /api/shop/redirect/{path}`. */
export class SqlRedirectSource implements RedirectSource {
  private readonly db: ShopDatabase;

  constructor(db: ShopDatabase) {
    this.db = db;
  }

  async lookup(brand: Brand, requestPath: string): Promise<RedirectTarget | undefined> {
    const [row] = await this.db
      .select({ target: redirects.target, statusCode: redirects.statusCode })
      .from(redirects)
      .where(and(eq(redirects.brand, brand), eq(redirects.path, requestPath)));
    return row
      ? { target: row.target, statusCode: row.statusCode as RedirectTarget["statusCode"] }
      : undefined;
  }
}
