import type { CataloguePageFacts, ContentBlock, FragmentRequest } from "@shop/shared";
import { productReferenceFromPdp } from "@shop/shared";
import type { ContentLink } from "../api/content-link.ts";
import { blocksField, linkField, textField } from "../content-page/block-fields.ts";
import {
  triggerTypes,
  type CampaignPage,
  type CampaignSchedule,
  type CampaignTrigger,
  type TriggerType,
} from "./campaign-visibility.ts";

/** A campaign as its banner shows it. */
export interface CampaignBanner {
  /** The promotion's id, as tracked (`frontend_view_promotion`). */
  readonly id: string;
  readonly headline: string;
  readonly link?: ContentLink & { readonly label: string };
  /** The campaign's conditions, shown in a dialog; empty when it has none. */
  readonly conditions: string;
}

const isTriggerType = (type: string): type is TriggerType =>
  (triggerTypes as readonly string[]).includes(type);

/** The triggers of a campaign block: `campaign_trigger` and `campaign_trigger_container` blocks. */
export function campaignTriggers(blocks: readonly ContentBlock[]): CampaignTrigger[] {
  return blocks.flatMap((block): CampaignTrigger[] => {
    if (block.component === "campaign_trigger_container") {
      return [{ type: "container", triggers: campaignTriggers(blocksField(block, "triggers")) }];
    }
    const type = textField(block, "type");
    return isTriggerType(type) ? [{ type, value: textField(block, "value") }] : [];
  });
}

/** A campaign block of the banner page (`bannerConfig`): its schedule and what its banner shows. */
export function campaignOf(
  block: ContentBlock,
): { schedule: CampaignSchedule; banner: CampaignBanner } | undefined {
  const id = textField(block, "campaignId");
  const headline = textField(block, "headline");
  if (block.component !== "campaign" || !id || !headline) return undefined;
  const link = linkField(block, "link");
  const label = textField(block, "linkText");
  return {
    schedule: {
      dateFrom: textField(block, "dateFrom"),
      dateTo: textField(block, "dateTo"),
      triggers: campaignTriggers(blocksField(block, "triggers")),
    },
    banner: {
      id,
      headline,
      ...(link && label ? { link: { ...link, label } } : {}),
      conditions: textField(block, "conditions"),
    },
  };
}

/**
 * What a campaign trigger can ask of the page: its path, whether it is the checkout, a product
 * page's product number, and the catalogue's facts of the product or category shown (brand,
 * subbrand, breadcrumb, sale), which the loader reads only when a campaign asks them.
 */
export function campaignPage(request: FragmentRequest, facts?: CataloguePageFacts): CampaignPage {
  const pdp = request.route === "product" ? request.params.pdp : undefined;
  return {
    path: request.path,
    checkout: request.route === "checkout" || request.route === "checkoutLogin",
    ...(pdp ? { productNumber: productReferenceFromPdp(pdp) } : {}),
    ...(facts?.brand ? { brand: facts.brand } : {}),
    ...(facts?.subbrand ? { subbrand: facts.subbrand } : {}),
    breadcrumb: facts?.breadcrumb ?? [],
    sale: facts?.sale ?? false,
  };
}

/**
 * Which catalogue page a request shows, for `CmsClient.catalogueFacts`: a product page by its
 * product number, a category page (the edge sets `params.category`) by its path; none otherwise.
 */
export function cataloguePageOf(
  request: FragmentRequest,
): { readonly referenceKey: string } | { readonly path: string } | undefined {
  if (request.route === "product" && request.params.pdp) {
    return { referenceKey: productReferenceFromPdp(request.params.pdp) };
  }
  return request.params.category ? { path: request.path } : undefined;
}
