// Nothing personal is ever served from the document cache to another visitor (issue 24;
// decisions 0048, 0059): a signed-in visitor with a basket and an anonymous one ask for the same
// pages. A kept page is composed without any session, whoever asks first; its personal fragments
// fill the visitor's own state in the browser.
import { describe, expect, it } from "vitest";
import { testEdge } from "../testing/edge-fixture.ts";
import { customerWithBasket as signedUpWithBasket } from "../testing/customer-with-basket.ts";
import { productPaths } from "../testing/product-paths.ts";

const edge = await testEdge();
const { app } = edge;
const host = "localhost";

function page(path: string, cookie?: string) {
  return app.request(path, { headers: { host, ...(cookie ? { cookie } : {}) } });
}

/** Waits until the documents composed so far are kept (they are compressed after the stream). */
async function kept(count: number): Promise<void> {
  const started = Date.now();
  while ((edge.documentCache?.size ?? 0) < count) {
    if (Date.now() - started > 5000) throw new Error(`fewer than ${count} documents were kept`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const customerWithBasket = () => signedUpWithBasket(app, host);

/** The mini-basket's count as the page shows it. */
function basketCount(html: string): string | undefined {
  return /data-testid="mini-basket-count">(\d+)</.exec(html)?.[1];
}

/** Whether the page's fragments were told to fill the visitor's state in the browser. */
const fillsInBrowser = (html: string): boolean => html.includes('"fillInBrowser":true');

describe("the document cache and personal state", () => {
  it(
    "keeps the page the signed-in visitor asked for first without a trace of them",
    { timeout: 90_000 },
    async () => {
      const product = encodeURI((await productPaths(app, "1000002")).de);
      const cookie = await customerWithBasket();
      for (const path of ["/de/", product]) {
        const first = await page(path, cookie);
        expect(first.headers.get("x-document-cache")).toBe("miss");
        const firstHtml = await first.text();
        expect(firstHtml).not.toContain("Zelda");
        expect(basketCount(firstHtml)).toBe("0");
        expect(fillsInBrowser(firstHtml)).toBe(true);
        await kept((edge.documentCache?.size ?? 0) + 1);

        const anonymous = await page(path);
        expect(anonymous.status).toBe(200);
        expect(anonymous.headers.get("x-document-cache")).toBe("hit");
        const html = await anonymous.text();
        expect(html).not.toContain("Zelda");
        expect(basketCount(html)).toBe("0");
        expect(anonymous.headers.get("set-cookie") ?? "").not.toMatch(/sid|session|personal/i);
      }
    },
  );

  it(
    "keeps a page's data for the shell's navigation on the same terms, in both orders (decision 0063)",
    { timeout: 90_000 },
    async () => {
      const paths = await productPaths(app, "1000004");
      const signedInFirst = `${encodeURI(paths.de)}_payload.json`;
      const anonymousFirst = "/de/_payload.json";
      const cookie = await customerWithBasket();

      const first = await page(signedInFirst, cookie);
      expect(first.headers.get("x-document-cache")).toBe("miss");
      expect(first.headers.get("content-type")).toMatch(/^application\/json/);
      const firstBody = await first.text();
      expect(firstBody).not.toContain("Zelda");
      expect(basketCount(firstBody.replaceAll('\\"', '"'))).toBe("0");
      await kept((edge.documentCache?.size ?? 0) + 1);
      const anonymous = await page(signedInFirst);
      expect(anonymous.headers.get("x-document-cache")).toBe("hit");
      expect(anonymous.headers.get("content-type")).toMatch(/^application\/json/);
      const anonymousBody = await anonymous.text();
      expect(anonymousBody).toBe(firstBody);
      expect(JSON.parse(anonymousBody)).toMatchObject({ kind: "page", status: 200 });

      await (await page(anonymousFirst)).text();
      await kept((edge.documentCache?.size ?? 0) + 1);
      const signedIn = await page(anonymousFirst, cookie);
      expect(signedIn.headers.get("x-document-cache")).toBe("hit");
      const signedInBody = await signedIn.text();
      expect(signedInBody).not.toContain("Zelda");
      expect(fillsInBrowser(signedInBody)).toBe(true);
      expect(signedIn.headers.get("set-cookie") ?? "").not.toMatch(/sid|session|personal/i);

      // The basket page's data is the visitor's own, never kept.
      const basket = await page("/de/warenkorb/_payload.json", cookie);
      expect(basket.headers.get("x-document-cache")).toBe("bypass");
      expect(await basket.text()).toContain("Zelda");
    },
  );

  it("serves the signed-in visitor the kept page, and their own basket page", async () => {
    const path = encodeURI((await productPaths(app, "1000003")).de);
    await (await page(path)).text();
    await kept((edge.documentCache?.size ?? 0) + 1);

    const cookie = await customerWithBasket();
    const hit = await page(path, cookie);
    expect(hit.headers.get("x-document-cache")).toBe("hit");
    expect(await hit.text()).not.toContain("Zelda");

    // A page whose main content is personal is composed for the visitor, the header with it.
    const basket = await page("/de/warenkorb/", cookie);
    expect(basket.headers.get("x-document-cache")).toBe("bypass");
    const html = await basket.text();
    expect(html).toContain("Zelda");
    expect(basketCount(html)).toBe("1");
    expect(fillsInBrowser(html)).toBe(false);
  });

  it("composes the page for a session cookie without its marker", async () => {
    const cookie = await customerWithBasket();
    const response = await page("/de/", cookie.replace("; personal-state=1", ""));
    expect(response.headers.get("x-document-cache")).toBe("bypass");
    const html = await response.text();
    expect(html).toContain("Zelda");
    expect(basketCount(html)).toBe("1");
  });

  it("never keeps or replays a page that sets a voucher", async () => {
    const voucher = await page("/de/?voucher=SOMMER10");
    expect(voucher.headers.get("x-document-cache")).toBe("bypass");
    expect(voucher.headers.get("set-cookie")).toMatch(/voucher/i);
    await voucher.text();
    const plain = await page("/de/");
    await plain.text();
    expect(plain.headers.get("set-cookie") ?? "").not.toMatch(/voucher/i);
  });

  it("composes the page for a visitor with any cookie not known to carry no state", async () => {
    const response = await page("/de/", "something_else=1");
    expect(response.headers.get("x-document-cache")).toBe("bypass");
  });
});
