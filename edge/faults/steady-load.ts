import { randomBytes } from "node:crypto";

/** One request of the load: when it was sent, how long it took, and how it ended. */
export interface Sample {
  readonly at: number;
  readonly ms: number;
  readonly kind: "page" | "api" | "write";
  /** The HTTP status, or 0 when no answer came (refused, reset, timed out). */
  readonly status: number;
  readonly retryAfter: boolean;
  /** The page asked for (its path), for pages. */
  readonly path?: string | undefined;
  /** A page's `x-document-cache` answer: `hit` when it came whole from the document cache. */
  readonly documentCache?: string | undefined;
  /** A page's content fragments (`mfe-cms/…`) that fell back instead of showing content. */
  readonly contentFallbacks?: number;
}

/** Content fragments of a page that show their fallback instead of content. */
const contentFallback = /data-fragment="mfe-cms\/[^"]*"[^>]*data-status="fallback"/g;

export interface LoadTargets {
  readonly base: string;
  /** Pages to read, e.g. a home, a content and a product page. */
  readonly pages: readonly string[];
  /** Variants with stock to spare, for basket writes. */
  readonly variants: readonly string[];
}

const requestTimeoutMs = 15_000;

/** One basket of a writer, with the quantities the shop acknowledged per variant. */
interface WrittenBasket {
  readonly key: string;
  cookie: string;
  readonly acknowledged: Map<string, number>;
  readonly attempted: Map<string, number>;
}

const add = (counts: Map<string, number>, key: string) =>
  counts.set(key, (counts.get(key) ?? 0) + 1);

/**
 * A cookie the document cache does not know (decision 0048): the page is composed for this
 * request alone, as for a signed-in visitor, never answered from the cache.
 */
const composedFor = { cookie: "fault_suite_visitor=1" };

/**
 * A steady load through the balancer (issue 25, point 4): readers ask for pages and a catalogue
 * call (the first reader with a cookie that has its pages composed each time), writers add one piece at a time to a basket of their own, every request recorded. Runs
 * until `stop()`; `lostWrites()` then reads every basket back and counts acknowledged pieces
 * that are not there.
 */
export class SteadyLoad {
  readonly samples: Sample[] = [];
  readonly #targets: LoadTargets;
  readonly #baskets: WrittenBasket[] = [];
  #running = true;
  readonly #workers: Promise<void>[] = [];

  constructor(targets: LoadTargets, readers = 6, writers = 3) {
    this.#targets = targets;
    for (let index = 0; index < readers; index += 1) this.#workers.push(this.#read(index));
    for (let index = 0; index < writers; index += 1) {
      const basket: WrittenBasket = {
        key: `basket_home-de_${randomBytes(16).toString("hex")}`,
        cookie: "",
        acknowledged: new Map(),
        attempted: new Map(),
      };
      this.#baskets.push(basket);
      this.#workers.push(this.#write(basket));
    }
  }

  /** The pages the load reads. */
  get pages(): readonly string[] {
    return this.#targets.pages;
  }

  /** Variants with stock to spare, as the load uses them. */
  get variants(): readonly string[] {
    return this.#targets.variants;
  }

  async stop(): Promise<void> {
    this.#running = false;
    await Promise.all(this.#workers);
  }

  /** Samples sent from `from` on (a time of `performance.now()`), optionally until `to`. */
  between(from: number, to = Infinity): Sample[] {
    return this.samples.filter((sample) => sample.at >= from && sample.at < to);
  }

  /** Acknowledged pieces missing from the baskets as the shop reads them now. */
  async lostWrites(): Promise<number> {
    let lost = 0;
    for (const basket of this.#baskets) {
      const response = await fetch(
        `${this.#targets.base}/api/shop/basket/get/${basket.key}/?locale=de-de`,
        { headers: { cookie: basket.cookie } },
      );
      const { items } = (await response.json()) as {
        items: { quantity: number; variant: { id: string } }[];
      };
      for (const [variantId, count] of basket.acknowledged) {
        const held = items
          .filter((item) => item.variant.id === variantId)
          .reduce((sum, item) => sum + item.quantity, 0);
        if (held < count) lost += count - held;
      }
    }
    return lost;
  }

  async #request(
    kind: Sample["kind"],
    url: string,
    init: RequestInit = {},
  ): Promise<Response | undefined> {
    const at = performance.now();
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(requestTimeoutMs) });
      const body = await response.clone().text();
      this.samples.push({
        at,
        ms: performance.now() - at,
        kind,
        status: response.status,
        retryAfter: response.headers.has("retry-after"),
        ...(kind === "page"
          ? {
              path: new URL(url).pathname,
              documentCache: response.headers.get("x-document-cache") ?? undefined,
              contentFallbacks: body.match(contentFallback)?.length ?? 0,
            }
          : {}),
      });
      return response;
    } catch {
      this.samples.push({ at, ms: performance.now() - at, kind, status: 0, retryAfter: false });
      return undefined;
    }
  }

  async #read(index: number): Promise<void> {
    const { base, pages } = this.#targets;
    for (let round = index; this.#running; round += 1) {
      const page = pages[round % pages.length]!;
      await this.#request("page", `${base}${page}`, index === 0 ? { headers: composedFor } : {});
      await this.#request("api", `${base}/api/shop/search/?locale=de-de&query=${round % 7}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async #write(basket: WrittenBasket): Promise<void> {
    const { base, variants } = this.#targets;
    for (let round = 0; this.#running; round += 1) {
      const variantId = variants[round % variants.length]!;
      add(basket.attempted, variantId);
      const response = await this.#request(
        "write",
        `${base}/api/shop/basket/addItem/?locale=de-de`,
        {
          method: "POST",
          headers: {
            "content-type": "application/json",
            ...(basket.cookie ? { cookie: basket.cookie } : {}),
          },
          body: JSON.stringify({ basketKey: basket.key, variantId, quantity: 1 }),
        },
      );
      basket.cookie ||= /sid=[^;]+/.exec(response?.headers.get("set-cookie") ?? "")?.[0] ?? "";
      if (response?.ok) add(basket.acknowledged, variantId);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
