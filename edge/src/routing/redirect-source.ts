import type { Brand } from "@shop/shared";
import type { RedirectTarget } from "./redirect-rules.ts";

/**
 * Redirects managed with the data (old category paths, discontinued products, campaigns),
 * answered by `GET /api/shop/redirect/{path}`.
 */
export interface RedirectSource {
  lookup(brand: Brand, requestPath: string): Promise<RedirectTarget | undefined>;
}
