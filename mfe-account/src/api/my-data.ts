import type { Database } from "@shop/shared/platform";
import type { MyData } from "../my-data/my-data.ts";
import type { AddressStore } from "../store/address-store.ts";
import { BalanceStore } from "../store/balance-store.ts";
import { ContactStore } from "../store/contact-store.ts";
import { newsletterRecordsOf } from "../store/newsletter-records.ts";
import type { UserRow } from "../store/user-store.ts";

/**
 * Everything the account team stores about a registered customer (issue 17, my-data overview):
 * the customer record without the password hash, the address book, the newsletter sign-ups
 * of their email, their contact messages and their balance's movements. Sessions, reset links and rate-limit counts are secrets or short-lived
 * security records and are left out.
 */
export async function myDataOf(
  db: Database,
  addresses: AddressStore,
  user: UserRow,
): Promise<MyData> {
  return {
    customer: {
      customerNo: user.customerNo,
      email: user.email,
      gender: user.gender,
      firstName: user.firstName,
      lastName: user.lastName,
      phone: user.phone,
      birthDate: user.birthDate,
      registeredAt: user.createdAt.toISOString(),
      changedAt: user.updatedAt.toISOString(),
    },
    addresses: await addresses.of(user.id),
    newsletterSignUps: await newsletterRecordsOf(db, user.email),
    contactMessages: await new ContactStore(db).of(user.id),
    balanceEntries: await new BalanceStore(db).allOf(user.id),
  };
}
