import { sliceLinguiConfig } from "@shop/shared/build";

const slice = sliceLinguiConfig();
const sharedUi = "<rootDir>/../shared/src/ui";
/** What every page loads: the mini-basket, its add-to-cart layer and the command module. */
const everyPage = [
  "<rootDir>/src/mini-basket",
  "<rootDir>/src/add-to-cart-layer",
  "<rootDir>/src/commands",
  // Click and reserve's dialog, which the mini-basket opens on any product page (decision 0046).
  "<rootDir>/src/click-and-reserve",
  "<rootDir>/src/basket-client",
  "<rootDir>/src/line-card",
  "<rootDir>/src/lines",
  "<rootDir>/src/tracking",
];

/**
 * Two catalogs, as the account's (decision 0032): `messages` for what every page loads, and
 * `pages` for the basket, wishlist, checkout, thank-you and order pages, so the header's first
 * load does not carry the checkout's words.
 */
export default {
  ...slice,
  catalogs: [
    { path: "<rootDir>/src/locales/{locale}/messages", include: [...everyPage, sharedUi] },
    {
      path: "<rootDir>/src/locales/{locale}/pages",
      include: ["<rootDir>/src", sharedUi],
      exclude: [
        "<rootDir>/src/mini-basket/**",
        "<rootDir>/src/add-to-cart-layer/**",
        "<rootDir>/src/commands/**",
      ],
    },
  ],
};
