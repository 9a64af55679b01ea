import type { PageAnswerPayload } from "@shop/shared";

/** Route preloads running at once (core spec point 9); more wait in line. */
export const routePreloadLimit = 4;
/** How long a prefetched page may stand in for a fresh one: it carries personal fragments. */
export const prefetchLifetimeMs = 30_000;

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** Fetches a page's payload; anything but JSON (an error page) is a failure. */
export async function loadPayload(url: string, fetcher: Fetch = fetch): Promise<PageAnswerPayload> {
  const response = await fetcher(url, {
    headers: { accept: "application/json" },
    credentials: "same-origin",
  });
  if (!response.headers.get("content-type")?.startsWith("application/json")) {
    throw new Error(`${url} answered ${response.status} without a payload`);
  }
  return (await response.json()) as PageAnswerPayload;
}

interface Kept {
  readonly at: number;
  readonly payload: Promise<PageAnswerPayload>;
}

/** Page payloads: fetched for a navigation, or ahead of it by prefetch, at most 4 at once. */
export class PayloadStore {
  private readonly kept = new Map<string, Kept>();
  /** Prefetches in line, each with how to hand its load to the caller who asked for it. */
  private readonly waiting: {
    readonly url: string;
    readonly start: (payload: Promise<PageAnswerPayload>) => void;
  }[] = [];
  private running = 0;
  private readonly load: (url: string) => Promise<PageAnswerPayload>;
  private readonly now: () => number;

  constructor(load: (url: string) => Promise<PageAnswerPayload> = loadPayload, now = Date.now) {
    this.load = load;
    this.now = now;
  }

  /** The payload for a navigation: a fresh prefetched one (used once), else fetched now. */
  take(url: string): Promise<PageAnswerPayload> {
    const kept = this.kept.get(url);
    this.kept.delete(url);
    if (kept && this.now() - kept.at < prefetchLifetimeMs) return kept.payload;
    return this.load(url);
  }

  /**
   * Fetches a payload ahead of a navigation, once, in line behind the preloads running; resolves
   * when it has loaded, also when it had to wait in line.
   */
  prefetch(url: string): Promise<PageAnswerPayload> | undefined {
    const kept = this.kept.get(url);
    if (kept && this.now() - kept.at < prefetchLifetimeMs) return kept.payload;
    if (this.waiting.some((one) => one.url === url)) return undefined;
    const payload = new Promise<PageAnswerPayload>((resolve, reject) => {
      this.waiting.push({ url, start: (loading) => void loading.then(resolve, reject) });
    });
    this.next();
    return payload;
  }

  /** Forgets every prefetched payload (the visitor's basket or consent changed). */
  clear(): void {
    this.kept.clear();
    this.waiting.length = 0;
  }

  private next(): void {
    while (this.running < routePreloadLimit && this.waiting.length > 0) {
      const { url, start } = this.waiting.shift() as (typeof this.waiting)[number];
      this.running += 1;
      const payload = this.load(url);
      this.kept.set(url, { at: this.now(), payload });
      start(payload);
      payload
        .catch(() => {
          if (this.kept.get(url)?.payload === payload) this.kept.delete(url);
        })
        .finally(() => {
          this.running -= 1;
          this.next();
        });
    }
  }
}
