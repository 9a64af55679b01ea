// The consent team's public server entry (`@shop/mfe-consent/api`): the only thing the edge imports.
import type { VisitorContext } from "@shop/shared";
import type { ClientRequest, PlatformServices, SliceApi } from "@shop/shared/platform";
import type { ConsentClient } from "./client.ts";
import { detectVisitor, type VisitorRequest } from "./detect-visitor.ts";
import { voucherCookie } from "./voucher.ts";

export type { ConsentClient } from "./client.ts";
export type { VisitorRequest } from "./detect-visitor.ts";

/** The consent team's server side as the edge holds it: a slice API, and its per-page answers. */
export interface ConsentApi extends SliceApi<ConsentClient> {
  /** Everything detected about a page's visitor (core spec: country picker, retail app, notices). */
  detectVisitor(input: VisitorRequest): VisitorContext;
  /** The `Set-Cookie` value storing `?voucher=` for 14 days, or undefined (core spec point 9). */
  voucherCookie(query: Readonly<Record<string, string>>, secure: boolean): string | undefined;
}

/**
 * The consent team's server side: no routes yet (the consent log will add some); what the edge
 * asks per page: who the visitor is (crawler, retail app, country, country picker, notices) and
 * the voucher cookie a page's `?voucher=` sets (core spec point 9).
 */
export function consentApi(_deps: PlatformServices) {
  return {
    mfe: "mfe-consent",
    routes: [],
    client: (_request: ClientRequest): ConsentClient => ({}),
    detectVisitor,
    voucherCookie,
  } satisfies ConsentApi;
}
