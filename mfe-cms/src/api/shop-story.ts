import { languages, normalizeContentPath, type ContentStory, type ShopContext } from "@shop/shared";
import { withContentLinks } from "./content-link.ts";
import type { DeliveredStory } from "./content-service/delivered-story.ts";

/** The content space's default language: stories are asked for as `default` in it. */
export const defaultContentLanguage = "de";

/** The `language` a shop asks the content service for. */
export function contentLanguage(shop: ShopContext): string {
  return shop.language === defaultContentLanguage ? "default" : shop.language;
}

/** The story slug of a shop's content slug: under its brand's folder, `_` being the brand's home. */
export function storySlug(shop: ShopContext, slug: string): string {
  return `${shop.brand}/${slug === "_" ? "home" : slug}`;
}

/**
 * A delivered story as the shop's pages use it (converted at the boundary): its slug without the
 * brand's folder, its translated slugs as route paths (catalogue spec point 2: path
 * normalisation), the default language's among them, and its links as addresses.
 */
export function shopStory(story: DeliveredStory, shop: ShopContext): ContentStory {
  const withoutBrand = (slug: string) =>
    slug.startsWith(`${shop.brand}/`) ? slug.slice(shop.brand.length + 1) : slug;
  const paths = [
    { lang: defaultContentLanguage, path: story.default_full_slug },
    ...story.translated_slugs,
  ];
  return {
    uuid: story.uuid,
    name: story.name,
    full_slug: withoutBrand(story.full_slug),
    content: withContentLinks({ body: [], ...story.content }, shop),
    translated_slugs: paths
      .filter(({ lang }) => lang !== shop.language)
      .map(({ lang, path }) => ({ lang, path: normalizeContentPath(path, [shop.brand]) })),
  };
}

/** A story's page path in each language (`/fr/cuisine/`), its own language's first. */
export function storyAlternates(
  story: ContentStory,
  shop: ShopContext,
): { hreflang: string; href: string }[] {
  const own = normalizeContentPath(story.full_slug);
  const paths = [{ lang: shop.language, path: own }, ...(story.translated_slugs ?? [])];
  return paths
    .filter(({ lang }) => (languages as readonly string[]).includes(lang))
    .map(({ lang, path }) => ({ hreflang: lang, href: path ? `/${lang}/${path}/` : `/${lang}/` }));
}
