import { fragmentLifecycles } from "@shop/shared/browser";
import { loadCatalog } from "../catalog.ts";
import { ConsentBanner, type ConsentBannerState } from "./ConsentBanner.tsx";

export const { bootstrap, mount, unmount } = fragmentLifecycles<ConsentBannerState>({
  mfe: "mfe-consent",
  fragment: "consentBanner",
  Component: ConsentBanner,
  loadCatalog,
});
