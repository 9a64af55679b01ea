// The consent team's public server entry (`@shop/mfe-consent/api`): the only thing the edge imports.
import { fileURLToPath } from "node:url";
import type { VisitorContext } from "@shop/shared";
import type {
  ClientRequest,
  PlatformServices,
  SliceApi,
  SliceMigrations,
} from "@shop/shared/platform";
import type { ConsentClient } from "./client.ts";
import { consentLogRoutes } from "./consent-log-routes.ts";
import { countryLinks } from "./country-links.ts";
import { detectVisitor, type VisitorRequest } from "./detect-visitor.ts";
import { trackingConfig } from "../tracking/tracking-config.ts";
import type { VitalsReportRow } from "./vitals-report.ts";
import { vitalsReport, vitalsRoutes } from "./vitals-routes.ts";
import { voucherCookie } from "./voucher.ts";

export type { ConsentClient, CountryLink } from "./client.ts";
export type { VisitorRequest } from "./detect-visitor.ts";

/** The consent team's tables (the consent log) in PostgreSQL schema `consent`. */
export const consentMigrations: SliceMigrations = {
  owner: "mfe-consent",
  schema: "consent",
  folder: fileURLToPath(new URL("../../migrations", import.meta.url)),
};

/** The path the consent slice's API answers under. */
export const consentApiPath = "/api/consent";

/** The consent team's server side as the edge holds it: a slice API, and its per-page answers. */
export interface ConsentApi extends SliceApi<ConsentClient> {
  /** Everything detected about a page's visitor (core spec: country picker, retail app, notices). */
  detectVisitor(input: VisitorRequest): VisitorContext;
  /** The `Set-Cookie` value storing `?voucher=` for 14 days, or undefined (core spec point 9). */
  voucherCookie(query: Readonly<Record<string, string>>, secure: boolean): string | undefined;
  /** The performance beacon's report (`GET /api/consent/vitals/report/`), for the release page. */
  vitalsReport(): Promise<VitalsReportRow[]>;
}

/**
 * The consent team's server side: the consent log (`POST /api/consent/log/`, core spec point 7),
 * the performance beacon and its report (`/api/consent/vitals/`, issue 20 point 6; decision 0041),
 * the brand's tracking configuration (`SHOP_GTM_*`, `SHOP_VIDEOS_DOMAIN`, read once from `env`),
 * the country picker's links for its fragment, and what the edge asks per page: who the visitor is (crawler, retail app, country, country
 * picker, notices) and the voucher cookie a page's `?voucher=` sets (core spec point 9).
 */
export function consentApi(deps: PlatformServices, env: NodeJS.ProcessEnv = process.env) {
  const tracking = trackingConfig(env);
  return {
    mfe: "mfe-consent",
    routes: [
      { path: consentApiPath, routes: consentLogRoutes(deps).route("/", vitalsRoutes(deps)) },
    ],
    client: (request: ClientRequest): ConsentClient => ({
      countryLinks: (path, query) =>
        Promise.resolve(countryLinks(deps.shops, request.shop.brand, path, query)),
      tracking: () => Promise.resolve(tracking[request.shop.brand]),
    }),
    detectVisitor,
    voucherCookie,
    vitalsReport: () => vitalsReport(deps.db),
  } satisfies ConsentApi;
}
