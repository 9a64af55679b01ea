import { Trans } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { pathFor, type OrderAddress } from "@shop/shared";
import type { ShopState } from "@shop/shared/store";
import type { FragmentProps } from "@shop/shared/ui";
import { accountApi } from "../account-client/account-endpoints.ts";
import { AccountStore } from "../account-client/AccountStore.tsx";
import type { AccountAddress } from "../address-book/account-address.ts";
import { AddressCard } from "./AddressCard.tsx";
import { AddressForm } from "./AddressForm.tsx";
import { AddressStatus, type AddressOutcome } from "./AddressStatus.tsx";
import "../auth-forms/auth-forms.css";
import "./address-book.css";

export interface AddressBookPageState {
  /** The store's state with the address book answered (`preloadedAddresses`). */
  readonly store: Partial<ShopState>;
}

/** The address fields of a stored address (what a change sends). */
function orderAddressOf({
  id: _id,
  isDefaultShipping: _shipping,
  isDefaultBilling: _billing,
  ...address
}: AccountAddress): OrderAddress {
  return address;
}

/**
 * The address book (core spec point 2, registered customers only): the customer's addresses,
 * adding, changing and deleting them, and choosing the default shipping and billing address.
 */
export function AddressBookPage({ state, shop }: FragmentProps<AddressBookPageState>) {
  return (
    <AccountStore preloaded={state.store}>
      <AddressBook shop={shop} />
    </AccountStore>
  );
}

/** The address the form is open for: a new one, one of the book's, or none. */
type Editing = "new" | AccountAddress | null;

function AddressBook({ shop }: Pick<FragmentProps<AddressBookPageState>, "shop">) {
  const { data: addresses = [] } = accountApi.useAddressesQuery();
  const [save] = accountApi.useSaveAddressMutation();
  const [remove] = accountApi.useDeleteAddressMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const [outcome, setOutcome] = useState<{ readonly key: AddressOutcome; readonly n: number }>();
  const formHeading = useRef<HTMLHeadingElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (editing) formHeading.current?.focus();
  }, [editing]);
  useEffect(() => {
    if (outcome) status.current?.focus();
  }, [outcome]);
  const done = (key: AddressOutcome) => {
    setEditing(null);
    setOutcome((previous) => ({ key, n: (previous?.n ?? 0) + 1 }));
  };
  const edited = editing === "new" ? undefined : (editing ?? undefined);
  return (
    <div className="acc-page">
      <p className="acc-note">
        <a href={pathFor("accountHome", shop.language)}>
          <Trans id="account.backToAccount">Back to my account</Trans>
        </a>
      </p>
      <h1 className="acc-page__title">
        <Trans id="address.title">Address book</Trans>
      </h1>
      {outcome ? <AddressStatus ref={status} outcome={outcome.key} /> : null}
      {addresses.length === 0 ? (
        <p className="acc-note">
          <Trans id="address.empty">You have not saved any addresses yet.</Trans>
        </p>
      ) : (
        <ul className="acc-addresses">
          {addresses.map((address) => (
            <li key={address.id}>
              <AddressCard
                address={address}
                language={shop.language}
                actions={{
                  onEdit: () => setEditing(address),
                  onDelete: () => {
                    void remove(address.id).then((result) => {
                      done(result.error ? "failed" : "deleted");
                    });
                  },
                  onDefault: (kind) => {
                    const change = { id: address.id, address: orderAddressOf(address) };
                    void save({ ...change, defaults: { [kind]: true } }).then((result) => {
                      done(result.error ? "failed" : "saved");
                    });
                  },
                }}
              />
            </li>
          ))}
        </ul>
      )}
      {editing === null ? (
        <button type="button" className="shop-button" onClick={() => setEditing("new")}>
          <Trans id="address.add">Add an address</Trans>
        </button>
      ) : (
        <section aria-labelledby="acc-address-form" className="acc-address-form">
          <h2
            id="acc-address-form"
            ref={formHeading}
            tabIndex={-1}
            className="acc-address__form-title"
          >
            {edited ? (
              <Trans id="address.editTitle">Change address</Trans>
            ) : (
              <Trans id="address.addTitle">New address</Trans>
            )}
          </h2>
          <AddressForm
            key={edited?.id ?? "new"}
            shop={shop}
            {...(edited ? { editing: edited } : {})}
            onSaved={() => done("saved")}
          />
          <button type="button" className="acc-link-button" onClick={() => setEditing(null)}>
            <Trans id="address.cancel">Cancel</Trans>
          </button>
        </section>
      )}
    </div>
  );
}
