import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import type { ApiError } from "@shop/shared";
import {
  countOrRefuse,
  jsonBody,
  type Database,
  type RateLimit,
  type RateLimits,
} from "@shop/shared/platform";
import { addVitals, vitalsSamples } from "../store/vitals-store.ts";
import { sameSiteOnly } from "./same-site.ts";
import { parseVitalsBody, vitalsBounds, VitalsBodyError } from "./vitals-body.ts";
import { vitalsP75, type VitalsReportRow } from "./vitals-report.ts";

/** The beacon's report: p75 per page type, slice version and metric, from every kept sample. */
export async function vitalsReport(db: Database): Promise<VitalsReportRow[]> {
  return vitalsP75(await vitalsSamples(db));
}

/**
 * Beacons per client address: one per page view (two when a page comes back from the
 * back-forward cache); 120 in ten minutes is far more than a shopper browses, for several
 * shoppers behind one address, and keeps a script from flooding the table.
 */
export const vitalsLimit: RateLimit = { max: 120, windowMs: 10 * 60_000 };

export interface VitalsDeps {
  readonly db: Database;
  readonly rateLimits: RateLimits;
  readonly clientAddress: (c: Context) => string;
}

const refused = (c: Context, status: 400 | 413 | 429, error: string, key: string) =>
  c.json<ApiError>({ error, key }, status);

/**
 * The performance beacon (issue 20 point 6): `POST /vitals/` keeps one page view's web vitals
 * (204); bad input 400, over 2 KB 413, more than `vitalsLimit` from one address 429 with
 * Retry-After, from another site 403, each `{ error, key }` with nothing stored.
 * `GET /vitals/report/` gives the p75 per page type, slice version and metric for the release
 * page.
 */
export function vitalsRoutes(deps: VitalsDeps): Hono {
  const app = new Hono();
  const limitSize = bodyLimit({
    maxSize: vitalsBounds.bodyBytes,
    onError: (c) =>
      refused(c, 413, "A performance beacon is at most 2 KB", "consent.vitals.tooLarge"),
  });
  app.post("/vitals/", sameSiteOnly(), limitSize, async (c) => {
    let report;
    try {
      report = parseVitalsBody(await jsonBody(c));
    } catch (error) {
      if (error instanceof VitalsBodyError || error instanceof HTTPException) {
        return refused(c, 400, error.message, "consent.vitals.invalid");
      }
      throw error;
    }
    try {
      await countOrRefuse(
        c,
        deps.rateLimits,
        [[`consent-vitals:address:${deps.clientAddress(c)}`, vitalsLimit]],
        "Too many performance reports; please wait a little",
      );
    } catch (error) {
      if (error instanceof HTTPException && error.status === 429) {
        return refused(c, 429, error.message, "consent.vitals.tooMany");
      }
      throw error;
    }
    await addVitals(deps.db, report, vitalsBounds.rowsPerPageType);
    return c.body(null, 204);
  });
  app.get("/vitals/report/", async (c) => {
    c.header("cache-control", "no-store");
    return c.json({ rows: await vitalsReport(deps.db) });
  });
  return app;
}
