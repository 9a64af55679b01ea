import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState, type MouseEvent } from "react";
import type { ShopState } from "@shop/shared/store";
import type { FragmentProps } from "@shop/shared/ui";
import { AccountStore } from "../account-client/AccountStore.tsx";
import { GuestForm } from "../auth-forms/GuestForm.tsx";
import { LoginForm } from "../auth-forms/LoginForm.tsx";
import { RegisterForm } from "../auth-forms/RegisterForm.tsx";
import { afterSignInPath, loginViewHref, loginViews, type LoginView } from "./login-views.ts";
import { SignedInNote } from "./SignedInNote.tsx";
import { ViewHeading, ViewLabel } from "./ViewLabels.tsx";
import "../auth-forms/auth-forms.css";
import "./login-page.css";

export interface LoginPageState {
  readonly view: LoginView;
  /** Where to go after signing in: a path of this shop, checked on the server; null for none. */
  readonly returnTo: string | null;
  /** The checkout's sign-in shows "Continue as guest" (shop option `checkoutLoginGoToGuestBtn`). */
  readonly goToGuest: boolean;
  /** The store's state with the visitor's user answered (`preloadedUser`). */
  readonly store: Partial<ShopState>;
}

/**
 * The login page (core spec point 2, `/de/login/`; also the checkout's login): sign-in,
 * registration and guest as three sections behind links (`?view=`), so each works and can be
 * linked without script; with script a link switches the section in place and moves focus to its
 * heading. After success the shopper goes back to `returnTo`.
 */
export function LoginPage({ state, shop }: FragmentProps<LoginPageState>) {
  return (
    <AccountStore preloaded={state.store}>
      <LoginSections state={state} shop={shop} />
    </AccountStore>
  );
}

function LoginSections({ state, shop }: FragmentProps<LoginPageState>) {
  const { _ } = useLingui();
  const [view, setView] = useState(state.view);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const switched = useRef(false);
  useEffect(() => {
    if (switched.current) heading.current?.focus();
  }, [view]);
  const destination = afterSignInPath(view, shop.language, state.returnTo);

  const choose = (next: LoginView) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    switched.current = true;
    setView(next);
    window.history.replaceState(window.history.state, "", loginViewHref(next, state.returnTo));
  };

  return (
    <div className="acc-login">
      <h1 className="acc-page__title">
        <Trans id="login.title">Sign in or create an account</Trans>
      </h1>
      <SignedInNote locale={shop.locale} destination={destination} />
      <nav aria-label={_(msg({ id: "login.views", message: "How would you like to continue?" }))}>
        <ul className="acc-tabs">
          {loginViews.map((option) => (
            <li key={option}>
              <a
                className="acc-tabs__link"
                href={loginViewHref(option, state.returnTo)}
                aria-current={option === view ? "page" : undefined}
                onClick={choose(option)}
              >
                <ViewLabel view={option} />
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <section className="acc-login__section" aria-labelledby={headingId}>
        <h2 id={headingId} ref={heading} tabIndex={-1} className="acc-login__heading">
          <ViewHeading view={view} />
        </h2>
        {view === "login" ? (
          <>
            <LoginForm shop={shop} destination={destination} />
            {state.goToGuest ? (
              <p className="acc-login__guest">
                <a
                  className="acc-login__guest-link"
                  href={loginViewHref("guest", state.returnTo)}
                  onClick={choose("guest")}
                >
                  <Trans id="login.goToGuest">Continue as guest</Trans>
                </a>
              </p>
            ) : null}
          </>
        ) : view === "register" ? (
          <RegisterForm shop={shop} destination={destination} />
        ) : (
          <GuestForm shop={shop} destination={destination} />
        )}
      </section>
    </div>
  );
}
