import { Worker } from "node:worker_threads";
import { pathToFileURL } from "node:url";
import {
  errorData,
  errorFrom,
  type ErrorData,
  type FromWorker,
  type RendererDescription,
  type RendererWorkerData,
  type ToWorker,
} from "./renderer-protocol.ts";

/** The functions a render may call in the edge, by name (the slice's client, `navigation`). */
export type Callables = ReadonlyMap<string, (...args: unknown[]) => unknown>;

/** A render or frame as it is sent, before the thread numbers it. */
export type Work =
  | Omit<Extract<ToWorker, { type: "render" }>, "id">
  | Omit<Extract<ToWorker, { type: "frame" }>, "id">;

export interface RendererThreadOptions {
  /** The version's `server/renderer.js`. */
  readonly moduleFile: string;
  readonly languages: readonly string[];
  /** The worker's whole `process.env`: allow-listed, never the edge's own. */
  readonly env: Readonly<Record<string, string>>;
  /** The worker's heap limit: a renderer that exceeds it ends its worker, not the edge. */
  readonly maxHeapMb: number;
  /** How long one render may take before it fails and the worker is replaced. */
  readonly renderTimeoutMs: number;
  /** Called once when a render timed out: the pool starts a replacement. */
  readonly onRetiring: (thread: RendererThread) => void;
  /** Called once when the worker has ended, for whatever reason. */
  readonly onEnded: (thread: RendererThread, reason: string) => void;
}

interface PendingRender {
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: Error) => void;
  readonly callables: Callables;
  readonly timer: NodeJS.Timeout;
}

const workerFile = new URL("./renderer-worker.ts", import.meta.url);

/**
 * One worker thread running one slice version's server module (decision 0028): renders are
 * messages, and each call of the render's client is answered here from the real one. A render
 * that times out fails; its worker (hung, or holding a render that never ends) takes no more
 * renders and is ended once the renders it still has are settled or timed out.
 */
export class RendererThread {
  /** What the module renders, once it has loaded; rejects when it does not load. */
  readonly ready: Promise<RendererDescription>;
  private readonly worker: Worker;
  private readonly options: RendererThreadOptions;
  private readonly pending = new Map<number, PendingRender>();
  private nextId = 0;
  private loaded = false;
  private endedFor: string | undefined;
  private lastError: Error | undefined;
  private retiring = false;

  constructor(options: RendererThreadOptions) {
    this.options = options;
    const workerData: RendererWorkerData = {
      moduleUrl: pathToFileURL(options.moduleFile).href,
      languages: options.languages,
    };
    this.worker = new Worker(workerFile, {
      workerData,
      env: { ...options.env },
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb },
    });
    // The edge's server keeps the process alive, not its renderers.
    this.worker.unref();
    let settleReady: { resolve: (d: RendererDescription) => void; reject: (e: Error) => void };
    this.ready = new Promise<RendererDescription>((resolve, reject) => {
      settleReady = { resolve, reject };
    });
    // Handled by whoever awaits it; a thread nobody awaited must not report an unhandled rejection.
    this.ready.catch(() => undefined);
    this.worker.on("message", (message: FromWorker) => {
      if (message.type === "ready") {
        this.loaded = true;
        settleReady.resolve(message.renderer);
      } else if (message.type === "failed") {
        settleReady.reject(errorFrom(message.error));
        void this.terminate("its module did not load");
      } else if (message.type === "done") {
        this.settle(message.id, message.error, message.value);
      } else {
        this.answerCall(message);
      }
    });
    this.worker.on("error", (error) => {
      this.lastError = error;
    });
    this.worker.on("exit", (code) => {
      const reason =
        this.endedFor ??
        (this.lastError ? `it crashed: ${this.lastError.message}` : `exit ${code}`);
      this.endedFor = reason;
      const ended = new Error(`the renderer's worker ended (${reason})`);
      settleReady.reject(ended);
      for (const id of [...this.pending.keys()]) this.settle(id, errorData(ended), undefined);
      options.onEnded(this, reason);
    });
  }

  /** Renders in flight on this worker. */
  get inFlight(): number {
    return this.pending.size;
  }

  /** Loaded, not ended and not retiring: may take renders. */
  get usable(): boolean {
    return this.loaded && !this.retiring && this.endedFor === undefined;
  }

  /** Whether the module had loaded before the worker ended (a crash, not a bad module). */
  get wasReady(): boolean {
    return this.loaded;
  }

  /** Sends one render or frame; settles with its answer, its error, or a timeout. */
  run(work: Work, callables: Callables): Promise<unknown> {
    if (this.endedFor !== undefined) {
      return Promise.reject(new Error(`the renderer's worker ended (${this.endedFor})`));
    }
    const id = (this.nextId += 1);
    return new Promise((resolve, reject) => {
      try {
        this.worker.postMessage({ ...work, id } satisfies ToWorker);
      } catch (error) {
        // The request is not plain data: this render fails, the worker is fine.
        reject(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      const timer = setTimeout(() => {
        if (!this.retiring) {
          this.retiring = true;
          this.options.onRetiring(this);
        }
        this.settle(id, { name: "Error", message: this.timeoutMessage() }, undefined);
      }, this.options.renderTimeoutMs);
      this.pending.set(id, { resolve, reject, callables, timer });
    });
  }

  /** Ends the worker; its renders in flight fail. */
  async terminate(reason: string): Promise<void> {
    this.endedFor ??= reason;
    await this.worker.terminate();
  }

  private timeoutMessage(): string {
    return `the render took longer than ${this.options.renderTimeoutMs} ms`;
  }

  private settle(id: number, error: ErrorData | undefined, value: unknown): void {
    const render = this.pending.get(id);
    if (!render) return;
    this.pending.delete(id);
    clearTimeout(render.timer);
    if (error) render.reject(errorFrom(error));
    else render.resolve(value);
    if (this.retiring && this.pending.size === 0) void this.terminate("a render timed out");
  }

  /** Runs a client method the worker asked for, if its render is still waiting, and replies. */
  private answerCall(message: Extract<FromWorker, { type: "call" }>): void {
    const reply = (answer: { value?: unknown; error?: ErrorData }) => {
      if (this.endedFor !== undefined) return;
      try {
        this.worker.postMessage({
          type: "reply",
          call: message.call,
          ...answer,
        } satisfies ToWorker);
      } catch (error) {
        // The answer is not plain data: the renderer gets an error instead.
        this.worker.postMessage({
          type: "reply",
          call: message.call,
          error: errorData(error),
        } satisfies ToWorker);
      }
    };
    const method = this.pending.get(message.id)?.callables.get(message.method);
    if (!method) {
      const why = this.pending.has(message.id)
        ? `the client has no method ${message.method}`
        : "the render has ended";
      reply({ error: { name: "Error", message: why } });
      return;
    }
    Promise.resolve()
      .then(() => method(...message.args))
      .then(
        (value) => reply({ value }),
        (error: unknown) => reply({ error: errorData(error) }),
      );
  }
}
