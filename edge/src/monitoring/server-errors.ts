import { randomUUID } from "node:crypto";
import { errorTracing, scrubPersonalData, sliceRelease } from "@shop/shared";

/** A server-side failure of a slice version while composing a page. */
export interface ServerFailure {
  readonly mfe: string;
  readonly version: string;
  readonly shopId: string;
  readonly locale: string;
  /** The page's route (`product`, `home`). */
  readonly pageType: string;
  readonly fragment: string;
  readonly error: unknown;
}

const framePattern = /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?$/;

/** V8's stack lines as Sentry frames, oldest call first (Sentry's order). */
function stackFrames(stack: string | undefined) {
  return (stack ?? "")
    .split("\n")
    .flatMap((line) => {
      const match = framePattern.exec(line);
      if (!match) return [];
      const [, fn, filename, lineno, colno] = match;
      return [{ function: fn ?? "?", filename, lineno: Number(lineno), colno: Number(colno) }];
    })
    .reverse();
}

/**
 * A Sentry error event for a server-side failure, tagged like the browser's (slice, slice
 * version, shop, locale, page type; release per slice version), personal data removed.
 */
export function serverErrorEvent(failure: ServerFailure, environment: string) {
  const error = failure.error instanceof Error ? failure.error : new Error(String(failure.error));
  return scrubPersonalData({
    event_id: randomUUID().replaceAll("-", ""),
    timestamp: Date.now() / 1000,
    platform: "node",
    level: "error",
    environment,
    release: sliceRelease(failure.mfe, failure.version),
    tags: {
      slice: failure.mfe,
      slice_version: failure.version,
      shop: failure.shopId,
      locale: failure.locale,
      page_type: failure.pageType,
      fragment: failure.fragment,
      phase: "server",
    },
    exception: {
      values: [
        {
          type: error.name,
          value: error.message.slice(0, errorTracing.maxMessageLength),
          stacktrace: { frames: stackFrames(error.stack) },
        },
      ],
    },
  });
}
