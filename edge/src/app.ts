import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { RenderedFragment } from "@shop/shared";
import { validAddress } from "@shop/shared/platform";
import type { RemoteName } from "@shop/shared";
import { AnswerReplay } from "./composition/answer-replay.ts";
import type { ArtefactStore } from "./composition/artefact-store.ts";
import { FailureCounter } from "./composition/failure-counter.ts";
import {
  renderedFromOtherData,
  sliceDataVersions,
  type DataVersions,
} from "./composition/cache-invalidation.ts";
import { documentCache, type CachedDocument } from "./composition/document-cache.ts";
import { FragmentCache, renderedFragmentSize } from "./composition/fragment-cache.ts";
import { ManifestReader } from "./composition/manifests.ts";
import type { RendererRegistry } from "./composition/renderer-registry.ts";
import { sliceBindings } from "./composition/slice-bindings.ts";
import type { EdgeConfig } from "./config.ts";
import type { platformServices } from "./edge-sources.ts";
import { forwardTo } from "./platform-api/forward.ts";
import { platformApiRoutes } from "./platform-api/platform-api-routes.ts";
import type { Logger } from "./logger.ts";
import { monitoringServices, type MonitoringServices } from "./monitoring/page-monitoring.ts";
import { tunnelRoutes } from "./monitoring/tunnel-routes.ts";
import { SourceMapResolver, sourceMappedErrors, versionFolders } from "./monitoring/source-maps.ts";
import { consentVitalsReader } from "./monitoring/vitals-reader.ts";
import { compress } from "./middleware/compress.ts";
import { outboxRoutes } from "./mail/outbox-routes.ts";
import { jsonMutations } from "./middleware/json-mutations.ts";
import { securityHeaders } from "./middleware/security-headers.ts";
import type { RedirectSource } from "./routing/redirect-source.ts";
import type { RedirectRules } from "./routing/redirect-rules.ts";
import { languageHomePages, seoFileRoutes } from "./routes/seo-files.ts";
import type { ShopRegistry } from "./shops/shop-registry.ts";
import { assetRoutes } from "./routes/assets.ts";
import { buildRoutes } from "./routes/builds.ts";
import { devReloadRoutes } from "./routes/dev-reload.ts";
import { healthRoutes, readinessRoutes } from "./routes/health.ts";
import { Readiness } from "./lifecycle/readiness.ts";
import { isDatabaseUnavailable } from "./db/unavailable.ts";
import { fatalErrorFallback } from "./routes/fatal-error-fallback.ts";
import {
  badAddressPage,
  fatalErrorPage,
  isPageRequest,
  pageRoutes,
  visitorInputOf,
} from "./routes/pages.ts";
import { shopApiRoutes } from "./routes/shop-api.ts";
import { shellStartRoutes } from "./routes/shell-start.ts";
import { siteFileRoutes } from "./routes/site-files.ts";
import { servedVersions, telemetryRoutes } from "./routes/telemetry.ts";
import { CanaryWatch } from "./release/canary-watch.ts";
import { ReleaseService } from "./release/release-service.ts";
import type { ReleaseSources } from "./release/release-sources.ts";
import { releaseApiRoutes } from "./routes/release-api.ts";
import { releasePageRoutes } from "./routes/release-page.ts";
import type { SliceApis } from "./slices.ts";

export interface AppDeps {
  readonly config: EdgeConfig;
  readonly shops: ShopRegistry;
  readonly redirectRules: RedirectRules;
  readonly redirects: RedirectSource;
  readonly store: ArtefactStore;
  readonly renderers: RendererRegistry;
  readonly logger: Logger;
  /** The platform's services the slices' APIs were built over. */
  readonly platform: ReturnType<typeof platformServices>;
  /** Every slice's API, from its public server entry (slices.ts). */
  readonly slices: SliceApis;
  /** The release registry, artefact bucket and admin token (decision 0017). */
  readonly release: ReleaseSources;
}

export interface Edge {
  readonly app: Hono;
  readonly failures: FailureCounter;
  readonly fragmentCache: FragmentCache<RenderedFragment>;
  /** Whole pages for visitors without personal state (decision 0048); none when turned off. */
  readonly documentCache: FragmentCache<CachedDocument> | undefined;
  /** Each slice's data version the cache keys on; `stop()` it before closing the database. */
  readonly dataVersions: DataVersions;
  /** Health and errors per slice version; `health.stop()` before closing the database. */
  readonly monitoring: MonitoringServices;
  /** The canary analysis; `start()` it to judge canaries, `stop()` it before closing the database. */
  readonly canaries: CanaryWatch;
  /** Whether the instance takes new work; `drain()` it when told to stop (`/readyz`). */
  readonly readiness: Readiness;
  /** Kept answers replayed in front of the app (decision 0067): `around` the server's listener. */
  readonly answers: AnswerReplay | undefined;
}

const devReloadPath = "/__dev/reload";

/** How long a client waits before it asks again while the database is out of reach. */
const retryAfterSeconds = 5;

/** Paths whose errors are answered as JSON (`{ error }`), the rest as text. */
const jsonPaths = ["/api/", "/optimization/"];

/** The edge: one Hono app with the shop API, the slices' assets and every page. */
export function createEdge(deps: AppDeps): Edge {
  const { config, logger } = deps;
  const failures = new FailureCounter();
  const fragmentCache = new FragmentCache<RenderedFragment>({
    ...config.fragmentCache,
    sizeOf: renderedFragmentSize,
  });
  const documents =
    config.documentCache.maxBytes > 0 ? documentCache(config.documentCache) : undefined;
  const dataVersions = sliceDataVersions(deps.slices, deps.platform.db, {
    pollMs: config.fragmentCache.dataPollMs,
    logger,
    // Entries of the old data can no longer be reached: their room goes to the rest at once.
    onChange: (mfe, version) => {
      fragmentCache.invalidate(renderedFromOtherData(mfe, version));
      documents?.invalidate(renderedFromOtherData(mfe, version));
    },
  });
  const bindings = sliceBindings(deps.slices, deps.shops);
  const monitoring = monitoringServices(config, deps.platform.db, logger);
  const knownVersion = servedVersions(deps.store);
  const readiness = new Readiness();
  const app = new Hono();
  const answers = documents
    ? new AnswerReplay({
        documents,
        generation: () => {
          const release = deps.store.generation?.();
          const data = dataVersions.generation();
          return release === undefined || data === undefined ? undefined : `${release}:${data}`;
        },
        visitor: (incoming) =>
          JSON.stringify(bindings.visitor(visitorInputOf(incoming, deps.shops))),
        pageViewed: (slices) => monitoring.page.pageViewed(slices),
        maxEntries: config.documentCache.maxEntries,
      })
    : undefined;

  // Outermost, so it sees each answer as it leaves (decision 0067).
  if (answers) app.use(answers.recorder());
  app.use(compress());
  app.use(
    securityHeaders({
      secure: deps.shops.secure,
      assetOrigins: config.assetOrigins,
    }),
  );
  // Malformed paths and queries end here with 400, before any route reads them (decision 0029).
  app.use(validAddress());

  app.route("/healthz", healthRoutes(deps.store));
  app.route("/readyz", readinessRoutes(deps.store, readiness));
  app.route("/_mfe", assetRoutes(deps.store));
  app.route("/_edge", shellStartRoutes());
  app.route("/", siteFileRoutes(deps.shops));
  app.route("/", buildRoutes({ shops: deps.shops, store: deps.store }));
  const catalog = deps.slices["mfe-catalog"];
  // Sitemaps: the language home pages and the pages of every slice that lists its own.
  const sitemapSlices = Object.entries(deps.slices).flatMap(([name, slice]) =>
    "sitemap" in slice ? [[name, slice.sitemap] as const] : [],
  );
  app.route(
    "/",
    seoFileRoutes(deps.shops, { home: languageHomePages, ...Object.fromEntries(sitemapSlices) }),
  );
  const guardedPaths = ["/api/shop/*", "/api/user/*", "/api/mcs/*", "/optimization/*"];
  // Browser telemetry passes the same guard as every other write (issue 16, finding 7).
  for (const guarded of [...guardedPaths, "/api/telemetry/*"]) {
    app.use(guarded, jsonMutations(deps.shops));
  }
  app.route("/api/shop", shopApiRoutes(deps));
  // Each team's calls, from its slice's public server entry (decision 0022): in-process, or
  // forwarded to the slice's own process when `SHOP_API_<SLICE>_URL` names one. Forwards come
  // after every in-process route, so a forwarded slice cannot shadow another's paths.
  const sliceEntries = Object.entries(deps.slices) as [RemoteName, SliceApis[RemoteName]][];
  const forwarded = ([name]: [RemoteName, unknown]) => Boolean(config.sliceApiUrls[name]);
  for (const [, slice] of sliceEntries.filter((entry) => !forwarded(entry))) {
    for (const mounted of slice.routes) app.route(mounted.path, mounted.routes);
  }
  for (const [name, slice] of sliceEntries.filter(forwarded)) {
    const url = config.sliceApiUrls[name];
    if (!url || !config.internalToken) continue;
    const forward = forwardTo(url, config.internalToken, deps.platform.clientAddress, {
      logger,
      forwardedProto: deps.shops.secure ? "https" : "http",
    });
    for (const mounted of slice.routes) app.all(`${mounted.path}/*`, forward);
  }
  // The platform's services for slices that run as their own process (bearer token).
  app.route(
    "/_platform",
    platformApiRoutes({ platform: deps.platform, shops: deps.shops, token: config.internalToken }),
  );
  app.route(
    "/api/telemetry",
    telemetryRoutes({
      failures,
      logger,
      knownVersion,
      clientAddress: deps.platform.clientAddress,
    }),
  );
  app.route(
    "/api/monitoring",
    tunnelRoutes({
      config: config.monitoring,
      reporting: monitoring.reporting,
      shops: deps.shops,
      knownVersion,
      clientAddress: deps.platform.clientAddress,
    }),
  );
  const release = new ReleaseService({
    ...deps.release,
    health: monitoring.health,
    errors: sourceMappedErrors(
      monitoring.store,
      new SourceMapResolver(
        versionFolders(config.sliceDists, (mfe, version) =>
          deps.release.bucket.localFolder(mfe, version),
        ),
      ),
    ),
    vitals: consentVitalsReader(deps.slices["mfe-consent"]),
    checks: {
      store: deps.release.store,
      renderers: deps.renderers,
      shops: deps.shops,
      bindings,
      timeoutMs: config.fragmentTimeoutMs,
    },
  });
  const canaries = new CanaryWatch({
    registry: deps.release.registry,
    health: monitoring.health,
    run: (command) => release.run(command),
    policy: config.monitoring.canary,
    logger,
    intervalMs: config.monitoring.canaryCheckMs,
  });
  app.use("/api/release/*", jsonMutations(deps.shops));
  app.route("/api/release", releaseApiRoutes(release, deps.release.tokens));
  app.route("/", releasePageRoutes(release, deps.release.tokens));
  app.all("/api/*", (c) => c.json({ error: `No API at ${c.req.path}` }, 404));
  if (config.dev) {
    app.route(devReloadPath, devReloadRoutes(Object.values(config.sliceDists)));
    if (config.mail.outboxDir && !config.mail.smtpUrl) {
      app.route("/__dev/outbox", outboxRoutes(config.mail.outboxDir));
    }
  }
  const pageArgs: Parameters<typeof pageRoutes> = [
    {
      store: deps.store,
      renderers: deps.renderers,
      manifests: new ManifestReader(),
      cache: fragmentCache,
      documents,
      dataVersions,
      failures,
      answers,
      monitoring: monitoring.page,
      logger,
      bindings,
      fragmentTimeoutMs: config.fragmentTimeoutMs,
      secureCookies: deps.shops.secure,
      ...(config.dev ? { devReloadUrl: devReloadPath } : {}),
    },
    {
      shops: deps.shops,
      navigation: (shop) => catalog.navigation(shop),
      story: (shop, slug) => deps.slices["mfe-cms"].story(shop, slug),
      signInState: (cookies) => deps.slices["mfe-account"].signInState(cookies),
      voucherCookie: (query, secure) => deps.slices["mfe-consent"].voucherCookie(query, secure),
      redirectRules: deps.redirectRules,
      redirects: deps.redirects,
    },
  ];
  app.route("/", pageRoutes(...pageArgs));
  const badAddress = badAddressPage(...pageArgs);
  const fatalError = fatalErrorPage(...pageArgs, release.environment === "qa");

  app.onError((error, c) => {
    // The database out of reach is a moment's outage: 503 with when to try again (issue 25).
    const unavailable = isDatabaseUnavailable(error);
    const status = error instanceof HTTPException ? error.status : unavailable ? 503 : 500;
    if (status >= 500) logger.error("request.failed", { path: c.req.path, error: String(error) });
    if (unavailable) c.header("retry-after", String(retryAfterSeconds));
    const message = unavailable
      ? "The shop is briefly unavailable. Please try again in a moment."
      : status >= 500
        ? "Something went wrong on our side"
        : error.message;
    if (jsonPaths.some((prefix) => c.req.path.startsWith(prefix))) {
      return c.json(
        unavailable ? { error: message, key: "error.unavailable" } : { error: message },
        status,
      );
    }
    // A page address the shop cannot read gets its error page, in the shopper's language.
    if (status === 400 && isPageRequest(c.req.raw)) {
      return badAddress(c).catch(() => c.text(message, status));
    }
    if (status >= 500 && isPageRequest(c.req.raw)) {
      return fatalError(c, error, unavailable ? 503 : 500).catch(() =>
        c.html(fatalErrorFallback, unavailable ? 503 : 500),
      );
    }
    return c.text(message, status);
  });

  return {
    app,
    failures,
    fragmentCache,
    documentCache: documents,
    dataVersions,
    monitoring,
    canaries,
    readiness,
    answers,
  };
}
