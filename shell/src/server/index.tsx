import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { renderToStaticMarkup } from "react-dom/server";
import { createI18n, languages, type Language, type LayoutRenderer } from "@shop/shared";
import { FragmentFallback } from "@shop/shared/ui";
import { loadCatalog } from "../catalog.ts";
import { Layout } from "./Layout.tsx";

const i18nByLanguage = new Map(
  languages.map((language) => [language, createI18n(language, loadCatalog)] as const),
);

function i18nFor(language: Language): Promise<I18n> {
  const i18n = i18nByLanguage.get(language);
  if (!i18n) throw new Error(`No catalog for ${language}`);
  return i18n;
}

const fallbacks = new Map<Language, string>();

/**
 * The shell's server renderer: the layout frame (static markup, never hydrated: the fragments
 * inside it are) and the fragment fallback.
 */
const layoutRenderer: LayoutRenderer = {
  mfe: "shell",
  async renderFrame({ shop, layout, navigation: readNavigation }) {
    const [i18n, navigation] = await Promise.all([
      i18nFor(shop.language),
      readNavigation().catch(() => []),
    ]);
    return renderToStaticMarkup(
      <I18nProvider i18n={i18n}>
        <Layout layout={layout} shop={shop} navigation={navigation} />
      </I18nProvider>,
    );
  },
  renderFallback(language) {
    return fallbacks.get(language) ?? "";
  },
};

// Fallbacks are rendered once per language, up front, so rendering one can never fail late.
await Promise.all(
  languages.map(async (language) => {
    const i18n = await i18nFor(language);
    fallbacks.set(
      language,
      renderToStaticMarkup(
        <I18nProvider i18n={i18n}>
          <FragmentFallback />
        </I18nProvider>,
      ),
    );
  }),
);

export default layoutRenderer;
