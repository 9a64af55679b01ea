import { defineFragmentRenderer, serverFragment } from "@shop/shared/server";
import type { CmsClient } from "./api/client.ts";
import { loadCatalog } from "./catalog.ts";
import { ContentPage } from "./content-page/ContentPage.tsx";
import { loadContentPage } from "./content-page/load.ts";
import { ErrorPage, type ErrorPageState } from "./error-page/ErrorPage.tsx";

/**
 * The content team's fragment renderer, called by the edge. Both fragments are cached per page
 * and read no query parameter, so they declare no cache parameters (decision 0025).
 */
export default defineFragmentRenderer<"mfe-cms", CmsClient>({
  mfe: "mfe-cms",
  loadCatalog,
  fragments: {
    contentPage: serverFragment({
      personal: false,
      Component: ContentPage,
      load: loadContentPage,
    }),
    errorPage: serverFragment<ErrorPageState>({
      personal: false,
      Component: ErrorPage,
      load: (request, i18n) => {
        const reserved = request.params.reason === "reserved";
        const title = reserved
          ? i18n._({ id: "error.notFound" })
          : i18n._({ id: "error.pageNotFound", values: { path: request.path } });
        return Promise.resolve({
          state: {
            status: 404,
            path: request.path,
            ...(reserved ? { reason: "reserved" as const } : {}),
          },
          status: 404,
          head: { title, robots: "noindex" },
        });
      },
    }),
  },
});
