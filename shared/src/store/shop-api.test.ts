import { describe, expect, it } from "vitest";
import { callFailure } from "./api-error.ts";
import { makeStore, serverStoreState } from "./make-store.ts";
import { shopApi, type ShopApiExtra } from "./shop-api.ts";

const api = shopApi.injectEndpoints({
  endpoints: (build) => ({
    testUser: build.query<{ name: string }, void>({ query: () => "user/" }),
    testSignIn: build.mutation<{ ok: boolean }, { email: string }>({
      query: (body) => ({
        url: "user/auth/login/",
        method: "POST",
        params: { locale: "de-de" },
        body,
      }),
    }),
  }),
});

/** A fetch that answers from a list and records what it was asked. */
function recordingFetch(answers: (() => Response)[]) {
  const requests: Request[] = [];
  const fetch: NonNullable<ShopApiExtra["fetch"]> = (input, init) => {
    const request = new Request(input, init);
    requests.push(request);
    const answer = answers.shift();
    if (!answer) throw new Error(`unexpected ${request.method} ${request.url}`);
    return Promise.resolve(answer());
  };
  return { fetch, requests };
}

const json =
  (body: unknown, status = 200) =>
  () =>
    Response.json(body, { status });
const origin = "http://shop.test";

describe("the shop's RTK Query API", () => {
  it("calls /api/ on the page's origin with the session cookie and a JSON body", async () => {
    const { fetch, requests } = recordingFetch([json({ ok: true })]);
    const store = makeStore(undefined, { origin, fetch });
    const result = await store.dispatch(api.endpoints.testSignIn.initiate({ email: "a@b.de" }));
    expect(result.data).toEqual({ ok: true });
    const [request] = requests;
    expect(request?.url).toBe("http://shop.test/api/user/auth/login/?locale=de-de");
    expect(request?.method).toBe("POST");
    expect(request?.credentials).toBe("same-origin");
    expect(request?.headers.get("content-type")).toBe("application/json");
    expect(await request?.text()).toBe('{"email":"a@b.de"}');
  });

  it("hydrates a server store's answered query without calling again", async () => {
    const server = makeStore(undefined, { origin, fetch: recordingFetch([]).fetch });
    await server.dispatch(api.util.upsertQueryData("testUser", undefined, { name: "Eva" }));
    const carried = JSON.parse(JSON.stringify(serverStoreState(server))) as ReturnType<
      typeof serverStoreState
    >;

    const { fetch, requests } = recordingFetch([]);
    const browser = makeStore(carried, { origin, fetch });
    const subscription = browser.dispatch(api.endpoints.testUser.initiate());
    const result = await subscription;
    subscription.unsubscribe();
    expect(result.data).toEqual({ name: "Eva" });
    expect(requests).toHaveLength(0);
  });

  it("tries a state-changing call once more after a 503, and gives its error body", async () => {
    const refusal = { error: "Try again later", key: "auth.unavailable" };
    const { fetch, requests } = recordingFetch([json(refusal, 503), json(refusal, 503)]);
    const store = makeStore(undefined, { origin, fetch });
    const result = await store.dispatch(api.endpoints.testSignIn.initiate({ email: "a@b.de" }));
    expect(requests).toHaveLength(2);
    const [first, second] = requests.map((request) => request.headers.get("idempotency-key"));
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toBe(first);
    expect(callFailure(result.error)).toEqual({ status: 503, body: refusal });
  });

  it("does not repeat a refused call (400, 401) or a read", async () => {
    for (const status of [400, 401]) {
      const { fetch, requests } = recordingFetch([json({ error: "no" }, status)]);
      const store = makeStore(undefined, { origin, fetch });
      const result = await store.dispatch(api.endpoints.testSignIn.initiate({ email: "a@b.de" }));
      expect(requests).toHaveLength(1);
      expect(callFailure(result.error).status).toBe(status);
    }
    const { fetch, requests } = recordingFetch([json({ error: "down" }, 503)]);
    const store = makeStore(undefined, { origin, fetch });
    await store.dispatch(api.endpoints.testUser.initiate());
    expect(requests).toHaveLength(1);
  });

  it("takes a 204 as success without data (an address deleted)", async () => {
    const { fetch } = recordingFetch([() => new Response(null, { status: 204 })]);
    const store = makeStore(undefined, { origin, fetch });
    const result = await store.dispatch(api.endpoints.testSignIn.initiate({ email: "a@b.de" }));
    expect(result.error).toBeUndefined();
    expect(result.data).toBeUndefined();
  });

  it("describes a call that got no answer as a fetch error of status 0", async () => {
    const store = makeStore(undefined, {
      origin,
      fetch: () => Promise.reject(new TypeError("Failed to fetch")),
    });
    const result = await store.dispatch(api.endpoints.testUser.initiate());
    expect(result.error).toMatchObject({ status: "FETCH_ERROR" });
    expect(callFailure(result.error)).toEqual({ status: 0, body: {} });
  });
});

describe("callFailure", () => {
  it("is status 0 and an empty body without an answer", () => {
    expect(callFailure({ status: "FETCH_ERROR", error: "offline" })).toEqual({
      status: 0,
      body: {},
    });
    expect(callFailure(undefined)).toEqual({ status: 0, body: {} });
  });
});
