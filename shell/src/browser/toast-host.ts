import { onShopEvent, type ShopEventMap } from "@shop/shared";

/**
 * The page's one toast host (decision 0019). Slices emit `toast:show`; the shell listens from the
 * start and, on the first toast only, loads the host (React's `ToastHost` from the design system)
 * into a container at the end of the body. Pages without toasts load none of it.
 */
export function startToastHost(): void {
  const pending: ShopEventMap["toast:show"][] = [];
  const stopBuffering = onShopEvent("toast:show", (detail) => {
    pending.push(detail);
    if (pending.length > 1) return;
    void import("./toast-root.tsx").then(({ mountToastHost }) => {
      // One synchronous step: the host subscribes during its commit, so nothing falls between.
      stopBuffering();
      mountToastHost(pending.splice(0));
    });
  });
}
