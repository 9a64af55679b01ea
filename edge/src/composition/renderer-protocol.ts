// The messages between the edge and a renderer worker (decision 0028). Plain data only: the
// worker runs with no secrets and no references to the edge's objects, so everything it needs
// (the request, the answers of its slice's client) crosses as structured-clone data.
//
// This file is loaded by the worker as it is (Node strips the types): it imports nothing.

/** A worker's only configuration: which module to load, and the languages to prepare. */
export interface RendererWorkerData {
  /** `file:` URL of the version's `server/renderer.js`. */
  readonly moduleUrl: string;
  /** The shop's languages: a layout renderer's fallback is rendered once for each. */
  readonly languages: readonly string[];
}

/** An error as it crosses the thread boundary: rebuilt as an `Error` on the other side. */
export interface ErrorData {
  readonly name: string;
  readonly message: string;
  /** An HTTP status the error carries (an `HTTPException` of the slice's API). */
  readonly status?: number;
}

/** What the loaded module renders, told once when the worker is ready. */
export interface RendererDescription {
  readonly mfe: string;
  /** A fragment renderer's fragments (`FragmentRenderer.fragments`). */
  readonly fragments?: Readonly<
    Record<
      string,
      {
        readonly personal: boolean;
        /** `FragmentInfo.cache` (decision 0025): the query parameters it reads, and whether per page. */
        readonly cache?: { readonly query: readonly string[]; readonly perPage: boolean };
        /** `FragmentInfo.hydration` (decisions 0060 and 0061). */
        readonly hydration?: "interaction" | "visible";
      }
    >
  >;
  /** A layout renderer's fallback markup per language (`LayoutRenderer.renderFallback`). */
  readonly fallbacks?: Readonly<Record<string, string>>;
}

/** Edge → worker. */
export type ToWorker =
  | {
      readonly type: "render";
      readonly id: number;
      readonly fragment: string;
      /** The fragment request without its client. */
      readonly request: Readonly<Record<string, unknown>>;
      /** The client's method names: each becomes a function that asks the edge. */
      readonly methods: readonly string[];
    }
  | {
      readonly type: "frame";
      readonly id: number;
      /** The layout request without `navigation`, which becomes a call to the edge. */
      readonly request: Readonly<Record<string, unknown>>;
    }
  | {
      readonly type: "reply";
      readonly call: number;
      readonly value?: unknown;
      readonly error?: ErrorData;
    };

/** Worker → edge. */
export type FromWorker =
  | { readonly type: "ready"; readonly renderer: RendererDescription }
  | { readonly type: "failed"; readonly error: ErrorData }
  | {
      readonly type: "done";
      readonly id: number;
      readonly value?: unknown;
      readonly error?: ErrorData;
    }
  | {
      readonly type: "call";
      /** The render the call belongs to: only its client's methods answer. */
      readonly id: number;
      readonly call: number;
      readonly method: string;
      readonly args: readonly unknown[];
    };

/** An error (or anything thrown) as plain data. */
export function errorData(error: unknown): ErrorData {
  if (!(error instanceof Error)) return { name: "Error", message: String(error) };
  const status = (error as { status?: unknown }).status;
  return {
    name: error.name,
    message: error.message,
    ...(typeof status === "number" ? { status } : {}),
  };
}

/** The `Error` an `ErrorData` stands for, keeping its name and status. */
export function errorFrom(data: ErrorData): Error {
  const error = new Error(data.message) as Error & { status?: number };
  error.name = data.name;
  if (data.status !== undefined) error.status = data.status;
  return error;
}
