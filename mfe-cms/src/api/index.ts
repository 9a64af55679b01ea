// The content team's public server entry (`@shop/mfe-cms/api`): the only thing the edge imports.
import { fileURLToPath } from "node:url";
import { Hono } from "hono";
import type { CatalogueFacts, ContentStory, ShopContext } from "@shop/shared";
import type {
  ClientRequest,
  PlatformServices,
  SliceApi,
  SliceMigrations,
} from "@shop/shared/platform";
import { DatasourceStore } from "../store/datasource-store.ts";
import { StoryStore } from "../store/story-store.ts";
import type { CmsClient } from "./client.ts";
import { cmsPage } from "./cms-page.ts";
import { cmsRoutes, isStorySlug } from "./cms-routes.ts";
import { documentationEntries } from "./documentation.ts";
import { layoutContent, layoutItem } from "./layout-items.ts";
import { bridgeScriptPath, bridgeScriptRoutes } from "./bridge-script.ts";
import { requestedVersion } from "./preview-version.ts";
import { contentClient } from "./content-client.ts";
import { ContentReader } from "./content-reader.ts";
import { contentServicePath, contentServiceRoutes } from "./content-service/index.ts";
import { contentSettingsFromEnv, type ContentSettings } from "./content-settings.ts";

export type { CmsClient } from "./client.ts";
export { contentSettingsFromEnv, type ContentSettings } from "./content-settings.ts";

/** The content team's tables (schema `cms`): the content service's space and stories. */
export const cmsMigrations: SliceMigrations = {
  owner: "mfe-cms",
  schema: "cms",
  folder: fileURLToPath(new URL("../../migrations", import.meta.url)),
};

/** What the content team's API needs: the platform's services, and where its content is. */
export type CmsApiDependencies = PlatformServices & {
  /** Tokens and the delivery API's address; from the environment by default. */
  readonly content?: ContentSettings;
  /** The space exports loaded into an empty space; `mfe-cms/content/spaces` by default. */
  readonly spaceExportDir?: string;
  /** The catalogue's page facts for the campaign triggers, as the edge wires them. */
  readonly catalogue?: CatalogueFacts;
};

/** The content team's server side as the edge holds it: a slice API, and the story lookup. */
export interface CmsApi extends SliceApi<CmsClient> {
  /** The published story of a shop's slug (`_` is the root), or undefined when there is none. */
  story(shop: ShopContext, slug: string): Promise<ContentStory | undefined>;
}

/**
 * The content team's server side: the embedded content service (Storyblok's delivery API under
 * `/content/v2/cdn`, its management calls under `/content/v1`), `GET /api/cms/{slug}`, the
 * content page loader's in-process client, and the story lookup the edge's page routing asks
 * (catalogue spec point 2: a content page exists when its story does). Everything the shop reads
 * goes through the official client; the data version is the space's cache version (`cv`).
 */
export function cmsApi(deps: CmsApiDependencies) {
  const settings = deps.content ?? contentSettingsFromEnv(process.env);
  const stories = new StoryStore(deps.db, deps.spaceExportDir);
  const datasources = new DatasourceStore(deps.db, stories);
  const service = contentServiceRoutes({ stories, datasources }, settings.tokens);
  const serviceApp = new Hono().route(contentServicePath, service);
  const content = new ContentReader(
    contentClient(settings, serviceApp),
    contentClient(settings, serviceApp, settings.tokens.preview),
  );
  const story = (shop: ShopContext, slug: string) =>
    isStorySlug(slug) ? content.story(shop, slug) : Promise.resolve(undefined);
  return {
    mfe: "mfe-cms",
    routes: [
      { path: contentServicePath, routes: service },
      { path: "/api/cms", routes: cmsRoutes(deps.shops, content, deps.logger, settings) },
      { path: bridgeScriptPath, routes: bridgeScriptRoutes() },
    ],
    client: (request: ClientRequest): CmsClient => ({
      page: async (slug, query = {}) => {
        if (!isStorySlug(slug)) return undefined;
        const version = await requestedVersion(content, settings.tokens.preview, query);
        const draftOrPublished = version === "draft" ? "draft" : "published";
        const page = await cmsPage(content, request.shop, slug, draftOrPublished);
        return page && { ...page, version: draftOrPublished };
      },
      layoutItem: (name) => layoutItem(content, request.shop, deps.logger, name),
      layoutContent: (name) => layoutContent(content, request.shop, deps.logger, name),
      documentation: () => documentationEntries(content, request.shop),
      catalogueFacts: async (page) => {
        if (!deps.catalogue) return undefined;
        return "referenceKey" in page
          ? deps.catalogue.productFacts(request.shop, page.referenceKey)
          : deps.catalogue.categoryFacts(request.shop, page.path);
      },
    }),
    story,
    dataVersion: () => content.cacheVersion(),
  } satisfies CmsApi;
}
