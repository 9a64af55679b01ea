import { createHash, timingSafeEqual } from "node:crypto";
import { hasPreviewMarker } from "../content-page/preview-query.ts";

/** How long an editor token is honoured after its timestamp (Storyblok's advice: one hour). */
export const previewTokenMaxAgeSeconds = 60 * 60;

/** The editor token Storyblok signs a preview address with: SHA-1 of `space:previewToken:timestamp`. */
export function editorToken(spaceId: string, previewToken: string, timestamp: string): string {
  return createHash("sha1").update(`${spaceId}:${previewToken}:${timestamp}`).digest("hex");
}

/**
 * Catalogue spec points 4 and 6: draft content only for an address with the marker and a valid
 * editor token: made for this space with the preview token, and not older than an hour (nor more
 * than a minute in the future). Without it the page shows published content, so a guessed
 * marker reveals nothing unpublished.
 */
export function previewAllowed(
  query: Readonly<Record<string, string | undefined>>,
  space: { readonly id: string; readonly previewToken: string },
  nowMs: number,
): boolean {
  const spaceId = query["_storyblok_tk[space_id]"];
  const timestamp = query["_storyblok_tk[timestamp]"];
  const token = query["_storyblok_tk[token]"];
  if (!hasPreviewMarker(query) || spaceId !== space.id || !timestamp || !token) return false;
  if (!/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{40}$/.test(token)) return false;
  const age = nowMs / 1000 - Number(timestamp);
  if (!(age >= -60 && age <= previewTokenMaxAgeSeconds)) return false;
  const expected = Buffer.from(editorToken(space.id, space.previewToken, timestamp));
  return timingSafeEqual(expected, Buffer.from(token));
}
