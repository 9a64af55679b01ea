import type { ContentReader, ContentVersion } from "./content-reader.ts";
import { hasPreviewMarker } from "../content-page/preview-query.ts";
import { previewAllowed } from "./preview-access.ts";

/**
 * The content version an address asks for (catalogue spec point 4): the draft for an editor's
 * signed preview address, else published; `refused` when it carries the marker with a token
 * that is not valid (or no longer), so a caller can say so.
 */
export async function requestedVersion(
  content: ContentReader,
  previewToken: string,
  query: Readonly<Record<string, string | undefined>>,
  nowMs = Date.now(),
): Promise<ContentVersion | "refused"> {
  if (!hasPreviewMarker(query)) return "published";
  const space = { id: await content.spaceId(), previewToken };
  return previewAllowed(query, space, nowMs) ? "draft" : "refused";
}
