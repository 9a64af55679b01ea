import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import {
  languages,
  pathFor,
  paymentMethodsFor,
  shippingMethodFor,
  type CurrentBasketResponse,
  type FragmentRequest,
} from "@shop/shared";
import type { LoadedFragment } from "@shop/shared/server";
import type { BasketClient } from "../api/client.ts";
import type { CheckoutPageState } from "./CheckoutPage.tsx";

/**
 * The checkout page's state (issue 18, points 1 and 2), per request with the visitor's cookies
 * (personal, never cached): the session's basket, the shipping method it needs and the payment
 * methods the shop offers. Without a basket to order (none, empty, or a failing read) the
 * shopper is sent to the basket page.
 */
export async function loadCheckoutPage(
  request: FragmentRequest<BasketClient>,
  i18n: I18n,
): Promise<LoadedFragment<CheckoutPageState>> {
  let current: CurrentBasketResponse = { basketKey: null, basket: null };
  try {
    current = await request.api.currentBasket({ applyVoucher: true });
  } catch {
    // Nothing to order: the basket page says why.
  }
  const { basketKey, basket } = current;
  if (!basketKey || !basket || basket.items.length === 0) {
    return { outcome: { kind: "redirect", path: pathFor("basket", request.shop.language) } };
  }
  const { shopConfig } = request;
  return {
    state: {
      basketKey,
      basket,
      shippingMethod: shippingMethodFor(basket.items),
      paymentMethods: paymentMethodsFor({
        country: shopConfig.country,
        currency: shopConfig.currency,
        paypalInstallments: shopConfig.options.paypalInstallments,
      }),
      clickAndReserve: shopConfig.options.clickAndReserve,
    },
    head: {
      title: i18n._(msg({ id: "checkout.title", message: "Checkout" })),
      robots: "noindex,nofollow",
      alternatePaths: Object.fromEntries(
        languages.map((language) => [language, pathFor("checkout", language)]),
      ),
    },
  };
}
