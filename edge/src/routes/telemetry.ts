import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { microFrontends, type FragmentErrorReport } from "@shop/shared";
import type { FailureCounter } from "../composition/failure-counter.ts";
import type { Logger } from "../logger.ts";

function parseReport(value: unknown): FragmentErrorReport {
  const report = value as Partial<FragmentErrorReport> | null;
  const text = (field: unknown, max: number) => typeof field === "string" && field.length <= max;
  if (
    !report ||
    !(microFrontends as readonly unknown[]).includes(report.mfe) ||
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
  return report as FragmentErrorReport;
}

/** Fragment failures reported by browsers, logged and counted per slice and version. */
export function telemetryRoutes(failures: FailureCounter, logger: Logger): Hono {
  const app = new Hono();
  const limit = bodyLimit({
    maxSize: 4096,
    onError: () => {
      throw new HTTPException(413, { message: "A fragment error report is at most 4 KB" });
    },
  });
  app.post("/fragment-error", limit, async (c) => {
    const body: unknown = await c.req.json().catch(() => null);
    const report = parseReport(body);
    failures.record(report.mfe, report.version, report.phase);
    logger.error("fragment.browser_failed", { ...report });
    return c.body(null, 204);
  });
  app.get("/fragment-errors", (c) => c.json(failures.snapshot()));
  return app;
}
