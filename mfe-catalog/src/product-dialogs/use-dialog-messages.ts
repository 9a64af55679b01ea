import { use } from "react";
import { useLingui } from "@lingui/react";
import type { I18n, Messages } from "@lingui/core";

const loading = new WeakMap<I18n, Promise<void>>();

/**
 * Loads the product dialogs' own catalog (`src/locales/{language}/dialogs.po`, decision 0042)
 * into the fragment's Lingui instance, once, suspending until it is there: the dialogs' texts
 * are not part of the product page's first load. Lingui merges it into the loaded messages.
 */
export function useDialogMessages(): void {
  const { i18n } = useLingui();
  let loaded = loading.get(i18n);
  if (!loaded) {
    const language = i18n.locale;
    loaded = (
      import(`../locales/${language}/dialogs.po`) as Promise<{ readonly messages: Messages }>
    ).then(({ messages }) => {
      i18n.load(language, messages);
    });
    loading.set(i18n, loaded);
  }
  use(loaded);
}
