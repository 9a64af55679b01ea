import type { Basket, FragmentSlot } from "@shop/shared";
import { newestProductId } from "../basket-client/announce.ts";

/** The id of the basket page's slot for its recommendations. */
export const recommendationsSlotId = "recommendations";

/**
 * The basket page's recommendations (catalogue spec point 3, the `basket` slot; decision 0056):
 * the catalogue's fragment in the page's slot, for the basket's newest line. With an empty
 * basket the list is on the first screen, so its first pictures load at once. In the browser the
 * catalogue's fragment follows `basket:updated` to the newest line itself.
 */
export function recommendationsSlot(basket: Basket | null): FragmentSlot {
  const itemId = newestProductId(basket);
  return {
    id: recommendationsSlotId,
    ref: { mfe: "mfe-catalog", fragment: "basketRecommendations" },
    query: itemId ? { itemId } : { firstScreen: "1" },
  };
}
