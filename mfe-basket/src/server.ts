import { defineFragmentRenderer, serverFragment } from "@shop/shared/server";
import { loadCatalog } from "./catalog.ts";
import { MiniBasket, type MiniBasketState } from "./mini-basket/MiniBasket.tsx";

/** The basket team's fragment renderer, called by the edge. */
export default defineFragmentRenderer({
  mfe: "mfe-basket",
  loadCatalog,
  fragments: {
    // Personal: rendered per request. The basket API arrives with the basket issue; until then
    // every visit starts with an empty basket.
    miniBasket: serverFragment<MiniBasketState>({
      personal: true,
      Component: MiniBasket,
      load: () => Promise.resolve({ state: { itemCount: 0 } }),
    }),
  },
});
