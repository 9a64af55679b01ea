import type { LayoutName } from "../routing/routes.ts";
import type { RegionName } from "./layouts.ts";
import type { RuntimeConfig } from "./runtime-config.ts";
import type { FragmentHydration } from "./renderer.ts";

/**
 * A page as data (`{page}/_payload.json`, catalogue spec point 7; decision 0050): what the shell
 * needs to swap the page's regions in place of a full document load.
 */
export interface PayloadFragment {
  readonly elementId: string;
  /** `mfe-catalog/productDetail` */
  readonly fragmentId: string;
  readonly version: string;
  /** False: the fragment fell back on the server; `html` is the fallback and it has no state. */
  readonly rendered: boolean;
  readonly html: string;
  readonly state: unknown;
  /** The renderer's `FragmentInfo.hydration`, written on the container. */
  readonly hydration?: FragmentHydration;
}

/** The document head's tags, as the edge writes them into a full document. */
export interface PayloadHead {
  readonly title: string;
  readonly description?: string;
  readonly robots?: string;
  readonly canonical?: string;
  readonly alternates: readonly { readonly hreflang: string; readonly href: string }[];
}

export interface PagePayload {
  readonly kind: "page";
  /** The status the full document would answer with. */
  readonly status: number;
  readonly layout: LayoutName;
  /** The document's `lang` (`de-DE`). */
  readonly lang: string;
  readonly head: PayloadHead;
  /** Every region of the layout with its fragments in page order (an empty region: none). */
  readonly regions: Readonly<Partial<Record<RegionName, readonly PayloadFragment[]>>>;
  readonly remotes: RuntimeConfig["remotes"];
  /** Every stylesheet of the page (the shell's and the fragments'). */
  readonly styles: readonly string[];
  /** The fragments' scripts: preloaded by the document, hinted when the page is prefetched. */
  readonly preloads: readonly string[];
}

/** The page lives at another address (its canonical path): navigate there. */
export interface PayloadRedirect {
  readonly kind: "redirect";
  readonly location: string;
}

/** No page to swap in (not found, an address the shop cannot read): load the document. */
export interface PayloadFullLoad {
  readonly kind: "fullLoad";
}

export type PageAnswerPayload = PagePayload | PayloadRedirect | PayloadFullLoad;

const payloadFile = "_payload.json";

/** The payload address of a page path (`/de/p/name-1/` → `/de/p/name-1/_payload.json`); pages end in a slash. */
export function payloadPath(pagePath: string): string | undefined {
  return pagePath.endsWith("/") ? `${pagePath}${payloadFile}` : undefined;
}

/** The page path a payload address is for, or undefined when it is no payload address. */
export function pathOfPayload(path: string): string | undefined {
  return path.endsWith(`/${payloadFile}`) ? path.slice(0, -payloadFile.length) : undefined;
}
