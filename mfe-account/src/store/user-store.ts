import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { queryRows, type Database } from "@shop/shared/platform";
import { users } from "./schema.ts";

export type UserRow = typeof users.$inferSelect;

export interface NewUser {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly gender: string;
  readonly newsletter: boolean;
  /** Null for a guest customer. */
  readonly passwordHash: string | null;
}

/** What the personal data page changes (core spec point 3, User). */
export interface PersonalData {
  readonly firstName: string;
  readonly lastName: string;
  readonly gender: string;
  readonly email: string;
}

/** A logged-in id: 64 hex characters (core spec point 9). */
function newUserId(): string {
  return randomBytes(32).toString("hex");
}

/** Customer numbers are eight digits; collisions are retried by the unique index. */
function newCustomerNo(): string {
  return String(10_000_000 + (randomBytes(4).readUInt32BE(0) % 90_000_000));
}

/**
 * The account of an id: every call and page of a signed-in customer reads it, so it is a named
 * prepared statement, which PostgreSQL plans once per connection and the edge pipelines with the
 * other hot reads (decision 0053).
 */
const accountById = (db: Database) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder("id")))
    .prepare("account_by_id");

/** Customers in the account team's tables (core spec points 3–7). */
export class UserStore {
  private readonly db: Database;
  private readonly accountById: ReturnType<typeof accountById>;

  constructor(db: Database) {
    this.db = db;
    this.accountById = accountById(db);
  }

  async byId(id: string): Promise<UserRow | undefined> {
    const [row] = await this.accountById.execute({ id });
    return row;
  }

  /** The registered (not guest) account of an email. */
  async registeredByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(and(eq(users.email, email), eq(users.isGuestCustomer, false)));
    return row;
  }

  /** Creates a customer; undefined when a registered account already holds the email. */
  async create(user: NewUser): Promise<UserRow | undefined> {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const rows = await queryRows<{ id: string }>(
        this.db,
        sql`insert into users (id, email, first_name, last_name, gender, customer_no, password_hash, is_guest_customer, newsletter)
          values (${newUserId()}, ${user.email}, ${user.firstName}, ${user.lastName}, ${user.gender},
            ${newCustomerNo()}, ${user.passwordHash}, ${user.passwordHash === null}, ${user.newsletter})
          on conflict do nothing returning id`,
      );
      const [created] = rows;
      if (created) return this.byId(created.id);
      if (user.passwordHash !== null && (await this.registeredByEmail(user.email)))
        return undefined;
    }
    throw new Error("Could not allocate a customer number");
  }

  /** The ids of an address's guest customers created more than `days` days ago. */
  async guestsOlderThan(email: string, days: number): Promise<string[]> {
    const rows = await queryRows<{ id: string }>(
      this.db,
      sql`select id from users where email = ${email} and is_guest_customer
        and created_at < now() - make_interval(days => ${days})`,
    );
    return rows.map((row) => row.id);
  }

  /**
   * Changes a registered customer's name, salutation and email; undefined, with nothing changed,
   * when another registered account holds the email.
   */
  async updatePersonalData(id: string, data: PersonalData): Promise<UserRow | undefined> {
    const rows = await queryRows<{ id: string }>(
      this.db,
      sql`update users set first_name = ${data.firstName}, last_name = ${data.lastName},
          gender = ${data.gender}, email = ${data.email}, updated_at = now()
        where id = ${id} and not exists (
          select 1 from users other where other.email = ${data.email}
            and not other.is_guest_customer and other.id <> ${id})
        returning id`,
    );
    return rows[0] ? this.byId(id) : undefined;
  }

  async setPassword(id: string, passwordHash: string): Promise<void> {
    await this.db
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.id, id));
  }

  /**
   * Deletes a customer's account; their reset tokens go with it (cascade). Sessions, baskets and
   * wishlists are other owners' and are ended or deleted by the caller.
   */
  async delete(id: string): Promise<void> {
    await this.db.delete(users).where(eq(users.id, id));
  }
}
