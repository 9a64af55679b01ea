import {
  isLanguage,
  type CmsPageResponse,
  type FragmentRequest,
  type Language,
} from "@shop/shared";
import type { LoadedFragment } from "@shop/shared/server";
import type { CmsClient } from "../api/client.ts";
import type { ContentPageState } from "./ContentPage.tsx";
import { hasPreviewMarker, previewQueryNames } from "./preview-query.ts";
import { productListSlots } from "./product-list-slots.ts";

/**
 * The address the editor bridge asks for the page's draft (`GET /api/cms/{slug}` with the
 * preview address's own query), so a live update is converted like the page itself.
 */
function previewApiUrl(slug: string, locale: string, query: Readonly<Record<string, string>>) {
  const params = new URLSearchParams({ locale });
  for (const name of previewQueryNames) {
    const value = query[name];
    if (value !== undefined) params.set(name, value);
  }
  return `/api/cms/${slug}?${params.toString()}`;
}

/**
 * The CMS slug of a request: its path below the language (`kueche`, `kontakt`,
 * `documentation/versand`), or `_` for the root (catalogue spec point 2). Content pages, the
 * contact page and the documentation are all stories at their page's path.
 */
export function contentSlug(request: FragmentRequest): string {
  const belowLanguage = request.path.slice(`/${request.shop.language}/`.length);
  return belowLanguage.replace(/\/$/, "") || "_";
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
 * Loads the page's story through the content team's client. Without a story the page is not
 * found (the edge's routing asks first for content paths; the contact and documentation routes
 * are fixed paths, so their story may be missing). A story asked for by another language's slug
 * redirects to its path in the page's language (catalogue spec point 2: the alternate-path
 * redirect). An editor's signed preview address (catalogue spec point 6) reads the draft and
 * tells the browser where the bridge asks for updates. Its product lists are slots the edge fills
 * with the catalogue's product list (decision 0055).
 */
export async function loadContentPage(
  request: FragmentRequest<CmsClient>,
): Promise<LoadedFragment<ContentPageState>> {
  const slug = contentSlug(request);
  const found = await request.api.page(slug, request.query);
  if (!found) return { outcome: { kind: "notFound" } };
  const { page, alternates } = found;
  const language = request.shop.language;
  const own = alternates.find((alternate) => alternate.hreflang.toLowerCase() === language);
  // Catalogue spec point 2: the alternate-path redirect is skipped in the editor's preview.
  if (own && own.href !== request.path && !hasPreviewMarker(request.query)) {
    return { outcome: { kind: "redirect", path: own.href } };
  }
  const draft = "version" in found && found.version === "draft";
  const { story, slots } = productListSlots(page);
  return {
    state: {
      story,
      ...(draft
        ? { preview: { apiUrl: previewApiUrl(slug, request.shop.locale, request.query) } }
        : {}),
    },
    head: {
      title: page.content.title ?? page.name,
      ...(page.content.description ? { description: page.content.description } : {}),
      alternatePaths: alternatePaths(alternates, request.path, language),
    },
    slots,
  };
}
