import { timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Currency, GiftCardBalance } from "@shop/shared";
import { queryRows, type Database } from "@shop/shared/platform";

/** What runs a statement: the database, or a transaction of it. */
type Executor = Pick<Database, "execute">;

/** Why a gift card cannot pay: wrong code or PIN (one answer for both), expired, other currency. */
export type GiftCardIssue = "invalid" | "expired" | "currency";

interface GiftCardRow {
  readonly code: string;
  readonly pin: string;
  readonly balance: number;
  readonly currency: Currency;
  readonly validUntil: Date | string;
}

/** A new gift card (demo data, tests). */
export interface NewGiftCard {
  readonly code: string;
  readonly pin: string;
  readonly balance: number;
  readonly currency: Currency;
  readonly validUntil: Date;
}

/** A gift card's code as stored: upper case. */
export const giftCardCodeOf = (code: string) => code.trim().toUpperCase();

const samePin = (stored: string, given: string) =>
  stored.length === given.length && timingSafeEqual(Buffer.from(stored), Buffer.from(given));

/** The card's state for a shop of `currency` at `now`, once code and PIN match. */
function checked(
  row: GiftCardRow | undefined,
  pin: string,
  currency: Currency,
  now: Date,
): GiftCardBalance | GiftCardIssue {
  if (!row || !samePin(row.pin, pin)) return "invalid";
  const validUntil = new Date(row.validUntil);
  if (now >= validUntil) return "expired";
  if (row.currency !== currency) return "currency";
  return {
    code: row.code,
    balance: row.balance,
    currency: row.currency,
    validUntil: validUntil.toISOString(),
  };
}

const cardColumns = sql`code, pin, balance, currency, valid_until as "validUntil"`;

/**
 * Gift cards (payment method G; decision 0045). A balance is read after code and PIN match,
 * and changes only inside an order's transaction with the card's row locked: a debit larger
 * than the balance changes nothing.
 */
export class GiftCardStore {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /** The card's balance when code and PIN match and it can pay in `currency` now. */
  async balance(
    code: string,
    pin: string,
    currency: Currency,
    now: Date,
  ): Promise<GiftCardBalance | GiftCardIssue> {
    const [row] = await queryRows<GiftCardRow>(
      this.db,
      sql`select ${cardColumns} from gift_cards where code = ${giftCardCodeOf(code)}`,
    );
    return checked(row, pin, currency, now);
  }

  /** Adds gift cards that do not exist yet (the demo data, tests). */
  async add(cards: readonly NewGiftCard[]): Promise<void> {
    for (const card of cards) {
      await this.db.execute(
        sql`insert into gift_cards (code, pin, balance, currency, valid_until)
          values (${giftCardCodeOf(card.code)}, ${card.pin}, ${card.balance}, ${card.currency},
            ${card.validUntil.toISOString()}::timestamptz)
          on conflict (code) do nothing`,
      );
    }
  }
}

/** A debit the card could not pay; thrown inside the order's transaction to roll it back. */
export class GiftCardDebitRefused extends Error {
  readonly issue: GiftCardIssue | "insufficient";

  constructor(issue: GiftCardDebitRefused["issue"]) {
    super(`The gift card cannot pay this: ${issue}`);
    this.issue = issue;
  }
}

/**
 * Takes `amount` off a card for an order inside the order's transaction: the card's row is
 * locked, code, PIN, date and currency checked again, and a balance short of the amount
 * refused (`GiftCardDebitRefused`, which rolls the whole order back).
 */
export async function debitGiftCard(
  tx: Executor,
  debit: {
    readonly code: string;
    readonly pin: string;
    readonly amount: number;
    readonly currency: Currency;
    readonly orderNumber: string;
    readonly now: Date;
  },
): Promise<void> {
  const code = giftCardCodeOf(debit.code);
  const locked = (await tx.execute(
    sql`select ${cardColumns} from gift_cards where code = ${code} for update`,
  )) as { rows: GiftCardRow[] };
  const card = checked(locked.rows[0], debit.pin, debit.currency, debit.now);
  if (typeof card === "string") throw new GiftCardDebitRefused(card);
  if (card.balance < debit.amount) throw new GiftCardDebitRefused("insufficient");
  await tx.execute(
    sql`update gift_cards set balance = balance - ${debit.amount} where code = ${code}`,
  );
  await tx.execute(
    sql`insert into gift_card_payments (order_number, gift_card_code, amount)
      values (${debit.orderNumber}, ${code}, ${debit.amount})`,
  );
}

/** Gives a cancelled order's gift card amount back, once (inside the cancellation's transaction). */
export async function refundGiftCard(tx: Executor, orderNumber: string): Promise<void> {
  await tx.execute(
    sql`with refunded as (
        update gift_card_payments set refunded_at = now()
        where order_number = ${orderNumber} and refunded_at is null
        returning gift_card_code, amount)
      update gift_cards g set balance = g.balance + r.amount
      from refunded r where g.code = r.gift_card_code`,
  );
}
