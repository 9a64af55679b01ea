import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { FragmentRequest } from "@shop/shared";
import type { LoadedFragment } from "@shop/shared/server";
import type { AccountClient } from "../api/client.ts";
import { preloadedAddresses } from "../account-client/preloaded-user.ts";
import type { AddressBookPageState } from "./AddressBookPage.tsx";

/** The address book's state, per request: the signed-in customer's addresses. */
export async function loadAddressBookPage(
  request: FragmentRequest<AccountClient>,
  i18n: I18n,
): Promise<LoadedFragment<AddressBookPageState>> {
  return {
    state: { store: await preloadedAddresses(await request.api.addresses()) },
    head: {
      title: i18n._(msg({ id: "address.title", message: "Address book" })),
      robots: "noindex,nofollow",
    },
  };
}
