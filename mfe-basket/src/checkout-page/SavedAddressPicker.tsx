import { Trans } from "@lingui/react/macro";
import { useId } from "react";
import type { SavedAddress } from "./checkout-endpoints.ts";

/**
 * The registered shopper's address book as a select: choosing an address fills the shipping
 * address's fields, which stay editable (a change is for this order only).
 */
export function SavedAddressPicker({
  addresses,
  onPick,
}: {
  readonly addresses: readonly SavedAddress[];
  readonly onPick: (address: SavedAddress) => void;
}) {
  const id = useId();
  const preset = addresses.find((address) => address.isDefaultShipping) ?? addresses[0];
  return (
    <div className="bsk-field">
      <label className="bsk-field__label" htmlFor={id}>
        <Trans id="checkout.savedAddress">Choose from your address book</Trans>
      </label>
      <select
        id={id}
        className="bsk-field__input"
        defaultValue={preset?.id}
        onChange={(event) => {
          const picked = addresses.find((address) => address.id === event.target.value);
          if (picked) onPick(picked);
        }}
      >
        {addresses.map((address) => (
          <option key={address.id} value={address.id}>
            {`${address.firstName} ${address.lastName}, ${address.street} ${address.houseNumber}, ${address.postcode} ${address.city}`}
          </option>
        ))}
      </select>
    </div>
  );
}
