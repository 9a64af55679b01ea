import {
  canonicalContentSlug,
  categoryComposition,
  categorySlugOfPath,
  categoryTrail,
  contentListingComposition,
  chooseLanguage,
  encodedPath,
  isReservedContentSlug,
  languages,
  localeCookie,
  matchRoute,
  notFoundComposition,
  pageComposition,
  pathFor,
  safeLocation,
  type ContentStory,
  type Language,
  type NavigationNode,
  type PageComposition,
  type RouteName,
  type ShopContext,
  type SignInRule,
  type SignInState,
} from "@shop/shared";
import type { Shop, ShopRegistry } from "../shops/shop-registry.ts";
import type { RedirectRules } from "./redirect-rules.ts";
import type { RedirectSource } from "./redirect-source.ts";
import { lacksTrailingSlash } from "./request-path.ts";

export interface PageQuestion {
  readonly shop: Shop;
  /** The decoded path. */
  readonly path: string;
  /** The path as requested (percent-encoded), for redirects that keep it. */
  readonly rawPath: string;
  /** `?a=1` or empty: kept on every redirect. */
  readonly search: string;
  readonly cookies: Readonly<Record<string, string>>;
  readonly acceptLanguage: string | undefined;
  /** Who the session is signed in as; asked only on routes with a sign-in rule. */
  readonly signIn: () => Promise<SignInState>;
}

export interface PageSources {
  readonly shops: ShopRegistry;
  /** The brand's category navigation (the catalogue team's), which decides listing pages. */
  readonly navigation: (shop: ShopContext) => Promise<readonly NavigationNode[]>;
  /** A content story by slug (the content team's), which decides content pages. */
  readonly story: (shop: ShopContext, slug: string) => Promise<ContentStory | undefined>;
  readonly redirectRules: RedirectRules;
  /** The redirect table (what `GET /api/shop/redirect/{path}` answers). */
  readonly redirects: RedirectSource;
}

/** An address the shop cannot read as a page (decision 0029): the error page with 400. */
const badAddress = { kind: "badAddress" } as const;

export type PageDecision =
  | { readonly kind: "redirect"; readonly location: string; readonly status: number }
  | typeof badAddress
  | {
      readonly kind: "page";
      readonly language: Language;
      readonly route: RouteName | "notFound";
      readonly params: Readonly<Record<string, string>>;
      readonly composition: PageComposition;
      /** The page's path per language, when the route decides it (fragments may say better). */
      readonly alternatePaths?: Readonly<Partial<Record<Language, string>>>;
    };

/**
 * A redirect to a target built from the request: a path on the shop's own origin only
 * (safeLocation), or a bad address when the request would make it anything else.
 */
function redirect(target: string, status: number): PageDecision {
  const location = safeLocation(target);
  return location ? { kind: "redirect", location, status } : badAddress;
}

/**
 * Decides what a page request gets (core spec point 2, catalogue spec point 2): a redirect (root
 * to a language, trailing slash, canonical content slugs and product paths, sign-in rules,
 * redirect rules) or a page with its composition. Redirect rules are asked only before a 404.
 */
export async function resolvePage(
  question: PageQuestion,
  sources: PageSources,
): Promise<PageDecision> {
  const { shop, path, rawPath, search } = question;
  if (path === "/") {
    const cookie = question.cookies[localeCookie.name];
    const language = chooseLanguage(
      shop.languages,
      shop.defaultLanguage,
      cookie,
      question.acceptLanguage,
    );
    return redirect(`/${language}/${search}`, 302);
  }
  if (lacksTrailingSlash(path)) return redirect(`${rawPath}/${search}`, 301);

  const [, prefix = "", ...rest] = path.split("/");
  const language = shop.languages.find((candidate) => candidate === prefix);
  const notFound = (reason?: "reserved") =>
    pageNotFound(question, sources, language ?? shop.defaultLanguage, reason);
  if (!language) return notFound();
  const match = matchRoute(language, rest.join("/"));
  if (!match) return notFound();
  const context = sources.shops.context(shop, language);

  let listingPage: ListingPage | undefined;
  if (match.name === "content") {
    const slug = (match.params.slug ?? "").replace(/\/$/, "");
    if (isReservedContentSlug(slug)) return notFound("reserved");
    const canonical = canonicalContentSlug(slug);
    if (canonical !== slug) {
      return redirect(`/${language}/${encodedPath(canonical)}/${search}`, 301);
    }
    const [story, tree] = await Promise.all([
      sources.story(context, canonical),
      sources.navigation(context).catch(() => []),
    ]);
    listingPage = categoryListingPage(story, tree, path);
    if (!story && !listingPage) return notFound();
  }

  // A product page's existence and canonical path are the catalogue's to say: its main fragment
  // answers with the page outcome, reading the product once (compose-page).

  const signIn = match.definition.signIn;
  if (signIn !== "none" && !admits(signIn, await question.signIn())) {
    const returnTo = encodeURIComponent(`${rawPath}${search}`);
    if (signIn === "account")
      return redirect(`${pathFor("login", language)}?returnTo=${returnTo}`, 302);
    const firstView = shop.options[language]?.checkoutLoginFirstView ?? "login";
    return redirect(
      `${pathFor("checkoutLogin", language)}?view=${firstView}&returnTo=${returnTo}`,
      302,
    );
  }

  const composition = listingPage?.composition ?? pageComposition(match.name);
  if (!composition) return notFound();
  return {
    kind: "page",
    language,
    route: match.name,
    params: listingPage ? { ...match.params, ...listingPage.params } : match.params,
    composition,
    alternatePaths: Object.fromEntries(
      languages.map((other) => [other, pathFor(match.name, other, match.params)]),
    ),
  };
}

/**
 * Core spec point 6: account pages need a registered customer (a guest customer has no password
 * and no account to manage, decision 0032); checkout takes a guest or a registered customer.
 */
export function admits(rule: Exclude<SignInRule, "none">, state: SignInState): boolean {
  return rule === "account" ? state === "registered" : state !== "anonymous";
}

interface ListingPage {
  readonly composition: PageComposition;
  /** `category`: the slug the listing filters by; `withContent`: a content page sits above it. */
  readonly params: Readonly<Record<string, string>>;
}

/**
 * Whether a content path is a category listing page (decision 0019), and how it is composed: a
 * path of the category navigation, or a story whose body holds a `listing` block (catalogue spec
 * point 2; the block's `category` names the category). With a story, the content page shows
 * above the listing; without one, the listing is the page.
 */
export function categoryListingPage(
  story: ContentStory | undefined,
  tree: readonly NavigationNode[],
  path: string,
): ListingPage | undefined {
  const block = story?.content.body.find((candidate) => candidate.component === "listing");
  const blockCategory = typeof block?.category === "string" ? block.category : undefined;
  const category = categoryTrail(tree, path) ? categorySlugOfPath(path) : blockCategory;
  if (!category) return undefined;
  return story
    ? { composition: contentListingComposition, params: { category, withContent: "true" } }
    : { composition: categoryComposition, params: { category } };
}

/**
 * The not-found answer of a path: a redirect rule or the redirect table first, else the error
 * page. Their targets are Locations already, checked against the configuration that names them.
 */
export async function pageNotFound(
  question: PageQuestion,
  sources: PageSources,
  language: Language,
  reason: "reserved" | undefined,
): Promise<PageDecision> {
  const target =
    sources.redirectRules.lookup(question.path) ??
    (await sources.redirects.lookup(question.shop.brand, question.path));
  if (target) return { kind: "redirect", location: target.target, status: target.statusCode };
  return {
    kind: "page",
    language,
    route: "notFound",
    params: reason ? { reason } : {},
    composition: notFoundComposition,
  };
}
