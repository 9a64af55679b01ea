import { consentHashCommand } from "@shop/shared";
import type { FragmentApps } from "./fragment-apps.ts";

/** What the hash commands read of the window. */
export type HashWindow = Pick<Window, "addEventListener"> & {
  readonly location: Pick<Location, "hash">;
};

/**
 * The commands an address carries in its hash (core spec point 2: `#denyConsent`,
 * `#denyAppConsent`, `#allowAppConsent`) are the consent slice's, whose banner reads them once it
 * runs. A banner the server drew waits for the visitor (decision 0066): a page opened with such a
 * hash, or a hash that changes to one, starts it.
 */
export function startHashCommands(apps: Pick<FragmentApps, "wake">, win: HashWindow): void {
  const wakeForCommand = () => {
    if (consentHashCommand(win.location.hash)) void apps.wake("mfe-consent");
  };
  wakeForCommand();
  win.addEventListener("hashchange", wakeForCommand);
}
