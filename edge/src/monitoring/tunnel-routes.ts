import { Hono, type Context } from "hono";
import { HTTPException } from "hono/http-exception";
import {
  EnvelopeError,
  isMicroFrontend,
  parseDsn,
  parseEnvelope,
  type Envelope,
} from "@shop/shared";
import { limitBody } from "../middleware/body-limit.ts";
import { clientRateLimit, type TokenBucketOptions } from "../middleware/client-rate-limit.ts";
import { refuseCrossSite } from "../middleware/json-mutations.ts";
import type { KnownVersion } from "../routes/telemetry.ts";
import type { ShopRegistry } from "../shops/shop-registry.ts";
import type { ErrorReport } from "./error-store.ts";
import { reportOf, type ErrorReporting } from "./error-reporting.ts";
import type { MonitoringConfig } from "./monitoring-config.ts";

export interface TunnelDeps {
  readonly config: MonitoringConfig;
  readonly reporting: Pick<ErrorReporting, "receive">;
  readonly shops: ShopRegistry;
  readonly knownVersion: KnownVersion;
  readonly clientAddress: (c: Context) => string;
  /** The per-client limit; the configuration's unless a test passes its own (and a clock). */
  readonly limits?: TokenBucketOptions;
}

const badRequest = (message: string) => new HTTPException(400, { message });

function readEnvelope(bytes: Uint8Array): Envelope {
  try {
    return parseEnvelope(bytes);
  } catch (error) {
    if (error instanceof EnvelopeError) throw badRequest(error.message);
    throw error;
  }
}

/** The error reports of an envelope's events, each for a slice version the edge serves. */
async function errorReports(envelope: Envelope, deps: TunnelDeps): Promise<ErrorReport[]> {
  const reports: ErrorReport[] = [];
  for (const item of envelope.items.filter((candidate) => candidate.header.type === "event")) {
    let event: unknown;
    try {
      event = JSON.parse(new TextDecoder().decode(item.payload));
    } catch {
      throw badRequest("An event in the envelope is not JSON");
    }
    const report =
      event && typeof event === "object"
        ? reportOf(event as Record<string, never>, "browser")
        : undefined;
    if (!report || !isMicroFrontend(report.mfe)) {
      throw badRequest(
        "An event must name its slice and slice version (tags slice, slice_version)",
      );
    }
    if (!(await deps.knownVersion(report.mfe, report.version))) {
      throw badRequest(
        `${report.mfe} has no version ${JSON.stringify(report.version)} on this shop`,
      );
    }
    reports.push(report);
  }
  return reports;
}

/**
 * The browsers' error tunnel (`POST /api/monitoring/envelope`, decision 0037): Sentry envelopes
 * from the shop's own pages only (same origin), at most `maxEnvelopeBytes` (413), a burst per
 * client and then one every two seconds (429 with Retry-After), for the shop's one project only
 * (400 otherwise), each event for a slice version the edge serves (400 otherwise, nothing kept).
 */
export function tunnelRoutes(deps: TunnelDeps): Hono {
  const app = new Hono();
  const { config } = deps;
  const limitSize = limitBody(
    config.maxEnvelopeBytes,
    `An envelope is at most ${config.maxEnvelopeBytes / 1024} KB`,
  );
  const limitRate = clientRateLimit({
    ...(deps.limits ?? { ...config.perClient, maxClients: 10_000 }),
    clientAddress: deps.clientAddress,
    message: "Too many error reports; please wait a little",
  });
  app.post(
    "/envelope",
    async (c, next) => {
      refuseCrossSite(c, deps.shops);
      await next();
    },
    limitSize,
    limitRate,
    async (c) => {
      const envelope = readEnvelope(new Uint8Array(await c.req.arrayBuffer()));
      const dsn = parseDsn(typeof envelope.header.dsn === "string" ? envelope.header.dsn : "");
      if (
        dsn?.projectId !== config.project.projectId ||
        dsn.publicKey !== config.project.publicKey
      ) {
        throw badRequest("The envelope is not for this shop's error project");
      }
      const status = await deps.reporting.receive(envelope, await errorReports(envelope, deps));
      return c.json(
        status === 200 ? {} : { error: "The error service did not take the report" },
        status,
      );
    },
  );
  return app;
}
