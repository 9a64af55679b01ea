/** A `fetch` of the shop's API (the browser's own, or the catalogue's on the server). */
export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;
import type { ProductTeaser, RecommendationsResponse } from "./products.ts";

/** The recommendation slots (catalogue spec point 3), configured per locale. */
export const recommendationSlots = [
  "listing_last_seen",
  "listing_bestseller",
  "pds_alternatives",
  "pds_suggestions",
  "pds_last_seen",
  "add_to_cart_layer",
  "basket",
  "search",
] as const;
export type RecommendationSlot = (typeof recommendationSlots)[number];

/** Catalogue spec point 9: 12 products per recommendation slot. */
export const recommendationSize = 12;

/** A slot's configuration (catalogue spec point 3) with its fallback list of product ids. */
export interface RecommendationSlotConfig {
  readonly _uid: string;
  readonly recommendationId: string;
  readonly fillWithRandom: boolean;
  readonly size: number;
  /** Reference keys shown when the recommendation service fails or has nothing. */
  readonly fallback: readonly string[];
}

/**
 * `GET /api/shop/recommendation-slots/?locale=`: the locale's slots, and the recommendation
 * service to ask (its address for the shop's country and the project, `{brand}-{locale}`).
 */
export interface RecommendationSlotsResponse {
  readonly service: string;
  readonly projectId: string;
  /** The slots the locale configures; a missing slot shows nothing. */
  readonly slots: Readonly<Partial<Record<RecommendationSlot, RecommendationSlotConfig>>>;
}

/** A catalogue filter of a recommendation request, e.g. price less than 5000. */
export interface RecommendationFilter {
  readonly property: "category" | "brand" | "colour" | "price" | "product_id";
  readonly type: "string" | "number";
  readonly operator:
    "equals" | "does not equal" | "in" | "not in" | "less than" | "greater than" | "between";
  readonly value: string | number | readonly (string | number)[];
}

/** A recommendation request (catalogue spec point 3). */
export interface RecommendationRequest {
  readonly recommendationId: string;
  readonly fillWithRandom: boolean;
  readonly size: number;
  /** The product the recommendations are for (product page, add-to-cart layer, basket line). */
  readonly itemId?: string;
  readonly filters?: readonly RecommendationFilter[];
  /** The visitor's anonymous tracking id: what they saw feeds the last-seen slots. */
  readonly trackingId?: string;
}

/** The body of `POST /optimization/recommend/user` on the recommendation service (spec point 7). */
export interface RecommendationServiceBody {
  readonly project_id: string;
  readonly customer_ids: { readonly cookie?: string };
  readonly engine_id: string;
  readonly anti: boolean;
  readonly similarity: boolean;
  readonly anonymous: boolean;
  readonly consider_known_items: boolean;
  readonly fill_with_random: boolean;
  readonly size: number;
  readonly item_id?: string;
  readonly catalogAttributesWhitelist: readonly ["product_id"];
  readonly catalog_filter: readonly {
    readonly property: string;
    readonly constraint: {
      readonly type: string;
      readonly operator: string;
      readonly operands: readonly { readonly type: "constant"; readonly value: string | number }[];
    };
  }[];
}

/** The recommendation service's answer: the recommended products' ids (reference keys). */
export interface RecommendationServiceResponse {
  readonly success: boolean;
  readonly data: readonly { readonly product_id: string }[];
}

/** Builds the service's body for a request; the project is the shop in one language (`home-fr-ch`). */
export function recommendationServiceBody(
  request: RecommendationRequest,
  projectId: string,
): RecommendationServiceBody {
  return {
    project_id: projectId,
    customer_ids: request.trackingId ? { cookie: request.trackingId } : {},
    engine_id: request.recommendationId,
    anti: false,
    similarity: request.itemId !== undefined,
    anonymous: request.trackingId === undefined,
    consider_known_items: true,
    fill_with_random: request.fillWithRandom,
    size: request.size,
    ...(request.itemId ? { item_id: request.itemId } : {}),
    catalogAttributesWhitelist: ["product_id"],
    catalog_filter: (request.filters ?? []).map((filter) => ({
      property: filter.property,
      constraint: {
        type: filter.type,
        operator: filter.operator,
        operands: (Array.isArray(filter.value) ? filter.value : [filter.value]).map((value) => ({
          type: "constant" as const,
          value: value as string | number,
        })),
      },
    })),
  };
}

export interface RecommendationSources {
  /** Calls the shop's API (`/api/shop/…`). */
  readonly fetchApi: ApiFetch;
  /** The recommendation service's address for the shop's country. */
  readonly serviceUrl: string;
  /** Calls the recommendation service (the shop's API fetch when the service is on the edge). */
  readonly fetchService: ApiFetch;
  readonly projectId: string;
  readonly locale: string;
}

async function recommendedIds(
  request: RecommendationRequest,
  sources: RecommendationSources,
): Promise<readonly string[]> {
  try {
    const response = await sources.fetchService(sources.serviceUrl, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(recommendationServiceBody(request, sources.projectId)),
    });
    if (!response.ok) return [];
    const answer = (await response.json()) as RecommendationServiceResponse;
    return answer.data.map((item) => item.product_id);
  } catch {
    return [];
  }
}

/**
 * The products of a recommendation request (catalogue spec point 7): the service's ids, else the
 * slot's fallback list, then the products of those ids from the shop's API. No retries; any
 * failure gives an empty list, never an error.
 */
export async function loadRecommendations(
  request: RecommendationRequest,
  fallback: readonly string[],
  sources: RecommendationSources,
): Promise<readonly ProductTeaser[]> {
  const ids = await recommendedIds(request, sources);
  const referenceKeys = (ids.length > 0 ? ids : fallback).slice(0, request.size);
  if (referenceKeys.length === 0) return [];
  try {
    const query = new URLSearchParams({
      locale: sources.locale,
      referenceKeys: referenceKeys.join(","),
    });
    const response = await sources.fetchApi(`/api/shop/recommendations/?${query}`, {
      headers: { accept: "application/json" },
    });
    if (!response.ok) return [];
    return ((await response.json()) as RecommendationsResponse).products;
  } catch {
    return [];
  }
}

export interface SlotRecommendationOptions {
  /** Calls the shop's API; the embedded recommendation service is reached through it too. */
  readonly fetchApi: ApiFetch;
  readonly locale: string;
  readonly itemId?: string;
  readonly trackingId?: string;
  readonly filters?: readonly RecommendationFilter[];
  /** Calls an external recommendation service (an https address); `fetch` by default. */
  readonly fetchExternal?: ApiFetch;
}

/** The locale's slot configuration from the shop's API; undefined on any failure. */
async function slotsConfig(
  options: Pick<SlotRecommendationOptions, "fetchApi" | "locale">,
): Promise<RecommendationSlotsResponse | undefined> {
  try {
    const response = await options.fetchApi(
      `/api/shop/recommendation-slots/?locale=${encodeURIComponent(options.locale)}`,
      { headers: { accept: "application/json" } },
    );
    if (!response.ok) return undefined;
    return (await response.json()) as RecommendationSlotsResponse;
  } catch {
    return undefined;
  }
}

/**
 * The products of one of the locale's recommendation slots: its configuration from the shop's
 * API, then `loadRecommendations`. A slot the locale does not configure, or any failure, gives
 * an empty list.
 */
export async function loadSlotRecommendations(
  slot: RecommendationSlot,
  options: SlotRecommendationOptions,
): Promise<readonly ProductTeaser[]> {
  const config = await slotsConfig(options);
  if (!config) return [];
  const slotConfig = config.slots[slot];
  if (!slotConfig) return [];
  const external = !config.service.startsWith("/");
  return loadRecommendations(
    {
      recommendationId: slotConfig.recommendationId,
      fillWithRandom: slotConfig.fillWithRandom,
      size: slotConfig.size,
      ...(options.itemId ? { itemId: options.itemId } : {}),
      ...(options.trackingId ? { trackingId: options.trackingId } : {}),
      ...(options.filters ? { filters: options.filters } : {}),
    },
    slotConfig.fallback,
    {
      fetchApi: options.fetchApi,
      serviceUrl: config.service,
      fetchService: external ? (options.fetchExternal ?? fetch) : options.fetchApi,
      projectId: config.projectId,
      locale: options.locale,
    },
  );
}

/** A stored `ga:user` id (core spec point 9), as the consent slice keeps it. */
const storedIdPattern = /^[A-Za-z0-9-]{8,64}$/;

/**
 * The visitor's anonymous tracking id for the last-seen slots, from the consent slice's
 * `ga:user`, which exists only while analytics storage is allowed. This never creates one:
 * without that consent (or with blocked storage) there is no id, no view is recorded and last
 * seen stays empty. The id is sent as the platform's anonymous ids are written (lowercase hex,
 * decision 0031): the UUID without its dashes. An id that is not hex gives none.
 */
export function visitorTrackingId(readStored: () => string | null): string | undefined {
  let stored: string | null;
  try {
    stored = readStored();
  } catch {
    return undefined;
  }
  if (stored === null || !storedIdPattern.test(stored)) return undefined;
  const id = stored.replaceAll("-", "").toLowerCase();
  return /^[0-9a-f]{8,64}$/.test(id) ? id : undefined;
}

/**
 * The view address of a recommendation service: `…/optimization/view` beside its
 * `…/optimization/recommend/user` (catalogue spec point 7).
 */
export function recommendationViewUrl(service: string): string {
  return service.replace(/\/recommend\/user\/?$/, "/view");
}

export interface RecordViewOptions {
  /** Calls the shop's API; the embedded recommendation service is reached through it too. */
  readonly fetchApi: ApiFetch;
  readonly locale: string;
  readonly trackingId: string;
  /** Calls an external recommendation service (an https address); `fetch` by default. */
  readonly fetchExternal?: ApiFetch;
}

/**
 * Records that the visitor looked at a product (`POST …/optimization/view`), which feeds the
 * last-seen slots. The embedded service records it only for a tracking id the caller's session
 * holds, binding it on the first view (decision 0031). Answers whether it was recorded; any
 * failure is false, never an error.
 */
export async function recordRecommendationView(
  referenceKey: string,
  options: RecordViewOptions,
): Promise<boolean> {
  const config = await slotsConfig(options);
  if (!config) return false;
  const external = !config.service.startsWith("/");
  const send = external ? (options.fetchExternal ?? fetch) : options.fetchApi;
  try {
    const response = await send(recommendationViewUrl(config.service), {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({
        project_id: config.projectId,
        customer_ids: { cookie: options.trackingId },
        item_id: referenceKey,
      }),
    });
    return response.ok;
  } catch {
    return false;
  }
}
