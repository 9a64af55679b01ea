import type { RemoteName } from "./micro-frontends.ts";

/**
 * Every fragment a slice can render, by slice. A fragment is one server-rendered, hydrated unit
 * (a single-spa application in the browser, a Module Federation expose `./{fragment}`).
 */
export interface FragmentCatalog {
  "mfe-catalog":
    | "recommendationSlider"
    | "productDetail"
    | "searchPage"
    | "categoryListing"
    | "categoryNavigation"
    | "productList"
    | "basketRecommendations";
  "mfe-cms":
    | "contentPage"
    | "errorPage"
    | "footer"
    | "documentationNavigation"
    | "campaignBanner"
    | "layoutContent"
    | "navigationTeasers";
  "mfe-basket":
    | "miniBasket"
    | "basketPage"
    | "wishlistPage"
    | "thankYouPage"
    | "checkoutPage"
    | "ordersPage"
    | "orderDetailPage"
    | "orderComplaintPage";
  "mfe-account":
    | "accountLink"
    | "loginPage"
    | "newPasswordPage"
    | "accountHome"
    | "personalDataPage"
    | "changePasswordPage"
    | "addressBookPage"
    | "deleteAccountPage"
    | "myDataPage"
    | "accountContactPage"
    | "balancePage";
  "mfe-consent": "consentBanner";
}

export type FragmentName<M extends RemoteName = RemoteName> = FragmentCatalog[M];

/** A reference to one fragment of one slice. */
export type FragmentRef = {
  [M in RemoteName]: { readonly mfe: M; readonly fragment: FragmentCatalog[M] };
}[RemoteName];

/** `mfe-catalog/recommendationSlider`: the fragment's id in the page, logs and caches. */
export function fragmentId(ref: FragmentRef): string {
  return `${ref.mfe}/${ref.fragment}`;
}
