import type { LayoutItemsResponse } from "../api/client.ts";
import type { ContentLink } from "../api/content-link.ts";
import { blocksField, linkField, textField } from "../content-page/block-fields.ts";
import { contentImage, type ContentImage } from "../content-page/content-image.ts";

/** Catalogue spec point 9: navigation teasers' images are 310 px wide. */
export const navigationTeaserImageWidth = 310;

/** One teaser of the header's navigation: where it leads, what it says, its image. */
export interface NavigationTeaser {
  readonly id: string;
  readonly headline: string;
  readonly text: string;
  readonly link: ContentLink;
  readonly image?: ContentImage;
}

/**
 * The header's navigation teasers from the shop's layout content (`navigationTeasers`, in the
 * editors' order): those with a headline and a link; the image through the image endpoint at
 * the navigation teaser size. None without layout content (the content service failed).
 */
export function navigationTeasers(layout: LayoutItemsResponse["layout"]): NavigationTeaser[] {
  if (!layout) return [];
  return blocksField({ _uid: "layout", ...layout }, "navigationTeasers").flatMap((entry) => {
    const headline = textField(entry, "headline");
    const link = linkField(entry, "link");
    if (!headline || !link) return [];
    const image = contentImage(entry.image, navigationTeaserImageWidth);
    return [
      {
        id: entry._uid,
        headline,
        text: textField(entry, "text"),
        link,
        ...(image ? { image } : {}),
      },
    ];
  });
}
