import { randomBytes } from "node:crypto";
import type { Hono } from "hono";
import type { ProductPageResponse, ProductVariant } from "@shop/shared";

/** A random anonymous id, as the browser keeps under local storage `userId`. */
export function anonymousId(): string {
  return randomBytes(16).toString("hex");
}

/** The session cookie a response sets, as `name=value`, or undefined. */
export function setSessionCookie(response: Response): string | undefined {
  return /(?:__Host-)?sid=[^;]+/.exec(response.headers.get("set-cookie") ?? "")?.[0];
}

/**
 * One browser against an in-process edge: keeps its session cookie like a browser would and
 * sends JSON the way the shop's own pages do.
 */
export class CartClient {
  cookie: string | undefined;
  private readonly app: Hono;
  private readonly host: string;

  constructor(app: Hono, host = "localhost") {
    this.app = app;
    this.host = host;
  }

  async request(method: string, path: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = { host: this.host };
    if (this.cookie) headers.cookie = this.cookie;
    if (body !== undefined) headers["content-type"] = "application/json";
    const response = await this.app.request(path, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    this.cookie = setSessionCookie(response) ?? this.cookie;
    return response;
  }
}

/** Variants of the test catalogue that can be bought, with enough stock for quantity tests. */
export async function buyableVariants(
  app: Hono,
  { host = "localhost", locale = "de-de", minStock = 5, count = 3 } = {},
): Promise<(ProductVariant & { productId: string; productName: string })[]> {
  const search = (await (
    await app.request(`/api/shop/search/?locale=${locale}`, { headers: { host } })
  ).json()) as { products: { referenceKey: string }[] };
  const found: (ProductVariant & { productId: string; productName: string })[] = [];
  for (const teaser of search.products) {
    const response = await app.request(
      `/api/shop/product/${teaser.referenceKey}/?locale=${locale}`,
      {
        headers: { host },
      },
    );
    const { product } = (await response.json()) as ProductPageResponse;
    if (product.attributes.personalisierterArtikel) continue;
    const variant = product.variants.find(
      (candidate) => candidate.delivery.BVC <= 2 && candidate.stock.quantity >= minStock,
    );
    if (variant) found.push({ ...variant, productId: product.id, productName: product.name });
    if (found.length === count) break;
  }
  if (found.length < count) throw new Error(`only ${found.length} buyable variants found`);
  return found;
}
