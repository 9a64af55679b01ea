import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { LoadedFragment } from "@shop/shared/server";
import type { ChangePasswordPageState } from "./ChangePasswordPage.tsx";

/** The change-password page: only its title; the edge lets registered customers in only. */
export function loadChangePasswordPage(
  _request: unknown,
  i18n: I18n,
): Promise<LoadedFragment<ChangePasswordPageState>> {
  return Promise.resolve({
    state: {},
    head: {
      title: i18n._(msg({ id: "changePassword.title", message: "Change password" })),
      robots: "noindex,nofollow",
    },
  });
}
