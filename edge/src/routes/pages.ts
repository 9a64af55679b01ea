import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import { HTTPException } from "hono/http-exception";
import {
  countryLanguages,
  matchRoute,
  notFoundComposition,
  pageComposition,
  shopContext,
  type Language,
} from "@shop/shared";
import { composePage, type CompositionDeps } from "../composition/compose-page.ts";
import { defaultLanguage, shopForHost } from "../shops/resolve-shop.ts";

function decodedPath(url: URL): string {
  try {
    return decodeURIComponent(url.pathname);
  } catch {
    throw new HTTPException(400, { message: "The address is not valid percent-encoding" });
  }
}

/** Every page of the shop: picks the shop, language, route and composition, then composes it. */
export function pageRoutes(deps: CompositionDeps): Hono {
  const app = new Hono();
  app.get("*", async (c) => {
    const url = new URL(c.req.url);
    const path = decodedPath(url);
    const { brand, country } = shopForHost(c.req.header("host"));
    const offered: readonly Language[] = countryLanguages[country];

    if (path === "/") return c.redirect(`/${defaultLanguage(country)}/${url.search}`, 302);
    if (!path.endsWith("/")) return c.redirect(`${url.pathname}/${url.search}`, 301);

    const [, prefix = "", ...rest] = path.split("/");
    const language = offered.find((candidate) => candidate === prefix);
    const shop = shopContext(brand, country, language ?? defaultLanguage(country));
    const match = language ? matchRoute(language, rest.join("/")) : undefined;
    const composition = (match && pageComposition(match.name)) ?? notFoundComposition;

    return composePage(deps, {
      host: c.req.header("host") ?? "localhost",
      shop,
      path,
      route: composition === notFoundComposition ? "notFound" : (match?.name ?? "notFound"),
      params: match?.params ?? {},
      query: Object.fromEntries(url.searchParams),
      cookies: getCookie(c),
      cookieHeader: c.req.header("cookie"),
      composition,
    });
  });
  return app;
}
