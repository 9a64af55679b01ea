import { defineFragmentRenderer, serverFragment } from "@shop/shared/server";
import type { CmsClient } from "./api/client.ts";
import { CampaignBanners } from "./campaign/CampaignBanners.tsx";
import { loadCampaignBanners } from "./campaign/load.ts";
import { loadCatalog } from "./catalog.ts";
import { ContentPage } from "./content-page/ContentPage.tsx";
import { loadContentPage } from "./content-page/load.ts";
import { previewQueryNames } from "./content-page/preview-query.ts";
import { DocumentationNavigation } from "./documentation-navigation/DocumentationNavigation.tsx";
import { loadDocumentationNavigation } from "./documentation-navigation/load.ts";
import { Footer } from "./footer/Footer.tsx";
import { loadFooter } from "./footer/load.ts";
import { ErrorPage } from "./error-page/ErrorPage.tsx";
import { LayoutContent } from "./layout-content/LayoutContent.tsx";
import { loadLayoutContent } from "./layout-content/load.ts";
import { loadErrorPage } from "./error-page/load.ts";
import { NavigationTeasers } from "./navigation-teasers/NavigationTeasers.tsx";
import { loadNavigationTeasers } from "./navigation-teasers/load.ts";

/**
 * The content team's fragment renderer, called by the edge. Every fragment is cached; only the
 * content page reads query parameters (an editor's preview address); the footer is the same on
 * every page of a shop, and so are the header's teasers (decision 0025).
 */
export default defineFragmentRenderer<"mfe-cms", CmsClient>({
  mfe: "mfe-cms",
  loadCatalog,
  fragments: {
    contentPage: serverFragment({
      personal: false,
      // An editor's preview address is cached apart, under its own token (decision 0043).
      cache: { query: [...previewQueryNames] },
      Component: ContentPage,
      load: loadContentPage,
    }),
    footer: serverFragment({
      personal: false,
      cache: { perPage: false },
      // At the end of every page, its links work alone: its script waits until it is seen.
      hydration: "visible",
      Component: Footer,
      load: loadFooter,
    }),
    // The header's navigation teasers from the layout content (decision 0049). Closed until its
    // button is pressed: its script starts when the visitor reaches for it (decision 0064).
    navigationTeasers: serverFragment({
      personal: false,
      cache: { perPage: false },
      hydration: "interaction",
      Component: NavigationTeasers,
      load: loadNavigationTeasers,
    }),
    documentationNavigation: serverFragment({
      personal: false,
      Component: DocumentationNavigation,
      load: loadDocumentationNavigation,
    }),
    campaignBanner: serverFragment({
      personal: false,
      Component: CampaignBanners,
      load: loadCampaignBanners,
    }),
    // The checkout's or the login pages' layout content (catalogue spec point 2), by route.
    layoutContent: serverFragment({
      personal: false,
      Component: LayoutContent,
      load: loadLayoutContent,
    }),
    errorPage: serverFragment({
      personal: false,
      Component: ErrorPage,
      load: loadErrorPage,
    }),
  },
});
