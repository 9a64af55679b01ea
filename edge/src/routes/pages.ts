import { Hono, type Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import { getCookie } from "hono/cookie";
import { localeCookie } from "@shop/shared";
import { composePage, type CompositionDeps } from "../composition/compose-page.ts";
import { headTags } from "../head/head-tags.ts";
import { decodeRequestPath } from "../routing/request-path.ts";
import { resolvePage, type PageSources } from "../routing/resolve-page.ts";
import { detectVisitor } from "../visitor/detect-visitor.ts";

/** Voucher cookie lifetime (core spec point 9: 14 days). */
const voucherMaxAgeSeconds = 14 * 24 * 60 * 60;
const voucherPattern = /^[A-Za-z0-9_-]{1,40}$/;

function clientAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

function cookie(name: string, value: string, maxAge: number, secure: boolean): string {
  return `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** Every page of the shop: shop by host, then redirect or composed page (see resolvePage). */
export function pageRoutes(deps: CompositionDeps, sources: PageSources): Hono {
  const app = new Hono();
  app.get("*", async (c) => {
    const url = new URL(c.req.url);
    const shop = sources.shops.forHost(c.req.header("host"));
    const cookies = getCookie(c);
    const query = Object.fromEntries(url.searchParams);
    const path = decodeRequestPath(url.pathname);
    const decision = await resolvePage(
      {
        shop,
        path,
        rawPath: url.pathname,
        search: url.search,
        cookies,
        acceptLanguage: c.req.header("accept-language"),
        signedIn: false,
      },
      sources,
    );
    if (decision.kind === "redirect") {
      c.header("cache-control", "private, no-cache");
      c.header("vary", "Cookie, Accept-Language");
      return c.redirect(decision.location, decision.status as 301);
    }

    const secure = sources.shops.secure;
    const setCookies: string[] = [];
    if (cookies[localeCookie.name] !== decision.language) {
      setCookies.push(
        cookie(localeCookie.name, decision.language, localeCookie.maxAgeSeconds, secure),
      );
    }
    if (query.voucher && voucherPattern.test(query.voucher)) {
      setCookies.push(cookie("voucher", query.voucher, voucherMaxAgeSeconds, secure));
    }
    return composePage(deps, {
      host: c.req.header("host") ?? "localhost",
      shop: sources.shops.context(shop, decision.language),
      path,
      route: decision.route,
      params: decision.params,
      query,
      cookies,
      cookieHeader: c.req.header("cookie"),
      visitor: detectVisitor({
        header: (name) => c.req.header(name),
        cookies,
        query,
        clientAddress: clientAddress(c),
        shopCountry: shop.country,
      }),
      composition: decision.composition,
      headTags: (fragmentHead) =>
        headTags({
          shops: sources.shops,
          shop,
          language: decision.language,
          fragmentHead,
          alternatePaths: fragmentHead.alternatePaths ?? decision.alternatePaths,
          query,
        }),
      responseHeaders: { "set-cookie": setCookies },
    });
  });
  return app;
}
