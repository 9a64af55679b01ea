import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { DatasourceStore } from "../../store/datasource-store.ts";
import type { StoryStore } from "../../store/story-store.ts";
import type { ContentTokens } from "../content-settings.ts";
import { deliveryRoutes } from "./delivery-routes.ts";
import { managementRoutes } from "./management-routes.ts";

/** Where the embedded content service answers: Storyblok's two hosts as two paths. */
export const contentServicePath = "/content";
/** The delivery API's base (Storyblok's `https://api.storyblok.com/v2`). */
export const deliveryBasePath = `${contentServicePath}/v2`;
/** The management API's base (Storyblok's `https://mapi.storyblok.com/v1`). */
export const managementBasePath = `${contentServicePath}/v1`;

/** The content space's tables as the service reads and writes them. */
export interface ContentStores {
  readonly stories: StoryStore;
  readonly datasources: DatasourceStore;
}

/**
 * The embedded content service (decision 0033): Storyblok's delivery API v2 under `/v2/cdn` and
 * its management API's story calls under `/v1`, relative to where it is mounted. Errors are
 * `{ error }` JSON with their status, which the official client passes on as its message.
 */
export function contentServiceRoutes(stores: ContentStores, tokens: ContentTokens): Hono {
  const app = new Hono();
  app.route("/v2/cdn", deliveryRoutes(stores.stories, stores.datasources, tokens));
  app.route("/v1", managementRoutes(stores.stories, tokens.management));
  app.onError((error, c) =>
    error instanceof HTTPException
      ? c.json({ error: error.message }, error.status)
      : c.json({ error: "Something went wrong on our side" }, 500),
  );
  return app;
}
