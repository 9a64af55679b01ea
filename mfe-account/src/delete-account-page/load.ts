import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { LoadedFragment } from "@shop/shared/server";
import type { DeleteAccountPageState } from "./DeleteAccountPage.tsx";

/** The delete-account page: only its title; the edge lets registered customers in only. */
export function loadDeleteAccountPage(
  _request: unknown,
  i18n: I18n,
): Promise<LoadedFragment<DeleteAccountPageState>> {
  return Promise.resolve({
    state: {},
    head: {
      title: i18n._(msg({ id: "deleteAccount.title", message: "Delete account" })),
      robots: "noindex,nofollow",
    },
  });
}
