import { fetchJson, type CmsPageResponse, type FragmentRequest } from "@shop/shared";
import type { LoadedFragment } from "@shop/shared/server";
import type { ContentPageState } from "./ContentPage.tsx";

/** The CMS slug of a request: the content route's slug, or `_` for the root (catalogue spec point 2). */
export function contentSlug(request: FragmentRequest): string {
  return request.params.slug ?? "_";
}

/** Loads the page's story through the shop's API. */
export async function loadContentPage(
  request: FragmentRequest,
): Promise<LoadedFragment<ContentPageState>> {
  const slug = contentSlug(request);
  const { page } = await fetchJson<CmsPageResponse>(
    request.fetchApi,
    `/api/cms/${encodeURIComponent(slug)}?locale=${request.shop.locale}`,
  );
  return {
    state: { story: page },
    head: { title: page.content.title ?? page.name, description: page.content.description },
  };
}
