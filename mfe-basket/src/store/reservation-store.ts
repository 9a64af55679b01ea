import { sql } from "drizzle-orm";
import type { OrderLine } from "@shop/shared";
import { queryRows, type Database } from "@shop/shared/platform";
import type { ReservationStatus } from "../click-and-reserve/reservation-contract.ts";
import { isUniqueViolation } from "./basket-store.ts";

/** A reservation as it is stored (decision 0046). */
export interface StoredReservation {
  readonly reservationNumber: string;
  readonly shopId: string;
  readonly language: string;
  readonly userId: string;
  readonly basketKey: string;
  readonly idempotencyKey: string;
  readonly storeId: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string | null;
  readonly lines: readonly OrderLine[];
  /** The basket lines it took over (removed with it); empty for a product page reservation. */
  readonly basketItemKeys: readonly string[];
  readonly status: ReservationStatus;
  readonly reservedUntil: string;
}

interface ReservationRow extends Omit<StoredReservation, "reservedUntil"> {
  readonly reservedUntil: Date | string;
}

const columns = sql`reservation_number as "reservationNumber", shop_id as "shopId", language,
  user_id as "userId", basket_key as "basketKey", idempotency_key as "idempotencyKey",
  store_id as "storeId", email, first_name as "firstName", last_name as "lastName", phone, lines,
  basket_item_keys as "basketItemKeys", status, reserved_until as "reservedUntil"`;

const toReservation = (row: ReservationRow): StoredReservation => ({
  ...row,
  reservedUntil: new Date(row.reservedUntil).toISOString(),
});

/** Reservations in the basket team's schema (table `reservations`, decision 0046). */
export class ReservationStore {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /**
   * Stores a reservation and removes the basket lines it took over, in one transaction;
   * "exists" when the basket already made one with this idempotency key.
   */
  async place(reservation: StoredReservation): Promise<"placed" | "exists"> {
    const r = reservation;
    try {
      await this.db.transaction(async (tx) => {
        await tx.execute(
          sql`insert into reservations (reservation_number, shop_id, language, user_id,
              basket_key, idempotency_key, store_id, email, first_name, last_name, phone, lines,
              basket_item_keys, status, reserved_until)
            values (${r.reservationNumber}, ${r.shopId}, ${r.language}, ${r.userId},
              ${r.basketKey}, ${r.idempotencyKey}, ${r.storeId}, ${r.email}, ${r.firstName},
              ${r.lastName}, ${r.phone}, ${JSON.stringify(r.lines)}::jsonb,
              ${JSON.stringify(r.basketItemKeys)}::jsonb, ${r.status},
              ${r.reservedUntil}::timestamptz)`,
        );
        if (r.basketItemKeys.length > 0) {
          await tx.execute(
            sql`delete from basket_items where basket_key = ${r.basketKey}
              and key in (select jsonb_array_elements_text(${JSON.stringify(r.basketItemKeys)}::jsonb))`,
          );
        }
      });
    } catch (error) {
      if (isUniqueViolation(error)) return "exists";
      throw error;
    }
    return "placed";
  }

  /** The reservation a basket made with an idempotency key, if any. */
  async byIdempotencyKey(
    basketKey: string,
    idempotencyKey: string,
  ): Promise<StoredReservation | undefined> {
    const [row] = await queryRows<ReservationRow>(
      this.db,
      sql`select ${columns} from reservations
        where basket_key = ${basketKey} and idempotency_key = ${idempotencyKey}`,
    );
    return row && toReservation(row);
  }
}
