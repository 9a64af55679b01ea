import { fragmentLifecycles } from "@shop/shared/browser";
import { loadCatalog } from "../catalog.ts";
import type { MiniBasketState } from "./mini-basket-state.ts";
import { MiniBasket } from "./MiniBasket.tsx";

export const { bootstrap, mount, unmount } = fragmentLifecycles<MiniBasketState>({
  mfe: "mfe-basket",
  fragment: "miniBasket",
  Component: MiniBasket,
  loadCatalog,
});
