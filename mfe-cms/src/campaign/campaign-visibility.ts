/** The trigger types of a campaign (catalogue spec point 4). */
export const triggerTypes = [
  "url",
  "scayleCheckout",
  "productNumber",
  "marke",
  "subbrand",
  "breadcrumb",
  "sale",
] as const;

export type TriggerType = (typeof triggerTypes)[number];

/** The triggers only the catalogue can answer: the product's or category's facts. */
const catalogueTriggerTypes: ReadonlySet<TriggerType> = new Set([
  "marke",
  "subbrand",
  "breadcrumb",
  "sale",
]);

/** Whether a campaign has a trigger, also inside a container, that needs the catalogue's facts. */
export function asksCatalogueFacts(triggers: readonly CampaignTrigger[]): boolean {
  return triggers.some((trigger) =>
    trigger.type === "container"
      ? asksCatalogueFacts(trigger.triggers)
      : catalogueTriggerTypes.has(trigger.type),
  );
}

/** One condition on the page, or a container whose nested triggers must all match. */
export type CampaignTrigger =
  | { readonly type: TriggerType; readonly value: string }
  | { readonly type: "container"; readonly triggers: readonly CampaignTrigger[] };

export interface CampaignSchedule {
  /** Storyblok's date fields (`2026-11-24 00:00`), read as UTC; either may be empty. */
  readonly dateFrom?: string;
  readonly dateTo?: string;
  readonly triggers: readonly CampaignTrigger[];
}

/** What a trigger can ask of the page shown. */
export interface CampaignPage {
  /** The decoded path with its language prefix (`/de/kueche/`). */
  readonly path: string;
  readonly checkout: boolean;
  readonly productNumber?: string;
  readonly brand?: string;
  readonly subbrand?: string;
  /** The category names of the page's breadcrumb. */
  readonly breadcrumb: readonly string[];
  readonly sale: boolean;
}

/** A date field as a UTC instant; a value without a zone is UTC, not the server's local time. */
export function utcInstant(value: string): number {
  const iso = value.trim().replace(" ", "T");
  const zoned = /(?:Z|[+-]\d\d:?\d\d)$/i.test(iso) ? iso : `${iso}Z`;
  return Date.parse(zoned);
}

const same = (a: string | undefined, b: string) =>
  a !== undefined && a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether one trigger matches the page; a container needs every nested trigger to match. */
export function triggerMatches(trigger: CampaignTrigger, page: CampaignPage): boolean {
  switch (trigger.type) {
    case "container":
      return trigger.triggers.length > 0 && trigger.triggers.every((t) => triggerMatches(t, page));
    case "url":
      return trigger.value.trim() !== "" && page.path.includes(trigger.value.trim());
    case "scayleCheckout":
      return page.checkout;
    case "productNumber":
      return same(page.productNumber, trigger.value);
    case "marke":
      return same(page.brand, trigger.value);
    case "subbrand":
      return same(page.subbrand, trigger.value);
    case "breadcrumb":
      return page.breadcrumb.some((name) => same(name, trigger.value));
    case "sale":
      return page.sale;
  }
}

/**
 * Campaign visibility (catalogue spec point 4): inside its date range when both dates are given
 * (compared as UTC instants, both ends included), and with no triggers or at least one matching.
 */
export function campaignVisible(
  campaign: CampaignSchedule,
  page: CampaignPage,
  now: number,
): boolean {
  const { dateFrom, dateTo } = campaign;
  if (dateFrom && dateTo && !(utcInstant(dateFrom) <= now && now <= utcInstant(dateTo))) {
    return false;
  }
  return campaign.triggers.length === 0 || campaign.triggers.some((t) => triggerMatches(t, page));
}
