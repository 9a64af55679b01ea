import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { FragmentRequest } from "@shop/shared";
import type { LoadedFragment } from "@shop/shared/server";
import type { AccountClient } from "../api/client.ts";
import type { ContactPageState } from "./ContactPage.tsx";

/**
 * The contact page's state, per request: the signed-in customer's name and e-mail where the
 * shop's option `contactFormPrefill` is on, else empty fields.
 */
export async function loadContactPage(
  request: FragmentRequest<AccountClient>,
  i18n: I18n,
): Promise<LoadedFragment<ContactPageState>> {
  const user = request.shopConfig.options.contactFormPrefill
    ? await request.api.currentUser()
    : undefined;
  const prefill =
    user?.registered && user.email
      ? { name: `${user.firstName ?? ""} ${user.lastName ?? ""}`.trim(), email: user.email }
      : { name: "", email: "" };
  return {
    state: { prefill },
    head: {
      title: i18n._(msg({ id: "contact.title", message: "Contact us" })),
      robots: "noindex,nofollow",
    },
  };
}
