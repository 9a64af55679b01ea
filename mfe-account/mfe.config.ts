import type { SliceBuildConfig } from "@shop/shared/build";

export default {
  root: import.meta.dirname,
  name: "mfe-account",
  exposes: {
    "./accountLink": "./src/account-link/browser.ts",
    "./loginPage": "./src/login-page/browser.ts",
    "./newPasswordPage": "./src/new-password-page/browser.ts",
    "./accountHome": "./src/account-home/browser.ts",
    "./personalDataPage": "./src/personal-data-page/browser.ts",
    "./changePasswordPage": "./src/change-password-page/browser.ts",
    "./addressBookPage": "./src/address-book-page/browser.ts",
    "./deleteAccountPage": "./src/delete-account-page/browser.ts",
    "./myDataPage": "./src/my-data-page/browser.ts",
    "./accountContactPage": "./src/contact-page/browser.ts",
    "./balancePage": "./src/balance-page/browser.ts",
  },
  // The account pages' client data and forms (decision 0032); the account link uses none of them.
  sliceSingletons: [
    "@reduxjs/toolkit",
    "@reduxjs/toolkit/query/react",
    "react-redux",
    "formik",
    "yup",
  ],
  serverEntry: "./src/server.ts",
} satisfies SliceBuildConfig;
