import {
  personalStateCookie,
  appTrackingCookieName,
  consentCookieName,
  countryPickerAnsweredCookie,
  localeCookie,
  selectedCountryCookie,
  type MicroFrontendName,
  type PageComposition,
  type VisitorContext,
} from "@shop/shared";
import { releaseKeyCookie } from "../release/release-cookie.ts";
import { sessionCookieNames } from "../sessions/session-cookie.ts";
import { dataVersionKeyPart } from "./cache-invalidation.ts";

/**
 * Cookies that carry no personal state (decision 0048): the page's language, the consent record
 * and the country picker's answers, keyed by their values, and the canary key, which decides
 * the slice versions (keyed on those) and nothing else. A request with any other cookie (a
 * session, a voucher, anything unknown) may carry state and is never served a cached document.
 */
const keyedCookies = [
  localeCookie.name,
  consentCookieName,
  selectedCountryCookie,
  countryPickerAnsweredCookie,
  appTrackingCookieName,
];
const stateless = new Set([...keyedCookies, releaseKeyCookie]);
/**
 * The session and its marker (decision 0059): a kept page's personal fragments never see them
 * and fill the visitor's own state in the browser, where the marker says there is a session.
 */
const filledInBrowser = new Set([...sessionCookieNames, personalStateCookie]);

/**
 * The part of a document's cache key that depends on the visitor, or undefined when the visitor
 * may have personal state the page cannot fill in the browser: a cookie that is not known to
 * carry none, or a session cookie without its marker (set before the marker existed, so the
 * browser would not know to fill). Personal fragments see only the stateless cookies and the
 * visitor context (device, crawler, country picker, notices), so two visitors with the same
 * variant get the same document, whether they have a session or not.
 */
export function documentVariant(
  cookies: Readonly<Record<string, string>>,
  visitor: VisitorContext,
): string | undefined {
  const names = Object.keys(cookies);
  if (names.some((name) => !stateless.has(name) && !filledInBrowser.has(name))) return undefined;
  const session = sessionCookieNames.some((name) => name in cookies);
  if (session && !(personalStateCookie in cookies)) return undefined;
  return JSON.stringify([keyedCookies.map((name) => cookies[name] ?? null), visitor]);
}

/** The cookies the fragments of a kept page see: the stateless ones, never the session. */
export function keptPageCookies(
  cookies: Readonly<Record<string, string>>,
): Readonly<Record<string, string>> {
  return Object.fromEntries(Object.entries(cookies).filter(([name]) => stateless.has(name)));
}

/** What the document cache keeps of a page: the document, or the page as data (decision 0063). */
export type KeptAnswerKind = "document" | "payload";

/** What a document's cache key is made of: everything the composed page depends on. */
export interface DocumentKeyParts {
  /** A document, or the page as data for the shell's navigation: the key's first part. */
  readonly kind: KeptAnswerKind;
  readonly shopId: string;
  readonly language: string;
  readonly route: string;
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
  readonly composition: PageComposition;
  /** `documentVariant` of the request. */
  readonly variant: string;
  /** The live version of every slice on the page, the shell's included. */
  readonly slices: readonly { readonly name: MicroFrontendName; readonly version: string }[];
  /** The data version of every slice on the page and of the catalogue (the frame's navigation). */
  readonly dataVersions: readonly (readonly [MicroFrontendName, string])[];
}

/**
 * The key of a cached document (decision 0048). Its fixed part names slice and data versions
 * like a fragment's key (`|data:mfe-catalog=12|`), so `renderedFromOtherData` drops a document
 * when the data behind it changes; what the request chose (path, query, cookies, visitor) comes
 * last as one JSON array, so no value can be read as another part.
 */
export function documentCacheKey(parts: DocumentKeyParts): string {
  const fragments = parts.composition.fragments.map(
    (placed) => `${placed.region}:${placed.ref.mfe}/${placed.ref.fragment}`,
  );
  const query = Object.entries(parts.query).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return [
    parts.kind,
    parts.shopId,
    parts.language,
    parts.route,
    ...parts.slices.map((slice) => `${slice.name}@${slice.version}`).sort(),
    ...parts.dataVersions.map(([mfe, version]) => dataVersionKeyPart(mfe, version)).sort(),
    JSON.stringify([parts.path, query, parts.composition.layout, fragments, parts.variant]),
  ].join("|");
}
