import type { Database } from "@shop/shared/platform";
import type { MonitoringConfig as BrowserMonitoring } from "@shop/shared";
import type { EdgeConfig } from "../config.ts";
import type { Logger } from "../logger.ts";
import { ErrorReporting } from "./error-reporting.ts";
import { SqlErrorStore } from "./error-store.ts";
import { SliceHealthStore } from "./health-store.ts";
import type { ServerFailure } from "./server-errors.ts";

/** What composing a page tells the monitoring (decision 0037). */
export interface PageMonitoring {
  /** What the page's runtime config carries for the shell's error client, but the page type. */
  readonly browser: Omit<BrowserMonitoring, "pageType">;
  /** A page was composed with these slice versions on it. */
  pageViewed(slices: Iterable<{ readonly name: string; readonly version: string }>): void;
  /** A fragment or the frame failed on the server (reported in the background). */
  serverFailure(failure: ServerFailure): void;
}

/** The health counts, the error store and the reporting of one edge, over the shop's database. */
export function monitoringServices(config: EdgeConfig, db: Database, logger: Logger) {
  const environment = config.release.environment;
  const health = new SliceHealthStore(db, environment, { logger });
  const store = new SqlErrorStore(db, environment, config.monitoring.maxEventsPerVersion);
  const reporting = new ErrorReporting({
    config: config.monitoring,
    environment,
    store,
    health,
    logger,
  });
  const page: PageMonitoring = {
    browser: { dsn: config.monitoring.dsn, environment },
    pageViewed(slices) {
      for (const slice of slices) health.count(slice.name, slice.version, { pageViews: 1 });
    },
    serverFailure(failure) {
      void reporting.serverFailure(failure);
    },
  };
  return { health, store, reporting, page };
}

export type MonitoringServices = ReturnType<typeof monitoringServices>;
