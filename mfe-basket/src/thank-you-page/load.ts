import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { languages, pathFor, type FragmentRequest, type OrderResponse } from "@shop/shared";
import type { LoadedFragment } from "@shop/shared/server";
import type { BasketClient } from "../api/client.ts";
import type { ThankYouPageState } from "./ThankYouPage.tsx";

/**
 * The thank-you page's state, per request with the visitor's cookies (personal, never cached):
 * the order `?orderNumber=` names, when it is the visitor's. Anyone else, and a failing read,
 * sees the expired content.
 */
export async function loadThankYouPage(
  request: FragmentRequest<BasketClient>,
  i18n: I18n,
): Promise<LoadedFragment<ThankYouPageState>> {
  const orderNumber = request.query.orderNumber;
  let order: OrderResponse | null = null;
  if (orderNumber) {
    try {
      order = await request.api.order(orderNumber);
    } catch {
      // Shown as the expired content.
    }
  }
  return {
    state: { order, sovendus: request.shopConfig.options.sovendus },
    head: {
      title: i18n._(msg({ id: "checkout.thankYou", message: "Thank you for your order" })),
      robots: "noindex,nofollow",
      alternatePaths: Object.fromEntries(
        languages.map((language) => [language, pathFor("thankYou", language)]),
      ),
    },
  };
}
