import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { useField, useFormikContext } from "formik";
import { useEffect, useId, useState, type KeyboardEvent } from "react";
import type { ShopContext } from "@shop/shared";
import { ChoiceField } from "@shop/shared/ui";
import { reservationApi } from "./reservation-endpoints.ts";
import { reserveMessage } from "./reserve-messages.ts";
import type { ReservationValues } from "./reservation-schema.ts";

/**
 * The store step: a postcode search (Enter or the button) and the nearest stores as a radio
 * group, each with its address and opening hours. A choice that is not among a new search's
 * stores is cleared, so the shopper never reserves in a store no longer shown.
 */
export function StoreSearch({ shop }: { readonly shop: ShopContext }) {
  const { _ } = useLingui();
  const id = useId();
  const [postcode] = useField<string>("postcode");
  const { values, errors, submitCount, setFieldValue } = useFormikContext<ReservationValues>();
  const [searched, setSearched] = useState<string | null>(null);
  const { data, isFetching, isError } = reservationApi.useStoresNearQuery(
    { locale: shop.locale, postcode: searched ?? "" },
    { skip: searched === null },
  );
  const stores = data?.stores ?? [];
  const storeIds = stores.map((store) => store.id).join(" ");

  useEffect(() => {
    if (values.storeId && !storeIds.split(" ").includes(values.storeId)) {
      void setFieldValue("storeId", "");
    }
  }, [storeIds, values.storeId, setFieldValue]);

  const search = () => {
    const value = postcode.value.trim();
    if (value) setSearched(value);
  };
  const searchOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    search();
  };
  const storeMissing = submitCount > 0 && errors.storeId !== undefined && stores.length === 0;
  return (
    <div className="bsk-reserve__stores">
      <div className="bsk-reserve-field">
        <label className="bsk-reserve-field__label" htmlFor={`${id}-postcode`}>
          <Trans id="reserve.postcode">Postcode</Trans>
        </label>
        <p id={`${id}-hint`} className="bsk-reserve-field__hint">
          <Trans id="reserve.postcodeHint">Enter your postcode to find the nearest stores.</Trans>
        </p>
        <div className="bsk-reserve__search">
          <input
            {...postcode}
            id={`${id}-postcode`}
            className="bsk-reserve-field__input"
            inputMode="numeric"
            autoComplete="postal-code"
            aria-describedby={`${id}-hint`}
            onKeyDown={searchOnEnter}
          />
          <button type="button" className="bsk-button bsk-button--secondary" onClick={search}>
            <Trans id="reserve.search">Find stores</Trans>
          </button>
        </div>
      </div>
      <p role="status" className="bsk-reserve__status">
        {isFetching ? <Trans id="reserve.searching">Looking for stores…</Trans> : null}
        {!isFetching && isError ? _(reserveMessage("reserve.errors.postcode")) : null}
        {!isFetching && !isError && data && stores.length === 0 ? (
          <Trans id="reserve.noStores">There is no store near this postcode.</Trans>
        ) : null}
        {storeMissing && !isFetching ? _(reserveMessage("reserve.errors.store")) : null}
      </p>
      {stores.length > 0 ? (
        <ChoiceField
          name="storeId"
          messageFor={reserveMessage}
          classPrefix="bsk-reserve-field"
          legend={<Trans id="reserve.chooseStore">Choose a store</Trans>}
          choices={stores.map((store) => ({
            value: store.id,
            label: store.name,
            hint: `${store.street}, ${store.postcode} ${store.city} · ${store.openingHours}`,
          }))}
        />
      ) : null}
    </div>
  );
}
