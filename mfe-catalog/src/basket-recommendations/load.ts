import type { FragmentRequest } from "@shop/shared";
import type { LoadedFragment } from "@shop/shared/server";
import type { CatalogClient } from "../api/client.ts";
import type { BasketRecommendationsState } from "./BasketRecommendations.tsx";

/** What the basket page's slot says (decision 0056): the product and where the list shows. */
export const basketRecommendationsQueryKeys = ["itemId", "firstScreen"] as const;

/** The basket shows six of the slot's products. */
export const shownProducts = 6;

/**
 * How long the basket page waits for the slot's products on the server. Past it the fragment
 * fails, so its slot stays empty and the basket page renders without it; nothing is cached, the
 * next request asks again.
 */
export const recommendationsDeadlineMs = 800;

/** A product id as the recommendation service takes it. */
const referenceKey = /^[A-Za-z0-9._-]{1,40}$/;

function withinDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`The basket's recommendations took longer than ${ms} ms`)),
      ms,
    );
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * The `basket` recommendation slot's products (catalogue spec point 7) for the basket page's
 * slot: for the basket's newest line (`itemId`), else for an empty basket. Failing
 * recommendations give an empty list (nothing shown); a slow one fails the fragment.
 */
export async function loadBasketRecommendations(
  request: FragmentRequest<CatalogClient>,
): Promise<LoadedFragment<BasketRecommendationsState>> {
  const asked = request.query.itemId;
  const itemId = asked !== undefined && referenceKey.test(asked) ? asked : null;
  const products = await withinDeadline(
    request.api.slotRecommendations("basket", itemId ? { itemId } : {}),
    recommendationsDeadlineMs,
  );
  return {
    state: {
      products: products.slice(0, shownProducts),
      itemId,
      firstScreen: request.query.firstScreen === "1",
    },
  };
}
