import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { queryRows, type Database } from "@shop/shared/platform";
import type { ContactForm } from "../contact/contact-rules.ts";
import type { MyContactMessage } from "../my-data/my-data.ts";

/** Where a contact message was sent from: its customer, shop and locale. */
export interface ContactOrigin {
  readonly userId: string;
  readonly shopId: string;
  readonly locale: string;
}

/** The account contact form's messages (table `contact_messages`), kept for the service team. */
export class ContactStore {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /** Stores one message; answers its id. */
  async add(origin: ContactOrigin, form: ContactForm): Promise<string> {
    const id = randomUUID();
    await queryRows(
      this.db,
      sql`insert into contact_messages (id, user_id, shop_id, locale, topic, order_number, name, email, subject, message)
        values (${id}, ${origin.userId}, ${origin.shopId}, ${origin.locale}, ${form.topic},
          ${form.orderNumber || null}, ${form.name}, ${form.email}, ${form.subject}, ${form.message})`,
    );
    return id;
  }

  /** A customer's messages, oldest first (the my-data overview). */
  async of(userId: string): Promise<MyContactMessage[]> {
    const rows = await queryRows<Omit<MyContactMessage, "sentAt"> & { sentAt: Date | string }>(
      this.db,
      sql`select shop_id as "shopId", topic, order_number as "orderNumber", name, email, subject,
          message, created_at as "sentAt"
        from contact_messages where user_id = ${userId} order by created_at, id`,
    );
    return rows.map((row) => ({ ...row, sentAt: new Date(row.sentAt).toISOString() }));
  }

  /** How many messages a customer has sent. */
  async countOf(userId: string): Promise<number> {
    const [row] = await queryRows<{ count: number }>(
      this.db,
      sql`select count(*)::int as count from contact_messages where user_id = ${userId}`,
    );
    return row?.count ?? 0;
  }
}
