import type {
  FragmentHead,
  FragmentRequest,
  PageComposition,
  RenderedFragment,
  VisitorContext,
} from "@shop/shared";
import type { HeadTags } from "../head/head-tags.ts";
import type { Logger } from "../logger.ts";
import type { PageMonitoring } from "../monitoring/page-monitoring.ts";
import type { AnswerReplay, KeptAnswerNote } from "./answer-replay.ts";
import type { ArtefactStore } from "./artefact-store.ts";
import type { DataVersions } from "./cache-invalidation.ts";
import type { CachedDocument } from "./document-cache.ts";
import type { FailureCounter } from "./failure-counter.ts";
import type { FragmentCache } from "./fragment-cache.ts";
import type { ManifestReader } from "./manifests.ts";
import type { RendererRegistry } from "./renderer-registry.ts";
import type { SliceBindings } from "./slice-bindings.ts";

export interface CompositionDeps {
  readonly store: ArtefactStore;
  readonly renderers: RendererRegistry;
  readonly manifests: ManifestReader;
  readonly cache: FragmentCache<RenderedFragment>;
  /** Whole pages for visitors without personal state (decision 0048); none: every page is composed. */
  readonly documents?: FragmentCache<CachedDocument> | undefined;
  /** Each slice's data version, which cached fragments are keyed on (decision 0025). */
  readonly dataVersions: Pick<DataVersions, "version" | "confirmed">;
  readonly failures: FailureCounter;
  /** Page views per slice version and server-side errors, for health (decision 0037). */
  readonly monitoring: PageMonitoring;
  readonly logger: Logger;
  /** Each slice's client, the shop config and navigation, as renderers receive them. */
  readonly bindings: SliceBindings;
  readonly fragmentTimeoutMs: number;
  readonly devReloadUrl?: string;
  /** Answers replayed before the framework (decision 0067): told of each fresh kept answer. */
  readonly answers?: Pick<AnswerReplay, "note">;
  /** Whether cookies the page sets carry `Secure` (shops served over https). */
  readonly secureCookies?: boolean;
}

/** What the page route hands over: the fragment request without its client, plus the page's own parts. */
export interface PageRequest extends Omit<FragmentRequest, "api" | "visitor" | "shopConfig"> {
  readonly visitor: VisitorContext;
  /** `?a=1` or empty: kept when the main fragment redirects to its canonical path. */
  readonly search: string;
  /** The shop's not-found answer (a redirect rule or the error page), when the main fragment says so. */
  readonly notFound: () => Promise<Response>;
  /** Turns what the main fragment says about the page into its head tags. */
  readonly headTags: (fragmentHead: FragmentHead) => HeadTags;
  /** Headers the page answer carries besides the standard ones (cookies, Vary). */
  readonly responseHeaders?: Readonly<Record<string, string | readonly string[]>>;
  readonly composition: PageComposition;
  /**
   * The visitor's part of the document cache key (`documentVariant`); absent when the visitor
   * may have personal state or the answer sets a cookie of its own: the page is composed.
   */
  readonly documentVariant?: string | undefined;
  /** The request's `Accept-Encoding`, for an answer from the document cache. */
  readonly acceptEncoding?: string | undefined;
  /**
   * A HEAD request: its answer's body is never read, so it never composes the document the
   * cache keeps (decision 0062).
   */
  readonly headOnly?: boolean;
  /** Told when the page is answered with a fresh kept document (the answer replay, decision 0067). */
  readonly keptAnswer?: (note: KeptAnswerNote) => void;
}
