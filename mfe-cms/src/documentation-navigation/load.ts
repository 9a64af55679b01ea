import type { FragmentRequest } from "@shop/shared";
import type { LoadedFragment } from "@shop/shared/server";
import type { CmsClient } from "../api/client.ts";
import type { DocumentationNavigationState } from "./DocumentationNavigation.tsx";

/** The documentation's pages, and the page shown (marked as current in the navigation). */
export async function loadDocumentationNavigation(
  request: FragmentRequest<CmsClient>,
): Promise<LoadedFragment<DocumentationNavigationState>> {
  return { state: { entries: await request.api.documentation(), current: request.path } };
}
