import { describe, expect, it } from "vitest";
import { testEdge } from "../testing/edge-fixture.ts";
import { productPaths } from "../testing/product-paths.ts";

const edge = await testEdge();
const catalog = edge.slices["mfe-catalog"];
const client = catalog.client.bind(catalog);
/** The reference keys the catalogue's client was asked for, request by request. */
const reads: string[] = [];
catalog.client = (request) => {
  const bound = client(request);
  return {
    ...bound,
    product: (referenceKey: string) => {
      reads.push(referenceKey);
      return bound.product(referenceKey);
    },
  };
};

async function readsOf(path: string): Promise<{ status: number; reads: string[] }> {
  reads.length = 0;
  const response = await edge.app.request(path);
  await response.text();
  return { status: response.status, reads: [...reads] };
}

describe("the product page reads its product once (issue 14)", () => {
  const key = "1000004";

  it("reads it once to route and render a page, and not at all from the fragment cache", async () => {
    const paths = await productPaths(edge.app, key);
    expect(await readsOf(`${encodeURI(paths.de)}?fresh=1`)).toEqual({ status: 200, reads: [key] });
    expect(await readsOf(`${encodeURI(paths.de)}?fresh=1`)).toEqual({ status: 200, reads: [] });
  });

  it("reads it once to redirect a path that is not canonical, keeping the query", async () => {
    reads.length = 0;
    const response = await edge.app.request(`/de/p/anderer-name-${key}/?variant=x`);
    expect(response.status).toBe(301);
    const paths = await productPaths(edge.app, key);
    expect(response.headers.get("location")).toBe(`${encodeURI(paths.de)}?variant=x`);
    expect(reads).toEqual([key]);
  });

  it("reads it once to answer the not-found page for a product nobody sells", async () => {
    const answer = await readsOf("/de/p/gibt-es-nicht-1999998/");
    expect(answer).toEqual({ status: 404, reads: ["1999998"] });
  });
});
