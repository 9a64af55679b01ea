/** Thrown when every render slot is busy and the queue is full; says when to try again. */
export class RenderQueueFull extends Error {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super("Too many images are being made; try again shortly");
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Until a first render has finished, a render is taken to last this long. */
const assumedRenderMs = 250;

/**
 * Runs at most `concurrency` tasks at once, lets at most `maxWaiting` more wait in order, and
 * refuses the rest at once with RenderQueueFull (decision 0030): cold image renders take a core
 * each, so a burst of them must neither pile up without end nor starve the pages.
 */
export class RenderQueue {
  private readonly concurrency: number;
  private readonly maxWaiting: number;
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  /** Recent renders' mean duration, for Retry-After. */
  private averageMs = assumedRenderMs;

  constructor(concurrency: number, maxWaiting: number) {
    this.concurrency = concurrency;
    this.maxWaiting = maxWaiting;
  }

  /** The task's result once a slot is free; RenderQueueFull when the queue is full. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw new RenderQueueFull(this.retryAfter());
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    const started = performance.now();
    try {
      return await task();
    } finally {
      this.averageMs = 0.8 * this.averageMs + 0.2 * (performance.now() - started);
      // The slot passes straight to the next waiting task, or is given back.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  /** Whole seconds until the queue has likely drained, from 1 to 60. */
  private retryAfter(): number {
    const seconds =
      ((this.waiting.length + this.running) * this.averageMs) / this.concurrency / 1000;
    return Math.min(60, Math.max(1, Math.ceil(seconds)));
  }
}
