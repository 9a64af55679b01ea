import { consentCookieName, consentInvalidReason, parseConsentCookie } from "@shop/shared";
import { defineFragmentRenderer, serverFragment } from "@shop/shared/server";
import { loadCatalog } from "./catalog.ts";
import { ConsentBanner, type ConsentBannerState } from "./consent-banner/ConsentBanner.tsx";

/** The consent team's fragment renderer, called by the edge. */
export default defineFragmentRenderer({
  mfe: "mfe-consent",
  loadCatalog,
  fragments: {
    // Personal: whether the banner shows depends on the visitor's stored consent.
    consentBanner: serverFragment<ConsentBannerState>({
      personal: true,
      Component: ConsentBanner,
      load: (request) => {
        const record = parseConsentCookie(request.cookies[consentCookieName]);
        const visible = consentInvalidReason(record, new Date()) !== undefined;
        const { visitor } = request;
        return Promise.resolve({
          state: {
            visible,
            voucherActivated: visitor?.notices.includes("voucherActivated") ?? false,
            countryPicker: visitor?.countryPicker ?? { open: false },
          },
        });
      },
    }),
  },
});
