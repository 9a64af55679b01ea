import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { languages, pathFor, type CurrentBasketResponse, type FragmentRequest } from "@shop/shared";
import type { LoadedFragment } from "@shop/shared/server";
import type { BasketClient } from "../api/client.ts";
import type { BasketPageState } from "./BasketPage.tsx";
import { recommendationsSlot } from "./recommendations-slot.ts";

/**
 * The basket page's state, per request with the visitor's cookies (personal, never cached): the
 * session's basket, and the slot the catalogue's recommendations fill (decision 0056). A failing
 * basket read shows the empty basket (core spec point 8: basket fetch failures are ignored).
 */
export async function loadBasketPage(
  request: FragmentRequest<BasketClient>,
  i18n: I18n,
): Promise<LoadedFragment<BasketPageState>> {
  let current: CurrentBasketResponse = { basketKey: null, basket: null };
  try {
    current = await request.api.currentBasket({ applyVoucher: true });
  } catch {
    // Shown as an empty basket.
  }
  return {
    state: {
      basketKey: current.basketKey,
      basket: current.basket,
      clickAndReserve: request.shopConfig.options.clickAndReserve,
    },
    slots: [recommendationsSlot(current.basket)],
    head: {
      title: i18n._(msg({ id: "basket.title", message: "Basket" })),
      robots: "noindex,follow",
      alternatePaths: Object.fromEntries(
        languages.map((language) => [language, pathFor("basket", language)]),
      ),
    },
  };
}
