import type { MicroFrontendName } from "@shop/shared";
import type { SliceVersion } from "./artefact-store.ts";
import { keptPageCookies, type KeptAnswerKind } from "./document-cache-key.ts";
import {
  cachedDocument,
  cachedDocumentResponse,
  documentBody,
  documentCacheHeader,
  lookUpDocument,
} from "./document-cache.ts";
import { documentDataUnconfirmed, pageDocumentKey } from "./page-document-key.ts";
import type { CompositionDeps, PageRequest } from "./page-request.ts";

/** What the document cache does for one page request, the same for documents and payloads. */
export type KeptPage =
  | { readonly answer: Response }
  | {
      readonly answer?: undefined;
      /** The request to compose with: a page kept for everyone is composed without the session. */
      readonly request: PageRequest;
      /** This request composes the answer the cache keeps (decision 0062). */
      readonly keeps: boolean;
      /**
       * Keeps the composed answer's body when this request composes the kept one, or gives the
       * claim up at once with `undefined` (an answer that may not be kept, or none), so the next
       * request composes it instead of waiting for the claim to lapse.
       */
      readonly keep: (body: string | undefined) => void;
    };

/**
 * Looks a page up in the document cache (decisions 0048, 0054, 0062) and sets the answer's
 * `x-document-cache` on `headers`: the kept answer when there is one, else how to compose it.
 */
export async function keptPage(
  deps: CompositionDeps,
  visitorRequest: PageRequest,
  slices: ReadonlyMap<MicroFrontendName, SliceVersion>,
  headers: Headers,
  kind: KeptAnswerKind,
): Promise<KeptPage> {
  const documents = deps.documents;
  const key = documents ? await pageDocumentKey(deps, visitorRequest, slices, kind) : undefined;
  if (!documents || key === undefined) {
    headers.set(documentCacheHeader, "bypass");
    return { request: visitorRequest, keeps: false, keep: () => undefined };
  }
  const lookup = lookUpDocument(documents, key, {
    mayKeep: visitorRequest.headOnly !== true,
    dataUnconfirmed: () => documentDataUnconfirmed(deps, slices),
  });
  if (lookup.kept) {
    deps.monitoring.pageViewed(slices.values());
    const body = documentBody(lookup.kept, visitorRequest.acceptEncoding ?? "");
    const answer = cachedDocumentResponse(lookup.kept, body, headers);
    answer.headers.set(documentCacheHeader, lookup.outcome);
    if (lookup.outcome === "hit") {
      visitorRequest.keptAnswer?.({
        key,
        document: lookup.kept,
        body: body.body,
        slices: [...slices.values()],
      });
    }
    return { answer };
  }
  headers.set(documentCacheHeader, "miss");
  const { keeps } = lookup;
  return {
    // Its personal fragments fill the visitor's own state in the browser (decision 0059).
    request: {
      ...visitorRequest,
      cookies: keptPageCookies(visitorRequest.cookies),
      personalInBrowser: true,
    },
    keeps,
    keep(body) {
      if (!keeps) return;
      if (body === undefined) {
        documents.release(key);
        return;
      }
      cachedDocument(body, 200).then(
        (kept) => documents.put(key, kept),
        (error: unknown) => {
          documents.release(key);
          deps.logger.error("document_cache.store_failed", { error: String(error) });
        },
      );
    },
  };
}
