import type { OrderAddress } from "@shop/shared";

/**
 * An address of a customer's address book: the checkout's address shape (`OrderAddress`), its
 * id, and whether it is the customer's default shipping or billing address (at most one each).
 */
export interface AccountAddress extends OrderAddress {
  readonly id: string;
  readonly isDefaultShipping: boolean;
  readonly isDefaultBilling: boolean;
}

/** `GET /api/user/addresses/`'s answer: the customer's addresses, oldest first. */
export interface AddressBook {
  readonly addresses: readonly AccountAddress[];
}
