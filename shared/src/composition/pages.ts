import type { RouteName } from "../routing/routes.ts";
import type { LayoutName } from "../routing/routes.ts";
import { layoutRegions, type RegionName } from "./layouts.ts";
import type { FragmentRef } from "./fragments.ts";

export interface PlacedFragment {
  readonly region: RegionName;
  readonly ref: FragmentRef;
  /**
   * Other slices' fragments this one may hold in its slots (decision 0055): the edge renders
   * each into its place, and the page loads their styles and remotes with its own.
   */
  readonly slots?: readonly FragmentRef[];
}

export interface PageComposition {
  readonly layout: LayoutName;
  readonly fragments: readonly PlacedFragment[];
}

const place = (
  region: RegionName,
  ref: FragmentRef,
  slots?: readonly FragmentRef[],
): PlacedFragment => (slots ? { region, ref, slots } : { region, ref });

/** Every fragment a page may show: those placed on it and those their slots may hold. */
export function pageFragmentRefs(page: PageComposition): FragmentRef[] {
  return page.fragments.flatMap((placed) => [placed.ref, ...(placed.slots ?? [])]);
}

/**
 * The header, footer and overlay fragments every default-layout page carries: the category
 * navigation and the content team's navigation teasers (cached), the personal account link and
 * mini-basket, the content team's campaign banners (first in the main region, each where its
 * triggers match) and footer (cached, from the layout content) and the consent banner.
 */
const footer = place("footer", { mfe: "mfe-cms", fragment: "footer" });
const layoutContent = { mfe: "mfe-cms", fragment: "layoutContent" } as const;
/** A content page, whose product-list blocks show the catalogue's product list (issue 19). */
const contentPage = place("main", { mfe: "mfe-cms", fragment: "contentPage" }, [
  { mfe: "mfe-catalog", fragment: "productList" },
]);
const chrome: readonly PlacedFragment[] = [
  place("headerNavigation", { mfe: "mfe-catalog", fragment: "categoryNavigation" }),
  place("headerNavigation", { mfe: "mfe-cms", fragment: "navigationTeasers" }),
  place("headerAccount", { mfe: "mfe-account", fragment: "accountLink" }),
  place("headerMiniBasket", { mfe: "mfe-basket", fragment: "miniBasket" }),
  place("main", { mfe: "mfe-cms", fragment: "campaignBanner" }),
  footer,
  place("overlay", { mfe: "mfe-consent", fragment: "consentBanner" }),
];

/** Pages built so far; routes without a composition render the not-found page. */
const compositions: Partial<Record<RouteName, PageComposition>> = {
  home: {
    layout: "default",
    fragments: [
      ...chrome,
      contentPage,
      place("main", { mfe: "mfe-catalog", fragment: "recommendationSlider" }),
    ],
  },
  content: {
    layout: "default",
    fragments: [...chrome, contentPage],
  },
  // The contact page and the documentation are content pages at fixed routes (core spec point 2).
  contact: {
    layout: "default",
    fragments: [...chrome, contentPage],
  },
  documentation: {
    layout: "documentation",
    fragments: [
      ...chrome,
      place("sidebar", { mfe: "mfe-cms", fragment: "documentationNavigation" }),
      contentPage,
    ],
  },
  product: {
    layout: "default",
    fragments: [...chrome, place("main", { mfe: "mfe-catalog", fragment: "productDetail" })],
  },
  search: {
    layout: "default",
    fragments: [...chrome, place("main", { mfe: "mfe-catalog", fragment: "searchPage" })],
  },
  // The basket's `basket` recommendation slot is the catalogue's (decision 0056), in the first HTML.
  basket: {
    layout: "default",
    fragments: [
      ...chrome,
      place("main", { mfe: "mfe-basket", fragment: "basketPage" }, [
        { mfe: "mfe-catalog", fragment: "basketRecommendations" },
      ]),
    ],
  },
  wishlist: {
    layout: "default",
    fragments: [...chrome, place("main", { mfe: "mfe-basket", fragment: "wishlistPage" })],
  },
  // Its layout content shows with an order confirmation that has expired (decision 0049).
  thankYou: {
    layout: "default",
    fragments: [
      ...chrome,
      place("main", { mfe: "mfe-basket", fragment: "thankYouPage" }),
      place("main", layoutContent),
    ],
  },
  // The login pages and the checkout show their layout content from the content system after
  // their main fragment (catalogue spec point 2).
  login: {
    layout: "default",
    fragments: [
      ...chrome,
      place("main", { mfe: "mfe-account", fragment: "loginPage" }),
      place("main", layoutContent),
    ],
  },
  // The checkout (issue 18): its steps in the checkout layout, like the checkout's login.
  checkout: {
    layout: "checkout",
    fragments: [
      place("main", { mfe: "mfe-basket", fragment: "checkoutPage" }),
      place("main", layoutContent),
      footer,
      place("overlay", { mfe: "mfe-consent", fragment: "consentBanner" }),
    ],
  },
  // The checkout's login: the same login page in the checkout layout (no navigation, no basket).
  checkoutLogin: {
    layout: "checkout",
    fragments: [
      place("main", { mfe: "mfe-account", fragment: "loginPage" }),
      place("main", layoutContent),
      footer,
      place("overlay", { mfe: "mfe-consent", fragment: "consentBanner" }),
    ],
  },
  newPassword: {
    layout: "default",
    fragments: [...chrome, place("main", { mfe: "mfe-account", fragment: "newPasswordPage" })],
  },
  accountHome: {
    layout: "default",
    fragments: [...chrome, place("main", { mfe: "mfe-account", fragment: "accountHome" })],
  },
  personalData: {
    layout: "default",
    fragments: [...chrome, place("main", { mfe: "mfe-account", fragment: "personalDataPage" })],
  },
  changePassword: {
    layout: "default",
    fragments: [...chrome, place("main", { mfe: "mfe-account", fragment: "changePasswordPage" })],
  },
  addressBook: {
    layout: "default",
    fragments: [...chrome, place("main", { mfe: "mfe-account", fragment: "addressBookPage" })],
  },
  deleteAccount: {
    layout: "default",
    fragments: [...chrome, place("main", { mfe: "mfe-account", fragment: "deleteAccountPage" })],
  },
  myData: {
    layout: "default",
    fragments: [...chrome, place("main", { mfe: "mfe-account", fragment: "myDataPage" })],
  },
  accountContact: {
    layout: "default",
    fragments: [...chrome, place("main", { mfe: "mfe-account", fragment: "accountContactPage" })],
  },
  // The account's orders (issue 18, point 6), the basket team's: another shopper's or an
  // unknown order number answers the not-found page.
  orders: {
    layout: "default",
    fragments: [...chrome, place("main", { mfe: "mfe-basket", fragment: "ordersPage" })],
  },
  orderDetail: {
    layout: "default",
    fragments: [...chrome, place("main", { mfe: "mfe-basket", fragment: "orderDetailPage" })],
  },
  orderComplaint: {
    layout: "default",
    fragments: [...chrome, place("main", { mfe: "mfe-basket", fragment: "orderComplaintPage" })],
  },
  // Only where the shop has a balance: elsewhere the fragment answers the not-found page.
  balance: {
    layout: "default",
    fragments: [...chrome, place("main", { mfe: "mfe-account", fragment: "balancePage" })],
  },
};

/**
 * A category page (decision 0019): a path of the category navigation. With a content story the
 * content page comes first and the catalogue's listing below it (catalogue spec point 2: a page
 * is a listing page when its content holds a listing); without one the listing is the page.
 */
export const categoryComposition: PageComposition = {
  layout: "default",
  fragments: [...chrome, place("main", { mfe: "mfe-catalog", fragment: "categoryListing" })],
};
export const contentListingComposition: PageComposition = {
  layout: "default",
  fragments: [
    ...chrome,
    contentPage,
    place("main", { mfe: "mfe-catalog", fragment: "categoryListing" }),
  ],
};

/** The page shown for an unknown route: the normal layout with the CMS error screen. */
export const notFoundComposition: PageComposition = {
  layout: "default",
  fragments: [...chrome, place("main", { mfe: "mfe-cms", fragment: "errorPage" })],
};

/** The composition of a route, or undefined when the route has no page yet. */
export function pageComposition(route: RouteName): PageComposition | undefined {
  return compositions[route];
}

/**
 * Every page the shop composes, by name: each route with a page, and the category, content
 * listing and not-found pages the routes resolve to.
 */
export function everyPageComposition(): readonly (readonly [string, PageComposition])[] {
  return [
    ...Object.entries(compositions),
    ["category", categoryComposition],
    ["contentListing", contentListingComposition],
    ["notFound", notFoundComposition],
  ];
}

/** True when every fragment sits in a region its layout has. */
export function isValidComposition(page: PageComposition): boolean {
  const regions: readonly string[] = layoutRegions[page.layout];
  return page.fragments.every((placed) => regions.includes(placed.region));
}
