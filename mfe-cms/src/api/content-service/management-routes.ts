import { Hono, type Context } from "hono";
import { HTTPException } from "hono/http-exception";
import {
  UnknownParentError,
  type StoryInput,
  type StoryRow,
  type StoryStore,
} from "../../store/story-store.ts";
import type { StoryContent, TranslatedSlug } from "../../store/story-document.ts";
import { contentSpace } from "../../store/cache-version.ts";
import { deliveredStory } from "./delivered-story.ts";

const bad = (message: string) => new HTTPException(422, { message });
const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/**
 * A management call's `story`, checked (Storyblok's management API shape; `translations` holds
 * the content per language, our export's form).
 */
function storyInput(body: unknown): { input: StoryInput; publish: boolean } {
  if (!isRecord(body) || !isRecord(body.story)) throw bad("The body needs a story");
  const { name, slug, parent_id, content, translations, translated_slugs_attributes } = body.story;
  if (typeof name !== "string" || !name.trim()) throw bad("story.name is required");
  if (typeof slug !== "string" || !/^[a-z0-9-]+$/.test(slug)) {
    throw bad("story.slug must be lowercase letters, digits and hyphens");
  }
  if (parent_id !== undefined && parent_id !== null && !Number.isInteger(parent_id)) {
    throw bad("story.parent_id must be a folder's id");
  }
  if (!isRecord(content) || typeof content.component !== "string") {
    throw bad("story.content needs a component");
  }
  if (translations !== undefined && !isRecord(translations)) {
    throw bad("story.translations must map languages to content");
  }
  const slugs = translated_slugs_attributes ?? [];
  if (
    !Array.isArray(slugs) ||
    !slugs.every(
      (entry) =>
        isRecord(entry) && typeof entry.lang === "string" && typeof entry.path === "string",
    )
  ) {
    throw bad("story.translated_slugs_attributes must list lang and path");
  }
  return {
    input: {
      name,
      slug,
      parentId: typeof parent_id === "number" ? parent_id : null,
      document: {
        content: content as StoryContent,
        translations: (translations ?? {}) as Record<string, StoryContent>,
      },
      translatedSlugs: (slugs as Record<string, unknown>[]).map((entry): TranslatedSlug => ({
        lang: String(entry.lang),
        path: String(entry.path),
        name: typeof entry.name === "string" ? entry.name : null,
      })),
    },
    publish: isRecord(body) && [1, "1", true].includes(body.publish as never),
  };
}

/**
 * Storyblok's management API for stories (catalogue spec point 7: POST, PUT and DELETE with a
 * JSON body): `POST /spaces/{space}/stories`, `PUT` and `DELETE /spaces/{space}/stories/{id}`,
 * with the management token in `Authorization` (off without one). `publish: 1` publishes, which
 * raises `cv`.
 */
export function managementRoutes(store: StoryStore, managementToken: string | undefined): Hono {
  const app = new Hono();
  app.use("/spaces/:space/*", async (c, next) => {
    if (!managementToken) {
      throw new HTTPException(401, { message: "Unauthorized: the management API is off" });
    }
    if (c.req.header("authorization") !== managementToken) {
      throw new HTTPException(401, { message: "Unauthorized: the management token is needed" });
    }
    if (c.req.param("space") !== String(contentSpace.id)) {
      throw new HTTPException(404, { message: "No such space" });
    }
    await next();
  });

  const answer = (c: Context, story: StoryRow | undefined, status: 200 | 201 = 200) => {
    if (!story) throw new HTTPException(404, { message: "This record could not be found" });
    return c.json({ story: deliveredStory(story, "draft", "default") }, status);
  };
  const body = (c: Context) =>
    c.req.json<unknown>().catch(() => {
      throw new HTTPException(400, { message: "The body must be JSON" });
    });
  const id = (c: Context) => {
    const value = c.req.param("id") ?? "";
    if (!/^[0-9]{1,9}$/.test(value))
      throw new HTTPException(400, { message: "The story id must be a number" });
    return Number(value);
  };
  const writing = async <T>(write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      if (error instanceof UnknownParentError) throw bad(error.message);
      if (isUniqueViolation(error)) throw bad("story.slug is already taken in its folder");
      throw error;
    }
  };

  app.post("/spaces/:space/stories", async (c) => {
    const { input, publish } = storyInput(await body(c));
    const created = await writing(() => store.create(input, publish));
    if (!created) throw bad("story.slug is already taken in its folder");
    return answer(c, created, 201);
  });
  app.put("/spaces/:space/stories/:id", async (c) => {
    const { input, publish } = storyInput(await body(c));
    return answer(c, await writing(() => store.update(id(c), input, publish)));
  });
  app.delete("/spaces/:space/stories/:id", async (c) => answer(c, await store.remove(id(c))));
  return app;
}

/** PostgreSQL's unique violation (23505), as the driver or drizzle's wrapper around it says. */
function isUniqueViolation(error: unknown): boolean {
  const code = (value: unknown) =>
    isRecord(value) && typeof value.code === "string" ? value.code : undefined;
  return code(error) === "23505" || (isRecord(error) && code(error.cause) === "23505");
}
