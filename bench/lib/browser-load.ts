import { chromium, type Response } from "@playwright/test";
import { sliceOf } from "./first-load.ts";
import { assertLoopback } from "./http.ts";
import { chromiumLaunchOptions } from "../../e2e/fixtures/chromium.ts";
import { shopperUserAgent } from "../../e2e/fixtures/consent.ts";

/** One script response as the browser received it. */
export interface BrowserScript {
  readonly url: string;
  readonly slice: string;
  readonly status: number;
  /** Body bytes on the wire (still compressed), from the request's `sizes()`. */
  readonly encodedBytes: number;
  /** The `content-length` header, when the server sent one. */
  readonly contentLength: number | undefined;
  readonly contentEncoding: string;
}

/**
 * Opens a page in a fresh Chromium (empty cache) and records every script response until the
 * network has been idle for 500 ms. The browser says it is a desktop Chrome: headless Chromium's
 * own user agent is taken for a crawler, which sees no consent banner (catalogue spec point 4),
 * and this counts a shopper's first visit, as the markup count and Lighthouse do.
 */
export async function browserFirstLoad(
  pageUrl: string,
): Promise<{ scripts: BrowserScript[]; acceptEncoding: string }> {
  assertLoopback(pageUrl);
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage({ userAgent: shopperUserAgent });
    const responses: Response[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") responses.push(response);
    });
    const navigation = await page.goto(pageUrl, { waitUntil: "networkidle" });
    const acceptEncoding = (await navigation?.request().allHeaders())?.["accept-encoding"] ?? "";
    const scripts = await Promise.all(responses.map(describe));
    return { scripts, acceptEncoding };
  } finally {
    await browser.close();
  }
}

async function describe(response: Response): Promise<BrowserScript> {
  const [sizes, headers] = await Promise.all([response.request().sizes(), response.allHeaders()]);
  const length = headers["content-length"];
  return {
    url: response.url(),
    slice: sliceOf(response.url()),
    status: response.status(),
    encodedBytes: sizes.responseBodySize,
    contentLength: length === undefined ? undefined : Number(length),
    contentEncoding: headers["content-encoding"] ?? "identity",
  };
}
