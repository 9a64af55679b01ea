import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Country, OrderAddress, Salutation } from "@shop/shared";
import { queryRows, type Database } from "@shop/shared/platform";
import type { AccountAddress } from "../address-book/account-address.ts";

/** Which defaults a write sets (true) or removes (false); absent leaves them as they are. */
export interface AddressDefaults {
  readonly defaultShipping?: boolean | undefined;
  readonly defaultBilling?: boolean | undefined;
}

/** The most addresses one customer keeps. */
export const addressBookCap = 20;

interface AddressRow {
  id: string;
  salutation: string;
  firstName: string;
  lastName: string;
  street: string;
  houseNumber: string;
  postcode: string;
  city: string;
  country: string;
  isDefaultShipping: boolean;
  isDefaultBilling: boolean;
}

const columns = sql`id, salutation, first_name as "firstName", last_name as "lastName", street,
  house_number as "houseNumber", postcode, city, country,
  is_default_shipping as "isDefaultShipping", is_default_billing as "isDefaultBilling"`;

function stored(row: AddressRow): AccountAddress {
  return { ...row, salutation: row.salutation as Salutation, country: row.country as Country };
}

/**
 * Customers' address books. Every query names the customer: an address id of another customer
 * is not found, exactly like an unknown one.
 */
export class AddressStore {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /** A customer's addresses, oldest first. */
  async of(userId: string): Promise<AccountAddress[]> {
    const rows = await queryRows<AddressRow>(
      this.db,
      sql`select ${columns} from addresses where user_id = ${userId} order by created_at, id`,
    );
    return rows.map(stored);
  }

  async byId(userId: string, id: string): Promise<AccountAddress | undefined> {
    const [row] = await queryRows<AddressRow>(
      this.db,
      sql`select ${columns} from addresses where user_id = ${userId} and id = ${id}`,
    );
    return row ? stored(row) : undefined;
  }

  /**
   * Adds an address, unless the customer holds `addressBookCap` already (undefined). The first
   * address is the default for shipping and billing.
   */
  async add(
    userId: string,
    address: OrderAddress,
    defaults: AddressDefaults,
  ): Promise<AccountAddress | undefined> {
    const id = randomUUID();
    const rows = await queryRows<{ id: string }>(
      this.db,
      sql`insert into addresses (id, user_id, salutation, first_name, last_name, street, house_number, postcode, city, country, is_default_shipping, is_default_billing)
        select ${id}, ${userId}, ${address.salutation}, ${address.firstName}, ${address.lastName},
          ${address.street}, ${address.houseNumber}, ${address.postcode}, ${address.city},
          ${address.country}, count(*) = 0, count(*) = 0
        from addresses where user_id = ${userId}
        having count(*) < ${addressBookCap}
        returning id`,
    );
    if (rows.length === 0) return undefined;
    await this.setDefaults(userId, id, defaults);
    return this.byId(userId, id);
  }

  /** Changes an address of the customer; undefined when they have none of this id. */
  async change(
    userId: string,
    id: string,
    address: OrderAddress,
    defaults: AddressDefaults,
  ): Promise<AccountAddress | undefined> {
    const rows = await queryRows<{ id: string }>(
      this.db,
      sql`update addresses set salutation = ${address.salutation}, first_name = ${address.firstName},
          last_name = ${address.lastName}, street = ${address.street},
          house_number = ${address.houseNumber}, postcode = ${address.postcode},
          city = ${address.city}, country = ${address.country}
        where user_id = ${userId} and id = ${id} returning id`,
    );
    if (rows.length === 0) return undefined;
    await this.setDefaults(userId, id, defaults);
    return this.byId(userId, id);
  }

  /** Removes an address of the customer; false when they have none of this id. */
  async remove(userId: string, id: string): Promise<boolean> {
    const rows = await queryRows<{ id: string }>(
      this.db,
      sql`delete from addresses where user_id = ${userId} and id = ${id} returning id`,
    );
    return rows.length > 0;
  }

  /**
   * Makes the address the customer's default of a kind (true), or no longer (false). One
   * statement over all their addresses, so there is never more than one default of a kind.
   */
  private async setDefaults(userId: string, id: string, defaults: AddressDefaults) {
    const kinds = [
      ["is_default_shipping", defaults.defaultShipping],
      ["is_default_billing", defaults.defaultBilling],
    ] as const;
    for (const [column, wanted] of kinds) {
      if (wanted === undefined) continue;
      const name = sql.identifier(column);
      await this.db.execute(
        wanted
          ? sql`update addresses set ${name} = (id = ${id}) where user_id = ${userId}`
          : sql`update addresses set ${name} = false where user_id = ${userId} and id = ${id}`,
      );
    }
  }
}
