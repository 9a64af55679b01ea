import { languages, type Language } from "../i18n/languages.ts";

/** The three page layouts of the core spec, point 2. */
export type LayoutName = "default" | "checkout" | "documentation";

/** Who may see a route (core spec point 6); the edge enforces it. */
export type SignInRule = "none" | "account" | "checkout";

export interface RouteDefinition {
  readonly layout: LayoutName;
  readonly signIn: SignInRule;
  /** Path per language, after the language prefix; `:name` is one segment, `*slug` the rest. */
  readonly paths: Readonly<Record<Language, string>>;
}

const route = (
  paths: Record<Language, string>,
  layout: LayoutName = "default",
  signIn: SignInRule = "none",
): RouteDefinition => ({ layout, signIn, paths });

const account = (paths: Record<Language, string>) => route(paths, "default", "account");

/**
 * The one route table (core spec point 2 for nl and fr, the brief for de). Ordered: the first
 * match wins, so specific paths come before the content-page catch-all.
 */
export const routes = {
  home: route({ de: "", fr: "", nl: "" }),
  accountHome: account({ de: "konto/", fr: "compte/", nl: "account/" }),
  addressBook: account({
    de: "konto/adressbuch/",
    fr: "compte/carnet-de-adresses/",
    nl: "account/adresboek/",
  }),
  balance: account({ de: "konto/balance/", fr: "compte/balance/", nl: "account/balance/" }),
  changePassword: account({
    de: "konto/passwort/",
    fr: "compte/mot-de-passe/",
    nl: "account/paswoord/",
  }),
  accountContact: account({
    de: "konto/kontakt/",
    fr: "compte/contactez-nous/",
    nl: "account/contact/",
  }),
  deleteAccount: account({
    de: "konto/loeschen/",
    fr: "compte/supprimer/",
    nl: "account/verwijder/",
  }),
  newPassword: route({
    de: "konto/neues-passwort/",
    fr: "compte/nouveau-mot-de-passe/",
    nl: "account/nieuw-paswoord/",
  }),
  orderComplaint: account({
    de: "konto/bestellungen/reklamation/:orderNumber/",
    fr: "compte/commandes/reclamation/:orderNumber/",
    nl: "account/order/klacht/:orderNumber/",
  }),
  myData: account({ de: "konto/meine-daten/", fr: "compte/mes-dates/", nl: "account/mijn-data/" }),
  orders: account({ de: "konto/bestellungen/", fr: "compte/commandes/", nl: "account/orders/" }),
  orderDetail: account({
    de: "konto/bestellungen/:orderNumber/",
    fr: "compte/commandes/:orderNumber/",
    nl: "account/order/:orderNumber/",
  }),
  personalData: account({
    de: "konto/persoenliche-daten/",
    fr: "compte/donnees-personnelles/",
    nl: "account/persoonsgegevens/",
  }),
  basket: route({ de: "warenkorb/", fr: "panier/", nl: "winkelmandje/" }),
  checkoutLogin: route(
    { de: "kasse/login/", fr: "espèces/login/", nl: "contantgeld/login/" },
    "checkout",
    "none",
  ),
  checkout: route({ de: "kasse/", fr: "espèces/", nl: "contantgeld/" }, "checkout", "checkout"),
  contact: route({ de: "kontakt/", fr: "contactez-nous/", nl: "contact/" }),
  documentation: route(
    { de: "documentation/*slug", fr: "documentation/*slug", nl: "documentation/*slug" },
    "documentation",
  ),
  login: route({ de: "login/", fr: "login/", nl: "login/" }),
  product: route({ de: "p/:pdp/", fr: "p/:pdp/", nl: "p/:pdp/" }),
  search: route({ de: "suche/", fr: "rechercher/", nl: "zoeken/" }),
  thankYou: route({ de: "danke/", fr: "merci/", nl: "bedankt/" }),
  wishlist: route({ de: "merkliste/", fr: "favoris/", nl: "verlanglijst/" }),
  content: route({ de: "*slug", fr: "*slug", nl: "*slug" }),
} as const satisfies Record<string, RouteDefinition>;

export type RouteName = keyof typeof routes;

export interface RouteMatch {
  readonly name: RouteName;
  readonly definition: RouteDefinition;
  readonly params: Readonly<Record<string, string>>;
}

/** Builds the path of a route in a language, with its parameters filled in. */
export function pathFor(
  name: RouteName,
  language: Language,
  params: Readonly<Record<string, string>> = {},
): string {
  const pattern = routes[name].paths[language];
  const filled = pattern.replace(/[:*](\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Route ${name} needs the parameter ${key}`);
    return key === "slug" ? value : encodeURIComponent(value);
  });
  return `/${language}/${filled}`;
}

/**
 * Finds the route for a decoded path below the language prefix (`konto/passwort/`).
 * Returns undefined for the language root of an unknown language; the content catch-all
 * matches every other path.
 */
export function matchRoute(language: Language, pathBelowLanguage: string): RouteMatch | undefined {
  const pathParts = pathBelowLanguage.split("/").filter(Boolean);
  for (const { name, definition, parts } of compiledRoutes.get(language) ?? []) {
    const params = matchParts(parts, pathParts);
    if (params) return { name, definition, params };
  }
  return undefined;
}

/** Each route's pattern in one language, cut into its segments once (matched on every page). */
interface CompiledRoute {
  readonly name: RouteName;
  readonly definition: RouteDefinition;
  readonly parts: readonly string[];
}

function compiledFor(language: Language): readonly CompiledRoute[] {
  return (Object.entries(routes) as [RouteName, RouteDefinition][]).map(([name, definition]) => ({
    name,
    definition,
    parts: definition.paths[language].split("/").filter(Boolean),
  }));
}

const compiledRoutes = new Map(languages.map((language) => [language, compiledFor(language)]));

function matchParts(
  patternParts: readonly string[],
  pathParts: readonly string[],
): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (const [index, part] of patternParts.entries()) {
    if (part.startsWith("*")) {
      const rest = pathParts.slice(index).join("/");
      if (!rest) return undefined;
      params[part.slice(1)] = rest;
      return params;
    }
    const segment = pathParts[index];
    if (segment === undefined) return undefined;
    if (part.startsWith(":")) params[part.slice(1)] = segment;
    else if (part !== segment) return undefined;
  }
  return patternParts.length === pathParts.length ? params : undefined;
}

/**
 * The same screen in another language, for a language switch or a shop switch: the route and
 * its parameters stay, the wording changes (`/de/warenkorb/` → `/fr/panier/`). Content slugs
 * stay as they are; translated slugs come from the content service where it has them.
 */
export function equivalentPath(path: string, to: Language): string | undefined {
  const [, from, ...rest] = path.split("/");
  if (from !== "de" && from !== "fr" && from !== "nl") return undefined;
  const match = matchRoute(from, rest.join("/"));
  return match ? pathFor(match.name, to, match.params) : undefined;
}
