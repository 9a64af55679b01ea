import {
  automaticServiceStatus,
  consentCookieName,
  consentInvalidReason,
  parseConsentCookie,
  serviceStatus,
} from "@shop/shared";
import { defineFragmentRenderer, serverFragment } from "@shop/shared/server";
import type { ConsentClient } from "./api/client.ts";
import { loadCatalog } from "./catalog.ts";
import { ConsentBanner, type ConsentBannerState } from "./consent-banner/ConsentBanner.tsx";
import { consentCategories } from "./consent-banner/consent-categories.ts";

/** The consent team's fragment renderer, called by the edge. */
export default defineFragmentRenderer<"mfe-consent", ConsentClient>({
  mfe: "mfe-consent",
  loadCatalog,
  fragments: {
    // Personal: whether the banner and the country picker show depends on the visitor.
    consentBanner: serverFragment<ConsentBannerState, ConsentClient>({
      personal: true,
      Component: ConsentBanner,
      load: async (request) => {
        const categories = consentCategories[request.shop.brand];
        const record = parseConsentCookie(request.cookies[consentCookieName]);
        const invalidReason = consentInvalidReason(record, new Date()) ?? null;
        const { visitor } = request;
        const automatic = (visitor?.isCrawler ?? false) || (visitor?.isRetailApp ?? false);
        const services =
          invalidReason === null
            ? serviceStatus(categories, record?.services)
            : automatic
              ? automaticServiceStatus(categories)
              : serviceStatus(categories);
        const countryPicker = visitor?.countryPicker ?? { open: false };
        const visible = invalidReason !== null && !automatic;
        return {
          // The banner the server draws asks for a decision before anything runs (decision 0066):
          // its script starts when the visitor reaches for it; the decision starts the rest.
          ...(visible ? { hydration: "interaction" as const } : {}),
          state: {
            visible,
            invalidReason,
            automatic,
            services,
            voucherActivated: visitor?.notices.includes("voucherActivated") ?? false,
            countryPicker,
            countryLinks: countryPicker.open
              ? await request.api.countryLinks(request.path, request.query)
              : [],
            tracking: { ...(await request.api.tracking()), pageType: request.route },
          },
        };
      },
    }),
  },
});
