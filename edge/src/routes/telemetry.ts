import { Hono, type Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { isMicroFrontend, type FragmentErrorReport, type MicroFrontendName } from "@shop/shared";
import { versionPattern, type ArtefactStore } from "../composition/artefact-store.ts";
import type { FailureCounter } from "../composition/failure-counter.ts";
import type { Logger } from "../logger.ts";
import { limitBody } from "../middleware/body-limit.ts";
import { clientRateLimit, type TokenBucketOptions } from "../middleware/client-rate-limit.ts";

/** A fragment error report is small: slice, version, fragment, phase and a short message. */
export const maxReportBytes = 4096;

/**
 * Reports per client address and edge instance: a page whose fragments all fail sends a
 * handful, so a burst of 30 and then one a second leave room for several tabs (decision 0026).
 */
export const reportLimits = { burst: 30, perSecond: 1, maxClients: 10_000 } as const;

/** Whether the edge knows a version of a slice (built here or published). */
export type KnownVersion = (slice: MicroFrontendName, version: string) => Promise<boolean>;

/**
 * The versions whose browser build the artefact store serves, built here or published: only a
 * browser that loaded one can report on it. Known versions are remembered (they never change);
 * unknown ones are asked again, each ask costing the client a token of its rate limit.
 */
export function servedVersions(store: Pick<ArtefactStore, "browserFile">): KnownVersion {
  const known = new Set<string>();
  return async (slice, version) => {
    const key = `${slice}@${version}`;
    if (known.has(key)) return true;
    if (!versionPattern.test(version)) return false;
    // A store that cannot be read (remote storage down) knows nothing for now: 400, asked again.
    const manifest = await store
      .browserFile(slice, version, "mf-manifest.json")
      .catch(() => undefined);
    if (manifest === undefined) return false;
    known.add(key);
    return true;
  };
}

function parseReport(value: unknown): FragmentErrorReport & { mfe: MicroFrontendName } {
  const report = value as Partial<FragmentErrorReport> | null;
  const text = (field: unknown, max: number) => typeof field === "string" && field.length <= max;
  if (
    !report ||
    typeof report.mfe !== "string" ||
    !isMicroFrontend(report.mfe) ||
    !text(report.version, 64) ||
    !text(report.fragment, 64) ||
    (report.phase !== "load" && report.phase !== "render") ||
    !text(report.message, 1000)
  ) {
    throw new HTTPException(400, {
      message:
        "A fragment error needs mfe (a slice name), version, fragment, phase (load or render) and message",
    });
  }
  return report as FragmentErrorReport & { mfe: MicroFrontendName };
}

export interface TelemetryDeps {
  /** Browser reports count only their own phases: a client never writes a server-side counter. */
  readonly failures: Pick<FailureCounter, "recordBrowser" | "snapshot">;
  readonly logger: Logger;
  readonly knownVersion: KnownVersion;
  /** The client's address for the rate limit (the platform's `clientAddress`). */
  readonly clientAddress: (c: Context) => string;
  /** The per-client limit; `reportLimits` unless a test passes its own (and a clock). */
  readonly limits?: TokenBucketOptions;
}

/**
 * Fragment failures reported by browsers, logged and counted per slice and version (issue 15,
 * point 6: anyone can call it, so it is bounded). A body over 4 KB → 413 and the connection
 * closed; over the client's rate → 429 with Retry-After; a slice or version the edge does not
 * know → 400 and nothing counted.
 */
export function telemetryRoutes(deps: TelemetryDeps): Hono {
  const app = new Hono();
  const limitSize = limitBody(maxReportBytes, "A fragment error report is at most 4 KB");
  const limitRate = clientRateLimit({
    ...(deps.limits ?? reportLimits),
    clientAddress: deps.clientAddress,
    message: "Too many fragment error reports; please wait a little",
  });
  // The edge's guard of writes runs first: same origin only, and JSON (issue 16, finding 7).
  app.post("/fragment-error", limitSize, limitRate, async (c) => {
    const body: unknown = await c.req.json().catch(() => null);
    const report = parseReport(body);
    if (!(await deps.knownVersion(report.mfe, report.version))) {
      throw new HTTPException(400, {
        message: `${report.mfe} has no version ${JSON.stringify(report.version)} on this shop`,
      });
    }
    deps.failures.recordBrowser(report.mfe, report.version, report.phase);
    deps.logger.error("fragment.browser_failed", { ...report });
    return c.body(null, 204);
  });
  app.get("/fragment-errors", (c) => c.json(deps.failures.snapshot()));
  return app;
}
