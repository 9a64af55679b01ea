import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ApiFetch, RenderedFragment } from "@shop/shared";
import type { CatalogueSource } from "./catalogue/catalogue-source.ts";
import type { ArtefactStore } from "./composition/artefact-store.ts";
import { FailureCounter } from "./composition/failure-counter.ts";
import { FragmentCache } from "./composition/fragment-cache.ts";
import { ManifestReader } from "./composition/manifests.ts";
import type { RendererRegistry } from "./composition/renderer-registry.ts";
import type { EdgeConfig } from "./config.ts";
import type { ContentSource } from "./content/content-source.ts";
import type { Logger } from "./logger.ts";
import { compress } from "./middleware/compress.ts";
import { outboxRoutes } from "./mail/outbox-routes.ts";
import { jsonMutations } from "./middleware/json-mutations.ts";
import { securityHeaders } from "./middleware/security-headers.ts";
import type { RecommendationEngine } from "./recommendations/recommendation-engine.ts";
import type { RedirectSource } from "./routing/redirect-source.ts";
import type { RedirectRules, RedirectTarget } from "./routing/redirect-rules.ts";
import { seoFileRoutes } from "./routes/seo-files.ts";
import { imageRoutes } from "./routes/images.ts";
import { ImageService } from "./images/image-service.ts";
import type { ShopRegistry } from "./shops/shop-registry.ts";
import { assetRoutes } from "./routes/assets.ts";
import { cmsRoutes } from "./routes/cms.ts";
import { devReloadRoutes } from "./routes/dev-reload.ts";
import { healthRoutes } from "./routes/health.ts";
import { pageRoutes } from "./routes/pages.ts";
import { recommendationServiceRoutes } from "./routes/recommendation-service.ts";
import { shopApiRoutes } from "./routes/shop-api.ts";
import { siteFileRoutes } from "./routes/site-files.ts";
import { telemetryRoutes } from "./routes/telemetry.ts";
import { accountApiRoutes } from "./routes/account-api.ts";
import { userApiRoutes } from "./routes/user-api.ts";
import type { IdentitySources } from "./identity/identity-sources.ts";
import { ReleaseService } from "./release/release-service.ts";
import type { ReleaseSources } from "./release/release-sources.ts";
import { releaseApiRoutes } from "./routes/release-api.ts";
import { releasePageRoutes } from "./routes/release-page.ts";
import type { CartSources } from "./basket/cart-sources.ts";
import { basketApiRoutes } from "./routes/basket-api.ts";
import { wishlistApiRoutes } from "./routes/wishlist-api.ts";

export interface AppDeps {
  readonly config: EdgeConfig;
  readonly shops: ShopRegistry;
  readonly redirectRules: RedirectRules;
  readonly redirects: RedirectSource;
  readonly store: ArtefactStore;
  readonly renderers: RendererRegistry;
  readonly catalogue: CatalogueSource;
  readonly recommendations: RecommendationEngine;
  readonly identity: IdentitySources;
  readonly carts: CartSources;
  readonly content: ContentSource;
  readonly logger: Logger;
  /** The release registry, artefact bucket and admin token (decision 0017). */
  readonly release: ReleaseSources;
}

export interface Edge {
  readonly app: Hono;
  readonly failures: FailureCounter;
  readonly fragmentCache: FragmentCache<RenderedFragment>;
}

const devReloadPath = "/__dev/reload";

/** Paths whose errors are answered as JSON (`{ error }`), the rest as text. */
const jsonPaths = ["/api/", "/optimization/"];

/** The edge: one Hono app with the shop API, the slices' assets and every page. */
export function createEdge(deps: AppDeps): Edge {
  const { config, logger } = deps;
  const failures = new FailureCounter();
  const fragmentCache = new FragmentCache<RenderedFragment>(config.fragmentCache);
  const app = new Hono();

  const apiFetch =
    (host: string, cookieHeader: string | undefined): ApiFetch =>
    async (path, init) => {
      const headers = new Headers(init?.headers);
      headers.set("host", host);
      if (cookieHeader) headers.set("cookie", cookieHeader);
      return app.request(path, { ...init, headers });
    };

  app.use(compress());
  app.use(
    securityHeaders({
      secure: deps.shops.secure,
      assetOrigins: config.assetOrigins,
    }),
  );

  app.route("/healthz", healthRoutes(deps.store));
  app.route("/_mfe", assetRoutes(deps.store));
  app.route("/", siteFileRoutes());
  app.route("/", seoFileRoutes(deps.shops, deps.catalogue));
  for (const guarded of ["/api/shop/*", "/api/user/*", "/api/mcs/*", "/optimization/*"]) {
    app.use(guarded, jsonMutations(deps.shops));
  }
  app.route("/api/shop", shopApiRoutes(deps));
  app.route("/api/shop/basket", basketApiRoutes({ identity: deps.identity, ...deps.carts }));
  app.route("/api/shop/wishlist", wishlistApiRoutes({ identity: deps.identity, ...deps.carts }));
  app.route(
    "/api",
    userApiRoutes({
      ...deps.identity,
      afterSignIn: (session, userId) => deps.carts.merge.intoAccount(session, userId),
    }),
  );
  app.route("/api", accountApiRoutes(deps.identity));
  app.route("/api/cms", cmsRoutes(deps.shops, deps.content));
  app.route("/images", imageRoutes(new ImageService(config.imageDir, config.imageCacheDir)));
  app.route("/api/telemetry", telemetryRoutes(failures, logger));
  app.route("/optimization", recommendationServiceRoutes(deps.shops, deps.recommendations));
  const release = new ReleaseService({
    ...deps.release,
    checks: {
      store: deps.release.store,
      renderers: deps.renderers,
      shops: deps.shops,
      apiFetch,
      timeoutMs: config.fragmentTimeoutMs,
    },
  });
  app.use("/api/release/*", jsonMutations(deps.shops));
  app.route("/api/release", releaseApiRoutes(release, deps.release.adminToken));
  app.route("/", releasePageRoutes(release, deps.release.adminToken));
  app.all("/api/*", (c) => c.json({ error: `No API at ${c.req.path}` }, 404));
  if (config.dev) {
    app.route(devReloadPath, devReloadRoutes(Object.values(config.sliceDists)));
    if (config.mail.outboxDir && !config.mail.smtpUrl) {
      app.route("/__dev/outbox", outboxRoutes(config.mail.outboxDir));
    }
  }
  app.route(
    "/",
    pageRoutes(
      {
        store: deps.store,
        renderers: deps.renderers,
        manifests: new ManifestReader(),
        cache: fragmentCache,
        failures,
        logger,
        apiFetch,
        fragmentTimeoutMs: config.fragmentTimeoutMs,
        secureCookies: deps.shops.secure,
        ...(config.dev ? { devReloadUrl: devReloadPath } : {}),
      },
      {
        shops: deps.shops,
        catalogue: deps.catalogue,
        content: deps.content,
        redirectRules: deps.redirectRules,
        apiRedirect: async (shop, language, path) => {
          const response = await apiFetch(
            shop.domains[0] ?? "localhost",
            undefined,
          )(`/api/shop/redirect${encodeURI(path)}?locale=${language}-${shop.country}`);
          if (!response.ok) return undefined;
          const body = (await response.json()) as Partial<RedirectTarget>;
          return body.target && body.statusCode ? (body as RedirectTarget) : undefined;
        },
      },
    ),
  );

  app.onError((error, c) => {
    const status = error instanceof HTTPException ? error.status : 500;
    if (status >= 500) logger.error("request.failed", { path: c.req.path, error: String(error) });
    const message = status >= 500 ? "Something went wrong on our side" : error.message;
    return jsonPaths.some((prefix) => c.req.path.startsWith(prefix))
      ? c.json({ error: message }, status)
      : c.text(message, status);
  });

  return { app, failures, fragmentCache };
}
