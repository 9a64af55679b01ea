import { Trans } from "@lingui/react/macro";
import type { LoginView } from "./login-views.ts";

/** A section's link text. */
export function ViewLabel({ view }: { readonly view: LoginView }) {
  if (view === "login") return <Trans id="login.view.login">Sign in</Trans>;
  if (view === "register") return <Trans id="login.view.register">New customer</Trans>;
  return <Trans id="login.view.guest">Guest</Trans>;
}

/** A section's heading. */
export function ViewHeading({ view }: { readonly view: LoginView }) {
  if (view === "login")
    return <Trans id="login.heading.login">Sign in to your customer account</Trans>;
  if (view === "register")
    return <Trans id="login.heading.register">Create a customer account</Trans>;
  return <Trans id="login.heading.guest">Continue as a guest without an account</Trans>;
}
