import { fragmentLifecycles } from "@shop/shared/browser";
import { loadCatalog } from "../catalog.ts";
import { MiniBasket, type MiniBasketState } from "./MiniBasket.tsx";

export const { bootstrap, mount, unmount } = fragmentLifecycles<MiniBasketState>({
  mfe: "mfe-basket",
  fragment: "miniBasket",
  Component: MiniBasket,
  loadCatalog,
});
