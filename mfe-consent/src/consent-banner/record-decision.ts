import {
  cookiesOfDeniedServices,
  decideConsent,
  emitShopEvent,
  needsReload,
  pushToDataLayer,
  shopAppVersion,
  type ConsentAction,
  type ConsentCategory,
  type ServiceStatus,
} from "@shop/shared";
import { logConsent } from "./consent-log.ts";
import { readStoredConsent, removeCookies, storeConsent } from "./consent-storage.ts";

/** The services a status allows, as `consent:updated` announces them. */
export const acceptedServices = (status: ServiceStatus) =>
  Object.entries(status)
    .filter(([, on]) => on)
    .map(([name]) => name);

/**
 * Core spec point 4: a decision sets the interacted flag, stores the record in its cookie and in
 * local storage with the service histories, pushes the tracking event, announces
 * `consent:updated` and goes to the consent log. Returns whether the page must reload (not every
 * optional service accepted); the denied services' cookies are gone by then.
 */
export function recordDecision(input: {
  readonly action: ConsentAction;
  readonly status: ServiceStatus;
  readonly categories: readonly ConsentCategory[];
  readonly shopId: string;
}): boolean {
  const record = decideConsent({
    previous: readStoredConsent(),
    status: input.status,
    now: new Date(),
    appVersion: shopAppVersion,
  });
  storeConsent(record);
  pushToDataLayer({ event: "consent_update", action: input.action, consent: record.services });
  emitShopEvent("consent:updated", { accepted: acceptedServices(record.services) });
  logConsent(input.action, input.shopId, record);
  if (!needsReload(input.categories, record.services)) return false;
  removeCookies(cookiesOfDeniedServices(input.categories, record.services));
  return true;
}
