import { pushToDataLayer, type TrackingEvent } from "@shop/shared";
import type { SignInMode } from "../account-client/account-endpoints.ts";

/**
 * Catalogue spec point 7 and core spec point 6: the sign-in kinds tracked,
 * `frontend_auth_login`, `frontend_auth_register` and `frontend_auth_guest`. No personal data.
 */
export function signInEvent(mode: SignInMode): TrackingEvent {
  return { event: `frontend_auth_${mode}`, method: "email" };
}

/** Tracks a completed sign-in, then leaves for the page the shopper came from. */
export function completeSignIn(mode: SignInMode, destination: string): void {
  pushToDataLayer(signInEvent(mode));
  window.location.assign(destination);
}
