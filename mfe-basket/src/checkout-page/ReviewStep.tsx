import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { useRef, useState } from "react";
import {
  formatPrice,
  pathFor,
  type PaymentMethodCode,
  type PlaceOrderBody,
  type ShopContext,
} from "@shop/shared";
import { callFailure } from "@shop/shared/store";
import type { OrderAddressValues } from "@shop/shared/forms";
import { paymentMethodNames } from "../thank-you-page/payment-method-names.ts";
import { AddressSummary } from "./AddressSummary.tsx";
import { checkoutMessage } from "./checkout-messages.ts";
import { checkoutApi } from "./checkout-endpoints.ts";
import type { CheckoutPageState } from "./CheckoutPage.tsx";
import { nextOrderAttempt, type OrderAttempt } from "./order-attempt.ts";
import type { AppliedGiftCard } from "./GiftCardPanel.tsx";
import { ReviewLines } from "./ReviewLines.tsx";
import { ShippingMethodName } from "./ShippingMethodName.tsx";

/**
 * Step 4: everything the order will be, all costs, and "Buy now". The order is placed with the
 * total shown here (`expectedTotal`: the server refuses another) and one `Idempotency-Key` per
 * attempt. Authorised: the thank-you page; a redirect method: the provider's page, which returns
 * to the shop. A refusal (declined, timed out, prices or stock changed) is announced in an alert
 * that takes the focus; the basket is untouched and the shopper may change the payment method.
 */
export function ReviewStep({
  state,
  shop,
  addresses,
  paymentMethod,
  giftCard,
  onChangePayment,
}: {
  readonly state: CheckoutPageState;
  /** A gift card paying part or (with method G) all of the total. */
  readonly giftCard: AppliedGiftCard | undefined;
  readonly shop: ShopContext;
  readonly addresses: OrderAddressValues;
  readonly paymentMethod: PaymentMethodCode;
  readonly onChangePayment: () => void;
}) {
  const { _ } = useLingui();
  const [placeOrder, { isLoading }] = checkoutApi.usePlaceOrderMutation();
  const [failureKey, setFailureKey] = useState<string>();
  const [leaving, setLeaving] = useState(false);
  const attempt = useRef<OrderAttempt>(undefined);
  const alert = useRef<HTMLDivElement>(null);
  const busy = isLoading || leaving;

  const buy = async () => {
    if (busy) return;
    const body: PlaceOrderBody = {
      basketKey: state.basketKey,
      email: addresses.email,
      shippingAddress: addresses.shipping,
      ...(addresses.billingDiffers ? { billingAddress: addresses.billing } : {}),
      shippingMethod: state.shippingMethod,
      paymentMethod,
      expectedTotal: state.basket.cost.total,
      ...(giftCard ? { giftCard } : {}),
    };
    attempt.current = nextOrderAttempt(attempt.current, body, () => crypto.randomUUID());
    setFailureKey(undefined);
    const result = await placeOrder({
      locale: shop.locale,
      body,
      idempotencyKey: attempt.current.key,
    });
    if (result.data) {
      const { payment, orderNumber } = result.data;
      setLeaving(true);
      window.location.assign(
        payment.status === "pending" && payment.redirectUrl
          ? payment.redirectUrl
          : `${pathFor("thankYou", shop.language)}?orderNumber=${encodeURIComponent(orderNumber)}`,
      );
      return;
    }
    setFailureKey(callFailure(result.error).body.key ?? "checkout.failed");
    // After the alert has rendered: focus takes the shopper (and the screen reader) to it.
    requestAnimationFrame(() => alert.current?.focus());
  };

  const { cost } = state.basket;
  return (
    <div className="bsk-checkout__review">
      <ReviewLines basket={state.basket} shop={shop} giftCardAmount={giftCard?.amount} />
      <AddressSummary values={addresses} language={shop.language} />
      <div className="bsk-checkout__addresses">
        <div>
          <h3 className="bsk-checkout__label">
            <Trans id="checkout.step.shipping">Shipping method</Trans>
          </h3>
          <p>
            <ShippingMethodName method={state.shippingMethod} />
          </p>
        </div>
        <div>
          <h3 className="bsk-checkout__label">
            <Trans id="checkout.step.payment">Payment method</Trans>
          </h3>
          <p>{_(paymentMethodNames[paymentMethod])}</p>
        </div>
      </div>
      <div
        ref={alert}
        role="alert"
        tabIndex={-1}
        className={failureKey ? "bsk-checkout__alert" : undefined}
        data-testid="checkout-alert"
      >
        {failureKey ? _(checkoutMessage(failureKey)) : null}
      </div>
      {failureKey ? (
        <button
          type="button"
          className="bsk-button bsk-button--secondary"
          onClick={onChangePayment}
        >
          <Trans id="checkout.changePayment">Choose another payment method</Trans>
        </button>
      ) : null}
      <p className="bsk-checkout__total-line">
        <Trans id="checkout.toPay">Total to pay</Trans>{" "}
        <strong>
          {formatPrice(cost.total - (giftCard?.amount ?? 0), cost.currencyCode, shop.locale)}
        </strong>
      </p>
      {/* Stays focusable while the call runs (a disabled button would drop the focus). */}
      <button
        type="button"
        className="bsk-button bsk-button--primary bsk-checkout__buy"
        aria-disabled={busy || undefined}
        onClick={() => void buy()}
      >
        <Trans id="checkout.buyNow">Buy now</Trans>
      </button>
    </div>
  );
}
