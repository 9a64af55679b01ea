import type { LinguiConfig } from "@lingui/conf";

/**
 * Every slice's Lingui configuration: English source text in code, explicit ids equal to the
 * spec's translation keys, catalogs for German, French and Dutch. The shared UI components a
 * slice renders are extracted into its own catalog.
 */
export function sliceLinguiConfig(): LinguiConfig {
  return {
    locales: ["en", "de", "fr", "nl"],
    sourceLocale: "en",
    format: "po",
    catalogs: [
      {
        path: "<rootDir>/src/locales/{locale}/messages",
        include: ["<rootDir>/src", "<rootDir>/../shared/src/ui"],
      },
    ],
  };
}
