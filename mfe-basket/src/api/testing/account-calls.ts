import { expect } from "vitest";
import { testBasketApi } from "./test-basket-api.ts";

/**
 * The basket API with what the account team's calls do through the edge, as test routes: a
 * sign-in (registration, login, guest) rotates the session to the account, then the basket
 * merges (`mergeIntoAccount`); `GET /test/account/` answers the signed-in session's user id like
 * the account's `/api/user/`; deleting the account forgets its carts (`forgetAccount`) and ends
 * its sessions.
 */
export async function testBasketApiWithAccountCalls(kind: "pglite" | "postgres") {
  const fixture = await testBasketApi(kind);
  const { app, api, platform } = fixture;
  app.post("/test/account/sign-in/", async (c) => {
    const { userId } = await c.req.json<{ userId: string }>();
    const session = await platform.sessions.rotate(c, userId);
    await api.mergeIntoAccount(session, userId);
    return c.json({ userId });
  });
  app.get("/test/account/", async (c) => {
    const session = await platform.sessions.current(c);
    return c.json({ id: session?.userId ?? null });
  });
  app.delete("/test/account/", async (c) => {
    const session = await platform.sessions.current(c);
    if (!session?.userId) return c.json({ error: "Not signed in" }, 401);
    await api.forgetAccount(session.userId);
    await platform.sessions.endAllOf(session.userId);
    await platform.sessions.end(c);
    return c.json({});
  });
  return fixture;
}

/** The JSON of a 200 answer (any other status fails the test). */
export async function okJson<T>(response: Promise<Response>): Promise<T> {
  const answered = await response;
  expect(answered.status).toBe(200);
  return (await answered.json()) as T;
}
