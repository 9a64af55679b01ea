import { Hono, type Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import {
  brands,
  isLocale,
  languageOf,
  type RecommendationServiceResponse,
  type ShopContext,
} from "@shop/shared";
import {
  countOrRefuse,
  jsonBody,
  type RateLimit,
  type RateLimits,
  type Session,
  type Sessions,
  type ShopDirectory,
} from "@shop/shared/platform";
import type { CatalogueFilter } from "../store/recommendations/catalogue-filter.ts";
import {
  recommendationEngines,
  type RecommendationEngine,
} from "../store/recommendations/recommendation-engine.ts";

/** The embedded recommendation service's address (the shop config's default service). */
export const embeddedRecommendationService = "/optimization/recommend/user";

/** Views a visitor and a client address may record (decision 0031); 50 are kept per visitor. */
export const viewLimits = {
  perVisitor: { max: 60, windowMs: 10 * 60 * 1000 },
  perClient: { max: 300, windowMs: 10 * 60 * 1000 },
} as const satisfies Record<string, RateLimit>;

const referenceKey = z.string().regex(/^[A-Za-z0-9._-]{1,40}$/, "is not a product id");
/** The visitor's anonymous tracking id. */
const customerId = z.string().regex(/^[A-Za-z0-9._-]{8,64}$/, "is not a tracking id");
/** The project is a shop in one language: `{brand}-{language}-{country}`, e.g. `home-fr-ch`. */
const projectId = z.string().regex(/^[a-z]+-[a-z]{2}-[a-z]{2}$/, "is not a project id");

const operand = z.strictObject({
  type: z.literal("constant"),
  value: z.union([z.string().max(60), z.number().int().nonnegative()]),
});
const stringFilter = z.strictObject({
  property: z.enum(["category", "brand", "colour", "product_id"]),
  constraint: z.strictObject({
    type: z.literal("string"),
    operator: z.enum(["equals", "does not equal", "in", "not in"]),
    operands: z.array(operand).min(1).max(48),
  }),
});
const priceFilter = z.strictObject({
  property: z.literal("price"),
  constraint: z
    .strictObject({
      type: z.literal("number"),
      operator: z.enum(["equals", "does not equal", "less than", "greater than", "between"]),
      operands: z.array(operand).min(1).max(2),
    })
    .refine(
      (constraint) => (constraint.operator === "between") === (constraint.operands.length === 2),
      { message: "between takes two operands, the other operators one" },
    ),
});

const recommendBody = z.object({
  project_id: projectId,
  customer_ids: z.strictObject({ cookie: customerId.optional() }),
  engine_id: z.enum(recommendationEngines),
  anti: z.boolean().optional(),
  similarity: z.boolean().optional(),
  anonymous: z.boolean().optional(),
  consider_known_items: z.boolean().optional(),
  fill_with_random: z.boolean(),
  size: z.number().int().min(1).max(48),
  item_id: referenceKey.optional(),
  catalogAttributesWhitelist: z.array(z.literal("product_id")).optional(),
  catalog_filter: z
    .array(z.union([stringFilter, priceFilter]))
    .max(8)
    .default([]),
});

const viewBody = z.strictObject({
  project_id: projectId,
  customer_ids: z.strictObject({ cookie: customerId }),
  item_id: referenceKey,
});

function parsed<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `${issue.path.join(".") || "body"}: ${issue.message}`,
  );
  throw new HTTPException(400, { message: problems.join("; ") });
}

function projectShop(shops: ShopDirectory, project: string): ShopContext {
  const [brand, language, country] = project.split("-");
  const shop = (brands as readonly (string | undefined)[]).includes(brand)
    ? shops.shops.find((candidate) => candidate.brand === brand && candidate.country === country)
    : undefined;
  const locale = `${language}-${country}`;
  if (!shop || !isLocale(locale) || !shop.languages.includes(languageOf(locale))) {
    throw new HTTPException(400, { message: `project_id ${project} is not a shop` });
  }
  return shops.context(shop, languageOf(locale));
}

function toFilter(
  filter: z.infer<typeof recommendBody>["catalog_filter"][number],
): CatalogueFilter {
  return {
    property: filter.property,
    operator: filter.constraint.operator,
    values: filter.constraint.operands.map((operand) => operand.value),
  };
}

/**
 * Whether a tracking id is the visitor's own (decision 0031): an id bound to their session, or
 * their account's. Only then is their history (`last-seen`) answered.
 */
export async function ownTrackingId(
  sessions: Sessions,
  session: Session | undefined,
  trackingId: string,
): Promise<boolean> {
  return (await sessions.holding(session, trackingId)) === "own";
}

/**
 * The reference keys the embedded recommendation service answers for a request body
 * (`POST /optimization/recommend/user`, catalogue spec point 7). A body the service refuses is an
 * HTTPException 400 naming what is wrong. `last-seen` for a tracking id that `isOwn` denies
 * answers as for a visitor without history. The catalogue's client calls it in-process.
 */
export async function recommendedReferenceKeys(
  shops: ShopDirectory,
  engine: RecommendationEngine,
  input: unknown,
  isOwn: (trackingId: string) => Promise<boolean>,
): Promise<string[]> {
  const body = parsed(recommendBody, input);
  const trackingId = body.customer_ids.cookie;
  const foreign =
    body.engine_id === "last-seen" && trackingId !== undefined && !(await isOwn(trackingId));
  return engine.recommend({
    shop: projectShop(shops, body.project_id),
    engine: body.engine_id,
    itemId: body.item_id,
    customerId: foreign ? undefined : trackingId,
    size: body.size,
    fillWithRandom: body.fill_with_random,
    filters: body.catalog_filter.map(toFilter),
  });
}

/** What the embedded recommendation service needs: the catalogue's engine and the platform's services. */
export interface RecommendationServiceSources {
  readonly shops: ShopDirectory;
  readonly engine: RecommendationEngine;
  readonly sessions: Sessions;
  readonly rateLimits: RateLimits;
  readonly clientAddress: (c: Context) => string;
}

/**
 * The embedded recommendation service (catalogue spec point 7): `POST /optimization/recommend/user`
 * answers product ids computed from the catalogue, and `POST /optimization/view` records what a
 * visitor looked at for the last-seen slots. A view is recorded only for the visitor's own
 * tracking id (bound to their session by the first view), within `viewLimits`; last-seen is
 * answered only for the caller's own session (decision 0031). A country can point at an
 * external service instead.
 */
export function recommendationServiceRoutes(sources: RecommendationServiceSources): Hono {
  const { shops, engine, sessions, rateLimits } = sources;
  const app = new Hono();
  const tooMany = "Too many views recorded; please wait a little";

  app.post("/recommend/user", async (c) => {
    const ids = await recommendedReferenceKeys(
      shops,
      engine,
      await jsonBody(c),
      async (trackingId) => ownTrackingId(sessions, await sessions.current(c), trackingId),
    );
    return c.json<RecommendationServiceResponse>({
      success: true,
      data: ids.map((id) => ({ product_id: id })),
    });
  });

  app.post("/view", async (c) => {
    const body = parsed(viewBody, await jsonBody(c));
    const shop = projectShop(shops, body.project_id);
    const visitor = body.customer_ids.cookie;
    const client = `view:address:${sources.clientAddress(c)}`;
    await countOrRefuse(c, rateLimits, [[client, viewLimits.perClient]], tooMany);
    // The visitor's own id only: another's answers like an unknown one, and only the client's
    // count is used up, never that visitor's.
    if (!(await sessions.owns(await sessions.currentOrNew(c), visitor))) {
      throw new HTTPException(404, { message: "No such visitor" });
    }
    await countOrRefuse(
      c,
      rateLimits,
      [[`view:visitor:${visitor}`, viewLimits.perVisitor]],
      tooMany,
    );
    const known = await engine.recordView(shop, visitor, body.item_id);
    if (!known) throw new HTTPException(404, { message: `No product ${body.item_id}` });
    return c.body(null, 204);
  });

  return app;
}
