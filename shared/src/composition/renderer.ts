import type { Language } from "../i18n/languages.ts";
import type { NavigationNode } from "../api/navigation.ts";
import type { ShopConfigResponse } from "../shops/shop-options.ts";
import type { RouteName, LayoutName } from "../routing/routes.ts";
import type { ShopContext } from "../shops/shops.ts";
import type { VisitorContext } from "../visitor/visitor.ts";
import type { RemoteName } from "./micro-frontends.ts";
import type { FragmentRef } from "./fragments.ts";

/**
 * What the edge tells a fragment renderer about the request. `Api` is the slice's own typed
 * in-process client (its server entry's `client`), bound to this request: loaders read their
 * data through it, never through an HTTP round trip.
 */
export interface FragmentRequest<Api = unknown> {
  readonly shop: ShopContext;
  /** The decoded path, with its language prefix. */
  readonly path: string;
  readonly route: RouteName | "notFound";
  readonly params: Readonly<Record<string, string>>;
  readonly query: Readonly<Record<string, string>>;
  /**
   * The visitor's cookies. Only personal fragments receive them; cached fragments get none, so
   * nothing personal can end up in the shared fragment cache.
   */
  readonly cookies: Readonly<Record<string, string>>;
  /** Who is visiting (detection, country picker, notices); like cookies, personal fragments only. */
  readonly visitor: VisitorContext | undefined;
  /**
   * The page is one the edge keeps for every visitor with the same variant (decision 0048).
   * Personal fragments then receive no session and render as for a visitor without state; the
   * fragments on such pages (the mini-basket, the account link) fill the visitor's own state in
   * the browser where `hasPersonalState()` (decision 0059).
   */
  readonly personalInBrowser?: boolean;
  /** The platform's view of the shop in this language (options, shipping), as `GET /api/shop/config/` answers it. */
  readonly shopConfig: ShopConfigResponse;
  readonly api: Api;
}

/** Head tags a fragment contributes (the page's main fragment decides the title). */
export interface FragmentHead {
  readonly title?: string;
  readonly description?: string;
  readonly robots?: string;
  /**
   * The page's path in each language that has it (`{ de: "/de/kueche/", fr: "/fr/cuisine/" }`);
   * the edge turns them into canonical and hreflang links for every shop of the brand.
   */
  readonly alternatePaths?: Readonly<Partial<Record<Language, string>>>;
}

export interface RenderedFragment {
  /** Markup that the browser build hydrates with the same state. */
  readonly html: string;
  /** Serialized into the page so hydration needs no refetch. */
  readonly state: unknown;
  readonly head?: FragmentHead;
  /** HTTP status the fragment asks for (the error page answers 404). */
  readonly status?: number;
  /**
   * A page's main fragment that owns its route's data may answer for the whole page: a
   * canonical path of the same shop to redirect to (301, the query kept), or that the page does
   * not exist (the edge answers its not-found page). The product page does, so it reads its
   * product once.
   */
  readonly outcome?: PageOutcome;
  /** Places in `html` that other slices' fragments fill (decision 0055). */
  readonly slots?: readonly FragmentSlot[];
  /**
   * When this rendering's browser code starts, in place of the fragment's declared
   * `FragmentInfo.hydration` (decision 0065): `none` when the rendering has nothing to start.
   */
  readonly hydration?: FragmentHydration;
}

/**
 * A place in a fragment's markup (`fragmentSlotPlaceholder(id)`) that the edge fills with
 * another slice's fragment, allowed by the page's composition (decision 0055): the content
 * page's product list is the catalogue's.
 */
export interface FragmentSlot {
  /** Unique in its fragment (`isFragmentSlotId`). */
  readonly id: string;
  readonly ref: FragmentRef;
  /** The filling fragment's query: only the parameters it declares reach it. */
  readonly query: Readonly<Record<string, string>>;
}

export type PageOutcome =
  { readonly kind: "redirect"; readonly path: string } | { readonly kind: "notFound" };

/**
 * What a cached fragment's output depends on besides its slice's version and data, the shop and
 * the language (decision 0025). The fragment cache keys on these only, and the fragment's loader
 * receives only these: a query parameter it does not declare never reaches it, so junk query
 * strings (`?utm_source=…`) share one cache entry and cannot fill the cache.
 */
export interface FragmentCacheParameters {
  /** The query parameters it reads (`variant`; a listing's filters, sort and page). */
  readonly query: readonly string[];
  /**
   * False for a fragment that shows the same on every page of a shop and language (the category
   * navigation): one entry serves every page, so its loader must not read path, route or params.
   * True (the default) keys on the page: its route, path and route params.
   */
  readonly perPage: boolean;
}

/**
 * When a fragment's browser code starts; its scripts are not preloaded (issue 24, goal 2).
 * `interaction`: its server markup works alone (links, a closed disclosure) for a visitor without
 * personal state, so for that visitor it starts when they point at, touch or focus it (a press on
 * one of its buttons is kept and pressed again once it started), or when a command its slice owns
 * is waiting; with personal state (`hasPersonalState()`) at once (decisions 0060, 0064).
 * `visible`: a fragment at the end of every page whose markup works alone until it is seen (the
 * footer): it starts when it comes near the viewport or the visitor reaches for it (decision 0061).
 * `none`: this rendering has nothing to start (a page without campaign banners): its markup is
 * all of it, and its scripts are neither preloaded nor loaded (decision 0065). Said by a
 * rendering (`RenderedFragment.hydration`), for that rendering only.
 */
export type FragmentHydration = "interaction" | "visible" | "none";

/** What a fragment declares for every rendering (`FragmentInfo.hydration`). */
export type DeclaredHydration = Exclude<FragmentHydration, "none">;

/** The hydration values this edge and shell know; another value starts with the page. */
const fragmentHydrations: readonly FragmentHydration[] = ["interaction", "visible", "none"];

/** `value` as a known `FragmentHydration`, or undefined (start with the page). */
export function knownHydration(value: unknown): FragmentHydration | undefined {
  return fragmentHydrations.find((known) => known === value);
}

export interface FragmentInfo {
  /** Personal fragments depend on the visitor and are rendered per request, never cached. */
  readonly personal: boolean;
  /** Absent: the fragment starts with the page (below the fold: when seen or idle). */
  readonly hydration?: DeclaredHydration;
  /**
   * A cached fragment's key parameters. Absent only in renderers built before fragments declared
   * them: those are keyed on every query parameter, as before.
   */
  readonly cache?: FragmentCacheParameters;
}

/** The default export of every slice's server build (`server/renderer.js`). */
export interface FragmentRenderer {
  readonly mfe: RemoteName;
  readonly fragments: Readonly<Record<string, FragmentInfo>>;
  render(fragment: string, request: FragmentRequest): Promise<RenderedFragment>;
}

export interface LayoutRequest {
  readonly shop: ShopContext;
  readonly layout: LayoutName;
  /** The brand's category navigation in the shop's language (the catalogue's, read in-process). */
  readonly navigation: () => Promise<readonly NavigationNode[]>;
}

/** The default export of the shell's server build: the page frame and the fragment fallback. */
export interface LayoutRenderer {
  readonly mfe: "shell";
  /** The layout's markup from `<body>` to `</body>`, with one placeholder per region. */
  renderFrame(request: LayoutRequest): Promise<string>;
  /** The markup of a fragment that could not render, in the page's language. */
  renderFallback(language: Language): string;
}
