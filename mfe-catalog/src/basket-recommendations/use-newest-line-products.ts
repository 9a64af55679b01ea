import { useEffect, useRef, useState } from "react";
import {
  lastShopEvent,
  loadSlotRecommendations,
  onShopEvent,
  type ProductTeaser,
  type ShopEventMap,
} from "@shop/shared";
import { shopFetch } from "@shop/shared/api-client";
import { shownProducts } from "./load.ts";

/**
 * The slot's products, loaded again in the browser whenever the basket announces another newest
 * line (`basket:updated`'s `newestProductId`, decision 0056); an announcement that does not name
 * it (the shell's stand-in) changes nothing. Until the new ones are there the old ones stay, and a
 * failing or empty answer shows none.
 */
export function useNewestLineProducts(
  initial: readonly ProductTeaser[],
  initialItemId: string | null,
  locale: string,
): readonly ProductTeaser[] {
  const [products, setProducts] = useState(initial);
  const shownFor = useRef(initialItemId);

  useEffect(() => {
    let mounted = true;
    const follow = ({ newestProductId }: ShopEventMap["basket:updated"]) => {
      if (newestProductId === undefined || newestProductId === shownFor.current) return;
      shownFor.current = newestProductId;
      void loadSlotRecommendations("basket", {
        fetchApi: shopFetch,
        locale,
        ...(newestProductId ? { itemId: newestProductId } : {}),
      }).then((loaded) => {
        if (mounted && shownFor.current === newestProductId) {
          setProducts(loaded.slice(0, shownProducts));
        }
      });
    };
    // A change announced before this fragment hydrated counts too.
    const last = lastShopEvent("basket:updated");
    if (last) follow(last);
    const stop = onShopEvent("basket:updated", follow);
    return () => {
      mounted = false;
      stop();
    };
  }, [locale]);

  return products;
}
