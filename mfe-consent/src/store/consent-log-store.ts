import type { ConsentAction, ServiceStatus } from "@shop/shared";
import type { Database } from "@shop/shared/platform";
import { consentDecisions } from "./consent-schema.ts";

/** One decision as the consent log call sends it (core spec point 7). */
export interface ConsentDecision {
  readonly action: ConsentAction;
  readonly shopId: string;
  readonly href: string;
  readonly version: number;
  readonly consents: ServiceStatus;
}

/** Keeps one decision in the consent log; decisions are added, never changed. */
export async function addConsentDecision(db: Database, decision: ConsentDecision): Promise<void> {
  await db.insert(consentDecisions).values(decision);
}
