import type { User } from "@shop/shared";
import type { UserRow } from "../store/user-store.ts";

/** What `GET /api/user/` answers without a signed-in session (core spec point 3). */
export const anonymousUser: User = {
  id: null,
  loggedIn: false,
  isGuestCustomer: false,
  registered: false,
};

/** A customer as the API shows them (core spec point 3, User); never the password hash. */
export function userView(row: UserRow): User {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    gender: row.gender as "m" | "f" | "d",
    email: row.email,
    phone: row.phone,
    birthDate: row.birthDate,
    customerNo: row.customerNo,
    loggedIn: true,
    isGuestCustomer: row.isGuestCustomer,
    registered: !row.isGuestCustomer,
  };
}
