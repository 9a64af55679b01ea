import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { validateResetToken, type FragmentRequest } from "@shop/shared";
import type { LoadedFragment } from "@shop/shared/server";
import type { NewPasswordPageState } from "./NewPasswordPage.tsx";

/**
 * The new-password page's state: the reset link's `?token=` when it is shaped like one. The
 * fragment is personal, so a page holding a token is never cached.
 */
export function loadNewPasswordPage(
  request: FragmentRequest,
  i18n: I18n,
): Promise<LoadedFragment<NewPasswordPageState>> {
  const token = validateResetToken(request.query.token);
  return Promise.resolve({
    state: { token: token.ok ? token.value : null },
    head: {
      title: i18n._(msg({ id: "newPassword.title", message: "Choose a new password" })),
      robots: "noindex,nofollow",
    },
  });
}
