import { setupI18n, type I18n, type Messages } from "@lingui/core";
import type { Language } from "./languages.ts";

/** Loads one language's compiled Lingui catalog of a slice (code-split per language in the browser). */
export type CatalogLoader = (language: Language) => Promise<{ messages: Messages }>;

/**
 * Creates a Lingui instance for one language with its catalog loaded and activated.
 * One instance per slice and language: slices never share a mutable i18n singleton.
 */
export async function createI18n(language: Language, loadCatalog: CatalogLoader): Promise<I18n> {
  const { messages } = await loadCatalog(language);
  return setupI18n({ locale: language, messages: { [language]: messages } });
}
