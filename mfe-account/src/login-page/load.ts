import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { FragmentRequest } from "@shop/shared";
import type { LoadedFragment } from "@shop/shared/server";
import type { AccountClient } from "../api/client.ts";
import { preloadedUser } from "../account-client/preloaded-user.ts";
import { isLoginView } from "./login-views.ts";
import type { LoginPageState } from "./LoginPage.tsx";
import { safeReturnPath } from "./return-to.ts";

/**
 * The login page's state, per request (personal: it shows who is signed in and must never be
 * cached with someone's return path): the section `?view=` asks for (else the shop's first view
 * on the checkout's login, else sign-in), the checked `returnTo`, whether the checkout's sign-in
 * offers a way on as a guest (shop option `checkoutLoginGoToGuestBtn`), and the visitor's user.
 */
export async function loadLoginPage(
  request: FragmentRequest<AccountClient>,
  i18n: I18n,
): Promise<LoadedFragment<LoginPageState>> {
  const { query, shop } = request;
  const checkout = request.route === "checkoutLogin";
  const { options } = request.shopConfig;
  const firstView = checkout ? options.checkoutLoginFirstView : "login";
  const user = await request.api.currentUser();
  return {
    state: {
      view: isLoginView(query.view) ? query.view : firstView,
      returnTo: safeReturnPath(query.returnTo, "") || null,
      goToGuest: checkout && options.checkoutLoginGoToGuestBtn,
      store: await preloadedUser(shop.locale, user),
    },
    head: {
      title: i18n._(msg({ id: "login.title", message: "Sign in or create an account" })),
      robots: "noindex,follow",
    },
  };
}
