import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { DatasourceStore } from "../../store/datasource-store.ts";
import type { StoryRow, StoryStore } from "../../store/story-store.ts";
import type { ContentTokens } from "../content-settings.ts";
import { deliveredStory, type DeliveredStory } from "./delivered-story.ts";
import { deliveryQuery, type DeliveryQuery } from "./delivery-query.ts";
import { linkedStoryUuids, relatedStoryUuids } from "./story-references.ts";

/** Above this many linked or related stories, a response names their uuids for the client to fetch. */
const inlineReferencesMax = 50;

/**
 * Storyblok's Content Delivery API v2 (catalogue spec point 7): `GET /cdn/stories`,
 * `/cdn/stories/{slug}`, `/cdn/spaces/me` and `/cdn/datasource_entries`. The public token reads
 * published content, the preview token drafts too; any other token is a 401.
 */
export function deliveryRoutes(
  store: StoryStore,
  datasources: DatasourceStore,
  tokens: ContentTokens,
): Hono {
  const app = new Hono();

  const parse = async (query: Record<string, string>): Promise<DeliveryQuery> => {
    const space = await store.space();
    const parsed = deliveryQuery(query, space.languageCodes);
    if (parsed.token !== tokens.public && parsed.token !== tokens.preview) {
      throw new HTTPException(401, { message: "Unauthorized: unknown token" });
    }
    if (parsed.version === "draft" && parsed.token !== tokens.preview) {
      throw new HTTPException(401, { message: "Unauthorized: drafts need the preview token" });
    }
    return parsed;
  };

  app.get("/spaces/me", async (c) => {
    await parse(c.req.query());
    const space = await store.space();
    return c.json({
      space: {
        id: space.id,
        name: space.name,
        domain: "",
        version: space.cacheVersion,
        language_codes: space.languageCodes,
      },
    });
  });

  app.get("/datasource_entries", async (c) => {
    const query = await parse(c.req.query());
    const slug = c.req.query("datasource");
    if (!slug) throw new HTTPException(400, { message: "datasource is required" });
    const dimension = c.req.query("dimension") || undefined;
    const space = await store.space();
    if (dimension && !space.languageCodes.includes(dimension)) {
      throw new HTTPException(400, {
        message: `dimension must be one of ${space.languageCodes.join(", ")}`,
      });
    }
    const found = await datasources.entries(slug, dimension, query.page, query.perPage);
    if (!found) throw new HTTPException(404, { message: "This record could not be found" });
    c.header("total", String(found.total));
    c.header("per-page", String(query.perPage));
    return c.json({ datasource_entries: found.entries, cv: space.cacheVersion });
  });

  app.get("/stories", async (c) => {
    const query = await parse(c.req.query());
    const [{ stories, total }, space] = await Promise.all([store.list(query), store.space()]);
    const delivered = stories.map((story) =>
      deliveredStory(story, query.version, query.language, query.excludingFields),
    );
    c.header("total", String(total));
    c.header("per-page", String(query.perPage));
    return c.json({
      stories: delivered,
      cv: space.cacheVersion,
      ...(await references(store, query, stories)),
    });
  });

  app.get("/stories/:slug{.+}", async (c) => {
    const query = await parse(c.req.query());
    const slug = c.req.param("slug").replace(/\/$/, "");
    const [story, space] = await Promise.all([
      store.story(slug, query.language, query.version),
      store.space(),
    ]);
    if (!story) throw new HTTPException(404, { message: "This record could not be found" });
    return c.json({
      story: deliveredStory(story, query.version, query.language, query.excludingFields),
      cv: space.cacheVersion,
      ...(await references(store, query, [story])),
    });
  });

  return app;
}

/**
 * The related stories (`rels`, two levels deep as `resolve_level` 2 asks) and linked stories
 * (`links`) of a response, or their uuids (`rel_uuids`, `link_uuids`) when there are more than 50.
 */
async function references(
  store: StoryStore,
  query: DeliveryQuery,
  stories: readonly StoryRow[],
): Promise<Record<string, unknown>> {
  const deliver = (story: StoryRow) => deliveredStory(story, query.version, query.language);
  const contents = stories.map((story) => deliver(story).content);
  const answer: Record<string, unknown> = {};
  if (query.resolveRelations.length > 0) {
    const first = relatedStoryUuids(contents, query.resolveRelations);
    const level1 = await store.byUuids(first.slice(0, inlineReferencesMax + 1), query.version);
    const second = relatedStoryUuids(
      level1.map((story) => deliver(story).content),
      query.resolveRelations,
    );
    const uuids = [...new Set([...first, ...second])];
    if (uuids.length > inlineReferencesMax) answer.rel_uuids = uuids;
    else answer.rels = (await store.byUuids(uuids, query.version)).map(deliver);
  }
  if (query.resolveLinks) {
    const uuids = linkedStoryUuids(contents);
    if (uuids.length > inlineReferencesMax) answer.link_uuids = uuids;
    else
      answer.links = (await store.byUuids(uuids, query.version)).map((story) =>
        linkOf(deliver(story), query.resolveLinks ?? "story"),
      );
  }
  return answer;
}

/** A linked story in the form `resolve_links` asks for: whole, its url, or a link object. */
function linkOf(story: DeliveredStory, form: "story" | "url" | "link"): unknown {
  const { id, uuid, name, slug, full_slug } = story;
  if (form === "story") return story;
  if (form === "url") return { id, uuid, name, slug, full_slug, url: full_slug };
  return {
    id,
    uuid,
    name,
    slug: full_slug,
    real_path: `/${full_slug}`,
    is_folder: false,
    published: story.published_at !== null,
    parent_id: story.parent_id,
  };
}
