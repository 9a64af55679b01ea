// The content team's public server entry (`@shop/mfe-cms/api`): the only thing the edge imports.
import type { ContentStory, ShopContext } from "@shop/shared";
import type { ClientRequest, PlatformServices, SliceApi } from "@shop/shared/platform";
import { FileContentSource } from "../store/content-source.ts";
import type { CmsClient } from "./client.ts";
import { cmsPage } from "./cms-page.ts";
import { cmsRoutes } from "./cms-routes.ts";

export type { CmsClient } from "./client.ts";

/** What the content team's API needs: the platform's services, and where the stories are. */
export type CmsApiDependencies = PlatformServices & {
  /** The embedded content service's story folder; `mfe-cms/content/stories` by default. */
  readonly storiesDir?: string;
};

/** The content team's server side as the edge holds it: a slice API, and the story lookup. */
export interface CmsApi extends SliceApi<CmsClient> {
  /** The published story of a shop's slug (`_` is the root), or undefined when there is none. */
  story(shop: ShopContext, slug: string): Promise<ContentStory | undefined>;
}

/**
 * The content team's server side: `GET /api/cms/{slug}`, the content page loader's in-process
 * client, and the story lookup the edge's page routing asks to decide a content path (catalogue
 * spec point 2: a content page exists when its story does). Its data version is the stories'
 * fingerprint: a published change reaches every instance's fragment cache at its next poll.
 */
export function cmsApi(deps: CmsApiDependencies) {
  const content = new FileContentSource(deps.storiesDir);
  return {
    mfe: "mfe-cms",
    routes: [{ path: "/api/cms", routes: cmsRoutes(deps.shops, content) }],
    client: (request: ClientRequest): CmsClient => ({
      page: (slug) => cmsPage(content, request.shop, slug),
    }),
    story: (shop: ShopContext, slug: string): Promise<ContentStory | undefined> =>
      content.story(shop, slug),
    dataVersion: () => content.version(),
  } satisfies CmsApi;
}
