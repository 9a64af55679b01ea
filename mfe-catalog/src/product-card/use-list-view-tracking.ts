import { useEffect, type RefObject } from "react";
import {
  pushToDataLayer,
  trackedItem,
  viewItemListEvent,
  type ProductTeaser,
  type ShopContext,
  type TrackedList,
} from "@shop/shared";

/** Tracks a list of product cards as view_item_list once it comes into view. */
export function useListViewTracking(
  element: RefObject<HTMLElement | null>,
  products: readonly ProductTeaser[],
  list: TrackedList,
  shop: ShopContext,
): void {
  const { id, name } = list;
  useEffect(() => {
    const target = element.current;
    if (!target || products.length === 0 || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      const items = products.map((product) =>
        trackedItem(product, { price: product.price }, shop.country),
      );
      pushToDataLayer(viewItemListEvent(shop.currency, items, { id, name }));
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, products, id, name, shop]);
}
