import {
  federationName,
  knownHydration,
  pageMarkup,
  type FragmentHydration,
  type RemoteName,
} from "@shop/shared";
import { readJsonScript } from "./runtime-config.ts";

/** One server-rendered fragment container found in the page. */
export interface PageFragment {
  readonly element: HTMLElement;
  readonly mfe: RemoteName;
  readonly fragment: string;
  /** `mfe_catalog/recommendationSlider`: what Module Federation loads. */
  readonly federatedModule: string;
  readonly version: string;
  readonly state: unknown;
  /**
   * Its container's `data-hydrate`: `interaction` waits for the visitor (decision 0060), `visible`
   * for the fragment to come near the viewport (decision 0061), `none` never starts (decision 0065).
   */
  readonly hydration: FragmentHydration | undefined;
  /**
   * The markup the server rendered, as the page arrived: put back when the fragment's script
   * fails after it touched the markup (decision 0024).
   */
  readonly serverMarkup: string;
}

/** A fragment container as the shell loads it, with the state it hydrates with. */
export function pageFragment(element: HTMLElement, state: unknown): PageFragment {
  const [mfe, fragment] = (element.getAttribute(pageMarkup.fragmentAttribute) ?? "").split("/");
  return {
    element,
    mfe: mfe as RemoteName,
    fragment: fragment ?? "",
    federatedModule: `${federationName(mfe as RemoteName)}/${fragment ?? ""}`,
    version: element.dataset.version ?? "unknown",
    state,
    hydration: knownHydration(element.getAttribute(pageMarkup.hydrationAttribute)),
    serverMarkup: element.innerHTML,
  };
}

/**
 * The fragments the edge rendered successfully, in the page or inside `root` (a fragment's slots
 * hold fragments of their own; decision 0055). Fragments that already fell back on the server
 * stay as they are: their state never reached the page.
 */
export function pageFragments(root: ParentNode = document): PageFragment[] {
  const elements = root.querySelectorAll<HTMLElement>(`[${pageMarkup.fragmentAttribute}]`);
  return [...elements]
    .filter((element) => element.dataset.status === "rendered")
    .map((element) =>
      pageFragment(
        element,
        readJsonScript(`script[${pageMarkup.stateAttribute}="${element.id}"]`, root),
      ),
    );
}
