import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { Formik, useField, useFormikContext } from "formik";
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from "react";
import { newCommandId, type ShopContext } from "@shop/shared";
import { callFailure } from "@shop/shared/store";
import { ShopForm, TextField } from "@shop/shared/ui";
import type { ReservationResponse } from "./reservation-contract.ts";
import { reservationApi } from "./reservation-endpoints.ts";
import {
  emptyReservation,
  reservationSchema,
  type ReservationValues,
} from "./reservation-schema.ts";
import { reserveMessage } from "./reserve-messages.ts";
import { StoreSearch } from "./StoreSearch.tsx";

/** What is reserved: the session's basket, or one variant of the product page. */
export type ReservationTarget =
  | { readonly kind: "basket"; readonly basketKey: string }
  | {
      readonly kind: "item";
      readonly basketKey: string;
      readonly variantId: string;
      readonly productName: string;
    };

/** The optional phone field (the shared `TextField` is for required fields only). */
function PhoneField() {
  const [field, meta] = useField<string>("phone");
  const { submitCount } = useFormikContext();
  const { _ } = useLingui();
  const id = useId();
  const error = submitCount > 0 || meta.touched ? meta.error : undefined;
  return (
    <div className="bsk-reserve-field">
      <label className="bsk-reserve-field__label" htmlFor={id}>
        <Trans id="reserve.phone">Phone (optional)</Trans>
      </label>
      <input
        {...field}
        id={id}
        type="tel"
        className="bsk-reserve-field__input"
        autoComplete="tel"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p id={`${id}-error`} className="bsk-reserve-field__error">
          {_(reserveMessage(error))}
        </p>
      ) : null}
    </div>
  );
}

/** After a refused submit, focus goes to the first field that says what is wrong. */
function FocusFirstProblem({ form }: { readonly form: RefObject<HTMLFormElement | null> }) {
  const { submitCount, isSubmitting } = useFormikContext();
  useEffect(() => {
    if (submitCount === 0 || isSubmitting) return;
    form.current
      ?.querySelector<HTMLElement>('[aria-invalid="true"], fieldset[aria-describedby] input')
      ?.focus();
  }, [submitCount, isSubmitting, form]);
  return null;
}

/**
 * The reservation form (Formik over `reservationSchema`): the store search, who collects, and
 * the reserve button. One attempt keeps its `Idempotency-Key` until it got an answer, so a
 * double click or a retry never reserves twice.
 */
export function ReservationForm({
  shop,
  target,
  summary,
  onReserved,
}: {
  readonly shop: ShopContext;
  readonly target: ReservationTarget;
  /** What is being reserved, shown above the form. */
  readonly summary: ReactNode;
  readonly onReserved: (reservation: ReservationResponse) => void;
}) {
  const { _ } = useLingui();
  const [reserve] = reservationApi.useReserveMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const attempt = useRef(newCommandId());
  const form = useRef<HTMLFormElement>(null);
  return (
    <Formik<ReservationValues>
      initialValues={emptyReservation}
      validationSchema={reservationSchema}
      onSubmit={async (values) => {
        setFailure(null);
        const phone = values.phone.trim();
        const body = {
          basketKey: target.basketKey,
          storeId: values.storeId,
          email: values.email.trim(),
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          ...(phone ? { phone } : {}),
          ...(target.kind === "item" ? { variantId: target.variantId, quantity: 1 } : {}),
        };
        const result = await reserve({
          locale: shop.locale,
          body,
          idempotencyKey: attempt.current,
        });
        if ("data" in result && result.data) return onReserved(result.data);
        const { status, body: error } = callFailure(result.error);
        // Refused for good (not a lost answer): the next attempt is a new one.
        if (status >= 400 && status < 500) attempt.current = newCommandId();
        setFailure(_(reserveMessage(error.key ?? "reserve.failed")));
      }}
    >
      {({ isSubmitting }) => (
        <ShopForm ref={form} noValidate className="bsk-reserve__form">
          <FocusFirstProblem form={form} />
          {summary}
          <StoreSearch shop={shop} />
          <fieldset className="bsk-reserve__contact">
            <legend className="bsk-reserve-field__label">
              <Trans id="reserve.contact">Who collects the reservation?</Trans>
            </legend>
            <TextField
              name="firstName"
              label={<Trans id="reserve.firstName">First name</Trans>}
              autoComplete="given-name"
              messageFor={reserveMessage}
              classPrefix="bsk-reserve-field"
            />
            <TextField
              name="lastName"
              label={<Trans id="reserve.lastName">Last name</Trans>}
              autoComplete="family-name"
              messageFor={reserveMessage}
              classPrefix="bsk-reserve-field"
            />
            <TextField
              name="email"
              type="email"
              label={<Trans id="reserve.email">Email address</Trans>}
              autoComplete="email"
              messageFor={reserveMessage}
              classPrefix="bsk-reserve-field"
            />
            <PhoneField />
          </fieldset>
          <div role="alert" className={failure ? "bsk-reserve__alert" : undefined}>
            {failure}
          </div>
          <button
            type="submit"
            className="bsk-button bsk-button--primary"
            disabled={isSubmitting}
            data-testid="reserve-submit"
          >
            <Trans id="reserve.submit">Reserve now, pay in the store</Trans>
          </button>
        </ShopForm>
      )}
    </Formik>
  );
}
