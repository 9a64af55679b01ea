import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { FragmentRequest } from "@shop/shared";
import type { LoadedFragment } from "@shop/shared/server";
import type { AccountClient } from "../api/client.ts";
import { preloadedUser } from "../account-client/preloaded-user.ts";
import { offeredAreas } from "./account-areas.ts";
import type { AccountHomeState } from "./AccountHome.tsx";

/** The account home's state, per request: the signed-in customer and the shop's areas. */
export async function loadAccountHome(
  request: FragmentRequest<AccountClient>,
  i18n: I18n,
): Promise<LoadedFragment<AccountHomeState>> {
  const user = await request.api.currentUser();
  return {
    state: {
      store: await preloadedUser(request.shop.locale, user),
      areas: offeredAreas(request.shopConfig.options),
    },
    head: {
      title: i18n._(msg({ id: "accountHome.title", message: "My account" })),
      robots: "noindex,nofollow",
    },
  };
}
