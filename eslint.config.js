// One lint configuration for every package; the boundaries between slices are rules here.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import lingui from "eslint-plugin-lingui";
import globals from "globals";

const otherSlices = ["@shop/mfe-*", "@shop/shell", "@shop/edge", "@shop/e2e"];
const reactPackages = ["react", "react-dom", "react-dom/*", "single-spa*"];
const deepShared = {
  group: ["@shop/shared/src/*", "**/shared/src/*"],
  message: "Import the shared package's public entry points only.",
};
const siblingFolders = {
  group: ["../../mfe-*", "../mfe-*", "../../shell/*", "../shell/*", "../../edge/*", "../edge/*"],
  message:
    "A slice never imports another slice's code: use Module Federation or an event contract in @shop/shared.",
};
/** What every slice may not import: another slice, shared's insides, build tooling. */
const slicePatterns = [
  {
    group: otherSlices,
    message:
      "A slice never imports another slice: use Module Federation or an event contract in @shop/shared.",
  },
  deepShared,
  siblingFolders,
  { group: ["@shop/shared/build"], message: "Build tooling stays out of slice code." },
];
/** Slices use the store's typed hooks (`useShopSelector`, `useShopDispatch`, decision 0032). */
const untypedReduxHooks = {
  name: "react-redux",
  importNames: ["useSelector", "useDispatch"],
  message: "Use useShopSelector and useShopDispatch from @shop/shared/store.",
};
const formikForm = {
  name: "formik",
  importNames: ["Form"],
  message:
    "Use ShopForm from @shop/shared/ui: it keeps what was typed before hydration (decision 0058).",
};
/** A slice's server side: its API, store, demo data, images and mail (house style rule 13). */
const sliceServerFolders = ["api", "store", "demo-data", "images", "mail"];
const sliceServerFiles = sliceServerFolders.map((folder) => `mfe-*/src/${folder}/**`);
const reactAndBrowser = {
  group: [
    "react",
    "react/*",
    "react-dom",
    "react-dom/*",
    "single-spa*",
    "@module-federation/*",
    "@shop/shared/ui",
    "@shop/shared/browser",
    "@lingui/react",
    "**/*.tsx",
    "**/*.css",
  ],
  message: "A slice's server code (src/api, src/store, …) never imports React or browser code.",
};
const browserOnly = [
  "react-dom/client",
  "single-spa",
  "single-spa-react",
  "@module-federation/enhanced/runtime",
  "@shop/shared/browser",
];

/** What the edge may not import: browser code, and a slice other than by its public entries. */
function edgeImports(entries) {
  return {
    paths: browserOnly.map((name) => ({ name, message: "The edge never imports browser code." })),
    patterns: [
      {
        // A slice's public server entry (`@shop/mfe-basket/api`) is the only way in.
        regex: `^@shop/mfe-[a-z]+(?:$|/(?!(?:${entries.join("|")})$))`,
        message:
          "The edge imports a slice only through its public server entry, @shop/mfe-<team>/api.",
      },
      {
        group: [
          "@shop/shell",
          "@shop/shell/*",
          "@shop/e2e",
          "react",
          "react-dom",
          "react-dom/*",
          "@shop/shared/ui",
        ],
        message:
          "The edge never imports browser code; it calls the slices' server renderers and APIs.",
      },
      deepShared,
      siblingFolders,
    ],
  };
}

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/node_modules/**",
      "**/test-results/**",
      "**/playwright-report/**",
      "**/.turbo/**",
      "bench/results/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ["eslint.config.js"] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  {
    files: ["**/*.js"],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ["**/*.tsx"],
    plugins: { "react-hooks": reactHooks, lingui },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "lingui/no-unlocalized-strings": "off",
      "lingui/t-call-in-function": "error",
      "lingui/no-single-variables-to-translate": "error",
      "lingui/no-expression-in-message": "error",
    },
  },
  {
    files: ["mfe-*/src/**", "shell/src/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: slicePatterns, paths: [untypedReduxHooks, formikForm] },
      ],
    },
  },
  {
    // Browser code and the fragment renderer (bundled per release) may know the slice's server
    // side by its types only (a loader's client type); its values stay on the server.
    files: ["mfe-*/src/**"],
    ignores: [...sliceServerFiles, "mfe-*/src/**/*.test.ts", "mfe-*/src/**/*.test.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: `^\\.{1,2}/(\\.\\./)*(${sliceServerFolders.join("|")})(/|$)`,
              allowTypeImports: true,
              message:
                "Browser and renderer code never imports the slice's server code; a loader imports its client's type only.",
            },
            {
              group: [
                "@shop/shared/platform",
                "@shop/shared/testing",
                "hono",
                "hono/*",
                "drizzle-orm*",
              ],
              allowTypeImports: true,
              message: "Server-only packages stay out of browser and renderer code.",
            },
          ],
        },
      ],
    },
  },
  {
    files: sliceServerFiles,
    rules: {
      "no-restricted-imports": ["error", { patterns: [...slicePatterns, reactAndBrowser] }],
    },
  },
  {
    files: ["edge/src/**"],
    rules: { "no-restricted-imports": ["error", edgeImports(["api"])] },
  },
  {
    // The edge's tests may also run a slice's published test suites (`@shop/mfe-basket/testing`).
    files: ["edge/src/**/*.test.ts"],
    rules: { "no-restricted-imports": ["error", edgeImports(["api", "testing"])] },
  },

  {
    files: ["shared/src/**"],
    ignores: [
      "shared/src/ui/**",
      "shared/src/store/**",
      "shared/src/browser/**",
      "shared/src/server/**",
      "shared/src/platform/**",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [...reactPackages, "hono", "hono/*", "@reduxjs/*"],
              message:
                "Domain rules, contracts and types in shared are pure: no React, Hono or Redux.",
            },
            {
              group: ["../ui/*", "../browser/*", "../server/*"],
              message:
                "Pure shared modules never reach into the React, browser or server entry points.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["shared/src/platform/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [...reactPackages, "../ui/*", "../browser/*"],
              message: "The platform's contracts are server code: no React, no browser code.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["shared/src/server/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: browserOnly.map((name) => ({
            name,
            message: "Server code never imports browser code.",
          })),
        },
      ],
    },
  },
);
