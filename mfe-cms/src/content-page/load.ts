import {
  fetchJson,
  isLanguage,
  normalizeContentPath,
  type CmsPageResponse,
  type ContentStory,
  type FragmentRequest,
  type Language,
} from "@shop/shared";
import type { LoadedFragment } from "@shop/shared/server";
import type { ContentPageState } from "./ContentPage.tsx";

/** The CMS slug of a request: the content route's slug, or `_` for the root (catalogue spec point 2). */
export function contentSlug(request: FragmentRequest): string {
  return (request.params.slug ?? "").replace(/\/$/, "") || "_";
}

/**
 * The story's path in each language: its own, and those of its translated slugs (catalogue spec
 * point 2: translated slugs give the locale-switch path).
 */
export function storyAlternatePaths(
  story: ContentStory,
  ownPath: string,
  language: Language,
): Partial<Record<Language, string>> {
  const paths: Partial<Record<Language, string>> = { [language]: ownPath };
  for (const { lang, path } of story.translated_slugs ?? []) {
    if (!isLanguage(lang)) continue;
    const normalized = normalizeContentPath(path);
    paths[lang] = normalized ? `/${lang}/${normalized}/` : `/${lang}/`;
  }
  return paths;
}

/** Loads the page's story through the shop's API. */
export async function loadContentPage(
  request: FragmentRequest,
): Promise<LoadedFragment<ContentPageState>> {
  const slug = contentSlug(request);
  const { page } = await fetchJson<CmsPageResponse>(
    request.fetchApi,
    `/api/cms/${slug.split("/").map(encodeURIComponent).join("/")}?locale=${request.shop.locale}`,
  );
  return {
    state: { story: page },
    head: {
      title: page.content.title ?? page.name,
      ...(page.content.description ? { description: page.content.description } : {}),
      alternatePaths: storyAlternatePaths(page, request.path, request.shop.language),
    },
  };
}
