import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { Formik } from "formik";
import { useRef, useState } from "react";
import { formatPrice, type GiftCardBalance, type ShopContext } from "@shop/shared";
import { callFailure } from "@shop/shared/store";
import { ShopForm, TextField } from "@shop/shared/ui";
import { checkoutMessage } from "./checkout-messages.ts";
import { checkoutApi } from "./checkout-endpoints.ts";
import {
  amountInCents,
  giftCardAmountSchema,
  giftCardSchema,
  type GiftCardValues,
} from "./checkout-schemas.ts";

/** A gift card the shopper applied: what it pays of the order (cents), with code and PIN. */
export interface AppliedGiftCard {
  readonly code: string;
  readonly pin: string;
  readonly amount: number;
}

interface Props {
  readonly shop: ShopContext;
  /** The order's total, the most a card can pay. */
  readonly total: number;
  readonly applied: AppliedGiftCard | undefined;
  readonly onApply: (card: AppliedGiftCard | undefined) => void;
}

/**
 * The payment step's gift card (payment method G; decision 0045): number and PIN, "check
 * balance" (the server limits attempts), then the amount to use, at most the balance and the
 * total; an applied card shows its amount and can be removed. The card is debited only when the
 * order is placed.
 */
export function GiftCardPanel({ shop, total, applied, onApply }: Props) {
  const { _ } = useLingui();
  const [checkBalance] = checkoutApi.useGiftCardBalanceMutation();
  const [checked, setChecked] = useState<{ card: GiftCardBalance; pin: string }>();
  const [failureKey, setFailureKey] = useState<string>();
  const panel = useRef<HTMLElement>(null);
  const money = (cents: number) => formatPrice(cents, shop.currency, shop.locale);
  const focusIn = (selector: string) =>
    requestAnimationFrame(() => panel.current?.querySelector<HTMLElement>(selector)?.focus());

  const appliedAmount = applied ? money(applied.amount) : "";
  const balance = checked ? money(checked.card.balance) : "";
  const maxAmount = checked ? Math.min(checked.card.balance, total) : 0;

  return (
    <section
      ref={panel}
      className="bsk-coupon"
      aria-labelledby="bsk-gift-card-title"
      data-testid="gift-card-panel"
    >
      <h3 id="bsk-gift-card-title" className="bsk-coupon__title">
        <Trans id="giftCard.title">Gift card</Trans>
      </h3>
      {applied ? (
        <div className="bsk-coupon__applied" data-testid="gift-card-applied">
          <p>
            <Trans id="giftCard.applied">Your gift card pays {appliedAmount}.</Trans>
          </p>
          <button
            type="button"
            className="bsk-button bsk-button--secondary"
            onClick={() => {
              onApply(undefined);
              setChecked(undefined);
              focusIn("input");
            }}
          >
            <Trans id="giftCard.remove">Remove gift card</Trans>
          </button>
        </div>
      ) : checked ? (
        <Formik
          key="amount"
          initialValues={{ amount: (maxAmount / 100).toFixed(2).replace(".", ",") }}
          validationSchema={giftCardAmountSchema(maxAmount)}
          validateOnBlur={false}
          onSubmit={({ amount }) => {
            const cents = amountInCents(amount);
            if (cents === undefined) return;
            onApply({ code: checked.card.code, pin: checked.pin, amount: cents });
            focusIn("button");
          }}
        >
          <ShopForm noValidate className="bsk-coupon__form">
            <p role="status" className="bsk-coupon__balance">
              <Trans id="giftCard.balance">Balance of this card: {balance}</Trans>
            </p>
            <TextField
              name="amount"
              label={<Trans id="giftCard.amount">Amount to pay with it</Trans>}
              autoComplete="off"
              messageFor={checkoutMessage}
              classPrefix="bsk-coupon-field"
            />
            <button type="submit" className="bsk-button bsk-button--secondary">
              <Trans id="giftCard.apply">Use gift card</Trans>
            </button>
          </ShopForm>
        </Formik>
      ) : (
        <Formik<GiftCardValues>
          key="card"
          initialValues={{ code: "", pin: "" }}
          validationSchema={giftCardSchema}
          validateOnBlur={false}
          onSubmit={async ({ code, pin }) => {
            setFailureKey(undefined);
            const result = await checkBalance({ locale: shop.locale, code: code.trim(), pin });
            if (result.data) {
              setChecked({ card: result.data, pin: pin.trim() });
              focusIn("input");
              return;
            }
            setFailureKey(callFailure(result.error).body.key ?? "checkout.failed");
          }}
        >
          {({ isSubmitting }) => (
            <ShopForm noValidate className="bsk-coupon__form">
              <TextField
                name="code"
                label={<Trans id="giftCard.code">Gift card number</Trans>}
                autoComplete="off"
                messageFor={checkoutMessage}
                classPrefix="bsk-coupon-field"
              />
              <TextField
                name="pin"
                type="password"
                label={<Trans id="giftCard.pin">PIN</Trans>}
                autoComplete="off"
                messageFor={checkoutMessage}
                classPrefix="bsk-coupon-field"
              />
              <button
                type="submit"
                className="bsk-button bsk-button--secondary"
                aria-disabled={isSubmitting || undefined}
              >
                <Trans id="giftCard.check">Check balance</Trans>
              </button>
            </ShopForm>
          )}
        </Formik>
      )}
      {/* Added with its message (an alert is announced as it appears): one alert per step. */}
      {failureKey ? (
        <p role="alert" className="bsk-coupon__alert">
          {_(checkoutMessage(failureKey))}
        </p>
      ) : null}
    </section>
  );
}
