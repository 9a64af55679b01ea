import { gtmIdProblem, gtmScriptUrl, pushToDataLayer } from "@shop/shared";
import { reportTrackingProblem } from "./report.ts";

/** Marks the tag manager's script, so a page loads it once however often consent changes. */
const scriptAttribute = "data-consent-gtm";

/**
 * Loads the brand's tag manager (catalogue spec point 7) once consent allows it; the caller
 * decides when. No id configured: nothing loads. An invalid id (catalogue spec point 5) is
 * reported to the console and the shop's error reporting and not loaded.
 */
export function loadTagManager(gtmId: string | null, gtmOrigin: string): void {
  if (gtmId === null || document.querySelector(`script[${scriptAttribute}]`)) return;
  const problem = gtmIdProblem(gtmId);
  if (problem !== undefined) {
    console.error(`Tag manager not loaded: ${problem}`);
    reportTrackingProblem(`tag manager: ${problem}`);
    return;
  }
  // The container reads its start time from the data layer (the tag manager's own snippet).
  pushToDataLayer({ event: "gtm.js", "gtm.start": Date.now() });
  const script = document.createElement("script");
  script.async = true;
  script.src = gtmScriptUrl(gtmOrigin, gtmId);
  script.setAttribute(scriptAttribute, gtmId);
  script.addEventListener("error", () => reportTrackingProblem("tag manager: script failed"));
  document.head.append(script);
}
