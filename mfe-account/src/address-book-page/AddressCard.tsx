import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { useId } from "react";
import type { Language } from "@shop/shared";
import type { AccountAddress } from "../address-book/account-address.ts";

const salutations = {
  f: msg({ id: "auth.fields.gender.f", message: "Ms" }),
  m: msg({ id: "auth.fields.gender.m", message: "Mr" }),
  d: msg({ id: "auth.fields.gender.d", message: "Diverse" }),
} as const;

/** What a shopper can do with one address. */
export interface AddressActions {
  readonly onEdit: () => void;
  readonly onDelete: () => void;
  readonly onDefault: (kind: "defaultShipping" | "defaultBilling") => void;
}

/** One address of the book as a postal address, its defaults, and its actions. */
export function AddressCard({
  address,
  language,
  actions,
}: {
  readonly address: AccountAddress;
  readonly language: Language;
  readonly actions: AddressActions;
}) {
  const { _ } = useLingui();
  const id = useId();
  const country = new Intl.DisplayNames([language], { type: "region" });
  return (
    <article className="acc-address" aria-labelledby={`${id}-name`}>
      <h3 id={`${id}-name`} className="acc-address__name">
        {`${address.firstName} ${address.lastName}`}
      </h3>
      <address className="acc-address__lines">
        {`${_(salutations[address.salutation])} ${address.firstName} ${address.lastName}`}
        <br />
        {`${address.street} ${address.houseNumber}`}
        <br />
        {`${address.postcode} ${address.city}`}
        <br />
        {country.of(address.country.toUpperCase())}
      </address>
      <ul className="acc-address__defaults">
        {address.isDefaultShipping ? (
          <li>
            <Trans id="address.defaultShipping">Default shipping address</Trans>
          </li>
        ) : null}
        {address.isDefaultBilling ? (
          <li>
            <Trans id="address.defaultBilling">Default billing address</Trans>
          </li>
        ) : null}
      </ul>
      <div className="acc-address__actions">
        <button type="button" className="acc-link-button" onClick={actions.onEdit}>
          <Trans id="address.edit">Edit</Trans>
        </button>
        <button type="button" className="acc-link-button" onClick={actions.onDelete}>
          <Trans id="address.delete">Delete</Trans>
        </button>
        {address.isDefaultShipping ? null : (
          <button
            type="button"
            className="acc-link-button"
            onClick={() => actions.onDefault("defaultShipping")}
          >
            <Trans id="address.makeDefaultShipping">Use for shipping by default</Trans>
          </button>
        )}
        {address.isDefaultBilling ? null : (
          <button
            type="button"
            className="acc-link-button"
            onClick={() => actions.onDefault("defaultBilling")}
          >
            <Trans id="address.makeDefaultBilling">Use for billing by default</Trans>
          </button>
        )}
      </div>
    </article>
  );
}
