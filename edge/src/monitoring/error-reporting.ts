import { parseEnvelope, scrubPersonalData, serializeEnvelope, type Envelope } from "@shop/shared";
import type { Logger } from "../logger.ts";
import type { ErrorReport, SqlErrorStore } from "./error-store.ts";
import type { SliceHealthStore } from "./health-store.ts";
import type { MonitoringConfig } from "./monitoring-config.ts";
import { serverErrorEvent, type ServerFailure } from "./server-errors.ts";

type SentryEvent = Record<string, unknown> & {
  readonly tags?: Record<string, unknown>;
  readonly message?: unknown;
  readonly exception?: { readonly values?: readonly { type?: unknown; value?: unknown }[] };
};

/** How long the tunnel waits for Sentry. */
const forwardTimeoutMs = 5000;

/** The slice version an event names (`tags.slice`, `tags.slice_version`), as a report. */
export function reportOf(
  sent: SentryEvent,
  source: ErrorReport["source"],
): ErrorReport | undefined {
  const event = scrubPersonalData(sent);
  const mfe = event.tags?.slice;
  const version = event.tags?.slice_version;
  if (typeof mfe !== "string" || typeof version !== "string") return undefined;
  const [exception] = event.exception?.values ?? [];
  const described = exception ? `${String(exception.type)}: ${String(exception.value)}` : undefined;
  const message = described ?? (typeof event.message === "string" ? event.message : "error");
  return {
    mfe,
    version,
    source,
    loadFailure: event.tags?.phase === "load",
    message: message.slice(0, 1000),
    event,
  };
}

function jsonItems(envelope: Envelope) {
  return envelope.items.flatMap((item) => {
    try {
      const payload: unknown = JSON.parse(new TextDecoder().decode(item.payload));
      return [{ type: item.header.type, payload: scrubPersonalData(payload) }];
    } catch {
      return [];
    }
  });
}

/**
 * Where error events go (decision 0037): each counts for its slice version's health in the
 * database; the envelope is then forwarded to Sentry when a DSN is configured (personal data
 * removed again), or its events are stored, bounded per version.
 */
export interface ErrorReportingDeps {
  readonly config: MonitoringConfig;
  readonly environment: string;
  readonly store: SqlErrorStore;
  readonly health: SliceHealthStore;
  readonly logger: Logger;
  readonly fetch?: typeof fetch;
}

export class ErrorReporting {
  private readonly deps: ErrorReportingDeps;

  constructor(deps: ErrorReportingDeps) {
    this.deps = deps;
  }

  /** Takes an envelope and the error reports read from it; answers the status for its sender. */
  async receive(envelope: Envelope, reports: readonly ErrorReport[]): Promise<200 | 429 | 502> {
    const { config, health, store, logger } = this.deps;
    for (const report of reports) {
      health.count(
        report.mfe,
        report.version,
        report.loadFailure ? { loadFailures: 1 } : { errors: 1 },
      );
    }
    if (!config.forward) {
      for (const report of reports) await store.add(report);
      return 200;
    }
    const send = this.deps.fetch ?? fetch;
    try {
      const answer = await send(config.project.envelopeUrl, {
        method: "POST",
        headers: { "content-type": "application/x-sentry-envelope" },
        body: serializeEnvelope(envelope.header, jsonItems(envelope)),
        signal: AbortSignal.timeout(forwardTimeoutMs),
      });
      await answer.body?.cancel();
      if (answer.status === 429) return 429;
      if (!answer.ok) {
        logger.error("monitoring.forward_refused", { status: answer.status });
        return 502;
      }
      return 200;
    } catch (error) {
      logger.error("monitoring.forward_failed", { error: String(error) });
      return 502;
    }
  }

  /** A server-side failure, sent as an envelope the same way as the browsers' (never throws). */
  async serverFailure(failure: ServerFailure): Promise<void> {
    const event = serverErrorEvent(failure, this.deps.environment);
    const text = serializeEnvelope(
      { dsn: this.deps.config.dsn, event_id: event.event_id, sent_at: new Date().toISOString() },
      [{ type: "event", payload: event }],
    );
    const report = reportOf(event, "server");
    if (!report) return;
    await this.receive(parseEnvelope(new TextEncoder().encode(text)), [report]).catch(
      (error: unknown) =>
        this.deps.logger.error("monitoring.server_report_failed", { error: String(error) }),
    );
  }
}
