import { Hono, type Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import { getCookie } from "hono/cookie";
import { parse } from "hono/utils/cookie";
import type { IncomingMessage } from "node:http";
import {
  languages,
  localeCookie,
  notFoundComposition,
  pathOfPayload,
  type SignInState,
} from "@shop/shared";
import { composePage } from "../composition/compose-page.ts";
import {
  composePayload,
  fullLoadPayload,
  payloadResponse,
} from "../composition/compose-payload.ts";
import type { CompositionDeps } from "../composition/page-request.ts";
import type { SliceBindings } from "../composition/slice-bindings.ts";
import { documentVariant } from "../composition/document-cache-key.ts";
import { headTags } from "../head/head-tags.ts";
import { decodeRequestPath } from "../routing/request-path.ts";
import {
  pageNotFound,
  resolvePage,
  type PageDecision,
  type PageQuestion,
  type PageSources,
} from "../routing/resolve-page.ts";

/**
 * What pages need besides routing: who the session is signed in as (the account team's), and the
 * consent team's voucher rule (core spec point 9).
 */
export interface PageExtras {
  readonly signInState: (cookies: Readonly<Record<string, string>>) => Promise<SignInState>;
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

/**
 * The visitor detection's input for a node request, as `pageAnswer` gives it from the request's
 * context: the answer replay detects the visitor before the framework sees the request.
 */
export function visitorInputOf(
  incoming: IncomingMessage,
  shops: PageSources["shops"],
): Parameters<SliceBindings["visitor"]>[0] {
  const header = (name: string) => {
    const value = incoming.headers[name];
    return Array.isArray(value) ? value.join(", ") : value;
  };
  return {
    header,
    cookies: parse(header("cookie") ?? ""),
    query: Object.fromEntries(new URL(incoming.url ?? "/", "http://edge").searchParams),
    clientAddress: incoming.socket.remoteAddress,
    shopCountry: shops.forHost(header("host")).country,
  };
}

function cookie(name: string, value: string, maxAge: number, secure: boolean): string {
  return `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** Every page of the shop: shop by host, then redirect or composed page (see resolvePage). */
export function pageRoutes(deps: CompositionDeps, sources: PageSources & PageExtras): Hono {
  const app = new Hono();
  app.get("*", (c) => pageAnswer(deps, sources, c));
  return app;
}

/** Whether a request is for a page: GET or HEAD on a path under a language prefix (`/de/…`). */
export function isPageRequest(request: Request): boolean {
  const prefix = new URL(request.url).pathname.split("/")[1];
  return (
    (request.method === "GET" || request.method === "HEAD") &&
    languages.some((language) => language === prefix)
  );
}

/**
 * The answer to a page address the shop cannot read (issue 16; decision 0029): the error page in
 * the language of the path (else the shop's default) with status 400. Nothing of the address is
 * read: the page is made for the language's root, without the query.
 */
export function badAddressPage(
  deps: CompositionDeps,
  sources: PageSources & PageExtras,
): (c: Context) => Promise<Response> {
  return (c) => pageAnswer(deps, sources, c, { status: 400, params: { reason: "reserved" } });
}

/**
 * The error screen for a page request that failed (catalogue spec point 2: no plain-text 500
 * page), with status 500; the error's message and stack reach it only when `showDetails` (the
 * `qa` deployment environment).
 */
export function fatalErrorPage(
  deps: CompositionDeps,
  sources: PageSources & PageExtras,
  showDetails: boolean,
): (c: Context, error: Error, status?: 500 | 503) => Promise<Response> {
  return (c, error, status = 500) =>
    pageAnswer(deps, sources, c, {
      status,
      params: {
        status: String(status),
        ...(showDetails ? { message: error.message, stack: error.stack ?? "" } : {}),
      },
    });
}

/** An error screen instead of the page asked for: its status and the error page's parameters. */
interface ErrorScreen {
  readonly status: 400 | 500 | 503;
  readonly params: Readonly<Record<string, string>>;
}

async function pageAnswer(
  deps: CompositionDeps,
  sources: PageSources & PageExtras,
  c: Context,
  errorScreen?: ErrorScreen,
): Promise<Response> {
  const requested = new URL(c.req.url);
  const shop = sources.shops.forHost(c.req.header("host"));
  const prefix = requested.pathname.split("/")[1];
  const language = shop.languages.find((offered) => offered === prefix) ?? shop.defaultLanguage;
  // `{page}/_payload.json`: the same page as data for the shell's navigation (decision 0050).
  const payloadOf = errorScreen ? undefined : pathOfPayload(requested.pathname);
  const url = errorScreen
    ? new URL(`/${language}/`, requested)
    : payloadOf
      ? new URL(`${payloadOf}${requested.search}`, requested)
      : requested;
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
    signIn: () => sources.signInState(cookies),
  };
  const secure = sources.shops.secure;
  const visitor = deps.bindings.visitor({
    header: (name) => c.req.header(name),
    cookies,
    query,
    clientAddress: clientAddress(c),
    shopCountry: shop.country,
  });
  const { answers } = deps;

  const answer = (decision: PageDecision): Promise<Response> | Response => {
    if (decision.kind === "redirect" && payloadOf) {
      return payloadResponse({ kind: "redirect", location: decision.location }, 200);
    }
    if (decision.kind === "badAddress" && payloadOf) return fullLoadPayload(400);
    if (decision.kind === "page" && decision.route === "notFound" && payloadOf) {
      return fullLoadPayload(404);
    }
    if (decision.kind === "redirect") {
      c.header("cache-control", "private, no-cache");
      c.header("vary", "Cookie, Accept-Language");
      return c.redirect(decision.location, decision.status as 301);
    }
    if (decision.kind === "badAddress") return badAddressPage(deps, sources)(c);
    const setCookies: string[] = [];
    if (cookies[localeCookie.name] !== decision.language) {
      setCookies.push(
        cookie(localeCookie.name, decision.language, localeCookie.maxAgeSeconds, secure),
      );
    }
    const voucher = sources.voucherCookie(query, secure);
    if (voucher) setCookies.push(voucher);
    // Only visitors without personal state share documents, and never one that sets a voucher
    // or shows an error screen (decision 0048).
    const variant = voucher || errorScreen ? undefined : documentVariant(cookies, visitor);
    return (payloadOf ? composePayload : composePage)(deps, {
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
      documentVariant: variant,
      acceptEncoding: c.req.header("accept-encoding"),
      headOnly: c.req.method === "HEAD",
      ...(answers ? { keptAnswer: (note) => answers.note(c.req.raw, note) } : {}),
      notFound: async () =>
        payloadOf
          ? fullLoadPayload(404)
          : answer(await pageNotFound(question, sources, decision.language, undefined)),
    });
  };
  if (!errorScreen) return answer(await resolvePage(question, sources));
  const page = await answer({
    kind: "page",
    language,
    route: "notFound",
    params: errorScreen.params,
    composition: notFoundComposition,
  });
  return new Response(page.body, { status: errorScreen.status, headers: page.headers });
}
