// One lint configuration for every package; the boundaries between slices are rules here.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import lingui from "eslint-plugin-lingui";
import globals from "globals";

const otherSlices = ["@shop/mfe-*", "@shop/shell", "@shop/edge", "@shop/e2e"];
const deepShared = {
  group: ["@shop/shared/src/*", "**/shared/src/*"],
  message: "Import the shared package's public entry points only.",
};
const siblingFolders = {
  group: ["../../mfe-*", "../mfe-*", "../../shell/*", "../shell/*", "../../edge/*", "../edge/*"],
  message:
    "A slice never imports another slice's code: use Module Federation or an event contract in @shop/shared.",
};
const browserOnly = [
  "react-dom/client",
  "single-spa",
  "single-spa-react",
  "@module-federation/enhanced/runtime",
  "@shop/shared/browser",
];

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
        {
          patterns: [
            {
              group: otherSlices,
              message:
                "A slice never imports another slice: use Module Federation or an event contract in @shop/shared.",
            },
            deepShared,
            siblingFolders,
            { group: ["@shop/shared/build"], message: "Build tooling stays out of slice code." },
          ],
        },
      ],
    },
  },
  {
    files: ["edge/src/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: browserOnly.map((name) => ({
            name,
            message: "The edge never imports browser code.",
          })),
          patterns: [
            {
              group: [...otherSlices, "react", "react-dom", "react-dom/*", "@shop/shared/ui"],
              message:
                "The edge never imports slice or browser code; it calls the slices' server renderers.",
            },
            deepShared,
            siblingFolders,
          ],
        },
      ],
    },
  },
  {
    files: ["shared/src/**"],
    ignores: ["shared/src/ui/**", "shared/src/browser/**", "shared/src/server/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "react",
                "react-dom",
                "react-dom/*",
                "single-spa*",
                "hono",
                "hono/*",
                "@reduxjs/*",
              ],
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
