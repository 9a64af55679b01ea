// A renderer worker (decision 0028): loads one slice version's server module and renders with it
// on the edge's behalf. It starts with an allow-listed environment and only its configuration
// (`workerData`); the slice's client and the layout's navigation stay in the edge, and each call
// of theirs is a message answered there.
//
// Node runs this file as it is (types stripped): it imports only Node and the protocol.
import { parentPort, workerData, type MessagePort } from "node:worker_threads";
import {
  errorData,
  errorFrom,
  type FromWorker,
  type RendererDescription,
  type RendererWorkerData,
  type ToWorker,
} from "./renderer-protocol.ts";

interface LoadedRenderer {
  render?: (fragment: string, request: unknown) => Promise<unknown>;
  fragments?: Record<
    string,
    { personal?: unknown; hydration?: unknown; cache?: { query?: unknown; perPage?: unknown } }
  >;
  renderFrame?: (request: unknown) => Promise<string>;
  renderFallback?: (language: string) => string;
  mfe?: unknown;
}

if (!parentPort) throw new Error("renderer-worker.ts runs only as a worker thread");
const port: MessagePort = parentPort;
const config = workerData as RendererWorkerData;
const send = (message: FromWorker) => port.postMessage(message);

const pendingCalls = new Map<
  number,
  { resolve: (value: unknown) => void; reject: (error: Error) => void }
>();
let nextCall = 0;

/** Asks the edge to run one method of the render's client; settles with its answer. */
function callEdge(id: number, method: string, args: readonly unknown[]): Promise<unknown> {
  const call = (nextCall += 1);
  return new Promise((resolve, reject) => {
    pendingCalls.set(call, { resolve, reject });
    send({ type: "call", id, call, method, args });
  });
}

function describe(renderer: LoadedRenderer): RendererDescription {
  const description: { -readonly [K in keyof RendererDescription]: RendererDescription[K] } = {
    mfe: String(renderer.mfe),
  };
  if (typeof renderer.render === "function" && typeof renderer.fragments === "object") {
    description.fragments = Object.fromEntries(
      Object.entries(renderer.fragments).map(([name, info]) => [
        name,
        {
          personal: info.personal === true,
          // The cache parameters a fragment declares (decision 0025); a renderer built before
          // them has none, and the edge keys it on the whole query as it did then.
          ...(info.cache && Array.isArray(info.cache.query)
            ? {
                cache: {
                  query: (info.cache.query as unknown[]).filter((name) => typeof name === "string"),
                  perPage: info.cache.perPage !== false,
                },
              }
            : {}),
          ...(info.hydration === "interaction" || info.hydration === "visible"
            ? { hydration: info.hydration }
            : {}),
        },
      ]),
    );
  }
  if (typeof renderer.renderFrame === "function" && typeof renderer.renderFallback === "function") {
    const renderFallback = renderer.renderFallback.bind(renderer);
    description.fallbacks = Object.fromEntries(
      config.languages.map((language) => [language, renderFallback(language)]),
    );
  }
  return description;
}

type Work = Extract<ToWorker, { type: "render" | "frame" }>;

async function answer(renderer: LoadedRenderer, message: Work): Promise<unknown> {
  if (message.type === "render") {
    const api = Object.fromEntries(
      message.methods.map((method) => [
        method,
        (...args: unknown[]) => callEdge(message.id, method, args),
      ]),
    );
    if (!renderer.render) throw new Error("this module renders no fragments");
    return renderer.render(message.fragment, { ...message.request, api });
  }
  if (!renderer.renderFrame) throw new Error("this module renders no layout");
  return renderer.renderFrame({
    ...message.request,
    navigation: () => callEdge(message.id, "navigation", []),
  });
}

async function start(): Promise<void> {
  let renderer: LoadedRenderer;
  try {
    const loaded = (await import(config.moduleUrl)) as { default?: LoadedRenderer };
    if (typeof loaded.default !== "object" || loaded.default === null) {
      throw new Error("the module has no default export");
    }
    renderer = loaded.default;
    send({ type: "ready", renderer: describe(renderer) });
  } catch (error) {
    send({ type: "failed", error: errorData(error) });
    return;
  }
  port.on("message", (message: ToWorker) => {
    if (message.type === "reply") {
      const pending = pendingCalls.get(message.call);
      pendingCalls.delete(message.call);
      if (message.error) pending?.reject(errorFrom(message.error));
      else pending?.resolve(message.value);
      return;
    }
    answer(renderer, message).then(
      (value) => {
        try {
          send({ type: "done", id: message.id, value });
        } catch (error) {
          // What the renderer answered is not plain data (a function, a class instance).
          send({ type: "done", id: message.id, error: errorData(error) });
        }
      },
      (error: unknown) => send({ type: "done", id: message.id, error: errorData(error) }),
    );
  });
}

void start();
