import type { ShopContext } from "@shop/shared";
import type { LayoutItemsResponse } from "../api/client.ts";
import type { ContentLink } from "../api/content-link.ts";
import { blocksField, linkField, textField } from "../content-page/block-fields.ts";

/** The shop's hotline: its number and opening hours. */
export interface Hotline {
  readonly phone: string;
  readonly hours: string;
}

/** What the footer shows from the layout content (core spec point 2). */
export interface FooterContent {
  /** The organisation's legal name, for the copyright line. */
  readonly legalName: string;
  /** The hotline of the shop's country in its language; absent when the layout names none. */
  readonly hotline?: Hotline;
  /** The service links (delivery, FAQ, imprint, privacy…), in the editors' order. */
  readonly links: readonly (ContentLink & { readonly label: string })[];
}

/**
 * The footer's content from the shop's layout item: the legal name, the hotline for the shop's
 * country and language, the links that have a label and an address. Without layout content
 * (the content service failed) only the brand's name remains.
 */
export function footerContent(
  layout: LayoutItemsResponse["layout"],
  shop: ShopContext,
  brandName: string,
): FooterContent {
  if (!layout) return { legalName: brandName, links: [] };
  const block = { _uid: "layout", ...layout };
  const hotline = blocksField(block, "hotlines").find(
    (entry) => entry.country === shop.country && entry.language === shop.language,
  );
  const links = blocksField(block, "footerLinks").flatMap((entry) => {
    const link = linkField(entry, "link");
    const label = textField(entry, "label");
    return link && label ? [{ ...link, label }] : [];
  });
  return {
    legalName: textField(block, "legalName") || brandName,
    ...(hotline
      ? { hotline: { phone: textField(hotline, "phone"), hours: textField(hotline, "hours") } }
      : {}),
    links,
  };
}

/** A phone number as a `tel:` address: digits and the leading plus only. */
export function telephoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
