import { sliceLinguiConfig } from "@shop/shared/build";

const slice = sliceLinguiConfig();
const sharedUi = "<rootDir>/../shared/src/ui";

/**
 * Two catalogs: `messages` for the header's account link, which every page loads, and `pages`
 * for the login, new-password and account pages, so the header's first load stays small
 * (decision 0032).
 */
export default {
  ...slice,
  catalogs: [
    {
      path: "<rootDir>/src/locales/{locale}/messages",
      include: ["<rootDir>/src/account-link", "<rootDir>/src/session", sharedUi],
    },
    {
      path: "<rootDir>/src/locales/{locale}/pages",
      include: ["<rootDir>/src", sharedUi],
      exclude: ["<rootDir>/src/account-link/**", "<rootDir>/src/session/**"],
    },
  ],
};
