import type { Context, MiddlewareHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { isLocale, languageOf } from "../i18n/languages.ts";
import { addressProblem, jsonProblem } from "../routing/request-input.ts";
import type { ShopContext } from "../shops/shops.ts";
import type { PlatformShop, ShopDirectory } from "./shops.ts";

/**
 * Reads a request's JSON body; anything unparsable, and a string holding a control character or
 * no valid text (`jsonProblem`), is a 400 naming the field. Content type and size are checked
 * before, by the platform's guard on state-changing calls.
 */
export async function jsonBody(c: Context): Promise<unknown> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new HTTPException(400, { message: "The body must be valid JSON" });
  }
  const problem = jsonProblem(body);
  if (problem) throw new HTTPException(400, { message: problem });
  return body;
}

/**
 * Refuses a request whose path or query is malformed (`addressProblem`: bad percent-encoding, a
 * control character, a dot segment or backslash in the path) with a 400 naming the problem,
 * before any route reads it (decision 0029). The app's error handler answers it.
 */
export function validAddress(): MiddlewareHandler {
  return async (c, next) => {
    const problem = addressProblem(new URL(c.req.url));
    if (problem) throw new HTTPException(400, { message: problem });
    await next();
  };
}

/**
 * The shop an API call is for: brand and country from the host, language from the `locale`
 * query (see shopInLocale).
 */
export function apiShop<S extends PlatformShop>(
  shops: Omit<ShopDirectory, "forHost"> & { forHost(host: string | undefined): S },
  host: string | undefined,
  locale: string | undefined,
  options: { optionalLocale?: boolean } = {},
): { shop: S; context: ShopContext } {
  return shopInLocale(shops, shops.forHost(host), locale, options);
}

/**
 * A shop in the `locale` a call names: a locale the shop does not offer is a client error. Calls
 * the spec sends without a locale (`optionalLocale`) get the shop's default language.
 */
export function shopInLocale<S extends PlatformShop>(
  shops: Pick<ShopDirectory, "context">,
  shop: S,
  locale: string | undefined,
  { optionalLocale = false }: { optionalLocale?: boolean } = {},
): { shop: S; context: ShopContext } {
  if (locale === undefined && optionalLocale) {
    return { shop, context: shops.context(shop, shop.defaultLanguage) };
  }
  const offered = shop.languages.map((language) => `${language}-${shop.country}`);
  if (!isLocale(locale) || !offered.includes(locale)) {
    throw new HTTPException(400, {
      message: `locale must be one of ${offered.join(", ")} on this shop`,
    });
  }
  return { shop, context: shops.context(shop, languageOf(locale)) };
}
