import { Hono, type Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import { getCookie } from "hono/cookie";
import { localeCookie } from "@shop/shared";
import { composePage, type CompositionDeps } from "../composition/compose-page.ts";
import { headTags } from "../head/head-tags.ts";
import { decodeRequestPath } from "../routing/request-path.ts";
import {
  pageNotFound,
  resolvePage,
  type PageDecision,
  type PageQuestion,
  type PageSources,
} from "../routing/resolve-page.ts";

/** What pages need besides routing: the consent team's voucher rule (core spec point 9). */
export interface PageExtras {
  readonly voucherCookie: (
    query: Readonly<Record<string, string>>,
    secure: boolean,
  ) => string | undefined;
}

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
export function pageRoutes(deps: CompositionDeps, sources: PageSources & PageExtras): Hono {
  const app = new Hono();
  app.get("*", async (c) => {
    const url = new URL(c.req.url);
    const shop = sources.shops.forHost(c.req.header("host"));
    const cookies = getCookie(c);
    const query = Object.fromEntries(url.searchParams);
    const path = decodeRequestPath(url.pathname);
    const question: PageQuestion = {
      shop,
      path,
      rawPath: url.pathname,
      search: url.search,
      cookies,
      acceptLanguage: c.req.header("accept-language"),
      signedIn: false,
    };
    const secure = sources.shops.secure;
    const visitor = deps.bindings.visitor({
      header: (name) => c.req.header(name),
      cookies,
      query,
      clientAddress: clientAddress(c),
      shopCountry: shop.country,
    });

    const answer = (decision: PageDecision): Promise<Response> | Response => {
      if (decision.kind === "redirect") {
        c.header("cache-control", "private, no-cache");
        c.header("vary", "Cookie, Accept-Language");
        return c.redirect(decision.location, decision.status as 301);
      }
      const setCookies: string[] = [];
      if (cookies[localeCookie.name] !== decision.language) {
        setCookies.push(
          cookie(localeCookie.name, decision.language, localeCookie.maxAgeSeconds, secure),
        );
      }
      const voucher = sources.voucherCookie(query, secure);
      if (voucher) setCookies.push(voucher);
      return composePage(deps, {
        shop: sources.shops.context(shop, decision.language),
        path,
        search: url.search,
        route: decision.route,
        params: decision.params,
        query,
        cookies,
        visitor,
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
        notFound: async () =>
          answer(await pageNotFound(question, sources, decision.language, undefined)),
      });
    };
    return answer(await resolvePage(question, sources));
  });
  return app;
}
