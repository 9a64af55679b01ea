import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import type { ShopEventMap } from "@shop/shared";
import { ToastHost } from "@shop/shared/ui";

/** Mounts the toast host with the toasts that arrived while it loaded (see toast-host.ts). */
export function mountToastHost(initial: readonly ShopEventMap["toast:show"][]): void {
  const container = document.createElement("div");
  container.className = "shop-toast-host";
  document.body.append(container);
  const root = createRoot(container);
  flushSync(() => root.render(<ToastHost initial={initial} />));
}
