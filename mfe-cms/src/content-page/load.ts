import {
  isLanguage,
  type CmsPageResponse,
  type FragmentRequest,
  type Language,
} from "@shop/shared";
import type { LoadedFragment } from "@shop/shared/server";
import type { CmsClient } from "../api/client.ts";
import type { ContentPageState } from "./ContentPage.tsx";

/** The CMS slug of a request: the content route's slug, or `_` for the root (catalogue spec point 2). */
export function contentSlug(request: FragmentRequest): string {
  return (request.params.slug ?? "").replace(/\/$/, "") || "_";
}

/** The page's path in each language, from its alternates (catalogue spec point 2: translated slugs). */
export function alternatePaths(
  alternates: CmsPageResponse["alternates"],
  ownPath: string,
  language: Language,
): Partial<Record<Language, string>> {
  const paths: Partial<Record<Language, string>> = { [language]: ownPath };
  for (const { hreflang, href } of alternates) {
    const alternate = hreflang.toLowerCase();
    if (isLanguage(alternate) && alternate !== language) paths[alternate] = href;
  }
  return paths;
}

/**
 * Loads the page's story through the content team's client. A missing story fails the fragment
 * (its fallback shows): the edge's routing answers a path without a story as not found before.
 * A story asked for by another language's slug redirects to its path in the page's language
 * (catalogue spec point 2: the alternate-path redirect).
 */
export async function loadContentPage(
  request: FragmentRequest<CmsClient>,
): Promise<LoadedFragment<ContentPageState>> {
  const slug = contentSlug(request);
  const found = await request.api.page(slug);
  if (!found) throw new Error(`No content page ${slug} for ${request.shop.locale}`);
  const { page, alternates } = found;
  const language = request.shop.language;
  const own = alternates.find((alternate) => alternate.hreflang.toLowerCase() === language);
  if (own && own.href !== request.path) return { outcome: { kind: "redirect", path: own.href } };
  return {
    state: { story: page },
    head: {
      title: page.content.title ?? page.name,
      ...(page.content.description ? { description: page.content.description } : {}),
      alternatePaths: alternatePaths(alternates, request.path, language),
    },
  };
}
