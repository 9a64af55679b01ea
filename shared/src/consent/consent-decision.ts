import {
  consentHistoryLength,
  currentConsentVersion,
  type ConsentRecord,
  type ServiceHistoryEntry,
  type ServiceStatus,
} from "./consent-record.ts";

/** A service the banner asks about (core spec point 3: name, company, group, attTracking). */
export interface ConsentService {
  readonly name: string;
  readonly company: string;
  /** Always on: its toggle is disabled and reads 'always active' (catalogue spec point 5). */
  readonly required: boolean;
  /** Its status before the visitor decides. */
  readonly defaultValue: boolean;
  /** Covered by the app's tracking permission: `#denyAppConsent` turns it off. */
  readonly attTracking: boolean;
  /** Names (or prefixes ending in `*`) of the cookies it sets, removed when it is turned off. */
  readonly cookies: readonly string[];
}

/** A category of the banner's second layer (core spec point 3). */
export interface ConsentCategory {
  readonly group: string;
  readonly required: boolean;
  readonly services: readonly ConsentService[];
}

/** How the visitor decided; the consent log records it. */
export const consentActions = [
  "acceptAll",
  "rejectAll",
  "save",
  "denyConsent",
  "denyAppConsent",
] as const;
export type ConsentAction = (typeof consentActions)[number];

/** The service retail-app and crawler modes turn on without a banner (catalogue spec point 4). */
export const analyticsStorageService = "analytics_storage";

const servicesOf = (categories: readonly ConsentCategory[]) =>
  categories.flatMap((category) =>
    category.services.map((service) => ({
      ...service,
      required: service.required || category.required,
    })),
  );

/**
 * Core spec point 4: required services are always on; the others keep the status given (a stored
 * or chosen one) and otherwise start at their default. Services the configuration does not know
 * are dropped.
 */
export function serviceStatus(
  categories: readonly ConsentCategory[],
  given: ServiceStatus = {},
): ServiceStatus {
  return Object.fromEntries(
    servicesOf(categories).map((service) => [
      service.name,
      service.required || (given[service.name] ?? service.defaultValue),
    ]),
  );
}

/** Every service on (accept all) or every optional one off (reject all); required stay on. */
export function everyService(categories: readonly ConsentCategory[], on: boolean): ServiceStatus {
  return Object.fromEntries(
    servicesOf(categories).map((service) => [service.name, service.required || on]),
  );
}

/** Core spec point 4: a category is on if any of its services is on. */
export function categoryIsOn(category: ConsentCategory, status: ServiceStatus): boolean {
  return category.services.some((service) => status[service.name] === true);
}

/** Turns every service of a category on or off (its accordion's toggle); required stay on. */
export function withCategory(
  categories: readonly ConsentCategory[],
  status: ServiceStatus,
  group: string,
  on: boolean,
): ServiceStatus {
  const category = categories.find((candidate) => candidate.group === group);
  const changed = Object.fromEntries(
    (category?.services ?? []).map((service) => [service.name, on]),
  );
  return serviceStatus(categories, { ...status, ...changed });
}

/**
 * Core spec point 4, the reload rule: when not every optional service is accepted, the page
 * reloads, so nothing loaded under an earlier consent keeps running.
 */
export function needsReload(
  categories: readonly ConsentCategory[],
  status: ServiceStatus,
): boolean {
  return servicesOf(categories).some((service) => !service.required && !status[service.name]);
}

/** The cookies to remove after a decision: those of every service that is now off. */
export function cookiesOfDeniedServices(
  categories: readonly ConsentCategory[],
  status: ServiceStatus,
): string[] {
  return servicesOf(categories)
    .filter((service) => !status[service.name])
    .flatMap((service) => service.cookies);
}

/** `#denyAppConsent`: the services under the app's tracking permission turn off. */
export function withoutAppTracking(
  categories: readonly ConsentCategory[],
  status: ServiceStatus,
): ServiceStatus {
  const denied = Object.fromEntries(
    servicesOf(categories)
      .filter((service) => service.attTracking)
      .map((service) => [service.name, false]),
  );
  return serviceStatus(categories, { ...status, ...denied });
}

/**
 * Catalogue spec point 4: in the retail app and for crawlers no banner shows and the analytics
 * storage service is on, besides the required ones.
 */
export function automaticServiceStatus(categories: readonly ConsentCategory[]): ServiceStatus {
  return serviceStatus(categories, {
    ...everyService(categories, false),
    [analyticsStorageService]: true,
  });
}

/**
 * Core spec point 4: a decision (accept all, reject all, save, a hash command) makes the record
 * to store: interacted, current version, created now, each service's history with this decision
 * appended and only the last 3 kept (point 9).
 */
export function decideConsent(input: {
  readonly previous: ConsentRecord | undefined;
  readonly status: ServiceStatus;
  readonly now: Date;
  readonly appVersion: string;
}): ConsentRecord {
  const at = input.now.toISOString();
  const history: Record<string, readonly ServiceHistoryEntry[]> = {};
  for (const [name, status] of Object.entries(input.status)) {
    const earlier = input.previous?.history?.[name] ?? [];
    history[name] = [...earlier, { status, at }].slice(-consentHistoryLength);
  }
  return {
    version: currentConsentVersion,
    appVersion: input.appVersion,
    userInteracted: true,
    services: input.status,
    createdAt: at,
    history,
  };
}
