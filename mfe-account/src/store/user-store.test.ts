import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { queryRows } from "@shop/shared/platform";
import { testDatabase, type TestDatabase } from "@shop/shared/testing";
import { accountMigrations } from "../api/index.ts";
import { NewsletterStore } from "./newsletter.ts";
import { UserStore, type NewUser } from "./user-store.ts";

const customer = (email: string, passwordHash: string | null): NewUser => ({
  email,
  firstName: "Eva",
  lastName: "Berg",
  gender: "f",
  newsletter: false,
  passwordHash,
});

describe.each(["pglite", "postgres"] as const)("the account team's tables on %s", (kind) => {
  let database: TestDatabase;
  let users: UserStore;
  beforeAll(async () => {
    database = await testDatabase(kind, [accountMigrations]);
    users = new UserStore(database.db);
  }, 120_000);
  afterAll(() => database.dispose());

  it("live in the schema account", async () => {
    const tables = await queryRows<{ table_name: string }>(
      database.db,
      sql`select table_name from information_schema.tables where table_schema = 'account' order by table_name`,
    );
    expect(tables.map((table) => table.table_name)).toEqual([
      "__drizzle_migrations",
      "addresses",
      "balance_entries",
      "contact_messages",
      "newsletter_signups",
      "password_reset_tokens",
      "users",
    ]);
  });

  it("hold one registered account per email, and any number of guests beside it", async () => {
    const registered = await users.create(customer("eva@example.org", "hash"));
    expect(registered?.id).toMatch(/^[0-9a-f]{64}$/);
    expect(registered?.customerNo).toMatch(/^\d{8}$/);
    expect(await users.create(customer("eva@example.org", "other hash"))).toBeUndefined();
    const guests = [
      await users.create(customer("eva@example.org", null)),
      await users.create(customer("eva@example.org", null)),
    ];
    expect(guests.map((guest) => guest?.isGuestCustomer)).toEqual([true, true]);
    expect((await users.registeredByEmail("eva@example.org"))?.id).toBe(registered?.id);
  });

  it("delete an account with its reset tokens", async () => {
    const created = await users.create(customer("max@example.org", "hash"));
    const id = created?.id ?? "";
    await database.db.execute(
      sql`insert into password_reset_tokens (token_hash, user_id, expires_at) values ('t', ${id}, now())`,
    );
    await users.delete(id);
    expect(await users.byId(id)).toBeUndefined();
    const tokens = await queryRows(
      database.db,
      sql`select 1 from password_reset_tokens where user_id = ${id}`,
    );
    expect(tokens).toEqual([]);
  });

  it("keep a newsletter sign-up pending until its token confirms it, once", async () => {
    const store = new NewsletterStore(database.db);
    const signUp = {
      email: "eva@example.org",
      shopId: "home-de",
      firstName: "Eva",
      lastName: "Berg",
      salutation: 2,
      source: "register",
    } as const;
    const inADay = new Date(Date.now() + 86_400_000);
    expect(await store.pending(signUp, "first", inADay)).toBe(true);
    expect(await store.pending({ ...signUp, salutation: 4 }, "second", inADay)).toBe(true);
    expect(await store.confirm("first")).toBe(false);
    expect(await store.confirm("second")).toBe(true);
    expect(await store.confirm("second")).toBe(false);
    expect(await store.pending({ ...signUp, firstName: "Mallory" }, "third", inADay)).toBe(false);
    const rows = await queryRows<{ salutation: number; firstName: string; confirmed: boolean }>(
      database.db,
      sql`select salutation, first_name as "firstName", confirmed_at is not null as confirmed
        from newsletter_signups where email = 'eva@example.org'`,
    );
    expect(rows).toEqual([{ salutation: 4, firstName: "Eva", confirmed: true }]);
  });
});
