import type { Context } from "hono";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { z } from "zod";
import {
  bearerToken,
  jsonBody,
  platformApiBodies,
  sameSecret,
  type PlatformServices,
  type Session,
} from "@shop/shared/platform";
import type { SqlSessions } from "../sessions/sql-sessions.ts";
import type { ShopRegistry } from "../shops/shop-registry.ts";
import { shopsSnapshot } from "./shops-snapshot.ts";

export interface PlatformApiDeps {
  readonly platform: PlatformServices & { readonly sessions: SqlSessions };
  readonly shops: ShopRegistry;
  /** `SHOP_INTERNAL_TOKEN`; without it the platform API is off (404). */
  readonly token: string | undefined;
}

/** The request's JSON body checked against one call's schema; a mismatch is a 400 saying what. */
async function body<T>(c: Context, schema: z.ZodType<T>): Promise<T> {
  const result = schema.safeParse(await jsonBody(c));
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join(".") || "body"}: ${issue.message}`,
    );
    throw new HTTPException(400, { message: problems.join("; ") });
  }
  return result.data;
}

/**
 * The edge's internal platform API (issue 14, point 5), mounted at `/_platform`: shops,
 * sessions, rate limits and mail for slice APIs running as their own processes. Every call
 * needs `Authorization: Bearer <SHOP_INTERNAL_TOKEN>` (constant-time compare; 401 otherwise);
 * without a configured token the API does not exist (404). JSON in, JSON out; a body that does
 * not fit its call is a 400. A session is found, used and ended by its id (the cookie's secret)
 * only, so a slice acts on the sessions of the cookies it was sent; ending every session of an
 * account names the one to keep by its hash.
 */
export function platformApiRoutes(deps: PlatformApiDeps): Hono {
  const { platform, shops, token } = deps;
  const sessions = platform.sessions;
  const store = sessions.store;
  const app = new Hono();
  app.onError((error, c) => {
    const status = error instanceof HTTPException ? error.status : 500;
    if (status >= 500) {
      platform.logger.error("platform_api.failed", { path: c.req.path, error: String(error) });
    }
    return c.json(
      { error: status >= 500 ? "Something went wrong on our side" : error.message },
      status,
    );
  });
  if (!token) {
    app.all("*", (c) => c.json({ error: `No API at ${c.req.path}` }, 404));
    return app;
  }
  app.use(async (c, next) => {
    c.header("cache-control", "no-store");
    const given = bearerToken(c.req.header("authorization"));
    if (!given || !sameSecret(given, token)) {
      c.header("www-authenticate", 'Bearer realm="platform"');
      return c.json({ error: "The platform API needs the internal token" }, 401);
    }
    await next();
  });
  const answer = (c: Context, session: Session | undefined) => c.json({ session: session ?? null });

  app.get("/shops", (c) => c.json(shopsSnapshot(shops, sessions.cookieName)));

  app.post("/sessions/find", async (c) => {
    const { id } = await body(c, platformApiBodies.sessionsFind);
    return answer(c, await store.find(id));
  });
  app.post("/sessions/create", async (c) => {
    const { userId } = await body(c, platformApiBodies.sessionsCreate);
    return answer(c, await store.create(userId));
  });
  app.post("/sessions/rotate", async (c) => {
    const { oldId, userId } = await body(c, platformApiBodies.sessionsRotate);
    return answer(c, await store.rotate(await store.find(oldId), userId));
  });
  app.post("/sessions/end", async (c) => {
    const found = await store.find((await body(c, platformApiBodies.sessionsEnd)).id);
    if (found) await store.end(found);
    return c.body(null, 204);
  });
  app.post("/sessions/end-all", async (c) => {
    const { userId, exceptIdHash } = await body(c, platformApiBodies.sessionsEndAll);
    // Only the hash decides which session is kept; id and user are not read.
    const except = exceptIdHash ? { id: "", idHash: exceptIdHash, userId } : undefined;
    await store.endAllOf(userId, except);
    return c.body(null, 204);
  });
  app.post("/sessions/owns", async (c) => {
    const { id, userId } = await body(c, platformApiBodies.sessionsOwns);
    const found = await store.find(id);
    return c.json({ owns: found ? await sessions.owns(found, userId) : false });
  });
  app.post("/sessions/holding", async (c) => {
    const { id, userId } = await body(c, platformApiBodies.sessionsHolding);
    const found = id === undefined ? undefined : await store.find(id);
    return c.json({ holding: await sessions.holding(found, userId) });
  });
  app.post("/sessions/anonymous-ids", async (c) => {
    const found = await store.find((await body(c, platformApiBodies.sessionsAnonymousIds)).id);
    return c.json({ anonymousIds: found ? await sessions.anonymousIdsOf(found) : [] });
  });

  app.post("/rate-limits/retry-after", async (c) => {
    const { bucket, limit } = await body(c, platformApiBodies.rateLimitsRetryAfter);
    return c.json({ retryAfter: await platform.rateLimits.retryAfter(bucket, limit) });
  });
  app.post("/rate-limits/hit", async (c) => {
    await platform.rateLimits.hit(...(await body(c, platformApiBodies.rateLimitsHit)).buckets);
    return c.body(null, 204);
  });
  app.post("/rate-limits/clear", async (c) => {
    await platform.rateLimits.clear((await body(c, platformApiBodies.rateLimitsClear)).bucket);
    return c.body(null, 204);
  });

  app.post("/mail", async (c) => {
    await platform.mailer.send((await body(c, platformApiBodies.mail)).message);
    return c.body(null, 204);
  });

  app.all("*", (c) => c.json({ error: `No platform call at ${c.req.path}` }, 404));
  return app;
}
