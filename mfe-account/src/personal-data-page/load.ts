import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { FragmentRequest } from "@shop/shared";
import type { LoadedFragment } from "@shop/shared/server";
import type { AccountClient } from "../api/client.ts";
import { preloadedUser } from "../account-client/preloaded-user.ts";
import type { PersonalDataPageState } from "./PersonalDataPage.tsx";

/** The personal data page's state, per request: the signed-in customer. */
export async function loadPersonalDataPage(
  request: FragmentRequest<AccountClient>,
  i18n: I18n,
): Promise<LoadedFragment<PersonalDataPageState>> {
  const user = await request.api.currentUser();
  return {
    state: { store: await preloadedUser(request.shop.locale, user) },
    head: {
      title: i18n._(msg({ id: "personalData.title", message: "Personal data" })),
      robots: "noindex,nofollow",
    },
  };
}
