/** Catalogue spec point 2: the editor marker; Storyblok's visual editor adds it to the page's address. */
export const previewMarker = "_storyblok";

/**
 * The query parameters of a preview address as Storyblok's editor builds them: the marker (the
 * story's id) and the editor token (`_storyblok_tk[…]`). The content page declares them to the
 * fragment cache, so a preview is cached apart from the published page, under its own token.
 */
export const previewQueryNames = [
  previewMarker,
  "_storyblok_tk[space_id]",
  "_storyblok_tk[timestamp]",
  "_storyblok_tk[token]",
] as const;

/** Whether an address asks for the editor's preview at all (the marker is present). */
export function hasPreviewMarker(query: Readonly<Record<string, string | undefined>>): boolean {
  return query[previewMarker] !== undefined;
}

/** Where the shop serves its editor bridge (decision 0043; Storyblok's `/sbBridge.js`). */
export const bridgeScriptUrl = "/content/sbBridge.js";
