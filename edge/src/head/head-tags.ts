import { hasSearchFilter, type FragmentHead, type Language } from "@shop/shared";
import type { Shop, ShopRegistry } from "../shops/shop-registry.ts";

export interface AlternateLink {
  readonly hreflang: string;
  readonly href: string;
}

/** The head of a page as crawlers read it (brief: Search engines). */
export interface HeadTags {
  readonly title: string;
  readonly description?: string;
  readonly robots?: string;
  readonly canonical?: string;
  /** hreflang links to the page in every shop and language of the brand that has it, plus x-default. */
  readonly alternates: readonly AlternateLink[];
  readonly ogLocale: string;
  readonly ogLocaleAlternates: readonly string[];
}

export interface HeadInput {
  readonly shops: ShopRegistry;
  readonly shop: Shop;
  readonly language: Language;
  readonly fragmentHead: FragmentHead;
  /** The page's path per language when it has a public address; undefined for error pages. */
  readonly alternatePaths: Readonly<Partial<Record<Language, string>>> | undefined;
  readonly query: Readonly<Record<string, string>>;
}

const hreflang = (language: Language, shop: Shop) => `${language}-${shop.country.toUpperCase()}`;
const ogLocale = (language: Language, shop: Shop) => `${language}_${shop.country.toUpperCase()}`;

/**
 * Builds canonical, hreflang alternates (reciprocal: every version of a page lists the same set,
 * x-default being the brand's first shop), robots and Open Graph locales for one page. Links are
 * percent-encoded: slugs may hold accented letters (catalogue spec point 2 keeps letters).
 */
export function headTags(input: HeadInput): HeadTags {
  const { shops, shop, language, fragmentHead, alternatePaths, query } = input;
  const robots = fragmentHead.robots ?? (hasSearchFilter(query) ? "noindex,follow" : undefined);
  const base = {
    title: fragmentHead.title ?? shop.brandName,
    ...(fragmentHead.description ? { description: fragmentHead.description } : {}),
    ...(robots ? { robots } : {}),
    ogLocale: ogLocale(language, shop),
  };
  const ownPath = alternatePaths?.[language];
  if (!alternatePaths || !ownPath) return { ...base, alternates: [], ogLocaleAlternates: [] };

  const alternates: AlternateLink[] = [];
  const ogLocaleAlternates: string[] = [];
  const brandShops = shops.shops.filter((candidate) => candidate.brand === shop.brand);
  for (const candidate of brandShops) {
    for (const candidateLanguage of candidate.languages) {
      const path = alternatePaths[candidateLanguage];
      if (!path) continue;
      alternates.push({
        hreflang: hreflang(candidateLanguage, candidate),
        href: `${shops.origin(candidate)}${encodeURI(path)}`,
      });
      if (candidate !== shop || candidateLanguage !== language) {
        ogLocaleAlternates.push(ogLocale(candidateLanguage, candidate));
      }
    }
  }
  const first = brandShops[0];
  const defaultPath = first && alternatePaths[first.defaultLanguage];
  if (first && defaultPath)
    alternates.push({
      hreflang: "x-default",
      href: `${shops.origin(first)}${encodeURI(defaultPath)}`,
    });
  return {
    ...base,
    canonical: `${shops.origin(shop)}${encodeURI(ownPath)}`,
    alternates,
    ogLocaleAlternates,
  };
}
