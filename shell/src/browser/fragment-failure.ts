import {
  fragmentFailedEvent,
  reportFragmentError,
  type FragmentFailure,
} from "@shop/shared/browser";
import type { Language } from "@shop/shared";
import type { PageFragment } from "./fragments.ts";
import { reportError } from "./monitoring.ts";

/** How the shell marks a fragment that kept its server markup but not its script. */
export const degradedStatus = "degraded";

/**
 * What happens when a fragment's script fails in the browser (issue 15, point 2; decision
 * 0024): its remote could not load, its mount threw, or its tree threw while hydrating or
 * later. The server's markup stays (or is put back), readable and crawlable; only the controls
 * that need script are marked unavailable; the failure is reported once per slice, version and
 * phase. The rest of the page goes on.
 */
export function keepServerMarkup(
  fragment: PageFragment,
  failure: FragmentFailure,
  language: Language,
): void {
  const { element } = fragment;
  reportFragmentError({
    mfe: fragment.mfe,
    version: fragment.version,
    fragment: fragment.fragment,
    phase: failure.phase,
    message: failure.message,
  });
  if (element.dataset.status === degradedStatus) return;
  // Once per fragment, tagged so the event counts for the slice version that failed.
  reportError(new Error(failure.message), {
    slice: fragment.mfe,
    slice_version: fragment.version,
    fragment: fragment.fragment,
    phase: failure.phase,
  });
  if (element.innerHTML !== fragment.serverMarkup) element.innerHTML = fragment.serverMarkup;
  element.dataset.status = degradedStatus;
  delete element.dataset.hydrated;
  // Marking the controls loads on the first failure: pages that never fail don't pay for it.
  void import("./script-controls.ts").then(
    ({ markScriptControlsUnavailable, unavailableNoteText }) =>
      markScriptControlsUnavailable(element, () => unavailableNoteText(language)),
  );
}

/**
 * Takes the failures fragments announce from inside their tree (`shop:fragment-failed`, sent
 * by `fragmentLifecycles` when its error boundary caught something): the boundary has rendered
 * nothing, and the shell puts the server markup back in the same task.
 */
export function listenForFragmentFailures(
  fragments: readonly PageFragment[],
  language: Language,
): void {
  window.addEventListener(fragmentFailedEvent, (event) => {
    const fragment = fragments.find((candidate) => candidate.element === event.target);
    if (!fragment) return;
    event.preventDefault();
    keepServerMarkup(fragment, (event as CustomEvent<FragmentFailure>).detail, language);
  });
}
