import type { ShopContext } from "../shops/shops.ts";
import type { RemoteName } from "./micro-frontends.ts";

export interface RemoteEntry {
  /** The Module Federation container name (`mfe_catalog`). */
  readonly federationName: string;
  /** The version's `mf-manifest.json`; chosen per request by the edge, never baked into a build. */
  readonly manifestUrl: string;
  /**
   * The version's remote entry script, chosen with the manifest: the shell loads the container
   * from it directly, without the manifest's round trip (decision 0021, second pass).
   */
  readonly entryUrl: string;
  readonly version: string;
}

/** The file name of every slice's Module Federation remote entry, next to its manifest. */
export const remoteEntryFile = "remoteEntry.js";

/** Written by the edge into every page (`<script id="shop-runtime-config">`), read by the shell. */
export interface RuntimeConfig {
  readonly shop: ShopContext;
  readonly remotes: Partial<Record<RemoteName, RemoteEntry>>;
  /** Server-sent events that announce a rebuilt slice in development; absent in production. */
  readonly devReloadUrl?: string;
  /** Error reporting: the shell's Sentry client sends through the edge's tunnel (decision 0037). */
  readonly monitoring?: MonitoringConfig;
}

export interface MonitoringConfig {
  /** The project's public DSN (names the project; envelopes go to the tunnel). */
  readonly dsn: string;
  readonly environment: string;
  /** The page's route (`product`, `home`), tagged on every event as its page type. */
  readonly pageType: string;
}

/** Element ids and attributes shared by the edge (which writes them) and the shell (which reads them). */
export const pageMarkup = {
  runtimeConfigId: "shop-runtime-config",
  /**
   * On the runtime config's element: the scripts of the fragments that start with the page, which
   * the edge's start script preloads once the page painted (decisions 0057 and 0065).
   */
  preloadsAttribute: "data-preloads",
  fallbackTemplateId: "shop-fragment-fallback",
  fragmentAttribute: "data-fragment",
  stateAttribute: "data-fragment-state",
  /** On a container whose fragment hydrates on interaction (`FragmentInfo.hydration`). */
  hydrationAttribute: "data-hydrate",
  /**
   * Set by the shell while such a fragment waits for the visitor (removed when it starts): its
   * server markup stands alone until then.
   */
  waitingAttribute: "data-waiting",
  /**
   * On a `<dialog>` the server draws open that must be modal from the start (the consent banner's
   * first layer, decision 0066): the start script opens it as a modal before any slice's script.
   */
  opensModalAttribute: "data-opens-modal",
} as const;

/**
 * What Tab moves between inside a modal dialog: the shared `Dialog` keeps it inside, as the start
 * script does for a dialog drawn by the server until its slice's script runs (decision 0066).
 */
export const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Where the browser reports fragments that failed to load or render. */
export const fragmentErrorPath = "/api/telemetry/fragment-error";

/** How a fragment container ended up on the server. */
export type FragmentStatus = "rendered" | "fallback";

/** Props every fragment's single-spa lifecycles receive from the shell. */
export interface FragmentMountProps {
  readonly domElement: HTMLElement;
  readonly state: unknown;
  readonly shop: ShopContext;
  readonly version: string;
}

/**
 * The prefix of the ids React makes (`useId`) in one fragment's tree, the same on the server and
 * in the browser: every slice's tree starts counting at the same place, so without it two
 * fragments on a page would make the same ids and a label could name another slice's field.
 */
export function fragmentIdPrefix(mfe: string, fragment: string): string {
  return `${mfe}-${fragment}-`;
}

/** A fragment failure reported by the browser (counted per slice and version by the edge). */
export interface FragmentErrorReport {
  readonly mfe: string;
  readonly version: string;
  readonly fragment: string;
  readonly phase: "load" | "render";
  readonly message: string;
}

/**
 * Serializes a value for a `<script type="application/json">` element: `<` is escaped so the
 * content can never close the element or open a comment.
 */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll("<", "\\u003c")
    .replaceAll("\u2028", "\\u2028")
    .replaceAll("\u2029", "\\u2029");
}
