// Guest sign-ins, a write any visitor can make (issue 16, point 4; decision 0031): limited per
// client and per e-mail address and client, and the guest customers no session can reach are removed.
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import type { ApiError, AuthResult } from "@shop/shared";
import { queryRows } from "@shop/shared/platform";
import { authLimits, guestKeptDays } from "./auth-service.ts";
import { socketAddress, testAccount } from "./testing/test-account.ts";

const deleted: string[] = [];
const account = await testAccount({
  clientAddress: socketAddress,
  beforeAccountDeleted: (userId) => {
    deleted.push(userId);
    return Promise.resolve();
  },
});
const { app, db } = account;
afterAll(() => account.dispose());

let counter = 0;
function uniqueEmail(): string {
  counter += 1;
  return `gast.${counter}.${Date.now()}@example.org`;
}

function guest(email: string, remoteAddress: string) {
  return app.request(
    "/api/user/auth/guest/?locale=de-de",
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        first_name: "Anne",
        last_name: "de Vries",
        gender: "d",
        email,
        newsletter: false,
      }),
    },
    { incoming: { socket: { remoteAddress } } },
  );
}

describe("POST /api/user/auth/guest/", () => {
  it("limits one client per e-mail address, without keeping anyone else from that address", async () => {
    const email = uniqueEmail();
    for (let signIn = 1; signIn <= authLimits.guestPerEmailAndClient.max; signIn += 1) {
      expect((await guest(email, "203.0.113.30")).status, `sign-in ${signIn}`).toBe(200);
    }
    const refused = await guest(email, "203.0.113.30");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await refused.json()) as ApiError).key).toBe("auth.tooManyAttempts");
    expect((await guest(email, "198.51.100.30")).status).toBe(200);
  });

  it("limits the guest customers one client creates in all", async () => {
    for (let signIn = 1; signIn <= authLimits.guestPerClient.max; signIn += 1) {
      expect((await guest(uniqueEmail(), "203.0.113.31")).status, `sign-in ${signIn}`).toBe(200);
    }
    const users = async () =>
      (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from users`))[0]?.n;
    const before = await users();
    expect((await guest(uniqueEmail(), "203.0.113.31")).status).toBe(429);
    expect(await users()).toBe(before);
  });

  it("removes the address's guest customers that no session can reach any more", async () => {
    const email = uniqueEmail();
    const old = ((await (await guest(email, "203.0.113.32")).json()) as AuthResult).user.id;
    const recent = ((await (await guest(email, "203.0.113.32")).json()) as AuthResult).user.id;
    await db.execute(
      sql`update users set created_at = now() - make_interval(days => ${guestKeptDays + 1})
        where id = ${old}`,
    );
    const latest = ((await (await guest(email, "203.0.113.32")).json()) as AuthResult).user.id;
    const kept = await queryRows<{ id: string }>(
      db,
      sql`select id from users where email = ${email} order by created_at`,
    );
    expect(kept.map((row) => row.id)).toEqual([recent, latest]);
    expect(deleted).toContain(old);
  });
});
