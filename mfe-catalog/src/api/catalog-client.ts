import {
  recommendationServiceBody,
  type RecommendationRequest,
  type RecommendationServiceResponse,
  type RecommendationSlotsResponse,
  type ShopContext,
} from "@shop/shared";
import type { ClientRequest, PlatformShop, Sessions, ShopDirectory } from "@shop/shared/platform";
import type { CatalogueSource } from "../store/catalogue-source.ts";
import type { RecommendationEngine } from "../store/recommendations/recommendation-engine.ts";
import { parseSearchParams } from "../store/search-params.ts";
import type { CatalogClient } from "./client.ts";
import { recommendationSlotsOf } from "./recommendation-slots.ts";
import { ownTrackingId, recommendedReferenceKeys } from "./recommendation-service.ts";
import { referencePattern } from "./shop-routes.ts";

export interface CatalogClientSources {
  readonly shops: ShopDirectory;
  readonly catalogue: CatalogueSource;
  readonly engine: RecommendationEngine;
  /** The platform's sessions: last-seen only for the visitor's own tracking id. */
  readonly sessions: Sessions;
}

/** The platform's shop behind a shop context (its recommendation service). */
export function platformShopOf(shops: ShopDirectory, shop: ShopContext): PlatformShop {
  const found = shops.shops.find((candidate) => candidate.shopId === shop.shopId);
  if (!found) throw new Error(`No shop ${shop.shopId}`);
  return found;
}

/**
 * The recommendation service's ids for a request: the embedded service computed in-process
 * (last-seen for the visitor of the request's cookies only), an external one asked over https
 * (no retries). Any failure gives none.
 */
async function recommendedIds(
  sources: CatalogClientSources,
  slots: RecommendationSlotsResponse,
  request: RecommendationRequest,
  cookies: ClientRequest["cookies"],
): Promise<readonly string[]> {
  const body = recommendationServiceBody(request, slots.projectId);
  try {
    if (slots.service.startsWith("/")) {
      return await recommendedReferenceKeys(
        sources.shops,
        sources.engine,
        body,
        async (trackingId) =>
          ownTrackingId(sources.sessions, await sources.sessions.fromCookies(cookies), trackingId),
      );
    }
    const response = await fetch(slots.service, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
    });
    if (!response.ok) return [];
    const answer = (await response.json()) as RecommendationServiceResponse;
    return answer.data.map((item) => item.product_id);
  } catch {
    return [];
  }
}

/** The catalogue's in-process client for one request's shop (see CatalogClient). */
export function catalogClient(
  sources: CatalogClientSources,
  request: ClientRequest,
): CatalogClient {
  const { shop } = request;
  const { catalogue } = sources;
  const recommendationSlots = () =>
    recommendationSlotsOf(catalogue, platformShopOf(sources.shops, shop), shop);
  return {
    product: (referenceKey) => catalogue.product(shop, referenceKey),
    search: async (query) => catalogue.search(shop, parseSearchParams(query)),
    navigation: () => catalogue.navigation(shop),
    categoryPaths: (path) => catalogue.categoryPaths(shop, path),
    recommendationSlots,
    recommendations: (referenceKeys) => catalogue.productsByReferenceKeys(shop, referenceKeys),
    async slotRecommendations(slot, options = {}) {
      try {
        const slots = await recommendationSlots();
        const config = slots.slots[slot];
        if (!config) return [];
        const ids = await recommendedIds(
          sources,
          slots,
          {
            recommendationId: config.recommendationId,
            fillWithRandom: config.fillWithRandom,
            size: config.size,
            ...(options.itemId ? { itemId: options.itemId } : {}),
            ...(options.trackingId ? { trackingId: options.trackingId } : {}),
            ...(options.filters ? { filters: options.filters } : {}),
          },
          request.cookies,
        );
        const keys = (ids.length > 0 ? ids : config.fallback).slice(0, config.size);
        // As the recommendations API: malformed ids from a service answer no products.
        if (keys.length === 0 || !keys.every((key) => referencePattern.test(key))) return [];
        return await catalogue.productsByReferenceKeys(shop, keys);
      } catch {
        return [];
      }
    },
  };
}
