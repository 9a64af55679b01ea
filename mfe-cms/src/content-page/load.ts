import {
  isLanguage,
  normalizeContentPath,
  type ContentStory,
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

/**
 * Loads the page's story through the content team's client. A missing story fails the fragment
 * (its fallback shows): the edge's routing answers a path without a story as not found before.
 */
export async function loadContentPage(
  request: FragmentRequest<CmsClient>,
): Promise<LoadedFragment<ContentPageState>> {
  const slug = contentSlug(request);
  const found = await request.api.page(slug);
  if (!found) throw new Error(`No content page ${slug} for ${request.shop.locale}`);
  const { page } = found;
  return {
    state: { story: page },
    head: {
      title: page.content.title ?? page.name,
      ...(page.content.description ? { description: page.content.description } : {}),
      alternatePaths: storyAlternatePaths(page, request.path, request.shop.language),
    },
  };
}
