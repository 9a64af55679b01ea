import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabase } from "../db/test-databases.ts";
import { Ownership } from "./ownership.ts";
import { SessionStore } from "./session-store.ts";

/** Account ids are 64 hex characters (core spec point 9); the account team issues them. */
const evaId = "e".repeat(64);
const maxId = "f".repeat(64);

describe.each(["pglite", "postgres"] as const)("ownership of user ids on %s", (kind) => {
  let handle: Awaited<ReturnType<typeof testDatabase>>;
  let sessions: SessionStore;
  let ownership: Ownership;
  beforeAll(async () => {
    handle = await testDatabase(kind);
    sessions = new SessionStore(handle.db);
    ownership = new Ownership(handle.db);
  }, 120_000);
  afterAll(() => handle.dispose());

  it("binds an anonymous id to the first session that uses it, and to no other", async () => {
    const first = await sessions.create(null);
    const second = await sessions.create(null);
    expect(await ownership.owns(first, "a1b2c3d4e5f6")).toBe(true);
    expect(await ownership.owns(first, "a1b2c3d4e5f6")).toBe(true);
    expect(await ownership.owns(second, "a1b2c3d4e5f6")).toBe(false);
    expect(await ownership.owns(second, "not-hex")).toBe(false);
  });

  it("keeps the binding through login (new session id) for the merge, and ends it with the session", async () => {
    const anonymous = await sessions.create(null);
    await ownership.owns(anonymous, "b1b2c3d4e5f6");
    const signedIn = await sessions.rotate(anonymous, evaId);
    expect(await ownership.anonymousIdsOf(signedIn)).toEqual(["b1b2c3d4e5f6"]);
    expect(await ownership.owns(signedIn, "b1b2c3d4e5f6")).toBe(true);
    await sessions.end(signedIn);
    const later = await sessions.create(null);
    expect(await ownership.owns(later, "b1b2c3d4e5f6")).toBe(true);
  });

  it("lets an account id be used only by a session signed in as that account", async () => {
    const evaSession = await sessions.create(evaId);
    const anonymous = await sessions.create(null);
    expect(await ownership.owns(evaSession, evaId)).toBe(true);
    expect(await ownership.owns(evaSession, maxId)).toBe(false);
    expect(await ownership.owns(anonymous, evaId)).toBe(false);
  });
});
